"""Replay a recorded DBZ game (or the disputed turns of one): every personality's power stage, anger, level
and Life Deck turn by turn, each combat's attacks with the Physical Attack Table's arithmetic, the first
illegal action with its rule, and who won and how (docs/dbz-records.md).

`adjudicate(record, variant, cards)` takes `cards` as `{code: facts}` for the codes `card_codes(record)`
names, facts being `{"name", "type", "text", **attrs}` of the card database (cards.py). Turns and the
actions of a step are numbered from 1 in the verdict, as a judge says them.
"""

from ..engine import Engine, Violation
from ..messages import N_
from .game import Game
from .record import STEPS, card_codes, check_shape
from .variants import parse_variant

__all__ = ["ENGINE", "adjudicate", "card_codes", "replay"]

STEP_INDEX = {name: index for index, name in enumerate(STEPS)}
# Steps 2 (non-combat cards) and 4 (combat) may be left out: nothing played, no combat ("คุณอาจจะผ่าน").
REQUIRED = frozenset(("draw", "power_up", "discard", "rejuvenate"))


def replay(record, variant, cards):
    """The verdict for `record`, well-formed, under `variant` (a Variant). `record` is not changed."""
    return Replay(record, variant, cards).run()


ENGINE = Engine(check_shape=check_shape, parse_variant=parse_variant, replay=replay, card_codes=card_codes)
adjudicate = ENGINE.adjudicate  # a record on its own: its variant parsed and its shape checked first


class Replay:
    def __init__(self, record, variant, cards):
        self.record = record
        self.variant = variant
        self.cards = cards
        self.game = None
        self.turns = []
        self.turn_no = None
        self.step = None
        self.action = None
        self.player = None
        self.entry = None
        self.after_turn = None  # called with the Game after each finished turn (tests)

    def run(self):
        violation = None
        try:
            self.replay()
        except Violation as v:
            violation = self.located(v)
            if self.entry is not None:
                self.close_turn()
        return self.verdict(violation)

    def located(self, v):
        return v.located(turn=self.turn_no, step=self.step, action=self.action, player=self.player)

    def replay(self):
        record = self.record
        self.step = "setup"
        self.game = Game(record["players"], record["first"], self.cards, self.variant)
        self.step = None
        turns = record.get("turns") or ()
        for t, turn in enumerate(turns, start=1):
            self.play_turn(t, turn, last=t == len(turns))

    def play_turn(self, t, turn, *, last):
        game = self.game
        self.turn_no, self.step, self.action, self.player = t, None, None, turn["player"]
        game.check_over()
        expected = self.record["first"] if t % 2 else 1 - self.record["first"]
        if turn["player"] != expected:
            template = N_("turn {turn} is player {expected}'s, not player {player}'s")
            raise Violation("turn-order", template, {"turn": t, "expected": expected, "player": turn["player"]})
        game.start_turn(t, turn["player"])
        self.entry = {"turn": t, "player": turn["player"], "attacks": game.attacks}
        steps = turn["steps"]
        done = -1
        for s, step in enumerate(steps):
            self.step, self.action = step["step"], None
            game.check_over()
            done = self.in_order(done, STEP_INDEX[self.step])
            self.play_step(step, closing=not last or s < len(steps) - 1)
        self.step = None
        if not last and not game.over:
            self.in_order(done, len(STEPS))
        self.close_turn()
        if self.after_turn:
            self.after_turn(game)

    def in_order(self, done, index):
        """The six steps in order ("ดำเนินการทุกขั้นตอนเหล่านี้เพื่อ"), each once, none of 1, 3, 5, 6 left out."""
        if index <= done:
            template = N_("step {step} comes after step {previous}: the six steps of a turn go in order, each once")
            raise Violation("turn-steps", template, {"step": STEPS[index], "previous": STEPS[done]})
        missing = [name for name in STEPS[done + 1 : index] if name in REQUIRED]
        if missing:
            template = N_("step {missing} is left out: every turn draws, powers up, discards and rejuvenates or not")
            raise Violation("turn-steps", template, {"missing": missing})
        return index

    def play_step(self, step, *, closing):
        game, name = self.game, step["step"]
        if name == "draw":
            game.draw(step["cards"])
        elif name == "non_combat":
            for p, play in enumerate(step["plays"], start=1):
                self.action = p
                game.check_over()
                game.non_combat(play)
        elif name == "power_up":
            game.power_up(step)
        elif name == "combat":
            game.start_combat(step.get("defender_draw"))
            for a, entry in enumerate(step["attacks"], start=1):
                self.action = a
                game.attack(entry)
            self.action = None
            game.end_combat(closing)
        elif name == "discard":
            game.discard(step)
        else:
            game.rejuvenate_step(step["done"])

    def close_turn(self):
        self.entry["state_after"] = self.game.states()
        self.turns.append(self.entry)
        self.entry = None

    def verdict(self, violation):
        game = self.game
        over = game is not None and game.over
        return {
            "legal": violation is None,
            "violation": violation,
            "turns": self.turns,
            "winner": game.winner if over else None,
            "victory": game.victory if over else None,
            "variant": self.variant.to_dict(),
        }
