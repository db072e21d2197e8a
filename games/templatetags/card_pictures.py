"""{% card_thumb card %}: a card's small picture that opens a preview with its text; {% card_picture card %}:
the large picture of a card's page. Both render nothing when the card's game has no picture source."""

from django import template

from games.images import has_images, picture_url

register = template.Library()


@register.inclusion_tag("games/_card_thumb.html")
def card_thumb(card, key=""):
    """`key` tells apart the previews of one card shown twice on a page (a deck's sections)."""
    # A card without a picture in a game with pictures keeps the thumbnail's room, so names stay aligned.
    return {"card": card, "url": picture_url(card), "room": has_images(card.game.slug), "key": key}


@register.inclusion_tag("games/_card_picture.html")
def card_picture(card):
    return {"card": card, "url": picture_url(card)}
