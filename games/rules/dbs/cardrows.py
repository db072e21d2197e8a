"""The Dragon Ball Super card CSV (docs/csv-schemas.md): columns, copy-count texts, special printings."""

import re

from ..cardrows import COUNT, TEXT, CardRows, Column

# DBS rule manual 5-1-3-2-1: "You can include (X) copies" / "You can only include (X) copies" of this card.
LIMIT = re.compile(
    rf"\byou\s+can\s+(?:only\s+)?include\s+(?:up\s+to\s+)?{COUNT}\s+cop(?:y|ies)\s+of\s+this\s+card\b",
    re.IGNORECASE,
)
ANY_NUMBER = re.compile(
    r"\b(?:any\s+number\s+of\s+copies\s+of\s+this\s+card|as\s+many\s+copies\s+of\s+this\s+card\s+as\s+you)\b",
    re.IGNORECASE,
)
SCHEMA = (
    Column("code", aliases=("number", "card_number")),
    Column("name"),
    Column("type"),
    TEXT,
    Column("base_code"),
    Column("color", aliases=("colour",)),
    Column("cost", "int", ("energy_cost", "energy")),
    Column("power", "int"),
    Column("combo", "int", ("combo_power",)),
    Column("combo_cost", "int", ("combo_energy",)),
    Column("specified_cost", aliases=("color_cost", "colour_cost")),
    Column("back_power", "int", ("leader_back_power",)),
    Column("character"),
    Column("trait", aliases=("special_trait",)),
    Column("era"),
    Column("keywords", "list"),
    Column("back_keywords", "list", ("leader_back_keywords",)),  # an awakened Leader's (manual 10-2-3)
    Column("back_text", aliases=("leader_back_text",)),
    Column("any_number_of_copies", "bool"),
    Column("leader_back_name"),
)


def set_prefix(code):
    """The set of a card number: "BT1-057_SPR" -> "BT1", "P-001" -> "P"."""
    return code.split("-", 1)[0] if "-" in code else ""


class DbsRows(CardRows):
    def attrs_of(self, code, kind, name, attrs):
        """A special printing (base_code another card's number) is an alternate of its base card."""
        attrs["set"] = set_prefix(code)
        attrs["keywords"] = attrs.get("keywords") or []
        attrs["any_number_of_copies"] = bool(attrs.get("any_number_of_copies"))
        base = attrs.get("base_code") or code
        attrs["base_code"] = base
        return attrs, (base if base != code else None)


ROWS = DbsRows(SCHEMA, text_limit=LIMIT, any_number=ANY_NUMBER)
