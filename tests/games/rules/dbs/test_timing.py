"""When things may be done, as the record's order makes it: the FAQ's timing questions reproduced by what a
record can and cannot say (a counter window holds one counter; steps hold combos, battle skills, [Awaken]),
and skills only of cards in play."""

import pytest

from games.rules.dbs.record import check_shape
from tests.games.rules.dbs.helpers import (
    GOKU,
    SSJ3,
    VADOS,
    attack,
    judge,
    player,
    rule_of,
    state,
    turn,
    violation,
)
from tests.games.rules.dbs.test_keywords import FACTS

pytestmark = pytest.mark.smoke


def test_one_counter_a_counter_window():
    """FAQ «[Contre]» R4: one counter per counter window: the record holds one, answered at most by another."""
    two = state(turns=[turn(attack(counter=[{"card": "COUNTER-ATK"}, {"card": "COUNTER-ATK"}]))])
    assert [e.path for e in check_shape(two)] == ["turns[0].actions[0].counter"]


def test_no_card_is_played_during_a_battle():
    """FAQ «Étape d'Attaque et étape de Défense» R1 and R2: no Battle Card played, only [Activate: Battle]
    skills (and [Awaken], R3) in those steps: a step names a combo, a skill or [Awaken], nothing else."""
    played = state(turns=[turn(attack(offence=[{"play": SSJ3}]))])
    errors = check_shape(played)
    assert errors and all(e.path.startswith("turns[0].actions[0].offence[0]") for e in errors)


def test_the_blocker_and_the_counter_come_before_any_combo():
    """FAQ «Combo» R7, R8: [Counter: Attack] and [Blocker] only when the attack is declared, never after a
    combo: the record gives them with the attack, and the engine plays them before the Offence Step."""
    them = player(GOKU, battle=["BIGBLOCK"])
    rec = state(player(hand=[VADOS]), them, turns=[turn(attack(offence=[{"combo": VADOS}], blocker="BIGBLOCK"))])
    verdict = judge(rec, facts=FACTS)
    battle = verdict["turns"][0]["battles"][0]
    assert (battle["blocker"]["card"], battle["attack_power"], battle["defence_power"]) == ("BIGBLOCK", 20000, 25000)


def test_only_cards_in_play_use_their_skills():
    """FAQ «Capacités» R1: only the skills of cards in the Battle Area (and the Leader) are activated."""
    rec = state(player(hand=[SSJ3], deck=[VADOS] * 4), turns=[turn({"do": "skill", "card": SSJ3, "effect": {}})])
    found = violation(rec)
    assert (found["rule"], found["source"]) == ("skill", "FAQ «Capacités» Q1; rule manual 1.074 2-12-2")
    opponent = state(turns=[turn({"do": "skill", "card": "1:leader", "effect": {}})])
    assert rule_of(opponent) == "skill"
    assert judge(state(turns=[turn({"do": "skill", "card": "leader", "rest": True, "effect": {"draw": [1, 0]}})]))[
        "legal"
    ]


def test_resting_a_rested_card_cannot_pay_a_skill():
    """Manual 8-4-2-2: a cost not paid in full is not paid at all."""
    rest = {"do": "skill", "card": "leader", "rest": True, "effect": {}}
    assert rule_of(state(turns=[turn(rest, rest)])) == "cost"
