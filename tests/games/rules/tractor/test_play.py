"""Leads, following and the trick winner (seed section 3), on small hands."""

import pytest

from games.rules.tractor.cards import TRUMP, trump_of
from games.rules.tractor.play import PAIR, SINGLE, TRACTOR, follow_problem, longest_tractor, shape_of, trick_winner

pytestmark = pytest.mark.smoke

HEARTS_7 = trump_of("H", "7")  # hearts trump, level 7


def kind(cards, trump=HEARTS_7):
    shape = shape_of(cards, trump)
    return shape and (shape.kind, shape.pairs)


# lead-shape: "lead a single card, two identical cards, or identical pairs in sequence in one effective suit"


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["AS"], (SINGLE, 0)),
        (["AS", "AS"], (PAIR, 1)),
        (["KS", "KS", "AS", "AS"], (TRACTOR, 2)),
        (["QS", "QS", "KS", "KS", "AS", "AS"], (TRACTOR, 3)),
        (["BJ", "BJ"], (PAIR, 1)),
    ],
)
def test_singles_pairs_and_tractors_are_leads(cards, expected):
    assert kind(cards) == expected


@pytest.mark.parametrize(
    "cards",
    [
        ["AS", "KS"],  # two different cards are not a pair
        ["AS", "AD"],  # two suits
        ["JS", "JS", "KS", "KS"],  # Q missing: not consecutive
        ["AS", "AS", "AS"],
        ["KS", "KS", "AS"],
        ["AS", "AS", "2D", "2D"],  # consecutive ranks, different suits
        [],
    ],
)
def test_other_combinations_are_not_leads(cards):
    assert kind(cards) is None


def test_the_level_rank_is_skipped_when_judging_consecutiveness():
    """ "The level rank is removed from the normal sequence, closing the gap": with 7 the level,
    6-6-8-8 of a plain suit is a tractor."""
    assert kind(["6S", "6S", "8S", "8S"]) == (TRACTOR, 2)
    assert kind(["6H", "6H", "8H", "8H"]) == (TRACTOR, 2)  # also in the trump suit


def test_off_suit_level_pairs_are_not_a_tractor():
    """ "Off-suit level cards are of equal strength and cannot pair up into consecutive pairs." """
    assert kind(["7S", "7S", "7D", "7D"]) is None


def test_trump_ace_off_level_trump_level_and_jokers_follow_each_other():
    assert kind(["AH", "AH", "7S", "7S"]) == (TRACTOR, 2)
    assert kind(["7C", "7C", "7H", "7H"]) == (TRACTOR, 2)
    assert kind(["7H", "7H", "SJ", "SJ"]) == (TRACTOR, 2)
    assert kind(["SJ", "SJ", "BJ", "BJ"]) == (TRACTOR, 2)
    assert kind(["AH", "AH", "7D", "7D", "7H", "7H", "SJ", "SJ", "BJ", "BJ"]) == (TRACTOR, 5)


def test_a_level_pair_and_a_trump_pair_mix_suits_only_in_effect():
    assert shape_of(["7S", "7S"], HEARTS_7).suit == TRUMP
    assert kind(["7S", "7S", "AS", "AS"]) is None  # 7S is trump, AS is a spade


def test_in_no_trump_level_pairs_and_joker_pairs_follow_each_other():
    trump = trump_of(None, "7")
    assert kind(["7S", "7S", "SJ", "SJ"], trump) == (TRACTOR, 2)
    assert kind(["AS", "AS", "7S", "7S"], trump) is None


def test_the_ace_pair_follows_the_king_pair_when_the_level_is_ace():
    assert kind(["KS", "KS", "QS", "QS"], trump_of("H", "A")) == (TRACTOR, 2)


def test_longest_tractor_counts_pairs_in_a_row():
    assert longest_tractor(["3S", "3S", "4S", "4S", "5S", "9S", "9S"], HEARTS_7) == 2
    assert longest_tractor(["3S", "9S", "9S"], HEARTS_7) == 1
    assert longest_tractor(["3S", "4S"], HEARTS_7) == 0


# follow-suit / follow-pairs


def problem(hand, cards, lead_cards, **kwargs):
    found = follow_problem(hand, cards, shape_of(lead_cards, HEARTS_7), HEARTS_7, **kwargs)
    return found and found[0]


def test_follow_the_led_suit():
    """ "Follow the effective suit as far as possible." """
    assert problem(["AS", "3D"], ["3D"], ["KS"]) == "follow-suit"
    assert problem(["AS", "3D"], ["AS"], ["KS"]) is None


def test_level_cards_and_jokers_follow_trump_not_their_printed_suit():
    assert problem(["7S", "AS"], ["AS"], ["3H"]) == "follow-suit"
    assert problem(["7S", "AS"], ["7S"], ["3H"]) is None
    assert problem(["BJ", "AS"], ["AS"], ["7D"]) == "follow-suit"


def test_a_level_card_does_not_follow_its_printed_suit():
    assert problem(["7S", "3D"], ["7S"], ["KS"]) is None  # void in spades: anything goes


def test_short_in_the_suit_play_all_of_it_then_anything():
    """ "If short, play every card of that suit and fill freely." """
    assert problem(["AS", "3D", "4D"], ["AS", "3D"], ["KS", "KS"]) is None
    assert problem(["AS", "3D", "4D"], ["3D", "4D"], ["KS", "KS"]) == "follow-suit"


def test_void_discard_or_trump_freely():
    """ "When void, you may discard or trump; trumping is optional." """
    assert problem(["3D", "2H"], ["3D"], ["KS"]) is None
    assert problem(["3D", "2H"], ["2H"], ["KS"]) is None


def test_a_pair_led_must_be_followed_by_a_pair_when_held():
    """ "Put in as many native pairs as possible when following a pair or tractor." """
    assert problem(["AS", "3S", "3S"], ["AS", "3S"], ["KS", "KS"]) == "follow-pairs"
    assert problem(["AS", "3S", "3S"], ["3S", "3S"], ["KS", "KS"]) is None


def test_a_pair_in_another_suit_does_not_count():
    assert problem(["AS", "3S", "4D", "4D"], ["AS", "3S"], ["KS", "KS"]) is None


def test_a_tractor_led_needs_as_many_pairs_as_held_but_not_consecutive():
    """ "Consecutive pairs are not required." """
    hand = ["3S", "3S", "9S", "9S", "JS", "AS"]
    assert problem(hand, ["3S", "3S", "9S", "9S"], ["QS", "QS", "KS", "KS"]) is None
    assert problem(hand, ["3S", "3S", "JS", "AS"], ["QS", "QS", "KS", "KS"]) == "follow-pairs"


def test_with_one_pair_to_a_tractor_play_the_pair_and_fill_with_the_suit():
    hand = ["3S", "3S", "9S", "JS", "AS"]
    assert problem(hand, ["3S", "3S", "9S", "JS"], ["QS", "QS", "KS", "KS"]) is None
    assert problem(hand, ["3S", "9S", "JS", "AS"], ["QS", "QS", "KS", "KS"]) == "follow-pairs"


def test_follow_tractor_variant_requires_a_held_tractor():
    hand = ["3S", "3S", "4S", "4S", "9S", "9S"]
    lead = ["QS", "QS", "KS", "KS"]
    assert problem(hand, ["3S", "3S", "9S", "9S"], lead) is None
    assert problem(hand, ["3S", "3S", "9S", "9S"], lead, follow_tractor=True) == "follow-tractor"
    assert problem(hand, ["3S", "3S", "4S", "4S"], lead, follow_tractor=True) is None


def test_follow_tractor_variant_does_not_apply_to_a_pair_lead():
    hand = ["3S", "3S", "4S", "4S"]
    assert problem(hand, ["3S", "3S"], ["KS", "KS"], follow_tractor=True) is None


# winner: "only a matching shape and size wins"


def winner(*plays, trump=HEARTS_7):
    plays = [(seat, cards) for seat, cards in enumerate(plays)]
    return trick_winner(plays, shape_of(plays[0][1], trump), trump)


def test_the_highest_card_of_the_led_suit_wins():
    assert winner(["9S"], ["KS"], ["3S"], ["QS"]) == 1


def test_a_higher_card_of_another_plain_suit_does_not_win():
    assert winner(["9S"], ["AD"], ["3S"], ["QC"]) == 0


def test_a_trump_wins_over_the_led_suit_and_the_highest_trump_wins():
    assert winner(["AS"], ["3H"], ["KS"], ["7D"]) == 3


def test_equal_cards_the_earlier_play_wins():
    """ "Equal strength: the earlier play wins." """
    assert winner(["9S"], ["KS"], ["KS"], ["3S"]) == 1
    assert winner(["3S"], ["7D"], ["7C"], ["7S"]) == 1  # off-suit level cards are equal


def test_two_unmatched_high_cards_cannot_beat_a_pair():
    assert winner(["3S", "3S"], ["AS", "KS"], ["4S", "4S"], ["5D", "6D"]) == 2


def test_unconnected_pairs_cannot_beat_a_tractor():
    """ "Unconnected pairs cannot beat a tractor." """
    assert winner(["3S", "3S", "4S", "4S"], ["KS", "KS", "AS", "QS"], ["JS", "JS", "AS", "AS"], ["5D"] * 4) == 0
    assert winner(["3S", "3S", "4S", "4S"], ["9S", "9S", "10S", "10S"], ["2S"] * 4, ["5D"] * 4) == 1


def test_a_void_player_wins_only_with_a_whole_trump_shape():
    """ "When void, a whole matching trump shape can win." """
    assert winner(["AS", "AS"], ["3H", "4H"], ["3S", "4S"], ["6S", "6S"]) == 0
    assert winner(["AS", "AS"], ["3H", "3H"], ["3S", "4S"], ["6S", "6S"]) == 1
    assert winner(["KS", "KS", "AS", "AS"], ["3H", "3H", "5H", "5H"], ["2S"] * 4, ["3S"] * 4) == 0
    assert winner(["KS", "KS", "AS", "AS"], ["3H", "3H", "4H", "4H"], ["2S"] * 4, ["3S"] * 4) == 1


def test_a_higher_trump_shape_overtrumps():
    assert winner(["AS", "AS"], ["3H", "3H"], ["BJ", "BJ"], ["6S", "6S"]) == 2


def test_a_trump_lead_is_won_by_the_highest_trump():
    assert winner(["2H"], ["7S"], ["7H"], ["AH"]) == 2
    assert winner(["SJ"], ["BJ"], ["7H"], ["AH"]) == 1


def test_a_mixed_play_never_wins():
    assert winner(["3S"], ["AS"], ["3H"], ["AH"]) == 3
    assert winner(["3S", "3S"], ["BJ", "AS"], ["4S", "4S"], ["3D", "4D"]) == 2
