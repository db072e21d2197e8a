"""Points, the kitty bonus and the result table (seed section 4)."""

import pytest

from games.rules.tractor.scoring import kitty_multiplier, outcome, result_for
from games.rules.tractor.variants import Variant

pytestmark = pytest.mark.smoke


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (0, ("defenders", 3)),  # "attackers with 0 points: the defenders go up 3 levels"
        (5, ("defenders", 2)),  # "5-35: up 2"
        (35, ("defenders", 2)),
        (40, ("defenders", 1)),  # "40-75: up 1"
        (75, ("defenders", 1)),
        (80, ("attackers", 0)),  # "80-115: the attackers take over without going up"
        (115, ("attackers", 0)),
        (120, ("attackers", 1)),  # "from 120: one level for every 40 points more"
        (155, ("attackers", 1)),
        (160, ("attackers", 2)),
        (200, ("attackers", 3)),
        (480, ("attackers", 10)),
    ],
)
def test_the_result_table(points, expected):
    assert result_for(points) == expected


def test_defenders_go_up_and_the_dealers_partner_deals_next():
    assert outcome(["5", "9"], 1, 40) == {
        "result": "defenders_up_1",
        "levels_after": ["5", "10"],
        "next_dealer": 3,
        "match_winner": None,
    }
    assert outcome(["5", "9"], 2, 0)["levels_after"] == ["8", "9"]
    assert outcome(["5", "9"], 2, 0)["next_dealer"] == 0


def test_attackers_take_over_and_the_seat_after_the_old_dealer_deals():
    assert outcome(["5", "9"], 1, 95) == {
        "result": "attackers_take_over",
        "levels_after": ["5", "9"],
        "next_dealer": 2,
        "match_winner": None,
    }
    assert outcome(["5", "9"], 3, 170)["levels_after"] == ["7", "9"]
    assert outcome(["5", "9"], 3, 170)["next_dealer"] == 0


def test_a_team_going_past_the_ace_wins_the_match():
    """ "The first team past Ace wins the match." """
    found = outcome(["Q", "3"], 0, 0)
    assert (found["match_winner"], found["levels_after"], found["next_dealer"]) == (0, ["A", "3"], None)
    assert outcome(["A", "3"], 1, 120)["match_winner"] == 0


def test_reaching_the_ace_is_not_yet_winning():
    assert outcome(["K", "3"], 0, 40)["match_winner"] is None
    assert outcome(["K", "3"], 0, 40)["levels_after"] == ["A", "3"]
    assert outcome(["A", "3"], 1, 80)["match_winner"] is None  # taking over without going up


@pytest.mark.parametrize(("cards", "times", "power"), [(1, 2, 2), (2, 4, 4), (4, 8, 16), (6, 12, 64)])
def test_the_kitty_multiplier(cards, times, power):
    """ "Kitty points multiplied by twice the number of cards per play"; the power variant: 2 to the n."""
    assert kitty_multiplier(cards, Variant()) == times
    assert kitty_multiplier(cards, Variant(kitty_multiplier="power")) == power
