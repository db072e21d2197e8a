"""The Esferas card CSV (docs/csv-schemas.md): Spanish column names and types, facts checked on import."""

from ..cardrows import TEXT, CardRows, Column, RowError
from .cards import CardFactsError, stored_attrs
from .construction import type_of

SCHEMA = (
    Column("code", aliases=("codigo", "código")),
    Column("name", aliases=("nombre",)),
    Column("type", aliases=("tipo",)),
    Column("text", aliases=(*TEXT.aliases, "texto")),
    Column("sphere", "int", ("esfera",)),
    # As printed: "30/50" (defence/attack) on a combat card, "+0+30" on a modifier.
    Column("points", aliases=("puntos",)),
    Column("attack", "int", ("ataque",)),
    Column("defence", "int", ("defense", "defensa")),
    Column("modifier", aliases=("modificador",)),  # a modifier's "+D+A", the same as its points
    Column("character", aliases=("personaje",)),
)


class EsferasRows(CardRows):
    def type_of(self, value):
        return type_of(value)

    def attrs_of(self, code, kind, name, attrs):
        """What the rules read of the card (cards.stored_attrs), checked now: a row the engine could not use
        is the file's error, on its line."""
        try:
            return stored_attrs(kind, attrs, name=name, code=code), None
        except CardFactsError as exc:
            raise RowError(exc.template, exc.params) from None


ROWS = EsferasRows(SCHEMA)
