"""Tractor (Shengji, 80 points): pure rules, no Django. See docs/tractor-records.md.

- record.check_shape(record) -> [ShapeError]
- variants.parse_variant(data) -> Variant
- engine.adjudicate(record, variant) -> verdict dict
- random legal records for tests: tests/support/bots/tractor.py (not part of the product)
- deal.deal(seed) -> {"hands", "kitty"}: a random deal any language can redo from its seed
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import penalties

# No deck construction: a game of two standard 54-card packs, shared by fixed partnerships.
GAME = GameDescriptor(
    slug="tractor",
    name="Tractor (Shengji, 80 points)",
    order=4,
    glossary_module=f"{__name__}.glossary",
    card_stats=("rank", "suit", "points"),
    fixed_cards_module=f"{__name__}.faces",
    no_import_reason=N_("Tractor needs no import: its 54 card faces come with the installation"),
    penalties=penalties.CATALOGUE,
    pairs=True,
    adjudication_module=f"{__name__}.adjudication",
)
