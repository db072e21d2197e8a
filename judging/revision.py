"""Whether the rulings, rules and cards are still those an answer was read from, and the answers kept meanwhile
(config.results_cache).

The token joins the games' rows (their revision changes with their cards, formats and lists: games 0010)
and the rulings' and rules' revision (judging 0007: written when a writing transaction commits), and, on
PostgreSQL, the token the current transaction's own writes set, so a transaction that wrote reads no answer
kept from before (a test's, or a service's that writes and then searches).
"""

from django.db import connection
from django.utils.translation import get_language

REVISION = "content"  # the EmbeddingRevision row the triggers write

# The games' rows, each with the rulings' revision (the same on every row: one statement, on either database).
_STATEMENT = """SELECT "id", "slug", "name", "order", "revision",
  (SELECT "revision" FROM "judging_embeddingrevision" WHERE "name" = %s){pending}
FROM "games_game" ORDER BY "id" """
_PENDING = ", coalesce(current_setting('arbiter.judging_pending', true), '')"


def content_token():
    """The games' rows, the rulings' revision and, on PostgreSQL, this transaction's own writes: one statement."""
    sql = _STATEMENT.format(pending=_PENDING if connection.vendor == "postgresql" else "")
    with connection.cursor() as cursor:
        cursor.execute(sql, [REVISION])
        return tuple(cursor.fetchall())


def kept(cache, key, build):
    """`build()`'s answer, kept in `cache` (config.results_cache) for `key` in the reader's language (its messages,
    names and links) while the rulings, rules and cards are unchanged."""
    return cache.get_or_build(content_token, (key, get_language()), build)
