"""What the card pages, deck charts and registration sheets read of a Yu-Gi-Oh! card (docs/cards.md)."""

import datetime

from ..charts import UNKNOWN
from ..descriptor import Chart, SheetGroups
from ..messages import N_
from .cards import LABELS

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


# A monster's frame, the first of these its type words hold (an Effect Fusion monster is a Fusion), as the
# importers read it: the breakdown YGOPRODeck shows under Monster, Spell and Trap.
FRAMES = (
    ("link", N_("Link Monster")),
    ("xyz", N_("Xyz Monster")),
    ("synchro", N_("Synchro Monster")),
    ("fusion", N_("Fusion Monster")),
    ("ritual", N_("Ritual Monster")),
    ("pendulum", N_("Pendulum Monster")),
    ("token", N_("Token")),
    ("effect", N_("Effect Monster")),
)


def card_subtype(type_name, attrs):
    """The card's line of the breakdown: a monster by its frame ("Fusion Monster"), a Spell or Trap by its kind
    ("Quick-Play Spell"); a marked word, shown translated."""
    words, card_kind = attrs.get("types") or (), attrs.get("kind")
    if card_kind == "monster":
        return next((label for word, label in FRAMES if word in words), N_("Normal Monster"))
    if card_kind in ("spell", "trap"):
        subtype = next((word for word in words if word != card_kind), "normal")
        return LABELS.get((card_kind, subtype), UNKNOWN)
    return UNKNOWN


CHARTS = (
    Chart(N_("Card types"), ("main", "extra"), kind),
    Chart(N_("Monsters, Spells and Traps by type"), ("main", "extra"), card_subtype, translated=True),
    Chart(N_("Level curve (monsters)"), ("main", "extra"), _monster("level")),
    Chart(N_("Attributes (monsters)"), ("main", "extra"), _monster("attribute")),
    Chart(N_("Monster types"), ("main", "extra"), _monster("race")),
)
# Tournament sheets count Monster, Spell and Trap cards separately, even when a group is empty.
SHEET_GROUPS = {
    "main": SheetGroups(
        "kind",
        "monster",
        (("monster", N_("Monster cards")), ("spell", N_("Spell cards")), ("trap", N_("Trap cards"))),
    )
}
