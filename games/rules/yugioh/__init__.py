"""Yu-Gi-Oh!: pure rules, no Django. See docs/yugioh-records.md.

- construction: deck construction rules
- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of passcodes; engine.adjudicate(record, variant, cards) -> verdict dict
- bot.random_record(seed, turns=None) -> a random legal record (facts: bot.POOL)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="yugioh",
    name="Yu-Gi-Oh!",
    order=0,
    construction_module=f"{__name__}.construction",
)
