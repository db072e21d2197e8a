"""Health of the three parts Arbiter needs: the database, the broker and at least one worker.

A probe takes milliseconds: the database part asks the request's own (persistent) connection, the broker part
pings Redis on a kept connection, and the worker part reads the workers' heartbeat (config/health_worker.py);
only RabbitMQ, which keeps neither, is reached anew and waits for a worker to answer a ping.
"""

from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from functools import partial
from pathlib import Path

from django.conf import settings
from django.db import connections

from .celery import app
from .health_worker import check_heartbeat, heartbeats, redis_client

TIMEOUT = 1.0


def check_database(connection):
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def check_broker():
    if settings.CELERY_BROKER_IS_FILESYSTEM:
        folder = Path(settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_in"])
        if not folder.is_dir():
            raise OSError(f"broker folder {folder} is missing")
        return
    if settings.CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
        redis_client(settings.CELERY_BROKER_URL).ping()
        return
    with app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1, timeout=TIMEOUT, interval_start=0)


def check_worker():
    store = heartbeats(app)
    if store is not None:
        check_heartbeat(store)
        return
    replies = app.control.ping(timeout=TIMEOUT)
    if not replies:
        raise RuntimeError("no worker answered a ping")


def health():
    """Run the checks concurrently; each part is "ok" or "down" (reason under "reasons").

    The database check runs in a thread of the pool (so a database that does not answer is a timeout, not a
    stuck request) on this thread's connection, kept open between requests: no new connection per probe."""
    database = connections["default"]
    database.inc_thread_sharing()
    try:
        return run_checks({"database": partial(check_database, database), "broker": check_broker,
                           "worker": check_worker})  # fmt: skip
    finally:
        database.dec_thread_sharing()


def run_checks(checks):
    report, reasons = {}, {}
    pool = ThreadPoolExecutor(max_workers=len(checks))
    futures = {name: pool.submit(check) for name, check in checks.items()}
    for name, future in futures.items():
        try:
            future.result(timeout=TIMEOUT + 0.5)
            report[name] = "ok"
        except FutureTimeout:
            report[name], reasons[name] = "down", f"no answer within {TIMEOUT:g}s"
        except Exception as exc:  # any failure of a part is a report, never a crash
            report[name], reasons[name] = "down", f"{type(exc).__name__}: {exc}".strip()[:300]
    pool.shutdown(wait=False, cancel_futures=True)
    healthy = report["database"] == "ok" and report["broker"] == "ok"
    if reasons:
        report["reasons"] = reasons
    return report, healthy
