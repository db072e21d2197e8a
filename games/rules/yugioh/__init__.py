"""Yu-Gi-Oh!: pure rules, no Django. See docs/yugioh-records.md.

- construction: deck construction rules
- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.card_codes(record) -> set of passcodes; engine.adjudicate(record, variant, cards) -> verdict dict
- random legal records for tests: tests/support/bots/yugioh.py (not part of the product)
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import catalogue, codes, penalties

GAME = GameDescriptor(
    slug="yugioh",
    name="Yu-Gi-Oh!",
    order=0,
    glossary_module=f"{__name__}.glossary",
    code_pattern=codes.PATTERN,
    normal_code=codes.normal_code,
    card_stats=catalogue.CARD_STATS,
    card_file="cdb",
    banlist_file="lflist",
    banlist_label=N_("Forbidden/Limited list, %(month)s"),
    eras=catalogue.ERAS,
    alternate_key="alias",
    demo_module=f"{__name__}.demo",
    construction_module=f"{__name__}.construction",
    default_format=("advanced", N_("Advanced (no list)")),
    ydk=True,
    text_headers=dict.fromkeys(("monster", "monsters", "spell", "spells", "trap", "traps"), "main"),
    writer_headers={"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"},
    charts=catalogue.CHARTS,
    sheet_groups=catalogue.SHEET_GROUPS,
    penalties=penalties.CATALOGUE,
    adjudication_module=f"{__name__}.adjudication",
)
