"""A chain's links and its resolution (seed, "Chains"): last link first, each link doing what its
`outcome` says unless negated, its target gone, or its lasting card no longer face-up on the field.

Cards an effect removes leave at once; every other card stays where it is until the whole chain has
resolved, and then the spent Spells and Traps go to their owner's Graveyard.
"""

from ..messages import N_, jsonable, render
from .cards import EFFECT_LABELS
from .record import FIELD, OUTCOME_CARDS, OUTCOME_LINKS, OUTCOME_SUMMON

RESOLVED, NO_EFFECT, NEGATED = "resolved", "no effect", "negated"
# Spells and Traps whose card goes to the Graveyard once its link has resolved (or been negated).
SPENT = frozenset({"normal", "quick-play", "ritual", "counter"})
# Seed «تأثير كلفة»: a card that sent itself away as its activation's cost resolves though its effect is negated.
KEPT_BY_COST = N_("resolved although link {by} negated its effect: its card was sent away as its cost")


class Link:
    """One activation on the chain. `places` holds, for each card its outcome names or it targets, that
    card's move count at activation: a card that moved since is no longer where the effect found it."""

    __slots__ = (
        "activation",
        "activation_negated",
        "card",
        "effect",
        "event",
        "lasting",
        "moves",
        "n",
        "negates",
        "once",
        "outcome",
        "places",
        "player",
        "result",
        "self_cost",
        "speed",
        "summons",
        "targets",
        "when",
    )

    def __init__(self, n, player, card, speed, effect, event, number):
        self.n = n
        self.player = player
        self.card = card
        self.speed = speed
        self.effect = effect
        self.event = number
        self.targets = event.get("targets") or ()
        self.outcome = event.get("outcome") or {}
        self.negates = {key: n for key, n in self.outcome.items() if key in OUTCOME_LINKS}
        self.summons = self.outcome.get(OUTCOME_SUMMON)  # the card id whose Summon it negates
        self.when = event.get("when")  # the activation condition the record declares
        self.once = event.get("once_per_turn", False)
        self.self_cost = False  # its card was sent away as the cost of this very activation
        self.activation = not card.info.is_monster  # a Spell or Trap card activated (not an effect of one face-up)
        # "A card with a Continuous effect must stay face-up on the field to resolve"
        self.lasting = effect == "continuous" or (effect is None and card.info.lasting)
        self.moves = 0
        self.places = None
        self.result = None
        self.activation_negated = False

    def snapshot(self, cards):
        self.moves = self.card.moves
        places = {cid: cards[cid].moves for cid in self.targets}
        for key, ids in self.outcome.items():
            if key in OUTCOME_CARDS:
                for cid in ids:
                    places[cid] = cards[cid].moves
        if self.summons is not None:
            places[self.summons] = cards[self.summons].moves
        self.places = places

    def to_dict(self):
        info = self.card.info
        shown = {
            "link": self.n,
            "player": self.player,
            "card": self.card.id,
            "code": info.code,
            "name": info.name,
            "spell_speed": self.speed,
            "type": EFFECT_LABELS[self.effect] if self.effect else info.label,
            "event": self.event,
        }
        # What the record declares, shown only when it does (a link without them reads as before).
        if self.when:
            shown["when"] = self.when
        if self.once:
            shown["once_per_turn"] = True
        if self.summons is not None:
            shown["negate_summon"] = self.summons
        return shown


def resolve(duel, links):
    """Resolve `links` last first; the resolution entries of the verdict, in resolution order."""
    negated = {}
    results = []
    for link in reversed(links):
        result, template, params = _resolve_link(duel, link, negated, links)
        link.result = result
        reason = render(template, params) if template else None
        results.append(
            {"link": link.n, "result": result, "reason": reason, "template": template, "params": jsonable(params)}
        )
    for link in reversed(links):
        if _spent(link):
            duel.move(link.card, "graveyard")
    return results


def _resolve_link(duel, link, negated, links):
    kept = None  # the link that negated this effect in vain: its card was its own cost (seed, «تأثير كلفة»)
    if link.n in negated:
        how, by = negated[link.n]
        if how == "negate_activation":
            link.activation_negated = True
            return NEGATED, N_("its activation was negated by link {by}"), {"by": by}
        if how == "negate_summon":
            return NEGATED, N_("the Summon of its monster was negated by link {by}"), {"by": by}
        if not link.self_cost:
            return NEGATED, N_("its effect was negated by link {by}"), {"by": by}
        kept = by
    card = link.card
    if link.lasting and card.moves != link.moves:
        return NO_EFFECT, N_("{card} left the field before its link resolved"), {"card": card.label}
    if link.lasting and not card.face_up:
        return NO_EFFECT, N_("{card} was turned face-down before its link resolved"), {"card": card.label}
    cards, places = duel.cards, link.places
    gone = [cards[cid].label for cid in link.targets if cards[cid].moves != places[cid]]
    if gone and len(gone) == len(link.targets):
        return NO_EFFECT, N_("no target is still where it was targeted ({cards})"), {"cards": gone}
    for key, n in link.negates.items():
        negated.setdefault(n, (key, link.n))
    if link.summons is not None:
        _negate_summon(duel, link, negated, links)
    for key, ids in link.outcome.items():
        if key in OUTCOME_CARDS:
            for cid in ids:
                card = cards[cid]
                if card.moves == places[cid]:  # a card that moved since is not the one the effect found
                    MOVES[key](duel, card)
    if kept is not None:
        return RESOLVED, KEPT_BY_COST, {"by": kept}
    if gone:
        return RESOLVED, N_("resolved for the targets still in place; gone: {cards}"), {"cards": gone}
    return RESOLVED, None, {}


def _negate_summon(duel, link, negated, links):
    """Seed, «مهم!»: a negated Summon negates the summoned monster's effect too; the monster is destroyed
    (Solemn Judgment, Horn of Heaven) when it is still where it was Summoned."""
    monster = duel.cards[link.summons]
    for other in links:
        if other.n < link.n and other.card is monster:
            negated.setdefault(other.n, ("negate_summon", link.n))
    if monster.moves == link.places[monster.id] and monster.zone in FIELD:
        duel.move(monster, "graveyard")


def _spent(link):
    card = link.card
    if not link.activation or card.moves != link.moves or card.zone not in FIELD:
        return False
    subtype = card.info.subtype
    return link.activation_negated or subtype in SPENT or (subtype == "equip" and link.result == NO_EFFECT)


def _destroy(duel, card):
    if card.zone in FIELD:
        duel.move(card, "graveyard")


def _mover(zone):
    def move(duel, card):
        if card.zone != zone:
            duel.move(card, zone)

    return move


def _face_down(duel, card):
    if card.zone in FIELD and card.face_up:
        card.face_up = card.attack = False
        if card.info.is_monster:
            card.changed_turn = duel.turn  # its battle position changed: no Flip Summon until a later turn
        else:
            card.set_turn = duel.turn  # a card Set face-down by an effect counts as Set this turn


def _face_up(duel, card):
    """A card turned face-up by an effect (Book of Taiyou): a Flip monster flipped face-up so may activate
    its Flip effect (seed: a Flip effect activates when the monster is flipped face-up, by any means)."""
    if card.zone in FIELD and not card.face_up:
        card.face_up = True
        if card.info.is_monster:
            card.attack = True  # face-up Attack Position, as Book of Taiyou says
            card.flipped = duel.marker  # its Flip effect comes now, as the chain ends, not later


MOVES = {
    "destroy": _destroy,
    "banish": _mover("banished"),
    "to_hand": _mover("hand"),
    "to_deck": _mover("deck"),
    "face_down": _face_down,
    "face_up": _face_up,
}
