"""Attacks and battles: who may attack what, combos, the damage step, KOs and Life. Each case cites the FAQ
(«Combat», «Combo», «Étape des Dégâts», «Capacités») or the manual's rule 7 it reproduces."""

import pytest

from tests.games.rules.dbs.helpers import (
    GOKU,
    ONE_HIT,
    SSJ3,
    TRUNKS,
    VADOS,
    attack,
    battles,
    cards,
    judge,
    player,
    real_facts,
    rule_of,
    state,
    turn,
    violation,
)

pytestmark = pytest.mark.smoke


def fight(me=None, them=None, *actions, **state_more):
    return state(me or player(), them or player(GOKU), turns=[turn(*actions)], **state_more)


def after(verdict, p):
    return verdict["turns"][0]["state_after"][p]


def test_an_attack_on_the_leader_that_wins_moves_one_life_card_to_hand():
    """Manual 7-4-1-4-1-1 and 4-10-2-1: 1 damage, one Life card to the hand."""
    verdict = judge(fight(None, None, attack()))
    (battle,) = battles(verdict)
    assert {k: battle[k] for k in ("result", "damage", "attack_power", "defence_power")} == {
        "result": "win",
        "damage": 1,
        "attack_power": 10000,
        "defence_power": 10000,
    }
    assert (after(verdict, 1)["life"], after(verdict, 1)["hand"]) == (7, 1)
    assert after(verdict, 0)["leader"]["rested"] is True  # the attacker goes to Rest Mode (manual 7-1)


def test_ties_go_to_the_attacker():
    """FAQ «Étape des Dégâts» R1."""
    rec = fight(
        player(battle=[SSJ3]), player(GOKU, battle=[{"code": SSJ3, "id": "s", "rested": True}]), attack(SSJ3, "s")
    )
    (battle,) = battles(judge(rec))
    assert (battle["attack_power"], battle["defence_power"], battle["result"]) == (15000, 15000, "win")
    assert after(judge(rec), 1)["battle"] == [] and after(judge(rec), 1)["drop"] == 1  # KO'd (FAQ R4)


def test_a_losing_attacker_suffers_nothing():
    """FAQ «Étape des Dégâts» R2."""
    rec = fight(player(battle=[TRUNKS]), player(GOKU, battle=[{"code": VADOS, "rested": True}]), attack(TRUNKS, VADOS))
    verdict = judge(rec)
    assert battles(verdict)[0]["result"] == "lose"
    assert [u["code"] for u in after(verdict, 0)["battle"]] == [TRUNKS]
    assert [u["code"] for u in after(verdict, 1)["battle"]] == [VADOS]


def test_only_the_opponents_cards_are_attacked():
    """FAQ «Combat» R1: you attack only your opponent's cards."""
    found = violation(fight(player(battle=[{"code": SSJ3, "rested": True}]), None, attack("leader", "0:" + SSJ3)))
    assert (found["rule"], found["source"]) == ("attack", "FAQ «Combat» Q1; rule manual 1.074 7-1")


def test_an_active_battle_card_cannot_be_attacked_a_leader_in_any_mode_can():
    """FAQ «Combat» R2 (not a Battle Card in Active Mode), R3 (a Leader whatever its mode)."""
    assert rule_of(fight(None, player(GOKU, battle=[VADOS]), attack("leader", VADOS))) == "attack"
    assert judge(fight(None, player(GOKU, leader_rested=True), attack()))["legal"] is True
    assert judge(fight(None, player(GOKU), attack()))["legal"] is True


def test_the_attacker_must_be_active():
    """Manual 7-1: an Active Mode Leader or Battle Card switches to Rest Mode to attack."""
    rec = fight(player(battle=[{"code": SSJ3, "rested": False}]), None, attack(), attack())
    found = violation(rec)
    assert (found["rule"], found["action"], found["message"]) == (
        "attack",
        2,
        "leader is in Rest Mode: only an Active card attacks",
    )
    assert judge(fight(player(battle=[SSJ3]), None, attack(), attack(SSJ3)))["legal"] is True


def test_an_extra_card_does_not_attack():
    from tests.games.rules.dbs.helpers import BALL, with_keywords

    facts = cards(**{"F-1": with_keywords(BALL, "Field")})
    assert rule_of(fight(player(battle=["F-1"]), None, attack("F-1")), facts=facts) == "attack"


def test_combos_from_hand_and_battle_area_add_their_combo_power_and_go_to_the_drop_area():
    """FAQ «Combo» R1 (in your step), R3-R4 (as many as you like), R6 (to the Drop Area after the battle);
    manual 7-2-1-2-1/-2 and 7-4-1-2: combo power is added to the attack card's."""
    me = player(hand=[VADOS, TRUNKS], battle=[SSJ3])
    offence = [{"combo": VADOS, "from": "hand"}, {"combo": TRUNKS}, {"combo": SSJ3, "from": "battle"}]
    verdict = judge(fight(me, None, attack(offence=offence)))
    (battle,) = battles(verdict)
    assert battle["attack_power"] == 10000 + 10000 + 5000 + 5000
    assert [c["card"] for c in battle["attack_parts"]["combos"]] == [VADOS, TRUNKS, SSJ3]
    assert (after(verdict, 0)["hand"], after(verdict, 0)["battle"], after(verdict, 0)["drop"]) == (1, [], 3)


def test_the_defender_combos_in_the_defence_step():
    """FAQ «Combo» R1: when attacked, in your Defence Step (manual 7-3, 7-4-1-3)."""
    them = player(GOKU, hand=[ONE_HIT, "?"])
    verdict = judge(fight(None, them, attack(defence=[{"combo": ONE_HIT}])))
    (battle,) = battles(verdict)
    assert (battle["defence_power"], battle["result"], battle["damage"]) == (20000, "lose", 0)
    assert after(verdict, 1)["life"] == 8


def test_a_combo_from_the_battle_area_is_an_active_card_other_than_the_one_in_battle():
    """Manual 7-2-1-2-1: Active Mode Battle Cards other than the attack card."""
    rested = fight(player(battle=[SSJ3]), None, attack(SSJ3), attack(offence=[{"combo": SSJ3, "from": "battle"}]))
    assert rule_of(rested) == "combo"  # it rested to attack first
    me = player(battle=[SSJ3])
    assert rule_of(fight(me, None, attack(SSJ3, offence=[{"combo": SSJ3, "from": "battle"}]))) == "combo"


def test_only_a_battle_card_with_combo_power_combos():
    """Manual 3-7-3-1; FAQ «[Jeton]» R6: both a combo cost and combo power."""
    found = violation(fight(player(hand=["P-084"]), None, attack(offence=[{"combo": "P-084"}])))
    assert (found["rule"], found["source"]) == ("combo", "FAQ «[Jeton]» Q6; rule manual 1.074 3-7-3-1")


def test_a_known_combo_cost_is_paid_and_an_unknown_one_listed():
    """Manual 7-2-1-2-1-1: energy equal to the combo cost goes to Rest Mode."""
    facts = cards(**{VADOS: {**real_facts()[VADOS], "combo_cost": 1}})
    me = player(hand=[VADOS], energy=[TRUNKS])
    found = violation(fight(me, None, attack(offence=[{"combo": VADOS}])), facts=facts)
    assert found["message"] == "P-002's combo costs 1 energy; 0 were rested"
    verdict = judge(fight(me, None, attack(offence=[{"combo": VADOS, "pay": [TRUNKS]}])), facts=facts)
    assert after(verdict, 0)["energy"] == {"active": 0, "rested": 1}
    assert judge(fight(me, None, attack(offence=[{"combo": VADOS}])))["unchecked"]["combo_cost"] == [VADOS]


def test_life_cards_named_by_the_record_go_to_hand():
    """FAQ «Étape des Dégâts» R3: the player chooses which Life card."""
    them = player(GOKU, life=[TRUNKS, VADOS, SSJ3])
    verdict = judge(fight(None, them, attack(life=[SSJ3])))
    assert after(verdict, 1)["life"] == 2
    assert rule_of(fight(None, them, attack(life=[ONE_HIT]))) == "area"


def test_a_battle_card_at_0_power_or_less_goes_to_the_drop_area():
    """FAQ «Capacités» R21; manual 9-5-2."""
    cut = {"do": "effect", "effect": {"power": [{"card": "1:" + TRUNKS, "amount": -10000}]}}
    verdict = judge(fight(None, player(GOKU, battle=[TRUNKS]), cut))
    assert (after(verdict, 1)["battle"], after(verdict, 1)["drop"]) == ([], 1)


def test_a_leader_at_negative_power_is_not_ko_d():
    """FAQ «Capacités» R22: its power may go negative (-5000); the Leader is not KO'd."""
    cut = {"do": "effect", "effect": {"power": [{"card": "1:leader", "amount": -15000, "until": "game"}]}}
    verdict = judge(fight(None, None, cut, attack()))
    assert after(verdict, 1)["leader"]["power"] == -5000
    assert battles(verdict)[0]["defence_parts"] == {"base": 10000, "effects": [-15000], "combos": [], "total": -5000}


def test_power_given_for_the_battle_ends_with_it():
    """Manual 7-4-1-9: effects that last during the battle end."""
    boost = {"power": [{"card": "leader", "amount": 5000, "until": "battle"}]}
    verdict = judge(fight(None, None, attack(effect=boost)))
    assert battles(verdict)[0]["attack_parts"]["effects"] == [5000]
    assert after(verdict, 0)["leader"]["power"] == 10000


def test_a_card_not_in_play_is_named_with_its_area():
    found = violation(fight(None, None, attack(SSJ3)))
    assert (found["rule"], found["message"]) == ("area", "P-003 is not in play in player 0's Battle Area")
