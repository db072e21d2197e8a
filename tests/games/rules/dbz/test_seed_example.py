"""The seed's own worked numbers: "Raditz ทำให้การโจมตีทางกายภาพในฮาน Raditz อยู่ในขั้นตอนพลังของ 1200 และ ...
ฮานอยู่ที่ 200 ... ใช้แถวที่สี่ลง Raditz โจมตีและคอลัมน์ที่สองของตัวเลขสำหรับฮาน ... ฮานจะต้องสูญเสีย 3 ขั้นตอนอำนาจ":
the Scouter goes from 200 past 100 to 0, and the last stage is lost as a Life card."""

import pytest

from games.rules.dbz.pat import DEFAULT, parse_table
from tests.games.rules.dbz.helpers import (
    FILLER,
    GOHAN,
    PASS,
    RADITZ,
    combat,
    discard,
    draw,
    judge,
    player,
    power_up,
    record,
    rejuvenate,
    turn,
)

pytestmark = pytest.mark.smoke
ENERGY = "SAIYAN-074"  # Black Jump Turn Kick: "Energy attack. Raise your anger 1 level."
PUNCH = "SAIYAN-006"  # Red Lunge Punch: "Physical attack. Raise your anger 1 level."


def seed_game(gohan_defends=None):
    """Gohan (hero, first) spends 4 stages on two energy attacks, from 600 to 200; then Raditz, powered up to
    1,200, makes a physical attack on him."""
    return record(
        [
            turn(
                0,
                draw(ENERGY, ENERGY, FILLER),
                power_up(mp=1),
                combat({"card": ENERGY}, PASS, {"card": ENERGY}, PASS, PASS, defender_draw=[FILLER, FILLER, PUNCH]),
                discard(defender=[FILLER, FILLER]),
                rejuvenate(False),
            ),
            turn(1, draw(), power_up(mp=1), combat({"card": PUNCH, "defence": gohan_defends}, PASS, PASS)),
        ],
        players=[player(GOHAN), player(RADITZ)],
    )


def test_raditz_at_1200_against_gohan_at_200_takes_3_stages_the_last_as_a_life_card():
    verdict = judge(seed_game())
    assert verdict["legal"] is True
    before = verdict["turns"][0]["state_after"][0]
    assert (before["power"], before["power_stage"], before["life"]) == (200, 2, 57)
    (attack,) = verdict["turns"][1]["attacks"]
    assert (attack["attacker_power"], attack["defender_power"]) == (1200, 200)
    assert attack["pat"] == {
        "attacker_band": 3,  # the fourth row
        "defender_band": 1,  # the second column
        "attacker_band_from": 1000,
        "defender_band_from": 100,
        "stages": 3,
    }
    assert (attack["stages_lost"], attack["life_lost"], attack["stopped"]) == (3, 1, False)
    gohan = verdict["turns"][1]["state_after"][0]
    assert (gohan["power_stage"], gohan["power"]) == (0, 0)  # "จาก 200 ที่ผ่านมา 100 0"
    assert gohan["life"] == 57 - 3 - 1  # the defender's 3 cards drawn, then the Life card of damage


def test_the_example_reads_the_default_table_as_issue_14_gives_it():
    assert DEFAULT.bands == (0, 100, 600, 1000, 3000, 10000, 15500, 25000)
    assert (DEFAULT.band(1200), DEFAULT.band(200), DEFAULT.stages(3, 1)) == (3, 1, 3)


def test_a_stopped_physical_attack_does_no_damage():
    verdict = judge(seed_game(gohan_defends=None))
    stopped = seed_game({"card": "SAIYAN-054", "stops": True})  # Red Knee Strike: "Stops a physical attack."
    stopped["turns"][1]["steps"][2]["defender_draw"] = ["SAIYAN-054", FILLER, FILLER]
    (attack,) = judge(stopped)["turns"][1]["attacks"]
    assert (attack["stopped"], attack["stages_lost"], attack["life_lost"]) == (True, 0, 0)
    assert attack["pat"]["stages"] == 3  # the table is still read and shown
    assert verdict["turns"][1]["state_after"][0]["life"] == judge(stopped)["turns"][1]["state_after"][0]["life"] - 1


def test_another_table_gives_other_numbers_and_is_cited():
    matrix = [[1] * 8 for _ in range(8)]
    matrix[3][1] = 5
    variant = {"pat": {"bands": list(DEFAULT.bands), "matrix": matrix}}
    verdict = judge(seed_game(), variant)
    (attack,) = verdict["turns"][1]["attacks"]
    assert (attack["pat"]["stages"], attack["stages_lost"], attack["life_lost"]) == (5, 5, 3)
    assert verdict["variant"]["pat"]["matrix"][3][1] == 5
    fine = judge(seed_game(), {"pat": {"bands": [0, 1000, 2000]}})
    assert fine["turns"][1]["attacks"][0]["pat"]["stages"] == 2  # 1 + 1 - 0
    assert parse_table({"bands": [0, 1000, 2000]}).to_dict() == {"bands": [0, 1000, 2000], "rule": "difference"}
