"""The CSV schema of each game with a CSV card import: its descriptor's `card_rows` (games.rules.cardrows).

Documented for users in docs/csv-schemas.md; the attribute keys are the contract of docs/cards.md. Header
names match case-insensitively, through the aliases listed.
"""

from games.rules import registry
from games.rules.cardrows import TEXT, Column

__all__ = ["TEXT", "TYPE_SPELLINGS", "Column", "card_rows"]

# Spellings of a type seen in real files, mapped to the type of docs/cards.md.
TYPE_SPELLINGS = {"dragonball": "Dragon Ball", "dragon ball": "Dragon Ball", "non-combat": "Non-Combat"}


def card_rows(game):
    """The CardRows of game slug `game`, or None when it has no CSV card schema (or no such game)."""
    descriptor = registry.find(game)
    return descriptor.card_rows if descriptor else None
