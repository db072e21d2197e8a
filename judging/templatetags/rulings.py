from django import template

from ..selectors import rulings_citing

register = template.Library()


@register.inclusion_tag("judging/card_rulings.html")
def card_rulings(card):
    """{% card_rulings card %}: every ruling citing `card`, with links."""
    return {"card": card, "rulings": list(rulings_citing(card=card)[:200])}
