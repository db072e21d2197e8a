"""The builder's "deal at random": the same seed deals the same cards, by the documented algorithm."""

import hashlib
from collections import Counter

import pytest

from games.rules.tractor.cards import FACES
from games.rules.tractor.deal import deal, shuffled
from games.rules.tractor.engine import adjudicate


def test_the_same_seed_deals_the_same_cards_and_another_seed_others():
    assert deal("table 7, round 2") == deal("table 7, round 2")
    assert deal(42) == deal("42")  # an integer is its decimal text
    assert deal("table 7, round 2")["hands"] != deal("table 7, round 3")["hands"]


@pytest.mark.parametrize("seed", ["0", "a seed", "ไพ่ 5"])
def test_a_deal_is_four_hands_of_25_and_a_kitty_of_8_from_two_whole_decks(seed):
    dealt = deal(seed)
    assert [len(hand) for hand in dealt["hands"]] == [25, 25, 25, 25]
    assert len(dealt["kitty"]) == 8
    every_card = Counter(card for hand in dealt["hands"] for card in hand) + Counter(dealt["kitty"])
    assert every_card == Counter(dict.fromkeys(FACES, 2))
    record = {"levels": ["2", "2"], "dealer": None, **dealt}
    assert adjudicate(record)["violation"] is None  # the engine's deal rule accepts it


def test_the_shuffle_is_the_documented_fisher_yates_on_sha256():
    """Redone here from the docstring's words, so a change of algorithm (which would deal other cards for
    seeds already written down) fails this test."""
    deck = [face for face in FACES for _ in range(2)]
    for i in range(107, 0, -1):
        j = int(hashlib.sha256(f"s:{i}".encode()).hexdigest(), 16) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    assert shuffled("s") == deck
    assert deal("s") == {"hands": [deck[0:25], deck[25:50], deck[50:75], deck[75:100]], "kitty": deck[100:]}


def test_a_known_seed_keeps_its_deal():
    # written down once: seat 0's first cards and the kitty of seed "table 7"
    dealt = deal("table 7")
    assert dealt["hands"][0][:5] == ["7H", "AC", "KD", "JC", "8S"]
    assert dealt["kitty"] == ["10C", "2H", "AH", "5H", "3S", "5S", "2C", "3C"]
