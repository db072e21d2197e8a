"""What the card pages and deck charts read of an Esferas card (docs/cards.md)."""

import re

from ..charts import attr, card_type
from ..descriptor import Chart
from ..messages import N_

CODE_PATTERN = re.compile(r"^[A-Za-z]{1,6}-[0-9]{1,4}[A-Za-z]?$")
CARD_STATS = ("sphere", "attack", "defence", "modifier", "character")


def sphere(type_name, attrs):
    return attr("sphere")(type_name, attrs) if attrs.get("sphere") else None


CHARTS = (
    Chart(N_("Card types"), ("main",), card_type),
    Chart(N_("Dragon Ball spheres"), ("main",), sphere),
)
