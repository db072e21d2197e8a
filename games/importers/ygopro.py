"""Read a ygopro/EDOPro card database (`.cdb`, SQLite: tables `datas` and `texts`) into CardRecords.

Plain Python, no Django. The bit values are ygopro's `constant.lua` (TYPE_*, RACE_*, ATTRIBUTE_*);
the record keys are the contract of docs/cards.md.
"""

import sqlite3
from pathlib import Path

from games.messages import N_

from .errors import ImportFileError
from .records import CardRecord, ParsedCards

SQLITE_MAGIC = b"SQLite format 3\x00"
REQUIRED = {
    "datas": {"id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute"},
    "texts": {"id", "name", "desc"},
}

MONSTER, SPELL, TRAP = 0x1, 0x2, 0x4
# Type bits in the order a card's type line names them.
TYPE_WORDS = [
    (0x1, "monster"), (0x2, "spell"), (0x4, "trap"), (0x10, "normal"), (0x20, "effect"), (0x40, "fusion"),
    (0x80, "ritual"), (0x200, "spirit"), (0x400, "union"), (0x800, "gemini"), (0x1000, "tuner"),
    (0x2000, "synchro"), (0x4000, "token"), (0x10000, "quick-play"), (0x20000, "continuous"),
    (0x40000, "equip"), (0x80000, "field"), (0x100000, "counter"), (0x200000, "flip"), (0x400000, "toon"),
    (0x800000, "xyz"), (0x1000000, "pendulum"), (0x4000000, "link"),
]  # fmt: skip
ATTRIBUTES = {0x1: "EARTH", 0x2: "WATER", 0x4: "FIRE", 0x8: "WIND", 0x10: "LIGHT", 0x20: "DARK", 0x40: "DIVINE"}
RACES = {
    0x1: "Warrior", 0x2: "Spellcaster", 0x4: "Fairy", 0x8: "Fiend", 0x10: "Zombie", 0x20: "Machine",
    0x40: "Aqua", 0x80: "Pyro", 0x100: "Rock", 0x200: "Winged Beast", 0x400: "Plant", 0x800: "Insect",
    0x1000: "Thunder", 0x2000: "Dragon", 0x4000: "Beast", 0x8000: "Beast-Warrior", 0x10000: "Dinosaur",
    0x20000: "Fish", 0x40000: "Sea Serpent", 0x80000: "Reptile", 0x100000: "Psychic",
    0x200000: "Divine-Beast", 0x400000: "Creator God", 0x800000: "Wyrm", 0x1000000: "Cyberse",
    0x2000000: "Illusion",
}  # fmt: skip
# A monster's card frame, most specific first: a Fusion Pendulum monster is a "Fusion Monster".
MONSTER_FRAMES = ["link", "xyz", "synchro", "fusion", "ritual", "pendulum", "effect"]
SPELL_KINDS = ["quick-play", "continuous", "equip", "field", "ritual"]
TRAP_KINDS = ["continuous", "counter"]
UNKNOWN_STAT = -2  # ygopro stores "?" ATK/DEF as -2


def type_words(bits):
    return [word for bit, word in TYPE_WORDS if bits & bit]


def human_type(words):
    """The type line a player reads: "Effect Monster", "Quick-Play Spell", "Counter Trap", "Token"."""
    if "monster" in words:
        if "token" in words:
            return "Token"
        frame = next((w for w in MONSTER_FRAMES if w in words), "normal")
        return f"{frame.capitalize()} Monster" if frame != "xyz" else "Xyz Monster"
    kinds, label = (SPELL_KINDS, "Spell") if "spell" in words else (TRAP_KINDS, "Trap")
    kind = next((w for w in kinds if w in words), "normal")
    return f"{'Quick-Play' if kind == 'quick-play' else kind.capitalize()} {label}"


def stat(value):
    return None if value == UNKNOWN_STAT else value


def decode(row):
    """One joined datas+texts row -> CardRecord. Raises ImportFileError naming the card id."""
    cid, ot, alias, setcode, bits, atk, defence, level, race, attribute, name, desc = row
    if not isinstance(cid, int) or cid <= 0:
        raise ImportFileError(N_("card id {id} is not a positive passcode"), id=repr(cid))
    if not (name or "").strip():
        raise ImportFileError(N_("card id {id} has no name in table texts"), id=cid)
    for field, value in (("name", name), ("desc", desc)):
        if isinstance(value, str) and "\x00" in value:  # PostgreSQL cannot store it; no card text has one
            raise ImportFileError(N_("card id {id}: its {field} holds a NUL byte"), id=cid, field=field)
    words = type_words(bits or 0)
    kind = next((k for k in ("monster", "spell", "trap") if k in words), None)
    if kind is None:
        raise ImportFileError(
            N_("card id {id} ({name}): type {type} is neither monster, spell nor trap"),
            id=cid,
            name=name,
            type=f"{bits:#x}",
        )
    attrs = {"kind": kind, "types": words, "ot": ot, "setcode": setcode}
    if kind == "monster":
        attrs.update(
            attribute=ATTRIBUTES.get(attribute, ""),
            race=RACES.get(race, ""),
            level=level & 0xFF,
            atk=stat(atk),
        )
        if "link" not in words:  # a Link monster's DEF column holds its arrows, not a DEF
            attrs["def"] = stat(defence)
        if "pendulum" in words:
            attrs["scale"] = (level >> 24) & 0xFF
    if alias:
        attrs["alias"] = str(alias)
    return CardRecord(
        code=str(cid),
        name=name.strip(),
        type=human_type(words),
        text=desc or "",
        attrs=attrs,
        alternate_of=str(alias) if alias else None,
    )


def _check_schema(db):
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    for table, columns in REQUIRED.items():
        if table not in tables:
            raise ImportFileError(N_("not a ygopro card database: no table {table}"), table=repr(table))
        found = {r[1] for r in db.execute(f"PRAGMA table_info({table})")}
        missing = sorted(columns - found)
        if missing:
            raise ImportFileError(
                N_("not a ygopro card database: table {table} lacks {columns}"), table=repr(table), columns=missing
            )


QUERY = """
SELECT d.id, d.ot, d.alias, d.setcode, d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, t."desc"
FROM datas d LEFT JOIN texts t ON t.id = d.id ORDER BY d.id
"""


def read_cdb(path, progress=None):
    """Every card of the database as CardRecords (`line` is the row number in `datas`, by id)."""
    path = Path(path)
    with path.open("rb") as fh:
        if fh.read(16) != SQLITE_MAGIC:
            raise ImportFileError(N_("not a ygopro card database: the file is not an SQLite database"))
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)  # as_uri escapes ? and #
    except sqlite3.Error as exc:
        raise ImportFileError(N_("cannot open the card database: {error}"), error=str(exc)) from None
    try:
        _check_schema(db)
        rows = db.execute(QUERY).fetchall()
    except sqlite3.Error as exc:
        raise ImportFileError(N_("cannot read the card database: {error}"), error=str(exc)) from None
    finally:
        db.close()
    records = []
    for number, row in enumerate(rows, 1):
        try:
            record = decode(row)
        except ImportFileError as exc:
            raise ImportFileError(
                N_("row {number} of table datas: {message}"), number=number, message=exc.message
            ) from None
        except (TypeError, ValueError) as exc:
            raise ImportFileError(
                N_("row {number} of table datas (card id {id}): bad value ({error})"),
                number=number,
                id=row[0],
                error=str(exc),
            ) from None
        record.line = number
        records.append(record)
        if progress and number % 1000 == 0:
            progress(number, len(rows))
    if not records:
        raise ImportFileError(N_("the card database holds no cards"))
    return ParsedCards(records)
