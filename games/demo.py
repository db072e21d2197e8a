"""A small demo card set for each collectible game, written for this project (not real cards).

Enough cards to build a legal deck in each game, including cards that exercise each game's special
construction limits. Attribute keys follow docs/cards.md. Each game's set is the module its descriptor
names (`demo_module`: games.rules.<game>.demo, with cards() and ALTERNATES).

The set is for trying the application on an empty database: demo_load() loads it only into a game
that has no real cards, marks each card `is_demo`, and demo_remove() takes a game's demo cards out
once its real cards are imported, so searches and decks never mix the two.
"""

from django.db import transaction

from .models import Card, Game
from .rules import registry


def demo_slugs():
    """The games that have a demo set, in display order."""
    return [game.slug for game in registry.all_games() if game.demo_module]


def demo_load(slugs=None):
    """Load the demo set of each game in `slugs` (default: all) that holds no real card.

    Returns {slug: (demo cards now in the game, real cards that kept the demo set out)}: one of the
    two is 0. Upserts by (game, code), so loading again changes nothing.
    """
    games = {game.slug: game for game in Game.objects.filter(slug__in=slugs or demo_slugs())}
    result = {}
    with transaction.atomic():
        for slug, game in games.items():
            real = Card.objects.filter(game=game).real().count()
            if not real:
                _load_game(game)
            result[slug] = (Card.objects.filter(game=game).demo().count(), real)
    return result


def _load_game(game):
    demo = registry.get(game.slug).module("demo_module")
    for card in demo.cards():
        fields = {k: v for k, v in card.items() if k != "code"}
        Card.objects.update_or_create(game=game, code=card["code"], defaults={**fields, "is_demo": True})
    for alternate_code, base_code, changed in demo.ALTERNATES:
        base = Card.objects.get(game=game, code=base_code)
        attrs = {**base.attrs, **changed}
        fields = {"name": base.name, "type": base.type, "text": base.text, "attrs": attrs, "alternate_of": base}
        Card.objects.update_or_create(game=game, code=alternate_code, defaults={**fields, "is_demo": True})


def demo_remove(game):
    """Delete the demo cards of `game` (a Game); returns how many went. Real cards are untouched."""
    _, deleted = Card.objects.filter(game=game).demo().delete()
    return deleted.get(Card._meta.label, 0)
