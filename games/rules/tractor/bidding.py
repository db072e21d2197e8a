"""Declaring trump (section 2 of the seed).

"A level card declares its suit; a pair of identical level cards overcalls a single; two black
jokers overcall a level pair and two red jokers overcall the black jokers; a joker pair declares
no-trump. No overcall of equal strength." "Three passes in a row after a declaration fix the trump;
if all four pass without declaring, reveal the kitty and use its first non-joker suit."
Turns go in seat order from the dealer (seat 0 in a match's first hand, where the first declarer
becomes dealer, or seat 0 stays dealer when nobody declares).
"""

from collections import Counter
from dataclasses import dataclass

from ..engine import Violation
from ..messages import N_
from .cards import BIG_JOKER, SMALL_JOKER, rank_of, suit_of
from .record import SEATS

# Declaration strengths, weakest first.
SINGLE, LEVEL_PAIR, SMALL_JOKER_PAIR, BIG_JOKER_PAIR = 1, 2, 3, 4
STRENGTH_NAMES = {
    SINGLE: N_("a single level card"),
    LEVEL_PAIR: N_("a pair of level cards"),
    SMALL_JOKER_PAIR: N_("a pair of small jokers"),
    BIG_JOKER_PAIR: N_("a pair of big jokers"),
}
PASSES_TO_CLOSE = 3
PASSES_WITHOUT_BID = 4


@dataclass
class Bidding:
    over: bool
    dealer: int | None  # None only while a match's first bidding is still open
    suit: str | None  # trump suit (None: no-trump, or not decided yet)
    winning_bid: int | None  # index in bids of the declaration that stands


def declaration(cards, level):
    """(strength, suit) of a declaration made of `cards`, or None when they declare nothing."""
    if len(cards) == 1 and rank_of(cards[0]) == level:
        return SINGLE, suit_of(cards[0])
    if len(cards) == 2 and cards[0] == cards[1]:
        if cards[0] == BIG_JOKER:
            return BIG_JOKER_PAIR, None
        if cards[0] == SMALL_JOKER:
            return SMALL_JOKER_PAIR, None
        if rank_of(cards[0]) == level:
            return LEVEL_PAIR, suit_of(cards[0])
    return None


def first_bidder(dealer):
    return 0 if dealer is None else dealer


def run_bidding(bids, hands, kitty, dealer, level):
    """Replay the bids; raises Violation (with the seat and the bid, numbered from 1) at the first illegal one."""
    seat = first_bidder(dealer)
    standing = None  # (strength, suit, bid index)
    passes = 0
    declarer = None  # the first declarer becomes dealer of a match's first hand
    for i, bid in enumerate(bids):
        if _closed(standing, passes):
            raise Violation(
                "bid-turn", N_("bid {bid}: the bidding was already over"), {"bid": i + 1}, seat=bid["seat"], bid=i + 1
            )
        if bid["seat"] != seat:
            template = N_("bid {bid}: seat {expected} was to bid, not seat {seat}")
            params = {"bid": i + 1, "expected": seat, "seat": bid["seat"]}
            raise Violation("bid-turn", template, params, seat=bid["seat"], bid=i + 1)
        if bid.get("pass"):
            passes += 1
        else:
            standing = _check_bid(bid, i, hands[seat], level, standing)
            passes = 0
            declarer = seat if declarer is None else declarer
        seat = (seat + 1) % SEATS
    return _result(standing, passes, declarer if dealer is None else dealer, kitty)


def _check_bid(bid, i, hand, level, standing):
    cards, seat = bid["cards"], bid["seat"]
    declared = declaration(cards, level)
    if declared is None:
        template = (
            N_("bid {bid}: {cards} declares nothing (level rank {level})")
            if cards
            else N_("bid {bid}: no cards declares nothing (level rank {level})")
        )
        params = {"bid": i + 1, "cards": " ".join(cards), "level": level}
        raise Violation("bid-cards", template, params, seat=seat, bid=i + 1)
    missing = Counter(cards) - Counter(hand)
    if missing:
        template = N_("bid {bid}: seat {seat} does not hold {cards}")
        params = {"bid": i + 1, "seat": seat, "cards": " ".join(sorted(missing.elements()))}
        raise Violation("bid-cards", template, params, seat=seat, bid=i + 1)
    if standing and declared[0] <= standing[0]:
        template = N_("bid {bid}: {declared} does not overcall {standing} (a bid must be strictly stronger)")
        params = {"bid": i + 1, "declared": STRENGTH_NAMES[declared[0]], "standing": STRENGTH_NAMES[standing[0]]}
        raise Violation("bid-strength", template, params, seat=seat, bid=i + 1)
    return (*declared, i)


def _closed(standing, passes):
    return passes >= (PASSES_TO_CLOSE if standing else PASSES_WITHOUT_BID)


def _result(standing, passes, dealer, kitty):
    if not _closed(standing, passes):
        return Bidding(False, dealer, standing[1] if standing else None, standing[2] if standing else None)
    if standing is None:
        # "reveal the kitty and use its first non-joker suit"; seat 0 deals a first hand
        suit = next((suit_of(card) for card in kitty if suit_of(card)), None)
        return Bidding(True, first_bidder(dealer), suit, None)
    return Bidding(True, dealer, standing[1], standing[2])
