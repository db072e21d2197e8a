"""Tractor's card faces as the card database holds them: every installation has the 54, none is imported."""

from .cards import BIG_JOKER, POINTS, RANKS, SMALL_JOKER, SUITS

SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
RANK_NAMES = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}


def cards():
    """(code, name, type, attrs) of each face, in deck order."""
    for suit in SUITS:
        for rank in RANKS:
            name = f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
            yield f"{rank}{suit}", name, "Suit card", {"rank": rank, "suit": suit, "points": POINTS.get(rank, 0)}
    yield SMALL_JOKER, "Small Joker", "Joker", {"rank": SMALL_JOKER, "suit": None, "points": 0}
    yield BIG_JOKER, "Big Joker", "Joker", {"rank": BIG_JOKER, "suit": None, "points": 0}
