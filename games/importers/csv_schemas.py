"""The CSV schema of each game: which columns a card file may have and what they become.

Plain Python, no Django. Documented for users in docs/csv-schemas.md; the attribute keys are the
contract of docs/cards.md. Header names match case-insensitively, through the aliases listed.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Column:
    key: str  # "code", "name", "type", "text" or an attrs key of docs/cards.md
    kind: str = "str"  # str, int, bool, list (of str), ints (list of int)
    aliases: tuple = ()

    def names(self):
        return {self.key, *self.aliases}


TEXT = Column("text", aliases=("description", "effect", "rules_text", "card_text"))

SCHEMAS = {
    "dbs": [
        Column("code", aliases=("number", "card_number")),
        Column("name"),
        Column("type"),
        TEXT,
        Column("base_code"),
        Column("color", aliases=("colour",)),
        Column("cost", "int", ("energy_cost", "energy")),
        Column("power", "int"),
        Column("combo", "int", ("combo_power",)),
        Column("combo_cost", "int", ("combo_energy",)),
        Column("specified_cost", aliases=("color_cost", "colour_cost")),
        Column("back_power", "int", ("leader_back_power",)),
        Column("character"),
        Column("trait", aliases=("special_trait",)),
        Column("era"),
        Column("keywords", "list"),
        Column("any_number_of_copies", "bool"),
        Column("leader_back_name"),
    ],
    "dbz": [
        Column("code"),
        Column("set"),
        Column("number"),
        Column("name"),
        Column("type"),
        TEXT,
        Column("style"),
        Column("personality"),
        Column("level", "int"),
        Column("pur", "int"),
        Column("alignment"),
        Column("power_stages", "ints", ("powerstages", "power stages")),
        Column("rarity"),
    ],
    "esferas": [
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
    ],
}

# Spellings of a type seen in real files, mapped to the type of docs/cards.md.
TYPE_SPELLINGS = {"dragonball": "Dragon Ball", "dragon ball": "Dragon Ball", "non-combat": "Non-Combat"}
