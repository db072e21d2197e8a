"""What an import says of a card it does not know: the closest names, or where else a code is known.

Names are matched by trigram similarity: on PostgreSQL the nearest names by pg_trgm's distance, which
the GiST trigram index on `search_name` serves in order (games migration 0011); elsewhere (the SQLite
smoke runs) through difflib over the game's names. Both read a bounded number of candidates.
"""

import difflib

from django.contrib.postgres.search import TrigramDistance
from django.db import connection

from games.models import Card, FormatCard, Game, fold

from .decklists.codes import normal_code

SUGGESTIONS = 3
CANDIDATES = 10  # nearest names read before they are made unique (printings share a name)
MAX_DISTANCE = 0.7  # pg_trgm's default similarity threshold, 0.3
FALLBACK_NAMES = 20_000  # names difflib compares against without pg_trgm
FALLBACK_CUTOFF = 0.6


def similar_cards(*, game, name, limit=SUGGESTIONS):
    """[(code, name)] of the game's cards whose names are closest to `name`, best first, one per name."""
    folded = fold(" ".join(name.split()))
    if not folded:
        return []
    if connection.vendor == "postgresql":
        # Nearest first through the GiST trigram index (games migration 0011), a bounded walk; too
        # distant names are dropped here, since a filter on the distance would make the walk unbounded.
        nearest = (
            Card.objects.filter(game=game)
            .annotate(distance=TrigramDistance("search_name", folded))
            .order_by("distance")
            .values_list("code", "name", "distance")[:CANDIDATES]
        )
        rows = [(code, card_name) for code, card_name, distance in nearest if distance <= MAX_DISTANCE]
    else:
        rows = _close_by_difflib(game, folded, limit)
    unique = {}
    for code, card_name in rows:
        unique.setdefault(card_name, code)
    return [(code, card_name) for card_name, code in unique.items()][:limit]


def _close_by_difflib(game, folded, limit):
    by_name = {}
    for search_name, code, card_name in (
        Card.objects.filter(game=game).order_by("name", "code").values_list("search_name", "code", "name")
    )[:FALLBACK_NAMES]:
        by_name.setdefault(search_name, (code, card_name))
    return [by_name[n] for n in difflib.get_close_matches(folded, list(by_name), n=limit, cutoff=FALLBACK_CUTOFF)]


def looks_like_code(game, text):
    """A passcode (digits) or a card number (BT1-011): one word with a digit in it."""
    text = text.strip()
    return bool(text) and " " not in text and any(ch.isdigit() for ch in text)


def code_known_elsewhere(*, game, code):
    """([(format, the name its list gives)], [other Game]) that know `code`: the lists of this game that
    name it though its cards do not, and the other games that hold a card of that code."""
    code = normal_code(game.slug, code)
    listed = FormatCard.objects.filter(format__game=game, code=code).select_related("format__game")
    games = Game.objects.filter(cards__code__in={code, code.upper()}).exclude(pk=game.pk).distinct()
    return [(entry.format, entry.name) for entry in listed], list(games)
