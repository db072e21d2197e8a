"""Rule variants a table may play, carried on the adjudication and shown in the verdict.

- `first_turn_draw`: true (default, the seed: "the turn player draws 1 card" in every Draw Phase) or
  false (current rules: the player who goes first skips the draw of turn 1).
"""

from dataclasses import asdict, dataclass, fields


@dataclass(frozen=True)
class Variant:
    first_turn_draw: bool = True

    def to_dict(self):
        return asdict(self)


SWITCHES = frozenset(f.name for f in fields(Variant))  # every variant key is true or false


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the default); ValueError names a bad key or value."""
    if isinstance(data, Variant):
        return data
    data = {} if data is None else data
    if not isinstance(data, dict):
        raise ValueError("a variant must be a JSON object")
    unknown = sorted(set(data) - SWITCHES, key=str)
    if unknown:
        raise ValueError(f'unknown variant key "{unknown[0]}" (known: {", ".join(sorted(SWITCHES))})')
    for key, value in data.items():
        if not isinstance(value, bool):
            raise ValueError(f"variant {key} must be true or false, not {value!r}")
    return Variant(**data)
