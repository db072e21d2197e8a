"""What the card pages, deck charts and registration sheets read of a Yu-Gi-Oh! card (docs/cards.md)."""

import datetime

from ..charts import UNKNOWN
from ..descriptor import Chart, SheetGroups
from ..messages import N_

CARD_STATS = ("kind", "attribute", "race", "level", "scale", "atk", "def")
KINDS = ("monster", "spell", "trap")  # attrs["kind"] as the importers store it; shown translated
# Formats that players know by a name of their own, by the date their Forbidden/Limited list took effect.
ERAS = {datetime.date(2005, 4, 1): "Goat", datetime.date(2010, 3, 1): "Edison"}


def kind(type_name, attrs):
    """The card's kind key (translated where shown), or its written kind or type."""
    value = attrs.get("kind")
    return value if value in KINDS else (value or type_name or UNKNOWN).title()


def _monster(key):
    def read(type_name, attrs):
        if attrs.get("kind") != "monster":
            return None  # spells and traps have no level or attribute: left out of the chart
        value = attrs.get(key)
        return UNKNOWN if value in (None, "") else str(value)

    return read


CHARTS = (
    Chart(N_("Card types"), ("main", "extra"), kind),
    Chart(N_("Level curve (monsters)"), ("main", "extra"), _monster("level")),
    Chart(N_("Attributes (monsters)"), ("main", "extra"), _monster("attribute")),
)
# Tournament sheets count Monster, Spell and Trap cards separately, even when a group is empty.
SHEET_GROUPS = {
    "main": SheetGroups(
        "kind",
        "monster",
        (("monster", N_("Monster cards")), ("spell", N_("Spell cards")), ("trap", N_("Trap cards"))),
    )
}
