"""Typed environment readers that fail loudly: a typo in production config must stop the boot."""

import os


class ConfigError(RuntimeError):
    pass


def env_str(name, default=""):
    return os.environ.get(name, default)


def env_bool(name, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise ConfigError(f"{name}={raw!r} is not a boolean (use true/false, 1/0, yes/no, on/off)")


def env_int(name, default, minimum=None, maximum=None):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not an integer") from None
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        raise ConfigError(f"{name}={value} is outside {minimum}..{maximum}")
    return value


def env_list(name, default):
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]
