"""Standings arithmetic on hand-worked events: a bye, a drop, a draw, the 33% floor, best-of-3 game wins."""

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.messages import MessageError
from tournaments.simulation import Event
from tournaments.standings import Result, standings, swiss_rounds

pytestmark = pytest.mark.smoke

# Round 1: 1 beats 2 2-1, 3 beats 4 2-0, 5 has the bye; 4 drops. Round 2: 1 and 3 draw 1-1 with a drawn
# game, 5 beats 2 2-0. Match-win %: 1 and 3 4/6, 2 0, 4 0 (as 4 finished), 5 6/6 (the bye is a win).
FIVE = [
    Result(1, 1, 2, 2, 1, 0, "a"),
    Result(1, 3, 4, 2, 0, 0, "a"),
    Result(1, 5, None),
    Result(2, 1, 3, 1, 1, 1, "draw"),
    Result(2, 5, 2, 2, 0, 0, "a"),
]


def by_id(table):
    return {s.id: s for s in table}


def test_points_then_omw_then_oomw_rank_the_five_player_event():
    table = standings([1, 2, 3, 4, 5], FIVE, dropped={4})
    assert [s.id for s in table] == [5, 1, 3, 2, 4]
    assert [s.rank for s in table] == [1, 2, 3, 4, 5]
    assert [s.points for s in table] == [6, 4, 4, 0, 0]


def test_omw_floors_each_opponent_at_a_third_and_ignores_the_bye():
    s = by_id(standings([1, 2, 3, 4, 5], FIVE, dropped={4}))
    assert s[1].omw == pytest.approx(float((F(1, 3) + F(2, 3)) / 2))  # 2 at 0% counts as 33%
    assert s[3].omw == pytest.approx(float((F(1, 3) + F(2, 3)) / 2))  # the dropped 4 counts as they finished
    assert s[2].omw == pytest.approx(float((F(2, 3) + 1) / 2))
    assert s[5].omw == pytest.approx(1 / 3)  # only 2: the bye is no opponent
    assert s[4].omw == pytest.approx(2 / 3)


def test_oomw_is_the_mean_of_the_opponents_omw_and_breaks_the_tie_of_1_and_3():
    s = by_id(standings([1, 2, 3, 4, 5], FIVE))
    assert s[1].oomw == pytest.approx(float((F(5, 6) + F(1, 2)) / 2))  # 2/3
    assert s[3].oomw == pytest.approx(float((F(2, 3) + F(1, 2)) / 2))  # 7/12
    assert s[1].rank < s[3].rank


def test_records_count_the_bye_as_a_win_and_the_draw():
    s = by_id(standings([1, 2, 3, 4, 5], FIVE, dropped={4}))
    assert (s[5].wins, s[5].losses, s[5].draws, s[5].byes) == (2, 0, 0, 1)
    assert (s[1].wins, s[1].losses, s[1].draws) == (1, 0, 1)
    assert (s[2].wins, s[2].losses) == (0, 2)
    assert [p.id for p in s.values() if p.dropped] == [4]


def test_game_win_percentage_scores_games_as_matches_and_its_opponents_floor():
    s = by_id(standings([1, 2, 3, 4, 5], FIVE))
    assert s[1].gw == pytest.approx(10 / 18)  # 3 games won, 2 lost, 1 drawn: (3x3 + 1) / (3x6)
    assert s[3].gw == pytest.approx(10 / 15)
    assert s[2].gw == pytest.approx(3 / 15)
    assert s[1].ogw == pytest.approx(float((F(1, 3) + F(2, 3)) / 2))  # 2's 20% counts as 33%
    assert s[3].ogw == pytest.approx(float((F(1, 3) + F(5, 9)) / 2))


def test_the_chain_is_the_events_setting():
    with_gw = standings([1, 2, 3, 4, 5], FIVE, tiebreakers=("points", "gw"))
    assert [s.id for s in with_gw][:3] == [5, 3, 1]  # 3's 67% of games beats 1's 56%
    assert standings([1, 2, 3, 4, 5], FIVE, tiebreakers=("omw",))[0].id == 2


def test_equal_records_keep_the_order_of_their_ids():
    results = [Result(1, 4, 3, 2, 0, 0, "a"), Result(1, 2, 1, 2, 0, 0, "a")]
    assert [s.id for s in standings([4, 3, 2, 1], results)] == [2, 4, 1, 3]


def test_a_double_loss_is_a_loss_for_both_and_other_points_change_the_percentages():
    s = by_id(standings([1, 2], [Result(1, 1, 2, outcome="double_loss")]))
    assert (s[1].points, s[1].losses, s[2].points, s[2].losses) == (0, 1, 0, 1)
    s = by_id(standings([1, 2, 3], [Result(1, 1, 2, outcome="draw"), Result(1, 3, None)], points=(2, 1, 0)))
    assert (s[1].points, s[3].points) == (1, 2)
    assert s[2].omw == pytest.approx(1 / 2)  # 1 point of 2 possible


@pytest.mark.parametrize(
    ("kwargs", "results"),
    [
        ({"tiebreakers": ("points", "buchholz")}, []),
        ({}, [Result(1, 1, 9)]),
        ({}, [Result(1, 1, 2, outcome="forfeit")]),
    ],
)
def test_bad_settings_and_results_are_clear_errors(kwargs, results):
    with pytest.raises(MessageError):
        standings([1, 2], results, **kwargs)


@pytest.mark.parametrize(("players", "rounds"), [(1, 0), (2, 1), (8, 3), (9, 4), (16, 4), (17, 5), (2000, 11)])
def test_the_usual_number_of_rounds_is_log2_of_the_field_rounded_up(players, rounds):
    assert swiss_rounds(players) == rounds


@settings(max_examples=25, deadline=None)
@given(players=st.integers(min_value=8, max_value=120), seed=st.integers(0, 10**6), rounds=st.integers(1, 8))
def test_every_percentage_is_a_fraction_and_points_add_up(players, seed, rounds):
    event = Event(players, seed, draw_rate=0.2, drop_rate=0.05)
    for _ in range(rounds):
        event.play(event.next_pairings())
    table = standings(event.ids, event.results, dropped=event.dropped)
    assert sorted(s.id for s in table) == event.ids
    for s in table:
        assert s.points == 3 * s.wins + s.draws
        assert all(0 <= v <= 1 for v in (s.omw, s.gw, s.ogw, s.oomw))
        assert s.omw == 0 or s.omw >= 1 / 3 - 1e-12
    keys = [(s.points, s.omw, s.oomw) for s in table]
    assert keys == sorted(keys, reverse=True)


# Round 1: 1 beats 2 (best of 1); 3 enters late and takes a loss for it, with no opponent. Round 2: 3 beats 2,
# 1 has the bye. Match-win %: 1 6/6, 2 0 (33% as an opponent), 3 3/6. Game-win %: 3 won 1 of 2 games.
LATE = [
    Result(1, 1, 2, 1, 0, 0, "a"),
    Result(1, 3, None, 0, 1, 0, "b"),
    Result(2, 3, 2, 1, 0, 0, "a"),
    Result(2, 1, None, 1, 0, 0, "a"),
]


def test_a_late_entrys_missed_round_is_a_loss_in_their_record_and_nobodys_opponent():
    s = by_id(standings([1, 2, 3], LATE, tiebreakers=("points", "omw", "gw")))
    assert (s[3].points, s[3].wins, s[3].losses, s[3].byes) == (3, 1, 1, 0)
    assert (s[1].points, s[1].byes) == (6, 1)
    assert s[3].omw == pytest.approx(1 / 3)  # only 2 (floored): the missed round brings no opponent
    assert s[2].omw == pytest.approx(float((1 + F(1, 2)) / 2))  # 1 at 100%, 3 at 50% with the loss counted
    assert s[3].gw == pytest.approx(1 / 2)
    assert [x.id for x in standings([1, 2, 3], LATE)] == [1, 3, 2]
