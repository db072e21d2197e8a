"""Yu-Gi-Oh!: pure rules, no Django. See docs/yugioh-records.md.

- construction: deck construction rules
- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of passcodes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal records for tests: tests/support/bots/yugioh.py (not part of the product)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="yugioh",
    name="Yu-Gi-Oh!",
    order=0,
    construction_module=f"{__name__}.construction",
)
