"""The shape of a DBS record (docs/dbs-records.md): types, seats, codes, known words and sane sizes.

    {"setup": {"first": 0, "players": [{"leader": "BT1-001", "deck": [50 codes, top first],
                                         "mulligan": {"return": [codes], "deck": [codes]}}, {...}]},
     "turns": [TURN, ...]}
or, from a known board,
    {"state": {"first": 0, "turn": 7, "players": [PLAYER, PLAYER]}, "turns": [TURN, ...]}

Whether an action is legal is the engine's business; here every field's type is checked and every list
is bounded, so a hostile record costs little to reject. A schema of small checkers (`Obj`, `List`...)
describes the record once; `check_shape` walks it and reports at most MAX_ERRORS errors with their paths
(games.rules.engine.Errors).
"""

from ..engine import MAX_ERRORS, Errors, join, shape_errors
from ..messages import N_, how_many
from ..records import RecordShapeError, ShapeError, show

__all__ = ["MAX_ERRORS", "RecordShapeError", "ShapeError", "card_codes", "check_shape", "show"]

MAX_CODE = 32  # characters in a card number ("BT1-057_SPR")
MAX_ID = 40
MAX_CARDS = 120  # in one area or list: a 60-card deck twice over
MAX_TURNS = 400
MAX_ACTIONS = 200  # in one turn
MAX_TOTAL_ACTIONS = 8000
MAX_STEPS = 60  # combos and skills in one step of a battle
MAX_EFFECT_ITEMS = 60
MAX_COUNTER_DEPTH = 3  # a [Counter: Counter] answering a counter, and one more
MAX_NUMBER = 1_000_000
UNKNOWN = "?"  # a card of a starting state nobody has seen yet
ZONES = ("hand", "deck", "deck_bottom", "life", "energy", "battle", "drop", "warp")
UNTIL = ("battle", "turn", "game")
UNIONS = ("fusion", "potara", "absorb")
COMBO_FROM = ("hand", "battle")


class ActionErrors(Errors):
    """The kernel's checks, and the actions met so far: a record holds at most MAX_TOTAL_ACTIONS."""

    def __init__(self):
        super().__init__()
        self.actions = 0


# The checkers: each is called as check(errors, value, path), as the kernel's checks are (Errors.seat).


def code(errors, value, path):
    if value.__class__ is not str or not 0 < len(value) <= MAX_CODE or value.isspace() or value == UNKNOWN:
        errors.add(
            path,
            N_("must be a card number (text of 1 to {limit} characters), not {value}"),
            {"limit": MAX_CODE, "value": show(value)},
        )


def ref(errors, value, path):
    """A card in play: "leader", an id or a card number, with "0:" or "1:" in front for a player's area."""
    if value.__class__ is not str or not 0 < len(value) <= MAX_ID + 2 or value.isspace():
        errors.add(
            path, N_("must name a card in play (leader, an id or a card number), not {value}"), {"value": show(value)}
        )


def card_id(errors, value, path):
    if value.__class__ is not str or not 0 < len(value) <= MAX_ID or ":" in value or value == "leader":
        errors.add(
            path, N_('must be an id of 1 to {limit} characters, without ":" and not "leader"'), {"limit": MAX_ID}
        )


seat = Errors.seat
boolean = Errors.flag


def Int(low, high):
    return lambda errors, value, path: errors.integer(value, path, low, high)


def Word(words):
    return lambda errors, value, path: errors.word(value, path, words)


def Text(limit):
    def check(errors, value, path):
        if value.__class__ is not str or len(value) > limit:
            errors.add(path, N_("must be text of at most {limit} characters"), {"limit": limit})

    return check


LIST_WHAT = {
    "cards": N_("must be a list of cards"),
    "turns": N_("must be a list of turns"),
    "actions": N_("must be a list of actions"),
    "steps": N_("must be a list of combos and skills"),
    "items": N_("must be a list"),
}


def List(item, limit, what="items", *, length=None):
    def check(errors, value, path):
        if value.__class__ is not list:
            errors.add(path, LIST_WHAT[what])
            return
        if length is not None and len(value) != length:
            errors.add(path, N_("must hold exactly {length} items"), {"length": length})
            return
        if len(value) > limit:
            errors.add(
                path, N_("too long: {items} (at most {limit})"), {"items": how_many(what, len(value)), "limit": limit}
            )
            return
        for i, element in enumerate(value):
            item(errors, element, f"{path}[{i}]")
            if errors.full:
                return

    return check


def Either(*checks, message):
    """The first check whose type fits: `checks` are (type, checker) pairs; `message` when none fits."""

    def check(errors, value, path):
        for kind, checker in checks:
            if isinstance(value, kind) and not (kind is int and isinstance(value, bool)):
                checker(errors, value, path)
                return
        errors.add(path, message)

    return check


class Obj:
    """An object with known fields (`fields`: name -> checker) of which `required` must be there."""

    def __init__(self, fields, required=(), *, one_of=None, count_action=False):
        self.fields = fields
        self.required = required
        self.one_of = one_of  # exactly one of these keys
        self.count_action = count_action
        self.allowed = frozenset(fields)

    def __call__(self, errors, value, path):
        if not errors.is_object(value, path):
            return
        if self.count_action:
            errors.actions += 1
            if errors.actions > MAX_TOTAL_ACTIONS:
                if errors.actions == MAX_TOTAL_ACTIONS + 1:
                    errors.add(
                        path, N_("too many actions in the record (at most {limit})"), {"limit": MAX_TOTAL_ACTIONS}
                    )
                return
        errors.keys(value, path, self.allowed, self.required)
        if self.one_of and sum(key in value for key in self.one_of) != 1:
            errors.add(path, N_("needs exactly one of {fields}"), {"fields": list(self.one_of)})
        for key, element in value.items():
            checker = self.fields.get(key)
            if checker is not None:
                checker(errors, element, join(path, key))


class Action:
    """An action of the main phase, told by its "do"."""

    def __init__(self, kinds):
        self.kinds = kinds

    def __call__(self, errors, value, path):
        do = value.get("do") if value.__class__ is dict else None
        shape = self.kinds.get(do) if do.__class__ is str else None
        if shape is None:
            if value.__class__ is not dict:
                errors.add(path, N_("must be an object"))
            else:
                errors.add(
                    join(path, "do"),
                    N_("unknown action {value} (expected one of {actions})"),
                    {"value": show(do), "actions": list(self.kinds)},
                )
            return
        shape(errors, value, path)


codes = List(code, MAX_CARDS, "cards")
refs = List(ref, MAX_CARDS, "cards")
number = Int(-MAX_NUMBER, MAX_NUMBER)
small = Int(0, MAX_CARDS)
pair = List(small, 2, "items", length=2)
charge = Either(
    (str, code),
    (list, List(code, MAX_CARDS, "cards")),
    (type(None), lambda *a: None),
    message=N_("must be a card number, a list of them, or null"),
)

EFFECT = Obj(
    {
        "power": List(
            Obj({"card": ref, "amount": number, "until": Word(UNTIL), "chosen": boolean}, ("card", "amount")),
            MAX_EFFECT_ITEMS,
        ),
        "keywords": List(
            Obj({"card": ref, "keyword": Text(40), "until": Word(UNTIL), "chosen": boolean}, ("card", "keyword")),
            MAX_EFFECT_ITEMS,
        ),
        "draw": pair,
        "damage": pair,
        "ko": refs,
        "rest": refs,
        "active": refs,
        "move": List(
            Obj(
                {"player": seat, "card": ref, "from": Word(ZONES), "to": Word(ZONES), "chosen": boolean},
                ("card", "from", "to"),
            ),
            MAX_EFFECT_ITEMS,
        ),
        "token": List(
            Obj(
                {
                    "id": card_id,
                    "name": Text(80),
                    "power": number,
                    "combo_power": number,
                    "combo_cost": small,
                    "keywords": List(Text(40), 20),
                    "player": seat,
                    "rested": boolean,
                },
                ("id", "power"),
            ),
            MAX_EFFECT_ITEMS,
        ),
        "negate": boolean,
        "note": Text(500),
    }
)
# A skill's source card and its cost: energy named by card number, the card rested, and what it did.
# What a skill's description names, for the counters that answer it (manual 10-10-3-1: "Play" or "When
# played"; 10-10-3-2: "Attack" or "When attacking").
SKILL_NAMES = ("play", "attack")
COST = {"pay": codes, "rest": boolean, "effect": EFFECT}


def counter(depth):
    fields = {"card": code, "pay": codes, "effect": EFFECT}
    if depth < MAX_COUNTER_DEPTH:
        fields["counter"] = counter(depth + 1)
    return Obj(fields, ("card",))


COUNTER = counter(1)
STEP = Obj(
    {"combo": ref, "from": Word(COMBO_FROM), "pay": codes, "skill": ref, "awaken": boolean, **COST},
    one_of=("combo", "skill", "awaken"),
)
PLAY = {"card": code, "id": card_id, "pay": codes, "effect": EFFECT, "counter": COUNTER}
ACTIONS = {
    "play": Obj({"do": Word(("play",)), **PLAY}, ("do", "card"), count_action=True),
    "evolve": Obj({"do": Word(("evolve",)), **PLAY, "onto": ref}, ("do", "card", "onto"), count_action=True),
    "union": Obj(
        {"do": Word(("union",)), **PLAY, "kind": Word(UNIONS), "cards": codes, "onto": refs, "from": Word(ZONES)},
        ("do", "card", "kind"),
        count_action=True,
    ),
    "skill": Obj(
        {"do": Word(("skill",)), "card": ref, **COST, "names": Word(SKILL_NAMES), "counter": COUNTER},
        ("do", "card"),
        count_action=True,
    ),
    "awaken": Obj({"do": Word(("awaken",)), "effect": EFFECT}, ("do",), count_action=True),
    "effect": Obj(
        {"do": Word(("effect",)), "card": ref, "player": seat, "effect": EFFECT}, ("do", "effect"), count_action=True
    ),
    "attack": Obj(
        {
            "do": Word(("attack",)),
            "attacker": ref,
            "target": ref,
            "effect": EFFECT,
            "blocker": ref,
            "counter": COUNTER,
            "offence": List(STEP, MAX_STEPS, "steps"),
            "defence": List(STEP, MAX_STEPS, "steps"),
            "after": EFFECT,
            "life": codes,
        },
        ("do", "attacker", "target"),
        count_action=True,
    ),
}
TURN = Obj(
    {
        "player": seat,
        "draw": codes,
        "charge": charge,
        "actions": List(Action(ACTIONS), MAX_ACTIONS, "actions"),
        "end": EFFECT,
    },
)
ENERGY = Either(
    (str, code),
    (dict, Obj({"code": code, "rested": boolean}, ("code",))),
    message=N_("must be a card number or an object with code and rested"),
)
BATTLE = Either(
    (str, code),
    (dict, Obj({"code": code, "id": card_id, "rested": boolean, "under": codes, "power": number}, ("code",))),
    message=N_("must be a card number or an object with code, id, rested and under"),
)


def pile_code(errors, value, path):
    if value != UNKNOWN:  # an unseen card
        code(errors, value, path)


PILE = Either(
    (int, small),
    (list, List(pile_code, MAX_CARDS, "cards")),
    message=N_("must be a number of unseen cards or a list of card numbers"),
)
PLAYER_STATE = Obj(
    {
        "leader": code,
        "awakened": boolean,
        "leader_rested": boolean,
        "life": PILE,
        "hand": PILE,
        "deck": PILE,
        "energy": List(ENERGY, MAX_CARDS, "cards"),
        "battle": List(BATTLE, MAX_CARDS, "cards"),
        "drop": codes,
        "warp": codes,
    },
    ("leader", "life", "hand", "deck"),
)
PLAYER_SETUP = Obj(
    {
        "leader": code,
        "deck": codes,
        "mulligan": Obj({"return": codes, "deck": codes}, ("return", "deck")),
        "life": codes,
    },
    ("leader", "deck"),
)
SETUP = Obj({"first": seat, "players": List(PLAYER_SETUP, 2, "items", length=2)}, ("first", "players"))
STATE = Obj(
    {"first": seat, "turn": Int(1, 10_000), "players": List(PLAYER_STATE, 2, "items", length=2)},
    ("first", "turn", "players"),
)
RECORD = Obj(
    {"setup": SETUP, "state": STATE, "turns": List(TURN, MAX_TURNS, "turns"), "meta": Obj({}, ())},
    one_of=("setup", "state"),
)
RECORD.fields["meta"] = lambda errors, value, path: (
    None if value.__class__ is dict else errors.add(path, N_("must be an object"))
)


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    return shape_errors(record, lambda record, errors: RECORD(errors, record, ""), ActionErrors)


# Where card numbers sit in a record: what card_codes collects. Names of cards in play (attackers,
# targets, the cards an effect chooses) may be ids rather than numbers, and are not collected: every
# card in play entered the record somewhere as a number (a state's area, a card played from hand).
_PILES = ("deck", "hand", "life", "drop", "warp")


def card_codes(record):
    """Every card number `record` names: what the service looks up in the card database, in one query.
    Tolerant of a record not yet checked: it reads only what is shaped as expected."""
    found = set()
    if not isinstance(record, dict):
        return found
    setup, state = record.get("setup"), record.get("state")
    for spec in _dicts(setup.get("players") if isinstance(setup, dict) else None):
        _code(spec.get("leader"), found)
        _codes(spec.get("deck"), found)
        _codes(spec.get("life"), found)
        mulligan = spec.get("mulligan")
        if isinstance(mulligan, dict):
            _codes(mulligan.get("return"), found)
            _codes(mulligan.get("deck"), found)
    for spec in _dicts(state.get("players") if isinstance(state, dict) else None):
        _code(spec.get("leader"), found)
        for key in _PILES:
            _codes(spec.get(key), found)
        for entry in _items(spec.get("energy")):
            _code(entry.get("code") if isinstance(entry, dict) else entry, found)
        for entry in _items(spec.get("battle")):
            if isinstance(entry, dict):
                _code(entry.get("code"), found)
                _codes(entry.get("under"), found)
            else:
                _code(entry, found)
    for turn in _dicts(record.get("turns")):
        _codes(turn.get("draw"), found)
        charged = turn.get("charge")
        if isinstance(charged, list):
            _codes(charged, found)
        else:
            _code(charged, found)
        for action in _dicts(turn.get("actions")):
            _action_codes(action, found)
        _effect_codes(turn.get("end"), found)
    found.discard(UNKNOWN)
    return found


def _action_codes(action, found):
    if action.get("do") in ("play", "evolve", "union") and not (
        action.get("do") == "union" and action.get("kind") == "absorb"
    ):
        _code(action.get("card"), found)
    if action.get("do") == "union" and (action.get("kind") != "absorb" or action.get("from", "hand") != "battle"):
        _codes(action.get("cards"), found)
    _codes(action.get("pay"), found)
    _codes(action.get("life"), found)
    _counter_codes(action.get("counter"), found, 0)
    for step in (*_dicts(action.get("offence")), *_dicts(action.get("defence"))):
        if step.get("from", "hand") == "hand" and isinstance(step.get("combo"), str):
            combo = step["combo"]
            _code(combo[2:] if combo[:2] in ("0:", "1:") else combo, found)
        _codes(step.get("pay"), found)
        _effect_codes(step.get("effect"), found)
    for key in ("effect", "after"):
        _effect_codes(action.get(key), found)


def _counter_codes(counter, found, depth):
    if isinstance(counter, dict) and depth <= MAX_COUNTER_DEPTH:
        _code(counter.get("card"), found)
        _codes(counter.get("pay"), found)
        _effect_codes(counter.get("effect"), found)
        _counter_codes(counter.get("counter"), found, depth + 1)


def _effect_codes(effect, found):
    if isinstance(effect, dict):
        for move in _dicts(effect.get("move")):
            if move.get("from") != "battle":
                _code(move.get("card"), found)


def _code(value, found):
    if isinstance(value, str) and 0 < len(value) <= MAX_CODE:
        found.add(value)


def _codes(value, found):
    for item in _items(value):
        _code(item, found)


def _items(value):
    return value if isinstance(value, list) else ()


def _dicts(value):
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else ()
