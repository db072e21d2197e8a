"""Esferas (a Dragon Ball sphere card game): pure rules, no Django. See docs/esferas-records.md.

- construction: deck construction rules
- cards.card_facts(type, attrs) -> the facts the engine reads (kind, sphere, defence/attack)
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of codes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal whole games for tests: tests/support/bots/esferas.py (not part of the product)
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import cardrows, catalogue

GAME = GameDescriptor(
    slug="esferas",
    name="Dragon Ball Esferas",
    order=3,
    glossary_module=f"{__name__}.glossary",
    short_names=("Esferas",),
    code_pattern=catalogue.CODE_PATTERN,
    card_stats=catalogue.CARD_STATS,
    card_file="csv",
    card_rows=cardrows.ROWS,
    demo_module=f"{__name__}.demo",
    construction_module=f"{__name__}.construction",
    default_format=("standard", N_("Standard")),
    writer_headers={"main": "Main Deck"},
    charts=catalogue.CHARTS,
    # penalties: the general catalogue (no published policy)
    adjudication_module=f"{__name__}.adjudication",
)
