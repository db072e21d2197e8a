"""The table of an Esferas game and the rule of each action, citing the seed (dragonball-esferas-rules.es.txt).

A Game knows every card's place: each player's deck (top first), hand, discard pile, characters and
permanent on the table, and both energies. The engine (engine.py) feeds it a record's turns; the bot
(bot.py) plays through it. An illegal action raises Violation; the cards it had taken go back
(`rollback`), so every card is in exactly one place whatever happens.

An action is checked whole before anything moves: then the cards it used go to their owners' discard
piles, the declared effects of card text are applied in order (energy, then draws), then the damage.
"""

from collections import Counter

from ..engine import Violation
from ..messages import N_, count
from .cards import CHARACTER, COMBAT, DRAGON_BALL, INSTANT, MODIFIER, PERMANENT, SPHERE_KINDS, SPHERES
from .construction import fold
from .record import MODIFIER_PAYMENT, PAYMENT

HAND = 7  # "levantar 7 cartas"; "no puede nunca tener más de 7 cartas en su mano al finalizar su turno"
NO_PLAY_DISCARD = 2  # "Si no bajó ninguna carta en su turno, descartar 2"
MAX_CHARACTERS = 7  # "El máximo de cartas de Personajes que puedes tener en la mesa es de 7"
DRAGON_BALL_DAMAGE = 100  # "Tu adversario pierde 100 puntos y tú ganas 100 puntos"
# "Paso a paso": 2 a character, 3 a permanent, 4 attacks, 6 discarding a permanent from the table.
STEPS = {"character": 2, "permanent": 3, "attack": 4, "dragon_balls": 4, "discard_permanent": 6}
PLAYS = {
    "character": "character",
    "permanent": "permanent",
    "use_permanent": "use_permanent",
    "attack": "attack",
    "dragon_balls": "dragon_balls",
    "instant": "instant_outside_attack",
}
KIND_WORDS = {
    COMBAT: N_("an attack or defence card"),
    MODIFIER: N_("a modifier"),
    CHARACTER: N_("a character"),
    PERMANENT: N_("a permanent"),
    INSTANT: N_("an instant"),
    DRAGON_BALL: N_("a Dragon Ball"),
}


SEED = N_("Esferas rules (dragonball-esferas-rules.es.txt), {section}: “{quote}”")


def cite(section, quote):
    """The seed's sentence a violation rests on (the verdict's `source`), in the seed's own words."""
    return SEED, {"section": section, "quote": quote}


PERMANENT_SPHERE = cite(
    "PERMANENTES",
    "Para bajarla debes hacerlo junto con la esfera correspondiente, dicha esfera se descarta y la carta "
    "permanente queda en la mesa.",
)
STEP_DISCARDS = cite("PASO A PASO", "Si no bajó ninguna carta en su turno, descartar 2 (quedándose con 5 en la mano).")
DEFENDER_INSTANTS = cite(
    "INSTANTÁNEAS", "Puedes utilizar estas cartas durante el turno de tu adversario (cuando tú defiendes)"
)


def cards_count(n):
    return count(n, "{n} card", "{n} cards")


class Placed:
    """A card on the table: upright or turned, and the turn it came down."""

    __slots__ = ("card", "turn", "upright")

    def __init__(self, card, turn):
        self.card = card
        self.turn = turn
        self.upright = True


class Game:
    """Both players' cards and energy. `reshuffle_source(player)` is asked for the reshuffled deck when a
    player must draw from an empty deck and has a discard pile ("Cuando se acaba el mazo"): it calls
    `reshuffle` and returns True, or returns False when the record has none there."""

    def __init__(self, energy, decks, facts, variant, reshuffle_source):
        self.energy = [energy, energy]
        self.decks = [list(deck) for deck in decks]
        self.top = [0, 0]  # cards drawn from each deck so far: its remaining cards are deck[top:]
        self.hands = [[], []]
        self.discards = [[], []]
        self.characters = [{}, {}]  # code -> Placed, in the order they came down
        self.permanents = [None, None]
        self.names = {}  # folded character name -> the player who has it on the table
        self.facts = facts
        self.variant = variant
        self.reshuffle_source = reshuffle_source
        self.turn = 0
        self.player = 0
        self.table_changed = True  # since the last look at the table (what the verdict shows per turn)
        self.over = False
        self.winner = None
        self.plays = {do: getattr(self, name) for do, name in PLAYS.items()}
        self._new_turn()
        self._new_action()
        for player in (0, 1):  # "Cada jugador tiene que levantar 7 cartas de su mazo"
            self.draw(player, HAND)

    def _new_turn(self):
        self.attacks = []
        self.drawn = 0
        self.played = False  # a card came down from hand this turn
        self.character_placed = False
        self.step = 0

    def _new_action(self):
        self.spent = []  # (owner, code) taken from hand by the action being checked
        self.turned = []  # characters turned to pay for it
        self.effects = []
        self.delta = [0, 0]

    # Turns

    def start_turn(self, turn, player):
        """ "Para enderezarla debes esperar a tu próximo turno", then "Levantar la cantidad necesaria de
        cartas para tener 7 en la mano"."""
        self.turn, self.player = turn, player
        self._new_turn()
        for placed in self.characters[player].values():
            if not placed.upright:
                placed.upright = self.table_changed = True
        permanent = self.permanents[player]
        if permanent is not None and not permanent.upright:
            permanent.upright = self.table_changed = True
        need, deck, top = HAND - len(self.hands[player]), self.decks[player], self.top[player]
        if 0 < need <= len(deck) - top:  # the usual draw, from a deck that has the cards
            self.hands[player] += deck[top : top + need]
            self.top[player] = top + need
            self.drawn = need
        elif need > 0:
            self.drawn = self.draw(player, need)

    def act(self, action, *, at_end=True):
        """Check and play one action of the player whose turn it is. `at_end`: only discards from the table
        (and reshuffles) follow it in the turn."""
        do = action["do"]
        step = STEPS.get(do)
        if step is not None:
            if step < self.step:
                template = N_(
                    "{action} is step {step} of a turn, after step {previous} was played "
                    "(step by step: a character, a permanent, attacks, discards from the table)"
                )
                raise Violation("turn-order", template, {"action": do, "step": step, "previous": self.step})
            self.step = step
        if do == "reshuffle":
            self.reshuffle(action.get("player", self.player), action["order"])
        elif do == "discard_permanent":
            self.discard_from_table(action["card"], at_end)
        else:
            self.plays[do](action)
            self.resolve()

    def end_turn(self, discard):
        """Steps 5 and 7: two cards when none came down, and never more than 7 in hand at the end of a turn."""
        player, hand = self.player, self.hands[self.player]
        held, n = len(hand), len(discard)
        kept = list(hand) if discard else hand
        for code in discard:
            if code not in kept:
                missing = sorted((Counter(discard) - Counter(hand)).elements())
                raise Violation("not-in-hand", N_("player {player} does not hold {cards}"),
                                {"player": player, "cards": missing})  # fmt: skip
            kept.remove(code)
        required = max(0 if self.played else min(NO_PLAY_DISCARD, held), held - HAND)
        if n < required or (n > required and not self.variant.extra_discards):
            self._discard_problem(held, n, required)
        self.hands[player] = kept
        self.discards[player].extend(discard)

    def _discard_problem(self, held, n, required):
        params = {"player": self.player, "discarded": cards_count(n), "required": cards_count(required)}
        if held - n > HAND:
            params["cards"] = cards_count(held - n)
            raise Violation("hand-limit", N_("player {player} ends the turn with {cards} in hand, more than 7"), params)
        if n < required:
            template = N_("player {player} played no card this turn and discarded {discarded}: discard 2, keeping 5")
            raise Violation("no-play-discard", template, params)
        # Discarding more than the rules ask is its own rule: the seed asks 2 of a player who played nothing
        # and none of one who did (but down to 7); it is not the hand limit.
        template = N_("player {player} discarded {discarded} at the end of the turn; the rules ask for {required}")
        raise Violation("extra-discard", template, params, source=STEP_DISCARDS)

    # Cards moving

    def draw(self, player, n):
        """Draw up to n cards; an empty deck is replaced by the reshuffled discard pile. Returns how many."""
        hand, got = self.hands[player], 0
        while got < n:
            deck, top = self.decks[player], self.top[player]
            left = len(deck) - top
            if left == 0:
                if not self.discards[player]:
                    break  # nothing anywhere to draw
                if not self.reshuffle_source(player):
                    template = N_(
                        "player {player}'s deck ran out: the discard pile is shuffled into a new deck "
                        "(a reshuffle action) before drawing on"
                    )
                    raise Violation("draw", template, {"player": player}, player=player)
                continue
            k = min(left, n - got)
            hand.extend(deck[top : top + k])
            self.top[player] = top + k
            got += k
        return got

    def reshuffle(self, player, order):
        """ "toma la pila de descarte, mézclala bien y cámbiala de lugar": the whole pile, once the deck is empty."""
        left = len(self.decks[player]) - self.top[player]
        if left:
            template = N_(
                "player {player}'s deck still holds {cards}: only an empty deck is replaced by the discard pile"
            )
            raise Violation("draw", template, {"player": player, "cards": cards_count(left)}, player=player)
        pile, shuffled = Counter(self.discards[player]), Counter(order)
        if pile != shuffled:
            template = N_(
                "the reshuffled deck must be player {player}'s discard pile: {missing} missing, {extra} extra"
            )
            params = {
                "player": player,
                "missing": sorted((pile - shuffled).elements()) or "-",
                "extra": sorted((shuffled - pile).elements()) or "-",
            }
            raise Violation("draw", template, params, player=player)
        self.decks[player] = list(order)
        self.top[player] = 0
        self.discards[player] = []

    def take(self, player, code):
        """A card from `player`'s hand for the action being checked."""
        hand = self.hands[player]
        if code not in hand:
            raise Violation("not-in-hand", N_("player {player} does not hold {cards}"),
                            {"player": player, "cards": [code]}, player=player)  # fmt: skip
        hand.remove(code)
        self.spent.append((player, code))
        return self.facts[code]

    def take_kind(self, player, code, kind, what):
        facts = self.take(player, code)
        if facts["kind"] != kind:
            template = N_("{card} is {kind}, not {expected} ({what})")
            params = {"card": code, "kind": KIND_WORDS[facts["kind"]], "expected": KIND_WORDS[kind], "what": what}
            raise Violation("card-kind", template, params, player=player)
        return facts

    def rollback(self):
        """Undo an action that broke a rule: its cards back in hand, its characters upright."""
        for player, code in self.spent:
            self.hands[player].append(code)
        for placed in self.turned:
            placed.upright = self.table_changed = True
        self._new_action()

    def resolve(self):
        """The checked action happens: used cards to the discard pile ("la carta junto a la esfera
        correspondiente deben ser descartadas"), card text applied as declared, then the energy."""
        for player, code in self.spent:
            self.discards[player].append(code)
        effects, delta = self.effects, self.delta
        self._new_action()
        for effect in effects:
            change = effect.get("energy")
            if change:
                delta[0] += change[0]
                delta[1] += change[1]
            for player, n in enumerate(effect.get("draw") or ()):
                if n:
                    self.draw(player, n)
        if delta[0] or delta[1]:
            self.change_energy(delta)

    def change_energy(self, delta):
        """Energy never goes below 0. "Gana el jugador que logra quitarle todos sus puntos de energía a su
        adversario": the game is over when an energy reaches 0."""
        energy = self.energy
        energy[0] = max(0, energy[0] + delta[0])
        energy[1] = max(0, energy[1] + delta[1])
        if energy[0] == 0 or energy[1] == 0:
            self.over = True
            self.winner = None if energy[0] == energy[1] else (0 if energy[1] == 0 else 1)

    # Paying with spheres

    def pay(self, player, need, play, card, keys=PAYMENT):
        """ "bajarla junto a una carta de esfera 5": a Dragon Ball or a character card from hand, or a
        character of the table turned ("cada vez que quieras usarla solo debes girarla")."""
        sphere_code, character_code = play.get(keys[0]), play.get(keys[1])
        if sphere_code is not None:
            facts = self.take(player, sphere_code)
            if facts["kind"] not in SPHERE_KINDS:
                template = N_("{paid} is not a sphere card: {card} needs sphere {sphere}")
                raise Violation("sphere", template, {"paid": sphere_code, "card": card, "sphere": need}, player=player)
            self._match(player, need, sphere_code, facts, card)
            return
        if character_code is None:
            template = N_("{card} needs sphere {sphere}: a sphere card from hand or a character turned on the table")
            raise Violation("sphere", template, {"card": card, "sphere": need}, player=player)
        placed = self.characters[player].get(character_code)
        if placed is None:
            template = N_("{paid} is not a character on player {player}'s table")
            raise Violation("sphere", template, {"paid": character_code, "player": player}, player=player)
        if placed.turn == self.turn and player == self.player:
            template = N_("{paid} came down this turn: a character is used from the next turn on")
            raise Violation("character", template, {"paid": character_code}, player=player)
        if not placed.upright:
            template = N_("{paid} is turned: it is upright again at its owner's next turn")
            raise Violation("character", template, {"paid": character_code}, player=player)
        self._match(player, need, character_code, self.facts[character_code], card)
        placed.upright = False
        self.table_changed = True
        self.turned.append(placed)

    def _match(self, player, need, paid, facts, card):
        if facts["sphere"] != need:
            template = N_("{paid} is sphere {paid_sphere}: {card} needs sphere {sphere}")
            params = {"paid": paid, "paid_sphere": facts["sphere"], "card": card, "sphere": need}
            raise Violation("sphere", template, params, player=player)

    def modifier(self, player, play, card):
        """ "solo puedes usar una carta modificadora por cada carta de defensa/ataque", with its own sphere."""
        code = play.get("modifier")
        if isinstance(code, list):
            if len(code) > 1:
                template = N_("{card} has {modifiers}: one modifier per attack or defence card")
                params = {"card": card, "modifiers": count(len(code), "{n} modifier", "{n} modifiers")}
                raise Violation("one-modifier", template, params, player=player)
            code = code[0] if code else None
        if code is None:
            return 0, 0
        facts = self.take_kind(player, code, MODIFIER, N_("the modifier"))
        self.pay(player, facts["sphere"], play, code, MODIFIER_PAYMENT)
        return facts["defence"], facts["attack"]

    # The actions of a turn

    def character(self, action):
        """ "Solo puedes bajar estas cartas durante tu turno y solo puedes bajar una por turno"; no character
        twice on the table, either player's; at most 7."""
        player, code = self.player, action["card"]
        facts = self.take_kind(player, code, CHARACTER, N_("put on the table as a permanent sphere"))
        if self.character_placed:
            raise Violation("character", N_("one character comes down per turn; {card} is a second"), {"card": code})
        name = fold(facts["character"])
        if name in self.names:
            template = N_("{character} is already on the table (player {owner}): no character twice, either player")
            raise Violation("character", template, {"character": facts["character"], "owner": self.names[name]})
        if len(self.characters[player]) >= MAX_CHARACTERS:
            template = N_("player {player} has 7 characters on the table, the most there may be")
            raise Violation("character", template, {"player": player})
        self.spent.remove((player, code))  # it stays on the table, not in the discard pile
        self.characters[player][code] = Placed(code, self.turn)
        self.table_changed = True
        self.names[name] = player
        self.character_placed = self.played = True

    def permanent(self, action):
        """ "Para bajarla debes hacerlo junto con la esfera correspondiente"; "Solo puedes tener una carta
        permanente en juego"."""
        player, code = self.player, action["card"]
        facts = self.take_kind(player, code, PERMANENT, N_("put on the table as a permanent"))
        if self.permanents[player] is not None:
            template = N_("player {player} already has {card} in play: only one permanent at a time")
            raise Violation("permanent", template, {"player": player, "card": self.permanents[player].card})
        if action.get("character") is not None:  # "dicha esfera se descarta": a sphere card, from hand
            template = N_(
                "{card} comes down with its sphere from hand, which is discarded: a character turned on the "
                "table ({paid}) does not pay for a permanent"
            )
            params = {"card": code, "paid": action["character"]}
            raise Violation("permanent", template, params, source=PERMANENT_SPHERE)
        self.pay(player, facts["sphere"], action, code)
        self.spent.remove((player, code))
        self.permanents[player] = Placed(code, self.turn)
        self.table_changed = True
        self.played = True

    def use_permanent(self, action):
        """ "Puedes usarla en el mismo turno que la bajas ... solo deberás girarla": upright, turned to use."""
        player, code = self.player, action["card"]
        placed = self.permanents[player]
        if placed is None or placed.card != code:
            template = N_("{card} is not player {player}'s permanent in play")
            raise Violation("permanent", template, {"card": code, "player": player})
        if not placed.upright:
            template = N_("{card} is turned: a permanent is used again once upright, at its owner's next turn")
            raise Violation("permanent", template, {"card": code})
        placed.upright = False
        self.table_changed = True
        self.turned.append(placed)
        self.effects.append(action["effect"])

    def attack(self, action):
        """ "Para realizar un ataque simple es necesario bajar 2 cartas"; the defender does "lo mismo que para
        atacar"; the damage is the attack points less the defence points, never below 0 ("la diferencia
        'no' se descuenta de la energía del oponente")."""
        player, opponent, code = self.player, 1 - self.player, action["card"]
        facts = self.take_kind(player, code, COMBAT, N_("the attack"))
        self.pay(player, facts["sphere"], action, code)
        attack = facts["attack"] + self.modifier(player, action, code)[1]
        defence, defence_code = 0, None
        play = action.get("defence")
        if play is not None:
            defence_code = play["card"]
            facts = self.take_kind(opponent, defence_code, COMBAT, N_("the defence"))
            self.pay(opponent, facts["sphere"], play, defence_code)
            defence = facts["defence"] + self.modifier(opponent, play, defence_code)[0]
        for instant in action.get("instants") or ():
            self.instant(opponent, instant)
        damage = max(0, attack - defence)
        self.delta[opponent] -= damage
        self.attacks.append(
            {
                "kind": "attack",
                "card": code,
                "attack": attack,
                "defence_card": defence_code,
                "defence": defence,
                "damage": damage,
            }
        )
        self.played = True

    def instant(self, player, instant):
        """ "Puedes utilizar estas cartas durante el turno de tu adversario (cuando tú defiendes)"."""
        code = instant["card"]
        facts = self.take_kind(player, code, INSTANT, N_("played while defending"))
        paid = any(instant.get(key) is not None for key in PAYMENT)
        if paid or self.variant.instant_sphere:
            if facts["sphere"] is not None:
                self.pay(player, facts["sphere"], instant, code)
            elif paid:
                template = N_("{card} shows no sphere, so none is paid for it")
                raise Violation("sphere", template, {"card": code}, player=player)
        self.effects.append(instant["effect"])

    def dragon_balls(self, action):
        """ "Si logras reunir en tu mano las 7 esferas del Dragón, al bajarlas generas automáticamente en tu
        adversario 100 puntos de daño, los cuales se suman a tu contador de energía"."""
        player, codes = self.player, action["cards"]
        facts = [self.take(player, code) for code in codes]
        if any(f["kind"] != DRAGON_BALL for f in facts) or sorted(f["sphere"] for f in facts) != list(SPHERES):
            template = N_("the Dragon Balls are played all seven together, spheres 1 to 7, not {cards}")
            raise Violation("dragon-balls", template, {"cards": list(codes)})
        self.delta[1 - player] -= DRAGON_BALL_DAMAGE
        self.delta[player] += DRAGON_BALL_DAMAGE
        entry = {"kind": "dragon_balls", "card": None, "attack": DRAGON_BALL_DAMAGE, "defence_card": None}
        self.attacks.append({**entry, "defence": 0, "damage": DRAGON_BALL_DAMAGE})
        self.played = True

    def instant_outside_attack(self, action):
        """An instant as an action of the turn: the defender's, played during the opponent's turn outside an
        attack ("El jugador que se defiende ... También puede usar instantáneas": the defending player is the
        one whose turn it is not, all turn long); never the turn player's own."""
        player = action.get("player", self.player)
        if player == self.player:
            template = N_("{card} is an instant: it is played on the opponent's turn, while defending")
            raise Violation("instant", template, {"card": action["card"]}, source=DEFENDER_INSTANTS)
        self.instant(player, action)

    def discard_from_table(self, code, at_end):
        """ "Si quieres descartar una carta permanente debes hacerlo al final de tu turno y esta debe estar
        derecha"; the same for characters."""
        player = self.player
        placed = self.permanents[player]
        rule = "permanent"
        if placed is None or placed.card != code:
            placed, rule = self.characters[player].get(code), "character"
        if placed is None:
            template = N_("{card} is not on player {player}'s table")
            raise Violation("permanent", template, {"card": code, "player": player})
        if not at_end:
            template = N_("{card} is discarded from the table only at the end of the turn, after everything else")
            raise Violation(rule, template, {"card": code})
        if not placed.upright:
            raise Violation(
                rule, N_("{card} is turned: only an upright card is discarded from the table"), {"card": code}
            )
        self.table_changed = True
        if rule == "permanent":
            self.permanents[player] = None
        else:
            del self.characters[player][code]
            del self.names[fold(self.facts[code]["character"])]
        self.discards[player].append(code)

    # What the verdict shows

    def table(self):
        """What is on the table: each player's characters in the order they came down, permanent (or None),
        and which of those cards are turned."""
        (characters0, characters1), (permanent0, permanent1) = self.characters, self.permanents
        return {
            "characters": [list(characters0), list(characters1)],
            "permanents": [permanent0 and permanent0.card, permanent1 and permanent1.card],
            "turned": [_turned(characters0, permanent0), _turned(characters1, permanent1)],
        }

    def counts(self):
        """How many cards each player has where: deck, hand, discard pile, table (for tests and tools: the
        verdict leaves it out, a quarter of the replay's time when built every turn)."""
        (deck0, deck1), (top0, top1), (hand0, hand1), (pile0, pile1) = self.decks, self.top, self.hands, self.discards
        (characters0, characters1), (permanent0, permanent1) = self.characters, self.permanents
        return {
            "deck": [len(deck0) - top0, len(deck1) - top1],
            "hand": [len(hand0), len(hand1)],
            "discard": [len(pile0), len(pile1)],
            "table": [len(characters0) + (permanent0 is not None), len(characters1) + (permanent1 is not None)],
        }

    def places(self, player):
        """Every card of `player` with where it is (for checks that each is in exactly one place)."""
        deck = self.decks[player][self.top[player] :]
        table = list(self.characters[player])
        if self.permanents[player] is not None:
            table.append(self.permanents[player].card)
        return {"deck": deck, "hand": list(self.hands[player]), "discard": list(self.discards[player]), "table": table}


def _turned(characters, permanent):
    turned = [code for code, placed in characters.items() if not placed.upright] if characters else []
    if permanent is not None and not permanent.upright:
        turned.append(permanent.card)
    return turned
