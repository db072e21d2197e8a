"""Playing cards: the total energy cost, the colour requirement, rested energy, Extra Cards.
Manual 2-11-1-1 and 6-3-1-2-1; FAQ «Phase principale»."""

import pytest

from tests.games.rules.dbs.helpers import (
    BALL,
    GOKU,
    ONE_HIT,
    SSJ3,
    TRUNKS,
    VADOS,
    VEGETA,
    cards,
    judge,
    play,
    player,
    real_facts,
    state,
    turn,
    violation,
    with_keywords,
)

pytestmark = pytest.mark.smoke
RED3 = [VADOS, VADOS, VADOS]  # three Red cards in the Energy Area


def board(hand, energy, **more):
    return state(player(hand=hand, energy=energy, **more), turns=[turn(*more.pop("actions", ()))])


def one_turn(hand, energy, *actions, **more):
    return state(player(hand=hand, energy=energy, **more), turns=[turn(*actions)])


def test_a_battle_card_is_paid_with_as_many_energy_as_its_cost():
    """Manual 2-11-1-1: switch as many Energy cards as the total cost to Rest Mode."""
    verdict = judge(one_turn([SSJ3], RED3, play(SSJ3, *RED3)))
    mine = verdict["turns"][0]["state_after"][0]
    assert mine["battle"] == [{"id": SSJ3, "code": SSJ3, "rested": False, "power": 15000}]
    assert mine["energy"] == {"active": 0, "rested": 3}


@pytest.mark.parametrize("paid", [RED3[:2], [*RED3, TRUNKS]])
def test_fewer_or_more_energy_than_the_cost_is_refused(paid):
    found = violation(one_turn([SSJ3], [*RED3, TRUNKS], play(SSJ3, *paid)))
    assert (found["rule"], found["source"]) == ("cost", "rule manual 1.074 2-11-1-1, 2-11-1-1-1")
    assert found["message"] == f"P-003 costs 3 energy; {len(paid)} were rested"


def test_rested_energy_cannot_pay():
    """Manual 6-3-1-2-1-1: a card whose energy cannot be switched to Rest Mode cannot be played."""
    rec = one_turn([SSJ3, TRUNKS], RED3, play(TRUNKS, VADOS, VADOS), play(SSJ3, *RED3))
    found = violation(rec)
    assert (found["rule"], found["action"]) == ("cost", 2)
    assert found["message"] == "energy card P-002 of player 0 is already rested: rested energy cannot pay"


def test_energy_named_must_be_in_the_energy_area():
    found = violation(one_turn([SSJ3], RED3, play(SSJ3, VADOS, VADOS, ONE_HIT)))
    assert found["message"] == "player 0 has no active energy card P-001 to rest"


def test_a_card_not_in_hand_cannot_be_played_and_nothing_moves():
    rec = one_turn([TRUNKS], RED3, play(SSJ3, *RED3), deck=[TRUNKS] * 5)  # a deck known: the draws are Trunks
    verdict = judge(rec)
    assert verdict["violation"]["message"] == "player 0 has no P-003 in hand"
    assert verdict["turns"][0]["state_after"][0]["energy"] == {"active": 3, "rested": 0}


def test_the_colour_requirement_is_met_when_the_card_database_holds_it():
    """Manual 2-11-1-1: the energy rested must include that many cards of the specified colour."""
    facts = cards(**{SSJ3: {**real_facts()[SSJ3], "specified_cost": "2 Red"}})
    blue = [TRUNKS, TRUNKS, ONE_HIT]
    found = violation(one_turn([SSJ3], [VADOS, *blue], play(SSJ3, VADOS, TRUNKS, TRUNKS)), facts=facts)
    assert (found["rule"], found["message"]) == (
        "cost",
        "P-003 needs 2 Red among the energy it rests; P-002, P-004, P-004 do not meet it",
    )
    assert judge(one_turn([SSJ3], [VADOS, VADOS, TRUNKS], play(SSJ3, VADOS, VADOS, TRUNKS)), facts=facts)["legal"]


def test_a_card_of_two_colours_pays_for_either():
    facts = cards(
        **{
            SSJ3: {**real_facts()[SSJ3], "specified_cost": {"Red": 1, "Blue": 1}},
            "X-1": {**real_facts()[VADOS], "color": "Red/Blue"},
        }
    )
    rec = one_turn([SSJ3], ["X-1", VADOS, TRUNKS], play(SSJ3, "X-1", VADOS, TRUNKS))
    assert judge(rec, facts=facts)["legal"] is True
    rec = one_turn([SSJ3], ["X-1", VADOS, VADOS], play(SSJ3, "X-1", VADOS, VADOS))
    assert judge(rec, facts=facts)["legal"] is True  # X-1 pays the Blue
    rec = one_turn([SSJ3], [VADOS, VADOS, VADOS], play(SSJ3, *RED3))
    assert violation(rec, facts=facts)["rule"] == "cost"


def test_what_the_card_database_does_not_say_is_listed_as_unchecked():
    verdict = judge(one_turn([SSJ3], RED3, play(SSJ3, *RED3)))
    assert verdict["unchecked"] == {"specified_cost": [SSJ3], "combo_cost": [], "skill_cost": [], "keywords": []}


def test_as_many_battle_cards_as_wanted_in_a_turn():
    """FAQ «Phase principale» R2, R3: no limit on playing Battle Cards or on the Battle Area."""
    energy = [VADOS] * 6
    rec = one_turn([SSJ3, SSJ3], energy, play(SSJ3, *energy[:3]), play(SSJ3, *energy[3:]))
    battle = judge(rec)["turns"][0]["state_after"][0]["battle"]
    assert [unit["id"] for unit in battle] == [SSJ3, f"{SSJ3}#2"]  # a second copy without an id


def test_an_extra_card_goes_to_the_drop_area_once_activated():
    """FAQ «Phase principale» R5, R6 (manual 8-5-2-5-1)."""
    verdict = judge(one_turn([BALL, BALL], [VADOS, VADOS], play(BALL, VADOS), play(BALL, VADOS)))
    mine = verdict["turns"][0]["state_after"][0]
    assert (mine["drop"], mine["battle"], mine["hand"]) == (2, [], 1)  # 2 in hand, 1 drawn, 2 played


def test_a_field_extra_card_stays_in_the_battle_area_one_at_a_time():
    """Manual 10-3-1, 10-3-3 and 3-6-6: one Extra Card with [Field] in the Battle Area."""
    facts = cards(**{"F-1": with_keywords(BALL, "Field"), "F-2": with_keywords(BALL, "Field")})
    rec = one_turn(["F-1", "F-2"], [VADOS, VADOS], play("F-1", VADOS), play("F-2", VADOS))
    mine = judge(rec, facts=facts)["turns"][0]["state_after"][0]
    assert ([u["code"] for u in mine["battle"]], mine["drop"]) == (["F-2"], 1)


def test_a_leader_card_is_never_played():
    found = violation(one_turn([GOKU], [], play(GOKU)))
    assert (found["rule"], found["message"]) == ("area", "P-026 is a Leader Card: it stays in the Leader Area")


def test_the_leader_is_not_in_the_energy_colour_checks():
    assert judge(one_turn([SSJ3], RED3, play(SSJ3, *RED3), leader=VEGETA))["legal"] is True
