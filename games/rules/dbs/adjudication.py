"""What the adjudication pages need of DBS, as data (games.rules.descriptor): the engine, what a record
holds, the variant options as the submit form offers them, and the record builder's words: each player's
board fields, the actions (offence and defence: a combo in the last attack's steps) and an attack's fields."""

from ..messages import N_
from ..variants import VariantField
from .engine import ENGINE
from .variants import DRAWS

__all__ = ["BUILDER", "ENGINE", "ORDER", "RECORD_HELP", "VARIANT_FIELDS"]

# Where the adjudication pages list the game (its form offers the first by default): engines in the order
# they came
ORDER = 4
RECORD_HELP = N_(
    'Dragon Ball Super: a game record as JSON, either a whole game {"setup", "turns"} (both decks in order, '
    'the redraw) or the disputed turns from a known board {"state", "turns"}; each turn\'s charge and actions '
    "(plays paid with named energy, attacks with combos, blockers, counters, declared effects). Card numbers "
    "must be in the card database."
)
DRAW_LABELS = {
    1: N_("1 (the default: rule manual 1.074 6-2-3 and the FAQ, «Phase de Recharge» R3)"),
    2: N_("2 (a variant the rule manual and the FAQ do not give)"),
}
VARIANT_FIELDS = (
    VariantField(
        "first_turn_attack",
        "dbs_first_turn_attack",
        N_("The first player may attack on the first turn (rule manual 1.074; unticked: the FAQ, no attack)"),
    ),
    VariantField(
        "charge_draw",
        "dbs_charge_draw",
        N_("Cards drawn in the Charge Phase"),
        kind="number",
        choices=tuple((n, DRAW_LABELS[n]) for n in sorted(DRAWS)),
        initial=1,
    ),
)
COUNTS = ("life", "deck")  # board fields that are a number of cards, not a list
BOARD = [
    ("leader", N_("Leader (card number)")),
    ("life", N_("Life cards (how many)")),
    ("hand", N_("Hand (card numbers; ? for a card nobody has seen)")),
    ("deck", N_("Cards in the deck (how many)")),
    ("energy", N_("Energy Area, all active (card numbers)")),
    ("battle", N_("Battle Area, all active (card numbers)")),
    ("drop", N_("Drop Area (card numbers)")),
]
BUILDER = {
    "board": [(key, label, key in COUNTS) for key, label in BOARD],
    "actions": [
        ("draw", N_("the turn’s draw")),
        ("charge", N_("the charge: a card from hand to the Energy Area")),
        ("play", N_("a card played from hand")),
        ("attack", N_("an attack")),
        ("offence", N_("a combo of the attacker (in the last attack)")),
        ("defence", N_("a combo of the defender (in the last attack)")),
    ],
    "attack": [
        ("attacker", N_("Attacker (leader, an id or a card number)")),
        ("target", N_("The card attacked (leader, an id or a card number)")),
        ("blocker", N_("The defender’s blocker (optional)")),
        ("life", N_("The Life cards the damage takes (optional)")),
    ],
    "combo_from": [("hand", N_("hand")), ("battle", N_("Battle Area"))],
}
