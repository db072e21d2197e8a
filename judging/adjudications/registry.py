"""Which games can be adjudicated, and by which pure engine. No Django import: the
`adjudicate` command and the bulk handler use it without a database.

An engine is three functions found by dotted path, imported on first use:
- check_shape(record) -> list of errors (each with `str(e)` = "path: message"), empty when well-formed;
- parse_variant(data) -> a variant object (ValueError on an unknown key or value);
- adjudicate(record, variant) -> the verdict dict.
Another game plugs in by adding one line to ENGINES.
"""

import dataclasses
import importlib
from dataclasses import dataclass
from functools import cache

from games.messages import N_, Message

ENGINES = {
    "tractor": "games.rules.tractor",
}


class NoEngine(LookupError):
    """The game exists (or not) but nothing can adjudicate its records yet."""


@dataclass(frozen=True)
class Engine:
    game: str
    check_shape: object
    parse_variant: object
    adjudicate: object

    def variant_dict(self, variant):
        """The variant as plain JSON, for storing on the adjudication and showing it back."""
        if dataclasses.is_dataclass(variant):
            return dataclasses.asdict(variant)
        return dict(variant or {})


def games_with_engines():
    return tuple(ENGINES)


@cache
def engine_for(game):
    package = ENGINES.get(game)
    if package is None:
        raise NoEngine(
            Message(
                N_('no adjudication engine for game "{game}" (available: {games})'), game=game, games=", ".join(ENGINES)
            )
        )
    return Engine(
        game=game,
        check_shape=importlib.import_module(f"{package}.record").check_shape,
        parse_variant=importlib.import_module(f"{package}.variants").parse_variant,
        adjudicate=importlib.import_module(f"{package}.engine").adjudicate,
    )


class InvalidRequest(ValueError):
    """A record, variant or game that cannot be adjudicated: `field` names what to fix.

    Each of `messages` is English text; most are games.messages.Message, which a page or the API
    shows in its reader's language (games.i18n.localise_message).
    """

    def __init__(self, field, messages):
        self.field = field
        self.messages = list(messages)
        super().__init__(f"{field}: {'; '.join(self.messages)}")


MAX_SHAPE_ERRORS = 20  # enough to fix a record in one go, few enough to read


def engine_and_variant(game, variant=None):
    """(engine, variant object); InvalidRequest naming `game` or `variant` otherwise."""
    try:
        engine = engine_for(game)
    except NoEngine as exc:
        raise InvalidRequest("game", [exc.args[0]]) from None
    if variant is not None and not isinstance(variant, dict):
        raise InvalidRequest("variant", [not_an_object(variant)])
    try:
        return engine, engine.parse_variant(variant or {})
    except (ValueError, TypeError) as exc:
        raise InvalidRequest("variant", [str(exc)]) from None


def check_record(engine, record):
    """InvalidRequest("record", [every shape error, path first]) unless the record is well-formed."""
    if not isinstance(record, dict):
        raise InvalidRequest("record", [not_an_object(record)])
    errors = engine.check_shape(record)
    if errors:
        raise InvalidRequest("record", [shape_message(e) for e in errors[:MAX_SHAPE_ERRORS]])


def not_an_object(value):
    return Message(N_("must be a JSON object, not {type}"), type=type(value).__name__)


def shape_message(error):
    """A shape error as `str(error)` reads ("path: message"), keeping the rules' template when it has one."""
    template = getattr(error, "template", "")
    if not template:
        return str(error)
    message = Message(template, **error.params)
    return Message(N_("{path}: {message}"), path=error.path, message=message) if error.path else message


def checked(game, record, variant=None):
    """(engine, variant object) for a well-formed request; InvalidRequest naming the field otherwise."""
    engine, variant_object = engine_and_variant(game, variant)
    check_record(engine, record)
    return engine, variant_object


def replay(game, record, variant=None, *, shape_checked=False):
    """The verdict of one record. Its shape is checked first unless the caller already did (a record
    stored after the check at submission). An engine raises ValueError for a record it cannot
    replay: that is the record's fault, reported, not retried."""
    engine, variant_object = engine_and_variant(game, variant)
    if not shape_checked:
        check_record(engine, record)
    try:
        return engine.adjudicate(record, variant_object)
    except ValueError as exc:
        raise InvalidRequest("record", [str(exc)]) from None
