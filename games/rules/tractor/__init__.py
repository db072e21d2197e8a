"""Tractor (Shengji, 80 points): pure rules, no Django. See docs/tractor-records.md.

Besides the modules of every game's package (docs/adding-a-game.md), but for construction (it has no decks):
deal.deal(seed) -> {"hands", "kitty"} is a random deal any language can redo from its seed.
"""

from ..descriptor import GameDescriptor
from ..messages import N_

# No deck construction: a game of two standard 54-card packs, shared by fixed partnerships.
GAME = GameDescriptor.of_package(
    __name__,
    name="Tractor (Shengji, 80 points)",
    order=4,
    card_stats=("rank", "suit", "points"),
    fixed_cards_module=f"{__name__}.faces",
    no_import_reason=N_("Tractor needs no import: its 54 card faces come with the installation"),
    pairs=True,
    demo_module=None,  # its cards are the fixed faces: no demo set, no decks
    construction_module=None,
)
