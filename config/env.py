"""Typed environment readers that fail loudly: a typo in production config must stop the boot."""

import os
import re


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


RATE = re.compile(r"[1-9][0-9]*/(s|sec|second|m|min|minute|h|hour|d|day)")


def env_rate(name, default):
    """A DRF throttle rate, "<requests>/<period>": 120/min, 10/s, 1000/hour, 5000/day."""
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    if not RATE.fullmatch(raw.strip()):
        raise ConfigError(f"{name}={raw!r} is not a rate such as 120/min (periods: s, min, hour, day)")
    return raw.strip()
