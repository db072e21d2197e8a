"""Card pictures: the address of a card's picture, and the file of a card in a game's local picture folder.

Sources are configured per game (settings.CARD_IMAGES, from ARBITER_CARD_IMAGES_<GAME>); without one a game's
cards show as text."""

import re
from urllib.parse import quote

from django.conf import settings
from django.urls import reverse

# A code names one file of the folder: letters, digits, dots, hyphens, underscores, never a path.
SAFE_CODE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
CONTENT_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp"}


def source_of(game_slug):
    return settings.CARD_IMAGES.get(game_slug)


def has_images(game_slug):
    return game_slug in settings.CARD_IMAGES


def picture_file(folder, code):
    """The picture of `code` in `folder` (<code>.jpg, .jpeg, .png or .webp), or None."""
    if not SAFE_CODE.fullmatch(code) or ".." in code:
        return None
    for extension in CONTENT_TYPES:
        path = folder / f"{code}{extension}"
        if path.is_file() and path.resolve().is_relative_to(folder):
            return path
    return None


def picture_url(card):
    """Where the browser loads `card`'s picture from, or None when its game has none (or its folder lacks it)."""
    source = source_of(card.game.slug)
    if source is None:
        return None
    if source.template:
        return source.template.replace("{code}", quote(card.code, safe=""))
    if picture_file(source.folder, card.code) is None:
        return None
    return reverse("card-image", args=[card.game.slug, card.code])
