"""Playing a trick (section 3 of the seed): what a lead may be, how to follow, who wins.

"Lead a single card, two identical cards, or identical pairs in sequence in one effective suit; the
level rank is skipped in the normal sequence. Off-suit level cards are of equal strength and cannot
pair up into consecutive pairs." "Follow the effective suit as far as possible; with a pair or a
tractor led, put in as many pairs as possible; consecutive pairs are not required. If short, play
every card of that suit and fill freely. When void, discard or trump." "Only a matching shape and
size wins: two unmatched high cards cannot beat a pair; unconnected pairs cannot beat a tractor; when
void, a whole matching trump shape can win." "Equal strength: the earlier play wins."
"""

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

from ..messages import N_
from .cards import TRUMP

SINGLE, PAIR, TRACTOR = "single", "pair", "tractor"


@dataclass(frozen=True)
class Shape:
    suit: str  # effective suit: a printed suit or TRUMP
    kind: str  # SINGLE, PAIR or TRACTOR
    pairs: int  # 0 for a single, 1 for a pair, the number of pairs of a tractor
    top: int  # order of the highest card: what a play of the same shape is compared by


def shape_of(cards, trump):
    """The Shape of `cards` when they form a single, a pair or a tractor; None otherwise."""
    if not cards:
        return None
    info = trump.info
    suit = info[cards[0]][0]
    if any(info[card][0] != suit for card in cards):
        return None
    if len(cards) == 1:
        return Shape(suit, SINGLE, 0, info[cards[0]][1])
    counts = Counter(cards)
    if len(cards) % 2 or any(n != 2 for n in counts.values()):
        return None
    orders = sorted(info[card][1] for card in counts)
    if len(orders) > 1 and any(b - a != 1 for a, b in pairwise(orders)):
        return None  # not consecutive; equal orders (off-suit level pairs) are not consecutive either
    return Shape(suit, PAIR if len(orders) == 1 else TRACTOR, len(orders), orders[-1])


def suit_name(suit):
    """A suit as messages show it: its letter, or the word "trump" (translated) for the trump suit."""
    return N_("trump") if suit == TRUMP else suit


def by_lead(lead, single, pair, tractor):
    """The one of three message templates that fits the lead's kind (each names the lead whole)."""
    return {SINGLE: single, PAIR: pair, TRACTOR: tractor}[lead.kind]


def pair_faces(cards):
    """Faces held twice: each is one pair (two decks, so never more than one pair of a face)."""
    return [card for card, n in Counter(cards).items() if n >= 2]


def longest_tractor(cards, trump):
    """The most consecutive pairs among `cards` (all of one effective suit); 1 for lone pairs, 0 for none."""
    orders = sorted({trump.info[card][1] for card in pair_faces(cards)})
    best = run = 0
    previous = None
    for order in orders:
        run = run + 1 if previous is not None and order == previous + 1 else 1
        best = max(best, run)
        previous = order
    return best


def follow_problem(hand, cards, lead, trump, follow_tractor=False):
    """(rule, message template, its parameters) when `cards` do not follow `lead` as the rules require from
    `hand`; else None.

    `hand` (cards or a Counter) is the follower's hand before playing, `cards` as many cards as led.
    """
    info = trump.info
    suited_play = [card for card in cards if info[card][0] == lead.suit]
    if len(suited_play) == len(cards) and not lead.pairs:
        return None  # a single followed in suit: the common case, no need to look at the hand
    counts = hand if isinstance(hand, Counter) else Counter(hand)
    suited_hand = [card for card, n in counts.items() if n > 0 and info[card][0] == lead.suit for _ in range(n)]
    suit = suit_name(lead.suit)
    need = min(len(cards), len(suited_hand))
    if len(suited_play) < need:
        template = N_("played {played} {suit} card(s) but held {held}: must play {need}")
        return (
            "follow-suit",
            template,
            {"played": len(suited_play), "suit": suit, "held": len(suited_hand), "need": need},
        )
    if lead.pairs:
        need = min(lead.pairs, len(pair_faces(suited_hand)))
        played = len(pair_faces(suited_play))
        if played < need:
            template = (
                N_("played {played} {suit} pair(s) to a pair of {suit} while holding {need}")
                if lead.kind == PAIR
                else N_("played {played} {suit} pair(s) to a {pairs}-pair tractor of {suit} while holding {need}")
            )
            return "follow-pairs", template, {"played": played, "suit": suit, "pairs": lead.pairs, "need": need}
    if follow_tractor and lead.kind == TRACTOR:
        need = min(lead.pairs, longest_tractor(suited_hand, trump))
        played = longest_tractor(suited_play, trump)
        if need >= 2 and played < need:
            template = N_("played no {need}-pair {suit} tractor to a {pairs}-pair tractor of {suit} while holding one")
            return "follow-tractor", template, {"need": need, "suit": suit, "pairs": lead.pairs}
    return None


def beats(cards, lead, best, trump):
    """The rank (category, top) of a play that beats `best`, the rank of the play winning so far; else None.

    Only a play of the lead's shape counts: in the led suit, or wholly trump (a legal all-trump play
    to a plain lead means the player was void in it). Trump outranks the led suit; among equals the
    earlier play keeps the trick, hence the strict comparison.
    """
    shape = shape_of(cards, trump)
    if shape is None or shape.kind != lead.kind or shape.pairs != lead.pairs:
        return None
    if shape.suit not in (lead.suit, TRUMP):
        return None
    rank = (shape.suit == TRUMP, shape.top)
    return rank if rank > best else None


def lead_rank(lead):
    return (lead.suit == TRUMP, lead.top)


def trick_winner(plays, lead, trump):
    """Index in `plays` (a complete, legal trick of (seat, cards)) of the winning play."""
    best, winner = lead_rank(lead), 0
    for i, (_seat, cards) in enumerate(plays[1:], start=1):
        rank = beats(cards, lead, best, trump)
        if rank:
            best, winner = rank, i
    return winner
