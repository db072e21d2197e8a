"""Esferas (a Dragon Ball sphere card game): pure rules, no Django. See docs/esferas-records.md.

Besides the modules of every game's package (docs/adding-a-game.md): cards.card_facts(type, attrs) are the
facts the engine reads (kind, sphere, defence/attack).
"""

from ..descriptor import GameDescriptor
from ..messages import N_

GAME = GameDescriptor.of_package(
    __name__,
    name="Dragon Ball Esferas",
    order=3,
    short_names=("Esferas",),
    default_format=("standard", N_("Standard")),
    writer_headers={"main": "Main Deck"},
    # penalties: the general catalogue (no published policy)
)
