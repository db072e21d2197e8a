"""Rule variants a table may play, carried on the adjudication and shown in the verdict.

- `kitty_multiplier`: "times" (default, the seed: kitty points times twice the number of cards in
  the last trick's lead) or "power" (times 2 to the number of cards).
- `follow_tractor`: false (default, the seed: "consecutive pairs are not required") or true (a player
  holding a tractor in the led suit must play one when a tractor is led).
"""

from dataclasses import dataclass

from ..variants import Options, option, parse

KITTY_MULTIPLIERS = ("times", "power")


@dataclass(frozen=True)
class Variant(Options):
    kitty_multiplier: str = option("times", *KITTY_MULTIPLIERS)
    follow_tractor: bool = option(False)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the default); ValueError names a bad key or value."""
    return parse(Variant, data)
