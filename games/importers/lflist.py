"""Read banlists: ygopro `lflist.conf` files and DBS `code,limit[,name]` CSVs. Plain Python, no Django.

lflist.conf, as ygopro and EDOPro write it: `!NAME` starts a list, `$whitelist` makes the current
list a closed pool, `PASSCODE LIMIT` lines give a card's limit (0 forbidden, 1 limited,
2 semi-limited, 3 unlimited), `#` starts a comment line, and anything after the limit (EDOPro
writes `--Card Name` and tab-separated notes) is a comment.
"""

import csv
import io
import re

from games.messages import N_, Message

from .csv_cards import decode_text
from .errors import ImportFileError
from .records import BanList, ParsedBanlists

MAX_LIMIT = 3


def is_number(text):
    """ASCII digits only: `²` and `①` are digits to str.isdigit but not to int(), and other scripts' digits
    are refused in a code (games.rules.codes)."""
    return text.isascii() and text.isdigit()


def parse_limit(code_text, limit_text, line):
    if not is_number(code_text) or int(code_text) == 0:
        raise ImportFileError(N_("{code} is not a passcode"), line=line, code=repr(code_text))
    if not is_number(limit_text) or int(limit_text) > MAX_LIMIT:
        raise ImportFileError(
            N_("limit {limit} of {code} is not 0, 1, 2 or 3"), line=line, limit=repr(limit_text), code=code_text
        )
    # Leading zeros are tolerated: a passcode is a number (docs/cards.md: no leading zeros).
    return str(int(code_text)), int(limit_text)


def comment_name(rest):
    """EDOPro's trailing `--Card Name<TAB>notes` -> "Card Name"."""
    rest = rest.strip()
    if not rest.startswith("--"):
        return ""
    return rest[2:].split("\t", 1)[0].strip()


def add_entry(banlist, code, limit, name, line, warnings):
    if code in banlist.limits:
        # Listed twice: keep the stricter limit and say so.
        warnings.append(
            Message(
                N_("line {line}: {code} is listed twice in {list}; keeping the stricter limit"),
                line=line,
                code=code,
                list=repr(banlist.name),
            )
        )
        limit = min(limit, banlist.limits[code])
    banlist.limits[code] = limit
    if name:
        banlist.names[code] = name[:255]


def read_lflist(data):
    lists, current, warnings = [], None, []
    for line, raw in enumerate(decode_text(data).splitlines(), 1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        if text.startswith("!"):
            name = text[1:].strip()
            if not name:
                raise ImportFileError(N_("a list needs a name after '!'"), line=line)
            if any(b.name == name for b in lists):
                raise ImportFileError(N_("list {name} appears twice in the file"), line=line, name=repr(name))
            current = BanList(name=name[:200], line=line)
            lists.append(current)
        elif text.startswith("$"):
            if text.split()[0].lower() != "$whitelist":
                raise ImportFileError(
                    N_("unknown directive {directive} (only $whitelist is known)"),
                    line=line,
                    directive=repr(text.split()[0]),
                )
            if current is None:
                raise ImportFileError(N_("$whitelist before any '!NAME' line"), line=line)
            current.is_whitelist = True
        else:
            parts = text.split(None, 2)
            if len(parts) < 2:
                raise ImportFileError(N_("expected 'PASSCODE LIMIT', found {text}"), line=line, text=repr(text[:60]))
            if current is None:
                raise ImportFileError(N_("a card entry before any '!NAME' line starts a list"), line=line)
            code, limit = parse_limit(parts[0], parts[1], line)
            add_entry(current, code, limit, comment_name(parts[2] if len(parts) > 2 else ""), line, warnings)
    if not lists:
        raise ImportFileError(N_("no list found: a list starts with a line '!NAME'"))
    return ParsedBanlists(lists, warnings)


def read_limit_csv(data, name):
    """A DBS banlist `code,limit[,name]` (header optional) -> one BanList called `name`."""
    banlist, warnings = BanList(name=name[:200], line=1), []
    reader = csv.reader(io.StringIO(decode_text(data), newline=""))
    try:
        for row in reader:
            line = reader.line_num
            cells = [c.strip() for c in row]
            if not any(cells) or cells[0].startswith("#"):
                continue
            if line == 1 and cells[0].lower() == "code":
                continue
            if len(cells) < 2 or len(cells) > 3:
                raise ImportFileError(
                    N_("expected code,limit[,name], found {found} fields"), line=line, found=len(cells)
                )
            code, limit_text = cells[0].upper(), cells[1]
            if not re.fullmatch(r"[A-Z0-9][A-Z0-9_\-]{0,63}", code):
                raise ImportFileError(N_("{code} is not a card number"), line=line, code=repr(cells[0]))
            if not is_number(limit_text) or int(limit_text) > MAX_LIMIT:
                raise ImportFileError(
                    N_("limit {limit} of {code} is not 0, 1, 2 or 3"), line=line, limit=repr(limit_text), code=code
                )
            add_entry(banlist, code, int(limit_text), cells[2] if len(cells) > 2 else "", line, warnings)
    except csv.Error as exc:
        raise ImportFileError(N_("not valid CSV: {error}"), line=reader.line_num, error=str(exc)) from None
    if not banlist.limits:
        raise ImportFileError(N_("the file lists no cards"))
    return ParsedBanlists([banlist], warnings)
