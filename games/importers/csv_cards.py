"""Read a card CSV of one game (schema in csv_schemas.py) into CardRecords. Plain Python, no Django."""

import csv
import io
import re

from games.messages import N_, Message
from games.rules.cardrows import NUMBER_WORDS, RowError

from .csv_schemas import TYPE_SPELLINGS, card_rows
from .errors import ImportFileError
from .records import CardRecord, ParsedCards

TRUE, FALSE = {"1", "true", "yes", "y", "x"}, {"0", "false", "no", "n", ""}
LIST_SEPARATORS = re.compile(r"[,;|]")
CORE = ("code", "name", "type", "text")


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


def _header_map(rows, header):
    """{column index: Column}, and the header cells that no column claims."""
    by_name = {name: col for col in rows.schema for name in col.names()}
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
    code_written = rows.code_from and set(rows.code_from) <= keys  # the code is made of other columns
    needed = ["name", "type"] + ([] if code_written else ["code"])
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


def normal_type(rows, value):
    """The type of docs/cards.md for a type cell: the game's own spellings, known ones, and upper case."""
    value = rows.type_of(value) or value
    value = TYPE_SPELLINGS.get(value.lower(), value)
    return value.title() if value.isupper() else value


def text_limit(rows, text):
    """The copy count a card's text sets for itself, or None: "Limit 2 per deck", "up to 8 copies of this card"."""
    match = rows.text_limit.search(text) if rows.text_limit and text else None
    if match is None:
        return None
    word = match[1].lower()
    return NUMBER_WORDS.get(word) or int(word)


def add_text_limit(rows, attrs, text):
    if rows.any_number and rows.any_number.search(text):
        attrs["any_number_of_copies"] = True
        return
    limit = text_limit(rows, text)
    if limit is not None:
        attrs["deck_limit"] = limit


def build_record(rows, values, line):
    """A row's typed values -> CardRecord; None for a row without a code (a token), reported by the caller."""
    attrs = {k: v for k, v in values.items() if k not in CORE}
    code = values.get("code") or rows.code_of(values)
    if not code:
        return None
    name, kind = values.get("name"), values.get("type")
    if not name:
        raise ImportFileError(N_("card {code} has no name"), line=line, code=code)
    if not kind:
        raise ImportFileError(N_("card {code} has no type"), line=line, code=code)
    text = values.get("text") or ""
    add_text_limit(rows, attrs, text)
    kind = normal_type(rows, kind)
    try:
        attrs, alternate_of = rows.attrs_of(code, kind, name, attrs)
    except RowError as exc:
        raise ImportFileError(exc.template, line=line, **exc.params) from None
    return CardRecord(code, name, kind, text, attrs, alternate_of, line)


def read_csv(game, data, progress=None):
    """Card CSV bytes of `game` -> ParsedCards; rows without a code are skipped and reported."""
    rows = card_rows(game)
    if rows is None:
        raise ImportFileError(N_("there is no CSV card schema for {game}"), game=repr(game))
    text = decode_text(data)
    total_lines = text.count("\n") + 1
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
        if not header:
            raise ImportFileError(N_("the file is empty"), line=1)
        mapping, unknown = _header_map(rows, header)
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
            record = _row_record(rows, mapping, row, line)
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


def _row_record(rows, mapping, row, line):
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
    return build_record(rows, values, line)
