"""Read a card CSV of one game (schema in csv_schemas.py) into CardRecords. Plain Python, no Django."""

import csv
import io
import re

from games.messages import N_, Message
from games.rules.esferas.cards import CardFactsError, stored_attrs
from games.rules.esferas.construction import type_of as esferas_type

from .csv_schemas import SCHEMAS, TYPE_SPELLINGS
from .errors import ImportFileError
from .records import CardRecord, ParsedCards

TRUE, FALSE = {"1", "true", "yes", "y", "x"}, {"0", "false", "no", "n", ""}
LIST_SEPARATORS = re.compile(r"[,;|]")
CORE = ("code", "name", "type", "text")

# Card text that sets the card's own copy count (docs/cards.md `deck_limit`): the card wins over the rules.
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
COUNT = rf"(\d+|{'|'.join(NUMBER_WORDS)})"
# DBZ: "Limit 1 per deck."
DBZ_LIMIT = re.compile(rf"\blimit\s+{COUNT}\s+per\s+(?:life\s+)?deck\b", re.IGNORECASE)
# DBS rule manual 5-1-3-2-1: "You can include (X) copies" / "You can only include (X) copies" of this card.
DBS_LIMIT = re.compile(
    rf"\byou\s+can\s+(?:only\s+)?include\s+(?:up\s+to\s+)?{COUNT}\s+cop(?:y|ies)\s+of\s+this\s+card\b",
    re.IGNORECASE,
)
DBS_ANY_NUMBER = re.compile(
    r"\b(?:any\s+number\s+of\s+copies\s+of\s+this\s+card|as\s+many\s+copies\s+of\s+this\s+card\s+as\s+you)\b",
    re.IGNORECASE,
)
TEXT_LIMITS = {"dbz": DBZ_LIMIT, "dbs": DBS_LIMIT}


def decode_text(data):
    """Bytes -> str, refusing binary files with the line of the first bad byte."""
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise ImportFileError(N_("the file holds binary data (a NUL byte), not CSV text"), line=line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ImportFileError(N_("the file is not UTF-8 text (byte {byte})"), line=line, byte=exc.start) from None


def _header_map(game, header):
    """{column index: Column}, and the header cells that no column claims."""
    by_name = {name: col for col in SCHEMAS[game] for name in col.names()}
    mapping, unknown = {}, []
    for index, cell in enumerate(header):
        col = by_name.get(cell.strip().lower())
        if col is None:
            unknown.append(cell)
        elif col in mapping.values():
            raise ImportFileError(
                N_("column {cell} repeats column {column}"), line=1, cell=repr(cell), column=repr(col.key)
            )
        else:
            mapping[index] = col
    keys = {col.key for col in mapping.values()}
    needed = ["name", "type"] + (["code"] if game != "dbz" or not {"set", "number"} <= keys else [])
    missing = [k for k in needed if k not in keys]
    if missing:
        found = ", ".join(header)
        if found:
            raise ImportFileError(
                N_("missing column {column} (the header has: {found})"), line=1, column=repr(missing[0]), found=found
            )
        raise ImportFileError(N_("missing column {column} (the header has: nothing)"), line=1, column=repr(missing[0]))
    return mapping, unknown


def convert(col, raw):
    """One cell -> its typed value; ValueError names what was expected."""
    value = raw.strip()
    if col.kind == "str":
        return value or None
    if col.kind == "int":
        if not value:
            return None
        if not re.fullmatch(r"[+-]?\d+", value):
            raise ValueError(N_("is not a whole number"))
        return int(value)
    if col.kind == "bool":
        if value.lower() in TRUE:
            return True
        if value.lower() in FALSE:
            return False
        raise ValueError(N_("is not 1/0, true/false or yes/no"))
    parts = [p.strip() for p in LIST_SEPARATORS.split(value) if p.strip()]
    if col.kind == "ints":
        if not all(re.fullmatch(r"[+-]?\d+", p) for p in parts):
            raise ValueError(N_("is not a list of whole numbers"))
        return [int(p) for p in parts]
    return parts


def normal_type(game, value):
    """The type of docs/cards.md for a type cell: known spellings (Spanish ones for esferas) and upper case."""
    if game == "esferas":
        value = esferas_type(value) or value
    value = TYPE_SPELLINGS.get(value.lower(), value)
    return value.title() if value.isupper() else value


def text_limit(game, text):
    """The copy count a card's text sets for itself, or None: "Limit 2 per deck", "up to 8 copies of this card"."""
    pattern = TEXT_LIMITS.get(game)
    match = pattern.search(text) if pattern and text else None
    if match is None:
        return None
    word = match[1].lower()
    return NUMBER_WORDS.get(word) or int(word)


def add_text_limit(game, attrs, text):
    if game == "dbs" and DBS_ANY_NUMBER.search(text):
        attrs["any_number_of_copies"] = True
        return
    limit = text_limit(game, text)
    if limit is not None:
        attrs["deck_limit"] = limit


def set_prefix(code):
    """The set of a card number: "BT1-057_SPR" -> "BT1", "P-001" -> "P"."""
    return code.split("-", 1)[0] if "-" in code else ""


def build_record(game, values, line):
    """A row's typed values -> CardRecord; None for a row without a code (a token), reported by the caller."""
    attrs = {k: v for k, v in values.items() if k not in CORE}
    code = values.get("code")
    if game == "dbz":
        if not code and values.get("set") and values.get("number"):
            code = f"{values['set'].upper()}-{values['number']}"
        if attrs.get("alignment") and attrs["alignment"] not in ("Hero", "Villain", "Rogue"):
            raise ImportFileError(
                N_("alignment {alignment} is not Hero, Villain or Rogue"), line=line, alignment=repr(attrs["alignment"])
            )
    if not code:
        return None
    name, kind = values.get("name"), values.get("type")
    if not name:
        raise ImportFileError(N_("card {code} has no name"), line=line, code=code)
    if not kind:
        raise ImportFileError(N_("card {code} has no type"), line=line, code=code)
    alternate_of = None
    if game == "dbs":
        attrs["set"] = set_prefix(code)
        attrs["keywords"] = attrs.get("keywords") or []
        attrs["any_number_of_copies"] = bool(attrs.get("any_number_of_copies"))
        base = attrs.get("base_code") or code
        attrs["base_code"] = base
        alternate_of = base if base != code else None
    text = values.get("text") or ""
    add_text_limit(game, attrs, text)
    kind = normal_type(game, kind)
    if game == "esferas":
        attrs = _esferas_attrs(kind, attrs, name, code, line)
    return CardRecord(code, name, kind, text, attrs, alternate_of, line)


def _esferas_attrs(kind, attrs, name, code, line):
    """What the rules read of the card (games.rules.esferas.cards), checked now: a row the engine could not
    use is the file's error, on its line."""
    try:
        return stored_attrs(kind, attrs, name=name, code=code)
    except CardFactsError as exc:
        raise ImportFileError(exc.template, line=line, **exc.params) from None


def read_csv(game, data, progress=None):
    """Card CSV bytes of `game` -> ParsedCards; rows without a code are skipped and reported."""
    if game not in SCHEMAS:
        raise ImportFileError(N_("there is no CSV card schema for {game}"), game=repr(game))
    text = decode_text(data)
    total_lines = text.count("\n") + 1
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
        if not header:
            raise ImportFileError(N_("the file is empty"), line=1)
        mapping, unknown = _header_map(game, header)
        warnings = [
            Message(N_("line 1: column {column} is not in the {game} schema; ignored"), column=repr(name), game=game)
            for name in unknown
        ]
        name_index = next(i for i, col in mapping.items() if col.key == "name")
        records, seen = [], {}
        for row in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(header):
                raise ImportFileError(
                    N_("expected {expected} fields, found {found}"), line=line, expected=len(header), found=len(row)
                )
            record = _row_record(game, mapping, row, line)
            if record is None:
                warnings.append(
                    Message(
                        N_("line {line}: {name} has no card code; row skipped"),
                        line=line,
                        name=repr(row[name_index].strip()),
                    )
                )
            elif record.code in seen:
                first = seen[record.code]
                warnings.append(
                    Message(
                        N_("line {line}: code {code} already given on line {first} ({name}); row skipped"),
                        line=line,
                        code=record.code,
                        first=first.line,
                        name=first.name,
                    )
                )
            else:
                seen[record.code] = record
                records.append(record)
            if progress and line % 1000 == 0:
                progress(line, total_lines)
    except csv.Error as exc:
        raise ImportFileError(N_("not valid CSV: {error}"), line=reader.line_num, error=str(exc)) from None
    if not records:
        raise ImportFileError(N_("the file holds no cards"))
    return ParsedCards(records, warnings)


def _row_record(game, mapping, row, line):
    values = {}
    for index, col in mapping.items():
        try:
            values[col.key] = convert(col, row[index])
        except ValueError as exc:
            raise ImportFileError(
                N_("column {column}: {value} {problem}"),
                line=line,
                column=repr(col.key),
                value=repr(row[index].strip()),
                problem=Message(exc.args[0]),
            ) from None
    return build_record(game, values, line)
