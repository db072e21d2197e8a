"""Replay a Tractor hand record under the rules: the first illegal action, its rule, and the result.

`adjudicate(record, variant)` returns the verdict described in docs/tractor-records.md. Tricks,
plays and bids are numbered from 1 in the verdict, as a judge says them.
"""

from collections import Counter

from ..common import cards_count
from ..engine import Engine, Violation
from ..messages import N_, count
from .bidding import run_bidding
from .cards import FACES, full_deck, total_points, trump_of
from .play import by_lead, follow_problem, shape_of, suit_name, trick_winner
from .record import SEATS, check_shape, normalize
from .scoring import kitty_multiplier, outcome, team_of
from .variants import parse_variant

__all__ = ["ENGINE", "adjudicate", "replay"]

HAND_SIZE = 25
KITTY_SIZE = 8
FIRST_LEVEL = "2"


def replay(record, variant, cards=None):
    """The verdict for `record`, well-formed, under `variant` (a Variant). Tractor reads no card facts."""
    return Replay(normalize(record), variant).run()


ENGINE = Engine(check_shape=check_shape, parse_variant=parse_variant, replay=replay)
adjudicate = ENGINE.adjudicate  # a record on its own: its variant parsed and its shape checked first


class Replay:
    def __init__(self, record, variant):
        self.record = record
        self.variant = variant
        self.hands = [Counter(hand) for hand in record["hands"]]
        self.trump = None
        self.dealer = record["dealer"]
        self.tricks = []
        self.won = [0, 0]  # trick points per team
        self.kitty_points = 0
        self.multiplier = 0
        self.complete = False

    def run(self):
        violation = None
        try:
            self.replay()
        except Violation as v:
            violation = v.located(trick=None, play=None, bid=None, seat=None)
        return self.verdict(violation)

    def replay(self):
        check_deal(self.record)
        level = level_rank(self.record)
        if not self.declare(level):
            return
        if not self.bury():
            return
        self.play_tricks()
        self.finish()

    def declare(self, level):
        rec = self.record
        bidding = run_bidding(rec["bids"], rec["hands"], rec["kitty"], rec["dealer"], level)
        self.dealer = bidding.dealer
        if not bidding.over:
            if rec["buried"] or rec["tricks"]:
                raise Violation("bid-turn", N_("the bidding is not over (three passes after a bid, or four passes)"))
            return False
        self.trump = trump_of(bidding.suit, level)
        return True

    def bury(self):
        rec, dealer = self.record, self.dealer
        buried = rec["buried"]
        if not buried:
            if rec["tricks"]:
                template = N_("the dealer (seat {seat}) must bury {cards} before the first trick")
                raise Violation("bury", template, {"seat": dealer, "cards": cards_count(KITTY_SIZE)}, seat=dealer)
            return False
        if len(buried) != KITTY_SIZE:
            template = N_("the dealer must bury exactly {cards}, not {buried}")
            params = {"cards": cards_count(KITTY_SIZE), "buried": len(buried)}
            raise Violation("bury", template, params, seat=dealer)
        hand = self.hands[dealer] + Counter(rec["kitty"])
        missing = Counter(buried) - hand
        if missing:
            names = " ".join(sorted(missing.elements()))
            raise Violation(
                "bury", N_("buried {cards} not in the dealer's hand and kitty"), {"cards": names}, seat=dealer
            )
        self.hands[dealer] = hand - Counter(buried)
        self.kitty_points = total_points(buried)
        return True

    def play_tricks(self):
        leader = self.dealer  # "the dealer takes the kitty, buries eight cards and leads"
        for t, plays in enumerate(self.record["tricks"], start=1):
            if self.tricks and self.tricks[-1]["winner"] is None:
                self.lead_after_unfinished(t, plays[0])
            leader = self.play_trick(t, plays, leader)

    def lead_after_unfinished(self, t, play):
        """Trick t led while trick t - 1 is unfinished: the verdict still shows that lead, under a
        null leader, since nobody was due to lead a trick whose predecessor has no winner."""
        previous = self.tricks[-1]
        due = (previous["leader"] + len(previous["plays"])) % SEATS
        self.add_play(self.open_trick(None), play)
        template = N_("trick {previous} is not finished: seat {due} was to play")
        raise Violation("turn-order", template, {"previous": t - 1, "due": due}, seat=play["seat"], trick=t, play=1)

    def open_trick(self, leader):
        trick = {"leader": leader, "winner": None, "points": 0, "plays": []}
        self.tricks.append(trick)
        return trick

    def add_play(self, trick, play):
        trick["plays"].append({"seat": play["seat"], "cards": play["cards"]})
        trick["points"] += total_points(play["cards"])

    def play_trick(self, t, plays, leader):
        trick = self.open_trick(leader)
        lead = None
        for p, play in enumerate(plays, start=1):
            seat, cards = play["seat"], play["cards"]
            self.add_play(trick, play)
            expected = (leader + p - 1) % SEATS
            if seat != expected:
                template = N_("seat {expected} was to play, not seat {seat}")
                raise Violation(
                    "turn-order", template, {"expected": expected, "seat": seat}, seat=seat, trick=t, play=p
                )
            lead = self.check_play(cards, seat, lead, t, p)
            hand = self.hands[seat]
            for card in cards:  # in place: a new Counter per play costs more than the rules
                hand[card] -= 1
        if len(plays) < SEATS:
            return None
        winner = (leader + trick_winner([(q["seat"], q["cards"]) for q in plays], lead, self.trump)) % SEATS
        trick["winner"] = winner
        self.won[team_of(winner)] += trick["points"]
        return winner

    def check_play(self, cards, seat, lead, t, p):
        """The lead's Shape once the play is known legal; raises Violation otherwise."""
        where = {"seat": seat, "trick": t, "play": p}
        missing = not_held(self.hands[seat], cards)
        if missing:
            raise Violation(
                "not-in-hand",
                N_("seat {seat} does not hold {cards}"),
                {"seat": seat, "cards": " ".join(missing)},
                **where,
            )
        if lead is None:
            if not cards:
                raise Violation("card-count", N_("a lead has at least one card"), **where)
            shape = shape_of(cards, self.trump)
            if shape is None:
                template = N_("{cards} is not a single, a pair or a tractor of one suit")
                raise Violation("lead-shape", template, {"cards": " ".join(cards)}, **where)
            return shape
        if len(cards) != lead.pairs * 2 + (lead.kind == "single"):
            template = by_lead(
                lead,
                N_("played {cards} to a single of {suit}"),
                N_("played {cards} to a pair of {suit}"),
                N_("played {cards} to a {pairs}-pair tractor of {suit}"),
            )
            params = {
                "cards": count(len(cards), "{n} card(s)", "{n} card(s)"),
                "suit": suit_name(lead.suit),
                "pairs": lead.pairs,
            }
            raise Violation("card-count", template, params, **where)
        problem = follow_problem(self.hands[seat], cards, lead, self.trump, self.variant.follow_tractor)
        if problem:
            raise Violation(*problem, **where)
        return lead

    def finish(self):
        """A hand is complete when every card has been played; only then the kitty and result count."""
        cards_left = any(n > 0 for hand in self.hands for n in hand.values())
        if cards_left or not self.tricks or self.tricks[-1]["winner"] is None:
            return
        self.complete = True
        if team_of(self.tricks[-1]["winner"]) != team_of(self.dealer):
            self.multiplier = kitty_multiplier(len(self.record["tricks"][-1][0]["cards"]), self.variant)

    def attackers_points(self):
        if self.dealer is None:
            return 0
        return self.won[1 - team_of(self.dealer)] + self.kitty_points * self.multiplier

    def verdict(self, violation):
        legal = violation is None
        verdict = {
            "legal": legal,
            "violation": violation,
            "complete": self.complete,
            "trump": self.trump.to_dict() if self.trump else None,
            "dealer": self.dealer,
            "tricks": self.tricks,
            "attackers_points": self.attackers_points(),
            "kitty_points": self.kitty_points,
            "kitty_multiplier": self.multiplier,
            "outcome": None,
            "variant": self.variant.to_dict(),
        }
        if legal and self.complete:
            verdict["outcome"] = outcome(self.record["levels"], self.dealer, verdict["attackers_points"])
        return verdict


def not_held(hand, cards):
    """The cards of `cards` beyond what `hand` (a Counter) holds, sorted."""
    if len(cards) == 1:
        return [] if hand[cards[0]] > 0 else list(cards)
    return sorted((Counter(cards) - hand).elements())


def check_deal(record):
    """Seed, section 2: "two full decks with jokers: 108 cards, 25 to each player and eight in the kitty"."""
    for seat, hand in enumerate(record["hands"]):
        if len(hand) != HAND_SIZE:
            params = {"seat": seat, "cards": cards_count(len(hand)), "expected": HAND_SIZE}
            raise Violation("deal", N_("seat {seat} was dealt {cards}, not {expected}"), params, seat=seat)
    if len(record["kitty"]) != KITTY_SIZE:
        params = {"cards": cards_count(len(record["kitty"])), "expected": KITTY_SIZE}
        raise Violation("deal", N_("the kitty has {cards}, not {expected}"), params)
    dealt = Counter(card for hand in record["hands"] for card in hand) + Counter(record["kitty"])
    if dealt != Counter(full_deck()):
        wrong = [f"{face} x{dealt[face]}" for face in FACES if dealt[face] != 2]
        raise Violation("deal", N_("every card comes exactly twice in two decks; dealt {faces}"), {"faces": wrong})


def level_rank(record):
    """The level rank is the dealer team's level. A hand with no dealer is a match's first, and the seed
    has "both teams start at level 2", so the record's levels must say so."""
    levels, dealer = record["levels"], record["dealer"]
    if dealer is not None:
        return levels[team_of(dealer)]
    if levels != [FIRST_LEVEL, FIRST_LEVEL]:
        template = N_(
            "a hand with no dealer opens a match, played at level {first} for both teams, not {team0} and {team1}"
        )
        raise Violation("deal", template, {"first": FIRST_LEVEL, "team0": levels[0], "team1": levels[1]})
    return FIRST_LEVEL
