"""The shape of an Esferas game record (docs/esferas-records.md): types, seats, codes and sane lengths.
Rules (what is in hand, which sphere, whose turn, how much energy) are the engine's business.

    {"energy": 500, "first": 0, "decks": [[codes, top first], [codes]],
     "turns": [{"player": 0, "actions": [ACTION, ...], "discard": [codes]}, ...]}

`turns` may be missing or empty (a record may stop anywhere); so may a turn's `actions` and `discard`.
An optional `meta` object (event, table, notes) is carried along and ignored.
"""

from ..engine import MAX_CODE, MAX_ERRORS, Errors, is_code, shape_errors
from ..messages import N_
from ..records import RecordShapeError, ShapeError, shape_error, show

__all__ = ["MAX_CODE", "MAX_ERRORS", "RecordShapeError", "ShapeError", "check_shape", "is_code", "shape_error"]

SEATS = 2
MAX_DECK = 200  # codes in a deck, a reshuffle or a discard
MAX_TURNS = 2000
MAX_ACTIONS = 100  # in one turn
MAX_INSTANTS = 20  # in one attack
MAX_MODIFIERS = 7  # more than one is a violation; a list says how many were played
MAX_ENERGY = 1_000_000  # a start or an effect beyond this is a typo, not a game
MAX_DRAW = MAX_DECK
TOP_KEYS = frozenset(("energy", "first", "decks", "turns", "meta"))
REQUIRED_KEYS = ("energy", "first", "decks")
TURN_KEYS = ("player", "actions", "discard")
PAYMENT = ("sphere", "character")
MODIFIER_PAYMENT = ("modifier_sphere", "modifier_character")
PLAY_KEYS = ("card", *PAYMENT, "modifier", *MODIFIER_PAYMENT)
# Each action: its required keys, then the keys it may have besides "do".
ACTIONS = {
    "character": (("card",), ()),
    "permanent": (("card",), PAYMENT),
    "use_permanent": (("card", "effect"), ()),
    "attack": (("card",), (*PLAY_KEYS[1:], "defence", "instants")),
    "dragon_balls": (("cards",), ()),
    "discard_permanent": (("card",), ()),
    "reshuffle": (("order",), ("player",)),
    "instant": (("card", "effect"), (*PAYMENT, "player")),  # `player`: the defender, outside an attack
}
ACTION_REQUIRED = {do: ("do", *required) for do, (required, _) in ACTIONS.items()}
ACTION_ALLOWED = {do: frozenset(("do", *required, *optional)) for do, (required, optional) in ACTIONS.items()}
TURN_ALLOWED = frozenset(TURN_KEYS)
DEFENCE_ALLOWED = frozenset(PLAY_KEYS)
INSTANT_ALLOWED = frozenset(("card", "effect", *PAYMENT))
EFFECT_ALLOWED = frozenset(("energy", "draw"))
CODE_KEYS = ("card", *PAYMENT, *MODIFIER_PAYMENT)


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    return shape_errors(record, _check_record, Errors)


def _check_record(record, errors):
    errors.keys(record, "", TOP_KEYS, REQUIRED_KEYS)
    if "energy" in record:
        errors.integer(record["energy"], "energy", -MAX_ENERGY, MAX_ENERGY)
    if "first" in record:
        errors.seat(record["first"], "first")
    if "decks" in record:
        _check_decks(record["decks"], errors)
    if record.get("turns") is not None and errors.listed(
        record["turns"], "turns", MAX_TURNS, "turns", LIST_OF["turns"]
    ):
        for t, turn in enumerate(record["turns"]):
            _check_turn(turn, f"turns[{t}]", errors)
            if errors.full:
                break
    errors.meta(record)


LIST_OF = {
    "turns": N_("must be a list of turns"),
    "actions": N_("must be a list of actions"),
    "instants": N_("must be a list of instants"),
    "decks": N_("must be a list of two decks, player 0 then player 1"),
}


def _check_decks(decks, errors):
    if not isinstance(decks, list) or len(decks) != SEATS:
        errors.add("decks", LIST_OF["decks"])
        return
    for seat, deck in enumerate(decks):
        errors.codes(deck, f"decks[{seat}]", MAX_DECK)


def _check_turn(turn, path, errors):
    if not _plain_turn(turn):  # most turns are: their own fields need no closer look
        if not errors.keys(turn, path, TURN_ALLOWED, ("player",)):
            return
        if "player" in turn:
            errors.seat(turn["player"], f"{path}.player")
        if turn.get("discard") is not None:
            errors.codes(turn["discard"], f"{path}.discard", MAX_DECK)
    actions = turn.get("actions")
    if actions is not None and errors.listed(actions, f"{path}.actions", MAX_ACTIONS, "actions", LIST_OF["actions"]):
        for a, action in enumerate(actions):
            _check_action(action, f"{path}.actions[{a}]", errors)


def _plain_turn(turn):
    """A turn whose player and discard are well-formed and that has no other field (its actions aside)."""
    if turn.__class__ is not dict or not turn.keys() <= TURN_ALLOWED:
        return False
    player, discard = turn.get("player"), turn.get("discard")
    return (
        player.__class__ is int
        and (player == 0 or player == 1)
        and (discard is None or (discard.__class__ is list and len(discard) <= MAX_DECK and all(map(is_code, discard))))
    )


def _check_action(action, path, errors):
    if not errors.is_object(action, path):
        return
    do = action.get("do")
    if do not in ACTIONS:
        errors.add(f"{path}.do", N_("unknown action {value} (expected one of {actions})"),
                   {"value": show(do), "actions": list(ACTIONS)})  # fmt: skip
        return
    errors.keys(action, path, ACTION_ALLOWED[do], ACTION_REQUIRED[do])
    if do == "dragon_balls":
        if "cards" in action:
            errors.codes(action["cards"], f"{path}.cards", MAX_DECK)
    elif do == "reshuffle":
        if "order" in action:
            errors.codes(action["order"], f"{path}.order", MAX_DECK)
        if "player" in action:
            errors.seat(action["player"], f"{path}.player")
    else:
        _check_play(action, path, errors)
        if do == "instant" and "player" in action:
            errors.seat(action["player"], f"{path}.player")
    if "effect" in action:
        _check_effect(action["effect"], path, errors)
    if do == "attack":
        defence = action.get("defence")
        if defence is not None and errors.keys(defence, f"{path}.defence", DEFENCE_ALLOWED, ("card",)):
            _check_play(defence, f"{path}.defence", errors)
        if action.get("instants") is not None:
            _check_instants(action["instants"], f"{path}.instants", errors)


def _check_play(play, path, errors):
    """A played card and how it is paid for: a code each, a sphere from hand or a character on the table."""
    get = play.get
    for key in CODE_KEYS:
        value = get(key)
        if value is not None and not is_code(value):
            errors.code(value, f"{path}.{key}")
    if get("sphere") is not None and get("character") is not None:
        errors.add(path, N_("pay with {first} or {second}, not both"), {"first": PAYMENT[0], "second": PAYMENT[1]})
    paid = get("modifier_sphere") is not None, get("modifier_character") is not None
    if all(paid):
        errors.add(
            path,
            N_("pay with {first} or {second}, not both"),
            {"first": MODIFIER_PAYMENT[0], "second": MODIFIER_PAYMENT[1]},
        )
    modifier = get("modifier")
    if modifier is None:
        if any(paid):
            errors.add(path, N_("a modifier's sphere is given, but no modifier"))
    elif modifier.__class__ is list:
        errors.codes(modifier, f"{path}.modifier", MAX_MODIFIERS)
    elif not is_code(modifier):
        errors.code(modifier, f"{path}.modifier")


def _check_instants(instants, path, errors):
    if not errors.listed(instants, path, MAX_INSTANTS, "instants", LIST_OF["instants"]):
        return
    for i, instant in enumerate(instants):
        where = f"{path}[{i}]"
        if errors.keys(instant, where, INSTANT_ALLOWED, ("card", "effect")):
            _check_play(instant, where, errors)
            if "effect" in instant:
                _check_effect(instant["effect"], where, errors)


def _check_effect(effect, parent, errors):
    """What a card's text did to energy and cards: {"energy": [d0, d1], "draw": [n0, n1]}, both optional."""
    if effect.__class__ is dict and effect.keys() <= EFFECT_ALLOWED:
        energy, draw = effect.get("energy"), effect.get("draw")
        if (energy is None or _pair_ok(energy, -MAX_ENERGY, MAX_ENERGY)) and (
            draw is None or _pair_ok(draw, 0, MAX_DRAW)
        ):
            return
    path = f"{parent}.effect"
    if not errors.keys(effect, path, EFFECT_ALLOWED):
        return
    for key, low, high in (("energy", -MAX_ENERGY, MAX_ENERGY), ("draw", 0, MAX_DRAW)):
        if key not in effect:
            continue
        pair = effect[key]
        if not isinstance(pair, list) or len(pair) != SEATS:
            errors.add(f"{path}.{key}", N_("must be a list of two numbers, player 0 then player 1"))
            continue
        for seat, value in enumerate(pair):
            errors.integer(value, f"{path}.{key}[{seat}]", low, high)


def _pair_ok(pair, low, high):
    return (
        pair.__class__ is list
        and len(pair) == SEATS
        and pair[0].__class__ is int
        and pair[1].__class__ is int
        and low <= pair[0] <= high
        and low <= pair[1] <= high
    )
