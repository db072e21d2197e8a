"""Tractor's cards: two 54-card decks (108 cards), their points, and their order once trump is known.

Source: seeds/tractor-80-points-rules.th.txt (digest in seeds/README.md), as restated by issue 6.
A card is named by rank then suit: `2S` .. `10S` (also `TS`) .. `AS`; `SJ` is the small (black)
joker and `BJ` the big (red) joker.
"""

from functools import cache

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
SMALL_JOKER, BIG_JOKER = "SJ", "BJ"
FACES = (*(f"{rank}{suit}" for suit in SUITS for rank in RANKS), SMALL_JOKER, BIG_JOKER)
FACE_SET = frozenset(FACES)
COPIES = 2  # two decks: every face exactly twice
TRUMP = "trump"  # the effective suit of every trump card

# "each five is worth 5 points; tens and kings 10 points each, 200 in all" (section 4)
POINTS = {"5": 5, "10": 10, "K": 10}


def canonical(name):
    """The canonical name of a card (`TH` -> `10H`), or None when it names no card."""
    if not isinstance(name, str):
        return None
    if name in FACE_SET:
        return name
    if len(name) == 2 and name[0] == "T" and name[1] in SUITS:
        return "10" + name[1]
    return None


def canonical_rank(name):
    """A level as a rank: `2`..`A` (also `T` for 10), or None."""
    if name == "T":
        return "10"
    return name if name in RANKS else None


def rank_of(card):
    return card if card in (SMALL_JOKER, BIG_JOKER) else card[:-1]


def suit_of(card):
    """The printed suit; None for a joker."""
    return None if card in (SMALL_JOKER, BIG_JOKER) else card[-1]


def points(card):
    return POINTS.get(rank_of(card), 0)


def total_points(cards):
    return sum(points(card) for card in cards)


def full_deck():
    return [face for face in FACES for _ in range(COPIES)]


def next_rank(rank, steps=1):
    """The rank `steps` levels above; None once past the Ace."""
    index = RANKS.index(rank) + steps
    return RANKS[index] if index < len(RANKS) else None


class Trump:
    """Trump for one hand: its suit (None for no-trump) and the level rank.

    For each card it gives the effective suit and an order number. Within one effective suit a
    higher number beats a lower one, equal numbers are equal cards, and two pairs are consecutive
    (for a tractor) when their numbers differ by one (section 3):
    - trump: big joker, small joker, level cards of the trump suit, the other level cards (equal to
      each other), then the trump suit A down to 2 without the level rank;
    - plain suits: A down to 2 without the level rank, which belongs to trump.
    """

    def __init__(self, suit, rank):
        self.suit = suit
        self.rank = rank
        self.info = self._card_info()

    def _card_info(self):
        plain = [r for r in RANKS if r != self.rank]
        info = {}
        for suit in SUITS:
            for order, rank in enumerate(plain):
                info[f"{rank}{suit}"] = (TRUMP if suit == self.suit else suit, order)
        # Ascending: trump-suit plain ranks, off-suit level cards (all equal), the trump-suit level
        # card, small joker, big joker. In no-trump there is neither trump suit nor trump-suit level.
        offsuit_level = len(plain) if self.suit else 0
        for suit in SUITS:
            info[f"{self.rank}{suit}"] = (TRUMP, offsuit_level + 1 if suit == self.suit else offsuit_level)
        jokers = offsuit_level + (2 if self.suit else 1)
        info[SMALL_JOKER] = (TRUMP, jokers)
        info[BIG_JOKER] = (TRUMP, jokers + 1)
        return info

    def suit_of(self, card):
        """The effective suit: TRUMP for jokers, level cards and the trump suit."""
        return self.info[card][0]

    def order(self, card):
        return self.info[card][1]

    def to_dict(self):
        return {"suit": self.suit, "rank": self.rank}

    def __repr__(self):
        return f"Trump({self.suit!r}, {self.rank!r})"


@cache
def trump_of(suit, rank):
    """Trump objects are immutable and small; share one per (suit, rank)."""
    return Trump(suit, rank)
