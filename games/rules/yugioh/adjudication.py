"""What the adjudication pages need of Yu-Gi-Oh!, as data (games.rules.descriptor): the engine, what a record
holds, the variant options as the submit form offers them, and the record builder's words: each choice as
(the record's word, its name on the page as the verdicts name it)."""

from ..messages import N_
from ..variants import VariantField
from .cards import EFFECT_LABELS
from .codes import normal_code
from .duel import PHASE_LABELS, WHEN_LABELS, ZONE_WORDS
from .engine import ENGINE
from .record import ACTIONS, DESTINATIONS, EFFECTS, PHASES, WHEN, ZONES

# The pages' presenter (judging.adjudications.presenters_yugioh) reads PHASE_LABELS, WHEN_LABELS and
# normal_code here.
__all__ = [
    "BUILDER",
    "ENGINE",
    "ORDER",
    "PHASE_LABELS",
    "RECORD_HELP",
    "VARIANT_FIELDS",
    "WHEN_LABELS",
    "normal_code",
]

# Where the adjudication pages list the game (its form offers the first by default): engines in the order
# they came
ORDER = 1
RECORD_HELP = N_(
    'Yu-Gi-Oh!: a duel record as JSON: {"first", "cards", "decks", "turns"}, each turn\'s events in order '
    "(phases, summons, activations, passes). Passcodes must be in the card database. It may stop anywhere."
)
VARIANT_FIELDS = (
    VariantField(
        "first_turn_draw",
        "yugioh_first_turn_draw",
        N_("The player who goes first draws on turn 1 (unticked: current rules, no draw)"),
        initial=True,
    ),
)
# The builder's actions: each "do" word, and a new phase, in the order the form offers them.
ACTION_NAMES = {
    "phase": N_("the turn enters a phase"),
    "draw": N_("draws"),
    "pass": N_("passes"),
    "normal_summon": N_("Normal Summons"),
    "set_monster": N_("Sets a monster"),
    "flip_summon": N_("Flip Summons"),
    "special_summon": N_("Special Summons"),
    "set_spell_trap": N_("Sets a Spell or Trap"),
    "change_position": N_("changes a battle position"),
    "attack": N_("attacks"),
    "activate": N_("activates"),
    "leave": N_("a card leaves its place (battle, Tribute, cost)"),
}
ACTION_ORDER = ("phase", "draw", "pass", *(a for a in ACTIONS if a not in ("draw", "pass")))
BUILDER = {
    "phases": [(word, PHASE_LABELS[word]) for word in PHASES],
    "zones": [(word, ZONE_WORDS[word]) for word in ZONES],
    "destinations": [(word, ZONE_WORDS[word]) for word in DESTINATIONS],
    "actions": [(word, ACTION_NAMES[word]) for word in ACTION_ORDER],
    "effects": [("", N_("a Spell or Trap (its Spell Speed from its type)"))]
    + [(word, EFFECT_LABELS[word]) for word in EFFECTS],
    # an activation's lists of card ids (its targets, its outcome's) and the links it negates
    "id_lists": [
        ("targets", N_("Targets (ids, optional)")),
        ("destroy", N_("On resolving, destroys (ids)")),
        ("banish", N_("On resolving, banishes (ids)")),
        ("to_hand", N_("On resolving, adds to the hand (ids)")),
        ("to_deck", N_("On resolving, returns to the Deck (ids)")),
        ("face_up", N_("On resolving, turns face-up (ids of face-down monsters)")),
    ],
    # the activation condition its card's text names (rule activation-condition), and once per turn
    "whens": [("", N_("no condition declared"))] + [(word, WHEN_LABELS[word]) for word in WHEN],
    "ticks": [("once", N_("Its card's effect is activated once per turn"))],
    # the monster whose Summon the activation negates (Solemn Judgment, Horn of Heaven)
    "summon_ids": [("negate_summon", N_("On resolving, negates the Summon of (a monster's id)"))],
    "negations": [
        ("negate_activation", N_("On resolving, negates the activation of link (number)")),
        ("negate_effect", N_("On resolving, negates the effect of link (number)")),
    ],
}
