from django import template

from games.core_data import GAMES

from ..selectors import rulings_citing

register = template.Library()
NAMES = dict(GAMES)


@register.filter
def game_name(slug):
    """{{ hit.game|game_name }}: a result's game by its name (results carry the slug, as the API does)."""
    return NAMES.get(slug, slug)


@register.inclusion_tag("judging/card_rulings.html")
def card_rulings(card):
    """{% card_rulings card %}: every ruling citing `card`, with links."""
    return {"card": card, "rulings": list(rulings_citing(card=card)[:200])}
