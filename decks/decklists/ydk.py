"""YDK files (ygopro, EDOPro, Dueling Nexus): `#main`, `#extra`, `!side`, one passcode per line per copy.

Read leniently: CRLF, blank lines, leading zeros, `#` comments, text before the first section, a
comment after a passcode and a count after it (`55144522 x3`, three copies) are all accepted; any
other line is reported with its number.
"""

import re

from games.rules.messages import N_

from .codes import code_on_line, game_words
from .model import MAX_COUNT, MAX_LINE_CHARS, ParsedDecklist

HEADERS = {"#main": "main", "#extra": "extra", "!side": "side"}
COUNT_AFTER = re.compile(r"^\(?[xX×*]\s*(\d+)\)?(?:\s|$)")


def is_ydk(lines, game):
    if any(line.strip().lower() in HEADERS for line in lines):
        return True
    content = [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]
    return game_words(game).ydk and bool(content) and all(_bare_passcode(line) for line in content)


def _bare_passcode(line):
    """`89631139` or `89631139 # Blue-Eyes`: a passcode alone on its line (so `3 Pot of Greed` is not)."""
    tokens = line.split()
    return tokens[0].isdigit() and len(tokens[0]) >= 4 and (len(tokens) == 1 or tokens[1].startswith(("#", "--", "//")))


def parse_ydk(lines, game):
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
        parts = line.split(maxsplit=1)
        token = parts[0]
        if token.isdigit() and len(token) <= 12:
            if not started:  # bare passcodes before any `#main`: placed by their type (ParsedDecklist.place)
                deck.unplaced_lines.add(number)
            if len(parts) == 1:
                deck.add(section, code_on_line(game, token, number), number)
            else:
                _passcode_line(deck, section, number, code_on_line(game, token, number), parts[1])
        elif started:
            shown = line if len(line) <= 60 else line[:60] + "..."
            deck.unreadable(number, (N_("Line {line}: '{text}' is not a passcode"), {"text": shown}), section)
        elif len(line) > MAX_LINE_CHARS:
            deck.unreadable(number, (N_("Line {line}: line too long before the first section"), {}))
    return deck


def _passcode_line(deck, section, number, code, after):
    count = COUNT_AFTER.match(after)
    written = count.group(1) if count else "1"
    if len(written) <= 3 and 1 <= int(written) <= MAX_COUNT:
        deck.add(section, code, number, int(written))
    else:
        shown = written if len(written) <= 20 else written[:20] + "..."
        template = N_("Line {line}: {written} copies of {code}: a line holds 1 to {max}")
        deck.unreadable(number, (template, {"written": shown, "code": code, "max": MAX_COUNT}), section)
