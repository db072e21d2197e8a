"""Allies, drills, Dragon Balls, anger and levels, and the three victories (seeds/dbz-ccg-rules.th.txt)."""

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
    quiet_turn,
    record,
    rejuvenate,
    rule_of,
    turn,
    violation,
)

pytestmark = pytest.mark.smoke
BALLS = ["SAIYAN-015", "SAIYAN-016", "SAIYAN-075", "SAIYAN-076", "SAIYAN-077", "SAIYAN-186", "SAIYAN-187"]
PUNCH = "SAIYAN-006"
ENERGY = "SAIYAN-074"


def step_two(*items, drawn=None, player_seat=0, players=None, then=()):
    """A first turn that draws `drawn` (default: the cards played) and plays `items` in step 2."""
    first = turn(player_seat, *opening(items, drawn), *then)
    return record([first], players=players, first=player_seat)


def opening(items, drawn=None):
    """Draw 3 and play `items` in step 2; more than 3 cards come from a first card whose text draws them."""
    codes = list(drawn or [item["card"] for item in items if "card" in item])
    if len(codes) <= 3:
        return draw(*(codes + [FILLER] * 3)[:3]), plays(*items)
    more = {"card": "DRAWER", "effect": {"draw": [codes[2:], []]}}
    return draw(*codes[:2], "DRAWER"), plays(more, *items)


def last_state(verdict, seat):
    return verdict["turns"][-1]["state_after"][seat]


# Allies: "เมื่อวางไว้เป็นขั้นตอนพลังของพันธมิตรเป็นชุดที่ 3 ในระดับที่สูงกว่า 0 พันธมิตรในการเล่นกำไร 1 เวทีพลังงาน ...
# ที่เคยเปิดโดยไม่คำนึงถึงคะแนน PUR".


def test_an_ally_enters_at_3_stages_above_0_and_powers_up_1_stage():
    verdict = judge(step_two({"card": "KRILLIN-1"}, then=[power_up(mp=1, allies={"KRILLIN-1": 1})]))
    assert last_state(verdict, 0)["allies"] == [
        {"id": "KRILLIN-1", "card": "KRILLIN-1", "power_stage": 4, "power": 500}
    ]
    assert rule_of(step_two({"card": "KRILLIN-1"}, then=[power_up(allies={"KRILLIN-1": 2})])) == "power-up"


def test_a_heros_allies_are_heroes():
    found = violation(step_two({"card": "NAPPA-1"}))
    assert (found["rule"], found["params"]["alignment"]) == ("ally", {"word": "villain"})


def test_levels_of_one_ally_count_as_one_but_a_higher_level_may_cover_it():
    assert rule_of(step_two({"card": "KRILLIN-1"}, {"card": "KRILLIN-2"})) == "ally"
    verdict = judge(step_two({"card": "KRILLIN-1"}, {"card": "KRILLIN-2", "covers": "KRILLIN-1"}))
    (krillin,) = last_state(verdict, 0)["allies"]
    assert (krillin["id"], krillin["card"], krillin["power"]) == ("KRILLIN-1", "KRILLIN-2", 1400)
    assert rule_of(step_two({"card": "KRILLIN-2"}, {"card": "KRILLIN-1", "covers": "KRILLIN-2"})) == "ally"


VILLAINS = [player(VEGETA), player(RADITZ)]


def villains_game(second_ally):
    """ "แม้ว่าจอห์นมี Saibamen 2 ในการเล่นเจนยังสามารถนำออก Saibamen 1 เป็นของเธอพันธมิตร"."""
    return record(
        [
            turn(0, draw("SAIBAMEN-2", FILLER, FILLER), plays({"card": "SAIBAMEN-2"}), power_up(),
                 discard(FILLER), rejuvenate(True)),
            turn(1, draw(second_ally, FILLER, FILLER), plays({"card": second_ally})),
        ],
        players=VILLAINS,
    )  # fmt: skip


def test_another_level_of_an_ally_on_the_table_is_allowed_the_same_card_is_not():
    assert judge(villains_game("SAIBAMEN-1"))["legal"]
    found = violation(villains_game("SAIBAMEN-2"))
    assert (found["rule"], found["params"]["owner"], found["turn"]) == ("ally", 0, 2)


def test_another_players_main_personality_is_not_an_ally():
    found = violation(step_two({"card": "SAIYAN-173"}, players=[player(RADITZ), player(VEGETA)]))
    assert (found["rule"], found["params"]["owner"]) == ("ally", 1)


def krillin_fights(drain):
    """Goku plays Krillin, then Krillin attacks: "พันธมิตรสามารถนำมาใช้ในการต่อสู้ แต่เฉพาะในกรณีที่ระดับพลังงาน
    บุคลิกภาพหลักอยู่ที่ 0 หรือหนึ่งขั้นตอนข้างต้น 0"."""
    attacks = [{"by": "K", "card": PUNCH}]
    if drain:
        attacks.insert(0, {"power": True, "kind": "physical", "effect": {"power": [-drain, 0]}})
        attacks.insert(1, PASS)
    return record(
        [turn(0, draw("KRILLIN-1", PUNCH, FILLER), plays({"card": "KRILLIN-1", "id": "K"}), power_up(),
              combat(*attacks))]
    )  # fmt: skip


def test_an_ally_fights_only_while_its_mp_is_at_0_or_1_stage():
    assert rule_of(krillin_fights(0)) == "ally"
    assert rule_of(krillin_fights(4)) == "ally"  # Goku at 2
    verdict = judge(krillin_fights(5))
    attack = verdict["turns"][0]["attacks"][-1]
    assert (attack["by"], attack["attacker_power"]) == ("K", 500)  # Krillin at 4 stages


def absorbed(kind_card, damage):
    """Goku plays Krillin; Vegeta attacks Goku and Krillin takes the damage."""
    return record(
        [
            turn(0, draw("KRILLIN-1", FILLER, FILLER), plays({"card": "KRILLIN-1"}), power_up(),
                 discard(FILLER), rejuvenate(True)),
            turn(1, draw(kind_card, FILLER, FILLER), power_up(),
                 combat({"card": kind_card, "damage": damage, "absorb": "KRILLIN-1"})),
        ]
    )  # fmt: skip


def test_an_ally_may_take_the_stages_aimed_at_its_mp_and_the_rest_comes_from_the_life_deck():
    verdict = judge(absorbed(PUNCH, {"stages": 6}))
    (attack,) = verdict["turns"][1]["attacks"]
    assert (attack["stages_lost"], attack["life_lost"], attack["absorbed_by"]) == (6, 2, "KRILLIN-1")
    goku = last_state(verdict, 0)
    assert (goku["power_stage"], goku["allies"][0]["power_stage"]) == (6, 0)
    assert goku["life"] == 60 - 3 + 1 - 3 - 2


def test_an_ally_takes_no_life_cards_of_an_energy_attack():
    assert rule_of(absorbed(ENERGY, {})) == "ally"


# Drills: "ผู้เล่นสามารถมีบัตรเจาะจากเพียงหนึ่งสี ... ในการเล่นในครั้งเดียว", "ไม่สามารถมีบัตรเจาะซ้ำ", "ได้ถึง 4 รายการที่ซ้ำกัน
# ของบัตรเจาะใด ๆ ที่มีชื่อซ้ำกันและ 4 บัตรเจาะไม่มีสี", "เจาะบัตรอยู่ในการเล่นจนบุคลิกภาพหลักเปลี่ยนแปลงไปอีกระดับหนึ่ง".


def drills(*codes, then=()):
    return step_two(*[{"card": code} for code in codes], then=then)


def test_drills_of_one_colour_at_a_time():
    assert judge(drills("BLUE-DRILL", "BLUE-DRILL-2"))["legal"]
    found = violation(drills("BLUE-DRILL", "RED-DRILL"))
    assert (found["rule"], found["params"]["colours"]) == ("drill", ["Blue"])


def test_no_duplicate_drill_but_named_and_colourless_ones_up_to_four():
    assert rule_of(drills("BLUE-DRILL", "BLUE-DRILL")) == "drill"
    assert judge(drills(*["PLAIN-DRILL"] * 4))["legal"]
    assert rule_of(drills(*["PLAIN-DRILL"] * 5)) == "drill"
    assert judge(drills("BLUE-DRILL", "GOKU-DRILL", "PLAIN-DRILL"))["legal"]


def test_drills_stay_in_play_until_the_mp_changes_level():
    stay = drills("BLUE-DRILL", then=[power_up()])
    assert last_state(judge(stay), 0)["drills"] == ["BLUE-DRILL"]
    angry = {"card": "SAIYAN-023", "effect": {"anger": [5, 0]}}  # Burning Rage, its anger declared
    level = step_two({"card": "BLUE-DRILL"}, angry)
    goku = last_state(judge(level), 0)
    assert (goku["drills"], goku["level"], goku["discard"]) == ([], 2, 2)


def test_a_drill_power_is_used_again_and_it_stays():
    rec = drills("BLUE-DRILL")
    rec["turns"][0]["steps"][1]["plays"] += [{"use": "BLUE-DRILL", "effect": {"power": [1, 0]}}] * 2
    assert last_state(judge(rec), 0)["power_stage"] == 7


# Non-combat cards: "ยังคงมีอยู่จนกว่าคุณจะใช้มัน ... ยกเลิกบัตรหลังจากที่ใช้พวกเขา".


def test_a_non_combat_card_waits_on_the_table_until_used_then_goes_to_the_discard_pile():
    waiting = step_two({"card": "SAIYAN-022"})
    assert last_state(judge(waiting), 0)["table"] == ["SAIYAN-022"]
    used = step_two({"card": "SAIYAN-022"}, {"use": "SAIYAN-022", "effect": {"power": [5, 0]}})
    goku = last_state(judge(used), 0)
    assert (goku["table"], goku["discard"], goku["power_stage"]) == ([], 1, 10)
    removed = step_two({"card": "SAIYAN-043", "effect": {"power_to_top": [True, False], "removed": True}})
    goku = last_state(judge(removed), 0)
    assert (goku["removed"], goku["discard"], goku["power_stage"]) == (1, 0, 10)
    assert rule_of(step_two({"use": "SAIYAN-022", "effect": {}})) == "in-play"


def test_a_table_card_may_be_used_in_combat():
    rec = step_two({"card": "SAIYAN-022"}, then=[power_up(), combat({"table": "SAIYAN-022", "kind": "physical"})])
    (attack,) = judge(rec)["turns"][0]["attacks"]
    assert attack["source"] == {"table": "SAIYAN-022"}


def test_a_combat_card_is_not_played_in_step_two():
    assert rule_of(step_two({"card": PUNCH})) == "card-kind"


# Dragon Balls.


def test_seven_dragon_balls_in_play_win_at_once():
    verdict = judge(step_two(*[{"card": ball} for ball in BALLS]))
    assert (verdict["winner"], verdict["victory"]) == (0, "dragon_ball")
    assert last_state(verdict, 0)["dragon_balls"] == BALLS


def test_a_dragon_ball_is_in_play_once():
    found = violation(step_two({"card": BALLS[0]}, {"card": BALLS[0]}))
    assert found["rule"] == "dragon-ball"


def test_a_capture_takes_a_dragon_ball_the_opponent_controls():
    assert rule_of(step_two({"card": "SAIYAN-022", "effect": {"capture": BALLS[0]}})) == "dragon-ball"


def captured_seventh(lose_it):
    """Goku holds six; Vegeta plays the seventh; Goku captures it (Goku's Touch) and wins at his next turn."""
    vegeta_turn = turn(1, draw(BALLS[6], FILLER, FILLER), plays({"card": BALLS[6]}), power_up(),
                       discard(FILLER), rejuvenate(True))  # fmt: skip
    capture = {"card": PUNCH, "hit_effect": {"capture": BALLS[6]}}
    steal_back = [{"card": PUNCH, "hit_effect": {"capture": BALLS[6]}}] if lose_it else []
    goku_turn = turn(
        0,
        draw(PUNCH, FILLER, FILLER),
        power_up(),
        combat(capture, *steal_back, PASS, PASS),
        discard(FILLER, defender=[FILLER] * (3 if not lose_it else 2)),
        rejuvenate(False),
    )
    goku_first = turn(0, *opening([{"card": b} for b in BALLS[:6]]), power_up(), discard(), rejuvenate(True))
    rec = record([goku_first, vegeta_turn, goku_turn, quiet_turn(1, held=1), turn(0, draw())])
    rec["turns"][2]["steps"][2]["defender_draw"] = [PUNCH, FILLER, FILLER]
    return rec


def test_the_last_dragon_ball_captured_wins_at_the_start_of_the_next_turn():
    rec = captured_seventh(lose_it=False)
    verdict = judge(rec)
    assert verdict["violation"]["rule"] == "game-over"  # turn 5 is Goku's: the win came at its start
    assert (verdict["winner"], verdict["victory"], verdict["violation"]["turn"]) == (0, "dragon_ball", 5)
    rec["turns"][4]["steps"] = []
    assert judge(rec)["legal"]


def test_a_dragon_ball_lost_again_before_that_turn_gives_no_win():
    verdict = judge(captured_seventh(lose_it=True))
    assert verdict["legal"] and verdict["winner"] is None


# Anger and levels: "เมื่ออำนาจการ์ดหรือบัตรต่างๆเล่นยกดาบนักรบนับถึง 5 ... ปลงในระดับถัดไป ... ดาบนักรบถูกรีเซ็ตเป็น 0
# ตั้งค่า Scouter ไปยังเวทีพลังงานสูงสุดบนบัตรบุคลิกภาพใหม่", "ความโกรธพิเศษไม่ได้ดำเนินการ".


def anger(*raises, players=None):
    return step_two(*[{"card": "SAIYAN-023", "effect": {"anger": [n, 0]}} for n in raises],
                    drawn=["SAIYAN-023"] * max(3, len(raises)), players=players)  # fmt: skip


def test_anger_5_raises_the_mp_a_level_at_its_top_stage_and_resets_anger():
    goku = last_state(judge(anger(2, 2)), 0)
    assert (goku["level"], goku["anger"]) == (1, 4)
    goku = last_state(judge(anger(2, 2, 1)), 0)
    assert (goku["level"], goku["anger"], goku["power_stage"], goku["power"]) == (2, 0, 10, 7700)


def test_extra_anger_is_lost():
    goku = last_state(judge(anger(4, 3)), 0)
    assert (goku["level"], goku["anger"]) == (2, 0)


def test_anger_never_goes_below_0():
    assert last_state(judge(anger(1, -3)), 0)["anger"] == 0


def test_reaching_the_announced_highest_level_is_the_most_powerful_personality_victory():
    verdict = judge(anger(5, 5))
    assert (verdict["winner"], verdict["victory"], last_state(verdict, 0)["level"]) == (0, "most_powerful", 3)


def test_at_the_top_level_anger_5_sets_the_top_stage():
    two_levels = [player(["KRILLIN-1", "KRILLIN-2"], life=60), player(VEGETA)]
    rec = step_two({"card": "SAIYAN-023", "effect": {"anger": [5, 0]}}, players=two_levels)
    assert judge(rec)["victory"] == "most_powerful"  # Krillin's highest level is 2


def test_a_player_whose_life_deck_empties_is_out_and_the_other_wins_by_survival():
    short = [player(GOKU), player(VEGETA, life=6)]
    rec = record([turn(0, draw(ENERGY, FILLER, FILLER), power_up(), combat({"card": ENERGY}))], players=short)
    verdict = judge(rec)
    assert (verdict["winner"], verdict["victory"], last_state(verdict, 1)["life"]) == (0, "survival", 0)
    rec["turns"][0]["steps"][2]["attacks"].append(PASS)
    assert rule_of(rec) == "game-over"
