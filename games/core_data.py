"""Rows every installation has: the games of games.rules.registry, their default formats, the cards a game
comes with (Tractor's faces), groups.

Written against model classes passed in, so the data migration (historical models) and the test
suite (which flushes tables between transactional tests) share one definition.
"""

import datetime

from .rules import default_limits, registry

GAMES = [(game.slug, game.name) for game in registry.GAMES]  # (slug, name) in display order

EPOCH = datetime.date(1999, 1, 1)
GROUPS = ("judge", "organiser")


def ensure_core_data(*, Game, Format, Card, Group):
    for game in registry.all_games():
        ensure_game(game, Game=Game, Format=Format, Card=Card)
    for group in GROUPS:
        Group.objects.get_or_create(name=group)


def ensure_game(game, *, Game, Format, Card):
    """The rows of one game's descriptor: its Game, its default format (the rules' standard limits, no card
    list; the name is translated when shown, games.formats) and the cards it comes with."""
    row, _ = Game.objects.update_or_create(slug=game.slug, defaults={"name": game.name, "order": game.order})
    if game.default_format:
        slug, name = game.default_format
        Format.objects.update_or_create(
            game=row,
            slug=slug,
            defaults={
                "name": str(name),
                "limits": default_limits(game.slug),
                "is_default": True,
                "valid_from": EPOCH,
                "source": "rules",
            },
        )
    if game.fixed_cards_module:
        for code, name, kind, attrs in game.module("fixed_cards_module").cards():
            Card.objects.update_or_create(game=row, code=code, defaults={"name": name, "type": kind, "attrs": attrs})
    return row
