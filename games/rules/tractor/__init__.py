"""Tractor (Shengji, 80 points): pure rules, no Django. See docs/tractor-records.md.

- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.adjudicate(record, variant) -> verdict dict
- random legal records for tests: tests/support/bots/tractor.py (not part of the product)
- deal.deal(seed) -> {"hands", "kitty"}: a random deal any language can redo from its seed
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="tractor",
    name="Tractor (Shengji, 80 points)",
    order=4,  # no deck construction: a game of the standard 54-card pack
)
