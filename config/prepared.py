"""Statements PostgreSQL plans once per connection: server-side prepared statements for SQL a process runs again
and again with the same text.

Django binds values on the client and never prepares, so PostgreSQL parses and plans every statement it is sent;
for the card search's first page (docs/benchmarks/speed.md) planning cost about as much as running it. A statement
whose values are written into its text (`inlined`) has no parameters, so its plan is made for those values, as
for a statement sent whole, and kept: the same text is planned once per connection. Off (DB_PREPARED_STATEMENTS)
behind a connection pooler that cannot keep prepared statements.
"""

import functools

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


@functools.lru_cache(maxsize=64)
def _get_statement(model, lookup, prepare):
    """(sql, params) of `model.objects.filter(**lookup)` and the field names its rows hold, compiled once."""
    query = model._default_manager.filter(**dict(lookup)).query
    sql, params = query.sql_with_params()
    fields = model._meta.concrete_fields  # what a model query selects, in this order
    converters = [(i, f.from_db_value) for i, f in enumerate(fields) if hasattr(f, "from_db_value")]
    return (inlined(sql, params) if prepare else (sql, params)), [f.attname for f in fields], converters


def get(model, **lookup):
    """`model.objects.get(**lookup)` for a lookup asked again and again (a game by its slug): its statement is
    compiled by the ORM once per process and, on PostgreSQL, planned once per connection."""
    (sql, params), names, converters = _get_statement(model, tuple(sorted(lookup.items())), enabled())
    with cursor() if params is None else connection.cursor() as rows:
        rows.execute(sql, params)
        found = rows.fetchmany(2)
    if not found:
        raise model.DoesNotExist(f"{model._meta.object_name} matching query does not exist.")
    if len(found) > 1:
        raise model.MultipleObjectsReturned(f"get() returned more than one {model._meta.object_name}")
    values = list(found[0])
    for i, convert in converters:
        values[i] = convert(values[i], None, connection)
    return model.from_db(connection.alias, names, values)
