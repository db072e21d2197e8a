"""The list of games: the only place in the code that names them. Each game's package exports `GAME`,
its descriptor (games.rules.descriptor); everything else asks here.

`add` and `register` (scoped) add a game at run time: the tests use them for a made-up game
(docs/adding-a-game.md); the product registers nothing but the games below.
"""

from contextlib import contextmanager

from . import dbs, dbz, esferas, tractor, yugioh
from .descriptor import GameDescriptor

__all__ = ["GAMES", "GameDescriptor", "UnknownGame", "add", "all_games", "find", "get", "register", "remove", "slugs"]

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


def find(slug):
    """The descriptor of `slug`, or None when no game has it (for callers with a default of their own)."""
    try:
        return get(slug)
    except UnknownGame:
        return None


def add(descriptor):
    """Add a game for the rest of the process (a test worker's); `register` is the scoped form."""
    if descriptor.slug in _registered:
        raise ValueError(f"a game {descriptor.slug!r} is already registered")
    _registered[descriptor.slug] = descriptor


def remove(slug):
    if any(game.slug == slug for game in GAMES):
        raise ValueError(f"{slug!r} is one of the games of GAMES")
    _registered.pop(slug, None)


@contextmanager
def register(descriptor):
    """Add `descriptor` for the duration of the `with` block (a game of the tests)."""
    add(descriptor)
    try:
        yield descriptor
    finally:
        remove(descriptor.slug)
