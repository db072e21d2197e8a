"""Dragon Ball Z CCG (Score): pure rules, no Django. See docs/dbz-records.md.

- construction: deck construction rules
- cards.card_of(code, facts) -> Card: what the engine reads of the card database's facts
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant (pat.py: the PAT)
- engine.card_codes(record) -> set of codes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal records for tests: tests/support/bots/dbz.py (not part of the product)
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import cardrows, catalogue

GAME = GameDescriptor(
    slug="dbz",
    name="Dragon Ball Z CCG (Score)",
    order=2,
    glossary_module=f"{__name__}.glossary",
    short_names=("Dragon Ball Z (Score)", "Dragon Ball Z"),
    code_pattern=catalogue.CODE_PATTERN,
    card_stats=catalogue.CARD_STATS,
    card_file="csv",
    card_rows=cardrows.ROWS,
    demo_module=f"{__name__}.demo",
    construction_module=f"{__name__}.construction",
    default_format=("score-standard", N_("Score standard (no list)")),
    text_headers=dict.fromkeys(("combat", "non-combat", "dragon balls", "personalities in deck"), "main"),
    writer_headers={"personality": "Personality:", "main": "Life Deck"},
    code_first=True,
    charts=catalogue.CHARTS,
    # penalties: the general catalogue (no published policy)
    adjudication_module=f"{__name__}.adjudication",
)
