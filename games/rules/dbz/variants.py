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

from dataclasses import dataclass, field

from .pat import DEFAULT, Table, parse_table

DOWN_TO_ONE, ONE = "down_to_one", "one"


@dataclass(frozen=True)
class Variant:
    pat: Table = field(default=DEFAULT)
    defender_draws: bool = True
    defender_discard: str = DOWN_TO_ONE

    def to_dict(self):
        return {
            "pat": self.pat.to_dict(),
            "defender_draws": self.defender_draws,
            "defender_discard": self.defender_discard,
        }


KNOWN = ("defender_discard", "defender_draws", "pat")


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the seed's rules); ValueError names a bad key or value."""
    if isinstance(data, Variant):
        return data
    data = {} if data is None else data
    if not isinstance(data, dict):
        raise ValueError("a variant must be a JSON object")
    unknown = sorted(set(data) - set(KNOWN), key=str)
    if unknown:
        raise ValueError(f'unknown variant key "{unknown[0]}" (known: {", ".join(KNOWN)})')
    draws = data.get("defender_draws", True)
    if not isinstance(draws, bool):
        raise ValueError(f"variant defender_draws must be true or false, not {draws!r}"[:120])
    discard = data.get("defender_discard", DOWN_TO_ONE)
    if discard not in (DOWN_TO_ONE, ONE):
        raise ValueError(f'variant defender_discard must be "{DOWN_TO_ONE}" or "{ONE}", not {discard!r}'[:120])
    return Variant(parse_table(data.get("pat")), draws, discard)
