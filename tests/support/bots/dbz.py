"""Random legal DBZ games for the property tests and the benchmark, played through the engine's own Game.

`random_game(seed, cards)` takes `{code: facts}` (the Saiyan Saga set as the service builds it, in the tests)
and plays two Main Personalities of it against each other: hero first, each turn's six steps, combats of
physical and energy attacks, card powers, final physical attacks (once no attack card nor card power is left),
defences, Dragon Balls and non-combat
cards. The bot reads a card's text to declare what it does, as a judge writing the record would (a few
common phrasings: anger, extra or fixed damage, costs, stops); the engine never reads text. The Life
Deck is counted, so a draw names random cards of the pool; a record is deterministic per seed.
"""

import random
import re

from games.rules.dbz.cards import COMBAT, DRAGON_BALL, DRILL, ENERGY, NON_COMBAT, PERSONALITY, PHYSICAL, card_of
from games.rules.dbz.game import ALLY_FIGHTS_AT, ENERGY_COST, ENERGY_DAMAGE, MP, Game
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
PERSONALITY_DRAWS = 0.1  # the share of drawn cards that are personality cards (allies)


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
        self.ends_combat = "ends a combat" in text.lower() or "during combat to end it" in text.lower()
        self.stays = "stays on the table" in text.lower()

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
        self.personalities = sorted(code for code, card in self.known.items() if card.kind == PERSONALITY)
        self.life_pool = [code for code in self.pool if self.known[code].kind != DRAGON_BALL]

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
        rng = self.rng
        return [
            rng.choice(self.personalities if rng.random() < PERSONALITY_DRAWS else self.pool)
            for _ in range(min(3, side.life))
        ]

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
        foe = game.sides[1 - player]
        waiting = [code for code in foe.hand if self.known[code].kind == NON_COMBAT]
        if waiting and rng.random() < 0.1:  # a card whose text the opponent plays during this power up
            step["opponent_plays"] = [{"card": rng.choice(waiting)}]
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
        for code in sorted(side.hand, key=lambda code: self.known[code].kind != PERSONALITY):  # allies first
            card = self.known[code]
            if game.over:
                break
            if card.kind == PERSONALITY:
                if not self.can_ally(side, card):
                    continue
                play = {"card": code}
            elif card.kind == DRILL:
                if game._other_colours(side, card):  # shown and shuffled back into the Life Deck
                    play = {"shuffle_back": code}
                elif self.can_drill(side, card):
                    play = {"card": code}
                else:
                    continue
            elif card.kind == DRAGON_BALL and not any(
                self.known[ball].name == card.name for other in game.sides for ball in other.balls
            ):
                play = {"card": code}
            elif card.kind == NON_COMBAT and self.rng.random() < 0.5:
                reading = self.readings[code]
                effect = reading.effect(side.seat)
                if (reading.power_up or reading.full) and side.allies and self.rng.random() < 0.7:
                    ally = side.allies[self.rng.choice(sorted(side.allies))]  # an ally takes it instead of the MP
                    effect["ally_power"] = [{}, {}]
                    effect["ally_power"][side.seat][ally.id] = reading.power_up or ally.card.top
                else:
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

    def can_ally(self, side, card):
        """Whether `card` may come down as `side`'s ally: its alignment, no other player's MP, no same card on
        the table, one ally per personality (its own MP's personality is allowed)."""
        if card.villain is not None and side.villain is not None and card.villain != side.villain:
            return False
        for other in self.game.sides:
            if other is not side and other.mp[0].personality == card.personality:
                return False
            for ally in other.allies.values():
                if ally.card.personality == card.personality and (other is side or ally.card.level == card.level):
                    return False
        return card.code not in side.allies

    def can_drill(self, side, card):
        same = sum(1 for code in side.drills if self.known[code].name == card.name)
        return same < 4 if (card.named or card.colour is None) else same == 0

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
        by = game.combat.taken_over.get(seat)  # an ally that took the combat over keeps it
        if by is None and side.stage <= ALLY_FIGHTS_AT and side.allies and rng.random() < 0.5:
            by = rng.choice(sorted(side.allies))
        performer = side if by is None else side.allies[by]
        level = side.level if by is None else performer.card.level
        by = by or MP
        options = []
        for code in sorted(set(side.hand)):  # a card that ends the combat, without attacking
            card, reading = self.known[code], self.readings[code]
            if reading.ends_combat and rng.random() < 0.3 and not self.ball_in_play(card):
                effect = {"ends_combat": True, **({"removed": True} if reading.removed else {})}
                return {"play": code, "effect": effect}
        for code in sorted(set(side.table)):  # a combat card that stayed to be used one more time
            card = self.known[code]
            if card.kind in (PHYSICAL, ENERGY) and (card.kind == PHYSICAL or performer.stage >= ENERGY_COST):
                options.append({"table": code, "kind": "physical" if card.kind == PHYSICAL else "energy"})
        for code in sorted(set(side.hand)):
            card, reading = self.known[code], self.readings[code]
            if card.kind == PHYSICAL and reading.attacks and (reading.cost or 0) <= performer.stage:
                options.append(self.card_attack(code, "physical", reading, seat))
            elif card.kind == ENERGY and reading.attacks and (reading.cost or ENERGY_COST) <= performer.stage:
                options.append(self.card_attack(code, "energy", reading, seat))
        if (seat, by, level) not in game.combat.powers:
            options.append({"power": True, "kind": "physical"})
            if performer.stage >= ENERGY_COST:
                options.append({"power": True, "kind": "energy", "damage": {"life": 3}, "cost": 1})
        if not options and side.hand:  # the combat cards in hand cannot attack: their text blocks, or costs more
            final = {"final": rng.choice(side.hand)}
            unusable = sorted({code for code in side.hand if self.known[code].kind in (PHYSICAL, ENERGY, COMBAT)})
            if unusable:
                final["unusable"] = unusable
            options.append(final)
        if not options:
            return None
        entry = {"by": by, **rng.choice(options)}
        entry["defence"] = self.defence(foe, entry)
        self.name_life_cards(foe, entry)
        return entry

    def name_life_cards(self, foe, entry):
        """Sometimes the record knows the Life cards an unstopped energy attack takes: none a Dragon Ball.
        Not when a declared effect comes first (it may end the game, and then nothing is lost)."""
        damage = entry.get("damage") or {}
        energy = entry.get("kind") == "energy" or ("card" in entry and self.known[entry["card"]].kind == ENERGY)
        defence = entry["defence"] or {}
        declared = "effect" in entry or "effect" in defence or defence.get("stops")
        if (energy or "life" in damage) and not declared and self.rng.random() < 0.5:
            lost = min(damage.get("life", ENERGY_DAMAGE), foe.life)
            entry["life_cards"] = [self.rng.choice(self.life_pool) for _ in range(lost)]

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
        if reading.stays:
            effect["stays"] = True
        if effect:
            entry["effect"] = effect
        return entry

    def ball_in_play(self, card):
        return card.kind == DRAGON_BALL and any(
            self.known[ball].name == card.name for other in self.game.sides for ball in other.balls
        )

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
                holder = self.game.combat.taken_over.get(foe.seat)
                if holder is not None:  # the ally that took the combat over defends
                    defence["by"] = holder
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
