"""Flip, a made-up card game of the tests: decks of 10 to 20 numbered cards (FL-001), at most 2 copies.

Everything Arbiter knows of it is this descriptor and the modules it names; nothing outside this package
names it. Words a reader sees would be marked with N_ and translated in a real game's package.
"""

import re

from games.rules.charts import attr, card_type
from games.rules.descriptor import Chart, GameDescriptor

GAME = GameDescriptor(
    slug="flip",
    name="Flip (made up)",
    order=90,
    code_pattern=re.compile(r"^FL-[0-9]{3}$"),
    card_stats=("value", "colour"),
    construction_module=f"{__name__}.construction",
    default_format=("standard", "Standard"),
    writer_headers={"main": "Deck"},
    code_first=True,
    charts=(
        Chart("Card types", ("main",), card_type),
        Chart("Values", ("main",), attr("value")),
    ),
)
