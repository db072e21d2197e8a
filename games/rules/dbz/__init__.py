"""Dragon Ball Z CCG (Score): pure rules, no Django. See docs/dbz-records.md.

- construction: deck construction rules
- cards.card_of(code, facts) -> Card: what the engine reads of the card database's facts
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant (pat.py: the PAT)
- engine.card_codes(record) -> set of codes; engine.adjudicate(record, variant, cards) -> verdict dict
- bot.random_game(seed, cards) -> a random legal record on the cards given (the Saiyan Saga's in the tests)
"""

from ..descriptor import GameDescriptor

GAME = GameDescriptor(
    slug="dbz",
    name="Dragon Ball Z CCG (Score)",
    order=2,
    construction_module=f"{__name__}.construction",
)
