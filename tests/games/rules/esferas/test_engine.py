"""adjudicate() as a whole: the verdict's parts, the cards it is given, and the documented example."""

import copy
import json
import re

import pytest

from games.rules.esferas.cards import CardFactsError
from games.rules.esferas.engine import adjudicate, card_codes
from tests.conftest import ROOT
from tests.games.rules.esferas.helpers import CARDS, attack, judge, record, turn
from tests.support.bots.esferas import POOL, random_game

pytestmark = pytest.mark.smoke

DOC = ROOT / "docs" / "esferas-records.md"


def test_the_verdict_has_the_issues_keys():
    verdict = adjudicate(record(["ATK70", "DB1"], turns=[turn(0, attack("ATK70", "DB1"))]), None, CARDS)
    assert list(verdict) == ["legal", "violation", "turns", "energy", "winner", "reason", "variant"]
    assert list(verdict["turns"][0]) == [
        "turn",
        "player",
        "drawn",
        "energy_after",
        "attacks",
        "hand_after",
        "table_after",
    ]


def test_a_violation_names_turn_action_player_and_rule_from_one():
    rec = record(["ATK70", "DB1", "KAME"], turns=[turn(0, attack("ATK70", "DB1"), attack("KAME", "DB1"))])
    verdict = judge(rec)
    assert verdict["violation"] == {
        "turn": 1,
        "action": 2,
        "player": 0,
        "rule": "not-in-hand",
        "message": "player 0 does not hold DB1",
        "template": "player {player} does not hold {cards}",
        "params": {"player": 0, "cards": ["DB1"]},
        "where": {"turn": 1, "action": 2, "player": 0},
        "source": None,
    }
    assert (verdict["winner"], verdict["reason"]) == (None, "violation")
    assert verdict["turns"][0]["attacks"][0]["card"] == "ATK70"  # what happened before it stands
    assert verdict["energy"] == [500, 430]


def test_the_engine_does_not_change_the_record():
    rec, cards = random_game(3)
    before = copy.deepcopy(rec)
    adjudicate(rec, None, cards)
    assert rec == before


def test_cards_may_be_given_as_the_database_holds_them():
    rec, facts = random_game(4)
    as_stored = {code: {"type": POOL[code][0], "attrs": POOL[code][1], "name": POOL[code][2]} for code in facts}
    assert adjudicate(rec, None, as_stored) == adjudicate(rec, None, facts)


def test_a_card_whose_facts_are_unusable_is_an_error_naming_it():
    cards = {**CARDS, "KAME": {"type": "Attack", "attrs": {"attack": 50, "sphere": 3}, "name": "Kamehameha"}}
    with pytest.raises(CardFactsError, match=r"^card KAME: attrs\.defence is None, not a whole number$"):
        adjudicate(record(["KAME"]), None, cards)


def test_card_codes_covers_every_code_the_engine_reads():
    rec, cards = random_game(5)
    assert set(cards) <= card_codes(rec)
    verdict = adjudicate(rec, None, {code: cards[code] for code in card_codes(rec)})
    assert verdict["legal"] is True


def _json_blocks(text):
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", text, re.DOTALL)]


def demo_cards():
    """The demo set (games/demo.py), as the service hands its cards to the engine: the documented example's."""
    from games.rules.esferas.demo import cards as esferas_cards

    return {card["code"]: {"name": card["name"], "type": card["type"], **card["attrs"]} for card in esferas_cards()}


def test_the_documented_example_adjudicates_as_documented():
    example, documented, _ = _json_blocks(DOC.read_text())
    assert adjudicate(example, None, demo_cards()) == documented
    example["turns"][0]["actions"][3]["sphere"] = "ESF-005"
    verdict = adjudicate(example, None, demo_cards())
    assert verdict["violation"] == {
        "turn": 1,
        "action": 4,
        "player": 0,
        "rule": "sphere",
        "message": "ESF-005 is sphere 5: ESF-010 needs sphere 3",
        "template": "{paid} is sphere {paid_sphere}: {card} needs sphere {sphere}",
        "params": {"paid": "ESF-005", "paid_sphere": 5, "card": "ESF-010", "sphere": 3},
        "where": {"turn": 1, "action": 4, "player": 0},
        "source": None,
    }
    assert verdict["turns"][0]["attacks"] == []


def test_the_documented_instant_outside_the_attack_and_permanent_paid_by_a_character():
    example, documented, violation = _json_blocks(DOC.read_text())
    outside = copy.deepcopy(example)
    instant = outside["turns"][0]["actions"][3].pop("instants")[0]
    outside["turns"][0]["actions"].append({"do": "instant", "player": 1, **instant})
    assert adjudicate(outside, None, demo_cards()) == documented
    paid = example["turns"][0]["actions"][1]
    del paid["sphere"]
    paid["character"] = "ESF-060"
    assert adjudicate(example, None, demo_cards())["violation"] == violation


def test_the_documented_cards_are_the_demo_cards():
    rows = re.findall(r"^\| (ESF-\d+) \| ([\w ]+) \| ([\w ]+) \| `(\{.*\})` \|$", DOC.read_text(), re.MULTILINE)
    assert len(rows) == 10
    cards = demo_cards()
    for code, name, kind, attrs in rows:
        card = cards[code]
        assert (card["name"], card["type"]) == (name, kind)
        assert {key: card[key] for key in json.loads(attrs)} == json.loads(attrs)
