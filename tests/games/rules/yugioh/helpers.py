"""Builders of Yu-Gi-Oh! records for the engine's tests, and the real cards' facts read from the Goat cdb.

The facts are what the service hands the engine: each card's name and the `kind` and `types` of
Card.attrs, decoded here from the cdb's `type` bits with plain sqlite3 (no Django);
test_card_facts.py checks this decoding against the importer's.
"""

import sqlite3
from functools import cache

from games.rules.yugioh.engine import adjudicate
from tests.conftest import DATA

CDB = DATA / "yugioh" / "goat-cards.en.cdb"
# The type bits the engine's facts come from (ygopro constant.lua TYPE_*), in the importer's order.
TYPE_BITS = (
    (0x1, "monster"),
    (0x2, "spell"),
    (0x4, "trap"),
    (0x10, "normal"),
    (0x20, "effect"),
    (0x40, "fusion"),
    (0x80, "ritual"),
    (0x10000, "quick-play"),
    (0x20000, "continuous"),
    (0x40000, "equip"),
    (0x80000, "field"),
    (0x100000, "counter"),
    (0x200000, "flip"),
)

# Real Goat-era cards, by passcode.
POT = "55144522"  # Pot of Greed, Normal Spell
MST = "5318639"  # Mystical Space Typhoon, Quick-Play Spell
BOOK = "14087893"  # Book of Moon, Quick-Play Spell
SOLEMN = "41420027"  # Solemn Judgment, Counter Trap
JAMMER = "77414722"  # Magic Jammer, Counter Trap
MIRROR = "44095762"  # Mirror Force, Normal Trap
SAKURETSU = "56120475"  # Sakuretsu Armor, Normal Trap
CALL = "97077563"  # Call of the Haunted, Continuous Trap
PREMATURE = "70828912"  # Premature Burial, Equip Spell
PLASMA = "18161786"  # Mystic Plasma Zone, Field Spell
YAMI = "59197169"  # Yami, Field Spell
BLACK_LUSTER_RITUAL = "55761792"  # Ritual Spell
MESSENGER = "44656491"  # Messenger of Peace, Continuous Spell
SANGAN = "26202165"  # Trigger effect (sent to the Graveyard)
WITCH = "78010363"  # Witch of the Black Forest, Trigger effect
BREAKER = "71413901"  # Breaker the Magical Warrior, Ignition effect
MAN_EATER = "54652250"  # Man-Eater Bug, Flip effect
KURIBOH = "40640057"  # Quick effect from the hand
JINZO = "77585513"  # Continuous effect
VORSE = "14898066"  # Vorse Raider, Normal Monster
BLUE_EYES = "89631139"


@cache
def real_cards():
    """{passcode: facts} for every card of the Goat cdb."""
    db = sqlite3.connect(f"{CDB.as_uri()}?mode=ro", uri=True)
    try:
        rows = db.execute('SELECT d.id, d.type, t.name, t."desc" FROM datas d JOIN texts t ON t.id = d.id').fetchall()
    finally:
        db.close()
    return {str(code): facts(bits, name, text) for code, bits, name, text in rows}


def facts(bits, name, text=""):
    """A card's facts as the service hands them: its name, text, and the kind and types of Card.attrs."""
    types = [word for bit, word in TYPE_BITS if bits & bit]
    kind = next(word for word in ("monster", "spell", "trap") if word in types)
    return {"name": name.strip(), "kind": kind, "types": types, "text": text}


def judge(record, variant=None):
    return adjudicate(record, variant, real_cards())


def broken(record, variant=None):
    """The violation of an illegal record."""
    verdict = judge(record, variant)
    assert verdict["legal"] is False, verdict
    return verdict["violation"]


def legal(record, variant=None):
    verdict = judge(record, variant)
    assert verdict["violation"] is None, verdict["violation"]
    assert verdict["legal"] is True
    return verdict


def make(cards, *turns, first=0, decks=None):
    """A record: `cards` as {id: (code, owner, zone[, position])}, then each turn's events (the players
    alternate from `first`)."""
    record = {
        "first": first,
        "cards": {cid: card(*spec) for cid, spec in cards.items()},
        "turns": [{"player": (first + i) % 2, "events": list(events)} for i, events in enumerate(turns)],
    }
    if decks is not None:
        record["decks"] = list(decks)
    return record


def card(code, owner, zone="hand", position=None):
    spec = {"code": code, "owner": owner, "zone": zone}
    if position:
        spec["position"] = position
    return spec


def phase(name):
    return {"phase": name}


def draw(player, cid=None):
    event = {"player": player, "do": "draw"}
    if cid:
        event["card"] = cid
    return event


def pass_(player):
    return {"player": player, "do": "pass"}


def passes(player):
    """Both players pass in succession, `player` first."""
    return [pass_(player), pass_(1 - player)]


def act(player, cid, effect=None, targets=None, when=None, once_per_turn=False, **outcome):
    event = {"player": player, "do": "activate", "card": cid}
    if effect:
        event["effect"] = effect
    if targets:
        event["targets"] = list(targets)
    if when:
        event["when"] = when
    if once_per_turn:
        event["once_per_turn"] = True
    if outcome:
        event["outcome"] = outcome
    return event


def do(action, player, cid, **more):
    return {"player": player, "do": action, "card": cid, **more}


def attack(player, cid, target=None):
    return {"player": player, "do": "attack", "card": cid, "target": target}


def leave(player, cid, to="graveyard"):
    return {"player": player, "do": "leave", "card": cid, "to": to}


def opening(tp, *, drew=True):
    """Draw Phase (with its draw), Standby Phase, into Main Phase 1, both players passing in each phase."""
    return [phase("draw"), *([draw(tp)] if drew else []), *passes(tp), phase("standby"), *passes(tp), phase("main1")]


def closing(tp):
    """From an open Main Phase to the end of the turn."""
    return [*passes(tp), phase("end"), *passes(tp)]


def whole_turn(tp, *main, drew=True):
    return [*opening(tp, drew=drew), *main, *closing(tp)]


def located(violation):
    return violation["turn"], violation["event"], violation["rule"]


def event_number(turn_events, event):
    """The 1-based number of `event` (by identity) among a turn's events."""
    return next(i for i, e in enumerate(turn_events, 1) if e is event)


TORRENTIAL = "53582587"  # Torrential Tribute, Normal Trap
DISAPPEAR = "24623598"  # Disappear, Normal Trap: banishes a card from the opponent's Graveyard
MONSTER_REBORN = "83764718"  # Normal Spell
RAIGEKI = "12580477"  # Normal Spell
EXILED = "74131780"  # Exiled Force, Ignition effect (Tributes itself)
