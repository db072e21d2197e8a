"""The shape of a Tractor hand record (docs/tractor-records.md): types, card names, seats and sane
list lengths. Rules (how many cards, whose turn, which play is legal) are the engine's business.

    {"levels": ["2", "2"], "dealer": null, "hands": [[25 cards] x 4], "kitty": [8 cards],
     "bids": [{"seat": 0, "cards": ["2H"]}, {"seat": 1, "pass": true}, ...],
     "buried": [8 cards], "tricks": [[{"seat": 0, "cards": ["AS"]}, ...], ...]}

`bids`, `buried` and `tricks` may be missing or empty: a record may stop anywhere in the hand.
An optional `meta` object (event, table, notes) is carried along and ignored.
"""

from ..messages import N_, how_many
from ..records import RecordShapeError, ShapeError, shape_error
from ..records import show as _show
from .cards import canonical, canonical_rank

__all__ = ["RecordShapeError", "ShapeError", "check_shape", "normalize", "shape_error"]

SEATS = 4
TEAMS = 2
MAX_CARDS = 60  # per hand, kitty, bury or play: well above the 33 a dealer can hold
MAX_BIDS = 200
MAX_TRICKS = 120
MAX_ERRORS = 50  # enough to fix a record; a garbage file does not produce a megabyte of errors
TOP_KEYS = {"levels", "dealer", "hands", "kitty", "bids", "buried", "tricks", "meta"}
REQUIRED_KEYS = ("levels", "dealer", "hands", "kitty")


# What a list holds, for its messages: not a list of them, or too many of them.
LIST_OF = {
    "cards": N_("must be a list of cards"),
    "bids": N_("must be a list of bids"),
    "tricks": N_("must be a list of tricks"),
    "plays": N_("must be a list of plays"),
}


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    errors = []
    if not isinstance(record, dict):
        return [shape_error("", N_("a record must be a JSON object"))]
    for key in sorted(set(record) - TOP_KEYS, key=str):
        template = N_("unknown field (expected one of {fields})")
        errors.append(shape_error(str(key), template, {"fields": sorted(TOP_KEYS)}))
    for key in REQUIRED_KEYS:
        if key not in record:
            errors.append(shape_error(key, N_("missing")))
    if "levels" in record:
        _check_levels(record["levels"], errors)
    if "dealer" in record and record["dealer"] is not None:
        _check_seat(record["dealer"], "dealer", errors)
    if "hands" in record:
        _check_hands(record["hands"], errors)
    if "kitty" in record:
        _check_cards(record["kitty"], "kitty", errors)
    if record.get("buried") is not None:
        _check_cards(record["buried"], "buried", errors)
    if record.get("bids") is not None:
        _check_bids(record["bids"], errors)
    if record.get("tricks") is not None:
        _check_tricks(record["tricks"], errors)
    if "meta" in record and not isinstance(record["meta"], dict):
        errors.append(shape_error("meta", N_("must be an object")))
    return errors[:MAX_ERRORS]


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
        errors.append(shape_error("levels", N_("must be a list of two levels, team 0 (seats 0 and 2) then team 1")))
        return
    for i, level in enumerate(levels):
        if canonical_rank(level) is None:
            template = N_("unknown level {value} (expected 2..10, J, Q, K, A)")
            errors.append(shape_error(f"levels[{i}]", template, {"value": _show(level)}))


def _check_seat(seat, path, errors):
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
        errors.append(shape_error(path, N_("unknown seat {value} (expected 0, 1, 2 or 3)"), {"value": _show(seat)}))
        return False
    return True


def _check_list(value, path, errors, limit, what):
    if not isinstance(value, list):
        errors.append(shape_error(path, LIST_OF[what]))
        return False
    if len(value) > limit:
        params = {"items": how_many(what, len(value)), "limit": limit}
        errors.append(shape_error(path, N_("too long: {items} (at most {limit})"), params))
        return False
    return True


def _check_cards(cards, path, errors):
    if not _check_list(cards, path, errors, MAX_CARDS, "cards"):
        return
    for i, name in enumerate(cards):
        if canonical(name) is None:
            errors.append(shape_error(f"{path}[{i}]", N_("unknown card {value}"), {"value": _show(name)}))


def _check_hands(hands, errors):
    if not isinstance(hands, list) or len(hands) != SEATS:
        errors.append(shape_error("hands", N_("must be a list of four hands, seats 0 to 3")))
        return
    for seat, hand in enumerate(hands):
        _check_cards(hand, f"hands[{seat}]", errors)


def _check_bids(bids, errors):
    if not _check_list(bids, "bids", errors, MAX_BIDS, "bids"):
        return
    for i, bid in enumerate(bids):
        path = f"bids[{i}]"
        if not _check_keys(bid, path, {"seat", "cards", "pass"}, errors):
            continue
        if "seat" not in bid:
            errors.append(shape_error(f"{path}.seat", N_("missing")))
        else:
            _check_seat(bid["seat"], f"{path}.seat", errors)
        passes = "pass" in bid
        if passes and bid["pass"] is not True:
            errors.append(shape_error(f"{path}.pass", N_("must be true (a bid is either cards or a pass)")))
        elif passes == ("cards" in bid):
            errors.append(shape_error(path, N_('a bid has either "cards" or "pass": true')))
        elif not passes:
            _check_cards(bid["cards"], f"{path}.cards", errors)


def _check_tricks(tricks, errors):
    if not _check_list(tricks, "tricks", errors, MAX_TRICKS, "tricks"):
        return
    for t, trick in enumerate(tricks):
        if not _check_list(trick, f"tricks[{t}]", errors, SEATS, "plays"):
            continue
        if not trick:  # a trick starts with its lead; a record that stops before it has no such trick
            errors.append(shape_error(f"tricks[{t}]", N_("a trick has at least one play")))
        for p, play in enumerate(trick):
            path = f"tricks[{t}][{p}]"
            if not _check_keys(play, path, {"seat", "cards"}, errors):
                continue
            for key in ("seat", "cards"):
                if key not in play:
                    errors.append(shape_error(f"{path}.{key}", N_("missing")))
            if "seat" in play:
                _check_seat(play["seat"], f"{path}.seat", errors)
            if "cards" in play:
                _check_cards(play["cards"], f"{path}.cards", errors)


def _check_keys(value, path, allowed, errors):
    if not isinstance(value, dict):
        errors.append(shape_error(path, N_("must be an object")))
        return False
    for key in sorted(set(value) - allowed, key=str):
        template = N_("unknown field (expected {fields})")
        errors.append(shape_error(f"{path}.{key}", template, {"fields": sorted(allowed)}))
    return True
