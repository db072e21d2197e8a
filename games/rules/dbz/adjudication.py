"""What the adjudication pages need of DBZ, as data (games.rules.descriptor): the engine, what a record
holds and the variant options as the submit form offers them. The builder's Tokui-Waza names are the
page's (judging.adjudications.presenters_dbz: they are translated in their own context)."""

from ..messages import N_
from ..variants import VariantField
from .engine import ENGINE
from .variants import DOWN_TO_ONE, ONE

__all__ = ["BUILDER", "ENGINE", "ORDER", "RECORD_HELP", "VARIANT_FIELDS"]

# Where the adjudication pages list the game (its form offers the first by default): engines in the order
# they came
ORDER = 3
RECORD_HELP = N_(
    'Dragon Ball Z: a game record as JSON: {"players", "first", "turns"}, each player\'s Main Personality '
    "levels and Life Deck size, each turn's six steps (draw, non-combat cards, power up, combat, discard, "
    "rejuvenate). Card codes must be in the card database. It may stop anywhere."
)
VARIANT_FIELDS = (
    VariantField(
        "defender_draws",
        "dbz_defender_draws",
        N_("The defender draws 3 cards when a combat starts (the Thai rules)"),
        initial=True,
    ),
    VariantField(
        "defender_discard",
        "dbz_defender_discard",
        N_("The attacked defender in step 5"),
        kind="choice",
        choices=(
            (DOWN_TO_ONE, N_("discards down to 1 card (the Thai rules)")),
            (ONE, N_("discards 1 card")),
        ),
        initial=DOWN_TO_ONE,
    ),
    VariantField(
        "pat",
        "dbz_pat",
        N_("Physical Attack Table (JSON; empty: the default format's table, else the default bands)"),
        kind="json",
        placeholder='{"bands": [0, 100, 600, 1000, 3000, 10000, 15500, 25000]}',
        invalid=N_("The Physical Attack Table is not valid JSON."),
    ),
)
BUILDER = {}
