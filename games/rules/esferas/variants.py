"""Table options for what the Esferas seed leaves open, carried on the adjudication and shown in the verdict.

The starting energy (300, 500 or 1000) is not here: the issue puts it in the record, the same for both.

- `instant_sphere`: false (default: the seed's "Instantáneas" section asks no sphere for an instant; a
  record may still pay one, as a card's text may ask) or true (an instant needs the sphere it shows,
  like an attack).
- `extra_discards`: false (default: at the end of a turn a player discards what the rules ask, two cards
  when no card was played and down to seven) or true (a player may also discard more from hand).
"""

from dataclasses import dataclass

from ..variants import Options, option, parse


@dataclass(frozen=True)
class Variant(Options):
    instant_sphere: bool = option(False)
    extra_discards: bool = option(False)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the seed's rules); ValueError names a bad key or value."""
    return parse(Variant, data)
