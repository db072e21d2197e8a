"""YDK files (ygopro, EDOPro, Dueling Nexus): `#main`, `#extra`, `!side`, one passcode per line per copy.

Read leniently: CRLF, blank lines, leading zeros, `#` comments, text before the first section and
a comment after a passcode are all accepted; any other line is reported with its number.
"""

from .codes import normal_code
from .model import MAX_LINE_CHARS, ParsedDecklist

HEADERS = {"#main": "main", "#extra": "extra", "!side": "side"}


def is_ydk(lines, game):
    if any(line.strip().lower() in HEADERS for line in lines):
        return True
    content = [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]
    return game == "yugioh" and bool(content) and all(_bare_passcode(line) for line in content)


def _bare_passcode(line):
    """`89631139` or `89631139 # Blue-Eyes`: a passcode alone on its line (so `3 Pot of Greed` is not)."""
    tokens = line.split()
    return tokens[0].isdigit() and len(tokens[0]) >= 4 and (len(tokens) == 1 or tokens[1].startswith(("#", "--", "//")))


def parse_ydk(lines, game="yugioh"):
    deck = ParsedDecklist("ydk")
    section, started = "main", False
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        header = HEADERS.get(line.lower())
        if header:
            section, started = header, True
            continue
        if line.startswith("#") or line.startswith("--"):
            continue
        token = line.split()[0]
        if token.isdigit() and len(token) <= 12:
            deck.add(section, normal_code("yugioh", token), number)
        elif started:
            shown = line if len(line) <= 60 else line[:60] + "..."
            deck.unreadable(number, f"'{shown}' is not a passcode", section)
        elif len(line) > MAX_LINE_CHARS:
            deck.unreadable(number, "line too long before the first section")
    return deck
