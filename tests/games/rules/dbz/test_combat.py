"""Step 4, combat: attacks back and forth until two passes in a row, physical attacks on the Physical Attack
Table, energy attacks, final physical attacks and card powers (seeds/dbz-ccg-rules.th.txt, "การต่อสู้")."""

import pytest

from tests.games.rules.dbz.helpers import (
    FILLER,
    GOKU,
    PASS,
    VEGETA,
    combat,
    discard,
    draw,
    judge,
    player,
    power_up,
    record,
    rejuvenate,
    rule_of,
    turn,
    violation,
)

pytestmark = pytest.mark.smoke
ENERGY = "SAIYAN-074"  # Black Jump Turn Kick, Energy Combat
PUNCH = "SAIYAN-006"  # Red Lunge Punch, Physical Combat
KNEE = "SAIYAN-054"  # Red Knee Strike: "Stops a physical attack."
SIDE_KICK = "SAIYAN-056"  # Red Side Kick: "Stops an energy attack."
MOTHER = "SAIYAN-090"  # Mother's Touch, Combat: "Stops a physical or energy attack."
POWER_UP_CARD = "SAIYAN-022"  # Power Up!, Non-Combat


def fight(*attacks, hand=(PUNCH, ENERGY, FILLER), defender=(KNEE, SIDE_KICK, FILLER), players=None):
    """Goku's first turn up to a combat of `attacks` (the record stops after it)."""
    return record([turn(0, draw(*hand), power_up(), combat(*attacks, defender_draw=defender))], players=players)


def attacks_of(rec, variant=None):
    verdict = judge(rec, variant)
    assert verdict["legal"], verdict["violation"]
    return verdict["turns"][-1]["attacks"], verdict["turns"][-1]["state_after"]


# "ในระหว่างการต่อสู้นี้คุณและฮีโร่ของฝ่ายตรงข้าม ... โจมตีซึ่งกันและกันไปมาจนกว่าคุณจะผ่านทั้งสอง"


def test_attacker_and_defender_alternate_until_two_passes_in_a_row():
    (first, second), _ = attacks_of(fight({"card": PUNCH}, {"card": KNEE, "kind": "physical"}, PASS, PASS))
    assert (first["player"], second["player"]) == (0, 1)
    assert rule_of(fight(PASS, PASS, {"card": PUNCH})) == "combat-order"
    found = violation(fight({"player": 1, "card": KNEE, "kind": "physical"}))
    assert (found["rule"], found["action"]) == ("combat-order", 1)


def test_one_pass_does_not_end_the_combat():
    (attack,), _ = attacks_of(fight(PASS, {"card": KNEE, "kind": "physical"}, PASS, PASS))
    assert attack["player"] == 1  # the defender fights back after the attacker passed


def test_a_combat_left_open_before_the_next_step_is_a_violation():
    rec = fight({"card": PUNCH}, PASS)
    rec["turns"][0]["steps"].append(discard(FILLER))
    found = violation(rec)
    assert (found["rule"], found["step"]) == ("combat-order", "combat")


def test_a_card_ending_the_combat_ends_it():
    rec = fight({"card": PUNCH, "hit_effect": {"ends_combat": True}})
    rec["turns"][0]["steps"] += [discard(ENERGY), rejuvenate(False)]
    rec["turns"][0]["steps"][2]["defender_draw"] = [FILLER, FILLER, FILLER]
    rec["turns"][0]["steps"][3]["defender"] = [FILLER, FILLER]
    assert judge(rec)["legal"]


def test_the_defender_draws_three_when_a_combat_starts():
    assert rule_of(fight(PASS, PASS, defender=[FILLER])) == "draw"
    no_draw = fight(PASS, PASS, defender=[])
    assert judge(no_draw, {"defender_draws": False})["legal"]
    assert rule_of(fight(PASS, PASS), {"defender_draws": False}) == "draw"


# Physical attacks: "ข้ามเปรียบเทียบจำนวนในขั้นตอนการใช้พลังงานของผู้โจมตีที่มีจำนวนในขั้นตอนการพิทักษ์อำนาจของ".


def test_a_physical_attack_reads_the_table():
    (attack,), states = attacks_of(fight({"card": PUNCH}))
    # Goku 1,000 (band 3 from 1,000) on Vegeta 2,800 (band 3): 1 + 3 - 3 = 1 stage
    assert (attack["attacker_power"], attack["defender_power"]) == (1000, 2800)
    assert (attack["pat"]["attacker_band"], attack["pat"]["defender_band"], attack["pat"]["stages"]) == (3, 3, 1)
    assert (attack["stages_lost"], attack["life_lost"]) == (1, 0)
    assert states[1]["power_stage"] == 4


def test_a_weaker_attacker_can_do_no_stages():
    rec = fight({"card": PUNCH}, players=[player(["KRILLIN-1", "KRILLIN-2"]), player(VEGETA)])
    (attack,), _ = attacks_of(rec)
    # Krillin 800 (band 2 from 600) on Vegeta 2,800 (band 3 from 1,000): 1 + 2 - 3 = 0
    assert (attack["pat"]["attacker_band_from"], attack["pat"]["stages"], attack["stages_lost"]) == (600, 0, 0)


def test_card_text_adds_stages_fixes_them_multiplies_them_or_does_life_cards():
    plus = attacks_of(fight({"card": PUNCH, "damage": {"plus": 3}}))[0][0]
    assert plus["stages_lost"] == 4
    fixed = attacks_of(fight({"card": PUNCH, "damage": {"stages": 5}}))[0][0]
    assert fixed["stages_lost"] == 5
    double = attacks_of(fight({"card": PUNCH, "damage": {"times": 2}}))[0][0]
    assert double["stages_lost"] == 2
    (life,), states = attacks_of(fight({"card": PUNCH, "damage": {"life": 2}}))
    assert (life["stages_lost"], life["life_lost"], states[1]["power_stage"]) == (0, 2, 5)


def test_a_defence_may_prevent_life_cards_instead_of_stopping():
    attack = attacks_of(fight({"card": PUNCH, "damage": {"life": 5}, "defence": {"card": KNEE, "prevents": 3}}))[0][0]
    assert (attack["stopped"], attack["life_lost"]) == (False, 2)


# Energy attacks: "การโจมตีที่ประสบความสำเร็จพลังงานบังคับกองหลังที่จะทิ้งชั้น 4 บัตรชีวิต", "ช่วยลดขั้นตอนการใช้พลังงาน
# ของบุคลิกภาพของการโจมตีที่ 2", "เขาจะต้องมีอย่างน้อย 2 ขั้นตอนข้างต้น 0".


def test_an_energy_attack_costs_two_stages_and_takes_four_life_cards():
    (attack,), states = attacks_of(fight({"card": ENERGY}))
    assert (attack["kind"], attack["cost"], attack["life_lost"], attack["stages_lost"], attack["pat"]) == (
        "energy",
        2,
        4,
        0,
        None,
    )
    assert states[0]["power_stage"] == 6 - 2
    assert states[1]["life"] == 60 - 3 - 4


def test_a_stopped_energy_attack_still_costs_its_stages():
    (attack,), states = attacks_of(fight({"card": ENERGY, "defence": {"card": SIDE_KICK, "stops": True}}))
    assert (attack["stopped"], attack["life_lost"], states[0]["power_stage"], states[1]["life"]) == (True, 0, 4, 57)


def test_an_mp_below_two_stages_cannot_make_an_energy_attack():
    drained = {"power": True, "kind": "physical", "effect": {"power": [-5, 0]}}  # Goku from 6 stages to 1
    found = violation(fight(drained, PASS, {"card": ENERGY}))
    assert (found["rule"], found["action"], found["params"]["stage"]) == ("energy-cost", 3, 1)
    two = {"power": True, "kind": "physical", "effect": {"power": [-4, 0]}}
    attacks, states = attacks_of(fight(two, PASS, {"card": ENERGY}))
    assert (attacks[1]["life_lost"], states[0]["power_stage"]) == (4, 0)


def test_a_declared_cost_is_the_cards_and_must_be_payable():
    (attack,), states = attacks_of(fight({"card": ENERGY, "cost": 0}))  # "Costs 0 power stages to perform."
    assert (attack["cost"], states[0]["power_stage"]) == (0, 6)
    assert rule_of(fight({"card": PUNCH, "cost": 7})) == "energy-cost"  # "Costs N power stages": 6 is not enough


def test_combat_cards_make_their_kind_of_attack():
    assert rule_of(fight({"card": PUNCH, "kind": "energy"})) == "card-kind"
    assert rule_of(fight({"card": POWER_UP_CARD}, hand=(POWER_UP_CARD, FILLER, FILLER))) == "card-kind"
    assert rule_of(fight({"card": MOTHER}, hand=(MOTHER, FILLER, FILLER))) == "card-kind"  # "Combat": say which
    assert attacks_of(fight({"card": MOTHER, "kind": "energy"}, hand=(MOTHER, FILLER, FILLER)))[0][0]["life_lost"] == 4


# Final physical attack: "คุณสามารถทำให้เพียงหนึ่งโจมตีทางกายภาพรอบชิงชนะเลิศต่อขั้นตอนที่ 4) การต่อสู้และหลังจากนั้น
# จะต้องผ่านขั้นตอนในทุกที่เหลืออยู่ของการต่อสู้ที่".


# Vegeta's card power cannot attack ("Once per combat, reduces the damage of an energy attack"): no_power.
FINAL = {"final": POWER_UP_CARD, "no_power": True}
NON_COMBAT = (POWER_UP_CARD,) * 3


def test_a_final_physical_attack_discards_a_card_and_reads_the_table():
    (attack,), states = attacks_of(fight(PASS, FINAL, defender=NON_COMBAT))
    assert (attack["kind"], attack["source"], attack["stages_lost"]) == ("physical", {"final": POWER_UP_CARD}, 1)
    assert (states[1]["hand"], states[1]["discard"]) == (2, 1)


def test_after_a_final_physical_attack_the_player_only_passes():
    final = {**FINAL, "unusable": [KNEE]}  # Red Knee Strike: "Stops a physical attack."
    held = (POWER_UP_CARD, POWER_UP_CARD, KNEE)
    found = violation(fight(PASS, final, {"card": PUNCH}, {"card": KNEE, "kind": "physical"}, defender=held))
    assert (found["rule"], found["action"]) == ("final-attack", 4)
    assert judge(fight(PASS, final, {"card": PUNCH}, PASS, PASS, defender=held))["legal"]
    assert rule_of(fight(PASS, {**FINAL, "kind": "energy"}, defender=NON_COMBAT)) == "final-attack"


# Card powers: "อาจใช้อำนาจการ์ดออกจากใบหน้าของเขาบัตรบุคลิกภาพหลักเพียงครั้งเดียวในระหว่างขั้นตอนที่ 4) การต่อสู้ ...
# อำนาจบัตรใหม่สามารถใช้งานได้หากอำนาจบัตรจากระดับก่อนหน้านี้ที่ใช้อยู่แล้วในการต่อสู้ว่า".


def test_an_mp_card_power_is_used_once_per_combat():
    once = {"power": True, "kind": "energy", "damage": {"life": 3}, "cost": 1}  # Goku level 1's power
    (attack,), _ = attacks_of(fight(once))
    assert (attack["source"], attack["life_lost"], attack["cost"]) == ({"power": "mp"}, 3, 1)
    found = violation(fight(once, PASS, once))
    assert (found["rule"], found["action"]) == ("card-power-once", 3)


def test_a_new_level_gives_a_new_card_power_in_the_same_combat():
    angry = {"power": True, "kind": "physical", "effect": {"anger": [5, 0]}}
    again = {"power": True, "kind": "physical"}
    attacks, states = attacks_of(fight(angry, PASS, again))
    assert states[0]["level"] == 2
    assert attacks[1]["attacker_power"] == 7700 - 0  # at the new card's top stage


def test_the_defenders_power_is_once_per_combat_too():
    defend = {"power": True, "stops": True}
    found = violation(fight({"card": PUNCH, "defence": defend}, PASS, {"card": ENERGY, "defence": defend}))
    assert (found["rule"], found["player"]) == ("card-power-once", 1)


def test_attacking_makes_the_next_steps_follow_the_attack():
    rec = record(
        [
            turn(
                0,
                draw(PUNCH, FILLER, FILLER),
                power_up(),
                combat({"card": PUNCH}, PASS, PASS),
                discard(FILLER, defender=[FILLER, FILLER]),
                rejuvenate(False),
            )
        ],
        players=[player(GOKU), player(VEGETA)],
    )
    verdict = judge(rec)
    assert verdict["legal"]
    goku, vegeta = verdict["turns"][0]["state_after"]
    assert (goku["hand"], goku["discard"], vegeta["hand"], vegeta["discard"]) == (1, 2, 1, 2)


def test_a_defender_at_0_stages_loses_every_stage_as_a_life_card():
    drained = {"card": PUNCH, "damage": {"stages": 5}}  # Vegeta from 5 stages to 0
    again = {"card": FILLER}
    attacks, states = attacks_of(fight(drained, PASS, again))
    # Goku 1,000 (band 3) on Vegeta at 0 (band 0): 1 + 3 - 0 = 4 stages, every one a Life card
    assert (attacks[1]["stages_lost"], attacks[1]["life_lost"], states[1]["power_stage"]) == (4, 4, 0)


def test_an_energy_defence_may_prevent_life_cards():
    # Goku's Energy Defense: "Prevents 3 life card of damage from an energy attack."
    (attack,), _ = attacks_of(fight({"card": ENERGY, "defence": {"card": SIDE_KICK, "prevents": 3}}))
    assert (attack["stopped"], attack["life_lost"]) == (False, 1)


def test_an_ally_defends_only_while_its_mp_is_at_0_or_1_stage():
    players = [player(GOKU), {**player(VEGETA), "start": {"allies": [{"card": "NAPPA-1", "id": "N"}]}}]
    found = violation(fight({"card": PUNCH, "defence": {"by": "N", "card": KNEE, "stops": True}}, players=players))
    assert (found["rule"], found["player"]) == ("ally", 1)


def test_card_effects_move_life_cards_only_as_far_as_the_piles_allow():
    assert rule_of(fight({"card": PUNCH, "effect": {"life": [1, 0]}})) == "rejuvenate"  # an empty discard pile
    _, states = attacks_of(fight({"card": PUNCH, "effect": {"life": [0, -2]}}))
    assert (states[1]["life"], states[1]["discard"]) == (60 - 3 - 2, 2)
    short = [player(GOKU), player(VEGETA, life=4)]
    found = violation(fight({"card": PUNCH, "effect": {"draw": [[], [FILLER, FILLER]]}}, players=short))
    assert (found["rule"], found["player"]) == ("draw", 1)


def test_lowering_the_opponents_anger_never_goes_below_0():
    lower = {"card": "SAIYAN-053", "stops": True, "effect": {"anger": [-1, 0]}}  # Orange Holding After Takedown
    (attack,), states = attacks_of(fight({"card": PUNCH, "effect": {"anger": [1, 0]}, "defence": lower},
                                         defender=("SAIYAN-053", FILLER, FILLER)))  # fmt: skip
    assert (attack["stopped"], states[0]["anger"]) == (True, 0)
