"""A test run split across processes (pytest-xdist's `-n`): each process gets a var folder and a Redis database of
its own, so its workers' logs, beat schedules, the filesystem broker's folders, task results and heartbeats never
meet another process's. pytest-django already gives each process its own test database (`test_<name>_gw<N>`).

Loaded with `-p tests.support.parallel` (pyproject.toml) so that it runs before pytest-django reads the settings:
xdist names the process in PYTEST_XDIST_WORKER before pytest starts in it."""

import os
from urllib.parse import urlsplit, urlunsplit


def own_redis_database(url, worker_number):
    """redis://host:port/N -> the same server, database N + 1 + worker_number (16 databases by default)."""
    parts = urlsplit(url)
    base = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path=f"/{(base + 1 + worker_number) % 16}"))


def give_this_process_its_own_places(environ):
    worker = environ.get("PYTEST_XDIST_WORKER")  # gw0, gw1, ...
    if not worker:
        return
    var = environ.get("ARBITER_VAR_DIR") or os.path.join(os.path.dirname(__file__), "..", "..", "var")
    environ["ARBITER_VAR_DIR"] = os.path.join(os.path.abspath(var), worker)
    for name in ("CELERY_BROKER_URL", "CELERY_RESULT_BACKEND"):
        if environ.get(name, "").startswith("redis://"):
            environ[name] = own_redis_database(environ[name], int(worker.removeprefix("gw")))


give_this_process_its_own_places(os.environ)
