"""Tractor (Shengji, 80 points): pure rules, no Django. See docs/tractor-records.md.

- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.adjudicate(record, variant) -> verdict dict
- bot.random_record(seed, complete=True) -> a random legal record
- deal.deal(seed) -> {"hands", "kitty"}: a random deal any language can redo from its seed
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import penalties

# No deck construction: a game of two standard 54-card packs, shared by fixed partnerships.
GAME = GameDescriptor(
    slug="tractor",
    name="Tractor (Shengji, 80 points)",
    order=4,
    card_stats=("rank", "suit", "points"),
    fixed_cards_module=f"{__name__}.faces",
    no_import_reason=N_("Tractor needs no import: its 54 card faces come with the installation"),
    penalties=penalties.CATALOGUE,
    pairs=True,
)
