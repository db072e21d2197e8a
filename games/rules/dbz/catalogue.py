"""What the card pages and deck charts read of a Dragon Ball Z (Score) card (docs/cards.md)."""

import re

from ..charts import attr, card_type
from ..descriptor import Chart
from ..messages import N_

CODE_PATTERN = re.compile(r"^[A-Za-z]{1,12}-[0-9]{1,4}[A-Za-z]?$")  # SET-NUMBER: SAIYAN-158
CARD_STATS = ("style", "personality", "level", "pur", "alignment", "power_stages", "rarity")


def personality_level(type_name, attrs):
    return attr("level")(type_name, attrs) if type_name.lower() == "personality" else None


CHARTS = (
    Chart(N_("Card types"), ("personality", "main"), card_type),
    Chart(N_("Personality levels"), ("personality",), personality_level),
    Chart(N_("Styles"), ("main",), attr("style", "Freestyle")),
)
