"""A simple legal player, for tests and benchmarks: builds two decks and plays a whole random game.

Its choices are random but always legal, so every record it makes must adjudicate legal: it plays
characters, permanents, attacks with modifiers, defences, instants (inside an attack, and the defender's
outside one) and the seven Dragon Balls, pays with spheres from hand and with characters on the table (a
permanent only with a sphere from hand), and reshuffles when a deck runs out. It plays
through the engine's own Game, which computes the draws from the decks.

`random_game(seed)` returns (record, cards): the record and the facts of every card it names.
"""

import random
from collections import Counter

from games.rules.esferas.cards import CHARACTER, COMBAT, DRAGON_BALL, INSTANT, MODIFIER, PERMANENT, card_facts
from games.rules.esferas.construction import fold
from games.rules.esferas.engine import ENERGIES
from games.rules.esferas.game import HAND, MAX_CHARACTERS, NO_PLAY_DISCARD, Game
from games.rules.esferas.variants import parse_variant

MAX_TURNS = 1000  # a game the bot cannot finish stops here, still legal
SPHERE_COPIES = 2  # of each Dragon Ball in a deck
COLLECTORS = 0.4  # the share of players who save their Dragon Balls
OTHERS = 30  # one-of cards in a deck: 30 + 14 spheres = 44 cards


def _pool():
    """A card set as the card database would hold it: {code: (type, attrs, name)}, English and Spanish types."""
    rng = random.Random(13)
    pool = {f"ESF-{n:03d}": ("Dragon Ball" if n % 2 else "Esfera del Dragón", {"sphere": n}, f"Esfera {n}")
            for n in range(1, 8)}  # fmt: skip
    for i in range(40):
        points = f"{rng.randrange(0, 70, 10)}/{rng.randrange(30, 100, 10)}"
        pool[f"ESF-{100 + i}"] = (rng.choice(["Attack", "Ataque", "Defensa"]), {"points": points,
                                  "sphere": rng.randint(1, 7)}, f"Technique {i}")  # fmt: skip
    for i in range(8):
        bonus = rng.choice(["+0+30", "+20+0", "+10+10", "+0+20"])
        pool[f"ESF-{200 + i}"] = ("Modificadora", {"points": bonus, "sphere": rng.randint(1, 7)}, f"Power {i}")
    names = ["Goku", "Vegeta", "Piccolo", "Gohan", "Krillin", "Trunks", "Yamcha", "Tien", "Bulma", "Chiaotzu"]
    for i, name in enumerate(names):
        pool[f"ESF-{300 + i}"] = ("Personaje", {"sphere": i % 7 + 1, "character": name}, name)
    for i in range(5):
        pool[f"ESF-{400 + i}"] = ("Permanente", {"sphere": rng.randint(1, 7)}, f"Place {i}")
    for i in range(6):
        attrs = {"sphere": rng.randint(1, 7)} if i % 2 else {}
        pool[f"ESF-{500 + i}"] = ("Instantánea", attrs, f"Trick {i}")
    return pool


POOL = _pool()
FACTS = {code: card_facts(kind, attrs, name=name, code=code) for code, (kind, attrs, name) in POOL.items()}
SPHERE_CODES = [code for code, facts in FACTS.items() if facts["kind"] == DRAGON_BALL]
ONE_OF = [code for code, facts in FACTS.items() if facts["kind"] != DRAGON_BALL]


def random_game(seed, *, energy=None, variant=None, max_turns=MAX_TURNS):
    """(record, cards) of a whole random game from `seed`: it ends when an energy reaches 0 (or at max_turns)."""
    rng = random.Random(seed)
    variant = parse_variant(variant)
    decks = [_deck(rng), _deck(rng)]
    energy = energy or rng.choice(ENERGIES)
    first = rng.randrange(2)
    record = {"energy": energy, "first": first, "decks": decks, "turns": []}
    bot = Bot(rng, variant)
    game = Game(energy, decks, FACTS, variant, bot.reshuffle)
    bot.game = game
    for t in range(1, max_turns + 1):
        if game.over:
            break
        turn = {"player": first if t % 2 else 1 - first, "actions": [], "discard": []}
        record["turns"].append(turn)
        bot.play_turn(t, turn)
    return record, {code: FACTS[code] for code in set(decks[0]) | set(decks[1])}


def _deck(rng):
    deck = SPHERE_CODES * SPHERE_COPIES + rng.sample(ONE_OF, OTHERS)
    rng.shuffle(deck)
    return deck


class Bot:
    def __init__(self, rng, variant):
        self.rng = rng
        self.variant = variant
        self.game = None
        self.turn = None
        # a collector keeps its last Dragon Ball of each number, hoping for all seven
        self.collects = [rng.random() < COLLECTORS, rng.random() < COLLECTORS]

    def play_turn(self, t, turn):
        game, rng = self.game, self.rng
        self.turn = turn
        game.start_turn(t, turn["player"])
        if rng.random() < 0.6:
            self.character()
        if rng.random() < 0.5:
            self.permanent()
        self.use_permanent(0.3)
        self.defender_instants(0.2)
        while not game.over and rng.random() < 0.85:
            if not self.dragon_balls() and not self.attack():
                break
        self.use_permanent(0.3)
        if game.over:
            return
        self.discard_from_table()
        turn["discard"] = self.end_discard()
        game.end_turn(turn["discard"])

    def play(self, action):
        """Written into the record before it is played, so a reshuffle it causes comes after it."""
        self.turn["actions"].append(action)
        self.game.act(action)

    def reshuffle(self, player):
        order = list(self.game.discards[player])
        self.rng.shuffle(order)
        action = {"do": "reshuffle", "order": order}
        if player != self.turn["player"]:
            action["player"] = player
        self.turn["actions"].append(action)
        self.game.reshuffle(player, order)
        return True

    def held(self, player, kind):
        return [code for code in dict.fromkeys(self.game.hands[player]) if FACTS[code]["kind"] == kind]

    def payment(self, player, need, taken, keys=("sphere", "character"), *, table=True):
        """A way to pay sphere `need` that `taken` (a Counter of cards this action already uses) leaves free;
        `table` False: only a sphere card from hand (a permanent's, "dicha esfera se descarta")."""
        game = self.game
        hand = Counter(game.hands[player]) - taken
        keep = 2 if self.collects[player] else 1  # a collector pays with a Dragon Ball it holds twice
        options = [{keys[0]: code} for code, n in hand.items() if FACTS[code]["sphere"] == need and (
                   FACTS[code]["kind"] == CHARACTER or (FACTS[code]["kind"] == DRAGON_BALL and n >= keep))]  # fmt: skip
        for code, placed in game.characters[player].items() if table else ():
            fresh = placed.turn != game.turn or player != game.player
            if placed.upright and fresh and FACTS[code]["sphere"] == need and code not in taken:
                options.append({keys[1]: code})
        if not options:
            return None
        chosen = self.rng.choice(options)
        taken[next(iter(chosen.values()))] += 1
        return chosen

    def character(self):
        game, player = self.game, self.game.player
        if len(game.characters[player]) >= MAX_CHARACTERS:
            return
        free = [code for code in self.held(player, CHARACTER) if fold(FACTS[code]["character"]) not in game.names]
        if free:
            self.play({"do": "character", "card": self.rng.choice(free)})

    def permanent(self):
        game, player = self.game, self.game.player
        if game.permanents[player] is not None:
            return
        for code in self.held(player, PERMANENT):
            paid = self.payment(player, FACTS[code]["sphere"], Counter([code]), table=False)
            if paid:
                self.play({"do": "permanent", "card": code, **paid})
                return

    def use_permanent(self, chance):
        game, player = self.game, self.game.player
        placed = game.permanents[player]
        if placed is not None and placed.upright and not game.over and self.rng.random() < chance:
            self.play({"do": "use_permanent", "card": placed.card, "effect": self.effect(player)})

    def effect(self, player):
        """What a card's text did, as a record declares it: a little energy either way, a card drawn."""
        rng = self.rng
        energy, draw = [0, 0], [0, 0]
        energy[1 - player] = -rng.choice((0, 10, 20))
        energy[player] = rng.choice((0, 0, 10))
        draw[player] = rng.choice((0, 0, 1))
        return {"energy": energy, "draw": draw}

    def dragon_balls(self):
        player = self.game.player
        by_sphere = {FACTS[code]["sphere"]: code for code in self.held(player, DRAGON_BALL)}
        if len(by_sphere) < 7 or self.rng.random() < 0.2:
            return False
        self.play({"do": "dragon_balls", "cards": [by_sphere[n] for n in range(1, 8)]})
        return True

    def attack(self):
        player, rng = self.game.player, self.rng
        options = self.held(player, COMBAT)
        rng.shuffle(options)
        for code in options:
            taken = Counter([code])
            paid = self.payment(player, FACTS[code]["sphere"], taken)
            if paid:
                action = {"do": "attack", "card": code, **paid, **self.modifier(player, taken)}
                defence, taken = self.defence(1 - player) if rng.random() < 0.6 else (None, Counter())
                action["defence"] = defence
                instants = self.instants(1 - player, taken)
                if instants:
                    action["instants"] = instants
                self.play(action)
                return True
        return False

    def modifier(self, player, taken):
        """ "solo puedes usar una carta modificadora por cada carta de defensa/ataque", with its sphere."""
        if self.rng.random() < 0.5:
            return {}
        hand = Counter(self.game.hands[player])
        for code in self.held(player, MODIFIER):
            if hand[code] <= taken[code]:
                continue
            taken[code] += 1
            paid = self.payment(player, FACTS[code]["sphere"], taken, ("modifier_sphere", "modifier_character"))
            if paid:
                return {"modifier": code, **paid}
            taken[code] -= 1
        return {}

    def defence(self, player):
        """(the defence, the cards it uses) or (None, nothing) when no card can defend."""
        for code in self.held(player, COMBAT):
            taken = Counter([code])
            paid = self.payment(player, FACTS[code]["sphere"], taken)
            if paid:
                return {"card": code, **paid, **self.modifier(player, taken)}, taken
        return None, Counter()

    def instants(self, player, taken):
        if self.rng.random() < 0.5:
            return []
        hand, found = Counter(self.game.hands[player]), []
        for code in self.held(player, INSTANT):
            if hand[code] <= taken[code]:
                continue
            taken[code] += 1
            instant = {"card": code, "effect": self.effect(player)}
            sphere = FACTS[code]["sphere"]
            if sphere is not None and (self.variant.instant_sphere or self.rng.random() < 0.3):
                paid = self.payment(player, sphere, taken)
                if paid is None and self.variant.instant_sphere:
                    taken[code] -= 1
                    continue
                instant.update(paid or {})
            found.append(instant)
        return found

    def defender_instants(self, chance):
        """The defender's instants during the opponent's turn, outside an attack ("También puede usar
        instantáneas")."""
        game = self.game
        if game.over or self.rng.random() >= chance:
            return
        defender = 1 - game.player
        for instant in self.instants(defender, Counter()):
            if game.over:
                return
            self.play({"do": "instant", "player": defender, **instant})

    def discard_from_table(self):
        game, player, rng = self.game, self.game.player, self.rng
        placed = game.permanents[player]
        if placed is not None and placed.upright and rng.random() < 0.2:
            self.play({"do": "discard_permanent", "card": placed.card})
        upright = [code for code, placed in game.characters[player].items() if placed.upright]
        if upright and rng.random() < 0.1:
            self.play({"do": "discard_permanent", "card": rng.choice(upright)})

    def end_discard(self):
        game, rng = self.game, self.rng
        hand = game.hands[game.player]
        required = max(0 if game.played else min(NO_PLAY_DISCARD, len(hand)), len(hand) - HAND)
        if self.variant.extra_discards and rng.random() < 0.2:
            required = min(len(hand), required + 1)
        chosen = rng.sample(hand, len(hand))
        if self.collects[game.player]:  # the Dragon Balls go last, one of each number very last
            seen = set()
            chosen.sort(key=lambda code: FACTS[code]["kind"] == DRAGON_BALL and (code in seen or seen.add(code) or 2))
        return chosen[:required]
