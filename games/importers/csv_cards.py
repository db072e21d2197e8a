"""Read a card CSV of one game (schema in csv_schemas.py) into CardRecords. Plain Python, no Django."""

import csv
import io
import re

from .csv_schemas import SCHEMAS, TYPE_SPELLINGS
from .errors import ImportFileError
from .records import CardRecord, ParsedCards

TRUE, FALSE = {"1", "true", "yes", "y", "x"}, {"0", "false", "no", "n", ""}
LIST_SEPARATORS = re.compile(r"[,;|]")
CORE = ("code", "name", "type", "text")


def decode_text(data):
    """Bytes -> str, refusing binary files with the line of the first bad byte."""
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise ImportFileError("the file holds binary data (a NUL byte), not CSV text", line=line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ImportFileError(f"the file is not UTF-8 text (byte {exc.start})", line=line) from None


def _header_map(game, header):
    """{column index: Column}, and the header cells that no column claims."""
    by_name = {name: col for col in SCHEMAS[game] for name in col.names()}
    mapping, unknown = {}, []
    for index, cell in enumerate(header):
        col = by_name.get(cell.strip().lower())
        if col is None:
            unknown.append(cell)
        elif col in mapping.values():
            raise ImportFileError(f"column {cell!r} repeats column {col.key!r}", line=1)
        else:
            mapping[index] = col
    keys = {col.key for col in mapping.values()}
    needed = ["name", "type"] + (["code"] if game != "dbz" or not {"set", "number"} <= keys else [])
    missing = [k for k in needed if k not in keys]
    if missing:
        found = ", ".join(header) or "nothing"
        raise ImportFileError(f"missing column {missing[0]!r} (the header has: {found})", line=1)
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
            raise ValueError("is not a whole number")
        return int(value)
    if col.kind == "bool":
        if value.lower() in TRUE:
            return True
        if value.lower() in FALSE:
            return False
        raise ValueError("is not 1/0, true/false or yes/no")
    parts = [p.strip() for p in LIST_SEPARATORS.split(value) if p.strip()]
    if col.kind == "ints":
        if not all(re.fullmatch(r"[+-]?\d+", p) for p in parts):
            raise ValueError("is not a list of whole numbers")
        return [int(p) for p in parts]
    return parts


def normal_type(value):
    value = TYPE_SPELLINGS.get(value.lower(), value)
    return value.title() if value.isupper() else value


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
            raise ImportFileError(f"alignment {attrs['alignment']!r} is not Hero, Villain or Rogue", line=line)
    if not code:
        return None
    name, kind = values.get("name"), values.get("type")
    if not name:
        raise ImportFileError(f"card {code} has no name", line=line)
    if not kind:
        raise ImportFileError(f"card {code} has no type", line=line)
    alternate_of = None
    if game == "dbs":
        attrs["set"] = set_prefix(code)
        attrs["keywords"] = attrs.get("keywords") or []
        attrs["any_number_of_copies"] = bool(attrs.get("any_number_of_copies"))
        base = attrs.get("base_code") or code
        attrs["base_code"] = base
        alternate_of = base if base != code else None
    return CardRecord(code, name, normal_type(kind), values.get("text") or "", attrs, alternate_of, line)


def read_csv(game, data, progress=None):
    """Card CSV bytes of `game` -> ParsedCards; rows without a code are skipped and reported."""
    if game not in SCHEMAS:
        raise ImportFileError(f"there is no CSV card schema for {game!r}")
    text = decode_text(data)
    total_lines = text.count("\n") + 1
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
        if not header:
            raise ImportFileError("the file is empty", line=1)
        mapping, unknown = _header_map(game, header)
        warnings = [f"line 1: column {name!r} is not in the {game} schema; ignored" for name in unknown]
        name_index = next(i for i, col in mapping.items() if col.key == "name")
        records, seen = [], {}
        for row in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(header):
                raise ImportFileError(f"expected {len(header)} fields, found {len(row)}", line=line)
            record = _row_record(game, mapping, row, line)
            if record is None:
                warnings.append(f"line {line}: {row[name_index].strip()!r} has no card code; row skipped")
            elif record.code in seen:
                first = seen[record.code]
                warnings.append(
                    f"line {line}: code {record.code} already given on line {first.line} ({first.name}); row skipped"
                )
            else:
                seen[record.code] = record
                records.append(record)
            if progress and line % 1000 == 0:
                progress(line, total_lines)
    except csv.Error as exc:
        raise ImportFileError(f"not valid CSV: {exc}", line=reader.line_num) from None
    if not records:
        raise ImportFileError("the file holds no cards")
    return ParsedCards(records, warnings)


def _row_record(game, mapping, row, line):
    values = {}
    for index, col in mapping.items():
        try:
            values[col.key] = convert(col, row[index])
        except ValueError as exc:
            raise ImportFileError(f"column {col.key!r}: {row[index].strip()!r} {exc}", line=line) from None
    return build_record(game, values, line)
