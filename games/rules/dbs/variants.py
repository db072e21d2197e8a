"""Rule versions a table may play, carried on the adjudication and shown in the verdict.

The seed FAQ (seeds/dbs-cardgame-faq.fr.txt) wins where the sources disagree; the other versions are
variants:
- `first_turn_attack`: false (default, FAQ «Phase principale» Q8: no attack on the first turn of the
  game) or true (rule manual 1.074, whose turn rules set no such limit).
- `charge_draw`: 2 (default, issue 15: the turn player draws 2 in the Charge Phase; the FAQ «Phase de
  Recharge» R3 makes the draw compulsory) or 1 (rule manual 1.074 6-2-3 as printed: "draws 1 card").
"""

from dataclasses import asdict, dataclass, fields

from .record import show

DRAWS = (1, 2)


@dataclass(frozen=True)
class Variant:
    first_turn_attack: bool = False
    charge_draw: int = 2

    def to_dict(self):
        return asdict(self)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the seed's rules); ValueError names a bad key or value."""
    if data is None:
        return Variant()
    if isinstance(data, Variant):
        return data
    if not isinstance(data, dict):
        raise ValueError("a variant must be a JSON object")
    known = [f.name for f in fields(Variant)]
    for key in data:
        if key not in known:
            raise ValueError(f"unknown variant key {show(key)} (known: {', '.join(known)})")
    if "first_turn_attack" in data and not isinstance(data["first_turn_attack"], bool):
        raise ValueError(f"variant first_turn_attack must be true or false, not {show(data['first_turn_attack'])}")
    draw = data.get("charge_draw", 2)
    if isinstance(draw, bool) or draw not in DRAWS:
        raise ValueError(f"variant charge_draw must be 1 or 2, not {show(draw)}")
    return Variant(**data)
