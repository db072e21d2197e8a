"""Issue 31, the DBZ findings: each a small case from the seed's sentence (seeds/dbz-ccg-rules.th.txt), with
the rule's id and the sentence the verdict cites as its source."""

import pytest

from tests.games.rules.dbz.helpers import (
    FILLER,
    GOKU,
    PASS,
    RADITZ,
    VEGETA,
    combat,
    discard,
    draw,
    judge,
    player,
    plays,
    power_up,
    record,
    rejuvenate,
    turn,
    violation,
)
from tests.games.rules.dbz.test_combat import ENERGY, KNEE, POWER_UP_CARD, PUNCH, fight

pytestmark = pytest.mark.smoke
DRAIN = {"power": True, "kind": "physical", "effect": {"power": [-5, 0]}}  # Goku from 6 stages to 1
KRILLIN = {"card": "KRILLIN-1", "id": "K"}
EARTH_DB_1 = "SAIYAN-015"  # Earth Dragon Ball 1
EARTH_DB_2 = "SAIYAN-016"  # "Set all opponent's personalities to 2 power stages above 0."


def ally_combat(*attacks, hand=("KRILLIN-1", PUNCH, FILLER)):
    """Goku plays Krillin (id K), then a combat: Goku's card power drains him to 1 stage above 0 first."""
    return record([turn(0, draw(*hand), plays(KRILLIN), power_up(), combat(DRAIN, *attacks))])


# "เมื่อนี้เกิดขึ้นพันธมิตร "จะใช้เวลามากกว่า" การต่อสู้ ... บุคลิกภาพหลักดำเนินการต่อการควบคุมทันทีหลังจากขั้นตอนนี้ 4) การต่อสู้
# สิ้นสุดลง"


def test_an_ally_that_takes_over_a_combat_keeps_it_the_mp_does_not_attack_again():
    found = violation(ally_combat(PASS, {"by": "K", "card": PUNCH}, PASS, {"card": FILLER}))
    assert (found["rule"], found["action"], found["player"]) == ("ally", 5, 0)
    assert found["message"] == (
        "ally K took over this combat for player 0: mp does not fight in it; the Main Personality resumes "
        "control when the combat ends"
    )
    assert "จะใช้เวลามากกว่า" in found["source"] and found["source"].startswith("DBZ rules (dbz-ccg-rules.th.txt)")


def test_the_ally_keeps_the_combat_even_when_its_mp_rises_above_1_stage():
    raises = {"by": "K", "card": PUNCH, "effect": {"power": [4, 0]}}  # Goku back to 5 stages
    verdict = judge(ally_combat(PASS, raises, PASS, {"by": "K", "card": FILLER}))
    assert verdict["legal"] is True, verdict["violation"]
    assert [attack["by"] for attack in verdict["turns"][0]["attacks"]] == ["mp", "K", "K"]


def test_an_ally_that_defends_takes_the_combat_over_too():
    defended = {"card": FILLER, "defence": {"by": "K", "card": KNEE, "stops": True}}
    found = violation(ally_combat(defended, {"card": PUNCH}, hand=("KRILLIN-1", KNEE, PUNCH)))
    assert (found["rule"], found["action"]) == ("ally", 3)


def test_the_opponents_attacks_hit_the_ally_that_took_the_combat_over():
    """The ally is the one fighting: the table reads its power and its stages go first."""
    verdict = judge(ally_combat(PASS, {"by": "K", "card": PUNCH}, {"card": FILLER}))
    attack = verdict["turns"][0]["attacks"][-1]
    # Vegeta 2,800 (band 3) on Krillin at 4 stages, 500 (band 1): 1 + 3 - 1 = 3 stages, all Krillin's
    assert (attack["defender_power"], attack["stages_lost"], attack["life_lost"]) == (500, 3, 0)
    assert attack["absorbed_by"] == "K"
    assert verdict["turns"][0]["state_after"][0]["allies"][0]["power_stage"] == 1


def test_the_mp_fights_again_in_the_next_combat():
    rec = ally_combat(PASS, {"by": "K", "card": PUNCH}, PASS, PASS, hand=("KRILLIN-1", PUNCH, PUNCH))
    rec["turns"][0]["steps"] += [discard(defender=[FILLER, FILLER]), rejuvenate(False)]
    rec["turns"].append(turn(1, draw(), power_up(), combat({"card": FILLER}, {"card": PUNCH})))
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["turns"][1]["attacks"][1]["by"] == "mp"


# "พันธมิตรสามารถเลือกที่จะได้รับประโยชน์จากบัตรอำนาจขึ้นแทนของบุคลิกภาพหลัก"; Earth Dragon Ball 2


def test_an_ally_may_take_a_power_up_card_instead_of_the_mp():
    gives = {"card": POWER_UP_CARD, "effect": {"ally_power": [{"K": 5}, {}]}}  # "Power up 5 power stages."
    rec = record([turn(0, draw("KRILLIN-1", POWER_UP_CARD, FILLER), plays(KRILLIN, gives), power_up(mp=1))])
    goku = judge(rec)["turns"][0]["state_after"][0]
    assert (goku["power_stage"], goku["allies"][0]["power_stage"]) == (6, 9)  # Krillin 3 + 5 + 1


def test_earth_dragon_ball_2_sets_all_the_opponents_personalities_to_2_stages_and_later_absorbs_follow():
    set_to_2 = {"card": EARTH_DB_2, "effect": {"power": [-4, 0], "ally_power": [{"K": -2}, {}]}}
    rec = record(
        [
            turn(0, draw("KRILLIN-1", FILLER, FILLER), plays(KRILLIN), power_up(allies={"K": 1}), discard(FILLER),
                 rejuvenate(True)),
            turn(1, draw(EARTH_DB_2, PUNCH, FILLER), plays(set_to_2), power_up(),
                 combat({"card": PUNCH, "damage": {"stages": 5}, "absorb": "K"})),
        ]
    )  # fmt: skip
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    (attack,) = verdict["turns"][1]["attacks"]
    assert (attack["stages_lost"], attack["life_lost"], attack["absorbed_by"]) == (5, 3, "K")  # K had 2 stages
    goku = verdict["turns"][1]["state_after"][0]
    assert (goku["power_stage"], goku["allies"][0]["power_stage"]) == (2, 0)


def test_an_effect_names_only_an_ally_in_play():
    rec = record(
        [
            turn(
                0,
                draw(POWER_UP_CARD, FILLER, FILLER),
                plays({"card": POWER_UP_CARD, "effect": {"ally_power": [{"K": 5}, {}]}}),
            )
        ]
    )
    found = violation(rec)
    assert (found["rule"], found["message"]) == ("ally", "player 0 has no ally K")


# "คุณอาจจะมีรายการที่ซ้ำกันหรือระดับที่แตกต่างของบุคลิกภาพหลักของผู้เล่นอื่นในชั้นของคุณ แต่คุณไม่สามารถเล่นใด ๆ ของพวกเขาเป็นพันธมิตร"


def test_a_players_own_main_personality_may_be_that_players_ally():
    rec = record([turn(0, draw(GOKU[0], FILLER, FILLER), plays({"card": GOKU[0]}))])
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["turns"][0]["state_after"][0]["allies"][0]["card"] == GOKU[0]


def test_another_players_main_personality_is_not_an_ally_citing_the_seed():
    rec = record([turn(0, draw(VEGETA[0], FILLER, FILLER), plays({"card": VEGETA[0]}))],
                 players=[player(RADITZ), player(VEGETA)])  # fmt: skip
    found = violation(rec)
    assert (found["rule"], found["params"]["owner"]) == ("ally", 1)
    assert "ไม่สามารถเล่นใด ๆ ของพวกเขาเป็นพันธมิตร" in found["source"]


# "หากคุณมีไพ่ที่เหลือในมือของคุณ แต่ไม่มีบัตรหรือพลังโจมตีการ์ดที่จะใช้คุณสามารถทำให้การโจมตีทางกายภาพรอบชิงชนะเลิศ"


def test_no_final_physical_attack_while_an_attack_card_is_in_hand():
    final = {"final": POWER_UP_CARD, "no_power": True}  # Vegeta's power only reduces energy damage
    found = violation(fight(PASS, final, defender=(POWER_UP_CARD, POWER_UP_CARD, FILLER)))
    assert (found["rule"], found["action"], found["player"]) == ("final-attack", 2, 1)
    assert found["params"]["cards"] == [FILLER]
    assert "ไม่มีบัตรหรือพลังโจมตีการ์ดที่จะใช้" in found["source"]


def test_no_final_physical_attack_while_the_card_power_is_left():
    """Goku's power is an attack ("Energy attack doing 3 life cards of damage"): it goes first."""
    hand = (POWER_UP_CARD,) * 3
    found = violation(fight({"final": POWER_UP_CARD}, hand=hand))
    assert (found["rule"], found["params"]) == ("final-attack", {"who": "mp", "level": 1})
    power = {"power": True, "kind": "energy", "damage": {"life": 3}, "cost": 1}
    verdict = judge(fight(power, PASS, {"final": POWER_UP_CARD}, hand=hand))
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["turns"][0]["attacks"][1]["source"] == {"final": POWER_UP_CARD}


def test_an_energy_card_the_mp_cannot_pay_for_does_not_stop_a_final_attack():
    drained = {"power": True, "kind": "physical", "effect": {"power": [-6, 0]}}  # Goku at 0 stages above 0
    verdict = judge(fight(drained, PASS, {"final": POWER_UP_CARD}, hand=(ENERGY, POWER_UP_CARD, POWER_UP_CARD)))
    assert verdict["legal"] is True, verdict["violation"]


# "ตรวจสอบบัตรชีวิตก่อนทิ้งเพื่อป้องกันไม่ให้ทิ้งการ์ดดราก้อนบอล"


def test_the_life_cards_lost_are_named_when_the_record_knows_them():
    named = [FILLER, "SAIYAN-002", FILLER, KNEE]
    verdict = judge(fight({"card": ENERGY, "life_cards": named}))
    (attack,) = verdict["turns"][0]["attacks"]
    assert (attack["life_lost"], attack["life_cards"]) == (4, named)


def test_no_dragon_ball_is_discarded_from_the_life_deck():
    found = violation(fight({"card": ENERGY, "life_cards": [FILLER, EARTH_DB_1, FILLER, FILLER]}))
    assert (found["rule"], found["player"], found["params"]) == ("dragon-ball", 1, {"card": EARTH_DB_1})
    assert "ไม่ให้ทิ้งการ์ดดราก้อนบอล" in found["source"]


def test_the_named_life_cards_are_as_many_as_the_damage_takes():
    found = violation(fight({"card": ENERGY, "life_cards": [FILLER]}))
    assert (found["rule"], found["message"]) == (
        "life-cards",
        "player 1 loses 4 cards to this attack; life_cards names 1 card",
    )
    stopped = {"card": PUNCH, "defence": {"card": KNEE, "stops": True}, "life_cards": [FILLER]}
    assert violation(fight(stopped))["rule"] == "life-cards"


# Timings card text allows ("text beats rules"): a card ending a combat without attacking, a card played during
# the opponent's power up, a wrong-colour drill shown and shuffled back, a card that stays to be used again.
EARTH_DB_7 = "SAIYAN-187"  # "Play this card from your hand during combat to end it."
DREAM_FIGHTING = "SAIYAN-199"  # Combat: "Ends a combat. ... Remove from the game after use."
GOKUS_PHYSICAL = "SAIYAN-025"  # "If used by Goku this card stays on the table to be used one more time"
ENDS = {"ends_combat": True}


def test_earth_dragon_ball_7_ends_a_combat_without_counting_as_an_attack():
    """Not an attack: the defender discards nothing and the turn player rejuvenates (step 6: "หากคุณไม่ได้โจมตี")."""
    ended = combat({"play": EARTH_DB_7, "effect": ENDS})
    rec = record([turn(0, draw(EARTH_DB_7, FILLER, FILLER), power_up(), ended, discard(FILLER), rejuvenate(True))])
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    goku, vegeta = verdict["turns"][0]["state_after"]
    assert (goku["dragon_balls"], goku["life"], vegeta["hand"]) == ([EARTH_DB_7], 60 - 3 + 1, 3)
    assert verdict["turns"][0]["attacks"] == []
    rec["turns"][0]["steps"][2]["attacks"].append({"card": FILLER})
    found = violation(rec)
    assert (found["rule"], found["action"]) == ("combat-order", 2)


def test_dream_fighting_ends_the_combat_the_defender_was_forced_into():
    ended = combat({"card": PUNCH}, {"play": DREAM_FIGHTING, "effect": {**ENDS, "removed": True}},
                   defender_draw=[DREAM_FIGHTING, FILLER, FILLER])  # fmt: skip
    verdict = judge(record([turn(0, draw(PUNCH, FILLER, FILLER), power_up(), ended)]))
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["turns"][0]["state_after"][1]["removed"] == 1
    found = violation(record([turn(0, draw("KRILLIN-1", FILLER, FILLER), power_up(),
                                   combat({"play": "KRILLIN-1", "effect": ENDS}))]))  # fmt: skip
    assert found["rule"] == "card-kind"


def test_a_card_played_during_the_opponents_power_up():
    vegeta = player(VEGETA, start={"hand": ["SAIYAN-031"]})
    during = {"card": "SAIYAN-031", "effect": {"power": [-1, 0]}}
    rec = record([turn(0, draw(), power_up(mp=1, opponent_plays=[during]))], players=[player(GOKU), vegeta])
    goku, vegeta_after = judge(rec)["turns"][0]["state_after"]
    assert (goku["power_stage"], vegeta_after["hand"], vegeta_after["discard"]) == (5, 0, 1)
    rec["turns"][0]["steps"][1]["opponent_plays"][0]["card"] = POWER_UP_CARD
    assert (violation(rec)["rule"], violation(rec)["player"]) == ("in-hand", 1)


def test_a_drill_of_another_colour_is_shown_and_shuffled_back_into_the_life_deck():
    rec = record([turn(0, draw("BLUE-DRILL", "RED-DRILL", FILLER),
                       plays({"card": "BLUE-DRILL"}, {"shuffle_back": "RED-DRILL"}))])  # fmt: skip
    goku = judge(rec)["turns"][0]["state_after"][0]
    assert (goku["life"], goku["hand"], goku["drills"]) == (60 - 3 + 1, 1, ["BLUE-DRILL"])  # no card drawn
    for shown, drawn in (("BLUE-DRILL-2", "BLUE-DRILL-2"), ("RED-DRILL", FILLER)):
        rec["turns"][0]["steps"][0]["cards"][1] = shown
        rec["turns"][0]["steps"][1]["plays"][1]["shuffle_back"] = shown
        if drawn == FILLER:  # no drill in play: the red one can be played
            rec["turns"][0]["steps"][1]["plays"].pop(0)
        found = violation(rec)
        assert (found["rule"], found["params"]["card"]) == ("drill", shown)
        assert "shuffles มันกลับเข้ามาในชีวิตของเขาดาดฟ้า" in found["source"]


def test_a_card_that_stays_on_the_table_is_used_one_more_time_then_discarded():
    stays = {"card": GOKUS_PHYSICAL, "effect": {"stays": True}}
    once = fight(stays, hand=(GOKUS_PHYSICAL, FILLER, FILLER))
    goku = judge(once)["turns"][0]["state_after"][0]
    assert (goku["table"], goku["discard"]) == ([GOKUS_PHYSICAL], 0)
    twice = fight(stays, PASS, {"table": GOKUS_PHYSICAL, "kind": "physical"}, hand=(GOKUS_PHYSICAL, FILLER, FILLER))
    verdict = judge(twice)
    assert [attack["source"] for attack in verdict["turns"][0]["attacks"]] == [
        {"card": GOKUS_PHYSICAL},
        {"table": GOKUS_PHYSICAL},
    ]
    assert (verdict["turns"][0]["state_after"][0]["table"], verdict["turns"][0]["state_after"][0]["discard"]) == ([], 1)
