"""Random legal DBZ games for the property tests and the benchmark, played through the engine's own Game.

`random_game(seed, cards)` takes `{code: facts}` (the Saiyan Saga set as the service builds it, in the tests)
and plays two Main Personalities of it against each other: hero first, each turn's six steps, combats of
physical and energy attacks, card powers, final physical attacks, defences, Dragon Balls and non-combat
cards. The bot reads a card's text to declare what it does, as a judge writing the record would (a few
common phrasings: anger, extra or fixed damage, costs, stops); the engine never reads text. The Life
Deck is counted, so a draw names random cards of the pool; a record is deterministic per seed.
"""

import random
import re

from games.rules.dbz.cards import COMBAT, DRAGON_BALL, ENERGY, NON_COMBAT, PERSONALITY, PHYSICAL, card_of
from games.rules.dbz.game import ENERGY_COST, MP, Game
from games.rules.dbz.variants import parse_variant

RAISE = re.compile(r"raise your anger (\d) level", re.IGNORECASE)
LOWER = re.compile(r"lower your opponent's anger (\d) level", re.IGNORECASE)
PLUS = re.compile(r"doing \+(\d+) power stages? of damage", re.IGNORECASE)
FIXED = re.compile(r"doing (\d+) power stages? of damage", re.IGNORECASE)
LIFE = re.compile(r"doing (\d+) (?:power )?life cards?", re.IGNORECASE)
COSTS = re.compile(r"costs (\d+) power stages?", re.IGNORECASE)
POWER_UP = re.compile(r"power up (\d+) power stages", re.IGNORECASE)
STOPS_PHYSICAL = re.compile(r"stops a physical", re.IGNORECASE)
STOPS_ENERGY = re.compile(r"stops an energy|stops a physical or energy", re.IGNORECASE)
MAX_ATTACKS = 8  # a combat's attacks, then the bot passes


def pair(seat, value):
    return [value, 0] if seat == 0 else [0, value]


class Reading:
    """What a card's text says, as the bot declares it."""

    def __init__(self, text):
        text = text or ""
        self.anger = int(m[1]) if (m := RAISE.search(text)) else 0
        self.lower = int(m[1]) if (m := LOWER.search(text)) else 0
        self.plus = int(m[1]) if (m := PLUS.search(text)) else 0
        self.fixed = int(m[1]) if not self.plus and (m := FIXED.search(text)) else None
        self.life = int(m[1]) if (m := LIFE.search(text)) else None
        self.cost = int(m[1]) if (m := COSTS.search(text)) else None
        self.power_up = int(m[1]) if (m := POWER_UP.search(text)) else 0
        self.full = "power up to full" in text.lower()
        self.stops_physical = bool(STOPS_PHYSICAL.search(text))
        self.stops_energy = bool(STOPS_ENERGY.search(text))
        self.removed = "remove from the game" in text.lower()
        self.attacks = text.lower().startswith(("physical attack", "energy attack"))

    def effect(self, seat):
        effect = {}
        if self.anger or self.lower:
            effect["anger"] = [0, 0]
            effect["anger"][seat] += self.anger
            effect["anger"][1 - seat] -= self.lower
        if self.removed:
            effect["removed"] = True
        return effect


def random_game(seed, cards, *, max_turns=60, variant=None):
    """(record, cards): a random legal game on `cards`, from setup to a victory or `max_turns` turns."""
    return Bot(seed, cards, parse_variant(variant)).play(max_turns), cards


class Bot:
    def __init__(self, seed, cards, variant):
        self.rng = random.Random(seed)
        self.cards = cards
        self.variant = variant
        self.known = {code: card_of(code, facts) for code, facts in cards.items()}
        self.readings = {code: Reading(facts.get("text")) for code, facts in cards.items()}
        levels = {}
        for card in self.known.values():
            if card.kind == PERSONALITY:
                levels.setdefault((card.personality, card.villain), {})[card.level] = card.code
        mps = [
            [codes[level] for level in sorted(codes)]
            for codes in levels.values()
            if sorted(codes) == list(range(1, len(codes) + 1))
        ]
        heroes = [mp for mp in mps if self.known[mp[0]].villain is False]
        villains = [mp for mp in mps if self.known[mp[0]].villain]
        self.mps = [self.rng.choice(heroes), self.rng.choice(villains)]
        self.pool = sorted(code for code, card in self.known.items() if card.kind != PERSONALITY)

    def play(self, max_turns):
        rng = self.rng
        players = [
            {"personality": mp, "highest_level": len(mp), "style": None, "life_deck": rng.randint(40, 60)}
            for mp in self.mps
        ]
        record = {"players": players, "first": 0, "turns": []}
        game = self.game = Game(players, 0, self.cards, self.variant)
        for t in range(1, max_turns + 1):
            if game.over:
                break
            player = 0 if t % 2 else 1
            game.start_turn(t, player)
            steps = []
            record["turns"].append({"player": player, "steps": steps})
            if game.over:
                break
            self.turn(player, steps)
        return record

    def draws(self, side):
        return [self.rng.choice(self.pool) for _ in range(min(3, side.life))]

    def turn(self, player, steps):
        game, rng = self.game, self.rng
        side = game.sides[player]
        cards = self.draws(side)
        game.draw(cards)
        steps.append({"step": "draw", "cards": cards})
        if game.over:
            return
        plays = self.non_combat(side)
        if plays:
            steps.append({"step": "non_combat", "plays": plays})
        if game.over:
            return
        gain = min(side.pur, side.card.top - side.stage)
        step = {"step": "power_up", "mp": gain}
        game.power_up(step)
        steps.append(step)
        if rng.random() < 0.8:
            steps.append(self.combat(player))
            if game.over:
                return
        steps.append(self.discard(player))
        done = not game.attacked and bool(side.discard)
        game.rejuvenate_step(done)
        steps.append({"step": "rejuvenate", "done": done})

    def non_combat(self, side):
        game, plays = self.game, []
        for code in list(side.hand):
            card = self.known[code]
            if game.over:
                break
            if card.kind == DRAGON_BALL and not any(
                self.known[ball].name == card.name for other in game.sides for ball in other.balls
            ):
                play = {"card": code}
            elif card.kind == NON_COMBAT and self.rng.random() < 0.5:
                reading = self.readings[code]
                effect = reading.effect(side.seat)
                if reading.power_up:
                    effect["power"] = pair(side.seat, reading.power_up)
                if reading.full:
                    effect["power_to_top"] = [side.seat == 0, side.seat == 1]
                play = {"card": code, "effect": effect}
            else:
                continue
            game.non_combat(play)
            plays.append(play)
        return plays

    def combat(self, player):
        game = self.game
        drawn = self.draws(game.sides[1 - player]) if self.variant.defender_draws else []
        game.start_combat(drawn)
        attacks = []
        made = 0
        while not game.combat.ended and not game.over:
            seat = game.combat.next
            entry = self.attack(seat) if made < MAX_ATTACKS else None
            if entry is None:
                entry = {"pass": True}
            else:
                made += 1
            game.attack(entry)
            attacks.append(entry)
        if not game.over:
            game.end_combat(True)
        return {"step": "combat", "defender_draw": drawn, "attacks": attacks}

    def attack(self, seat):
        """An attack `seat` can make now, or None (a pass)."""
        game, rng = self.game, self.rng
        side, foe = game.sides[seat], game.sides[1 - seat]
        if seat in game.combat.finals or rng.random() < 0.25:
            return None
        options = []
        for code in sorted(set(side.hand)):
            card, reading = self.known[code], self.readings[code]
            if card.kind == PHYSICAL and reading.attacks and (reading.cost or 0) <= side.stage:
                options.append(self.card_attack(code, "physical", reading, seat))
            elif card.kind == ENERGY and reading.attacks and (reading.cost or ENERGY_COST) <= side.stage:
                options.append(self.card_attack(code, "energy", reading, seat))
        if (seat, MP, side.level) not in game.combat.powers:
            options.append({"by": MP, "power": True, "kind": "physical"})
            if side.stage >= ENERGY_COST:
                options.append({"by": MP, "power": True, "kind": "energy", "damage": {"life": 3}, "cost": 1})
        if not options and side.hand:
            options.append({"final": rng.choice(side.hand)})
        if not options:
            return None
        entry = rng.choice(options)
        entry["defence"] = self.defence(foe, entry)
        return entry

    def card_attack(self, code, kind, reading, seat):
        entry = {"card": code}
        if kind == "energy" or reading.cost is not None:
            entry["cost"] = reading.cost if reading.cost is not None else ENERGY_COST
        damage = {}
        if reading.plus:
            damage["plus"] = reading.plus
        if reading.fixed is not None:
            damage["stages"] = reading.fixed
        if reading.life is not None:
            damage["life"] = reading.life
        if damage:
            entry["damage"] = damage
        effect = reading.effect(seat)
        if effect:
            entry["effect"] = effect
        return entry

    def defence(self, foe, entry):
        """A defence card from the defender's hand that stops this kind of attack, sometimes."""
        kind = entry.get("kind") or ("physical" if "final" in entry else None)
        if kind is None:
            kind = "physical" if self.known[entry["card"]].kind == PHYSICAL else "energy"
        for code in sorted(set(foe.hand)):
            card, reading = self.known[code], self.readings[code]
            if card.kind not in (PHYSICAL, ENERGY, COMBAT) or reading.attacks:
                continue
            if (reading.stops_physical if kind == "physical" else reading.stops_energy) and self.rng.random() < 0.6:
                defence = {"card": code, "stops": True}
                effect = reading.effect(foe.seat)
                if effect:
                    defence["effect"] = effect
                return defence
        return None

    def discard(self, player):
        game = self.game
        side, foe = game.sides[player], game.sides[1 - player]
        cards = self.rng.sample(side.hand, max(0, len(side.hand) - 1))
        defender = []
        if game.attacked:
            keep = 1 if self.variant.defender_discard == "down_to_one" else len(foe.hand) - 1
            defender = self.rng.sample(foe.hand, max(0, len(foe.hand) - keep)) if foe.hand else []
        step = {"step": "discard", "cards": cards, "defender": defender}
        game.discard(step)
        return step
