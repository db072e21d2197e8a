"""card_facts: what the engine reads from the facts the service builds ({"name", "type", "text", **attrs})."""

import pytest

from games.rules.dbs.cards import CardFactsError, card_facts, keywords_of
from tests.games.rules.dbs.helpers import real_facts

pytestmark = pytest.mark.smoke


def test_a_real_battle_card_reads_its_type_colour_cost_power_and_combo():
    card = card_facts("P-002", real_facts()["P-002"])  # Proud Spark Vados
    assert (card.type, card.colours, card.cost, card.power, card.combo_power) == ("battle", {"Red"}, 4, 20000, 10000)
    assert (card.combo_cost, card.specified, card.specified_known) == (None, (), False)  # not in the card file


def test_a_real_leader_and_extra_card():
    leader = card_facts("P-025", real_facts()["P-025"])
    assert (leader.type, leader.power, leader.cost) == ("leader", 10000, None)
    ball = card_facts("P-084", real_facts()["P-084"])
    assert (ball.type, ball.cost, ball.power, ball.keywords) == ("extra", 1, None, {"dragon ball"})


def test_every_real_card_reads():
    for code, facts in real_facts().items():
        card = card_facts(code, facts)
        assert card.type in ("leader", "battle", "extra")
        assert card.type == "leader" or card.cost is not None


def test_keywords_come_from_the_column_and_from_the_text():
    facts = {
        "type": "Battle",
        "keywords": ["Blocker", "Counter : Attack"],
        "text": "[Double Strike] [Critical]\n[Auto] When this card attacks, it gains [Triple Strike].",
    }
    assert keywords_of(facts)[0] == {"blocker", "counter: attack", "double strike", "critical"}


def test_the_colour_requirement_and_the_combo_cost_read_when_present():
    card = card_facts(
        "X",
        {
            "type": "Battle",
            "color": "Red/Blue",
            "cost": 3,
            "specified_cost": "1 Red 1 Blue",
            "combo_cost": 1,
            "power": 10000,
            "combo": 5000,
        },
    )
    assert (card.colours, card.specified, card.combo_cost) == ({"Red", "Blue"}, (("Blue", 1), ("Red", 1)), 1)
    assert card_facts("Y", {"type": "Battle", "specified_cost": {"Green": 2}}).specified == (("Green", 2),)


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        ("Battle", "card K: its facts must be an object"),
        ({"type": "Token"}, "card K: type Token is not a DBS card type (Leader, Battle or Extra)"),
        ({"type": "Battle", "power": "lots"}, "card K: power is lots, not a whole number"),
        (
            {"type": "Battle", "specified_cost": "2 Purple"},
            "card K: specified_cost 2 Purple is not a colour requirement such as 1 Red",
        ),
    ],
)
def test_unusable_facts_name_the_card_and_the_fact(facts, message):
    with pytest.raises(CardFactsError) as caught:
        card_facts("K", facts)
    assert str(caught.value) == message


def test_a_card_file_with_cost_colours_combo_cost_and_skill_keywords_feeds_the_engine():
    """The CSV columns specified_cost, combo_cost, back_power and keywords become the facts the engine reads."""
    from games.importers.csv_cards import read_csv

    csv = (
        b"code,name,type,color,energy_cost,specified_cost,power,combo_power,combo_cost,keywords,back_power\n"
        b"X-1,Guard,BATTLE,Red,3,2 Red,15000,10000,1,Blocker;Double Strike,\n"
        b"X-2,Boss,LEADER,Red,,,10000,,,Awaken,15000\n"
    )
    records = read_csv("dbs", csv).records
    facts = {r.code: {"name": r.name, "type": r.type, "text": r.text, **r.attrs} for r in records}
    guard, boss = card_facts("X-1", facts["X-1"]), card_facts("X-2", facts["X-2"])
    assert (guard.specified, guard.combo_cost, guard.keywords) == ((("Red", 2),), 1, {"blocker", "double strike"})
    assert (boss.back_power, boss.keywords) == (15000, {"awaken"})
