"""What the adjudication pages need of Tractor, as data (games.rules.descriptor): the engine, what a record
holds, the variant options as the submit form offers them. The record builder (its own page script) asks
for no vocabulary here."""

from ..messages import N_
from ..variants import VariantField
from .engine import ENGINE

__all__ = ["BUILDER", "ENGINE", "RECORD_HELP", "VARIANT_FIELDS"]

RECORD_HELP = N_(
    'Tractor: a hand record as JSON: {"levels", "dealer", "hands", "kitty", "bids", "buried", "tricks"}. '
    "It may stop mid-hand; the verdict covers what was played."
)
VARIANT_FIELDS = (
    VariantField(
        "kitty_multiplier",
        "kitty_multiplier",
        N_("Kitty bonus"),
        kind="choice",
        choices=(
            ("times", N_("Kitty points × twice the number of cards led (the rules)")),
            ("power", N_("Kitty points × 2 to the number of cards led")),
        ),
        initial="times",
    ),
    VariantField(
        "follow_tractor", "follow_tractor", N_("A player holding a tractor must follow a tractor lead with one")
    ),
)
BUILDER = {}
