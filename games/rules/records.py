"""What every engine's record shape check returns: errors with their path, and the error an engine
raises when asked to replay a record that is not well-formed. Plain Python, no Django."""

import reprlib
from dataclasses import dataclass, field
from typing import Any

from .messages import jsonable, render

_SHORT_REPR = reprlib.Repr()
_SHORT_REPR.maxlevel = 3  # a plain repr of a value nested thousands deep would recurse past Python's limit


def show(value):
    """A value quoted for a message, cut short so a huge value cannot flood the error."""
    text = f'"{value}"' if isinstance(value, str) else _SHORT_REPR.repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class ShapeError:
    """What is wrong at `path` (a place in the record, shown as written). `message` is English; `template` and
    `params` let a page show it in its own language (games.rules.messages)."""

    path: str
    message: str
    template: str = ""
    params: dict[str, Any] = field(default_factory=dict, hash=False)

    def __str__(self):
        return f"{self.path}: {self.message}" if self.path else self.message

    def to_dict(self):
        return {"path": self.path, "message": self.message, "template": self.template, "params": jsonable(self.params)}


def shape_error(path, template, params=None):
    params = params or {}
    return ShapeError(path, render(template, params), template, params)


class RecordShapeError(ValueError):
    """Raised by the engine when asked to replay a record that is not well-formed."""

    def __init__(self, errors):
        self.errors = errors
        super().__init__("; ".join(str(e) for e in errors))


def well_formed(record, check_shape):
    """`record` when `check_shape` (an engine's) finds nothing wrong with it; RecordShapeError otherwise."""
    errors = check_shape(record)
    if errors:
        raise RecordShapeError(errors)
    return record
