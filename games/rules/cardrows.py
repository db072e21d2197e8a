"""How a game's card CSV reads (games.importers.csv_cards does the reading): its columns, and what a row
needs besides them. A game with a CSV import has a CardRows (its descriptor's `card_rows`); the schema is
documented for users in docs/csv-schemas.md and the attrs keys are the contract of docs/cards.md.
"""

import re
from dataclasses import dataclass

from .messages import MessageError

# Card text that sets the card's own copy count (docs/cards.md `deck_limit`): the card wins over the rules.
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
COUNT = rf"(\d+|{'|'.join(NUMBER_WORDS)})"


@dataclass(frozen=True)
class Column:
    key: str  # "code", "name", "type", "text" or an attrs key of docs/cards.md
    kind: str = "str"  # str, int, bool, list (of str), ints (list of int)
    aliases: tuple = ()

    def names(self):
        return {self.key, *self.aliases}


TEXT = Column("text", aliases=("description", "effect", "rules_text", "card_text"))


class RowError(MessageError):
    """A row the game cannot take; the importer reports it on the row's line."""


@dataclass(frozen=True)
class CardRows:
    """A game's card CSV. Subclasses override the hooks where the game's rows need more than the columns."""

    schema: tuple
    text_limit: re.Pattern | None = None  # text setting the card's own copy count: "Limit 1 per deck"
    any_number: re.Pattern | None = None  # text letting the deck hold any number of copies
    code_from: tuple = ()  # columns that stand in for a missing code column, all together

    def code_of(self, values):
        """The code of a row that has none written (from the `code_from` columns), or None."""
        return None

    def type_of(self, value):
        """The type of docs/cards.md for a type cell the game spells its own way, or None."""
        return None

    def attrs_of(self, code, kind, name, attrs):
        """(attrs to store, code of the card this printing reprints or None); RowError when unusable."""
        return attrs, None
