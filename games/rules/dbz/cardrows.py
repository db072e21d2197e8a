"""The Dragon Ball Z (Score) card CSV (docs/csv-schemas.md): a code may be written as set and number."""

import re

from ..cardrows import COUNT, TEXT, CardRows, Column, RowError
from ..messages import N_

# "Limit 1 per deck."
LIMIT = re.compile(rf"\blimit\s+{COUNT}\s+per\s+(?:life\s+)?deck\b", re.IGNORECASE)
ALIGNMENTS = ("Hero", "Villain", "Rogue")
SCHEMA = (
    Column("code"),
    Column("set"),
    Column("number"),
    Column("name"),
    Column("type"),
    TEXT,
    Column("style"),
    Column("personality"),
    Column("level", "int"),
    Column("pur", "int"),
    Column("alignment"),
    Column("power_stages", "ints", ("powerstages", "power stages")),
    Column("rarity"),
)


class DbzRows(CardRows):
    def code_of(self, values):
        if values.get("set") and values.get("number"):
            return f"{values['set'].upper()}-{values['number']}"
        return None

    def attrs_of(self, code, kind, name, attrs):
        if attrs.get("alignment") and attrs["alignment"] not in ALIGNMENTS:
            raise RowError(
                N_("alignment {alignment} is not Hero, Villain or Rogue"), {"alignment": repr(attrs["alignment"])}
            )
        return attrs, None


ROWS = DbzRows(SCHEMA, text_limit=LIMIT, code_from=("set", "number"))
