"""The kept connection's health check (DB_CONN_HEALTH_CHECKS) without a round trip when the connection is quiet.

Django checks a kept connection before a request's first statement with `SELECT 1`: a round trip to PostgreSQL
for every request that reads the database, which a loaded machine turns into a wait for the cores on both sides
(docs/benchmarks/speed.md). A connection the server has closed has said so on its socket: a restart, a
terminated backend and an idle timeout each send their error and end of file, which wait there to be read. So a
socket with nothing to read is used as is, and one with anything to read gets Django's own check (SELECT 1,
then a new connection if it fails), as before. A database restart still fails no request.
"""

import select


def quiet(raw):
    """True when the server has sent nothing on this connection since its last statement's answer."""
    try:
        poller = select.poll()
        poller.register(raw.fileno(), select.POLLIN)
        return not poller.poll(0)
    except Exception:  # a connection psycopg already knows to be closed or broken: Django's check decides
        return False


def install(sender, connection, **kwargs):
    """connection_created: this connection's health check skips SELECT 1 while its socket is quiet."""
    if connection.vendor != "postgresql" or "close_if_health_check_failed" in vars(connection):
        return
    django_check = connection.close_if_health_check_failed

    def close_if_health_check_failed():
        if (
            connection.connection is not None
            and connection.health_check_enabled
            and not connection.health_check_done
            and quiet(connection.connection)
        ):
            connection.health_check_done = True
            return
        django_check()

    connection.close_if_health_check_failed = close_if_health_check_failed
