"""Dragon Ball Super Card Game: pure rules, no Django. See docs/dbs-records.md.

- construction: deck construction rules
- cards.card_facts(code, facts) -> the Card the engine reads (type, colours, cost, power, combo, keywords)
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of card numbers; engine.adjudicate(record, variant, cards) -> verdict dict
- game: the table, the phases and every action's rule (random legal games for tests: tests/support/bots/dbs.py)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="dbs",
    name="Dragon Ball Super Card Game",
    order=1,
    construction_module=f"{__name__}.construction",
)
