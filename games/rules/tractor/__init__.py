"""Tractor (Shengji, 80 points): pure rules, no Django. See docs/tractor-records.md.

- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.adjudicate(record, variant) -> verdict dict
- bot.random_record(seed, complete=True) -> a random legal record
- deal.deal(seed) -> {"hands", "kitty"}: a random deal any language can redo from its seed
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="tractor",
    name="Tractor (Shengji, 80 points)",
    order=4,  # no deck construction: a game of the standard 54-card pack
)
