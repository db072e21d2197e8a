"""Replay a recorded DBS game, or the disputed turns from a known board: energy and costs, attacks and
battles, combos, blockers and counters, damage, KOs and the end of the game; the first illegal action with
the rule it breaks and its source, and the state after every turn (docs/dbs-records.md).

`adjudicate(record, variant, cards)` takes `cards` = {code: facts} for the codes `card_codes(record)`
names, facts as the service builds them: {"name", "type", "text", **card.attrs} (games.rules.dbs.cards).
Turns and actions are numbered from 1 in the verdict, as a judge says them.
"""

from collections import Counter

from ..common import CardRecord, FormatRules
from ..engine import Engine, TurnReplay, Violation
from ..messages import N_
from . import construction
from .cards import CardFactsError, card_facts
from .game import HAND, LIFE, Game, RecordError, Side, Unit, source
from .record import UNKNOWN, card_codes, check_shape
from .variants import parse_variant

__all__ = ["ENGINE", "adjudicate", "card_codes", "replay"]

STANDARD = FormatRules()  # the FAQ's deck rules: one Leader, exactly 50 cards, 4 copies of a number


class Replay(TurnReplay):
    """A replay of one record (games.rules.engine.TurnReplay): ValueError naming the place when a card
    number has no usable facts in `cards`."""

    def __init__(self, record, variant, cards):
        super().__init__(record, variant, cards)
        self.turn_index = None  # 1-based, in the record
        self.action_index = None
        self.turn = None

    def turn_open(self):
        return self.turn is not None

    def place(self):
        if self.turn_index is None:
            return "setup" if "setup" in self.record else "state"
        where = f"turns[{self.turn_index - 1}]"
        return where if self.action_index is None else f"{where}.actions[{self.action_index - 1}]"

    def replay(self):
        """Every turn replayed; a card number without usable facts is a ValueError naming its place."""
        try:
            self.play()
        except RecordError as error:
            raise ValueError(f"{self.place()}: {error}") from None

    def play(self):
        record = self.record
        self.game = build_game(record, self.variant, self.cards)
        game = self.game
        for index, turn in enumerate(record.get("turns") or (), start=1):
            self.turn_index, self.action_index, self.turn = index, None, turn
            player = game.first if game.turn % 2 else 1 - game.first
            if game.over:
                raise Violation(
                    "game-over",
                    N_("the game ended before turn {turn}: no turn comes after it"),
                    {"turn": index},
                    source=source(rules="1-2-1, 1-2-2"),
                )
            game.phase = "charge"  # where a turn begins (manual 6-1), on a board from its setup or mid-game
            if turn.get("player", player) != player:
                raise Violation(
                    "phases",
                    N_("turn {turn} of the game is player {expected}'s, not player {player}'s"),
                    {"turn": game.turn, "expected": player, "player": turn["player"]},
                    source=source(rules="6-4-1-3, 5-2-1-8"),
                    player=turn["player"],
                )
            game.start_turn(player, turn)
            for number, action in enumerate(turn.get("actions") or (), start=1):
                self.action_index = number
                game.act(action)
            self.action_index = None
            if not game.over:
                game.end_turn(turn.get("end"))
            else:
                game.turn += 1
            self.finish_turn()

    def close_turn(self):
        game = self.game
        self.turns.append(
            {
                "turn": self.turn_index,
                "player": game.player,
                "state_after": game.state(),
                "battles": game.battles,
            }
        )
        game.battles = []
        self.turn = None

    def located(self, broken):
        game = self.game
        playing = game is not None and self.turn_index is not None
        return broken.located(
            turn=self.turn_index,
            phase=game.phase if playing else "setup",
            action=self.action_index,
            step=game.step_name if game is not None and self.action_index is not None else None,
            player=game.player if playing else None,
        )

    def verdict(self, violation):
        game = self.game
        winner, reason = None, "violation" if violation else "unfinished"
        if game is not None and game.over:
            winner, reason = outcome(game)
        return {
            "legal": violation is None,
            "violation": violation,
            "turns": self.turns,
            "winner": winner,
            "reason": reason,
            "variant": self.variant.to_dict(),
            "unchecked": unchecked(game),
        }


replay = Replay.replayed
ENGINE = Engine(check_shape=check_shape, parse_variant=parse_variant, replay=replay, card_codes=card_codes)
adjudicate = ENGINE.adjudicate  # a record on its own: its variant parsed and its shape checked first


def unchecked(game):
    """What the card database could not say, by kind: card numbers, and for keyword skills the record uses
    {"card", "keyword"} pairs."""
    found = game.unchecked if game is not None else {}
    listed = {key: sorted(found.get(key, ())) for key in ("specified_cost", "combo_cost", "skill_cost")}
    listed["keywords"] = [{"card": code, "keyword": word} for code, word in sorted(found.get("keywords", ()))]
    return listed


def outcome(game):
    """(winner, reason): a card's win ([Victory Strike], manual 1-2-6), else the loss conditions (manual
    1-2-1-1): Life or deck at 0; both players at once is a draw (manual 1-2-3)."""
    if game.won_by is not None:
        return game.won_by, "victory_strike"
    if len(game.losers) == 2:
        return None, "draw"
    (loser,) = game.losers
    side = game.sides[loser]
    return 1 - loser, "life" if not side.life else "deck"


def build_game(record, variant, cards):
    if "setup" in record:
        setup = record["setup"]
        game = Game(cards, variant, setup["first"], 1)
        for player, spec in enumerate(setup["players"]):
            game.sides[player] = prepared_side(game, player, spec)
    else:
        state = record["state"]
        game = Game(cards, variant, state["first"], state["turn"])
        for player, spec in enumerate(state["players"]):
            game.sides[player] = state_side(game, player, spec)
    game.checkpoint()  # a starting state may already be over
    return game


def setup_violation(player, template, params, cited):
    """A starting state or a prepared side the rules do not allow (rule `setup`), on player `player`'s side."""
    return Violation("setup", template, params, source=cited, player=player)


def leader_unit(game, player, code):
    card = game.card(code)
    if card.type != "leader":
        raise setup_violation(
            player,
            N_("player {player}'s Leader {card} is not a Leader Card"),
            {"player": player, "card": code},
            source("Construction du deck", "Q2", "5-1-2"),
        )
    return Unit("leader", card)


def prepared_side(game, player, spec):
    """Manual 5-2-1: the deck as built (5-1), 6 cards drawn, one redraw of any number of them (FAQ
    «Préparations de jeu» Q2, Q3; 5-2-1-6-1), then the top 8 to the Life Area (Q4; 5-2-1-7)."""
    side = Side(leader_unit(game, player, spec["leader"]))
    deck = list(spec["deck"])
    check_deck(game, player, spec["leader"], deck)
    hand, rest = deck[:HAND], deck[HAND:]
    mulligan = spec.get("mulligan")
    if mulligan:
        returned = mulligan["return"]
        missing = Counter(returned) - Counter(hand)
        if missing:
            raise setup_violation(
                player,
                N_("player {player} returns {cards}, which the opening hand does not hold"),
                {"player": player, "cards": sorted(missing.elements())},
                source("Préparations de jeu", "Q3", "5-2-1-6-1"),
            )
        kept = list((Counter(hand) - Counter(returned)).elements())
        shuffled = mulligan["deck"]
        if Counter(shuffled) != Counter(rest) + Counter(returned):
            raise setup_violation(
                player,
                N_("player {player}'s deck after the redraw must be the deck with the returned cards shuffled in"),
                {"player": player},
                source("Préparations de jeu", "Q3", "5-2-1-6-1"),
            )
        hand = [code for code in hand if code in kept and not kept.remove(code)] + shuffled[: len(returned)]
        rest = list(shuffled[len(returned) :])
    side.hand = hand
    side.life, side.deck = rest[:LIFE], rest[LIFE:]
    life = spec.get("life")
    if life is not None:  # the 8 cards as the player placed them, in any order (FAQ «Préparations de jeu» R4)
        if Counter(life) != Counter(side.life):
            raise setup_violation(
                player,
                N_("player {player}'s Life must be the 8 cards after the opening hand: {cards}"),
                {"player": player, "cards": list(side.life)},
                source("Préparations de jeu", "Q4", "5-2-1-7"),
            )
        side.life = list(life)
    return side


def check_deck(game, player, leader, deck):
    """The deck construction rules (games.rules.dbs.construction, the FAQ «Construction du deck»)."""
    records = {code: _record(game, code) for code in {leader, *deck}}
    problems = construction.validate({"leader": [records[leader]], "main": [records[c] for c in deck]}, STANDARD)
    if problems:
        first = problems[0]
        raise Violation(
            "deck",
            first.template,
            first.params,
            source=(first.rule_template or MANUAL_DECK, first.params),
            player=player,
        )


MANUAL_DECK = N_("rule manual 1.074 5-1")


def _record(game, code):
    facts = game.cards.get(code)
    game.card(code)  # RecordError when unknown
    attrs = {k: v for k, v in facts.items() if k not in ("name", "type", "text")}
    base = attrs.get("base_code")
    return CardRecord(
        code,
        facts.get("name") or code,
        facts.get("type") or "",
        attrs,
        base if base and base != code else None,
        construction.zone_of(facts.get("type"), attrs),
    )


def pile(value):
    """A starting state's pile: a count of unseen cards, or card numbers ("?" for one unseen)."""
    if isinstance(value, int):
        return [None] * value
    return [None if code == UNKNOWN else code for code in value]


def state_side(game, player, spec):
    """A known board (docs/dbs-records.md, "A starting state"): every area as the record gives it."""
    leader = leader_unit(game, player, spec["leader"])
    leader.awakened = bool(spec.get("awakened"))
    leader.rested = bool(spec.get("leader_rested"))
    side = Side(leader)
    side.life, side.hand, side.deck = pile(spec["life"]), pile(spec["hand"]), pile(spec["deck"])
    for code in (c for c in (*side.life, *side.hand, *side.deck) if c is not None):
        game.card(code)
    for entry in spec.get("energy") or ():
        code, rested = (entry, False) if isinstance(entry, str) else (entry["code"], entry.get("rested", False))
        game.card(code)
        side.energy.append([code, rested])
    for entry in spec.get("battle") or ():
        entry = {"code": entry} if isinstance(entry, str) else entry
        card = game.card(entry["code"])
        if card.type == "leader":
            raise setup_violation(
                player,
                N_("{card} is a Leader Card: it cannot be in the Battle Area"),
                {"card": card.code},
                source(rules="3-6-1"),
            )
        unit = game.new_unit(side, entry.get("id"), card, entry.get("rested", False), list(entry.get("under") or ()))
        if entry.get("power"):
            unit.mods.append([entry["power"] - unit.base(), "game"])
        side.battle.append(unit)
    side.drop = list(spec.get("drop") or ())
    side.warp = list(spec.get("warp") or ())
    for code in (*side.drop, *side.warp):
        game.card(code)
    return side


def card_facts_of(cards, code):
    """The Card the engine reads for `code` (tests and tools); CardFactsError when its facts are unusable."""
    if code not in cards:
        raise CardFactsError(N_("card {card}: not in the card database"), {"card": code})
    return card_facts(code, cards[code])
