"""What a process keeps in memory about a game's cards and formats, and how it knows it is current.

Building a game's card index or a format's rules takes milliseconds of queries; a request needs them in
microseconds. Each process keeps the last few it built, keyed by the game's `revision`, a token that
database triggers change on every write to cards, formats or lists (migration 0010): one small query per
request says whether what is kept is still what the database holds, in every web and worker process alike.
"""

from collections import OrderedDict
from threading import Lock

from django.db import connection

from config import results_cache

KEPT = 16  # a few games' indexes, their formats' rules and lookups: bounded, so memory stays bounded

_kept = OrderedDict()
_lock = Lock()


def kept(game, kind, key, build):
    """The value `build()` made for (game, kind, key) at the game's current revision, built once per revision."""
    full_key = (game.pk, game.revision, kind, key)
    with _lock:
        if full_key in _kept:
            _kept.move_to_end(full_key)
            return _kept[full_key]
    value = build()  # outside the lock: two threads may both build, and either result is right
    with _lock:
        _kept[full_key] = value
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return value


def forget():
    """Drop everything kept (tests that change the database without a revision of their own)."""
    with _lock:
        _kept.clear()
    results_cache.clear_all()


def content_token(games=None):
    """What says whether the games, cards, formats and lists are still those an answer was read from: every
    game's row (its revision changes with its cards; its key because a game made again, as a test's flush does,
    starts with an empty revision). `games`: every Game, when the caller has read them already (no statement)."""
    if games is not None:
        return tuple(sorted((game.pk, game.slug, game.name, game.order, game.revision) for game in games))
    with connection.cursor() as cursor:
        cursor.execute(_GAME_ROWS_SQL)
        return tuple(cursor.fetchall())


_GAME_ROWS_SQL = 'SELECT "id", "slug", "name", "order", "revision" FROM "games_game" ORDER BY "id"'  # a few rows
