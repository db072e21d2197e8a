"""Final placings (tournaments.placings, pure): the cut's order (winner, finalist, semi-finalists by their
Swiss rank, ...), then the Swiss standings as they are."""

import random
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from tournaments.pairing import next_round, top_cut
from tournaments.placings import CutMatch, placings


def _bracket(seeds, size, pick):
    """Every round of a cut of `size` from `seeds`, each match's winner chosen by pick(a, b)."""
    rounds, pairs = [], top_cut(seeds, size)
    while True:
        matches = [CutMatch(a, b, pick(a, b)) for a, b in pairs]
        rounds.append(matches)
        if len(matches) == 1:
            return rounds
        pairs = next_round([m.winner for m in matches])


def test_without_a_cut_the_placings_are_the_swiss_standings():
    assert [p.id for p in placings([5, 3, 9, 1])] == [5, 3, 9, 1]
    assert {p.reached for p in placings([5, 3, 9, 1])} == {0}


def test_the_finalist_who_lost_is_second_and_the_semi_finalists_follow_by_swiss_rank():
    swiss = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]  # 11 is first of the Swiss
    # quarter-finals 11v18 14v15 12v17 13v16: the lower seed wins each; semis 18v15 17v16; final 18v17
    rounds = [
        [CutMatch(11, 18, 18), CutMatch(14, 15, 15), CutMatch(12, 17, 17), CutMatch(13, 16, 16)],
        [CutMatch(18, 15, 18), CutMatch(17, 16, 17)],
        [CutMatch(18, 17, 17)],
    ]
    placed = placings(swiss, rounds)
    assert [p.id for p in placed] == [17, 18, 15, 16, 11, 12, 13, 14, 19, 20]
    assert [p.reached for p in placed] == [1, 2, 4, 4, 8, 8, 8, 8, 0, 0]
    assert [p.place for p in placed] == list(range(1, 11))
    assert placed[0].swiss_rank == 7 and placed[-1].swiss_rank == 10


def test_during_the_cut_a_player_still_in_it_stands_above_one_knocked_out_of_the_same_round():
    swiss = [1, 2, 3, 4, 5]
    rounds = [[CutMatch(1, 4, 4), CutMatch(2, 3, None)]]
    assert [p.id for p in placings(swiss, rounds)] == [4, 2, 3, 1, 5]


@given(
    st.integers(min_value=2, max_value=40),
    st.sampled_from([2, 4, 8, 16, 32]),
    st.integers(min_value=0, max_value=10**6),
)
def test_placings_are_a_permutation_with_the_cut_winner_first_and_the_swiss_order_below(players, size, seed):
    rng = random.Random(seed)
    swiss = rng.sample(range(1, 1000), players)
    size = min(size, 1 << (players.bit_length() - 1))
    rounds = _bracket(swiss[:size], size, lambda a, b: rng.choice((a, b)))
    placed = placings(swiss, rounds)
    assert sorted(p.id for p in placed) == sorted(swiss)
    assert [p.place for p in placed] == list(range(1, players + 1))
    assert placed[0].id == rounds[-1][0].winner
    final = rounds[-1][0]
    assert placed[1].id == ({final.a, final.b} - {final.winner}).pop()
    assert [p.id for p in placed[size:]] == swiss[size:]
    # out in the same round: in Swiss order; out earlier: below
    reached = [p.reached for p in placed[:size]]
    assert reached == sorted(reached)
    for x, y in pairwise(placed[1:size]):
        if x.reached == y.reached:
            assert x.swiss_rank < y.swiss_rank
