"""Rule versions a table may play, carried on the adjudication and shown in the verdict.

The seed FAQ (seeds/dbs-cardgame-faq.fr.txt) wins where the sources disagree; the other versions are
variants:
- `first_turn_attack`: false (default, FAQ «Phase principale» Q8: no attack on the first turn of the
  game) or true (rule manual 1.074, whose turn rules set no such limit).
- `charge_draw`: 1 (default: the rule manual 1.074 6-2-3, "The turn player draws 1 card from their deck",
  and the FAQ «Phase de Recharge» R3, « vous devez obligatoirement piocher une carte ») or 2 (the draw
  issue 15 asked for, which the documents do not say: a named variant, issue 31).
"""

from dataclasses import dataclass

from ..variants import Options, option, parse

DRAWS = (1, 2)


@dataclass(frozen=True)
class Variant(Options):
    first_turn_attack: bool = option(False)
    charge_draw: int = option(1, *DRAWS)


def parse_variant(data):
    """A Variant from JSON-like data (None or {} for the seed's rules); ValueError names a bad key or value."""
    return parse(Variant, data)
