"""Rule variants a table may play, carried on the adjudication and shown in the verdict.

- `first_turn_draw`: true (default, the seed: "the turn player draws 1 card" in every Draw Phase) or
  false (current rules: the player who goes first skips the draw of turn 1).
"""

from dataclasses import dataclass

from ..variants import Options, option, parse


@dataclass(frozen=True)
class Variant(Options):
    first_turn_draw: bool = option(True)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the default); ValueError names a bad key or value."""
    return parse(Variant, data)
