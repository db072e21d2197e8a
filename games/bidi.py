"""Latin names inside right-to-left text, isolated in <bdi> so that their punctuation stays with them:
an Arabic page reads "Yu-Gi-Oh!", never "!Yu-Gi-Oh", and a card's name keeps its quotes and brackets."""

import re

from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from .rules import registry

# The games' names as translated texts write them (the footer, a rule's source), longest first so that
# "Dragon Ball Super Card Game" is isolated whole rather than its "Dragon Ball Super".
GAME_NAMES = sorted(
    {name for game in registry.GAMES for name in (game.name, *game.short_names)},
    key=len,
    reverse=True,
)
_GAME_NAME = re.compile("|".join(re.escape(escape(name)) for name in GAME_NAMES))


# A short bracketed part of a name ("Goat (April 2005)"): kept on one line, its spaces made no-break, so that a
# right-to-left line never breaks between its brackets and shows one of them stranded. A longer one may wrap
# (a phone's line must hold it).
_BRACKETED = re.compile(r"[(\[][^()\[\]]{1,20}[)\]]")


def keep_brackets_whole(value):
    return _BRACKETED.sub(lambda m: m.group(0).replace(" ", "\u00a0"), str(value))


# A right-to-left letter (Hebrew, Arabic and their presentation forms).
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def isolate(value):
    """One name (a card's, a deck's, a format's) as HTML isolated from the text around it, its brackets kept
    whole. A name translated into a right-to-left language that starts with a Latin word ("Goat، إبريل 2005")
    reads right to left: <bdi> alone would guess left to right from its first letter."""
    text = keep_brackets_whole(value)
    if _RTL.search(text):
        return format_html('<bdi dir="rtl">{}</bdi>', text)
    return format_html("<bdi>{}</bdi>", text)


def isolate_game_names(text):
    """The text as HTML (escaped) with each game's name in it isolated."""
    return mark_safe(_GAME_NAME.sub(lambda m: f"<bdi>{m.group(0)}</bdi>", escape(text)))
