"""Decklist formats, read and written: YDK, ydke:// URLs, plain text lists and DBS lists.

`parse_decklist(text, game=...)` detects the format and returns a ParsedDecklist: entries per
section (codes or names, one per copy, each with its line), line problems, a declared style.
Input that is not a decklist at all, or is too large, raises DecklistError.
"""

from games.rules.messages import N_

from .model import MAX_CHARS, MAX_COUNT, MAX_ENTRIES, DecklistError, Entry, ParsedDecklist
from .text import parse_text
from .writers import to_text, to_ydk, to_ydke
from .ydk import is_ydk, parse_ydk
from .ydke import is_ydke, parse_ydke

__all__ = [
    "MAX_CHARS",
    "MAX_COUNT",
    "MAX_ENTRIES",
    "DecklistError",
    "Entry",
    "ParsedDecklist",
    "parse_decklist",
    "to_text",
    "to_ydk",
    "to_ydke",
]


def parse_decklist(text, *, game):
    if not isinstance(text, str):
        raise DecklistError(N_("a decklist is text"))
    if len(text) > MAX_CHARS:
        raise DecklistError(N_("the decklist is longer than {max} characters"), {"max": f"{MAX_CHARS:,}"})
    if "\x00" in text:
        raise DecklistError(N_("the decklist is binary data, not text"))
    text = text.lstrip("\ufeff")
    if is_ydke(text):
        deck = parse_ydke(text)
    else:
        lines = text.splitlines()
        deck = parse_ydk(lines, game) if is_ydk(lines, game) else parse_text(lines, game)
    if not deck.size and not _empty_but_a_decklist(deck):
        raise DecklistError(*_why_not(deck, text))
    return deck


def _empty_but_a_decklist(deck):
    """An empty deck written as a decklist (`#main` with nothing under it, `ydke://!!!`) is still one."""
    return deck.format_name == "ydk" or (deck.format_name == "ydke" and not deck.problems)


def _why_not(deck, text):
    """(template, params) of why a text with no card is not a decklist."""
    if not text.strip():
        return N_("the decklist is empty"), {}
    if deck.problems:
        first = deck.problems[0]
        return N_("no card line found; {first_problem}"), {"first_problem": first.message}
    return N_("no card line found"), {}
