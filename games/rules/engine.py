"""What every adjudication engine shares: the violation a replay stops at, the shape errors a record check
collects, and the engine itself as the pipeline calls it. Plain Python, no Django.

A replay raises `Violation(rule, template, params, source=..., **where)` at the first illegal action; the
engine turns it into the verdict's violation with `located(**place)`, one dict shape for every game:

    {"rule": "turn-order", "message": "...", "template": "...", "params": {...},
     "where": {"turn": 3, "action": 2, "player": 1}, "source": null,
     "turn": 3, "action": 2, "player": 1}

`where` holds the game's own place words (a Tractor trick and play, a Yu-Gi-Oh! turn and event) in the
order the game reads them; they are repeated at the top level, where clients read them before `where`
existed. `source` is the rules text cited (rendered, with `source_template` and `source_params` beside it
for a page to show it in its language) or None when the engine cites only its rule id.

A record's shape is checked with `Errors`: it collects at most MAX_ERRORS errors, and its checks all take
`(value, path, ...)` and report under `path`, so an engine's checks are written one way.
"""

from dataclasses import dataclass

from .messages import N_, how_many, jsonable, render
from .records import RecordShapeError, shape_error, show, well_formed

__all__ = [
    "MAX_ERRORS",
    "Engine",
    "Errors",
    "RecordShapeError",
    "Violation",
    "is_code",
    "join",
    "shape_errors",
    "upgraded_violation",
]

MAX_ERRORS = 50  # enough to fix a record; a garbage file does not produce a megabyte of errors
MAX_CODE = 64  # characters in a card code written as text (Esferas, DBZ)
MAX_KEY = 40  # characters of a record's key shown in a path; a longer (or odd) key is quoted and cut
# Every place word an engine writes in `where`: what a violation stored before `where` existed is read back by.
PLACE_WORDS = ("trick", "play", "bid", "seat", "turn", "phase", "step", "event", "action", "player")


class Violation(Exception):
    """A broken rule: its id, its message as a template with parameters (games.rules.messages), the rules
    text it cites (`source`: a (template, params) pair, or None) and what the rule itself knows of the
    place (`where`, e.g. player=1 when it is not the player whose turn it is)."""

    def __init__(self, rule, template, params=None, *, source=None, **where):
        self.rule = rule
        self.template = template
        self.params = params or {}
        self.source = source
        self.where = where
        super().__init__(render(template, self.params))

    def located(self, **place):
        """The verdict's violation. `place` is where the replay stood, in the game's order; a place word the
        violation gives itself (not None) wins over the replay's."""
        where = dict(place)
        where.update((key, value) for key, value in self.where.items() if value is not None or key not in where)
        found = {
            **where,
            "rule": self.rule,
            "message": str(self),
            "template": self.template,
            "params": jsonable(self.params),
            "where": dict(where),
            "source": None,
        }
        if self.source is not None:
            template, params = self.source
            found.update(source=render(template, params), source_template=template, source_params=jsonable(params))
        return found


def upgraded_violation(violation):
    """A stored violation in today's shape: one stored before `where` and `source` existed gets them from
    its top-level place words. Anything else (None, a violation already in shape) is returned as it is."""
    if not isinstance(violation, dict) or "where" in violation:
        return violation
    where = {key: violation[key] for key in PLACE_WORDS if key in violation}
    return {**violation, "where": where, "source": violation.get("source")}


def join(path, key):
    """The path of `key` inside the value at `path`, as a judge reads it: `turns[0].events[3].card`."""
    if not isinstance(key, str) or not key or len(key) > MAX_KEY:
        key = show(key)
    return f"{path}.{key}" if path else key


class Errors:
    """The shape errors found so far (at most MAX_ERRORS: a record of garbage stops being read once that
    many are found), and the checks every engine's record shares."""

    def __init__(self):
        self.found = []

    def add(self, path, template, params=None):
        if len(self.found) < MAX_ERRORS:
            self.found.append(shape_error(path, template, params))

    @property
    def full(self):
        return len(self.found) >= MAX_ERRORS

    def keys(self, value, path, allowed, required=()):
        """False when `value` is not an object; reports keys outside `allowed` and missing `required` ones."""
        if not self.is_object(value, path):
            return False
        allowed = allowed if isinstance(allowed, frozenset | set) else frozenset(allowed)
        if not value.keys() <= allowed:
            for key in sorted(value.keys() - allowed, key=str):
                self.add(join(path, key), N_("unknown field (expected one of {fields})"), {"fields": sorted(allowed)})
        for key in required:
            if key not in value:
                self.add(join(path, key), N_("missing"))
        return True

    def is_object(self, value, path):
        if isinstance(value, dict):
            return True
        self.add(path, N_("must be an object"))
        return False

    def listed(self, value, path, limit, what, template):
        """False unless `value` is a list of at most `limit` items; `template` says what it must be a list
        of, `what` names its items for "too long: 600 turns" (games.rules.messages.how_many)."""
        if not isinstance(value, list):
            self.add(path, template)
            return False
        if len(value) > limit:
            self.add(
                path, N_("too long: {items} (at most {limit})"), {"items": how_many(what, len(value)), "limit": limit}
            )
            return False
        return True

    def seat(self, value, path):
        if value.__class__ is not int or value not in (0, 1):  # True is not player 1
            self.add(path, N_("unknown player {value} (expected 0 or 1)"), {"value": show(value)})

    def word(self, value, path, words):
        if not isinstance(value, str) or value not in words:
            self.add(
                path,
                N_("unknown value {value} (expected one of {words})"),
                {"value": show(value), "words": list(words)},
            )

    def integer(self, value, path, low, high):
        """True when `value` is a whole number from `low` to `high`."""
        if value.__class__ is not int:
            self.add(path, N_("must be a whole number, not {value}"), {"value": show(value)})
            return False
        if not low <= value <= high:
            self.add(path, N_("{value} is out of range ({low} to {high})"), {"value": value, "low": low, "high": high})
            return False
        return True

    def flag(self, value, path):
        if value.__class__ is not bool:
            self.add(path, N_("must be true or false, not {value}"), {"value": show(value)})

    def code(self, value, path):
        if not is_code(value):
            self.add(path, N_("must be a card code (text of 1 to {limit} characters), not {value}"),
                     {"limit": MAX_CODE, "value": show(value)})  # fmt: skip

    def codes(self, value, path, limit):
        if self.listed(value, path, limit, "cards", N_("must be a list of card codes")) and not all(
            map(is_code, value)
        ):
            for i, code in enumerate(value):
                self.code(code, f"{path}[{i}]")

    def meta(self, record):
        """The optional `meta` object every record may carry (event, table, notes), read by no engine."""
        if "meta" in record and not isinstance(record["meta"], dict):
            self.add("meta", N_("must be an object"))


def is_code(value):
    """A card code as a record writes it: text of 1 to MAX_CODE characters, not blank."""
    return value.__class__ is str and 0 < len(value) <= MAX_CODE and not value.isspace()


def shape_errors(record, check, errors_class=Errors):
    """Every shape error of `record` (at most MAX_ERRORS): `check(record, errors)` walks a JSON object, with
    `errors` an `errors_class` (an engine's Errors with checks of its own); anything else is one error."""
    if not isinstance(record, dict):
        return [shape_error("", N_("a record must be a JSON object"))]
    errors = errors_class()
    check(record, errors)
    return errors.found


@dataclass(frozen=True)
class Engine:
    """A game's adjudication engine. The pipeline (judging.adjudications) parses the variant and checks the
    shape once, then calls `replay(record, variant, cards)` with the well-formed record, the parsed variant
    and the card facts ({code: facts} for `card_codes(record)`; empty for a game that reads none).

    - `check_shape(record)` -> shape errors (games.rules.records.ShapeError), empty when well-formed;
    - `parse_variant(data)` -> the variant (ValueError naming a bad key or value);
    - `card_codes(record)` -> the codes to look up, safe on a record not yet checked; None: no card facts;
    - `card_paths(record)` -> (path, code) pairs saying where each code is written (optional).
    """

    check_shape: object
    parse_variant: object
    replay: object
    card_codes: object = None
    card_paths: object = None

    @property
    def reads_cards(self):
        return self.card_codes is not None

    def adjudicate(self, record, variant=None, cards=None):
        """The verdict of `record` on its own (tests, tools): the variant parsed and the shape checked
        (RecordShapeError when it is not well-formed) as the pipeline would, then the replay."""
        return self.replay(well_formed(record, self.check_shape), self.parse_variant(variant), cards or {})
