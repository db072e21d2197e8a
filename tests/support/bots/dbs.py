"""A simple legal player, for property tests and benchmarks: two decks and a whole random game.

Its choices are random but always legal, so every record it makes must adjudicate legal. It plays
through the engine's own Game: the setup with a redraw, a card charged to energy, Battle and Extra Cards
paid with named active energy, attacks on the Leader or on rested Battle Cards with combos from hand and
from the Battle Area on both sides, [Blocker]s, [Awaken] (on the real card file, whose Leaders' keywords
are unknown, too: the verdict lists it unchecked), [Activate: Main] skills of Battle Cards that make a
token (which combos with its combo cost and power) or draw, [Counter: Play] against a play or a skill
that makes a token, and declared effects (draws, damage by effect).

`random_game(seed, facts)` returns (record, cards): `facts` are {code: facts} as the service builds them
(the tests and the benchmark read the real card file); `cards` is what the record needs of them.
"""

import random
from collections import Counter

from games.rules.dbs.cards import card_facts
from games.rules.dbs.engine import build_game
from games.rules.dbs.game import AWAKEN_LIFE, HAND, Game
from games.rules.dbs.variants import parse_variant

MAX_TURNS = 60  # a game the bot cannot finish stops here, still legal
NUMBERS = 12  # card numbers in a deck: 12 x 4 + 2 = 50
KEYWORDS = ("blocker", "blocker", "double strike", "triple strike", "critical", "dual attack")  # blockers twice


def pool(facts, *, keywords=False, seed=0):
    """The cards a bot deck may hold: Battle Cards with a cost, power and combo power and Extra Cards with a
    cost, none of them limited by a deck-building keyword. `keywords`: a fifth of them get a keyword skill
    as a CSV `keywords` column would carry it, and the Leaders [Awaken], so the games use those rules too."""
    rng = random.Random(seed)
    leaders, deck_cards = [], []
    extended = {}
    for code, card in sorted(facts.items()):
        read = card_facts(code, card)
        if read.type == "leader" and read.power:
            leaders.append(code)
            if keywords:
                extended[code] = {**card, "keywords": [*card.get("keywords", ()), "Awaken"]}
        elif read.cost is not None and _plain(code, card):
            if (read.type == "battle" and read.power and read.combo_power is not None) or read.type == "extra":
                deck_cards.append(code)
            if keywords and read.type == "battle" and rng.random() < 0.2:
                extended[code] = {**card, "keywords": [rng.choice(KEYWORDS).title()]}
            elif keywords and read.type == "extra" and rng.random() < 0.5:
                extended[code] = {**card, "keywords": [rng.choice(("Counter: Attack", "Counter: Play"))]}
    return leaders, deck_cards, {**facts, **extended}


def _plain(code, card):
    """A card the bot may put four of: its own base number (special printings share it), no keyword limit."""
    return card.get("base_code", code) == code and not card.get("keywords") and not card.get("any_number_of_copies")


def random_game(seed, facts, *, keywords=True, variant=None, max_turns=MAX_TURNS):
    """(record, cards) of a random legal game from its setup: it ends when a Life or a deck reaches 0 (or at
    max_turns)."""
    rng = random.Random(seed)
    leaders, deck_cards, facts = pool(facts, keywords=keywords)
    variant = parse_variant(variant)
    players = [_setup(rng, leaders, deck_cards) for _ in range(2)]
    record = {"setup": {"first": rng.randrange(2), "players": players}, "turns": []}
    game = build_game(record, variant, facts)
    bot = Bot(rng, game)
    for _ in range(max_turns):
        if game.over:
            break
        turn = {"actions": []}
        record["turns"].append(turn)
        bot.play_turn(turn)
    needed = {players[p]["leader"] for p in (0, 1)} | {code for p in (0, 1) for code in players[p]["deck"]}
    return record, {code: facts[code] for code in needed}


def _setup(rng, leaders, deck_cards):
    numbers = rng.sample(deck_cards, NUMBERS + 1)
    deck = [code for code in numbers[:NUMBERS] for _ in range(4)] + [numbers[NUMBERS]] * 2
    rng.shuffle(deck)
    spec = {"leader": rng.choice(leaders), "deck": deck}
    if rng.random() < 0.5:
        returned = rng.sample(deck[:HAND], rng.randint(0, HAND))
        shuffled = deck[HAND:] + returned
        rng.shuffle(shuffled)
        spec["mulligan"] = {"return": returned, "deck": shuffled}
    return spec


class Bot:
    def __init__(self, rng, game: Game):
        self.rng = rng
        self.game = game
        self.turn = None

    def play_turn(self, turn):
        game, rng = self.game, self.rng
        self.turn = turn
        player = game.first if game.turn % 2 else 1 - game.first
        game.begin_turn(player)
        if game.over:
            return
        hand = game.sides[player].hand
        if hand and rng.random() < 0.85:
            turn["charge"] = rng.choice(hand)
        game.charge(turn.get("charge"))
        for _ in range(rng.randint(0, 4)):
            if not game.over:
                self.play_card(player)
        if not game.over and rng.random() < 0.1:
            self.act({"do": "effect", "effect": {"draw": [1, 0] if player == 0 else [0, 1]}})
        if not game.over and rng.random() < 0.3:
            self.skill(player)
        if not game.over and rng.random() < 0.3:
            self.awaken(player)
        first_turn = game.turn == 1 and player == game.first
        for _ in range(rng.randint(0, 5)):
            if game.over or first_turn:
                break
            self.attack(player)
        if not game.over:
            game.end_turn(None)
        else:
            game.turn += 1

    def act(self, action):
        self.turn["actions"].append(action)
        self.game.act(action)

    def active_energy(self, player, n):
        codes = [code for code, rested in self.game.sides[player].energy if not rested]
        return codes[:n] if len(codes) >= n else None

    def play_card(self, player):
        game = self.game
        options = []
        for code in dict.fromkeys(game.sides[player].hand):
            card = game.card(code)
            if card.type in ("battle", "extra") and card.cost is not None:
                pay = self.active_energy(player, card.cost)
                if pay is not None:
                    options.append((code, pay))
        if options:
            code, pay = self.rng.choice(options)
            action = {"do": "play", "card": code, "pay": pay}
            self.counter(1 - player, action, "counter: play")
            self.act(action)

    def skill(self, player):
        """An [Activate: Main] skill of an Active Battle Card, resting it: it makes a token that combos (combo
        cost 0 or 1, FAQ «[Jeton]» R6), which the opponent may answer with [Counter: Play] (manual 10-10-3-1),
        or it draws a card, which no [Counter: Play] answers."""
        game, rng = self.game, self.rng
        side = game.sides[player]
        units = [u for u in side.battle if not u.rested and u.card.type == "battle" and not u.card.token]
        if not units:
            return
        unit = rng.choice(units)
        action = {"do": "skill", "card": unit.id, "rest": True}
        if rng.random() < 0.7:
            taken = {u.id for u in side.battle}
            uid = next(f"token{n}" for n in range(1, 1000) if f"token{n}" not in taken)
            token = {"id": uid, "name": "Saibaman Token", "power": 5000, "combo_power": 5000}
            token["combo_cost"] = rng.randint(0, 1)
            action["effect"] = {"token": [token]}
            self.counter(1 - player, action, "counter: play")
        else:
            action["effect"] = {"draw": [1, 0] if player == 0 else [0, 1]}
        self.act(action)

    def awaken(self, player):
        leader = self.game.sides[player].leader
        can = leader.has("awaken") or not leader.keywords_known()  # unknown keywords: unchecked, not refused
        if can and not leader.awakened and len(self.game.sides[player].life) <= AWAKEN_LIFE:
            self.act({"do": "awaken", "effect": {"draw": [2, 0] if player == 0 else [0, 2]}})

    def attack(self, player):
        game, rng = self.game, self.rng
        side, other = game.sides[player], game.sides[1 - player]
        attackers = [u for u in (side.leader, *side.battle) if not u.rested and u.card.type != "extra"]
        if not attackers:
            return
        attacker = rng.choice(attackers)
        targets = [other.leader] + [u for u in other.battle if u.rested and u.card.type == "battle"]
        target = rng.choice(targets)
        action = {"do": "attack", "attacker": self.ref(player, attacker), "target": self.ref(1 - player, target)}
        self.turn["actions"].append(action)
        self.battle(player, action, attacker, target)

    def ref(self, player, unit):
        return "leader" if unit is self.game.sides[player].leader else unit.id

    def battle(self, player, action, attacker, guard):
        """Plays the battle through the Game's own steps, writing each choice into the action first."""
        game, rng = self.game, self.rng
        opponent = 1 - player
        blockers = [u for u in game.sides[opponent].battle if u.has("blocker") and not u.rested and u is not guard]
        if blockers and rng.random() < 0.5:
            guard = rng.choice(blockers)
            action["blocker"] = guard.id
        if rng.random() < 0.1:
            action["effect"] = {"power": [{"card": self.ref(player, attacker), "amount": 5000, "until": "battle"}]}
        spent, negated = self.counter(opponent, action, "counter: attack")
        if negated:
            game.act(action)
            return
        offence, defence = self.steps(player, attacker), self.steps(opponent, guard, spent)
        if offence:
            action["offence"] = offence
        if defence:
            action["defence"] = defence
        if rng.random() < 0.05:
            action["after"] = {"damage": [1, 0] if opponent == 0 else [0, 1]}
        game.act(action)

    def counter(self, defender, action, kind):
        """Now and then a [Counter] of `kind` from the defender's hand, paid with active energy, that negates
        the action or not: (what it spends of hand and energy, whether it negates)."""
        game, rng = self.game, self.rng
        side = game.sides[defender]
        active = [code for code, rested in side.energy if not rested]
        options = [c for c in dict.fromkeys(side.hand) if game.card(c).has(kind)]
        options = [c for c in options if (game.card(c).cost or 0) <= len(active)]
        if not options or rng.random() < 0.6:
            return (Counter(), []), False
        code = rng.choice(options)
        pay = active[: game.card(code).cost or 0]
        negate = rng.random() < 0.5
        action["counter"] = {"card": code, "pay": pay, "effect": {"negate": negate}}
        return (Counter([code]), pay), negate

    def steps(self, player, fighter, spent=(Counter(), ())):
        """Combos (and [Awaken]) the player can pay for, chosen now and written into the action: the engine
        plays them when it replays the attack. `spent`: the hand cards and energy a counter already took."""
        game, rng = self.game, self.rng
        side = game.sides[player]
        held = Counter(side.hand) - spent[0]
        steps, used_hand, used_units = [], Counter(), set()
        energy_left = [code for code, rested in side.energy if not rested]
        for code in spent[1]:
            energy_left.remove(code)
        for _ in range(rng.randint(0, 2)):
            options = [
                ("hand", code)
                for code in dict.fromkeys(side.hand)
                if self._can_combo(game.card(code)) and held[code] > used_hand[code]
            ]
            options += [
                ("battle", u.id)
                for u in side.battle
                if not u.rested and u is not fighter and u.id not in used_units and self._can_combo(u.card)
            ]
            if not options:
                break
            origin, ref = rng.choice(options)
            card = game.card(ref) if origin == "hand" else next(u.card for u in side.battle if u.id == ref)
            cost = card.combo_cost or 0
            if len(energy_left) < cost:
                break
            pay, energy_left = energy_left[:cost], energy_left[cost:]
            if origin == "hand":
                used_hand[ref] += 1
            else:
                used_units.add(ref)
            steps.append({"combo": ref, "from": origin, "pay": pay})
        leader = side.leader
        can = leader.has("awaken") or not leader.keywords_known()
        if can and not leader.awakened and len(side.life) <= AWAKEN_LIFE and rng.random() < 0.5:
            steps.append({"awaken": True, "effect": {"draw": [2, 0] if player == 0 else [0, 2]}})
        return steps

    @staticmethod
    def _can_combo(card):
        """FAQ «[Jeton]» R6, manual 3-7-3-1: a token needs both a combo cost and a combo power."""
        return (
            card.type == "battle" and card.combo_power is not None and (not card.token or card.combo_cost is not None)
        )
