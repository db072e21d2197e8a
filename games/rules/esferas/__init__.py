"""Esferas (a Dragon Ball sphere card game): pure rules, no Django. See docs/esferas-records.md.

- construction: deck construction rules
- cards.card_facts(type, attrs) -> the facts the engine reads (kind, sphere, defence/attack)
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of codes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal whole games for tests: tests/support/bots/esferas.py (not part of the product)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="esferas",
    name="Dragon Ball Esferas",
    order=3,
    construction_module=f"{__name__}.construction",
)
