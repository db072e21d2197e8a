"""Declaring trump (seed section 2): bid-turn, bid-cards, bid-strength, and how bidding ends."""

from types import SimpleNamespace

import pytest

from games.rules.engine import Violation
from games.rules.tractor.bidding import (
    BIG_JOKER_PAIR,
    LEVEL_PAIR,
    SINGLE,
    SMALL_JOKER_PAIR,
    declaration,
    run_bidding,
)
from games.rules.tractor.engine import adjudicate
from tests.tractor.helpers import bot_record

pytestmark = pytest.mark.smoke

# Four hands holding what the cases below declare (the rest of the deal does not matter here).
HANDS = [
    ["2H", "2H", "SJ", "AS"],
    ["2S", "2C", "SJ", "KD"],
    ["BJ", "BJ", "2D", "2D"],
    ["2C", "SJ", "QH", "3H"],
]
KITTY = ["BJ", "SJ", "9D", "AH", "3S", "3S", "4S", "5S"]


def bid(seat, *cards):
    return {"seat": seat, "cards": list(cards)}


def passes(*seats):
    return [{"seat": seat, "pass": True} for seat in seats]


def violation(bids, dealer=0, level="2"):
    """The bid refused: its rule, its seat, its index in `bids` (the verdict numbers it from 1) and message."""
    with pytest.raises(Violation) as raised:
        run_bidding(bids, HANDS, KITTY, dealer, level)
    found = raised.value
    return SimpleNamespace(rule=found.rule, seat=found.where["seat"], bid=found.where["bid"] - 1, message=str(found))


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["2H"], (SINGLE, "H")),
        (["2H", "2H"], (LEVEL_PAIR, "H")),
        (["SJ", "SJ"], (SMALL_JOKER_PAIR, None)),
        (["BJ", "BJ"], (BIG_JOKER_PAIR, None)),
        (["3H"], None),
        (["2H", "2S"], None),
        (["SJ"], None),
        (["SJ", "BJ"], None),
        (["2H", "2H", "2H"], None),
        ([], None),
    ],
)
def test_what_a_declaration_is_worth(cards, expected):
    """ "A level card declares its suit; a pair of identical level cards overcalls a single; two
    black jokers overcall a level pair and two red jokers overcall the black jokers." """
    assert declaration(cards, "2") == expected


def test_three_passes_after_a_bid_fix_trump():
    result = run_bidding([bid(0, "2H"), *passes(1, 2, 3)], HANDS, KITTY, 0, "2")
    assert (result.over, result.suit, result.dealer, result.winning_bid) == (True, "H", 0, 0)


def test_two_passes_after_a_bid_leave_the_bidding_open():
    result = run_bidding([bid(0, "2H"), *passes(1, 2)], HANDS, KITTY, 0, "2")
    assert (result.over, result.suit) == (False, "H")


def test_a_pair_overcalls_a_single():
    bids = [bid(1, "2C"), *passes(2, 3), bid(0, "2H", "2H"), *passes(1, 2, 3)]
    result = run_bidding(bids, HANDS, KITTY, 1, "2")
    assert (result.over, result.suit, result.winning_bid) == (True, "H", 3)


def test_big_jokers_overcall_small_jokers_and_declare_no_trump():
    bids = [bid(2, "BJ", "BJ"), *passes(3, 0, 1)]
    result = run_bidding(bids, HANDS, KITTY, 2, "2")
    assert (result.over, result.suit) == (True, None)


def test_a_partner_may_overcall_and_passing_players_may_bid_later():
    bids = [bid(0, "2H"), *passes(1), bid(2, "BJ", "BJ"), *passes(3, 0, 1)]
    result = run_bidding(bids, HANDS, KITTY, 0, "2")
    assert (result.winning_bid, result.suit) == (2, None)
    bids = [*passes(0), bid(1, "2S"), *passes(2, 3), bid(0, "2H", "2H"), *passes(1, 2, 3)]
    assert run_bidding(bids, HANDS, KITTY, 0, "2").suit == "H"


def test_four_passes_without_a_bid_use_the_kittys_first_non_joker_suit():
    """ "If all four pass without declaring, reveal the kitty and use its first non-joker suit." """
    result = run_bidding(passes(0, 1, 2, 3), HANDS, KITTY, 0, "2")
    assert (result.over, result.suit, result.dealer) == (True, "D", 0)


def test_in_a_first_hand_the_first_declarer_becomes_dealer():
    """ "The first player to declare becomes the first dealer." """
    bids = [*passes(0), bid(1, "2S"), bid(2, "2D", "2D"), *passes(3, 0, 1)]
    result = run_bidding(bids, HANDS, KITTY, None, "2")
    assert (result.dealer, result.suit) == (1, "D")


def test_in_a_first_hand_nobody_bidding_leaves_seat_0_dealing():
    assert run_bidding(passes(0, 1, 2, 3), HANDS, KITTY, None, "2").dealer == 0


def test_turns_start_with_the_dealer():
    found = violation([bid(0, "2H")], dealer=2)
    assert (found.rule, found.seat, found.bid) == ("bid-turn", 0, 0)
    assert "seat 2 was to bid" in found.message


def test_turns_go_in_seat_order():
    found = violation([bid(0, "2H"), *passes(2)])
    assert (found.rule, found.bid) == ("bid-turn", 1)


def test_no_bid_after_the_bidding_is_over():
    found = violation([bid(0, "2H"), *passes(1, 2, 3), bid(0, "2H", "2H")])
    assert found.rule == "bid-turn"
    assert "already over" in found.message


def test_no_bid_after_four_passes():
    found = violation([*passes(0, 1, 2, 3), bid(0, "2H")])
    assert found.rule == "bid-turn"


def test_a_non_level_card_declares_nothing():
    found = violation([bid(0, "AS")])
    assert found.rule == "bid-cards"
    assert "AS declares nothing (level rank 2)" in found.message


def test_two_different_level_cards_are_not_a_pair():
    found = violation([*passes(0), bid(1, "2S", "2C")])
    assert found.rule == "bid-cards"


def test_a_bid_is_made_of_cards_in_the_bidders_hand():
    found = violation([*passes(0), bid(1, "2H")])
    assert (found.rule, found.seat) == ("bid-cards", 1)
    assert "does not hold 2H" in found.message


def test_a_lone_joker_declares_nothing():
    assert violation([bid(0, "SJ")]).rule == "bid-cards"


def test_no_overcall_of_equal_strength():
    """ "No overcall of equal strength." """
    found = violation([bid(0, "2H"), bid(1, "2S")])
    assert (found.rule, found.seat, found.bid) == ("bid-strength", 1, 1)
    assert "must be strictly stronger" in found.message


def test_a_weaker_bid_cannot_overcall():
    assert violation([*passes(0, 1), bid(2, "BJ", "BJ"), bid(3, "2C")]).rule == "bid-strength"


def test_the_level_rank_is_the_dealer_teams_level():
    """Dealer seat 1 (team 1) at level 5: a 2 no longer declares, a 5 would."""
    record = bot_record(3)
    record["dealer"], record["levels"] = 1, ["2", "5"]
    holder = next(seat for seat in range(4) if any(card.startswith("2") for card in record["hands"][seat]))
    two = next(card for card in record["hands"][holder] if card.startswith("2"))
    record["bids"] = [*passes(*[(1 + i) % 4 for i in range((holder - 1) % 4)]), bid(holder, two)]
    verdict = adjudicate(record)
    assert verdict["violation"]["rule"] == "bid-cards"
    assert "level rank 5" in verdict["violation"]["message"]


def test_a_bid_violation_in_the_verdict_has_no_trick():
    record = bot_record(3)
    record["bids"] = [{"seat": 3, "pass": True}]
    record["dealer"] = 0
    verdict = adjudicate(record)
    assert verdict["legal"] is False
    assert verdict["violation"] == {
        "trick": None,
        "play": None,
        "bid": 1,
        "seat": 3,
        "rule": "bid-turn",
        "message": "bid 1: seat 0 was to bid, not seat 3",
        "template": "bid {bid}: seat {expected} was to bid, not seat {seat}",
        "params": {"bid": 1, "expected": 0, "seat": 3},
        "where": {"trick": None, "play": None, "bid": 1, "seat": 3},
        "source": None,
    }


def test_playing_before_the_bidding_is_over_is_a_bid_turn_violation():
    record = bot_record(3)
    record["bids"] = record["bids"][:1]
    verdict = adjudicate(record)
    assert verdict["violation"]["rule"] == "bid-turn"
    assert "not over" in verdict["violation"]["message"]


def test_a_bid_violation_names_its_bid_so_the_adjudication_page_marks_it():
    """The verdict's `bid` counts from 1, as its message does; the page marks that bid (presenters.bid_views)."""
    from judging.adjudications.presenters_tractor import bid_views

    record = bot_record(3)
    record["dealer"] = 0
    record["bids"] = [{"seat": 0, "pass": True}, {"seat": 1, "pass": True}, {"seat": 3, "pass": True}]
    violation = adjudicate(record)["violation"]
    assert (violation["rule"], violation["bid"], violation["seat"]) == ("bid-turn", 3, 3)
    assert violation["message"].startswith("bid 3: ")
    marked = [view["number"] for view in bid_views({"violation": violation}, record) if view["violation"]]
    assert marked == [3]
