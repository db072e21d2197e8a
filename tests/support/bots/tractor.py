"""A simple legal player, for tests and benchmarks: deals a random hand and plays it out.

Its choices are random but always legal (legal bids, a legal bury, legal leads and follows), so
every record it makes must adjudicate legal. It trumps now and then when void so that trump wins,
pairs and tractors all show up.
"""

import random
from collections import Counter

from games.rules.tractor.bidding import BIG_JOKER_PAIR, LEVEL_PAIR, SINGLE, SMALL_JOKER_PAIR, declaration, run_bidding
from games.rules.tractor.cards import BIG_JOKER, RANKS, SMALL_JOKER, TRUMP, full_deck, rank_of, trump_of
from games.rules.tractor.engine import FIRST_LEVEL, HAND_SIZE, KITTY_SIZE
from games.rules.tractor.play import PAIR, TRACTOR, pair_faces, shape_of, trick_winner
from games.rules.tractor.record import SEATS
from games.rules.tractor.scoring import team_of
from games.rules.tractor.variants import parse_variant

BID_CHANCE = 0.4
TRUMP_CHANCE = 0.6


def random_record(seed, *, complete=True, variant=None):
    """A random hand record from `seed`; with complete=False it stops at a random point."""
    rng = random.Random(seed)
    variant = parse_variant(variant)
    dealer = rng.choice([None, 0, 1, 2, 3])
    # a match's first hand (no dealer) starts at 2 for both teams
    levels = [FIRST_LEVEL, FIRST_LEVEL] if dealer is None else [rng.choice(RANKS), rng.choice(RANKS)]
    level = levels[0] if dealer is None else levels[team_of(dealer)]
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(SEATS)]
    kitty = deck[SEATS * HAND_SIZE :]
    bids = _bids(rng, hands, dealer, level)
    bidding = run_bidding(bids, hands, kitty, dealer, level)
    trump = trump_of(bidding.suit, level)
    held = [list(hand) for hand in hands]
    held[bidding.dealer] += kitty
    buried = rng.sample(held[bidding.dealer], KITTY_SIZE)
    _remove(held[bidding.dealer], buried)
    tricks = _play(rng, held, bidding.dealer, trump, variant)
    record = {
        "levels": levels,
        "dealer": dealer,
        "hands": hands,
        "kitty": kitty,
        "bids": bids,
        "buried": buried,
        "tricks": tricks,
    }
    return record if complete else _cut(rng, record)


def _bids(rng, hands, dealer, level):
    seat = 0 if dealer is None else dealer
    bids, strength, passes = [], 0, 0
    while passes < (3 if strength else 4):
        options = [cards for s, cards in _declarations(hands[seat], level) if s > strength]
        if options and rng.random() < BID_CHANCE:
            cards = rng.choice(options)
            bids.append({"seat": seat, "cards": cards})
            strength = declaration(cards, level)[0]
            passes = 0
        else:
            bids.append({"seat": seat, "pass": True})
            passes += 1
        seat = (seat + 1) % SEATS
    return bids


def _declarations(hand, level):
    counts = Counter(hand)
    found = []
    for card, n in counts.items():
        if card == BIG_JOKER and n == 2:
            found.append((BIG_JOKER_PAIR, [card, card]))
        elif card == SMALL_JOKER and n == 2:
            found.append((SMALL_JOKER_PAIR, [card, card]))
        elif rank_of(card) == level:
            found.append((SINGLE, [card]))
            if n == 2:
                found.append((LEVEL_PAIR, [card, card]))
    return found


def _play(rng, held, leader, trump, variant):
    tricks = []
    while held[leader]:
        lead = _lead(rng, held[leader], trump)
        plays = [{"seat": leader, "cards": lead}]
        _remove(held[leader], lead)
        for i in range(1, SEATS):
            seat = (leader + i) % SEATS
            cards = _follow(rng, held[seat], lead, trump, variant)
            _remove(held[seat], cards)
            plays.append({"seat": seat, "cards": cards})
        tricks.append(plays)
        leader = _winner(plays, trump)
    return tricks


def _winner(plays, trump):
    lead = shape_of(plays[0]["cards"], trump)
    return plays[trick_winner([(p["seat"], p["cards"]) for p in plays], lead, trump)]["seat"]


def _lead(rng, hand, trump):
    roll = rng.random()
    if roll < 0.3:
        runs = [run for run in _runs(hand, trump) if len(run) >= 2]
        if runs:
            run = rng.choice(runs)
            size = rng.randint(2, len(run))
            start = rng.randint(0, len(run) - size)
            return [face for face in run[start : start + size] for _ in range(2)]
    if roll < 0.6:
        pairs = pair_faces(hand)
        if pairs:
            face = rng.choice(pairs)
            return [face, face]
    return [rng.choice(hand)]


def _runs(cards, trump):
    """Maximal runs of consecutive pairs per effective suit, one face per order."""
    by_suit = {}
    for face in pair_faces(cards):
        suit, order = trump.info[face]
        by_suit.setdefault(suit, {}).setdefault(order, face)
    runs = []
    for orders in by_suit.values():
        run = []
        for order in sorted(orders):
            if run and order != trump.info[run[-1]][1] + 1:
                runs.append(run)
                run = []
            run.append(orders[order])
        runs.append(run)
    return runs


def _follow(rng, hand, lead, trump, variant):
    shape = shape_of(lead, trump)
    n = len(lead)
    suited = [card for card in hand if trump.info[card][0] == shape.suit]
    others = [card for card in hand if trump.info[card][0] != shape.suit]
    if len(suited) <= n:
        if not suited and shape.suit != TRUMP and rng.random() < TRUMP_CHANCE:
            ruff = _trump_shape(rng, hand, shape, trump)
            if ruff:
                return ruff
        return suited + rng.sample(others, n - len(suited))
    chosen = []
    pool = list(suited)
    if variant.follow_tractor and shape.kind == TRACTOR:
        runs = [run[: shape.pairs] for run in _runs(pool, trump) if len(run) >= 2]
        if runs:
            run = max(runs, key=len)
            chosen += [face for face in run for _ in range(2)]
            _remove(pool, chosen)
    need = min(shape.pairs, len(pair_faces(suited))) - len(pair_faces(chosen))
    spare = pair_faces(pool)
    rng.shuffle(spare)
    for face in spare[: max(0, need)]:
        chosen += [face, face]
        _remove(pool, [face, face])
    return chosen + rng.sample(pool, n - len(chosen))


def _trump_shape(rng, hand, shape, trump):
    """A whole trump play of the lead's shape, when the hand has one."""
    trumps = [card for card in hand if trump.info[card][0] == TRUMP]
    if shape.kind == PAIR or shape.kind == TRACTOR:
        runs = [run for run in _runs(trumps, trump) if len(run) >= shape.pairs]
        if not runs:
            return None
        run = rng.choice(runs)
        start = rng.randint(0, len(run) - shape.pairs)
        return [face for face in run[start : start + shape.pairs] for _ in range(2)]
    return [rng.choice(trumps)] if trumps else None


def _remove(cards, taken):
    for card in taken:
        cards.remove(card)


def _cut(rng, record):
    """Stop the record somewhere: in the bidding, before the bury, or after some plays."""
    roll = rng.random()
    if roll < 0.1:
        return {**record, "bids": record["bids"][: rng.randrange(len(record["bids"]))], "buried": [], "tricks": []}
    if roll < 0.15:
        return {**record, "buried": [], "tricks": []}
    plays = rng.randrange(sum(len(trick) for trick in record["tricks"]))
    tricks = []
    for trick in record["tricks"]:
        if plays <= 0:
            break
        tricks.append(trick[:plays])
        plays -= len(trick)
    return {**record, "tricks": tricks}
