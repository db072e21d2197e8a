"""What the adjudication pages need of Esferas, as data (games.rules.descriptor): the engine, what a record
holds, the variant options as the submit form offers them, and the record builder's words."""

from ..messages import N_
from ..variants import VariantField
from .engine import ENGINE

__all__ = ["BUILDER", "ENGINE", "RECORD_HELP", "VARIANT_FIELDS"]

RECORD_HELP = N_(
    'Esferas: a game record as JSON: {"energy", "first", "decks", "turns"}, each deck in its shuffled order '
    "and each turn's actions. Card codes must be in the card database. It may stop anywhere."
)
VARIANT_FIELDS = (
    VariantField(
        "instant_sphere", "esferas_instant_sphere", N_("An instant needs the sphere it shows, like an attack")
    ),
    VariantField(
        "extra_discards",
        "esferas_extra_discards",
        N_("A player may discard more than the rules ask at the end of a turn"),
    ),
)
BUILDER = {
    # the parts of an action that are paid for: (part, its field's label, its name in the payment's labels)
    "payments": [
        ("card", "", N_("The card")),
        ("modifier", N_("Modifier (code, optional)"), N_("The modifier")),
        ("defence", N_("The opponent's defence card (code; empty: no defence)"), N_("The defence")),
    ],
}
