"""Small builders for Tractor records used across the tests."""

from games.rules.tractor.cards import trump_of
from games.rules.tractor.play import shape_of, trick_winner
from tests.support.bots.tractor import random_record

PLAIN = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]  # level 2 is trump
KITTY = ["9S", "9S", "10S", "10S", "JS", "JS", "KS", "KS"]  # 40 points; its first card makes spades trump
TRACTORS = {0: ["3S", "3S", "4S", "4S"], 2: ["5S", "5S", "6S", "6S"], 1: ["7S", "7S", "8S", "8S"]}
TOP_TRACTOR = ["SJ", "SJ", "BJ", "BJ"]
TRUMP_SINGLES = {0: ["QS", "QS", "AS"], 2: ["AS", "2H", "2H"], 1: ["2D", "2D", "2C"], 3: ["2C", "2S", "2S"]}


def plan(top_tractor_seat=3):
    """25 tricks as {seat: cards}, each seat playing the same shape in the same suit.

    Level 2, spades trump (everyone passes; the kitty's first card is a spade), seat 0 deals.
    Seat 3 holds the highest card of every plain-suit and trump-single trick, so it wins them
    all; the last trick is a 4-card trump tractor, won by whoever holds the joker tractor.
    """
    tricks = []
    for suit in "HDC":
        cards = sorted(rank + suit for rank in PLAIN for _ in range(2))
        cards.sort(key=lambda card: PLAIN.index(card[:-1]))
        for i in range(6):
            tricks.append({0: [cards[i]], 2: [cards[6 + i]], 1: [cards[12 + i]], 3: [cards[18 + i]]})
    for i in range(3):
        tricks.append({seat: [singles[i]] for seat, singles in TRUMP_SINGLES.items()})
    tractors = dict(TRACTORS)
    tractors[3] = TOP_TRACTOR
    if top_tractor_seat != 3:
        tractors[3], tractors[top_tractor_seat] = tractors[top_tractor_seat], TOP_TRACTOR
    tricks.append(tractors)
    return tricks


def scripted_record(top_tractor_seat=3, levels=("2", "2")):
    """A complete, legal record following plan(): plays ordered from each trick's real leader."""
    trump = trump_of("S", "2")
    hands = {seat: [] for seat in range(4)}
    tricks, leader = [], 0
    for planned in plan(top_tractor_seat):
        order = [(leader + i) % 4 for i in range(4)]
        plays = [{"seat": seat, "cards": list(planned[seat])} for seat in order]  # fresh lists: tests edit them
        for seat in order:
            hands[seat] += planned[seat]
        tricks.append(plays)
        lead = shape_of(plays[0]["cards"], trump)
        leader = plays[trick_winner([(p["seat"], p["cards"]) for p in plays], lead, trump)]["seat"]
    return {
        "levels": list(levels),
        "dealer": 0,
        "hands": [hands[seat] for seat in range(4)],
        "kitty": list(KITTY),
        "bids": [{"seat": seat, "pass": True} for seat in range(4)],
        "buried": list(KITTY),
        "tricks": tricks,
    }


def bot_record(seed, **kwargs):
    return random_record(seed, **kwargs)


def play_at(record, trick, play):
    """The play numbered as a judge says it (from 1)."""
    return record["tricks"][trick - 1][play - 1]
