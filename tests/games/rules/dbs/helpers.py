"""Real DBS cards as the service hands them to the engine, and small builders of records for the tests.

FACTS is built exactly as the service builds it from the Card table: the real card file
(../shared/data/dbs/cards.csv) read by the importer, then {"name", "type", "text", **attrs} per card.
A keyword case takes a real card and adds the keyword its CSV `keywords` column would carry.
"""

from functools import cache

from games.importers.csv_cards import read_csv
from games.rules.dbs.engine import Replay, adjudicate
from games.rules.dbs.variants import parse_variant
from tests.conftest import DATA

CARDS_CSV = DATA / "dbs" / "cards.csv"


@cache
def real_facts():
    parsed = read_csv("dbs", CARDS_CSV.read_bytes())
    return {r.code: {"name": r.name, "type": r.type, "text": r.text, **r.attrs} for r in parsed.records}


def with_keywords(code, *keywords, **attrs):
    """A real card's facts with keyword skills (and other attrs) as a CSV with those columns would give."""
    facts = dict(real_facts()[code])
    facts["keywords"] = [*facts["keywords"], *keywords]
    facts.update(attrs)
    return facts


def with_text(code, text="[Auto] When this card attacks, draw 1 card."):
    """A real card's facts with its card text, as a card database holding texts gives it: its keyword skills
    are then known (here: none), so a keyword it lacks is refused, not unchecked (issue 31)."""
    return {**real_facts()[code], "text": text}


# Real cards the cases use (docs/dbs-records.md shows the same ones):
VEGETA = "P-025"  # Leader, Red, 10000
GOKU = "P-026"  # Leader, Blue, 10000
SSJ3 = "P-003"  # Battle, Red, cost 3, 15000, combo 5000
VADOS = "P-002"  # Battle, Red, cost 4, 20000, combo 10000
TRUNKS = "P-004"  # Battle, Blue, cost 2, 10000, combo 5000
ONE_HIT = "P-001"  # Battle, Blue, cost 6, 25000, combo 10000
BALL = "P-084"  # Extra, Black, cost 1, [Dragon Ball]


def cards(**extra):
    """The real facts, with some cards changed (keyword cases) or added (made-up codes)."""
    return {**real_facts(), **extra}


def player(leader=VEGETA, *, life=8, hand=(), deck=20, energy=(), battle=(), drop=(), **more):
    return {
        "leader": leader,
        "life": life,
        "hand": list(hand),
        "deck": deck,
        "energy": list(energy),
        "battle": list(battle),
        "drop": list(drop),
        **more,
    }


def state(p0=None, p1=None, *, turns=(), first=0, turn=3):
    """A starting state whose turns[0] is game turn `turn` (player `first` plays the odd turns)."""
    players = [p0 or player(), p1 or player(GOKU)]
    return {"state": {"first": first, "turn": turn, "players": players}, "turns": list(turns)}


def turn(*actions, charge=None, draw=None, end=None, player=None):
    t = {"actions": list(actions)}
    for key, value in (("charge", charge), ("draw", draw), ("end", end), ("player", player)):
        if value is not None:
            t[key] = value
    return t


def attack(attacker="leader", target="leader", **more):
    return {"do": "attack", "attacker": attacker, "target": target, **more}


def play(card, *pay, **more):
    return {"do": "play", "card": card, "pay": list(pay), **more}


def judge(record, variant=None, facts=None):
    """adjudicate()'s verdict, checked to be plain data and the same as a Replay run."""
    facts = cards() if facts is None else facts
    verdict = adjudicate(record, variant, facts)
    assert Replay(record, parse_variant(variant), facts).run() == verdict
    return verdict


def violation(record, variant=None, facts=None):
    verdict = judge(record, variant, facts)
    assert verdict["legal"] is False, verdict
    return verdict["violation"]


def rule_of(record, variant=None, facts=None):
    return violation(record, variant, facts)["rule"]


def battles(verdict):
    return [b for t in verdict["turns"] for b in t["battles"]]
