"""The shape of a DBZ game record (docs/dbz-records.md): types, seats, codes, known words and sane sizes.
Whether a step is legal (the power, the hand, whose turn) is the engine's business.

    {"players": [{"personality": [level 1 code, level 2 code, ...], "highest_level": 3, "style": null,
                  "life_deck": 60}, {...}],
     "first": 0,
     "turns": [{"player": 0, "steps": [{"step": "draw", "cards": [3 codes]}, ...]}, ...]}

`turns` may be missing or empty; a record may stop anywhere. An optional `meta` object is carried and ignored.
"""

from ..engine import MAX_CODE, MAX_ERRORS, Errors, is_code, shape_errors
from ..messages import N_
from ..records import RecordShapeError, ShapeError, shape_error, show

__all__ = [
    "MAX_CODE",
    "MAX_ERRORS",
    "RecordShapeError",
    "ShapeError",
    "card_codes",
    "check_shape",
    "is_code",
    "shape_error",
    "show",
]

SEATS = 2
STEPS = ("draw", "non_combat", "power_up", "combat", "discard", "rejuvenate")
KINDS = ("physical", "energy")
SOURCES = ("card", "table", "power", "final")  # the seed's four ways to attack
DEFENCE_SOURCES = ("card", "table", "power")  # and three to defend
MAX_ID = 40
MAX_LEVELS = 10
MAX_LIFE = 500
MAX_TURNS = 2000
MAX_STEPS = 12  # six, and room to record a step twice (the turn-steps violation)
MAX_PLAYS = 40  # in one step 2
MAX_ATTACKS = 200  # in one combat
MAX_CARDS = 60  # codes in one draw or discard
MAX_CHANGE = 100  # power stages, anger or Life cards an effect changes
TOP_KEYS = frozenset(("players", "first", "turns", "meta"))
PLAYER_KEYS = frozenset(("personality", "highest_level", "style", "life_deck", "power_stage", "anger", "start"))
START_KEYS = frozenset(("level", "power_stage", "anger", "life", "hand", "discard", "allies", "drills", "dragon_balls",
                        "table"))  # fmt: skip
START_ALLY_KEYS = frozenset(("card", "id", "power_stage"))
PLAYER_REQUIRED = ("personality", "highest_level", "life_deck")
TURN_KEYS = frozenset(("player", "steps"))
STEP_KEYS = {
    "draw": frozenset(("cards",)),
    "non_combat": frozenset(("plays",)),
    "power_up": frozenset(("mp", "allies", "opponent_plays")),
    "combat": frozenset(("defender_draw", "attacks")),
    "discard": frozenset(("cards", "defender")),
    "rejuvenate": frozenset(("done",)),
}
STEP_REQUIRED = {"draw": ("cards",), "non_combat": ("plays",), "combat": ("attacks",), "rejuvenate": ("done",)}
PLAY_KEYS = frozenset(("card", "use", "shuffle_back", "id", "covers", "effect"))
PLAY_SOURCES = ("card", "use", "shuffle_back")  # from hand; on the table; a drill shown and shuffled back
CARD_ENTRY_KEYS = frozenset(("player", "use", "play", "effect"))  # a card used in combat without attacking
ATTACK_KEYS = frozenset(
    ("player", "pass", "by", "kind", *SOURCES, "cost", "damage", "effect", "hit_effect", "defence", "absorb",
     "life_cards", "unusable", "no_power", "use", "play")
)  # fmt: skip
DEFENCE_KEYS = frozenset(("by", *DEFENCE_SOURCES, "stops", "prevents", "effect"))
DAMAGE_KEYS = frozenset(("plus", "stages", "life", "times"))
PAIR_KEYS = ("power", "anger", "life")  # [player 0, player 1], whole numbers
EFFECT_KEYS = frozenset(
    (*PAIR_KEYS, "power_to_top", "draw", "removed", "capture", "ends_combat", "ally_power", "stays")
)


def check_shape(record):
    """Every shape error in `record` (at most MAX_ERRORS); an empty list means well-formed."""
    return shape_errors(record, _check_record, Checker)


def _check_record(record, check):
    check.keys(record, "", TOP_KEYS, ("players", "first"))
    if "players" in record:
        players = record["players"]
        if not isinstance(players, list) or len(players) != SEATS:
            check.add("players", N_("must be a list of two players, player 0 then player 1"))
        else:
            for seat, player in enumerate(players):
                _player(check, player, f"players[{seat}]")
    if "first" in record:
        check.seat(record["first"], "first")
    turns = record.get("turns")
    if turns is not None and check.listed(turns, "turns", MAX_TURNS, "items", N_("must be a list of turns")):
        for t, turn in enumerate(turns):
            _turn(check, turn, f"turns[{t}]")
            if check.full:
                break
    check.meta(record)


class Checker(Errors):
    """The kernel's checks, and the ids a DBZ record gives its allies."""

    def ident(self, value, path):
        if not (isinstance(value, str) and 0 < len(value) <= MAX_ID and not value.isspace()):
            self.add(path, N_("must be an id (text of 1 to {limit} characters), not {value}"),
                     {"limit": MAX_ID, "value": show(value)})  # fmt: skip


def _player(check, player, path):
    if not check.keys(player, path, PLAYER_KEYS, PLAYER_REQUIRED):
        return
    if "personality" in player:
        check.codes(player["personality"], f"{path}.personality", MAX_LEVELS)
    if "highest_level" in player:
        check.integer(player["highest_level"], f"{path}.highest_level", 1, MAX_LEVELS)
    if player.get("style") is not None and not (isinstance(player["style"], str) and len(player["style"]) <= 20):
        check.add(f"{path}.style", N_("must be a style's name or null, not {value}"), {"value": show(player["style"])})
    if "life_deck" in player:
        check.integer(player["life_deck"], f"{path}.life_deck", 0, MAX_LIFE)
    if "power_stage" in player:
        check.integer(player["power_stage"], f"{path}.power_stage", 0, 100)
    if "anger" in player:
        check.integer(player["anger"], f"{path}.anger", 0, 100)
    if "start" in player:
        _start(check, player["start"], f"{path}.start")


def _start(check, start, path):
    """Where a player stands when the record starts mid-game (the disputed turns of a game)."""
    if not check.keys(start, path, START_KEYS):
        return
    for key, high in (("level", MAX_LEVELS), ("power_stage", 100), ("anger", 100), ("life", MAX_LIFE),
                      ("discard", MAX_LIFE)):  # fmt: skip
        if key in start:
            check.integer(start[key], f"{path}.{key}", 0 if key != "level" else 1, high)
    for key in ("hand", "drills", "dragon_balls", "table"):
        if key in start:
            check.codes(start[key], f"{path}.{key}", MAX_CARDS)
    allies = start.get("allies")
    if allies is not None and check.listed(
        allies, f"{path}.allies", MAX_PLAYS, "items", N_("must be a list of allies")
    ):
        for a, ally in enumerate(allies):
            where = f"{path}.allies[{a}]"
            if check.keys(ally, where, START_ALLY_KEYS, ("card",)):
                if "card" in ally:
                    check.code(ally["card"], f"{where}.card")
                if "id" in ally:
                    check.ident(ally["id"], f"{where}.id")
                if "power_stage" in ally:
                    check.integer(ally["power_stage"], f"{where}.power_stage", 0, 100)


def _turn(check, turn, path):
    if not check.keys(turn, path, TURN_KEYS, ("player", "steps")):
        return
    if "player" in turn:
        check.seat(turn["player"], f"{path}.player")
    if "steps" not in turn:  # reported missing by keys(); a present null is not a list and is reported below
        return
    steps = turn["steps"]
    if not check.listed(steps, f"{path}.steps", MAX_STEPS, "items", N_("must be a list of steps")):
        return
    for s, step in enumerate(steps):
        _step(check, step, f"{path}.steps[{s}]")


def _step(check, step, path):
    if not isinstance(step, dict):
        check.add(path, N_("must be an object"))
        return
    name = step.get("step")
    if not isinstance(name, str) or name not in STEP_KEYS:
        check.add(f"{path}.step", N_("unknown step {value} (expected one of {steps})"),
                  {"value": show(name), "steps": list(STEPS)})  # fmt: skip
        return
    check.keys(step, path, STEP_KEYS[name] | {"step"}, STEP_REQUIRED.get(name, ()))
    if name == "draw" and "cards" in step:
        check.codes(step["cards"], f"{path}.cards", MAX_CARDS)
    elif name == "non_combat" and "plays" in step:
        if check.listed(step["plays"], f"{path}.plays", MAX_PLAYS, "items", N_("must be a list of plays")):
            for p, play in enumerate(step["plays"]):
                _play(check, play, f"{path}.plays[{p}]")
    elif name == "power_up":
        if "mp" in step:
            check.integer(step["mp"], f"{path}.mp", 0, MAX_CHANGE)
        allies = step.get("allies")
        if allies is not None and not (isinstance(allies, dict) and len(allies) <= MAX_PLAYS):
            check.add(f"{path}.allies", N_("must be an object: each ally's id and the stages it gained"))
        elif allies:
            for ally, gained in allies.items():
                check.ident(ally, f"{path}.allies")
                check.integer(gained, f"{path}.allies.{ally}", 0, MAX_CHANGE)
        opponent = step.get("opponent_plays")
        if opponent is not None and check.listed(
            opponent, f"{path}.opponent_plays", MAX_PLAYS, "items", N_("must be a list of plays")
        ):
            for p, play in enumerate(opponent):
                _play(check, play, f"{path}.opponent_plays[{p}]", ("card", "use"))
    elif name == "combat":
        if step.get("defender_draw") is not None:
            check.codes(step["defender_draw"], f"{path}.defender_draw", MAX_CARDS)
        if "attacks" in step and check.listed(step["attacks"], f"{path}.attacks", MAX_ATTACKS, "items",
                                              N_("must be a list of attacks and passes")):  # fmt: skip
            for a, attack in enumerate(step["attacks"]):
                _attack(check, attack, f"{path}.attacks[{a}]")
    elif name == "discard":
        for key in ("cards", "defender"):
            if step.get(key) is not None:
                check.codes(step[key], f"{path}.{key}", MAX_CARDS)
    elif name == "rejuvenate" and "done" in step:
        check.flag(step["done"], f"{path}.done")


def _play(check, play, path, allowed=PLAY_SOURCES):
    if not check.keys(play, path, PLAY_KEYS):
        return
    sources = [key for key in PLAY_SOURCES if key in play]
    if len(sources) != 1 or sources[0] not in allowed:
        check.add(path, N_("a play names one card: {first} (from hand) or {second} (on the table)"),
                  {"first": "card", "second": "use"})  # fmt: skip
    for key in sources:
        check.code(play[key], f"{path}.{key}")
    for key in ("id", "covers"):
        if key in play:
            check.ident(play[key], f"{path}.{key}")
    if "use" in play and "effect" not in play:
        check.add(f"{path}.effect", N_("missing"))
    if "effect" in play:
        _effect(check, play["effect"], f"{path}.effect")


def _attack(check, attack, path):
    if not check.keys(attack, path, ATTACK_KEYS):
        return
    if "player" in attack:
        check.seat(attack["player"], f"{path}.player")
    if "use" in attack or "play" in attack:  # a card used without attacking (its text: Earth Dragon Ball 7)
        if attack.keys() - CARD_ENTRY_KEYS or ("use" in attack) == ("play" in attack):
            check.add(path, N_("a card used without attacking has {key} and at most {fields}"),
                      {"key": "use or play", "fields": sorted(CARD_ENTRY_KEYS)})  # fmt: skip
        for key in ("use", "play"):
            if key in attack:
                check.code(attack[key], f"{path}.{key}")
        if "player" in attack:
            check.seat(attack["player"], f"{path}.player")
        if "effect" in attack:
            _effect(check, attack["effect"], f"{path}.effect")
        return
    if "pass" in attack:
        if attack["pass"] is not True:
            check.add(f"{path}.pass", N_("must be true (a pass), not {value}"), {"value": show(attack["pass"])})
        elif attack.keys() - {"pass", "player"}:
            check.add(path, N_("a pass has no other field than {field}"), {"field": "player"})
        return
    _source(check, attack, path, SOURCES)
    if "by" in attack:
        check.ident(attack["by"], f"{path}.by")
    if "kind" in attack:
        check.word(attack["kind"], f"{path}.kind", KINDS)
    if "cost" in attack:
        check.integer(attack["cost"], f"{path}.cost", 0, MAX_CHANGE)
    if "damage" in attack and check.keys(attack["damage"], f"{path}.damage", DAMAGE_KEYS):
        for key, value in attack["damage"].items():
            if key in DAMAGE_KEYS:
                check.integer(value, f"{path}.damage.{key}", -MAX_CHANGE if key == "plus" else 0, MAX_CHANGE)
    for key in ("effect", "hit_effect"):
        if key in attack:
            _effect(check, attack[key], f"{path}.{key}")
    if "absorb" in attack:
        check.ident(attack["absorb"], f"{path}.absorb")
    for key in ("life_cards", "unusable"):  # the Life cards lost; the hand's combat cards that cannot attack
        if key in attack:
            check.codes(attack[key], f"{path}.{key}", MAX_CARDS)
    if "no_power" in attack:
        check.flag(attack["no_power"], f"{path}.no_power")
    defence = attack.get("defence")
    if defence is not None and check.keys(defence, f"{path}.defence", DEFENCE_KEYS):
        where = f"{path}.defence"
        _source(check, defence, where, DEFENCE_SOURCES)
        if "by" in defence:
            check.ident(defence["by"], f"{where}.by")
        if "stops" in defence:
            check.flag(defence["stops"], f"{where}.stops")
        if "prevents" in defence:
            check.integer(defence["prevents"], f"{where}.prevents", 0, MAX_CHANGE)
        if "effect" in defence:
            _effect(check, defence["effect"], f"{where}.effect")


def _source(check, play, path, sources):
    """Exactly one of `sources`: a card code, or `"power": true`."""
    given = [key for key in sources if key in play]
    if len(given) != 1:
        check.add(path, N_("name exactly one of {fields}"), {"fields": list(sources)})
    for key in given:
        if key == "power":
            if play[key] is not True:
                check.add(f"{path}.power", N_("must be true (the personality's card power), not {value}"),
                          {"value": show(play[key])})  # fmt: skip
        else:
            check.code(play[key], f"{path}.{key}")


def _effect(check, effect, path):
    """What a card's text did, as the record declares it (the engine applies it, never guesses it)."""
    if not check.keys(effect, path, EFFECT_KEYS):
        return
    for key in PAIR_KEYS:
        if key in effect and _pair(check, effect[key], f"{path}.{key}"):
            for seat, value in enumerate(effect[key]):
                check.integer(value, f"{path}.{key}[{seat}]", -MAX_CHANGE, MAX_CHANGE)
    if "power_to_top" in effect and _pair(check, effect["power_to_top"], f"{path}.power_to_top"):
        for seat, value in enumerate(effect["power_to_top"]):
            check.flag(value, f"{path}.power_to_top[{seat}]")
    if "draw" in effect and _pair(check, effect["draw"], f"{path}.draw"):
        for seat, codes in enumerate(effect["draw"]):
            check.codes(codes, f"{path}.draw[{seat}]", MAX_CARDS)
    for key in ("removed", "ends_combat", "stays"):
        if key in effect:
            check.flag(effect[key], f"{path}.{key}")
    if "capture" in effect:
        check.code(effect["capture"], f"{path}.capture")
    if "ally_power" in effect and _pair(check, effect["ally_power"], f"{path}.ally_power"):
        for seat, changes in enumerate(effect["ally_power"]):  # {ally id: power stages} of each player
            where = f"{path}.ally_power[{seat}]"
            if not (isinstance(changes, dict) and len(changes) <= MAX_PLAYS):
                check.add(where, N_("must be an object: each ally's id and the power stages it gains or loses"))
                continue
            for ally, delta in changes.items():
                check.ident(ally, where)
                check.integer(delta, f"{where}.{ally}", -MAX_CHANGE, MAX_CHANGE)


def _pair(check, value, path):
    if isinstance(value, list) and len(value) == SEATS:
        return True
    check.add(path, N_("must be a list of two values, player 0 then player 1"))
    return False


def card_codes(record):
    """Every card code `record` names: what the service looks up in the card database to build `cards`.
    Tolerant of a record not yet checked: it reads only what is shaped as expected."""
    codes = set()
    if not isinstance(record, dict):
        return codes
    for player in _dicts(record.get("players")):
        codes.update(_strings(player.get("personality")))
        start = player.get("start")
        if isinstance(start, dict):
            for key in ("hand", "drills", "dragon_balls", "table"):
                codes.update(_strings(start.get(key)))
            codes.update(_strings([ally.get("card") for ally in _dicts(start.get("allies"))]))
    for turn in _dicts(record.get("turns")):
        for step in _dicts(turn.get("steps")):
            for key in ("cards", "defender", "defender_draw"):
                codes.update(_strings(step.get(key)))
            for play in _dicts(step.get("plays")) + _dicts(step.get("opponent_plays")):
                codes.update(_strings([play.get(key) for key in PLAY_SOURCES]))
                _effect_codes(play.get("effect"), codes)
            for attack in _dicts(step.get("attacks")):
                for part in (attack, attack.get("defence")):
                    if isinstance(part, dict):
                        codes.update(_strings([part.get(key) for key in ("card", "table", "final", "use", "play")]))
                        _effect_codes(part.get("effect"), codes)
                codes.update(_strings(attack.get("life_cards")))
                codes.update(_strings(attack.get("unusable")))
                _effect_codes(attack.get("hit_effect"), codes)
    return codes


def _effect_codes(effect, codes):
    if isinstance(effect, dict):
        codes.update(_strings([effect.get("capture")]))
        for drawn in effect.get("draw") or () if isinstance(effect.get("draw"), list) else ():
            codes.update(_strings(drawn))


def _dicts(value):
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _strings(value):
    return [item for item in value if is_code(item)] if isinstance(value, list) else []
