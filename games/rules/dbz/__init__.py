"""Dragon Ball Z CCG (Score): pure rules, no Django. See docs/dbz-records.md.

- construction: deck construction rules
- cards.card_of(code, facts) -> Card: what the engine reads of the card database's facts
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant (pat.py: the PAT)
- engine.card_codes(record) -> set of codes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal records for tests: tests/support/bots/dbz.py (not part of the product)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="dbz",
    name="Dragon Ball Z CCG (Score)",
    order=2,
    construction_module=f"{__name__}.construction",
)
