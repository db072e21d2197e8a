"""A small legal player, for tests and benchmarks: random turns of draws, summons, Sets, attacks and chains.

Its choices are random but follow the rules of docs/yugioh-records.md as the bot states them for itself
(who may act when, which Spell Speed may start or answer a chain, what is activated from where), so every
record it makes must adjudicate legal. It keeps the board with the engine's Duel (zones, priority, what a
resolved chain did), so what it plays next follows from what the chains actually did: draws after Pot of
Greed, a Special Summon after Call of the Haunted, Sangan's trigger after it was destroyed.

Each player also holds reserve cards it never plays (RESERVES): Spell Speed 1 cards a test can insert
anywhere to break a chain.
"""

import random

from games.rules.yugioh.cards import card_info
from games.rules.yugioh.duel import MAIN, Duel
from games.rules.yugioh.variants import parse_variant

# Real Goat-era cards and their facts as the card database holds them (tests/games/rules/yugioh checks them against it).
POOL = {
    "55144522": {"name": "Pot of Greed", "kind": "spell", "types": ["spell"]},
    "5318639": {"name": "Mystical Space Typhoon", "kind": "spell", "types": ["spell", "quick-play"]},
    "14087893": {"name": "Book of Moon", "kind": "spell", "types": ["spell", "quick-play"]},
    "12580477": {"name": "Raigeki", "kind": "spell", "types": ["spell"]},
    "19613556": {"name": "Heavy Storm", "kind": "spell", "types": ["spell"]},
    "70828912": {"name": "Premature Burial", "kind": "spell", "types": ["spell", "equip"]},
    "18161786": {"name": "Mystic Plasma Zone", "kind": "spell", "types": ["spell", "field"]},
    "59197169": {"name": "Yami", "kind": "spell", "types": ["spell", "field"]},
    "44656491": {"name": "Messenger of Peace", "kind": "spell", "types": ["spell", "continuous"]},
    "55761792": {"name": "Black Luster Ritual", "kind": "spell", "types": ["spell", "ritual"]},
    "44095762": {"name": "Mirror Force", "kind": "trap", "types": ["trap"]},
    "56120475": {"name": "Sakuretsu Armor", "kind": "trap", "types": ["trap"]},
    "97077563": {"name": "Call of the Haunted", "kind": "trap", "types": ["trap", "continuous"]},
    "41420027": {"name": "Solemn Judgment", "kind": "trap", "types": ["trap", "counter"]},
    "77414722": {"name": "Magic Jammer", "kind": "trap", "types": ["trap", "counter"]},
    "3819470": {"name": "Seven Tools of the Bandit", "kind": "trap", "types": ["trap", "counter"]},
    "26202165": {"name": "Sangan", "kind": "monster", "types": ["monster", "effect"]},
    "78010363": {"name": "Witch of the Black Forest", "kind": "monster", "types": ["monster", "effect"]},
    "71413901": {"name": "Breaker the Magical Warrior", "kind": "monster", "types": ["monster", "effect"]},
    "74131780": {"name": "Exiled Force", "kind": "monster", "types": ["monster", "effect"]},
    "54652250": {"name": "Man-Eater Bug", "kind": "monster", "types": ["monster", "effect", "flip"]},
    "40640057": {"name": "Kuriboh", "kind": "monster", "types": ["monster", "effect"]},
    "14898066": {"name": "Vorse Raider", "kind": "monster", "types": ["monster", "normal"]},
    "89631139": {"name": "Blue-Eyes White Dragon", "kind": "monster", "types": ["monster", "normal"]},
}
INFOS = {code: card_info(code, facts) for code, facts in POOL.items()}
# What each card does when the bot plays it, and the effect a monster activates.
ROLES = {
    "55144522": "draw2",
    "5318639": "destroy_spell_trap",
    "14087893": "face_down",
    "12580477": "raigeki",
    "19613556": "heavy_storm",
    "70828912": "revive",
    "18161786": "plain",
    "59197169": "plain",
    "44656491": "plain",
    "55761792": "plain",
    "44095762": "mirror",
    "56120475": "destroy_monster",
    "97077563": "revive",
    "41420027": "counter",
    "77414722": "counter",
    "3819470": "counter",
    "26202165": "search",
    "78010363": "search",
    "71413901": "destroy_spell_trap",
    "74131780": "destroy_monster",
    "54652250": "destroy_monster",
    "40640057": "plain",
    "14898066": "plain",
    "89631139": "plain",
}
EFFECTS = {"71413901": "ignition", "74131780": "ignition", "54652250": "flip", "40640057": "quick"}
TRIGGERS = {"26202165", "78010363"}  # "when this card is sent from the field to the Graveyard"
COSTS = {"74131780", "40640057"}  # Exiled Force tributes itself, Kuriboh discards itself
POT, BREAKER, SANGAN = "55144522", "71413901", "26202165"
SOLEMN, MIRROR, JAMMER = "41420027", "44095762", "77414722"
ONCE_PER_TURN = {"71413901"}  # Breaker's effect, declared once per turn: the bot never activates it twice a turn
RESERVES = {0: ("r0-pot", "r0-breaker", "r0-sangan"), 1: ("r1-pot", "r1-breaker", "r1-sangan")}
RESERVE_CODES = {"pot": POT, "breaker": BREAKER, "sangan": SANGAN}
MONSTERS = [code for code, info in INFOS.items() if info.is_monster]
SPELLS_TRAPS = [code for code, info in INFOS.items() if not info.is_monster and info.subtype != "field"]
HAND, DECK = 7, 8
LONGEST_CHAIN = 6
ACTIVATING = 0.6  # how often a player who could activate a card does so rather than summon, Set or attack


def random_record(seed, *, turns=None, variant=None):
    """A random legal record from `seed` (1 to 8 turns unless `turns` says); it stops early when a
    player draws from an empty Deck. Adjudicate it with `cards=POOL`."""
    rng = random.Random(seed)
    return _Bot(rng, parse_variant(variant), turns or rng.randint(1, 8)).play()


def reserve(player, kind):
    """The id of a player's reserve card: kind "pot" (Normal Spell), "breaker" (Ignition effect) or
    "sangan" (Trigger effect), always in its owner's hand."""
    return f"r{player}-{kind}"


def _deal(rng):
    cards = {}
    for seat in (0, 1):
        for kind, code in RESERVE_CODES.items():
            cards[reserve(seat, kind)] = {"code": code, "owner": seat, "zone": "hand"}
        places = [("hand", None)] * HAND + [("deck", None)] * rng.randint(2, DECK)
        places += [("monster", rng.choice(("attack", "defense", "set"))) for _ in range(rng.randint(0, 2))]
        places += [("spell_trap", None)] * rng.randint(1, 4)
        for n, (zone, position) in enumerate(places):
            code = rng.choice(SPELLS_TRAPS if zone == "spell_trap" else MONSTERS if zone == "monster" else list(POOL))
            cards[f"p{seat}-{n}"] = {"code": code, "owner": seat, "zone": zone}
            if position:
                cards[f"p{seat}-{n}"]["position"] = position
    return cards


class _Bot:
    def __init__(self, rng, variant, turns):
        self.rng = rng
        self.turns = turns
        cards = _deal(rng)
        listed = [
            sum(1 for card in cards.values() if card["zone"] == "deck" and card["owner"] == seat) for seat in (0, 1)
        ]
        # small Decks now and then, so that some duels end by a player unable to draw
        decks = [n + rng.choice((0, 1, 4, 10, 20)) for n in listed]
        self.record = {"first": rng.randrange(2), "cards": cards, "decks": decks, "turns": []}
        self.duel = Duel(self.record, variant, INFOS)  # the bot writes passcodes as the card database does
        self.events = []

    @property
    def over(self):
        return self.duel.winner is not None

    def play(self):
        duel = self.duel
        duel.check_start()
        first = self.record["first"]
        for number in range(1, self.turns + 1):
            player = first if number % 2 else 1 - first
            self.events = []
            self.record["turns"].append({"player": player, "events": self.events})
            duel.start_turn(number, player, True)
            self.turn(number)
            if self.over:
                break
        return self.record

    def emit(self, event):
        self.events.append(event)
        duel = self.duel
        duel.play(event, len(self.events))
        while duel.owed and not self.over:  # a card tied to one that left the field leaves with it
            card, _other = next(iter(duel.owed.values()))
            self.emit({"player": card.controller, "do": "leave", "card": card.id, "to": "graveyard"})

    def turn(self, number):
        rng = self.rng
        self.emit({"phase": "draw"})
        if self.duel.draw_due:
            self.draw(self.duel.tp)
        self.window(rng.randint(0, 1))
        phases = [("standby", rng.randint(0, 1)), ("main1", rng.randint(2, 5))]
        if number > 1 and rng.random() < 0.6:
            phases.append(("battle", rng.randint(1, 3)))
            if rng.random() < 0.4:
                phases.append(("main2", rng.randint(0, 2)))
        phases.append(("end", rng.randint(0, 1)))
        for phase, budget in phases:
            if self.over:
                return
            self.emit({"phase": phase})
            self.window(budget)

    def window(self, budget):
        """Priority in an open phase: up to `budget` actions, then both players pass in succession."""
        duel = self.duel
        while not self.over:
            action = self.choose(duel.holder) if budget > 0 and self.rng.random() < 0.7 else None
            if action:
                budget -= 1
                action()
            elif duel.passes >= 2:
                return
            else:
                self.emit({"player": duel.holder, "do": "pass"})

    def close(self):
        while self.duel.passes < 2 and not self.over:
            self.emit({"player": self.duel.holder, "do": "pass"})

    def choose(self, player):
        """An action for `player`, who has priority: an activation more often than not, when there is one."""
        duel, rng = self.duel, self.rng
        moves, activations = [], self.answers(player)
        if player == duel.tp:
            if duel.phase in MAIN:
                moves += self.main_actions(player)
                for card, effect in self.slow_cards(player):
                    activations += self.activation(player, card, effect)
            elif duel.phase == "battle":
                moves += [lambda card=card: self.attack(card) for card in self.attackers(player)]
        if activations and (not moves or rng.random() < ACTIVATING):
            return rng.choice(activations)
        return rng.choice(moves) if moves else None

    # What a player has

    def mine(self, player, zone):
        return [card for card in self.duel.zones[player][zone].values() if not card.id.startswith("r")]

    def field(self, zone):
        return [card for seat in (0, 1) for card in self.duel.zones[seat][zone].values()]

    def room(self, player, zone):
        return len(self.duel.zones[player][zone]) < 5

    def settable(self, card):
        """A Set card that can be activated now (a Trap or Quick-Play Spell not Set this turn)."""
        return not card.face_up and (card.set_turn != self.duel.turn or card.info.speed == 1)

    # Turn actions

    def main_actions(self, player):
        duel, options = self.duel, []
        hand = self.mine(player, "hand")
        monsters = [card for card in hand if card.info.is_monster]
        if duel.summoned is None and monsters and self.room(player, "monster"):
            options.append(lambda: self.summon(player, self.rng.choice(monsters)))
        spells_traps = [card for card in hand if not card.info.is_monster]
        if spells_traps and self.room(player, "spell_trap"):
            options.append(lambda: self.turn_action("set_spell_trap", player, self.rng.choice(spells_traps)))
        for card in self.mine(player, "monster"):
            if card.summon_turn != duel.turn and card.changed_turn != duel.turn:
                if not card.face_up:
                    options.append(lambda card=card: self.flip_summon(player, card))
                elif card.attacked_turn != duel.turn:
                    options.append(lambda card=card: self.turn_action("change_position", player, card))
        return options

    def slow_cards(self, player):
        """Spell Speed 1 cards the turn player can start a chain with in their Main Phase."""
        cards = [(card, None) for card in self.mine(player, "hand") if card.info.speed == 1]
        cards = [
            (card, effect) for card, effect in cards if card.info.subtype == "field" or self.room(player, "spell_trap")
        ]
        cards += [(card, None) for card in self.mine(player, "spell_trap") if card.info.speed == 1 and not card.face_up]
        cards += [
            (card, "ignition")
            for card in self.mine(player, "monster")
            if card.face_up
            and EFFECTS.get(card.info.code) == "ignition"
            and self.duel.once_used.get(card.id) != self.duel.turn  # once per turn, declared below
        ]
        return cards

    def turn_action(self, action, player, card):
        self.emit({"player": player, "do": action, "card": card.id})

    def summon(self, player, card):
        face_down = card.info.code == "54652250" or self.rng.random() < 0.3
        self.turn_action("set_monster" if face_down else "normal_summon", player, card)
        if not face_down and self.rng.random() < 0.8:
            self.negate_summon(1 - player, card)

    def negate_summon(self, player, monster):
        """The opponent answers the Summon with Solemn Judgment (seed «مهم!»): the turn player passes first."""
        solemn = [card for card in self.mine(player, "spell_trap") if card.info.code == SOLEMN and self.settable(card)]
        if not solemn:
            return
        self.emit({"player": monster.controller, "do": "pass"})
        event = {"player": player, "do": "activate", "card": solemn[0].id, "when": "summon"}
        event["outcome"] = {"negate_summon": monster.id}
        self.add_link(event, solemn[0])

    def flip_summon(self, player, card):
        """A Flip Summon activates the Flip effect at once (seed «إستدع»): Man-Eater Bug's is mandatory."""
        self.turn_action("flip_summon", player, card)
        if EFFECTS.get(card.info.code) == "flip":
            for start in self.activation(player, card, "flip"):
                start()
                break

    def attackers(self, player):
        turn = self.duel.turn
        return [c for c in self.mine(player, "monster") if c.face_up and c.attack and c.attacked_turn != turn]

    def attack(self, card):
        duel, rng = self.duel, self.rng
        player, opponent = card.controller, 1 - card.controller
        defenders = list(duel.zones[opponent]["monster"].values())
        target = rng.choice(defenders) if defenders else None
        self.emit({"player": player, "do": "attack", "card": card.id, "target": target.id if target else None})
        self.emit({"player": player, "do": "pass"})  # the opponent may answer the attack
        answers = self.answers(opponent) if rng.random() < 0.5 else []
        if answers:
            rng.choice(answers)()
        self.close()
        if self.over or target is None or card.zone != "monster" or target.zone != "monster":
            return
        fought = [(card, target), (target,), (card,), ()][rng.randrange(4)]
        before = self.on_field()
        for loser in fought:
            self.emit({"player": player, "do": "leave", "card": loser.id, "to": "graveyard"})
        self.triggers(before)

    def draw(self, player):
        duel = self.duel
        listed = list(duel.zones[player]["deck"])
        event = {"player": player, "do": "draw"}
        if listed and (duel.deck_count[player] == len(listed) or self.rng.random() < 0.7):
            event["card"] = self.rng.choice(listed)
        self.emit(event)

    # Chains

    def answers(self, player):
        """Activations `player` may make now with Spell Speed 2 or 3: starting a chain, or answering its
        last link (only Spell Speed 3 answers Spell Speed 3)."""
        duel = self.duel
        chain = duel.chain
        if len(chain) >= LONGEST_CHAIN:
            return []
        only_counters = bool(chain) and chain[-1].speed == 3
        cards = []
        for card in self.mine(player, "spell_trap"):
            speed = card.info.speed
            if ((speed == 2 and not only_counters) or (speed == 3 and chain)) and self.settable(card):
                cards.append((card, None))
        if not only_counters:
            hand = self.mine(player, "hand")
            if player == duel.tp and self.room(player, "spell_trap"):
                cards += [(card, None) for card in hand if card.info.subtype == "quick-play"]
            cards += [(card, "quick") for card in hand if EFFECTS.get(card.info.code) == "quick"]
        options = []
        for card, effect in cards:
            options += self.activation(player, card, effect)
        return options

    def activation(self, player, card, effect):
        """[a thunk activating `card` and playing the chain out], or [] when it has nothing to aim at."""
        event = {"player": player, "do": "activate", "card": card.id}
        if effect:
            event["effect"] = effect
        if card.info.code in ONCE_PER_TURN:
            event["once_per_turn"] = True
        self.declare_condition(event, player, card)
        if not self.aim(event, player, card):
            return []
        return [lambda: self.add_link(event, card)]

    def declare_condition(self, event, player, card):
        """Say what the activation answers when it answers what its card's text names: Mirror Force an
        opponent's attack declaration, Magic Jammer a Spell Card's activation."""
        duel, code = self.duel, card.info.code
        attacker = duel.just_attacked
        if code == MIRROR and not duel.chain and attacker is not None and attacker.controller != player:
            event["when"] = "attack"
        elif code == JAMMER and duel.chain and duel.chain[-1].activation and duel.chain[-1].card.info.kind == "spell":
            event["when"] = "spell"

    def aim(self, event, player, card):
        """Fill in the event's targets and outcome for the card's role; False when it has no target."""
        role, rng, opponent = ROLES[card.info.code], self.rng, 1 - player
        outcome, targets = {}, []
        if role == "destroy_spell_trap":
            found = [c for c in self.field("spell_trap") + self.field("field_zone") if c is not card]
            targets = [rng.choice(found)] if found else []
            outcome["destroy"] = targets
        elif role == "destroy_monster":
            found = [
                c for c in self.field("monster") if c is not card and (c.controller == opponent or card.info.is_monster)
            ]
            if not found and card.info.flip and card.zone == "monster":
                found = [card]  # Man-Eater Bug's mandatory effect may destroy itself
            targets = [rng.choice(found)] if found else []
            outcome["destroy"] = targets
        elif role == "face_down":
            found = [c for c in self.field("monster") if c.face_up]
            targets = [rng.choice(found)] if found else []
            outcome["face_down"] = targets
        elif role == "revive":
            found = [c for c in self.duel.zones[player]["graveyard"].values() if c.info.is_monster]
            targets = [rng.choice(found)] if found else []
        elif role in ("raigeki", "mirror"):
            outcome["destroy"] = [
                c for c in self.duel.zones[opponent]["monster"].values() if role == "raigeki" or c.attack
            ]
        elif role == "heavy_storm":
            outcome["destroy"] = [c for c in self.field("spell_trap") + self.field("field_zone") if c is not card]
        elif role == "counter":
            outcome[rng.choice(("negate_activation", "negate_effect"))] = len(self.duel.chain)
        if role in ("destroy_spell_trap", "destroy_monster", "face_down", "revive") and not targets:
            return False
        if targets:
            event["targets"] = [c.id for c in targets]
        outcome = {key: [c.id for c in value] if isinstance(value, list) else value for key, value in outcome.items()}
        if any(outcome.values()):
            event["outcome"] = {key: value for key, value in outcome.items() if value}
        return True

    def add_link(self, event, card):
        """Activate as the next link (link 1 of a new chain when none is open); the chain is played out
        when this was its first link."""
        starting = not self.duel.chain
        self.emit(event)
        if card.info.code in COSTS:
            self.emit({"player": event["player"], "do": "leave", "card": card.id, "to": "graveyard"})
        if starting:
            self.play_chain()

    def play_chain(self):
        duel, rng = self.duel, self.rng
        while duel.chain:
            answers = self.answers(duel.holder) if rng.random() < 0.5 else []
            if answers:
                rng.choice(answers)()
                continue
            if duel.passes == 1:  # this pass resolves the chain
                links, before = list(duel.chain), self.on_field()
            self.emit({"player": duel.holder, "do": "pass"})
        results = {entry["link"]: entry["result"] for entry in duel.chains[-1]["resolution"]}
        self.aftermath(links, results)
        self.triggers(before)

    def aftermath(self, links, results):
        """What resolved effects make players do once the chain is over: draw, Special Summon."""
        duel = self.duel
        for link in reversed(links):
            role = ROLES[link.card.info.code]
            if results[link.n] != "resolved" or self.over:
                continue
            if role == "draw2":
                for _ in range(2):
                    if not self.over:
                        self.emit({"player": link.player, "do": "draw"} | self.named_draw(link.player))
            elif role == "revive":
                target = duel.cards[link.targets[0]]
                if target.zone == "graveyard" and target.owner == link.player and self.room(link.player, "monster"):
                    self.emit({"player": link.player, "do": "special_summon", "card": target.id})

    def named_draw(self, player):
        listed = list(self.duel.zones[player]["deck"])
        if listed and (self.duel.deck_count[player] == len(listed) or self.rng.random() < 0.5):
            return {"card": self.rng.choice(listed)}
        return {}

    def on_field(self):
        return [card for card in self.field("monster") if card.info.code in TRIGGERS]

    def triggers(self, before):
        """Monsters sent from the field to the Graveyard trigger: all start one new chain together, the
        turn player's first, each searching its Deck."""
        duel = self.duel
        sent = [card for card in before if card.zone == "graveyard" and self.rng.random() < 0.8]
        if not sent or self.over:
            return
        sent.sort(key=lambda card: card.owner != duel.tp)
        for card in sent:
            event = {"player": card.owner, "do": "activate", "card": card.id, "effect": "trigger"}
            found = list(duel.zones[card.owner]["deck"])
            if found:
                event["outcome"] = {"to_hand": [self.rng.choice(found)]}
            self.emit(event)
        self.play_chain()
