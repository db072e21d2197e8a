"""A random deal from a seed, the same on every machine: the builder's "deal at random" (docs/tractor-records.md).

The algorithm is plain enough to redo by hand or in any language, which Python's own `random` (its
Mersenne Twister and the way `shuffle` draws) is not:

1. the deck is the 108 cards in `cards.FACES` order, each face twice in a row: 2S 2S 3S 3S .. AS AS,
   then hearts, diamonds, clubs, then SJ SJ BJ BJ;
2. Fisher-Yates from the end: for i = 107 down to 1, j = SHA-256 of the UTF-8 text `"{seed}:{i}"`,
   read as a big-endian integer, modulo i + 1; swap cards i and j (the 256-bit hash makes the modulo's
   bias negligible);
3. seat 0 takes cards 0-24, seat 1 25-49, seat 2 50-74, seat 3 75-99; the kitty is cards 100-107.
"""

import hashlib

from .cards import full_deck
from .engine import HAND_SIZE
from .record import SEATS

MAX_SEED_LENGTH = 100


def shuffled(seed):
    """The 108 cards shuffled by `seed` (any text; an integer is read as its decimal text)."""
    deck = full_deck()
    for i in range(len(deck) - 1, 0, -1):
        digest = hashlib.sha256(f"{seed}:{i}".encode()).digest()
        j = int.from_bytes(digest, "big") % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal(seed):
    """{"hands": [[25 cards] x 4], "kitty": [8 cards]} dealt from the deck `shuffled(seed)`."""
    deck = shuffled(seed)
    hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(SEATS)]
    return {"hands": hands, "kitty": deck[SEATS * HAND_SIZE :]}
