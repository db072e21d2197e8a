"""Rule variants a table may play, carried on the adjudication and shown in the verdict.

- `kitty_multiplier`: "times" (default, the seed: kitty points times twice the number of cards in
  the last trick's lead) or "power" (times 2 to the number of cards).
- `follow_tractor`: false (default, the seed: "consecutive pairs are not required") or true (a player
  holding a tractor in the led suit must play one when a tractor is led).
"""

from dataclasses import asdict, dataclass, fields

KITTY_MULTIPLIERS = ("times", "power")


@dataclass(frozen=True)
class Variant:
    kitty_multiplier: str = "times"
    follow_tractor: bool = False

    def to_dict(self):
        return asdict(self)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the default); ValueError names a bad key or value."""
    if data is None:
        return Variant()
    if isinstance(data, Variant):
        return data
    if not isinstance(data, dict):
        raise ValueError("a variant must be a JSON object")
    known = {f.name for f in fields(Variant)}
    for key in data:
        if key not in known:
            raise ValueError(f'unknown variant key "{key}" (known: {", ".join(sorted(known))})')
    multiplier = data.get("kitty_multiplier", "times")
    if multiplier not in KITTY_MULTIPLIERS:
        raise ValueError(f'variant kitty_multiplier must be "times" or "power", not {multiplier!r}')
    follow_tractor = data.get("follow_tractor", False)
    if not isinstance(follow_tractor, bool):
        raise ValueError(f"variant follow_tractor must be true or false, not {follow_tractor!r}")
    return Variant(kitty_multiplier=multiplier, follow_tractor=follow_tractor)
