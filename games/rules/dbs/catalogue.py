"""What the card pages and deck charts read of a Dragon Ball Super card (docs/cards.md)."""

import re

from ..charts import attr, card_type
from ..descriptor import Chart
from ..messages import N_

# Card numbers: BT1-057, P-001, SD3-01, TB1-100, BT1-057_SPR
CODE_PATTERN = re.compile(r"^[A-Za-z]{1,5}[0-9]{0,3}-[0-9]{1,4}[A-Za-z]?(?:_[A-Za-z]{1,6})?$")
CARD_STATS = ("color", "cost", "power", "combo", "character", "trait", "keywords")
CHARTS = (
    Chart(N_("Card types"), ("leader", "main"), card_type),
    Chart(N_("Cost curve"), ("main",), attr("cost", "–")),
    Chart(N_("Colours"), ("leader", "main"), attr("color")),
)
