"""Replay a whole recorded Esferas game: the energy turn by turn, every attack, the first illegal action
with its rule, and the winner.

`adjudicate(record, variant, cards)` returns the verdict of docs/esferas-records.md; `cards` is
{code: facts} for the codes `card_codes(record)` names (cards.card_facts, or a card's {"type", "attrs",
"name"} as the database holds it). Turns and actions are numbered from 1 in the verdict, as a judge says them.
"""

from functools import lru_cache

from ..common import CardRecord, FormatRules
from ..engine import Engine, Violation
from ..messages import N_
from .cards import DRAGON_BALL, facts_of
from .construction import DEFAULT_LIMITS, OTHER, SPHERE, fold, validate
from .game import Game
from .record import check_shape
from .variants import parse_variant

__all__ = ["ENGINE", "adjudicate", "card_codes", "replay"]

ENERGIES = (300, 500, 1000)  # "Cada jugador comienza con 300, 500 o 1000 puntos"
STANDARD = FormatRules()  # the seed's deck rules: at least 40 cards, no repeats but the Dragon Balls


def replay(record, variant, cards):
    """The verdict for `record`, well-formed, under `variant` (a Variant); CardFactsError (a ValueError
    naming the card) when a card's facts do not say what the rules need."""
    return Replay(record, variant, cards).run()


def card_codes(record):
    """Every card code `record` names: what the service looks up in the card database to build `cards`.
    Tolerant of a record not yet checked: it reads only what is shaped as expected."""
    codes = set()
    decks = record.get("decks") if isinstance(record, dict) else None
    for deck in _items(decks, list):
        codes.update(_items(deck, str))
    turns = record.get("turns") if isinstance(record, dict) else None
    for turn in _items(turns, dict):
        codes.update(_items(turn.get("discard"), str))
        for action in _items(turn.get("actions"), dict):
            codes.update(_play_codes(action))
    return codes


ENGINE = Engine(check_shape=check_shape, parse_variant=parse_variant, replay=replay, card_codes=card_codes)
adjudicate = ENGINE.adjudicate  # a record on its own: its variant parsed and its shape checked first


def _play_codes(play):
    single = [
        play.get(key) for key in ("card", "sphere", "character", "modifier", "modifier_sphere", "modifier_character")
    ]
    codes = [code for code in single if isinstance(code, str)]
    for key in ("modifier", "cards", "order"):
        codes += _items(play.get(key), str)
    if isinstance(play.get("defence"), dict):
        codes += _play_codes(play["defence"])
    for instant in _items(play.get("instants"), dict):
        codes += _play_codes(instant)
    return codes


def _items(value, kind):
    """The items of `value` of type `kind`, when `value` is a list."""
    return [item for item in value if isinstance(item, kind)] if isinstance(value, list) else []


class Replay:
    def __init__(self, record, variant, cards):
        self.record = record
        self.variant = variant
        self.cards = cards
        self.game = None
        self.turns = []
        self.turn_no = None
        self.action_no = None
        self.turn = None
        self.actions = ()
        self.next = 0  # the index of the next action of the turn
        self.after_turn = None  # called with the Game after each finished turn (tests)
        self.last_table = None

    def run(self):
        violation = None
        try:
            self.replay()
        except Violation as v:
            violation = self.located(v)
            if self.game is not None:
                self.game.rollback()
                if self.turn is not None:
                    self.close_turn()
        return self.verdict(violation)

    def located(self, v):
        player = self.turn["player"] if self.turn is not None else None
        return v.located(turn=self.turn_no, action=self.action_no, player=player)

    def replay(self):
        record = self.record
        check_energy(record["energy"])
        facts = deck_facts(record["decks"], self.cards)
        self.game = Game(record["energy"], record["decks"], facts, self.variant, self.reshuffle_for_draw)
        for t, turn in enumerate(record.get("turns") or (), start=1):
            self.play_turn(t, turn)

    def play_turn(self, t, turn):
        game, first = self.game, self.record["first"]
        self.turn_no, self.action_no = t, None
        if game.over:
            template = N_("the game ended at turn {ended}: no turn comes after it")
            raise Violation("turn-order", template, {"ended": t - 1}, player=turn["player"])
        expected = first if t % 2 else 1 - first
        if turn["player"] != expected:
            template = N_("turn {turn} is player {expected}'s, not player {player}'s")
            params = {"turn": t, "expected": expected, "player": turn["player"]}
            raise Violation("turn-order", template, params, player=turn["player"])
        self.turn, self.actions, self.next = turn, turn.get("actions") or (), 0
        game.start_turn(t, turn["player"])
        while self.next < len(self.actions):
            index = self.next
            self.next += 1
            self.action_no = index + 1
            if game.over:
                raise Violation("turn-order", N_("the game is over: an energy reached 0"))
            action = self.actions[index]
            game.act(action, at_end=action["do"] != "discard_permanent" or self.only_discards_after(index))
        self.action_no = None
        discard = turn.get("discard") or ()
        if game.over:
            if discard:
                raise Violation("turn-order", N_("the game is over: an energy reached 0"))
        else:
            game.end_turn(discard)
        self.close_turn()
        if self.after_turn:
            self.after_turn(game)

    def only_discards_after(self, index):
        return all(a["do"] in ("discard_permanent", "reshuffle") for a in self.actions[index + 1 :])

    def reshuffle_for_draw(self, player):
        """The reshuffle a draw from an empty deck needs: the next action of the turn, when it is that player's."""
        if self.next >= len(self.actions):
            return False
        action = self.actions[self.next]
        if action["do"] != "reshuffle" or action.get("player", self.turn["player"]) != player:
            return False
        during = self.action_no
        self.next += 1
        self.action_no = self.next
        self.game.reshuffle(player, action["order"])
        self.action_no = during
        return True

    def close_turn(self):
        game, player = self.game, self.turn["player"]
        self.turns.append(
            {
                "turn": self.turn_no,
                "player": player,
                "drawn": game.drawn,
                "energy_after": list(game.energy),
                "attacks": game.attacks,
                "hand_after": len(game.hands[player]),
                "table_after": self.table(),
            }
        )
        self.turn = None

    def table(self):
        """The table as the game stands: the same object as the turn before's when nothing on it changed."""
        if self.game.table_changed or self.last_table is None:
            self.last_table = self.game.table()
            self.game.table_changed = False
        return self.last_table

    def verdict(self, violation):
        game = self.game
        energy = list(game.energy) if game else [self.record["energy"]] * 2
        over = game is not None and game.over
        if over:
            reason = "energy" if game.winner is not None else "both_zero"
        else:
            reason = "violation" if violation else "unfinished"
        return {
            "legal": violation is None,
            "violation": violation,
            "turns": self.turns,
            "energy": energy,
            "winner": game.winner if over else None,
            "reason": reason,
            "variant": self.variant.to_dict(),
        }


def check_energy(energy):
    if energy not in ENERGIES or isinstance(energy, bool):
        template = N_("each player starts with 300, 500 or 1000 energy, not {energy}")
        raise Violation("energy-start", template, {"energy": energy})


def deck_facts(decks, cards):
    """{code: facts} of every card in both decks, once each deck holds known cards by the deck rules."""
    facts = {}
    for player, deck in enumerate(decks):
        unknown = sorted({code for code in deck if code not in cards})
        if unknown:
            template = N_("player {player}'s deck holds cards the card database does not know: {cards}")
            raise Violation("deck", template, {"player": player, "cards": unknown[:10]}, player=player)
        for code in deck:
            if code not in facts:
                facts[code] = facts_of(cards[code], code)
        problems = deck_problems(deck, facts)
        if problems:
            first = problems[0]
            raise Violation("deck", first.template, first.params, player=player)
    return facts


def deck_problems(deck, facts):
    """The construction rules' problems with `deck` (construction.validate). Most decks are legal: a deck
    long enough with no name twice but the Dragon Balls' is passed at once, without building its records."""
    low, copies = DEFAULT_LIMITS["main"][0], DEFAULT_LIMITS["copies"]
    if len(deck) >= low and copies >= 1:
        seen = set()
        for code in deck:
            card = facts[code]
            if card["kind"] != DRAGON_BALL:
                name = _folded(card["name"] or code)
                if name in seen:
                    break
                seen.add(name)
        else:
            return []
    return validate({"main": [_record(code, facts[code]) for code in deck]}, STANDARD)


@lru_cache(maxsize=4096)
def _folded(name):
    return fold(name)


def _record(code, facts):
    """The card as the construction rules see it: repeats are told by name, Dragon Balls may repeat."""
    zone = SPHERE if facts["kind"] == DRAGON_BALL else OTHER
    return CardRecord(code, facts["name"] or code, zone=zone)
