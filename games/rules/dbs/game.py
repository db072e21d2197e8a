"""The table of a DBS game and the rule of each action, citing the seed FAQ (seeds/dbs-cardgame-faq.fr.txt,
by its French section names and question numbers) and the rule manual 1.074 by rule number.

A Game knows every card's place: each player's Leader, deck (top first), hand, Life, Energy (active or
rested), Battle Area, Combo Area, Drop Area and Warp. Cards nobody has seen (a starting state's deck or
Life given as a count) are None until the record names them. The engine (engine.py) feeds it a record's
turns; the bot (bot.py) plays through it. An illegal action raises Violation before it moves a card, so
every card is in exactly one area whatever happens. Declared effects of card text are applied as declared;
the keyword skills the rules define are the engine's, from the card's keywords (cards.py).
"""

from collections import Counter

from ..engine import Violation
from ..messages import N_
from .cards import CardFactsError, card_facts, token_card

LIFE = 8  # manual 5-2-1-7: the top 8 cards of the deck go to the Life Area
HAND = 6  # manual 5-2-1-6: each player draws 6 as the opening hand
AWAKEN_LIFE = 4  # the Leaders' [Awaken]: "When your Life is at 4 or less"
STRIKES = {"double strike": 2, "triple strike": 3, "quadruple strike": 4}  # manual 10-7-1
EXTRA_ATTACKS = {"dual attack": 1, "triple attack": 2}  # manual 10-8-1: "activates X-1 times per turn"
EVOLVES = ("evolve", "ex-evolve", "xeno-evolve")
UNION_KEYWORDS = {"fusion": "union-fusion", "potara": "union-potara", "absorb": "union-absorb"}

FAQ_MANUAL = N_("FAQ «{section}» {questions}; rule manual 1.074 {rules}")
FAQ_ONLY = N_("FAQ «{section}» {questions}")
MANUAL_ONLY = N_("rule manual 1.074 {rules}")
# The seed's first questions come before any heading; its strike questions restart the numbering under
# «[Bloqueur]» with no heading of their own (judging.importers.faq files them as that section's second group).
FAQ_OPENING = N_("FAQ, opening questions {questions}; rule manual 1.074 {rules}")
FAQ_SECOND = N_("FAQ «{section}», second series {questions}; rule manual 1.074 {rules}")


def source(section=None, questions=None, rules=None, *, series=1):
    """A citation as a template and its values: the FAQ's section and questions, the manual's rule numbers."""
    if section == "" and questions:
        return FAQ_OPENING, {"questions": questions, "rules": rules}
    if series == 2:
        return FAQ_SECOND, {"section": section, "questions": questions, "rules": rules}
    if section and rules:
        return FAQ_MANUAL, {"section": section, "questions": questions, "rules": rules}
    if section:
        return FAQ_ONLY, {"section": section, "questions": questions}
    return MANUAL_ONLY, {"rules": rules}


def unpaid(player, template, params, rules):
    """A cost player `player` does not pay as the rules say (rule `cost`), citing the manual's `rules`."""
    return Violation("cost", template, params, source=source(rules=rules), player=player)


class RecordError(ValueError):
    """The record cannot be replayed (a card number without facts): not a rule broken, a record to fix."""


class Unit:
    """A card in play: the Leader, or a Battle Area card (Battle Card, token, [Field] Extra Card) with the
    cards under it, its mode, and what effects gave it (power changes and keywords, each with how long)."""

    __slots__ = ("awakened", "card", "code", "dual", "grants", "id", "mods", "rested", "under")

    def __init__(self, uid, card, rested=False, under=None):
        self.id = uid
        self.card = card
        self.code = card.code
        self.rested = rested
        self.under = under or []
        self.mods = []  # [amount, until]
        self.grants = []  # [keyword, until]
        self.dual = 0  # extra attacks used this turn ([Dual Attack])
        self.awakened = False

    def base(self):
        card = self.card
        if self.awakened and card.back_power is not None:
            return card.back_power
        return card.power or 0

    def power(self):
        total = self.base()
        for amount, _ in self.mods:
            total += amount
        return total

    def has(self, keyword):
        card = self.card
        if keyword in (card.back_keywords if self.awakened else card.keywords):  # manual 10-2-3: the back side
            return True
        return any(word == keyword for word, _ in self.grants)

    def keywords_known(self):
        """Whether the card facts say every keyword skill of the side showing (cards.py)."""
        return self.card.back_known if self.awakened else self.card.keywords_known


class Side:
    __slots__ = ("battle", "combo", "deck", "drop", "energy", "hand", "leader", "life", "warp")

    def __init__(self, leader):
        self.leader = leader
        self.deck = []
        self.hand = []
        self.life = []
        self.energy = []  # [code, rested]
        self.battle = []  # Units
        self.combo = []  # Units in the Combo Area during a battle
        self.drop = []
        self.warp = []


class Game:
    def __init__(self, cards, variant, first, turn):
        self.cards = cards  # {code: facts}, read into Card on first use
        self.read = {}
        self.variant = variant
        self.first = first
        self.turn = turn  # the game's turn number
        self.player = first
        self.sides = [None, None]
        self.over = False
        self.losers = set()
        self.won_by = None  # a player who won by a card ([Victory Strike])
        self.battles = []
        self.phase = "setup"
        self.step_name = None  # where in a battle (manual 7): attack, offence, defence, damage, end
        # What the card database does not say: a colour requirement, a combo cost, the cost of a skill in the
        # card's text, a keyword skill the record uses ((code, keyword) pairs).
        self.unchecked = {"specified_cost": set(), "combo_cost": set(), "skill_cost": set(), "keywords": set()}

    # Cards

    def card(self, code):
        card = self.read.get(code)
        if card is None:
            facts = self.cards.get(code)
            if facts is None:
                raise RecordError(f"no card with number {code} in the card database")
            try:
                card = card_facts(code, facts)
            except CardFactsError as error:
                raise RecordError(str(error)) from None
            self.read[code] = card
        return card

    def new_unit(self, side, uid, card, rested=False, under=None):
        taken = {unit.id for unit in side.battle}
        uid = uid or card.code
        if uid in taken:
            n = 2
            while f"{uid}#{n}" in taken:
                n += 1
            uid = f"{uid}#{n}"
        return Unit(uid, card, rested, under)

    # Finding cards

    def unit(self, ref, default):
        """(player, Unit) for a card in play: "leader", an id or a card number, "1:" in front for player 1's."""
        player, name = default, ref
        if ref[:2] in ("0:", "1:"):
            player, name = int(ref[0]), ref[2:]
        side = self.sides[player]
        if name == "leader":
            return player, side.leader
        fallback = None
        for unit in side.battle:
            if unit.id == name:
                return player, unit
            if fallback is None and unit.code == name:
                fallback = unit
        if fallback is None:
            raise Violation(
                "area",
                N_("{card} is not in play in player {player}'s Battle Area"),
                {"card": name, "player": player},
                source=source(rules="3-6"),
                player=default,
            )
        return player, fallback

    def take(self, player, zone, code):
        """Take `code` out of one of `player`'s piles (an unseen card becomes it); Violation when it is not there."""
        pile = self.pile(player, zone)
        if zone == "deck" or zone == "life":
            if code in pile:
                pile.remove(code)
                return code
        elif code in pile:
            pile.remove(code)
            return code
        if None in pile:
            self.card(code)
            pile.remove(None)
            return code
        raise self.not_there(player, zone, code)

    def has(self, player, zone, code):
        pile = self.pile(player, zone)
        return code in pile or None in pile

    def pile(self, player, zone):
        side = self.sides[player]
        return {
            "hand": side.hand,
            "deck": side.deck,
            "deck_bottom": side.deck,
            "life": side.life,
            "drop": side.drop,
            "warp": side.warp,
        }[zone]

    def not_there(self, player, zone, code):
        return Violation(
            "area",
            N_("player {player} has no {card} in {area}"),
            {"player": player, "card": code, "area": AREA_WORDS[zone]},
            source=source(rules=AREA_RULES.get(zone, "3-1")),
            player=player,
        )

    def holds(self, player, zone, codes):
        """Violation unless `player`'s pile holds all of `codes` at once (unseen cards standing for any)."""
        held = Counter(self.pile(player, zone))
        spare = held[None]
        for code, n in Counter(codes).items():
            short = n - held[code]
            if short > 0:
                spare -= short
                if spare < 0:
                    raise self.not_there(player, zone, code)

    def from_hand(self, player, code):
        """The Card of `code`, known to be in `player`'s hand (not taken yet)."""
        if not self.has(player, "hand", code):
            raise self.not_there(player, "hand", code)
        return self.card(code)

    def lacks(self, unit, word, label):
        """Whether `unit` is known not to have the keyword skill `word`. When its card facts do not say its
        keyword skills (the real card file), the use is listed as unchecked and allowed (issue 31)."""
        if unit.has(word):
            return False
        if unit.keywords_known():
            return True
        self.unchecked["keywords"].add((unit.code, label))
        return False

    def skill_cost(self, player, card, pay):
        """A skill's cost is in the card's text, which the engine does not read: the energy named is rested
        (active cards only) and the card is listed as unchecked."""
        self.pay(player, pay)
        self.unchecked["skill_cost"].add(card.code)

    # Energy

    def pay(self, player, codes, card=None, *, total=None, what=None):
        """Rest the energy cards named. `total` given: they must be exactly that many and meet `card`'s colour
        requirement (manual 2-11-1-1). Every card named must be an active card of the Energy Area."""
        energy = self.sides[player].energy
        chosen, taken = [], set()
        for code in codes:
            for i, entry in enumerate(energy):
                if entry[0] == code and not entry[1] and i not in taken:
                    chosen.append(entry)
                    taken.add(i)
                    break
            else:
                if any(entry[0] == code for entry in energy):
                    template = N_("energy card {energy} of player {player} is already rested: rested energy cannot pay")
                else:
                    template = N_("player {player} has no active energy card {energy} to rest")
                raise unpaid(player, template, {"energy": code, "player": player}, "2-11-1-1, 6-3-1-2-1-1")
        if total is not None:
            need = max(total, sum(n for _, n in card.specified))
            if len(chosen) != need:
                template = N_("{card} costs {cost} energy; {paid} were rested")
                raise unpaid(
                    player, template, {"card": card.code, "cost": need, "paid": len(chosen)}, "2-11-1-1, 2-11-1-1-1"
                )
            if not card.specified_known:
                self.unchecked["specified_cost"].add(card.code)
            if card.specified and not self.colours_met(card.specified, [entry[0] for entry in chosen]):
                template = N_("{card} needs {need} among the energy it rests; {paid} do not meet it")
                need_text = ", ".join(f"{n} {colour}" for colour, n in card.specified)
                raise unpaid(player, template, {"card": card.code, "need": need_text, "paid": list(codes)}, "2-11-1-1")
        for entry in chosen:
            entry[1] = True
        return len(chosen)

    def colours_met(self, specified, codes):
        """Whether the energy `codes` can cover each specified colour, a card of two colours paying for one."""
        needs = [colour for colour, n in specified for _ in range(n)]
        colours = [self.card(code).colours for code in codes]

        def fit(i, used):
            if i == len(needs):
                return True
            return any(j not in used and needs[i] in c and fit(i + 1, used | {j}) for j, c in enumerate(colours))

        return fit(0, frozenset())

    # Rule processing (manual 4-5-3-1): after every action

    def checkpoint(self):
        for player, side in enumerate(self.sides):
            if side.battle:
                for unit in list(side.battle):
                    if unit.card.type == "battle" and unit.power() <= 0:  # FAQ «Capacités» R21, manual 9-5-2
                        self.leave_battle(player, unit, "drop")
        self.lost()

    def lost(self):
        """Loss judgement (manual 9-2): a player without Life or deck cards loses (1-2-1-1-1, 1-2-1-1-2). It is
        interruptive (9-2-1): judged at once, even in the middle of an action, after which nothing more of
        the game is processed. Whether the game is over."""
        for player, side in enumerate(self.sides):
            if not side.life or not side.deck:
                self.losers.add(player)
        if self.losers or self.won_by is not None:
            self.over = True
        return self.over

    def leave_battle(self, player, unit, to="drop"):
        """A card leaves the Battle Area (or the Combo Area): the cards under it go to the Drop Area
        (FAQ «[Évolution (Évolution-EX)]» R10; manual 11-3-5), a token disappears (FAQ «[Jeton]» R5)."""
        side = self.sides[player]
        if unit in side.battle:
            side.battle.remove(unit)
        elif unit in side.combo:
            side.combo.remove(unit)
        side.drop.extend(unit.under)
        unit.under = []
        if unit.card.token:
            return
        self.put(player, to, unit.code)

    def put(self, player, zone, code):
        side = self.sides[player]
        if zone == "energy":
            side.energy.append([code, False])
        elif zone == "deck":
            side.deck.insert(0, code)
        elif zone == "battle":
            card = self.card(code)
            if card.type != "battle":
                raise Violation(
                    "area",
                    N_("{card} is not a Battle Card: it cannot be played"),
                    {"card": code},
                    source=source(rules="3-6-1"),
                )
            side.battle.append(self.new_unit(side, None, card))
        else:
            self.pile(player, zone).append(code)

    # Turns

    def start_turn(self, player, turn):
        """The Charge Phase (manual 6-2): every rested card of the turn player to Active Mode, the draw (none
        for the first player's first turn), at most one card from hand to the Energy Area."""
        self.begin_turn(player, turn.get("draw"))
        if not self.over:
            self.charge(turn.get("charge"))

    def begin_turn(self, player, drawn=None):
        self.player = player
        self.phase = "charge"
        side = self.sides[player]
        side.leader.rested = False  # FAQ «Phase de Recharge» R2: compulsory; manual 6-2-2
        side.leader.dual = 0
        for unit in side.battle:
            unit.rested = False
            unit.dual = 0
        for entry in side.energy:
            entry[1] = False
        first_turn = self.turn == 1 and player == self.first
        n = 0 if first_turn else self.variant.charge_draw
        if drawn is not None and len(drawn) != n:
            template = N_("player {player} draws {n} in this Charge Phase, not {drawn}")
            questions = "Q1, Q3" if first_turn else "Q3"
            raise Violation(
                "first-turn" if first_turn else "phases",
                template,
                {"player": player, "n": n, "drawn": len(drawn)},
                source=source("Phase de Recharge", questions, "6-2-3"),
            )
        self.draw(player, n, drawn)
        self.checkpoint()

    def charge(self, charged):
        """Manual 6-2-5: the turn player may put one card from hand into the Energy Area (FAQ «Phase de
        Recharge» R4: it is not compulsory)."""
        player = self.player
        if charged is not None:
            charged = [charged] if isinstance(charged, str) else charged
            if len(charged) > 1:
                template = N_("player {player} puts {n} cards into the Energy Area in the Charge Phase; at most 1")
                raise Violation(
                    "phases",
                    template,
                    {"player": player, "n": len(charged)},
                    source=source("Phase de Recharge", "Q4", "6-2-5"),
                )
            for code in charged:
                self.take(player, "hand", code)
                self.sides[player].energy.append([code, False])
        self.phase = "main"

    def draw(self, player, n, named=None):
        """Draw n from the top (manual 4-9-3); `named` says what the cards are when the deck is unseen."""
        deck, hand = self.sides[player].deck, self.sides[player].hand
        for i in range(min(n, len(deck))):
            top = deck.pop(0)
            if named is not None:
                code = named[i]
                if top is not None and top != code:
                    deck.insert(0, top)
                    template = N_("the top card of player {player}'s deck is {top}, not {card}")
                    raise Violation(
                        "phases",
                        template,
                        {"player": player, "top": top, "card": code},
                        source=source("", "Q6", "4-9-1"),
                    )
                self.card(code)
                top = code
            hand.append(top)

    def end_turn(self, effect):
        """The End Phase (manual 6-4-1-2): effects "until the end of the turn" end."""
        self.phase = "end"
        if effect:
            self.apply(effect, self.player)
            self.checkpoint()
        for side in self.sides:
            for unit in (side.leader, *side.battle):
                if unit.mods:
                    unit.mods = [m for m in unit.mods if m[1] == "game"]
                if unit.grants:
                    unit.grants = [g for g in unit.grants if g[1] == "game"]
        self.turn += 1

    # Actions of the Main Phase

    def act(self, action):
        if self.over:
            raise Violation(
                "game-over", N_("the game is over: no action comes after it"), source=source(rules="1-2-1, 1-2-2")
            )
        getattr(self, "do_" + action["do"])(action)
        if not self.over:
            self.checkpoint()

    def do_play(self, action):
        """A Battle Card into the Battle Area, an Extra Card's skill (then to the Drop Area), paying the total
        cost with its colour requirement (manual 2-11-1-1, 6-3-1-2-1; FAQ «Phase principale» Q2, Q5, Q6)."""
        player, code = self.player, action["card"]
        card = self.from_hand(player, code)
        if card.type == "leader":
            raise Violation(
                "area",
                N_("{card} is a Leader Card: it stays in the Leader Area"),
                {"card": code},
                source=source("Construction du deck", "Q2", "2-3-2-1"),
            )
        total = card.cost if card.cost is not None else len(action.get("pay") or ())
        self.pay(player, action.get("pay") or (), card, total=total)
        self.take(player, "hand", code)
        if self.counter_window(action.get("counter"), player, card, code):
            self.sides[player].drop.append(code)  # FAQ «[Contre]» R6: the cost stays paid
            return
        side = self.sides[player]
        if card.type == "battle":
            side.battle.append(self.new_unit(side, action.get("id"), card))
        elif card.has("field"):  # manual 10-3: into the Battle Area; only one [Field] at a time
            for unit in [u for u in side.battle if u.card.type == "extra" and u.card.has("field")]:
                self.leave_battle(player, unit)
            side.battle.append(self.new_unit(side, action.get("id"), card))
        else:
            side.drop.append(code)  # FAQ «Phase principale» R6; manual 8-5-2-5-1
        if action.get("effect"):
            self.apply(action["effect"], player)

    def do_evolve(self, action):
        """[Evolve] from hand in the Main Phase onto a Battle Card (FAQ «[Évolution (Évolution-EX)]» Q1, Q2):
        the new card keeps the mode and the power changes, not the keywords given (Q4, Q5; manual 10-5-4).
        [Xeno-Evolve] sends the card to the Warp and plays the new one in Active Mode (manual 10-5-5)."""
        player, code = self.player, action["card"]
        card = self.card(code)
        kind = next((word for word in EVOLVES if card.has(word)), None)
        if not self.has(player, "hand", code):  # FAQ «[Évolution]» R1: « que depuis votre main »
            raise Violation(
                "evolve",
                N_("player {player} has no {card} in hand: [Evolve] is activated only from the hand"),
                {"player": player, "card": code},
                source=source(*EVOLVE_FROM_HAND[kind == "xeno-evolve"]),
            )
        if kind is None:
            if card.keywords_known:
                raise Violation(
                    "evolve",
                    N_("{card} has no [Evolve]: it cannot be played onto a card"),
                    {"card": code},
                    source=source("[Évolution (Évolution-EX)]", "Q1", "10-5-1"),
                )
            self.unchecked["keywords"].add((code, "Evolve"))
            kind = "evolve"
        owner, old = self.unit(action["onto"], player)
        if owner != player or old.card.type != "battle" or old is self.sides[player].leader:
            raise Violation(
                "evolve",
                N_("{card} evolves onto a Battle Card of your own Battle Area, not {onto}"),
                {"card": code, "onto": action["onto"]},
                source=source("[Évolution (Évolution-EX)]", "Q1", "10-5-1"),
            )
        self.skill_cost(player, card, action.get("pay") or ())
        self.take(player, "hand", code)
        if self.counter_window(action.get("counter"), player, card, code):  # FAQ «[Contre]» R8
            self.sides[player].drop.append(code)
            return
        side = self.sides[player]
        index = side.battle.index(old)
        if kind == "xeno-evolve":
            self.leave_battle(player, old, "warp")
            side.battle.insert(index, self.new_unit(side, action.get("id"), card))
        else:
            side.battle.remove(old)
            unit = self.new_unit(side, action.get("id"), card, old.rested, [old.code, *old.under])
            unit.mods = old.mods
            side.battle.insert(index, unit)
        if action.get("effect"):
            self.apply(action["effect"], player)

    def do_union(self, action):
        """[Union-Fusion] from hand, the named cards of equal power from hand to the Drop Area (FAQ
        «[Union-Fusion]» Q1, Q4, Q5; manual 10-13-3); [Union-Potara] from hand onto the named Battle Cards
        (manual 10-13-4); [Union-Absorb] of a card in play, the named cards placed under it (manual 10-13-5)."""
        player, code, kind = self.player, action["card"], action["kind"]
        side = self.sides[player]
        keyword = UNION_KEYWORDS[kind]
        if kind == "absorb":  # FAQ «[Union-Absorption]» R1: a card of your own Battle Area
            owner, unit = self.unit(code, player)
            card = unit.card
            if owner != player or unit is self.sides[owner].leader:
                raise Violation(
                    "union",
                    N_("{card} has no [{keyword}]"),
                    {"card": code, "keyword": UNION_LABELS[kind]},
                    source=source("[Union-Absorption]", "Q1", "10-13-5-2"),
                )
        else:
            card = self.card(code)
            if not self.has(player, "hand", code):  # FAQ «[Union-Fusion]» R1, «[Union-Potara]» R1
                raise Violation(
                    "union",
                    N_("player {player} has no {card} in hand: [{keyword}] is activated only from the hand"),
                    {"player": player, "card": code, "keyword": UNION_LABELS[kind]},
                    source=source(f"[{UNION_FRENCH[kind]}]", "Q1", UNION_FROM_HAND[kind]),
                )
        if not card.has(keyword) and card.keywords_known:
            raise Violation(
                "union",
                N_("{card} has no [{keyword}]"),
                {"card": code, "keyword": UNION_LABELS[kind]},
                source=source(f"[{UNION_FRENCH[kind]}]", "Q1", UNION_RULES[kind]),
            )
        if not card.has(keyword):
            self.unchecked["keywords"].add((card.code, UNION_LABELS[kind]))
        if kind == "fusion":
            named = action.get("cards") or []
            try:
                self.holds(player, "hand", [code, *named])
            except Violation as missing:  # FAQ «[Union-Fusion]» R2, R7: the named cards from the hand only
                raise Violation(
                    "union",
                    N_("[Union-Fusion] places the named cards from the hand: player {player} has no {card} there"),
                    {"player": player, "card": missing.params["card"]},
                    source=source("[Union-Fusion]", "Q2, Q7", "10-13-3-4"),
                ) from None
            powers = {self.card(other).power for other in named}
            if len(named) < 2 or len(powers) != 1:
                raise Violation(
                    "union",
                    N_("[Union-Fusion] places the named Battle Cards with the same power from hand, not {cards}"),
                    {"cards": named},
                    source=source("[Union-Fusion]", "Q4, Q5", "10-13-3-1"),
                )
            self.skill_cost(player, card, action.get("pay") or ())
            self.take(player, "hand", code)
            for other in named:
                self.take(player, "hand", other)
                side.drop.append(other)
            side.battle.append(self.new_unit(side, action.get("id"), card))
        elif kind == "potara":
            below = [self.unit(ref, player) for ref in action.get("onto") or ()]
            if len(below) < 2 or any(owner != player or u.card.type != "battle" for owner, u in below):
                raise Violation(
                    "union",
                    N_("[Union-Potara] goes onto the named Battle Cards of your Battle Area"),
                    source=source("[Union-Potara]", "Q4", "10-13-4-1"),
                )
            self.skill_cost(player, card, action.get("pay") or ())
            self.take(player, "hand", code)
            under, mods = [], []
            for _, u in below:
                side.battle.remove(u)
                under += [u.code, *u.under]
                mods += u.mods
            unit = self.new_unit(side, action.get("id"), card, False, under)
            unit.mods = mods
            side.battle.append(unit)
        else:
            zone = action.get("from") or "hand"
            named = action.get("cards") or []
            self.holds(player, zone, named)
            self.skill_cost(player, card, action.get("pay") or ())
            for other in named:
                self.take(player, zone, other)
                unit.under.append(other)
        if action.get("effect"):
            self.apply(action["effect"], player)

    def do_skill(self, action):
        """An [Activate: Main] skill of the Leader or a Battle Area card (FAQ «Capacités» Q1; manual
        6-3-1-2-2): its cost paid (energy, the card rested: manual 8-4-2), its effect as declared."""
        self.skill(self.player, action)

    def skill(self, player, action):
        try:
            owner, unit = self.unit(action["card"], player)
        except Violation:  # FAQ «Capacités» R1: only the skills of cards in your Battle Area (manual 2-12-2)
            raise Violation(
                "skill",
                N_("{card} is not in player {player}'s Leader or Battle Area: only the skills of cards there activate"),
                {"card": action["card"], "player": player},
                source=source("Capacités", "Q1", "2-12-2"),
                player=player,
            ) from None
        if owner != player:
            raise Violation(
                "skill",
                N_("player {player} activates only the skills of their own cards in play"),
                {"player": player},
                source=source("Capacités", "Q1", "8-5-2"),
                player=player,
            )
        if action.get("rest") and unit.rested:
            raise unpaid(
                player,
                N_("{card} is already rested: resting it cannot pay the skill's cost"),
                {"card": unit.id},
                "8-4-2-2",
            )
        self.skill_cost(player, unit.card, action.get("pay") or ())
        if action.get("rest"):
            unit.rested = True
        kind = skill_counter_kind(action)
        if self.countered(action.get("counter"), player, kind, unit.card):
            return
        if action.get("effect"):
            self.apply(action["effect"], player, unit)

    def do_awaken(self, action):
        self.awaken(self.player, action.get("effect"))

    def awaken(self, player, effect):
        """[Awaken] when Life is 4 or less: the Leader turns over and stays the same card, keeping its mode
        and power changes but not the keywords it was given (FAQ «[Éveil]» Q3, Q4; manual 10-2-5)."""
        leader = self.sides[player].leader
        if leader.awakened or self.lacks(leader, "awaken", "Awaken"):
            template = (
                N_("the Leader {card} is already awakened")
                if leader.awakened
                else N_("the Leader {card} has no [Awaken]")
            )
            raise Violation(
                "awaken", template, {"card": leader.code}, source=source("[Éveil]", "Q1", "10-2-1"), player=player
            )
        life = len(self.sides[player].life)
        if life > AWAKEN_LIFE:
            raise Violation(
                "awaken",
                N_("player {player} has {life} Life: [Awaken] needs 4 or less"),
                {"player": player, "life": life},
                source=source("[Éveil]", "Q1", "10-2-2"),
                player=player,
            )
        leader.awakened = True
        leader.grants = []
        if effect:
            self.apply(effect, player, leader)

    def do_effect(self, action):
        """An [Auto] or [Permanent] effect the record declares (FAQ «Capacités» Q3-Q10), applied as declared."""
        player = action.get("player", self.player)
        unit = self.unit(action["card"], player)[1] if action.get("card") else None
        self.apply(action["effect"], player, unit)

    # Battle (manual 7)

    def do_attack(self, action):
        player, opponent = self.player, 1 - self.player
        if self.turn == 1 and player == self.first and not self.variant.first_turn_attack:
            raise Violation(
                "first-turn",
                N_("the first player cannot attack on the first turn of the game"),
                source=source("Phase principale", "Q8"),
            )
        owner, attacker = self.unit(action["attacker"], player)
        if owner != player or attacker.card.type == "extra":
            raise Violation(
                "attack",
                N_("{card} cannot attack: only your Leader and your Battle Cards attack"),
                {"card": action["attacker"]},
                source=source("Combat", "Q1", "7-1"),
            )
        if attacker.rested:
            raise Violation(
                "attack",
                N_("{card} is in Rest Mode: only an Active card attacks"),
                {"card": attacker.id},
                source=source(rules="7-1"),
            )
        owner, target = self.unit(action["target"], opponent)
        if owner == player:
            raise Violation(
                "attack",
                N_("{card} is your own card: you attack only your opponent's cards"),
                {"card": target.id},
                source=source("Combat", "Q1", "7-1"),
            )
        leader = self.sides[opponent].leader
        if target is not leader and (target.card.type != "battle" or not target.rested):
            raise Violation(
                "attack",
                N_("{card} is not attackable: only the Leader, in any mode, or a Battle Card in Rest Mode"),
                {"card": target.id},
                source=source("Combat", "Q1, Q2, Q3", "7-1"),
            )
        attacker.rested = True
        battle = {
            "player": player,
            "attacker": self.named(player, attacker),
            "target": self.named(opponent, target),
            "blocker": None,
        }
        self.step_name = "attack"
        result = self.battle(action, player, attacker, target, battle)
        self.step_name = None
        battle.update(result)
        self.battles.append(battle)

    def battle(self, action, player, attacker, guard, battle):
        opponent = 1 - player
        if action.get("effect"):  # "when this card attacks": before [Blocker] (FAQ «[Bloqueur]» R2)
            self.apply(action["effect"], player, attacker)
        if action.get("blocker") and not self.over:
            guard = self.block(opponent, action["blocker"], guard)
            battle["blocker"] = self.named(opponent, guard)
        negated = not self.over and self.countered(action.get("counter"), player, "counter: attack", attacker.card)
        if not self.over:
            self.checkpoint()
        gone = self.gone(player, attacker) or self.gone(opponent, guard)
        combos = {player: [], opponent: []}
        if not negated and not gone and not self.over:
            self.step_name = "offence"
            for step in action.get("offence") or ():
                self.step(player, step, attacker, combos[player])
                if self.over:  # manual 9-2-1: a loss ends the game at once
                    break
            self.step_name = "defence"
            for step in () if self.over else action.get("defence") or ():
                self.step(opponent, step, guard, combos[opponent])
                if self.over:
                    break
            gone = self.gone(player, attacker) or self.gone(opponent, guard)
        if negated or gone or self.over:
            result = {
                "result": "negated",
                "damage": 0,
                "attack_power": None,
                "defence_power": None,
                "attack_parts": None,
                "defence_parts": None,
            }
        else:
            self.step_name = "damage"
            result = self.damage_step(action, player, attacker, guard, combos)
        if self.over:  # manual 9-2-1: nothing after the loss, not the end of the battle nor [Dual Attack]
            return result
        self.step_name = "end"
        self.end_battle(action, player, attacker, guard, result, negated)
        return result

    def gone(self, player, unit):
        side = self.sides[player]
        return unit is not side.leader and unit not in side.battle

    def block(self, defender, ref, target):
        """[Blocker]: an Active card other than the one attacked rests and becomes the guard card (FAQ
        «[Bloqueur]» Q1: the defender's choice; manual 10-4-1)."""
        owner, blocker = self.unit(ref, defender)
        if owner != defender or self.lacks(blocker, "blocker", "Blocker"):
            raise Violation(
                "blocker",
                N_("{card} has no [Blocker]"),
                {"card": ref},
                source=source("[Bloqueur]", "Q1", "10-4-1"),
                player=defender,
            )
        if blocker is target or blocker.rested:
            template = (
                N_("{card} is the card attacked: [Blocker] switches the attack to another card")
                if blocker is target
                else N_("{card} is in Rest Mode: [Blocker] rests an Active card")
            )
            raise Violation(
                "blocker", template, {"card": blocker.id}, source=source("[Bloqueur]", "Q1", "10-4-1"), player=defender
            )
        blocker.rested = True
        return blocker

    def step(self, player, step, fighter, combos):
        """One action of the Offence or Defence Step (manual 7-2, 7-3): a combo, an [Activate: Battle] skill
        or [Awaken] (FAQ «Étape d'Attaque et étape de Défense» Q2, Q3)."""
        if "combo" in step:
            combos.append(self.combo(player, step, fighter))
        elif "skill" in step:
            self.skill(player, {"card": step["skill"], **{k: v for k, v in step.items() if k != "skill"}})
        else:
            self.awaken(player, step.get("effect"))
        if not self.over:
            self.checkpoint()

    def combo(self, player, step, fighter):
        """A Battle Card from hand, or an Active one of the Battle Area other than the card in battle, into the
        Combo Area, its combo cost paid (manual 7-2-1-2-1, 7-2-1-2-2, 3-7-3-1; FAQ «Combo» Q1-Q5)."""
        side = self.sides[player]
        origin = step.get("from") or "hand"
        if origin == "hand":
            code = step["combo"].split(":", 1)[1] if step["combo"][:2] in ("0:", "1:") else step["combo"]
            card, unit = self.from_hand(player, code), None
        else:
            owner, unit = self.unit(step["combo"], player)
            card = unit.card
            if owner != player or unit is side.leader or unit is fighter or unit.rested:
                raise Violation(
                    "combo",
                    N_("{card} cannot combo: an Active Battle Card of yours other than the card in battle"),
                    {"card": step["combo"]},
                    source=source("Combo", "Q1", "7-2-1-2-1"),
                    player=player,
                )
        if card.type != "battle" or card.combo_power is None or (card.token and card.combo_cost is None):
            raise Violation(
                "combo",
                N_("{card} has no combo power: only a Battle Card with a combo cost and combo power combos"),
                {"card": card.code},
                source=source("[Jeton]", "Q6", "3-7-3-1"),
                player=player,
            )
        pay = step.get("pay") or ()
        if card.combo_cost is None:
            self.unchecked["combo_cost"].add(card.code)
        elif len(pay) != card.combo_cost:
            raise Violation(
                "combo",
                N_("{card}'s combo costs {cost} energy; {paid} were rested"),
                {"card": card.code, "cost": card.combo_cost, "paid": len(pay)},
                source=source("Combo", "Q1", "7-2-1-2-1-1"),
                player=player,
            )
        self.pay(player, pay)
        if unit is None:
            self.take(player, "hand", card.code)
            unit = self.new_unit(side, None, card)
        else:
            side.battle.remove(unit)
        side.combo.append(unit)
        if step.get("effect"):
            self.apply(step["effect"], player, unit)
        return {"card": unit.code, "power": card.combo_power, "cost_known": card.combo_cost is not None}

    def damage_step(self, action, player, attacker, guard, combos):
        """Manual 7-4-1: combo power added, powers compared, ties to the attacker (FAQ «Étape des Dégâts» Q1);
        a losing attacker suffers nothing (Q2); damage to the Leader, or the guard Battle Card KO'd (Q4)."""
        opponent = 1 - player
        attack_parts = self.parts(attacker, combos[player])
        defence_parts = self.parts(guard, combos[opponent])
        attack, defence = attack_parts["total"], defence_parts["total"]
        damage = 0
        if attack >= defence:
            result = "win"
            if guard is self.sides[opponent].leader:
                damage = max((n for word, n in STRIKES.items() if attacker.has(word)), default=1)
                critical = attacker.has("critical")
                self.life_damage(opponent, damage, "drop" if critical else "hand", action.get("life"))
                self.lost()  # manual 9-2-1: at once
                if attacker.has("victory strike"):  # manual 10-20-1; FAQ «[Frappe de la Victoire]» R1
                    self.won_by = player
            elif not guard.has("indestructible"):  # manual 10-12-1
                self.leave_battle(opponent, guard, "drop")
        else:
            result = "lose"
        return {
            "result": result,
            "damage": damage,
            "attack_power": attack,
            "defence_power": defence,
            "attack_parts": attack_parts,
            "defence_parts": defence_parts,
        }

    def parts(self, unit, combos):
        base = unit.base()
        effects = [amount for amount, _ in unit.mods]
        total = base + sum(effects) + sum(c["power"] for c in combos)
        return {"base": base, "effects": effects, "combos": combos, "total": total}

    def life_damage(self, player, n, to="hand", named=None):
        """Damage moves Life cards one by one (FAQ «[Bloqueur]», the strike questions R1; manual 4-10-2), to
        the hand, or with [Critical] to the Drop Area (FAQ «[Coup critique]» R1; manual 10-6-1). The player
        chooses which (FAQ «Étape des Dégâts» R3): the record's `life`, else from the top."""
        side = self.sides[player]
        named = list(named or ())
        if len(named) > n:
            raise Violation(
                "attack",
                N_("the attack deals {n} damage; the record names {named} Life cards"),
                {"n": n, "named": len(named)},
                source=source("Étape des Dégâts", "Q3", "4-10-2"),
                player=player,
            )
        for i in range(min(n, len(side.life))):
            code = self.take(player, "life", named[i]) if i < len(named) else side.life.pop(0)
            (side.hand if to == "hand" else side.drop).append(code)

    def end_battle(self, action, player, attacker, guard, result, negated):
        """Manual 7-4-1-6 to 7-4-1-9: combo cards to their owners' Drop Areas (FAQ «Combo» R6), the
        end-of-battle effects, [Revenge], [Dual Attack], effects of the battle end."""
        opponent = 1 - player
        for p in (player, opponent):
            for unit in list(self.sides[p].combo):
                self.leave_battle(p, unit, "drop")
        if action.get("after"):
            self.apply(action["after"], player, attacker)
        revenge = (
            not negated and guard.has("revenge") and attacker.card.type == "battle" and not self.gone(player, attacker)
        )  # FAQ «[Vengeance]» Q1-Q4; manual 10-9-1
        if revenge and not attacker.has("indestructible"):
            self.leave_battle(player, attacker, "drop")
        extra = max((n for word, n in EXTRA_ATTACKS.items() if attacker.has(word)), default=0)
        if extra > attacker.dual and not self.gone(player, attacker):  # FAQ «[Réplique]» Q1, Q2; manual 10-8-1
            attacker.dual += 1
            attacker.rested = False
        for side in self.sides:
            for unit in (side.leader, *side.battle):
                if unit.mods:
                    unit.mods = [m for m in unit.mods if m[1] != "battle"]
                if unit.grants:
                    unit.grants = [g for g in unit.grants if g[1] != "battle"]

    # Counters (FAQ «[Contre]»; manual 4-7, 10-10)

    def counter_window(self, counter, player, card, code):
        """The counter window of a card being played, taken from hand already: back in hand if the counter
        breaks a rule, so that the card is still in exactly one area."""
        try:
            return self.countered(counter, player, "counter: play", card)
        except Violation:
            self.sides[player].hand.append(code)
            raise

    def countered(self, counter, against, kind, card):
        """Whether a [Counter] from the opponent's hand negates the action: one counter per counter window
        (FAQ «[Contre]» Q4; a [Counter: Counter] may answer it, Q9), paid in full (Q5), only against an
        opposing action (Q2); the answered action's cost stays paid (Q6). Resolved last first (manual 4-7-3-5)."""
        if not counter:
            return False
        player = 1 - against
        code = counter["card"]
        if not self.has(player, "hand", code):  # FAQ «[Contre]» R1: « ne peut être activé que depuis votre main »
            raise Violation(
                "counter",
                N_("player {player} has no {card} in hand: [Counter] is activated only from the hand"),
                {"player": player, "card": code},
                source=source("[Contre]", "Q1", "10-10-2"),
                player=player,
            )
        counter_card = self.card(code)
        kinds = {word for word in counter_card.keywords if word.startswith("counter")}
        if not kinds and counter_card.keywords_known:
            raise Violation(
                "counter",
                N_("{card} has no [Counter]"),
                {"card": code},
                source=source("[Contre]", "Q1", "10-10-1"),
                player=player,
            )
        if "counter" not in kinds and kind not in kinds and "counter: attack" in kinds:
            raise Violation(  # FAQ «Combo» R7: « ne s'activent que lorsqu'un joueur attaque »
                "counter",
                N_("{card} is a [Counter: Attack]: it answers only an attack or a skill that names attacking"),
                {"card": code},
                source=source("Combo", "Q7", "10-10-3-2"),
                player=player,
            )
        if kind == "skill":
            raise Violation(  # manual 10-10-3: a skill is answered only by a counter its description names
                "counter",
                N_(
                    "{card} answers a skill whose description names neither playing nor attacking: [Counter: Play] "
                    'answers "Play" or "When played", [Counter: Attack] "Attack" or "When attacking"'
                ),
                {"card": code},
                source=source("[Contre]", "Q7, Q8", "10-10-3-1, 10-10-3-2"),
                player=player,
            )
        if not kinds:
            self.unchecked["keywords"].add((code, COUNTER_LABELS[kind]))
        elif "counter" not in kinds and kind not in kinds:
            raise Violation(
                "counter",
                N_("{card} is a {kinds}: it does not answer this action"),
                {"card": code, "kinds": sorted(kinds)},
                source=source("[Contre]", "Q7, Q9", "10-10-3"),
                player=player,
            )
        total = counter_card.cost if counter_card.cost is not None else len(counter.get("pay") or ())
        self.pay(player, counter.get("pay") or (), counter_card, total=total)
        self.take(player, "hand", code)
        self.sides[player].drop.append(code)  # manual 10-10-4
        if self.countered(counter.get("counter"), player, "counter: counter", counter_card):
            return False  # negated before it resolves (manual 10-10-5)
        effect = counter.get("effect") or {}
        if effect.get("negate") and kind == "counter: play" and card.has("deflect"):
            raise Violation(
                "deflect",
                N_("{card} has [Deflect]: [Counter: Play] skills do not affect it"),
                {"card": card.code},
                source=source("[Déflexion]", "Q1, Q2", "10-22-1"),
                player=player,
            )
        if effect:
            self.apply(effect, player)
        return bool(effect.get("negate"))

    # Declared effects

    def apply(self, effect, master, origin=None):
        """Card text applied as declared, in a fixed order (power, keywords, modes, KOs and moves, damage,
        draws, tokens). The engine holds each to the keyword rules: [Barrier] cannot be chosen by the
        opponent's skills (FAQ «[Barrière]» Q3, Q4; manual 10-16-1), [Indestructible] does not leave the
        Battle Area by them (FAQ «[Immortalité]» Q3, Q4; manual 10-12-1)."""
        for item in effect.get("power") or ():
            _, unit = self.chosen(item["card"], master, item.get("chosen", True))
            unit.mods.append([item["amount"], item.get("until", "turn")])
        for item in effect.get("keywords") or ():
            _, unit = self.chosen(item["card"], master, item.get("chosen", True))
            unit.grants.append([item["keyword"].strip().strip("[]").lower(), item.get("until", "turn")])
        for ref in effect.get("rest") or ():
            self.chosen(ref, master)[1].rested = True
        for ref in effect.get("active") or ():
            self.chosen(ref, master)[1].rested = False
        for ref in effect.get("ko") or ():
            owner, unit = self.chosen(ref, master)
            self.remove_by_effect(owner, unit, master, "drop")
        for item in effect.get("move") or ():
            self.move(item, master)
            if self.over:  # manual 9-2-1: the loss is judged at once; the rest of the effect never happens
                return
        for player, n in enumerate(effect.get("damage") or ()):  # to both players at once (manual 1-2-3)
            if n:
                self.life_damage(player, n)
        if self.lost():
            return
        for player, n in enumerate(effect.get("draw") or ()):
            if n:
                self.draw(player, n)
        if self.lost():
            return
        for spec in effect.get("token") or ():
            side = self.sides[spec.get("player", master)]
            side.battle.append(self.new_unit(side, spec["id"], token_card(spec, master), spec.get("rested", False)))

    def chosen(self, ref, master, choosing=True, default=None):
        owner, unit = self.unit(ref, master if default is None else default)
        if choosing and owner != master and unit.has("barrier"):
            raise Violation(
                "barrier",
                N_("{card} has [Barrier]: your opponent's skills cannot choose it"),
                {"card": unit.id},
                source=source("[Barrière]", "Q3", "10-16-1"),
                player=master,
            )
        return owner, unit

    def remove_by_effect(self, owner, unit, master, to):
        if unit is self.sides[owner].leader:
            raise Violation(
                "area", N_("a Leader never leaves the Leader Area"), {}, source=source(rules="3-5-3"), player=master
            )
        if owner != master and unit.has("indestructible"):
            raise Violation(
                "indestructible",
                N_("{card} has [Indestructible]: your opponent's skills cannot remove it"),
                {"card": unit.id},
                source=source("[Immortalité]", "Q3, Q4", "10-12-1"),
                player=master,
            )
        self.leave_battle(owner, unit, to)

    def move(self, item, master):
        player, origin, to = item.get("player", master), item["from"], item["to"]
        if origin == "battle":
            owner, unit = self.chosen(item["card"], master, item.get("chosen", True), default=player)
            self.remove_by_effect(owner, unit, master, to)
            return
        if origin == "energy":
            energy = self.sides[player].energy
            for entry in energy:
                if entry[0] == item["card"]:
                    energy.remove(entry)
                    break
            else:
                raise self.not_there(player, "energy", item["card"])
            code = item["card"]
        else:
            code = self.take(player, "deck" if origin == "deck_bottom" else origin, item["card"])
        if to == "deck_bottom":
            self.sides[player].deck.append(code)
        else:
            self.put(player, to, code)
        if origin in ("life", "deck", "deck_bottom"):
            self.lost()

    # What the verdict shows

    def named(self, player, unit):
        return {"player": player, "card": "leader" if unit is self.sides[player].leader else unit.id, "code": unit.code}

    def state(self):
        return [self.side_state(side) for side in self.sides]

    @staticmethod
    def side_state(side):
        rested = sum(1 for entry in side.energy if entry[1])
        leader = side.leader
        return {
            "leader": {
                "code": leader.code,
                "rested": leader.rested,
                "awakened": leader.awakened,
                "power": leader.power(),
            },
            "life": len(side.life),
            "hand": len(side.hand),
            "deck": len(side.deck),
            "energy": {"active": len(side.energy) - rested, "rested": rested},
            "battle": [{"id": u.id, "code": u.code, "rested": u.rested, "power": u.power()} for u in side.battle],
            "drop": len(side.drop),
            "warp": len(side.warp),
        }

    def places(self, player):
        """Every card of `player` by area, tokens aside (for checks that each card is in exactly one area)."""
        side = self.sides[player]
        battle = [code for u in side.battle if not u.card.token for code in (u.code, *u.under)]
        combo = [code for u in side.combo if not u.card.token for code in (u.code, *u.under)]
        return {
            "leader": [side.leader.code],
            "deck": list(side.deck),
            "hand": list(side.hand),
            "life": list(side.life),
            "energy": [entry[0] for entry in side.energy],
            "battle": battle,
            "combo": combo,
            "drop": list(side.drop),
            "warp": list(side.warp),
        }


AREA_WORDS = {
    "hand": N_("hand"),
    "deck": N_("the deck"),
    "deck_bottom": N_("the deck"),
    "life": N_("the Life Area"),
    "energy": N_("the Energy Area"),
    "battle": N_("the Battle Area"),
    "drop": N_("the Drop Area"),
    "warp": N_("the Warp"),
}
AREA_RULES = {
    "hand": "3-3",
    "deck": "3-2",
    "deck_bottom": "3-2",
    "life": "3-9",
    "energy": "3-8",
    "drop": "3-4",
    "warp": "3-10",
}
UNION_FRENCH = {"fusion": "Union-Fusion", "potara": "Union-Potara", "absorb": "Union-Absorption"}
UNION_LABELS = {"fusion": "Union-Fusion", "potara": "Union-Potara", "absorb": "Union-Absorb"}
UNION_RULES = {"fusion": "10-13-3", "potara": "10-13-4", "absorb": "10-13-5"}
UNION_FROM_HAND = {"fusion": "10-13-3-2", "potara": "10-13-4-2"}
EVOLVE_FROM_HAND = {False: ("[Évolution (Évolution-EX)]", "Q1", "10-5-2"), True: ("[Évolution-Xeno]", "Q1", "10-5-2")}
COUNTER_LABELS = {
    "counter: play": "Counter: Play",
    "counter: attack": "Counter: Attack",
    "counter: counter": "Counter: Counter",
}


def skill_counter_kind(action):
    """The counter an [Activate: Main] skill opens: [Counter: Play] for one that plays a card or whose
    description names playing (manual 10-10-3-1), [Counter: Attack] for one that names attacking (10-10-3-2);
    any other skill is answered by no counter ("skill")."""
    names = action.get("names")
    if names == "play" or plays(action.get("effect")):
        return "counter: play"
    return "counter: attack" if names == "attack" else "skill"


def plays(effect):
    """Whether a skill's declared effect plays a card: a card moved into the Battle Area or a token (manual
    10-10-3-1: the skills [Counter: Play] answers have descriptions such as "Play" or "When played")."""
    if not effect:
        return False
    return bool(effect.get("token")) or any(item.get("to") == "battle" for item in effect.get("move") or ())
