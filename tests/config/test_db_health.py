"""The kept connection's health check (config/db_health.py): a quiet connection is used without SELECT 1, and one
the server closed is still replaced before the request's first statement, as Django's own check did."""

import time

import psycopg
import pytest
from django.db import connection

pytestmark = pytest.mark.django_db(transaction=True)  # autocommit, as a request runs: its connection can be lost


@pytest.fixture
def postgres(settings):
    if not settings.DATABASE_IS_POSTGRES:
        pytest.skip("the check reads a PostgreSQL connection's socket")
    if not connection.settings_dict["CONN_HEALTH_CHECKS"]:
        pytest.skip("DB_CONN_HEALTH_CHECKS is off")


def backend_pid():
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return cursor.fetchone()[0]


def request_starts():
    """What django.db.close_old_connections does as each request starts (the test client skips it)."""
    connection.close_if_unusable_or_obsolete()


def test_a_quiet_connection_is_used_without_a_round_trip(postgres, monkeypatch):
    pid = backend_pid()
    checks = []
    monkeypatch.setattr(connection, "is_usable", lambda: checks.append(1) or True)
    request_starts()
    assert backend_pid() == pid
    assert checks == [] and connection.health_check_done


def test_a_connection_the_server_closed_is_replaced_before_the_first_statement(postgres):
    from config.db_health import quiet

    pid = backend_pid()
    params = connection.get_connection_params()
    with psycopg.connect(**{k: v for k, v in params.items() if k != "cursor_factory"}, autocommit=True) as other:
        assert other.execute("SELECT pg_terminate_backend(%s)", [pid]).fetchone() == (True,)
    deadline = time.monotonic() + 10
    while quiet(connection.connection) and time.monotonic() < deadline:  # the server's goodbye is on its way
        time.sleep(0.01)
    request_starts()
    assert backend_pid() != pid  # no error: Django's check found it closed and connected anew
