"""Decklists out: YDK, ydke:// and each game's text list. Each reads back through parse_decklist."""

from collections import Counter

from .codes import game_words
from .ydke import encode_part


def to_ydk(sections):
    lines = ["#created by Arbiter", "#main", *sections.get("main", ()), "#extra", *sections.get("extra", ())]
    lines += ["!side", *sections.get("side", ())]
    return "\n".join(lines) + "\n"


def to_ydke(sections):
    """ydke://main!extra!side! from passcodes; a code that is not a passcode raises ValueError."""
    parts = [encode_part(list(sections.get(s, ()))) for s in ("main", "extra", "side")]
    return "ydke://" + "!".join(parts) + "!"


def to_text(sections, *, game, names=None, style=None):
    """The game's text list: a header per section (the descriptor's writer_headers), then `N Name`
    (`N CODE Name` where players write the card number first)."""
    names = names or {}
    headers = game_words(game).writer_headers
    blocks = []
    for section in [*headers, *(s for s in sections if s not in headers)]:
        codes = list(sections.get(section, ()))
        if not codes and section not in ("main", "leader", "personality"):
            continue
        if section == "leader":
            lines = [f"Leader: {_line(game, code, 1, names.get(code))[2:]}" for code in codes] or ["Leader:"]
        else:
            lines = [headers.get(section, f"{section.capitalize()}:")]
            lines += [_line(game, code, n, names.get(code)) for code, n in Counter(codes).items()]
        blocks.append("\n".join(lines))
        if section == "personality" and style:
            blocks.append(f"Style: {style}")
    return "\n\n".join(blocks) + "\n"


def _line(game, code, n, name):
    if game_words(game).code_first:
        return f"{n} {code} {name}".rstrip() if name else f"{n} {code}"
    return f"{n} {name}" if name else f"{n} {code}"
