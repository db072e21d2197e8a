"""Plain text decklists, as players paste them, and DBS lists.

A line is a count and a card: `3 Name`, `3x Name`, `x3 Name`, `Name x3`, or a code in place of the
name (`4 BT1-011 Name`, `4x BT1-011`, `4 Name [BT1-011]`). Section headers: `Main`, `Main Deck`,
`Extra`, `Side`, `Side Deck`, `Sideboard`, `Leader:`, `Personality:`, `Life Deck`, and `Style:` for
a Dragon Ball Z Tokui-Waza; a header may carry its first card (`Leader: BT1-001 Champa`).

A line that reads several ways (a name that begins with a number, a passcode before a name) is
left for the card database to settle (model.Choice): a count is never guessed from the text alone
when the card database can tell.
"""

import re

from games.rules.messages import N_

from .codes import code_on_line, game_words, looks_like_code
from .model import MAX_COUNT, MAX_LINE_CHARS, Entry, ParsedDecklist

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
HEADER_COUNT = re.compile(r"\s*[\(\[]?\s*\d+\s*(cards?)?\s*[\)\]]?\s*$", re.IGNORECASE)
COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(\S.*)$|^(\d+)[xX×](\S.*)$")
X_FIRST = re.compile(r"^[xX×]\s*(\d+)\s+(\S.*)$")
COUNT_LAST = re.compile(r"^(\S.*?)\s+\(?[xX×]\s*(\d+)\)?$")
# `7 Colored Fish`: a bare leading number may be the start of a card's name.
BARE_NUMBER = re.compile(r"^\d+\s")
BRACKET_CODE = re.compile(r"^(.*?)\s*[\[\(]\s*([A-Za-z0-9_\-]+)\s*[\]\)]$")
COMMENT_PREFIXES = ("#", "//", "--")


def header_of(text, game=None):
    """The section a header line opens, or None; `Main Deck (40)` and `Side:` count as headers."""
    word = HEADER_COUNT.sub("", text).strip().rstrip(":").strip().lower()
    # Lists often group the main deck by card type (the descriptor's text_headers): those stay in the main deck.
    return game_words(game).text_headers.get(word) or HEADERS.get(word)


def parse_text(lines, game):
    deck = ParsedDecklist(game_words(game).text_format)
    section, resume = "main", None
    headed = False  # no header yet: the cards read so far are placed by their type (ParsedDecklist.place)
    for number, raw in enumerate(lines, 1):
        line = " ".join(raw.split())
        if not line:
            if resume is not None:  # a blank line ends what an inline header opened
                section, resume = resume, None
            continue
        if line.startswith(COMMENT_PREFIXES):
            continue
        if len(line) > MAX_LINE_CHARS:
            deck.unreadable(
                number, (N_("Line {line}: the line is longer than {max} characters"), {"max": MAX_LINE_CHARS}), section
            )
            continue
        head, colon, rest = line.partition(":")
        opened = header_of(head if colon else line, game)
        if opened == "style":
            deck.style = rest.strip() or None
            continue
        deck.shaped_lines += bool(opened)
        headed = headed or bool(opened)
        if not headed:
            deck.unplaced_lines.add(number)
        if opened and colon and rest.strip() and not HEADER_COUNT.fullmatch(rest):
            _card_line(deck, game, opened, number, rest.strip())
            # `Personality: SAIYAN-158 Goku` opens its section up to a blank line or the next header;
            # a deck has one Leader, so after `Leader: BT1-001 Champa` the list goes on where it was.
            if opened != "leader":
                section, resume = opened, section if resume is None else resume
        elif opened:
            section, resume = opened, None
        else:
            _card_line(deck, game, section, number, line)
    return deck


def _card_line(deck, game, section, number, line):
    if line.isdigit() and len(line) <= 3:
        deck.unreadable(number, (N_("Line {line}: '{text}' has no card"), {"text": line}), section)  # a bare number
        return
    lead, trail = _leading_count(line), _trailing_count(line)
    deck.shaped_lines += bool(lead or trail or split_code(game, line)[0])
    # The whole line as one card: when it has no count, or a bare number that may begin a name.
    whole = (None, line) if not (lead or trail) or BARE_NUMBER.match(line) else None
    candidates = [c for c in (lead, trail, whole) if c]
    readings, error = _readings(game, number, candidates)
    if len(candidates) > 1 and readings:
        deck.add_choice(section, number, readings, _likely(game, readings, lead, whole), error)
    elif readings:
        deck.add_entry(section, readings[0][1], readings[0][0])
    else:
        deck.unreadable(number, error, section)


def _readings(game, number, candidates):
    """([(copies, Entry)] of the candidates whose count is 1 to MAX_COUNT, the first bad count's error)."""
    readings, error = [], None
    for written, card in candidates:
        if written is None or 1 <= int(written) <= MAX_COUNT:
            readings.append((1 if written is None else int(written), _entry(game, card, number)))
        elif error is None:
            error = (
                N_("Line {line}: {written} copies of '{card}': a line holds 1 to {max}"),
                {"written": _short(written), "card": _short(card), "max": MAX_COUNT},
            )
    return readings, error


def _likely(game, readings, lead, whole):
    """The reading a list holds until the card database settles it; None for the bad count's error."""
    if lead and not 1 <= int(lead[0]) <= MAX_COUNT:
        # `55144522 Pot of Greed` is one card by its passcode, or too many copies: the database tells.
        return readings[-1] if whole and split_code(game, whole[1])[0] else None
    return readings[0]


def _leading_count(line):
    """(written count, card text) of `3 Name`, `3x Name`, `x3 Name`, or None."""
    for pattern in (COUNT_FIRST, X_FIRST):
        match = pattern.match(line)
        if match:
            groups = [g for g in match.groups() if g is not None]
            return groups[0], groups[1].strip()
    return None


def _trailing_count(line):
    """(written count, card text) of `Name x3`, `Name (x3)`, or None."""
    match = COUNT_LAST.match(line) if line[-1].isdigit() or line[-1] == ")" else None
    return (match.group(2), match.group(1).strip()) if match else None


def _entry(game, card, line):
    code, name = split_code(game, card)
    if code:
        return Entry(code_on_line(game, code, line), line, name or None)
    return Entry(card, line)


def split_code(game, card):
    """(code, name) when the card text carries a code of this game, else (None, name)."""
    match = BRACKET_CODE.match(card) if card.endswith(("]", ")")) else None
    if match and looks_like_code(game, match.group(2)):
        return match.group(2), match.group(1).strip()
    first, _, rest = card.partition(" ")
    if looks_like_code(game, first):
        return first, rest.strip()
    return None, card


def _short(text):
    return text if len(text) <= 60 else text[:60] + "..."
