"""A duel replayed one event at a time: where each card is, the phase, who has priority, the chain.

Each method applies one event of docs/yugioh-records.md or raises Violation (the rule it breaks) or
RecordError (a record the rules cannot replay). The rules are the seed's
(../shared/seeds/yugioh-priority-chains.ar.txt) as restated by issue 12; each Violation names its rule id.
"""

from ..engine import Violation
from ..messages import N_
from .cards import EFFECT_LABELS, EFFECT_SPEEDS
from .chain import RESOLVED, Link, resolve
from .record import FIELD, POSITIONS, ZONES
from .sources import seed_violation

MAIN = frozenset({"main1", "main2"})
NEXT_PHASES = {
    "draw": ("standby",),
    "standby": ("main1",),
    "main1": ("battle", "end"),
    "battle": ("main2", "end"),
    "main2": ("end",),
    "end": (),
}
PHASE_LABELS = {
    "draw": N_("Draw Phase"),
    "standby": N_("Standby Phase"),
    "main1": N_("Main Phase 1"),
    "battle": N_("Battle Phase"),
    "main2": N_("Main Phase 2"),
    "end": N_("End Phase"),
}
ZONE_SIZE = 5  # Monster Card Zone and Spell & Trap Card Zone alike
ZONE_LABELS = {"monster": N_("Monster Card Zone"), "spell_trap": N_("Spell & Trap Card Zone")}
TRIGGERED = frozenset({"trigger", "flip"})
# Events that may follow a resolving chain as what its effects did (draw 2, discard, Special Summon):
# they keep the window in which a draw is an effect's.
AFTERMATH = frozenset({"draw", "leave", "special_summon"})
WHEN_LABELS = {
    "attack": N_("an attack declaration by the opponent"),
    "summon": N_("a Summon"),
    "spell": N_("a Spell Card's activation"),
    "trap": N_("a Trap Card's activation"),
    "monster_effect": N_("a monster effect's activation"),
    "standby": N_("the Standby Phase"),
}
TURN_ACTIONS = {
    "normal_summon": N_("Normal Summon a monster"),
    "set_monster": N_("Set a monster"),
    "flip_summon": N_("Flip Summon a monster"),
    "change_position": N_("change a monster's battle position"),
    "set_spell_trap": N_("Set a Spell or Trap"),
    "attack": N_("declare an attack"),
}
DECK_OUT = "deck-out"


class RecordError(ValueError):
    """The record cannot be replayed (a monster's activation naming no effect, a negation of a later
    link): not a broken rule but a record to fix. `field` is the key of the event at fault."""

    def __init__(self, field, message):
        self.field = field
        super().__init__(message)


# How a card lies at the start, from its zone and position (a position left out is the zone's first):
# (face-up, in Attack Position). Off the field a card is simply face-up.
STANCES = {
    (zone, given): (position in ("attack", "defense", "face_up"), position == "attack")
    for zone, positions in POSITIONS.items()
    for position in positions
    for given in ((position, None) if position == positions[0] else (position,))
}


class Card:
    """One card of the record, wherever it is. `moves` counts its changes of zone: a card that left a
    place and came back is not the card an effect was aimed at."""

    __slots__ = (
        "attack",
        "attacked_turn",
        "changed_turn",
        "controller",
        "face_up",
        "flipped",
        "happened",
        "id",
        "info",
        "moves",
        "owner",
        "set_turn",
        "summon_turn",
        "takes",
        "tied",
        "zone",
    )

    def __init__(self, cid, info, owner, zone, position):
        self.id = cid
        self.info = info
        self.owner = self.controller = owner
        self.zone = zone
        self.face_up, self.attack = STANCES.get((zone, position), (True, False))
        self.set_turn = self.summon_turn = self.changed_turn = self.attacked_turn = None
        self.moves = 0
        self.happened = None  # the duel's `marker` when something last happened to it (moved, Summoned, flipped)
        self.flipped = None  # the `marker` when it was Flip Summoned or flipped face-up by an effect
        self.tied = None  # the card it is tied to: an Equip Spell and its monster, a revived monster and its Trap
        # whether its leaving the field takes the tied card with it: a monster takes its Equip Spell; an Equip
        # Spell does not take its monster, unless it revived it (Premature Burial, Call of the Haunted's text)
        self.takes = False

    @property
    def label(self):
        return f"{self.id} ({self.info.name})"


class Duel:
    def __init__(self, record, variant, infos):
        """`infos`: {passcode as the record writes it: CardInfo}."""
        self.variant = variant
        self.first = record["first"]
        self.zones = ({zone: {} for zone in ZONES}, {zone: {} for zone in ZONES})
        self.cards = {}
        for cid, spec in record["cards"].items():
            card = Card(cid, infos[spec["code"]], spec["owner"], spec["zone"], spec.get("position"))
            self.cards[cid] = card
            self.zones[card.owner][card.zone][cid] = card
        decks = record.get("decks")
        self.deck_count = list(decks) if decks is not None else [None, None]  # None: not known, never runs out
        self.unknown_in_hand = [0, 0]  # cards drawn without naming them
        self.turn = 0
        self.event = None
        self.tp = None  # the turn player
        self.phase = None
        self.holder = None  # who has priority
        self.passes = 0  # passes in succession
        self.chain = []  # the open chain's links
        self.stacking = False  # the open chain holds only triggers, put on together (no pass yet)
        self.chains = []  # every chain for the verdict
        self.draw_due = False
        self.aftermath = False  # the last thing that happened was a chain resolving, or what its effects did
        self.summoned = None  # this turn's Normal Summon or Set
        self.winner = None
        self.reason = None
        self.marker = 0  # counts passes and phases: after one, what had just happened is over
        self.just_summoned = None  # the monster whose Summon was just made, while it can be answered
        self.summon_open = False  # ...and while its Summon can still be negated (nothing but its own effects since)
        self.just_attacked = None  # the monster whose attack was just declared, while it can be answered
        self.battle_flips = set()  # ids of face-down monsters attacked this turn: the attack flips them face-up
        self.flip_due = None  # a monster just Flip Summoned whose mandatory Flip effect must activate next
        self.reviving = {}  # {monster id: the Equip Spell or Continuous Trap whose resolved link revives it}
        self.owed = {}  # {card id: card} tied to a card that left the field: the record moves it next
        self.once_used = {}  # {card id: the turn it was last activated with a once-per-turn limit}

    # The record's starting position, turns and events

    def check_start(self):
        for seat in (0, 1):
            for zone in ("monster", "spell_trap"):
                if len(self.zones[seat][zone]) > ZONE_SIZE:
                    self.zone_full(seat, zone)
            for card in self.zones[seat]["monster"].values():
                if not card.info.is_monster:
                    raise Violation("card-location", N_("{card} is not a monster"), {"card": card.label})
            for zone in ("spell_trap", "field_zone"):
                for card in self.zones[seat][zone].values():
                    if card.info.is_monster or (zone == "field_zone") != (card.info.subtype == "field"):
                        self.wrong_zone(card)
            if len(self.zones[seat]["field_zone"]) > 1:
                template = N_("player {player}'s Field Zone holds more than one Field Spell")
                raise Violation("zone-limit", template, {"player": seat})

    def start_turn(self, number, player, has_events):
        previous, closed = self.phase, not self.chain and self.passes >= 2
        self.turn, self.event = number, None
        expected = self.first if number % 2 else 1 - self.first
        if player != expected:
            template = N_(
                "turn {turn} is player {expected}'s, not player {player}'s: turns alternate from player {first}"
            )
            params = {"turn": number, "expected": expected, "player": player, "first": self.first}
            raise Violation("turn-order", template, params)
        if number > 1:
            self.event = 1 if has_events else None
            self.need_turn_over(number - 1, previous, closed)
        self.event = None
        self.tp, self.phase, self.holder, self.passes = player, None, player, 0
        self.summoned, self.draw_due, self.aftermath = None, False, False
        self.battle_flips = set()

    def need_turn_over(self, turn, phase, closed):
        if phase != "end":
            where = PHASE_LABELS[phase] if phase else N_("no phase")
            template = N_("turn {turn} ended in {phase}: a turn ends after its End Phase")
            raise Violation("phase-order", template, {"turn": turn, "phase": where})
        if not closed:
            template = N_("turn {turn}'s End Phase ended without both players passing in succession, chain empty")
            raise Violation("priority", template, {"turn": turn})

    def play(self, event, number):
        self.event = number
        if self.winner is not None:
            template = N_("the duel is over: player {winner} won ({reason})")
            raise Violation("game-over", template, {"winner": self.winner, "reason": self.reason})
        do = event.get("do", "phase")
        if self.flip_due is not None:
            self.need_flip_effect(event)
        if self.owed and do not in AFTERMATH:
            self.need_tied_moved()
        if self.draw_due and not (do == "draw" and event["player"] == self.tp):
            template = N_("player {player} draws 1 card at the start of the Draw Phase, before anything else happens")
            raise Violation("draw", template, {"player": self.tp})
        if self.phase is None and do != "phase":
            raise Violation("phase-order", N_("a turn starts with its Draw Phase"))
        # One branch per kind of event (passes are most of them): a pass or a new phase ends what had just
        # happened (`marker`; not a turn action: a monster Tributed for a Tribute Summon triggers once the
        # Summon is made); anything but a pass or an activation ends a Summon's or an attack's window;
        # anything but what a resolved chain's effects do ends its aftermath.
        if do == "pass":
            self.marker += 1
        elif do != "activate":
            self.just_summoned = self.just_attacked = None
            self.summon_open = False
            if do in AFTERMATH:
                HANDLERS[do](self, event)
                return
            if do == "phase":
                self.marker += 1
        self.aftermath = False
        if self.reviving:
            self.reviving = {}
        HANDLERS[do](self, event)

    def finish(self):
        """The record stops here: a player due to draw from an empty Deck has lost all the same."""
        if self.draw_due and self.deck_count[self.tp] == 0 and self.winner is None:
            self.winner, self.reason = 1 - self.tp, DECK_OUT

    # Phases, draws and priority

    def enter_phase(self, event):
        phase, current = event["phase"], self.phase
        if current is None:
            if phase != "draw":
                raise Violation("phase-order", N_("a turn starts with its Draw Phase"))
        else:
            if phase == "battle" and self.turn == 1:
                raise Violation("first-turn-battle", N_("the player who goes first has no Battle Phase on turn 1"))
            if phase not in NEXT_PHASES[current]:
                params = {"phase": PHASE_LABELS[phase], "current": PHASE_LABELS[current]}
                raise Violation("phase-order", N_("the {phase} cannot follow the {current}"), params)
            self.need_closed(current)
        self.phase, self.holder, self.passes = phase, self.tp, 0
        if phase == "draw":
            self.draw_due = self.turn > 1 or self.variant.first_turn_draw

    def need_closed(self, phase):
        if self.chain:
            template = N_("the {phase} cannot end while a chain is open: both players pass to resolve it first")
            raise Violation("priority", template, {"phase": PHASE_LABELS[phase]})
        if self.passes < 2:
            template = N_("the {phase} ends only when both players pass in succession with nothing on the chain")
            raise Violation("priority", template, {"phase": PHASE_LABELS[phase]})

    def need_priority(self, player):
        if self.holder != player:
            template = N_("player {player} does not have priority: player {holder} has it")
            raise Violation("priority", template, {"player": player, "holder": self.holder})

    def draw(self, event):
        player = event["player"]
        if self.draw_due:
            self.draw_due = False
        elif not self.aftermath:
            if self.turn == 1 and self.phase == "draw" and player == self.tp:
                raise Violation("draw", N_("the player who goes first does not draw on turn 1"))
            template = N_("a card is drawn in the Draw Phase's draw or by an effect that just resolved, not now")
            raise Violation("draw", template)
        if self.deck_count[player] == 0:
            self.winner, self.reason = 1 - player, DECK_OUT
            return
        cid = event.get("card")
        if cid is None:
            left = self.deck_count[player]
            if left is not None and left <= len(self.zones[player]["deck"]):
                raise RecordError("card", f"every card left in player {player}'s Deck is listed: name the one drawn")
            self.unknown_in_hand[player] += 1
            if left is not None:
                self.deck_count[player] -= 1
            return
        card = self.cards[cid]
        if card.zone != "deck" or card.owner != player:
            self.not_in(card, player, "deck")
        self.move(card, "hand")

    def pass_priority(self, event):
        player = event["player"]
        if self.holder != player:
            self.need_priority(player)
        self.passes += 1
        self.holder = 1 - player
        self.stacking = False
        if self.passes >= 2:
            if self.chain:
                self.resolve_chain()
            else:  # both passed: the Summon or attack was not answered
                self.just_summoned = self.just_attacked = None
                self.summon_open = False

    # Summons, Sets, positions, attacks, cards leaving

    def turn_action(self, event, *, main=True):
        """Normal Summon, Set, Flip Summon, position change, attack: the turn player's, with priority and
        no chain open (in their Main Phase unless `main` is False)."""
        player, action = event["player"], TURN_ACTIONS[event["do"]]
        if player != self.tp:
            template = N_("only the turn player can {action}")
            raise Violation("timing", template, {"action": action})
        if self.chain:
            template = N_("no one can {action} while a chain is open")
            raise Violation("timing", template, {"action": action})
        self.need_priority(player)
        if main and self.phase not in MAIN:
            template = N_("{action}: only in Main Phase 1 or 2, not in the {phase}")
            raise Violation("timing", template, {"action": action, "phase": PHASE_LABELS[self.phase]})
        return player, self.cards[event["card"]]

    def normal_summon(self, event):
        player, card = self.turn_action(event)
        if card.zone != "hand" or card.owner != player:
            self.not_in(card, player, "hand")
        if not card.info.is_monster:
            raise Violation("card-location", N_("{card} is not a monster"), {"card": card.label})
        if self.summoned is not None:
            template = N_("player {player} already Normal Summoned or Set a monster this turn ({card})")
            raise Violation("normal-summon-limit", template, {"player": player, "card": self.summoned.label})
        self.need_room(player, "monster")
        face_up = event["do"] == "normal_summon"
        self.move(card, "monster", player)
        card.face_up = card.attack = face_up
        card.summon_turn = self.turn
        self.summoned = card
        self.passes = 0
        if face_up:  # a Set is no Summon: nothing answers it
            self.summon_made(card)

    def summon_made(self, card):
        self.just_summoned, self.summon_open = card, True

    def flip_summon(self, event):
        player, card = self.turn_action(event)
        self.need_own_monster(card, player)
        if card.face_up:
            raise Violation(
                "position-change",
                N_("{card} is face-up: only a face-down monster is Flip Summoned"),
                {"card": card.label},
            )
        self.need_unchanged(card)
        card.face_up = card.attack = True
        card.changed_turn = self.turn
        self.passes = 0
        card.happened = card.flipped = self.marker
        self.summon_made(card)
        if card.info.flip and not card.info.optional_flip:
            self.flip_due = card

    def need_flip_effect(self, event):
        """Seed «إستدع»: a Flip Summon activates the Flip effect at once; a mandatory one is not skipped."""
        card, self.flip_due = self.flip_due, None
        if event.get("do") == "activate" and event["card"] == card.id and event.get("effect") == "flip":
            return
        if card.zone != "monster" or not card.face_up:
            return
        template = N_("{card} was Flip Summoned: its mandatory Flip effect is activated at once, before anything else")
        raise seed_violation("flip-effect", template, {"card": card.label}, player=card.controller)

    def change_position(self, event):
        player, card = self.turn_action(event, main=False)
        if self.phase not in MAIN:
            template = N_("a battle position changes only in Main Phase 1 or 2, not in the {phase}")
            raise Violation("position-change", template, {"phase": PHASE_LABELS[self.phase]})
        self.need_own_monster(card, player)
        if not card.face_up:
            template = N_("{card} is face-down: it changes position by a Flip Summon")
            raise Violation("position-change", template, {"card": card.label})
        self.need_unchanged(card)
        if card.attacked_turn == self.turn:
            template = N_("{card} attacked this turn: its position cannot change until a later turn")
            raise Violation("position-change", template, {"card": card.label})
        card.attack = not card.attack
        card.changed_turn = self.turn
        self.passes = 0

    def need_unchanged(self, card):
        if card.summon_turn == self.turn:
            template = N_("{card} came to the field this turn: its position cannot change until a later turn")
            raise Violation("position-change", template, {"card": card.label})
        if card.changed_turn == self.turn:
            template = N_("{card} already changed its battle position this turn")
            raise Violation("position-change", template, {"card": card.label})

    def special_summon(self, event):
        player, card = event["player"], self.cards[event["card"]]
        if self.chain:
            template = N_("no Summon while a chain is open: an effect's Summon comes once its chain has resolved")
            raise Violation("timing", template)
        if not card.info.is_monster:
            raise Violation("card-location", N_("{card} is not a monster"), {"card": card.label})
        if card.zone in FIELD:
            raise Violation("card-location", N_("{card} is already on the field"), {"card": card.label})
        if card.zone in ("hand", "deck", "extra") and card.owner != player:
            self.not_in(card, player, card.zone)
        self.need_room(player, "monster")
        self.move(card, "monster", player)
        card.face_up = card.attack = True
        card.summon_turn = self.turn
        self.holder, self.passes = self.tp, 0
        self.summon_made(card)
        revived_by = self.reviving.pop(card.id, None)
        if revived_by is not None and revived_by.zone in FIELD and revived_by.controller == player:
            card.tied, revived_by.tied = revived_by, card
            card.takes = revived_by.takes = True

    def set_spell_trap(self, event):
        player, card = self.turn_action(event)
        if card.zone != "hand" or card.owner != player:
            self.not_in(card, player, "hand")
        if card.info.is_monster:
            raise Violation("card-location", N_("{card} is a monster, not a Spell or Trap"), {"card": card.label})
        self.place(card, player, face_up=False)
        card.set_turn = self.turn
        self.passes = 0

    def attack(self, event):
        if self.phase != "battle":
            template = N_("attacks are declared in the Battle Phase, not in the {phase}")
            raise Violation("timing", template, {"phase": PHASE_LABELS[self.phase]})
        player, card = self.turn_action(event, main=False)
        self.need_own_monster(card, player)
        if not (card.face_up and card.attack):
            template = N_("{card} is not in face-up Attack Position: it cannot attack")
            raise Violation("attack", template, {"card": card.label})
        if card.attacked_turn == self.turn:
            raise Violation("attack", N_("{card} already attacked this turn"), {"card": card.label})
        opponent = 1 - player
        target = event["target"]
        if target is None and self.zones[opponent]["monster"]:
            template = N_("a direct attack only when player {opponent} controls no monsters")
            raise Violation("attack", template, {"opponent": opponent})
        if target is not None and target not in self.zones[opponent]["monster"]:
            template = N_("{target} is not a monster player {opponent} controls")
            raise Violation("attack", template, {"target": self.cards[target].label, "opponent": opponent})
        card.attacked_turn = self.turn
        self.passes = 0
        self.just_attacked = card
        if target is not None and not self.cards[target].face_up:
            self.battle_flips.add(target)

    def leave(self, event):
        card, to = self.cards[event["card"]], event["to"]
        if card.zone == to:
            template = N_("{card} is already in {zone}")
            raise Violation("card-location", template, {"card": card.label, "zone": ZONE_WORDS[to]})
        if self.chain:
            last = self.chain[-1]
            if last.card is card and last.event == self.event - 1:
                last.self_cost = True  # sent away right after its activation: the cost of it (seed «تأثير كلفة»)
        self.move(card, to)

    def need_tied_moved(self):
        """An Equip Spell and its monster, a revived monster and its Trap: when one left the field, the record
        moves the other before anything else happens."""
        template = N_("{card} is tied to {other}, which left the field: the record moves {card} off the field with it")
        card, other = next(iter(self.owed.values()))
        params = {"card": card.label, "other": other.label}
        raise seed_violation("tied-cards", template, params)

    # Activations and the chain

    def activate(self, event):
        player, card = event["player"], self.cards[event["card"]]
        effect = event.get("effect")
        if card.info.is_monster:
            if effect is None:
                raise RecordError("effect", f"{card.label} is a monster: say which effect it activates")
            speed = EFFECT_SPEEDS[effect]
        elif effect is not None:
            raise RecordError("effect", f"{card.label} is a Spell or Trap: its type gives its Spell Speed")
        else:
            speed = card.info.speed
        link = Link(len(self.chain) + 1, player, card, speed, effect, event, self.event)
        try:
            self.check_activation(link)
        except Violation:
            self.show(link)
            raise
        self.add_link(link)

    def check_activation(self, link):
        player, card = link.player, link.card
        stacking = link.effect in TRIGGERED and (not self.chain or self.stacking)
        if not stacking:  # triggers activate as their event happens, not when their player has priority
            self.need_priority(player)
        if card.info.is_monster:
            self.check_monster_effect(link)
        else:
            self.check_spell_trap(link)
        if self.chain and not stacking:
            self.need_speed(link)
        elif stacking and self.chain and self.chain[-1].player != self.tp and player == self.tp:
            template = N_(
                "{card}: triggers that happen together go on the chain the turn player's first; "
                "player {player}'s come before player {other}'s {last}"
            )
            params = {"card": card.label, "player": player, "other": 1 - player, "last": self.chain[-1].card.label}
            raise seed_violation("trigger-order", template, params)
        if link.speed == 1 and link.effect not in TRIGGERED and link.effect != "continuous":
            self.need_main_phase(link)
        for cid in link.targets:
            target = self.cards[cid]
            if target.zone not in FIELD and target.zone not in ("graveyard", "banished"):
                template = N_("{card} cannot be targeted: a target is on the field, in a Graveyard or banished")
                raise Violation("card-location", template, {"card": target.label})
        for n in link.negates.values():
            if n >= link.n:
                raise RecordError("outcome", f"link {link.n} can negate only an earlier link, not link {n}")
        if link.activation and card.zone == "hand" and card.info.subtype != "field":
            self.need_room(player, "spell_trap")
        if link.summons is not None:
            self.need_summon_open(link)
        if link.speed == 3:  # a Counter Trap, the only Spell Speed 3
            self.need_counter_answer(link)
        if link.when is not None:
            self.need_condition(link)
        if link.once or card.id in self.once_used:
            self.need_once(link)

    def check_monster_effect(self, link):
        player, card, effect = link.player, link.card, link.effect
        where = card.controller if card.zone in FIELD else card.owner
        if where != player or card.zone in ("deck", "extra"):
            self.not_in(card, player, "field")
        if card.zone in FIELD and not card.face_up and effect != "flip":
            template = N_("{card} is face-down: its effects cannot be activated")
            raise Violation("card-location", template, {"card": card.label})
        if effect == "continuous" and not (card.zone == "monster" and card.face_up):
            template = N_("{card}'s Continuous effect applies only while it is face-up on the field")
            raise Violation("card-location", template, {"card": card.label})
        if effect == "flip":
            self.need_flip(card)
        elif effect == "trigger" and link.when is None:
            self.need_trigger_event(card)

    def need_flip(self, card):
        """A Flip effect comes with a flip: a Flip monster (the cdb's FLIP bit) Flip Summoned or flipped
        face-up by an effect just now (the `face_up` outcome: Book of Taiyou), or attacked face-down this turn
        (the attack flips it face-up)."""
        if not card.info.flip:
            template = N_("{card} is not a Flip monster: it has no Flip effect")
            raise seed_violation("flip-effect", template, {"card": card.label})
        if card.flipped == self.marker:  # None (never flipped) is never the marker
            return
        if card.id in self.battle_flips:
            self.battle_flips.discard(card.id)
            return
        template = N_(
            "{card} was not flipped face-up just now: a Flip effect activates when its monster is Flip Summoned "
            "or flipped face-up by an attack or an effect"
        )
        raise seed_violation("flip-effect", template, {"card": card.label})

    def need_trigger_event(self, card):
        """A Trigger effect activates as its event happens: the record saw something happen to the card just
        now (moved, Summoned, flipped). A card that starts off the field and has not moved since may have met
        its event before the record starts. A trigger set off by something else says so with `when`."""
        if card.happened == self.marker:
            return
        if card.zone not in FIELD and not card.moves:
            return
        template = N_(
            "{card}: nothing has just happened to it to trigger its effect (a trigger set off by another event "
            'says which with "when")'
        )
        raise seed_violation("trigger-event", template, {"card": card.label})

    def need_counter_answer(self, link):
        """Seed «السلاسل»: a Counter Trap answers the last link added to the chain; with no chain, only a
        Summon or an attack declaration just made."""
        card = link.card
        if not self.chain:
            if self.just_summoned is None and self.just_attacked is None:
                template = N_(
                    "{card} is a Counter Trap: it answers the last link of a chain, a Summon or an attack, "
                    "and there was none to answer"
                )
                raise seed_violation("counter-trap", template, {"card": card.label})
            return
        last = len(self.chain)
        for n in link.negates.values():
            if n != last:
                template = N_(
                    "{card} is a Counter Trap: it answers only the last link of the chain, link {last}, not link {link}"
                )
                params = {"card": card.label, "last": last, "link": n}
                raise seed_violation("counter-trap", template, params)

    def need_summon_open(self, link):
        """Seed «مهم!»: a Summon is negated as it is made, before anything but the monster's own effects."""
        monster = self.cards[link.summons]
        if monster is not self.just_summoned or not self.summon_open:
            template = N_(
                "{target}'s Summon cannot be negated now: a Summon is negated as it is made, before anything but "
                "that monster's own effects"
            )
            params = {"card": link.card.label, "target": monster.label}
            raise seed_violation("summon-negation", template, params)

    def need_condition(self, link):
        """The activation condition the record declares (`when`), checked against what just happened."""
        when, last = link.when, self.chain[-1] if self.chain else None
        if when == "attack":
            met = self.just_attacked is not None and self.just_attacked.controller != link.player
        elif when == "summon":
            met = self.just_summoned is not None
        elif when == "spell":
            met = last is not None and last.activation and last.card.info.kind == "spell"
        elif when == "trap":
            met = last is not None and last.activation and last.card.info.kind == "trap"
        elif when == "monster_effect":
            met = last is not None and last.card.info.is_monster
        else:
            met = self.phase == "standby"
        if not met:
            template = N_("{card} is activated in answer to {when}, and there is none to answer now")
            params = {"card": link.card.label, "when": WHEN_LABELS[when]}
            raise seed_violation("activation-condition", template, params)

    def need_once(self, link):
        card = link.card
        if self.once_used.get(card.id) == self.turn or (link.once and self.activated_this_turn(card)):
            template = N_("{card}'s effect is activated once per turn, and it was already activated this turn")
            raise seed_violation("activation-condition", template, {"card": card.label})

    def check_spell_trap(self, link):
        player, card, info = link.player, link.card, link.card.info
        if card.zone == "hand":
            if card.owner != player:
                self.not_in(card, player, "hand")
            if info.kind == "trap":
                template = N_("{card} is a Trap: it is Set first, then activated on a later turn")
                raise Violation("card-location", template, {"card": card.label})
            if info.subtype == "quick-play" and player != self.tp:
                template = N_("{card}: a Quick-Play Spell is activated from the hand only on its controller's turn")
                raise Violation("timing", template, {"card": card.label})
            return
        if card.zone not in FIELD or card.controller != player:
            self.not_in(card, player, "field")
        if card.face_up:
            if not info.lasting or any(link.card is card for link in self.chain):
                template = N_("{card} is already face-up: its activation was already made")
                raise Violation("card-location", template, {"card": card.label})
            link.activation = False  # a face-up Continuous, Field or Equip card activating its effect
        elif (info.kind == "trap" or info.subtype == "quick-play") and card.set_turn == self.turn:
            template = N_("{card} was Set this turn: a {type} cannot be activated the turn it was Set")
            raise Violation("set-this-turn", template, {"card": card.label, "type": info.label})

    def need_speed(self, link):
        last = self.chain[-1]
        params = {"card": link.card.label, "speed": link.speed, "last": last.card.label, "link": last.n}
        if link.speed == 1:
            template = N_("{card} is Spell Speed 1: it can start a chain but never respond to one")
            raise Violation("spell-speed", template, params)
        if last.speed == 3 and link.speed < 3:
            template = N_(
                "only Spell Speed 3 can respond to {last} (link {link}, Spell Speed 3); {card} is Spell Speed {speed}"
            )
            raise Violation("spell-speed", template, params)

    def need_main_phase(self, link):
        """Spell Speed 1 Spells and Ignition effects: their controller's Main Phase, chain empty (the chain is
        empty here, or need_speed would have stopped them)."""
        if link.player != self.tp or self.phase not in MAIN:
            what = EFFECT_LABELS[link.effect] if link.effect else link.card.info.label
            template = N_("{card}, {what}: activated only in its controller's Main Phase, with no chain open")
            raise Violation("timing", template, {"card": link.card.label, "what": what})

    def activated_this_turn(self, card):
        """Whether `card` was activated earlier this turn (read back from the chains: a rare question, asked
        only of an activation declared once per turn)."""
        for chain in reversed(self.chains):
            if chain["turn"] != self.turn:
                return False
            if any(shown["card"] == card.id for shown in chain["links"]):
                return True
        return False

    def add_link(self, link):
        card = link.card
        if link.once:
            self.once_used[card.id] = self.turn
        if self.summon_open and link.summons is None and card is not self.just_summoned:
            self.summon_open = False  # the Summon was answered by something else: it was made
        if link.activation and card.zone == "hand":
            self.place(card, link.player, face_up=True)
        elif link.activation or (link.effect == "flip" and card.zone == "monster"):
            card.face_up = True  # a Set card activated, or a monster flipped face-up as its Flip effect says
        link.snapshot(self.cards)
        if not self.chain:
            self.chains.append({"turn": self.turn, "phase": self.phase, "links": [], "resolution": []})
            self.stacking = link.effect in TRIGGERED
        elif link.effect not in TRIGGERED:
            self.stacking = False
        self.chain.append(link)
        self.chains[-1]["links"].append(link.to_dict())
        self.holder, self.passes = 1 - link.player, 0

    def show(self, link):
        """The illegal activation, shown on the chain it tried to join (or alone, as a chain never started)."""
        if not self.chain:
            self.chains.append({"turn": self.turn, "phase": self.phase, "links": [], "resolution": []})
        self.chains[-1]["links"].append(link.to_dict())

    def resolve_chain(self):
        self.chains[-1]["resolution"] = resolve(self, self.chain)
        for link in self.chain:
            if link.card.info.binds and link.result == RESOLVED and link.targets and link.activation:
                self.bind(link)
        self.chain = []
        self.holder, self.passes, self.aftermath = self.tp, 0, True
        self.just_summoned = self.just_attacked = None
        self.summon_open = False

    def bind(self, link):
        """An Equip Spell resolved on a monster on the field is tied to it; an Equip Spell or Continuous Trap
        resolved on a monster in a Graveyard or banished is tied to it once the record Special Summons it
        (Premature Burial, Call of the Haunted)."""
        card = link.card
        if card.zone not in FIELD or not card.face_up or card.moves != link.moves:
            return
        target = self.cards[link.targets[0]]
        if target.moves != link.places[target.id] or not target.info.is_monster:
            return
        if target.zone == "monster" and card.info.kind == "spell":
            if target.tied is None and card.tied is None:
                card.tied, target.tied = target, card
                target.takes = True  # the monster leaving sends its Equip Spell; the Spell leaving does not
        elif target.zone in ("graveyard", "banished"):
            self.reviving[target.id] = card

    # Zones

    def place(self, card, player, *, face_up):
        """A Spell or Trap put on the field from the hand: a Field Spell in the Field Zone (sending the one
        there to the Graveyard), any other in the Spell & Trap Card Zone."""
        if card.info.subtype == "field":
            for old in list(self.zones[player]["field_zone"].values()):
                self.move(old, "graveyard")
            self.move(card, "field_zone", player)
        else:
            self.need_room(player, "spell_trap")
            self.move(card, "spell_trap", player)
        card.face_up = face_up

    def need_room(self, player, zone):
        if len(self.zones[player][zone]) >= ZONE_SIZE:
            self.zone_full(player, zone)

    def zone_full(self, player, zone):
        template = N_("player {player}'s {zone} already holds {limit} cards")
        raise Violation("zone-limit", template, {"player": player, "zone": ZONE_LABELS[zone], "limit": ZONE_SIZE})

    def need_own_monster(self, card, player):
        if card.zone != "monster" or card.controller != player:
            self.not_in(card, player, "monster")

    def not_in(self, card, player, zone):
        template = N_("{card} is not in player {player}'s {zone}")
        raise Violation("card-location", template, {"card": card.label, "player": player, "zone": ZONE_WORDS[zone]})

    def wrong_zone(self, card):
        template = N_("{card} ({type}) cannot start in the {zone}")
        params = {"card": card.label, "type": card.info.label, "zone": ZONE_WORDS[card.zone]}
        raise Violation("card-location", template, params)

    def move(self, card, zone, controller=None):
        """Move `card` to `zone`: its controller's, on the field; otherwise always its owner's (a card sent
        to the Graveyard goes to its owner's Graveyard)."""
        old, owner = card.zone, card.owner
        del self.zones[card.controller if old in FIELD else owner][old][card.id]
        if (card.tied is not None or self.owed) and old in FIELD and zone not in FIELD:
            self.untie(card)
        counts = self.deck_count
        if old == "deck" and counts[owner] is not None:
            counts[owner] -= 1
        elif zone == "deck" and counts[owner] is not None:
            counts[owner] += 1
        if zone in FIELD:
            card.controller = owner if controller is None else controller
        else:
            card.controller = owner
            card.face_up = True
            card.set_turn = card.summon_turn = card.changed_turn = card.attacked_turn = None
        self.zones[card.controller][zone][card.id] = card
        card.zone = zone
        card.moves += 1
        card.happened = self.marker

    def untie(self, card):
        """`card` leaves the field: the card tied to it is owed (the record moves it next) when `card` takes
        it (a monster its Equip Spell; a reviving card its monster); if `card` was owed itself, it is moved."""
        if card.tied is not None:
            other, card.tied = card.tied, None
            other.tied = None
            takes, card.takes = card.takes, False
            other.takes = False
            if takes and other.zone in FIELD:
                self.owed[other.id] = (other, card)
        self.owed.pop(card.id, None)

    def field_state(self):
        """Each player's cards at the end: how many in each place, and which (in the order they arrived)."""
        state = []
        for seat in (0, 1):
            zones = self.zones[seat]
            places = {key: _ids(zones[zone]) for key, zone in VERDICT_ZONES}
            places["hand"]["count"] += self.unknown_in_hand[seat]
            places["deck"]["count"] = self.deck_count[seat]
            state.append(places)
        return state


def _ids(zone):
    return {"count": len(zone), "ids": list(zone)}


VERDICT_ZONES = (
    ("hand", "hand"),
    ("monsters", "monster"),
    ("spells_traps", "spell_trap"),
    ("field_zone", "field_zone"),
    ("graveyard", "graveyard"),
    ("banished", "banished"),
    ("deck", "deck"),
    ("extra", "extra"),
)
ZONE_WORDS = {
    "hand": N_("hand"),
    "deck": N_("Deck"),
    "extra": N_("Extra Deck"),
    "field": N_("field"),
    "monster": N_("Monster Card Zone"),
    "spell_trap": N_("Spell & Trap Card Zone"),
    "field_zone": N_("Field Zone"),
    "graveyard": N_("Graveyard"),
    "banished": N_("banished cards"),
}
HANDLERS = {
    "phase": Duel.enter_phase,
    "draw": Duel.draw,
    "pass": Duel.pass_priority,
    "normal_summon": Duel.normal_summon,
    "set_monster": Duel.normal_summon,
    "flip_summon": Duel.flip_summon,
    "change_position": Duel.change_position,
    "special_summon": Duel.special_summon,
    "set_spell_trap": Duel.set_spell_trap,
    "attack": Duel.attack,
    "leave": Duel.leave,
    "activate": Duel.activate,
}
