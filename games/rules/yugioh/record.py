"""The shape of a Yu-Gi-Oh! record (docs/yugioh-records.md): types, ids, known words and sane sizes.

    {"first": 0, "cards": {"a1": {"code": "89631139", "owner": 0, "zone": "hand"}, ...},
     "decks": [40, 40], "turns": [{"player": 0, "events": [EVENT, ...]}, ...]}

Whether an action is legal is the engine's business, and whether a passcode is a card the card
database's; here every event's keys, values and card ids are checked, and the sizes are bounded so a
hostile record costs little to reject.
"""

from ..engine import MAX_ERRORS, Errors, join, shape_errors
from ..messages import N_, count
from ..records import RecordShapeError, ShapeError
from ..records import show as _show
from .codes import normal_code

__all__ = ["MAX_ERRORS", "RecordShapeError", "ShapeError", "card_codes", "card_paths", "check_shape", "passcode"]

SEATS = (0, 1)
PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
ZONES = ("hand", "deck", "extra", "monster", "spell_trap", "field_zone", "graveyard", "banished")
FIELD = frozenset({"monster", "spell_trap", "field_zone"})
# A card starting on the field may say how it lies; the default is the first of each list.
POSITIONS = {
    "monster": ("attack", "defense", "set"),
    "spell_trap": ("set", "face_up"),
    "field_zone": ("set", "face_up"),
}
EFFECTS = ("ignition", "trigger", "quick", "flip", "continuous")
DESTINATIONS = ("graveyard", "banished", "hand", "deck")
OUTCOME_CARDS = ("destroy", "banish", "to_hand", "to_deck", "face_down", "face_up")
OUTCOME_LINKS = ("negate_activation", "negate_effect")
OUTCOME_SUMMON = "negate_summon"  # the monster whose Summon the link negates (seed, «مهم!»)
# What an activation says it answers (its activation condition), checked against what just happened:
# an attack declaration, a Summon, a Spell's, Trap's or monster effect's activation, the Standby Phase.
WHEN = ("attack", "summon", "spell", "trap", "monster_effect", "standby")

# Events by "do": (required keys, optional keys).
ACTIONS = {
    "draw": (frozenset({"player", "do"}), frozenset({"card"})),
    "normal_summon": (frozenset({"player", "do", "card"}), frozenset()),
    "set_monster": (frozenset({"player", "do", "card"}), frozenset()),
    "flip_summon": (frozenset({"player", "do", "card"}), frozenset()),
    "special_summon": (frozenset({"player", "do", "card"}), frozenset()),
    "set_spell_trap": (frozenset({"player", "do", "card"}), frozenset()),
    "change_position": (frozenset({"player", "do", "card"}), frozenset()),
    "attack": (frozenset({"player", "do", "card", "target"}), frozenset()),
    "activate": (
        frozenset({"player", "do", "card"}),
        frozenset({"effect", "targets", "outcome", "when", "once_per_turn"}),
    ),
    "pass": (frozenset({"player", "do"}), frozenset()),
    "leave": (frozenset({"player", "do", "card", "to"}), frozenset()),
}
TOP_KEYS = frozenset({"first", "cards", "decks", "turns", "meta"})
REQUIRED_KEYS = ("first", "cards", "turns")
CARD_KEYS = frozenset({"code", "owner", "zone", "position"})
TURN_KEYS = frozenset({"player", "events"})

MAX_CARDS = 400  # two 60-card Main Decks with their Extra and Side Decks, tokens aside, fit well within
MAX_TURNS = 300
MAX_TURN_EVENTS = 2000
MAX_EVENTS = 20000  # in the whole record
MAX_LISTED = 60  # targets, or cards of one outcome: a Heavy Storm on a full field touches 12
MAX_LINK = 1000
MAX_DECK = 200
MAX_ID_LENGTH = 40
MAX_CODE_DIGITS = 10


def passcode(code):
    """The passcode as the card database spells it (no leading zeros), or None when `code` is not one."""
    if type(code) is not str or not 0 < len(code) <= MAX_CODE_DIGITS or not (code.isascii() and code.isdigit()):
        return None
    written = normal_code(code)
    return None if written == "0" else written


def card_codes(record):
    """The passcodes `record` names, spelled as the card database does: the cards the engine needs.
    Only well-formed entries count, so this is safe on a record whose shape was not checked."""
    cards = record.get("cards") if isinstance(record, dict) else None
    if not isinstance(cards, dict):
        return set()
    codes = (passcode(card.get("code")) for card in cards.values() if isinstance(card, dict))
    return {code for code in codes if code}


def card_paths(record):
    """(path, passcode) of each card of `record`, in order: where a passcode the database lacks is written."""
    cards = record.get("cards") if isinstance(record, dict) else None
    for cid, card in cards.items() if isinstance(cards, dict) else ():
        code = passcode(card.get("code")) if isinstance(card, dict) else None
        if code:
            yield f"cards.{cid}.code", code


class _Checker(Errors):
    """The kernel's checks, and the card ids a Yu-Gi-Oh! record refers to its cards by."""

    def __init__(self):
        super().__init__()
        self.ids = None  # the card ids, once `cards` is known well enough to check references

    def card_id(self, value, path):
        if self.ids is not None and (not isinstance(value, str) or value not in self.ids):
            self.add(path, N_("unknown card id {value} (not in cards)"), {"value": _show(value)})

    def card_ids(self, value, path):
        if not isinstance(value, list):
            self.add(path, N_("must be a list of card ids"))
        elif len(value) > MAX_LISTED:
            self.add(path, N_("too long: {items} (at most {limit})"), {"items": _ids(len(value)), "limit": MAX_LISTED})
        else:
            for i, card in enumerate(value):
                self.card_id(card, f"{path}[{i}]")
            if len(set(map(_hashable, value))) < len(value):
                self.add(path, N_("names a card twice"))


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    return shape_errors(record, _check_record, _Checker)


def _check_record(record, check):
    check.keys(record, "", TOP_KEYS, REQUIRED_KEYS)
    if "first" in record:
        check.seat(record["first"], "first")
    if "cards" in record:
        _check_cards(record["cards"], check)
    if "decks" in record:
        _check_decks(record["decks"], record.get("cards"), check)
    if "turns" in record:
        _check_turns(record["turns"], check)
    check.meta(record)


def _check_cards(cards, check):
    if not isinstance(cards, dict):
        check.add("cards", N_("must be an object of cards by id"))
        return
    if len(cards) > MAX_CARDS:
        check.add("cards", N_("too many: {items} (at most {limit})"), {"items": _ids(len(cards)), "limit": MAX_CARDS})
        return
    for cid, card in cards.items():
        if _card_ok(cid, card):
            continue
        path = join("cards", cid)
        if not isinstance(cid, str) or not 0 < len(cid) <= MAX_ID_LENGTH:
            check.add(path, N_("a card id is 1 to {limit} characters"), {"limit": MAX_ID_LENGTH})
        if check.keys(card, path, CARD_KEYS, ("code", "owner", "zone")):
            _check_card(card, path, check)
        if check.full:
            return
    check.ids = cards


def _check_card(card, path, check):
    if "code" in card and passcode(card["code"]) is None:
        template = N_("{value} is not a passcode (a string of 1 to {digits} digits, not all zeros)")
        check.add(f"{path}.code", template, {"value": _show(card["code"]), "digits": MAX_CODE_DIGITS})
    if "owner" in card:
        check.seat(card["owner"], f"{path}.owner")
    zone = card.get("zone")
    if "zone" in card:
        check.word(zone, f"{path}.zone", ZONES)
    if "position" in card:
        if isinstance(zone, str) and zone in POSITIONS:
            check.word(card["position"], f"{path}.position", POSITIONS[zone])
        else:
            check.add(f"{path}.position", N_("only a card on the field has a position"))


def _check_decks(decks, cards, check):
    if not isinstance(decks, list) or len(decks) != len(SEATS):
        check.add("decks", N_("must be a list of two card counts, player 0 then player 1"))
        return
    in_decks = [c.get("owner") for c in _dicts(cards) if c.get("zone") == "deck"]
    for seat, n in enumerate(decks):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_DECK:
            check.add(f"decks[{seat}]", N_("must be a number of cards from 0 to {limit}"), {"limit": MAX_DECK})
            continue
        listed = sum(owner == seat and owner is not True for owner in in_decks)
        if listed > n:
            template = N_("player {player}'s Deck holds {held}, fewer than the {listed} listed in it")
            check.add(f"decks[{seat}]", template, {"player": seat, "held": _ids(n), "listed": _ids(listed)})


def _check_turns(turns, check):
    if not isinstance(turns, list):
        check.add("turns", N_("must be a list of turns"))
        return
    if len(turns) > MAX_TURNS:
        check.add("turns", N_("too long: {items} (at most {limit})"), {"items": _turns(len(turns)), "limit": MAX_TURNS})
        return
    total = 0
    ids = check.ids
    for t, turn in enumerate(turns):
        path = f"turns[{t}]"
        if not _turn_ok(turn):
            if not check.keys(turn, path, TURN_KEYS, ("player", "events")):
                continue
            if "player" in turn:
                check.seat(turn["player"], f"{path}.player")
            if not isinstance(turn.get("events"), list):
                if "events" in turn:
                    check.add(f"{path}.events", N_("must be a list of events"))
                continue
        events = turn["events"]
        total += len(events)
        if len(events) > MAX_TURN_EVENTS or total > MAX_EVENTS:
            template = N_("too long: {items} (at most {limit} a turn, {total} in all)")
            check.add(
                f"{path}.events",
                template,
                {"items": _events(len(events)), "limit": MAX_TURN_EVENTS, "total": MAX_EVENTS},
            )
            return
        for e, event in enumerate(events):
            if ids is None or not _event_ok(event, ids):
                _check_event(event, f"{path}.events[{e}]", check)
                if check.full:
                    return


def _check_event(event, path, check):
    if not isinstance(event, dict):
        check.add(path, N_("must be an object"))
        return
    if "phase" in event:
        check.keys(event, path, {"phase"})
        check.word(event["phase"], f"{path}.phase", PHASES)
        return
    do = event.get("do")
    spec = ACTIONS.get(do) if isinstance(do, str) else None
    if spec is None:
        if "do" in event:
            check.word(do, f"{path}.do", tuple(ACTIONS))
        else:
            check.add(path, N_('an event has either "phase" or "do"'))
        return
    required, optional = spec
    check.keys(event, path, required | optional, sorted(required))
    for key, value in event.items():
        validate = VALUES.get(key)
        if validate:
            validate(check, value, f"{path}.{key}")


def _check_target(check, value, path):
    if value is not None:  # null is a direct attack
        check.card_id(value, path)


def _check_outcome(check, outcome, path):
    if not check.keys(outcome, path, OUTCOME_KEYS):
        return
    for key, value in outcome.items():
        if key in OUTCOME_CARDS:
            check.card_ids(value, f"{path}.{key}")
        elif key == OUTCOME_SUMMON:
            check.card_id(value, f"{path}.{key}")
        elif key in OUTCOME_LINKS and (
            isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_LINK
        ):
            check.add(f"{path}.{key}", N_("must be a chain link number from 1 to {limit}"), {"limit": MAX_LINK})


OUTCOME_KEYS = frozenset((*OUTCOME_CARDS, *OUTCOME_LINKS, OUTCOME_SUMMON))


# Quick yes-or-no checks of the common, well-formed case; anything they refuse goes through the checks
# above, which say what is wrong. They must refuse whatever those report.
_MISSING = object()
_PHASE_SET, _ZONE_SET, _EFFECT_SET, _WHEN_SET = frozenset(PHASES), frozenset(ZONES), frozenset(EFFECTS), frozenset(WHEN)
_DESTINATION_SET = frozenset(DESTINATIONS)
_CARD_REQUIRED = frozenset({"code", "owner", "zone"})


def _seat_ok(value):
    return type(value) is int and 0 <= value <= 1  # True and False are not seats


def _word_ok(value, words):
    return type(value) is str and value in words


def _card_ok(cid, card):
    if type(cid) is not str or not 0 < len(cid) <= MAX_ID_LENGTH or type(card) is not dict:
        return False
    if not _CARD_REQUIRED <= card.keys() <= CARD_KEYS:
        return False
    code, zone, owner = card["code"], card["zone"], card["owner"]
    if type(code) is not str or not 0 < len(code) <= MAX_CODE_DIGITS or not code.isdigit() or not code.isascii():
        return False
    if code[0] == "0" and not code.lstrip("0"):
        return False
    if type(owner) is not int or not 0 <= owner <= 1 or type(zone) is not str or zone not in _ZONE_SET:
        return False
    return "position" not in card or (zone in POSITIONS and _word_ok(card["position"], POSITIONS[zone]))


def _turn_ok(turn):
    return type(turn) is dict and turn.keys() == TURN_KEYS and _seat_ok(turn["player"]) and type(turn["events"]) is list


def _event_ok(event, ids):
    if type(event) is not dict:
        return False
    do = event.get("do", _MISSING)
    if do is _MISSING:
        return len(event) == 1 and _word_ok(event.get("phase"), _PHASE_SET)
    spec = _SPECS.get(do) if type(do) is str else None
    if spec is None:
        return False
    required, allowed, more = spec
    keys = event.keys()
    player = event.get("player")
    if not required <= keys <= allowed or type(player) is not int or not 0 <= player <= 1:
        return False
    card = event.get("card", _MISSING)
    if card is not _MISSING and not (type(card) is str and card in ids):
        return False
    return more is None or more(event, ids)


def _ids_ok(value, ids):
    if type(value) is not list or len(value) > MAX_LISTED:
        return False
    return all(type(cid) is str and cid in ids for cid in value) and len(set(value)) == len(value)


def _activation_ok(event, ids):
    effect = event.get("effect", _MISSING)
    if effect is not _MISSING and not _word_ok(effect, _EFFECT_SET):
        return False
    if "targets" in event and not _ids_ok(event["targets"], ids):
        return False
    if "when" in event and not _word_ok(event["when"], _WHEN_SET):
        return False
    if "once_per_turn" in event and event["once_per_turn"] is not True:
        return False
    outcome = event.get("outcome", _MISSING)
    return outcome is _MISSING or _outcome_ok(outcome, ids)


def _outcome_ok(outcome, ids):
    if type(outcome) is not dict or not outcome.keys() <= OUTCOME_KEYS:
        return False
    for key, value in outcome.items():
        if key in OUTCOME_LINKS:
            if type(value) is not int or not 0 < value <= MAX_LINK:
                return False
        elif key == OUTCOME_SUMMON:
            if type(value) is not str or value not in ids:
                return False
        elif not _ids_ok(value, ids):
            return False
    return True


def _attack_ok(event, ids):
    target = event["target"]
    return target is None or (type(target) is str and target in ids)


_MORE_OK = {
    "activate": _activation_ok,
    "attack": _attack_ok,
    "leave": lambda event, ids: _word_ok(event["to"], _DESTINATION_SET),
}
_SPECS = {do: (required, required | optional, _MORE_OK.get(do)) for do, (required, optional) in ACTIONS.items()}
VALUES = {
    "player": _Checker.seat,
    "card": _Checker.card_id,
    "target": _check_target,
    "targets": _Checker.card_ids,
    "effect": lambda check, value, path: check.word(value, path, EFFECTS),
    "to": lambda check, value, path: check.word(value, path, DESTINATIONS),
    "outcome": _check_outcome,
    "when": lambda check, value, path: check.word(value, path, WHEN),
    "once_per_turn": lambda check, value, path: _check_once(check, value, path),
}


def _check_once(check, value, path):
    if value is not True:
        check.add(path, N_("must be true (leave it out for an effect with no such limit)"))


def _dicts(cards):
    return (card for card in cards.values() if isinstance(card, dict)) if isinstance(cards, dict) else ()


def _hashable(value):
    return value if isinstance(value, str | int | float | bool | None) else repr(value)


def _ids(n):
    return count(n, "{n} card", "{n} cards")


def _turns(n):
    return count(n, "{n} turn", "{n} turns")


def _events(n):
    return count(n, "{n} event", "{n} events")
