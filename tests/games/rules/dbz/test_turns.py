"""Setup and the six steps of a turn, each rule from the seed's own sentences (seeds/dbz-ccg-rules.th.txt)."""

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
    plays,
    power_up,
    quiet_turn,
    quiet_turns,
    record,
    rejuvenate,
    rule_of,
    turn,
    violation,
)

pytestmark = pytest.mark.smoke


def state(verdict, seat, turn_index=-1):
    return verdict["turns"][turn_index]["state_after"][seat]


# Setup: "ระดับที่ควรจะเป็นในการสั่งซื้อที่มีระดับของการ์ด 1 ใบบุคลิกภาพหลักอยู่ด้านบน", "ประกาศในระดับสูงสุด",
# "ตั้งเวทีพลังงานในระดับต่ำสุด ... ที่ 5 ขั้นตอนที่สูงกว่า 0", "ตั้งดาบนักรบของคุณนับเป็น 0", "ฮีโร่ผู้เล่นเริ่มต้นเกม".


def test_setup_puts_level_1_at_5_stages_above_0_with_anger_0():
    verdict = judge(record([quiet_turn(0)]))
    vegeta = state(verdict, 1)
    assert (vegeta["level"], vegeta["power_stage"], vegeta["power"], vegeta["anger"]) == (1, 5, 2800, 0)
    assert state(verdict, 0)["power"] == 1000  # Goku: 900 at 5 stages (the seed's Scouter), then PUR 1


@pytest.mark.parametrize(
    "mp, more",
    [
        (["SAIYAN-159", "SAIYAN-158", "SAIYAN-160"], {}),  # levels out of order
        (["SAIYAN-158", "SAIYAN-174", "SAIYAN-160"], {}),  # two personalities
        (["SAIYAN-158", "SAIYAN-001"], {}),  # not a personality
        (GOKU, {"highest_level": 4}),  # announces a level it does not have
        (GOKU, {"power_stage": 4}),
        (GOKU, {"anger": 1}),
        (GOKU, {"style": "Purple"}),
    ],
)
def test_setup_refuses_what_the_seed_does_not_allow(mp, more):
    found = violation(record(players=[{**player(mp), **more}, player(VEGETA)]))
    assert (found["rule"], found["step"], found["turn"], found["player"]) == ("setup", "setup", None, 0)


def test_only_saiyan_blooded_personalities_declare_saiyan_style():
    assert judge(record(players=[player(GOKU, style="Saiyan"), player(VEGETA, style="Saiyan")]))["legal"]
    gohan_hero = ["GOHAN-1", "GOHAN-2", "GOHAN-3"]
    assert judge(record(players=[player(gohan_hero, style="Saiyan"), player(VEGETA)]))["legal"]
    krillin = ["KRILLIN-1", "KRILLIN-2"]
    assert rule_of(record(players=[player(krillin, style="Saiyan"), player(VEGETA)])) == "setup"


def test_the_hero_goes_first():
    found = violation(record(first=1))
    assert (found["rule"], found["player"]) == ("setup", 1)
    two_heroes = record(players=[player(GOKU), player(["GOHAN-1", "GOHAN-2", "GOHAN-3"])], first=1)
    assert judge(two_heroes)["legal"]  # between heroes, rock-paper-scissors decides


def test_a_card_the_database_does_not_know_is_named():
    found = violation(record([turn(0, draw("NOPE-1", FILLER, FILLER))]))
    assert (found["rule"], found["params"]["card"], found["step"]) == ("card", "NOPE-1", "draw")


def test_turns_alternate_from_the_first_player():
    assert rule_of(record([turn(1, draw())])) == "turn-order"
    assert rule_of(record([quiet_turn(0), quiet_turn(0)])) == "turn-order"


# Turn steps: "ในระหว่างการเปิดของคุณดำเนินการทุกขั้นตอนเหล่านี้เพื่อ" 1) to 6).


def test_the_six_steps_go_in_order_each_once():
    found = violation(record([turn(0, power_up(), draw())]))
    assert (found["rule"], found["step"], found["params"]["missing"]) == ("turn-steps", "power_up", ["draw"])
    found = violation(record([turn(0, draw(), power_up(), plays())]))
    assert (found["rule"], found["step"], found["params"]["previous"]) == ("turn-steps", "non_combat", "power_up")
    assert rule_of(record([turn(0, draw(), draw())])) == "turn-steps"


def test_a_required_step_cannot_be_left_out_but_the_record_may_stop():
    assert rule_of(record([turn(0, draw(), discard(FILLER, FILLER))])) == "turn-steps"
    assert rule_of(record([turn(0, draw(), power_up()), quiet_turn(1)])) == "turn-steps"
    verdict = judge(record([turn(0, draw(), power_up())]))  # the dispute stops here
    assert verdict["legal"] and verdict["winner"] is None


def test_non_combat_and_combat_may_be_left_out():
    assert judge(record([quiet_turn(0), quiet_turn(1)]))["legal"]


# Step 1: "วาดการ์ด 3 ใบจากดาดฟ้าชีวิตของคุณและใส่ไว้ในมือของคุณ".


def test_step_1_draws_three_cards():
    assert rule_of(record([turn(0, draw(FILLER, FILLER))])) == "draw"
    assert rule_of(record([turn(0, {"step": "draw", "cards": [FILLER] * 4})])) == "draw"
    verdict = judge(record([turn(0, draw())]))
    assert (state(verdict, 0)["hand"], state(verdict, 0)["life"]) == (3, 57)


def test_a_life_deck_shorter_than_three_gives_what_it_has_and_the_player_is_out():
    short = record([turn(0, draw(FILLER, FILLER))], players=[player(GOKU, life=2), player(VEGETA)])
    verdict = judge(short)
    assert (verdict["legal"], verdict["winner"], verdict["victory"]) == (True, 1, "survival")
    assert state(verdict, 0)["out"] is True
    after = record([turn(0, draw(FILLER, FILLER), power_up())], players=[player(GOKU, life=2), player(VEGETA)])
    assert rule_of(after) == "game-over"


# Step 3: "ขึ้นพลังงาน ... เท่ากับพลังงานขึ้นของอันดับ (PUR) ... พันธมิตรเพียง 1 ขั้นตอน ... บุคลิกภาพไม่สามารถใช้พลังงาน
# ขึ้นบนเวทีอำนาจสูงสุดในบัตรและไม่ได้ไปยังการ์ดระดับที่สูงขึ้นต่อไป".


def test_the_mp_rises_by_its_pur():
    verdict = judge(record([quiet_turn(0), quiet_turn(1)]))
    assert state(verdict, 1)["power_stage"] == 5 + 2  # Vegeta level 1, PUR 2
    assert rule_of(record([turn(0, draw(), power_up(mp=2))])) == "power-up"
    assert judge(record([turn(0, draw(), power_up(mp=1))]))["legal"]


def test_tokui_waza_adds_one_to_the_pur():
    rec = record([turn(0, draw(), power_up(mp=2))], players=[player(GOKU, style="Red"), player(VEGETA)])
    assert judge(rec)["legal"]
    assert state(judge(rec), 0)["power_stage"] == 7


def test_power_up_stops_at_the_top_stage_and_never_at_the_next_level():
    turns = quiet_turns(12)
    verdict = judge(record(turns))
    assert verdict["legal"]
    goku = state(verdict, 0)
    assert (goku["level"], goku["power_stage"], goku["power"]) == (1, 10, 1400)
    turns.append(turn(0, draw(), power_up(mp=1)))
    assert rule_of(record(turns)) == "power-up"


# Step 5: "วางบัตรทั้งหมดออกจากมือของคุณยกเว้นการ์ด 1 ใบที่ไม่ได้ใช้ลงไปกองทิ้ง ถ้าคุณทำร้าย ... ฝ่ายตรงข้ามที่คุณโจมตี
# ทิ้งลงไป 1 ใบในมือของเขา".


def test_step_5_discards_down_to_one_card():
    assert rule_of(record([turn(0, draw(), power_up(), discard(FILLER))])) == "discard"
    assert rule_of(record([turn(0, draw(), power_up(), discard(FILLER, FILLER, FILLER))])) == "discard"
    found = violation(record([turn(0, draw(), power_up(), discard(FILLER, "SAIYAN-002"))]))
    assert (found["rule"], found["params"]["card"]) == ("in-hand", "SAIYAN-002")


def attacked_turn(defender_discards, variant_hand=None):
    """Goku attacks; Vegeta, who drew 3 as the defender, discards in step 5."""
    return record(
        [
            turn(
                0,
                draw(),
                power_up(),
                combat({"card": FILLER}, PASS, PASS),
                discard(FILLER, defender=defender_discards),
                rejuvenate(False),
            )
        ]
    )


def test_the_attacked_defender_discards_down_to_one_in_the_seed():
    assert judge(attacked_turn([FILLER, FILLER]))["legal"]
    assert rule_of(attacked_turn([FILLER])) == "discard"
    assert rule_of(attacked_turn([])) == "discard"


def test_the_digest_variant_has_the_attacked_defender_discard_one_card():
    assert judge(attacked_turn([FILLER]), {"defender_discard": "one"})["legal"]
    assert rule_of(attacked_turn([FILLER, FILLER]), {"defender_discard": "one"}) == "discard"


def test_a_defender_not_attacked_discards_nothing():
    rec = record([turn(0, draw(), power_up(), combat(PASS, PASS), discard(FILLER, FILLER, defender=[FILLER]))])
    found = violation(rec)
    assert (found["rule"], found["player"]) == ("discard", 1)


# Step 6: "หากคุณไม่ได้โจมตีโดยการเล่นไพ่ในขั้นตอนที่ 4) การต่อสู้ใช้การ์ดชั้นนำจากกองทิ้งและวางไว้หน้าลงที่ด้านล่างของ
# ดาดฟ้าชีวิตของคุณ".


def test_no_attack_puts_the_top_discard_under_the_life_deck():
    verdict = judge(record([quiet_turn(0)]))
    assert (state(verdict, 0)["life"], state(verdict, 0)["discard"]) == (58, 1)
    assert rule_of(record([quiet_turn(0, rejuvenates=False)])) == "rejuvenate"


def test_an_attack_means_no_rejuvenation():
    rec = attacked_turn([FILLER, FILLER])
    rec["turns"][0]["steps"][-1] = rejuvenate(True)
    assert rule_of(rec) == "rejuvenate"


def test_passing_in_combat_is_not_attacking():
    rec = record([turn(0, draw(), power_up(), combat(PASS, PASS), discard(FILLER, FILLER), rejuvenate(True))])
    assert judge(rec)["legal"]


def test_an_empty_discard_pile_gives_nothing_to_rejuvenate():
    kept = record([turn(0, {"step": "draw", "cards": [FILLER]}, power_up(), discard(), rejuvenate(True))],
                  players=[player(GOKU, life=1), player(VEGETA)])  # fmt: skip
    assert rule_of(kept) == "game-over"  # the last Life card drawn: out at once
    one_card = record(
        [turn(0, draw(), power_up(), discard(FILLER, FILLER), rejuvenate(True)), turn(1, draw(), power_up())]
    )
    assert judge(one_card)["legal"]
    nothing = record([turn(0, draw(), power_up(), discard(FILLER, FILLER), rejuvenate(False))])
    assert rule_of(nothing) == "rejuvenate"


# The disputed turns of a game: a record may start where the players stand.


def test_a_record_may_start_mid_game_where_the_players_stand():
    start = {"level": 2, "power_stage": 3, "anger": 4, "life": 20, "hand": [FILLER], "discard": 12,
             "drills": [], "dragon_balls": ["SAIYAN-015"], "table": ["SAIYAN-022"]}  # fmt: skip
    rec = record([turn(0, draw(), power_up(mp=2))], players=[player(GOKU, start=start), player(VEGETA)])
    verdict = judge(rec)
    goku = state(verdict, 0)
    assert verdict["legal"], verdict["violation"]
    assert (goku["level"], goku["power_stage"], goku["power"], goku["anger"]) == (2, 5, 5200, 4)
    assert (goku["life"], goku["hand"], goku["discard"], goku["dragon_balls"]) == (17, 4, 12, ["SAIYAN-015"])


def test_a_start_beyond_the_cards_is_a_setup_violation():
    for start in ({"level": 3}, {"power_stage": 11}, {"anger": 5}):
        assert rule_of(record(players=[player(GOKU, start=start), player(VEGETA)])) == "setup"
    ally = {"allies": [{"card": "KRILLIN-1", "id": "K", "power_stage": 2}]}
    verdict = judge(record([turn(0, draw(), power_up(allies={"K": 1}))], players=[player(GOKU, start=ally),
                                                                                  player(VEGETA)]))  # fmt: skip
    assert state(verdict, 0)["allies"][0]["power_stage"] == 3
    out = judge(record(players=[player(GOKU), player(VEGETA, start={"life": 0})]))
    assert (out["winner"], out["victory"]) == (0, "survival")


def test_the_pur_is_the_level_card_in_plays():
    angry = {"card": "SAIYAN-023", "effect": {"anger": [5, 0]}}
    rec = record([turn(0, draw("SAIYAN-023", FILLER, FILLER), plays(angry), power_up(mp=0))])
    assert judge(rec)["legal"]  # level 2 at its top stage: nothing to gain
    rec["players"][0]["start"] = {"level": 2, "power_stage": 0}
    rec["turns"][0]["steps"][1:] = [power_up(mp=2)]  # Goku level 2: PUR 2
    assert judge(rec)["legal"]
