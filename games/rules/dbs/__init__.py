"""Dragon Ball Super Card Game: pure rules, no Django. See docs/dbs-records.md.

- construction: deck construction rules
- cards.card_facts(code, facts) -> the Card the engine reads (type, colours, cost, power, combo, keywords)
- record.check_shape(record) -> [ShapeError]; variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of card numbers; engine.adjudicate(record, variant, cards) -> verdict dict
- game: the table, the phases and every action's rule (random legal games for tests: tests/support/bots/dbs.py)
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import cardrows, catalogue, penalties

GAME = GameDescriptor(
    slug="dbs",
    name="Dragon Ball Super Card Game",
    order=1,
    glossary_module=f"{__name__}.glossary",
    short_names=("Dragon Ball Super",),
    code_pattern=catalogue.CODE_PATTERN,
    card_stats=catalogue.CARD_STATS,
    card_file="csv",
    banlist_file="limit_csv",
    banlist_label=N_("DBS banlist %(month)s"),
    card_rows=cardrows.ROWS,
    alternate_key="base_code",
    printings_share_rules=True,
    demo_module=f"{__name__}.demo",
    construction_module=f"{__name__}.construction",
    default_format=("faq-standard", N_("Standard (FAQ rules, no list)")),
    text_format="dbs",
    text_format_label=N_("DBS list"),
    text_headers=dict.fromkeys(("battle", "battle cards", "extra", "extra cards", "extra card"), "main"),
    writer_headers={"leader": "Leader:", "main": "Main Deck", "side": "Side Deck"},
    code_first=True,
    charts=catalogue.CHARTS,
    penalties=penalties.CATALOGUE,
    adjudication_module=f"{__name__}.adjudication",
)
