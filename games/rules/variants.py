"""Rule variants: each engine's options are a frozen dataclass, each field declaring the values it may
take, and one parser reads them all from JSON-like data, naming a bad key or value. Plain Python."""

from dataclasses import MISSING, dataclass, field, fields

from .records import show


@dataclass(frozen=True)
class VariantField:
    """How the submit form offers one variant key: the form field's `name`, its `label` and, for a choice,
    its `choices` ((value, label) pairs; labels marked with N_). `kind` is "bool", "choice", "number" (a
    choice of whole numbers) or "json" (text holding JSON, `placeholder` showing an example, `invalid` the
    error when it is not JSON)."""

    key: str
    name: str
    label: str
    kind: str = "bool"
    choices: tuple = ()
    initial: object = None
    placeholder: str = ""
    invalid: str = ""


def option(default, *allowed, parse=None):
    """A variant field: `default` and the values allowed (true or false when none are given and the
    default is a bool), or `parse` turning the given value into the field's (ValueError when it cannot)."""
    if not allowed and parse is None:
        allowed = (False, True) if isinstance(default, bool) else ()
    return field(default=default, metadata={"allowed": allowed, "parse": parse})


@dataclass(frozen=True)
class Options:
    """What every engine's Variant shares: as JSON, field by field."""

    def to_dict(self):
        return {f.name: _as_json(getattr(self, f.name)) for f in fields(self)}


def _as_json(value):
    return value.to_dict() if hasattr(value, "to_dict") else value


def parse(cls, data):
    """A `cls` (an Options dataclass) from JSON-like data; None or {} is the seed's rules."""
    if isinstance(data, cls):
        return data
    data = {} if data is None else data
    if not isinstance(data, dict):
        raise ValueError("a variant must be a JSON object")
    known = [f.name for f in fields(cls)]
    for key in data:
        if key not in known:
            raise ValueError(f"unknown variant key {show(key)} (known: {', '.join(known)})")
    values = {}
    for f in fields(cls):
        given = data.get(f.name, MISSING)
        if f.metadata.get("parse"):
            values[f.name] = f.metadata["parse"](None if given is MISSING else given)
        elif given is not MISSING:
            allowed = f.metadata.get("allowed", ())
            # type() too: JSON true is not the number 1
            if allowed and not any(type(given) is type(a) and given == a for a in allowed):
                raise ValueError(f"variant {f.name} must be {_either(allowed)}, not {show(given)}")
            values[f.name] = given
    return cls(**values)


def _either(allowed):
    if set(allowed) == {False, True} and all(isinstance(a, bool) for a in allowed):
        return "true or false"
    shown = [show(a) for a in allowed]
    return " or ".join(shown) if len(shown) < 3 else ", ".join(shown[:-1]) + " or " + shown[-1]
