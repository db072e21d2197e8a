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


def isolate(value):
    """One name (a card's, a deck's, a format's) as HTML isolated from the text around it."""
    return format_html("<bdi>{}</bdi>", value)


def isolate_game_names(text):
    """The text as HTML (escaped) with each game's name in it isolated."""
    return mark_safe(_GAME_NAME.sub(lambda m: f"<bdi>{m.group(0)}</bdi>", escape(text)))
