"""Statements PostgreSQL plans once per connection: server-side prepared statements for SQL a process runs again
and again with the same text.

Django binds values on the client and never prepares, so PostgreSQL parses and plans every statement it is sent;
for the card search's first page (docs/benchmarks/speed.md) planning cost about as much as running it. A statement
whose values are written into its text (`inlined`) has no parameters, so its plan is made for those values, as
for a statement sent whole, and kept: the same text is planned once per connection. Off (DB_PREPARED_STATEMENTS)
behind a connection pooler that cannot keep prepared statements.
"""

import psycopg
from django.conf import settings
from django.db import connection

# Django turns psycopg's automatic preparation off (prepare_threshold None); a threshold no statement reaches
# keeps it off for every other statement, while a PreparedCursor asks for it explicitly.
EXPLICIT_ONLY = 2**31 - 1


def enabled():
    return settings.DB_PREPARED_STATEMENTS and connection.vendor == "postgresql"


def inlined(sql, params):
    """The SQL with its values written in, as Django's client-side binding sends it: (sql, None)."""
    connection.ensure_connection()
    return psycopg.ClientCursor(connection.connection).mogrify(sql, params), None


class PreparedCursor(psycopg.Cursor):
    """Each statement prepared on its first execution on a connection (psycopg keeps the names, per connection)."""

    def execute(self, query, params=None, *, prepare=True, binary=None):
        return super().execute(query, params, prepare=prepare, binary=binary)

    def _send_query_prepared(self, name, pgq, *, binary=None):
        # psycopg notes the statement it sent, which Django's query log (DEBUG, the tests' query counts) reads,
        # only when it does not prepare it.
        self._query = pgq
        super()._send_query_prepared(name, pgq, binary=binary)


def cursor():
    """A cursor preparing its statements, through Django's wrapper (its error translation and query log)."""
    connection.ensure_connection()
    raw = connection.connection
    if raw.prepare_threshold is None:
        raw.prepare_threshold = EXPLICIT_ONLY
    prepared = PreparedCursor(raw)
    return connection.make_debug_cursor(prepared) if connection.queries_logged else connection.make_cursor(prepared)
