"""Cards and small records for the DBZ tests: the real Saiyan Saga set as the service hands it to the
engine, a few personalities the seed names (Raditz, Gohan) built the same way, and record builders."""

from functools import cache

from games.importers.csv_cards import read_csv
from games.rules.dbz.engine import Replay, adjudicate
from games.rules.dbz.variants import parse_variant
from tests.conftest import DATA

SAIYAN_CSV = DATA / "dbz" / "saiyan-saga.csv"


def facts(card):
    """A card's facts exactly as the service builds them: {"name", "type", "text", **attrs}."""
    return {"name": card.name, "type": card.type, "text": card.text, **card.attrs}


@cache
def _saiyan():
    return {card.code: facts(card) for card in read_csv("dbz", SAIYAN_CSV.read_bytes()).records}


def saiyan_cards():
    """The 140 Saiyan Saga cards of ../shared/data/dbz, imported by the CSV importer, as {code: facts}."""
    return dict(_saiyan())


def personality(name, level, stages, *, pur=1, alignment="Hero", number="900"):
    return {
        "name": name,
        "type": "Personality",
        "text": "",
        "set": "Seed",
        "number": number,
        "style": "Freestyle",
        "personality": name,
        "level": level,
        "pur": pur,
        "alignment": alignment,
        "power_stages": list(stages),
    }


def card(name, type_name, **attrs):
    return {"name": name, "type": type_name, "text": "", "style": "Freestyle", **attrs}


# The seed's example: "Raditz อยู่ในขั้นตอนพลังของ 1200 ... ฮานอยู่ที่ 200"; Gohan's level 1 card runs
# 0, 100, 200 ("จาก 200 ที่ผ่านมา 100 0").
SEED_CARDS = {
    "RADITZ-1": personality("Raditz", 1, [0, *range(700, 1700, 100)], alignment="Villain", number="901"),
    "RADITZ-2": personality("Raditz", 2, [0, *range(2000, 4000, 200)], pur=2, alignment="Villain", number="902"),
    "RADITZ-3": personality("Raditz", 3, [0, *range(5000, 10000, 500)], pur=3, alignment="Villain", number="903"),
    "GOHAN-1": personality("Gohan", 1, [0, *range(100, 1100, 100)], number="904"),
    "GOHAN-2": personality("Gohan", 2, [0, *range(1500, 3500, 200)], pur=2, number="905"),
    "GOHAN-3": personality("Gohan", 3, [0, *range(4000, 9000, 500)], pur=3, number="906"),
    "KRILLIN-1": personality("Krillin", 1, [0, *range(200, 1200, 100)], number="907"),
    "KRILLIN-2": personality("Krillin", 2, [0, *range(1200, 2200, 100)], number="908"),
    "NAPPA-1": personality("Nappa", 1, [0, *range(1000, 2000, 100)], alignment="Villain", number="909"),
    "SAIBAMEN-1": personality("Saibamen", 1, [0, *range(300, 1300, 100)], alignment="Villain", number="910"),
    "SAIBAMEN-2": personality("Saibamen", 2, [0, *range(900, 1900, 100)], alignment="Villain", number="911"),
    "BLUE-DRILL": card("Blue Breathing Drill", "Non-Combat", style="Blue"),
    "BLUE-DRILL-2": card("Blue Wave Drill", "Non-Combat", style="Blue"),
    "RED-DRILL": card("Red Power Drill", "Non-Combat", style="Red"),
    "PLAIN-DRILL": card("Concentration Drill", "Non-Combat"),
    "GOKU-DRILL": card("Goku's Focus Drill", "Non-Combat", personality="Goku"),
    "DRAWER": card("Long Training", "Non-Combat"),  # its text, declared: draw the cards the record names
}


def cards():
    return {**saiyan_cards(), **SEED_CARDS}


GOKU = ["SAIYAN-158", "SAIYAN-159", "SAIYAN-160"]
VEGETA = ["SAIYAN-173", "SAIYAN-174", "SAIYAN-175"]
GOHAN = ["GOHAN-1", "GOHAN-2", "GOHAN-3"]
RADITZ = ["RADITZ-1", "RADITZ-2", "RADITZ-3"]


def player(mp=GOKU, *, life=60, style=None, **more):
    return {"personality": list(mp), "highest_level": len(mp), "style": style, "life_deck": life, **more}


def record(turns=(), *, players=None, first=0):
    players = players or [player(GOKU), player(VEGETA)]
    return {"players": players, "first": first, "turns": list(turns)}


def turn(player, *steps):
    return {"player": player, "steps": list(steps)}


FILLER = "SAIYAN-001"  # Orange Standing Fist Punch, a physical attack


def draw(*codes):
    return {"step": "draw", "cards": list(codes) or [FILLER] * 3}


def plays(*items):
    return {"step": "non_combat", "plays": list(items)}


def power_up(**declared):
    return {"step": "power_up", **declared}


def combat(*attacks, defender_draw=None):
    return {"step": "combat", "defender_draw": [FILLER] * 3 if defender_draw is None else list(defender_draw),
            "attacks": list(attacks)}  # fmt: skip


PASS = {"pass": True}


def discard(*codes, defender=()):
    return {"step": "discard", "cards": list(codes), "defender": list(defender)}


def rejuvenate(done):
    return {"step": "rejuvenate", "done": done}


def quiet_turn(player, drawn=None, *, rejuvenates=True, held=0):
    """A turn without combat: draw 3, power up, discard down to 1 (`held`: fillers held from before), and the
    rejuvenation as asked."""
    drawn = drawn or [FILLER] * 3
    return turn(player, draw(*drawn), power_up(), discard(*drawn[:2], *[FILLER] * held), rejuvenate(rejuvenates))


def quiet_turns(n, first=0):
    """`n` turns without combat, players alternating from `first`."""
    return [quiet_turn((first + t) % 2, held=1 if t >= 2 else 0) for t in range(n)]


def judge(rec, variant=None, table=None):
    """adjudicate()'s verdict, each turn with "counts_after": where every player's cards are (for checks)."""
    table = cards() if table is None else table
    verdict = adjudicate(rec, variant, table)
    counts = []
    replay = Replay(rec, parse_variant(variant), table)
    replay.after_turn = lambda game: counts.append([_counts(side) for side in game.sides])
    assert replay.run() == verdict
    return verdict


def _counts(side):
    return {"life": side.life, "hand": len(side.hand), "discard": len(side.discard), "removed": len(side.removed),
            "in_play": side.in_play()}  # fmt: skip


def violation(rec, variant=None, table=None):
    verdict = judge(rec, variant, table)
    assert verdict["legal"] is False, verdict
    return verdict["violation"]


def rule_of(rec, variant=None, table=None):
    return violation(rec, variant, table)["rule"]
