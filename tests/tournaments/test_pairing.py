"""Swiss pairing on hand-made fields: round 1, score groups, byes, rematches and the top cut."""

import pytest

from games.rules.messages import MessageError
from tournaments.pairing import Entrant, pair_round, top_cut

pytestmark = pytest.mark.smoke


def paired_ids(pairings):
    return sorted(i for p in pairings for i in (p.a, p.b) if i is not None)


def test_round_one_is_the_same_for_the_same_seed_and_pairs_everyone_once():
    field = [Entrant(i, 0) for i in range(1, 12)]
    first = pair_round(field, round_number=1, seed="event-7")
    assert first == pair_round(list(reversed(field)), round_number=1, seed="event-7")
    assert paired_ids(first) == list(range(1, 12))
    assert [p.table for p in first] == [1, 2, 3, 4, 5, 0]


def test_round_one_differs_with_another_seed():
    field = [Entrant(i, 0) for i in range(1, 41)]
    assert pair_round(field, round_number=1, seed=1) != pair_round(field, round_number=1, seed=2)


def test_a_rematch_is_avoided_by_pairing_the_group_the_other_way():
    field = [Entrant(1, 3, (2,), rank=1), Entrant(2, 3, (1,), rank=2), Entrant(3, 3, rank=3), Entrant(4, 3, rank=4)]
    pairs = {(p.a, p.b) for p in pair_round(field, round_number=2, seed=0)}
    assert pairs == {(1, 3), (2, 4)}


def test_the_bye_goes_to_the_lowest_ranked_player_without_one():
    field = [Entrant(i, 3 if i < 4 else 0, byes=1 if i == 5 else 0, rank=i) for i in range(1, 6)]
    bye = [p for p in pair_round(field, round_number=2, seed=0) if p.b is None]
    assert [(p.a, p.notes[0].kind) for p in bye] == [(4, "bye")]


def test_a_pair_down_is_explained():
    field = [Entrant(1, 6, rank=1), Entrant(2, 3, rank=2), Entrant(3, 3, rank=3), Entrant(4, 3, rank=4)]
    pairings = pair_round(field, round_number=3, seed=0)
    assert (pairings[0].a, pairings[0].b) == (1, 2)
    assert [n.kind for n in pairings[0].notes] == ["pair_down"]
    assert str(pairings[0].notes[0].message).startswith("Paired down from 6 points to 3 points")


def test_top_cut_of_eight_is_in_bracket_order():
    assert top_cut([11, 12, 13, 14, 15, 16, 17, 18, 19], 8) == [(11, 18), (14, 15), (12, 17), (13, 16)]


@pytest.mark.parametrize("size", [3, 0, 12])
def test_top_cut_sizes_are_powers_of_two(size):
    with pytest.raises(MessageError):
        top_cut(list(range(40)), size)


def test_two_leaders_who_drew_each_other_are_both_paired_down_not_together():
    leaders = [Entrant(1, 7, (2,), rank=1), Entrant(2, 7, (1,), rank=2)]
    rest = [Entrant(i, 6, rank=i) for i in range(3, 302)]
    pairings = pair_round(leaders + rest, round_number=4, seed=0)
    first_two = {(p.a, p.b) for p in pairings[:2]}
    assert first_two == {(1, 3), (2, 4)}
    assert all(n.kind == "pair_down" for p in pairings[:2] for n in p.notes)
    assert [p.a for p in pairings if p.b is None] == [301]


def test_when_every_low_player_had_a_bye_it_goes_up_to_the_lowest_without_one():
    field = [Entrant(i, 3 if i <= 150 else 0, byes=0 if i <= 150 else 1, rank=i) for i in range(1, 302)]
    bye = [p.a for p in pair_round(field, round_number=3, seed=0) if p.b is None]
    assert bye == [150]


def test_a_note_is_shown_in_the_language_of_the_page():
    from django.utils import translation

    field = [Entrant(1, 6, rank=1), Entrant(2, 3, rank=2), Entrant(3, 3, rank=3), Entrant(4, 3, rank=4)]
    note = pair_round(field, round_number=3, seed=0)[0].notes[0]
    with translation.override("fr"):
        assert str(note.message) == (
            "Apparié vers le bas, de 6 points à 3 points : le groupe de score ne pouvait pas être apparié en son sein."
        )
    assert note.message.to_dict()["message"].startswith("Paired down from 6 points to 3 points")


def test_no_players_no_pairings_and_a_lone_player_has_the_bye():
    assert pair_round([], round_number=2, seed=0) == []
    [alone] = pair_round([Entrant(7, 3, (5,))], round_number=2, seed=0)
    assert (alone.table, alone.a, alone.b, alone.notes[0].kind) == (0, 7, None, "bye")


def test_a_player_listed_twice_is_a_clear_error():
    with pytest.raises(MessageError, match="Player 3 is listed twice"):
        pair_round([Entrant(3, 0), Entrant(3, 0)], round_number=1, seed=0)


def test_opponents_who_dropped_are_ignored_and_one_sided_records_still_count_as_met():
    field = [Entrant(1, 3, (2, 99), rank=1), Entrant(2, 3, rank=2), Entrant(3, 3, rank=3), Entrant(4, 3, rank=4)]
    assert {(p.a, p.b) for p in pair_round(field, round_number=2, seed=0)} == {(1, 3), (2, 4)}


def test_unranked_players_of_a_later_round_are_drawn_at_random_from_the_seed_within_their_group():
    field = [Entrant(i, 3 if i <= 20 else 0) for i in range(1, 41)]
    first = pair_round(field, round_number=2, seed=9)
    assert first == pair_round(field, round_number=2, seed=9)
    assert first != pair_round(field, round_number=2, seed=10)
    assert all((p.a <= 20) == (p.b <= 20) for p in first)


def test_the_next_rounds_entrants_come_from_the_standings_and_results():
    from tournaments.pairing import entrants_from
    from tournaments.standings import Result, standings

    results = [Result(1, 1, 2, 2, 0), Result(1, 3, 4, 0, 2, outcome="b"), Result(1, 5, None)]
    table = standings([1, 2, 3, 4, 5], results)
    found = {e.id: e for e in entrants_from(table, results, dropped={2})}
    assert sorted(found) == [1, 3, 4, 5]
    assert (found[1].points, found[1].opponents, found[1].byes) == (3, (2,), 0)
    assert (found[5].points, found[5].opponents, found[5].byes) == (3, (), 1)
    assert [found[i].rank for i in (1, 4, 5, 3)] == sorted(found[i].rank for i in (1, 4, 5, 3))
    assert all(e.rank == 0 for e in entrants_from(table, results, ranked=False))


def _bye_note(field, round_number=2):
    (bye,) = [p for p in pair_round(field, round_number=round_number, seed=0) if p.b is None]
    return bye.a, bye.notes[0].message.english


def test_a_bye_moved_up_to_avoid_a_pair_down_says_so():
    # 3, 3, 1, 1, 0 where the 1-point players met: the bye for the 0-point player would leave them to pair
    # down twice (or meet again); it goes to a 1-point player, and the reason must not claim the lowest got it
    met = {1: (5,), 3: (4,), 4: (3,), 5: (1,)}
    field = [Entrant(i, p, met.get(i, ()), rank=i) for i, p in enumerate([3, 3, 1, 1, 0], start=1)]
    taker, reason = _bye_note(field)
    assert taker == 4
    assert "lowest-ranked player without a bye gets it" not in reason
    assert "moved up from the lowest-ranked player without a bye (on 0 points)" in reason and "pair-down" in reason


def test_a_bye_moved_up_to_avoid_a_rematch_says_so():
    # 4 met 1, 2 and 3: the bye for 5 would pair 4 with someone it met; 4 takes it instead
    met = {1: (4,), 2: (4,), 3: (4,), 4: (1, 2, 3)}
    field = [Entrant(i, p, met.get(i, ()), rank=i) for i, p in enumerate([6, 4, 4, 3, 3], start=1)]
    taker, reason = _bye_note(field)
    assert taker == 4
    assert "moved up from the lowest-ranked player without a bye (on 3 points)" in reason and "rematch" in reason


def test_the_bye_to_the_lowest_ranked_keeps_the_plain_reason():
    field = [Entrant(i, 3 if i < 4 else 0, rank=i) for i in range(1, 6)]
    taker, reason = _bye_note(field)
    assert taker == 5 and "the lowest-ranked player without a bye gets it" in reason
