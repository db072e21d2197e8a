"""Table options for what the DBZ sources leave open or tell differently, carried on the adjudication and
shown in the verdict. The seed (seeds/dbz-ccg-rules.th.txt) wins where the sources disagree; the other
reading is a variant.

- `pat`: the Physical Attack Table (pat.py): `{"bands": [...], "rule": "difference"}` or a full `matrix`;
  default the bands of issue 14.
- `defender_draws`: true (default, the seed's combat phase (a): "ผู้พิทักษ์ดึง 3 การ์ด", the defender draws 3
  cards when a combat starts) or false (the English digest, which leaves that draw out).
- `defender_discard`: "down_to_one" (default, the seed's step 5: the opponent you attacked "ทิ้งลงไป 1 ใบ",
  discards down to 1 card in hand) or "one" (the digest and issue 14: the attacked defender discards 1 card).
"""

from dataclasses import dataclass

from ..variants import Options, option, parse
from .pat import DEFAULT, Table, parse_table

DOWN_TO_ONE, ONE = "down_to_one", "one"


@dataclass(frozen=True)
class Variant(Options):
    pat: Table = option(DEFAULT, parse=parse_table)  # noqa: RUF009 - option() is a dataclass field
    defender_draws: bool = option(True)
    defender_discard: str = option(DOWN_TO_ONE, DOWN_TO_ONE, ONE)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the seed's rules); ValueError names a bad key or value."""
    return parse(Variant, data)
