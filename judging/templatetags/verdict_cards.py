"""`{% verdict_card code %}`: a card a verdict names, the one way every game's verdict partial shows one: the
shared `{% card_ref %}` link (its hover, focus or tap preview, and the demo badge for a demo card), read from
the `verdict_game` and `verdict_cards` the verdict's context holds (judging.adjudications.presenters)."""

from django import template
from django.utils.html import format_html

from games.rules import registry
from games.rules.codes import CodeError
from games.templatetags.card_refs import card_ref

register = template.Library()


@register.simple_tag(takes_context=True)
def verdict_card(context, code, label=""):
    """The card's name as a link with its preview; `label` when given replaces the name. A code the card table
    lacks is `label` alone (or nothing)."""
    game, cards = context.get("verdict_game"), context.get("verdict_cards") or {}
    card = cards.get(_normal(game, code)) if game and code else None
    if card is None:
        return format_html("<bdi>{}</bdi>", label) if label else ""
    return card_ref(game, _normal(game, code), label or card["name"], demo=card["demo"])


def _normal(game, code):
    """The code as Card.code spells it (a Yu-Gi-Oh! passcode written with its leading zeros, say)."""
    try:
        return registry.get(game).normal_code(str(code))
    except (CodeError, LookupError, ValueError):
        return str(code)
