"""The shape of a Tractor hand record (docs/tractor-records.md): types, card names, seats and sane
list lengths. Rules (how many cards, whose turn, which play is legal) are the engine's business.

    {"levels": ["2", "2"], "dealer": null, "hands": [[25 cards] x 4], "kitty": [8 cards],
     "bids": [{"seat": 0, "cards": ["2H"]}, {"seat": 1, "pass": true}, ...],
     "buried": [8 cards], "tricks": [[{"seat": 0, "cards": ["AS"]}, ...], ...]}

`bids`, `buried` and `tricks` may be missing or empty: a record may stop anywhere in the hand.
An optional `meta` object (event, table, notes) is carried along and ignored.
"""

from ..engine import MAX_ERRORS, Errors, shape_errors
from ..messages import N_
from ..records import RecordShapeError, ShapeError, shape_error
from ..records import show as _show
from .cards import canonical, canonical_rank

__all__ = ["MAX_ERRORS", "RecordShapeError", "ShapeError", "check_shape", "normalize", "shape_error"]

SEATS = 4
TEAMS = 2
MAX_CARDS = 60  # per hand, kitty, bury or play: well above the 33 a dealer can hold
MAX_BIDS = 200
MAX_TRICKS = 120
TOP_KEYS = frozenset({"levels", "dealer", "hands", "kitty", "bids", "buried", "tricks", "meta"})
REQUIRED_KEYS = ("levels", "dealer", "hands", "kitty")


# What a list holds, for its messages: not a list of them, or too many of them.
LIST_OF = {
    "cards": N_("must be a list of cards"),
    "bids": N_("must be a list of bids"),
    "tricks": N_("must be a list of tricks"),
    "plays": N_("must be a list of plays"),
}


class TractorErrors(Errors):
    """The kernel's checks, with Tractor's four seats and its cards."""

    def seat(self, value, path):
        if value.__class__ is not int or not 0 <= value < SEATS:
            self.add(path, N_("unknown seat {value} (expected 0, 1, 2 or 3)"), {"value": _show(value)})

    def cards(self, value, path):
        if not self.listed(value, path, MAX_CARDS, "cards", LIST_OF["cards"]):
            return
        for i, name in enumerate(value):
            if canonical(name) is None:
                self.add(f"{path}[{i}]", N_("unknown card {value}"), {"value": _show(name)})


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    return shape_errors(record, _check_record, TractorErrors)


def _check_record(record, errors):
    errors.keys(record, "", TOP_KEYS, REQUIRED_KEYS)
    if "levels" in record:
        _check_levels(record["levels"], errors)
    if "dealer" in record and record["dealer"] is not None:
        errors.seat(record["dealer"], "dealer")
    if "hands" in record:
        _check_hands(record["hands"], errors)
    if "kitty" in record:
        errors.cards(record["kitty"], "kitty")
    if record.get("buried") is not None:
        errors.cards(record["buried"], "buried")
    if record.get("bids") is not None:
        _check_bids(record["bids"], errors)
    if record.get("tricks") is not None:
        _check_tricks(record["tricks"], errors)
    errors.meta(record)


def normalize(record):
    """A well-formed record with defaults filled in and canonical card names (`TH` -> `10H`)."""
    return {
        "levels": [canonical_rank(level) for level in record["levels"]],
        "dealer": record["dealer"],
        "hands": [_cards(hand) for hand in record["hands"]],
        "kitty": _cards(record["kitty"]),
        "bids": [_bid(bid) for bid in record.get("bids") or []],
        "buried": _cards(record.get("buried") or []),
        "tricks": [[_play(play) for play in trick] for trick in record.get("tricks") or []],
    }


def _bid(bid):
    if bid.get("pass"):
        return {"seat": bid["seat"], "pass": True}
    return {"seat": bid["seat"], "cards": _cards(bid["cards"])}


def _play(play):
    return {"seat": play["seat"], "cards": _cards(play["cards"])}


def _cards(names):
    return [canonical(name) for name in names]


def _check_levels(levels, errors):
    if not isinstance(levels, list) or len(levels) != TEAMS:
        errors.add("levels", N_("must be a list of two levels, team 0 (seats 0 and 2) then team 1"))
        return
    for i, level in enumerate(levels):
        if canonical_rank(level) is None:
            template = N_("unknown level {value} (expected 2..10, J, Q, K, A)")
            errors.add(f"levels[{i}]", template, {"value": _show(level)})


def _check_hands(hands, errors):
    if not isinstance(hands, list) or len(hands) != SEATS:
        errors.add("hands", N_("must be a list of four hands, seats 0 to 3"))
        return
    for seat, hand in enumerate(hands):
        errors.cards(hand, f"hands[{seat}]")


def _check_bids(bids, errors):
    if not errors.listed(bids, "bids", MAX_BIDS, "bids", LIST_OF["bids"]):
        return
    for i, bid in enumerate(bids):
        path = f"bids[{i}]"
        if not errors.keys(bid, path, BID_KEYS, ("seat",)):
            continue
        if "seat" in bid:
            errors.seat(bid["seat"], f"{path}.seat")
        passes = "pass" in bid
        if passes and bid["pass"] is not True:
            errors.add(f"{path}.pass", N_("must be true (a bid is either cards or a pass)"))
        elif passes == ("cards" in bid):
            errors.add(path, N_('a bid has either "cards" or "pass": true'))
        elif not passes:
            errors.cards(bid["cards"], f"{path}.cards")


BID_KEYS = frozenset({"seat", "cards", "pass"})
PLAY_KEYS = frozenset({"seat", "cards"})


def _check_tricks(tricks, errors):
    if not errors.listed(tricks, "tricks", MAX_TRICKS, "tricks", LIST_OF["tricks"]):
        return
    for t, trick in enumerate(tricks):
        if not errors.listed(trick, f"tricks[{t}]", SEATS, "plays", LIST_OF["plays"]):
            continue
        if not trick:  # a trick starts with its lead; a record that stops before it has no such trick
            errors.add(f"tricks[{t}]", N_("a trick has at least one play"))
        for p, play in enumerate(trick):
            path = f"tricks[{t}][{p}]"
            if not errors.keys(play, path, PLAY_KEYS, ("seat", "cards")):
                continue
            if "seat" in play:
                errors.seat(play["seat"], f"{path}.seat")
            if "cards" in play:
                errors.cards(play["cards"], f"{path}.cards")
