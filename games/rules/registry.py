"""The list of games: the only place in the code that names them. Each game's package exports `GAME`,
its descriptor (games.rules.descriptor); everything else asks here.

`register` adds a game at run time: the tests use it for a made-up game (docs/adding-a-game.md); the
product registers nothing but the games below.
"""

from contextlib import contextmanager

from . import dbs, dbz, esferas, tractor, yugioh
from .descriptor import GameDescriptor

__all__ = ["GAMES", "GameDescriptor", "UnknownGame", "all_games", "get", "register", "slugs"]

GAMES = tuple(sorted((p.GAME for p in (yugioh, dbs, dbz, esferas, tractor)), key=lambda g: g.order))

_registered = {g.slug: g for g in GAMES}


class UnknownGame(LookupError):
    """No game has this slug."""

    def __init__(self, slug):
        super().__init__(f"unknown game {slug!r} (games: {', '.join(slugs())})")
        self.slug = slug


def all_games():
    """Every game, in display order (GAMES plus any registered at run time)."""
    return tuple(sorted(_registered.values(), key=lambda g: (g.order, g.slug)))


def slugs():
    return tuple(g.slug for g in all_games())


def get(slug):
    """The descriptor of `slug`; UnknownGame (a LookupError) when no game has it."""
    try:
        return _registered[slug]
    except (KeyError, TypeError):  # TypeError: an unhashable value sent as a slug
        raise UnknownGame(slug) from None


@contextmanager
def register(descriptor):
    """Add `descriptor` for the duration of the `with` block (a game of the tests)."""
    if descriptor.slug in _registered:
        raise ValueError(f"a game {descriptor.slug!r} is already registered")
    _registered[descriptor.slug] = descriptor
    try:
        yield descriptor
    finally:
        del _registered[descriptor.slug]
