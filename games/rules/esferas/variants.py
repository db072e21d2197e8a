"""Table options for what the Esferas seed leaves open, carried on the adjudication and shown in the verdict.

The starting energy (300, 500 or 1000) is not here: the issue puts it in the record, the same for both.

- `instant_sphere`: false (default: the seed's "Instantáneas" section asks no sphere for an instant; a
  record may still pay one, as a card's text may ask) or true (an instant needs the sphere it shows,
  like an attack).
- `extra_discards`: false (default: at the end of a turn a player discards what the rules ask, two cards
  when no card was played and down to seven) or true (a player may also discard more from hand).
"""

from dataclasses import asdict, dataclass, fields

from .record import show


@dataclass(frozen=True)
class Variant:
    instant_sphere: bool = False
    extra_discards: bool = False

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
    for key, value in data.items():
        if not isinstance(value, bool):
            raise ValueError(f"variant {key} must be true or false, not {show(value)}")
    return Variant(**data)
