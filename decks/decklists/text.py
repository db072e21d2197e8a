"""Plain text decklists, as players paste them, and DBS lists.

A line is a count and a card: `3 Name`, `3x Name`, `x3 Name`, `Name x3`, or a code in place of the
name (`4 BT1-011 Name`, `4x BT1-011`, `4 Name [BT1-011]`). Section headers: `Main`, `Main Deck`,
`Extra`, `Side`, `Side Deck`, `Sideboard`, `Leader:`, `Personality:`, `Life Deck`, and `Style:` for
a Dragon Ball Z Tokui-Waza; a header may carry its first card (`Leader: BT1-001 Champa`).
"""

import re

from .codes import looks_like_code, normal_code
from .model import MAX_COUNT, MAX_LINE_CHARS, ParsedDecklist

HEADERS = {
    "main": "main",
    "main deck": "main",
    "maindeck": "main",
    "deck": "main",
    "life deck": "main",
    "extra": "extra",
    "extra deck": "extra",
    "side": "side",
    "side deck": "side",
    "sidedeck": "side",
    "sideboard": "side",
    "leader": "leader",
    "personality": "personality",
    "main personality": "personality",
    "personalities": "personality",
    "style": "style",
    "tokui-waza": "style",
}
# Lists often group the main deck by card type; those headers stay in the main deck.
GAME_HEADERS = {
    "yugioh": dict.fromkeys(("monster", "monsters", "spell", "spells", "trap", "traps"), "main"),
    "dbs": dict.fromkeys(("battle", "battle cards", "extra", "extra cards", "extra card"), "main"),
    "dbz": dict.fromkeys(("combat", "non-combat", "dragon balls", "personalities in deck"), "main"),
}
HEADER_COUNT = re.compile(r"\s*[\(\[]?\s*\d+\s*(cards?)?\s*[\)\]]?\s*$", re.IGNORECASE)
COUNT_FIRST = re.compile(r"^(\d{1,6})\s*[xX×]?\s+(\S.*)$|^(\d{1,6})[xX×](\S.*)$")
X_FIRST = re.compile(r"^[xX×]\s*(\d{1,6})\s+(\S.*)$")
COUNT_LAST = re.compile(r"^(\S.*?)\s+\(?[xX×]\s*(\d{1,6})\)?$")
BRACKET_CODE = re.compile(r"^(.*?)\s*[\[\(]\s*([A-Za-z0-9_\-]+)\s*[\]\)]$")
COMMENT_PREFIXES = ("#", "//", "--")


def header_of(text, game=None):
    """The section a header line opens, or None; `Main Deck (40)` and `Side:` count as headers."""
    word = HEADER_COUNT.sub("", text).strip().rstrip(":").strip().lower()
    return GAME_HEADERS.get(game, {}).get(word) or HEADERS.get(word)


def parse_text(lines, game):
    deck = ParsedDecklist("dbs" if game == "dbs" else "text")
    section = "main"
    for number, raw in enumerate(lines, 1):
        line = " ".join(raw.split())
        if not line or line.startswith(COMMENT_PREFIXES):
            continue
        if len(line) > MAX_LINE_CHARS:
            deck.unreadable(number, f"the line is longer than {MAX_LINE_CHARS} characters", section)
            continue
        head, colon, rest = line.partition(":")
        opened = header_of(head if colon else line, game)
        if opened == "style":
            deck.style = rest.strip() or None
            continue
        deck.shaped_lines += bool(opened)
        if opened and colon and rest.strip() and not HEADER_COUNT.fullmatch(rest):
            # `Leader: BT1-001 Champa` names its one card; the lines after stay in the current section.
            _card_line(deck, game, opened, number, rest.strip())
        elif opened:
            section = opened
        else:
            _card_line(deck, game, section, number, line)
    return deck


def _card_line(deck, game, section, number, line):
    count, card = split_count(line)
    if count is None:
        deck.unreadable(number, f"'{_short(line)}' has no card", section)
        return
    if not 1 <= count <= MAX_COUNT:
        deck.unreadable(number, f"{count} copies of '{_short(card)}': a line holds 1 to {MAX_COUNT}", section)
        return
    code, name = split_code(game, card)
    deck.shaped_lines += bool(code) or card != line
    if code:
        deck.add(section, normal_code(game, code), number, count, name or None)
    else:
        deck.add(section, card, number, count)


def split_count(line):
    """(count, card text) of a line; count 1 when the line gives none."""
    for pattern in (COUNT_FIRST, X_FIRST):
        match = pattern.match(line)
        if match:
            groups = [g for g in match.groups() if g is not None]
            return int(groups[0]), groups[1].strip()
    match = COUNT_LAST.match(line)
    if match:
        return int(match.group(2)), match.group(1).strip()
    if line.isdigit() and len(line) <= 3:
        return None, line  # a bare small number is not a card
    return 1, line


def split_code(game, card):
    """(code, name) when the card text carries a code of this game, else (None, name)."""
    match = BRACKET_CODE.match(card)
    if match and looks_like_code(game, match.group(2)):
        return match.group(2), match.group(1).strip()
    first, _, rest = card.partition(" ")
    if looks_like_code(game, first):
        return first, rest.strip()
    return None, card


def _short(text):
    return text if len(text) <= 60 else text[:60] + "..."
