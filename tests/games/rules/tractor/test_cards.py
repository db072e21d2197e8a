"""Cards, points and card order (seed sections 2-4)."""

import pytest

from games.rules.tractor.cards import (
    FACES,
    TRUMP,
    canonical,
    full_deck,
    next_rank,
    points,
    total_points,
    trump_of,
)

pytestmark = pytest.mark.smoke


def test_two_decks_with_jokers_make_108_cards_of_54_faces():
    assert len(FACES) == 54
    assert len(full_deck()) == 108


def test_fives_count_5_tens_and_kings_10_for_200_in_all():
    assert points("5H") == 5
    assert points("10S") == 10
    assert points("KD") == 10
    assert points("QC") == 0
    assert points("BJ") == 0
    assert total_points(full_deck()) == 200


@pytest.mark.parametrize(("name", "expected"), [("TH", "10H"), ("10H", "10H"), ("AS", "AS"), ("SJ", "SJ")])
def test_card_names_accept_t_for_ten(name, expected):
    assert canonical(name) == expected


@pytest.mark.parametrize("name", ["11H", "1S", "AX", "ah", "", "RJ", "10", 10, None])
def test_unknown_card_names_are_refused(name):
    assert canonical(name) is None


def test_trump_order_is_big_joker_small_joker_trump_level_other_levels_then_trump_suit():
    """ "Trump runs: red joker, black joker, the level card of the trump suit, the other level cards,
    then the rest of the trump suit A-2." """
    trump = trump_of("H", "7")
    order = ["BJ", "SJ", "7H", "7S", "AH", "KH", "8H", "6H", "2H"]
    strengths = [trump.order(card) for card in order]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == len(strengths)


def test_off_suit_level_cards_are_equal():
    """ "Off-suit level cards are of equal strength." """
    trump = trump_of("H", "7")
    assert trump.order("7S") == trump.order("7D") == trump.order("7C")


def test_jokers_and_all_level_cards_belong_to_the_trump_suit():
    trump = trump_of("H", "7")
    for card in ("BJ", "SJ", "7H", "7S", "7D", "7C", "AH", "2H"):
        assert trump.suit_of(card) == TRUMP
    assert trump.suit_of("AS") == "S"


def test_plain_suits_rank_a_to_2_without_the_level_rank():
    trump = trump_of("H", "7")
    assert trump.order("AS") > trump.order("KS") > trump.order("8S") > trump.order("6S") > trump.order("2S")
    assert trump.order("8S") - trump.order("6S") == 1  # the level rank leaves no gap


def test_no_trump_keeps_jokers_and_level_cards_as_trump():
    """ "A joker pair declares no-trump; level cards and jokers remain trump." """
    trump = trump_of(None, "5")
    assert trump.suit_of("5H") == TRUMP
    assert trump.suit_of("BJ") == TRUMP
    assert trump.suit_of("AH") == "H"
    assert trump.order("BJ") > trump.order("SJ") > trump.order("5H") == trump.order("5S")


def test_ranks_go_up_and_past_the_ace():
    assert next_rank("2", 3) == "5"
    assert next_rank("K") == "A"
    assert next_rank("A") is None
