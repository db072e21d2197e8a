"""Health of the three parts Arbiter needs: the database, the broker and at least one worker.

The worker part reads the workers' heartbeat (config/health_worker.py), so a probe takes milliseconds; only a
broker that keeps no heartbeat (RabbitMQ) still waits for a worker to answer a ping.
"""

from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path

from django.conf import settings
from django.db import connections

from .celery import app
from .health_worker import check_heartbeat, heartbeats

TIMEOUT = 1.0


def check_database():
    connection = connections.create_connection("default")
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    finally:
        connection.close()


def check_broker():
    if settings.CELERY_BROKER_IS_FILESYSTEM:
        folder = Path(settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_in"])
        if not folder.is_dir():
            raise OSError(f"broker folder {folder} is missing")
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


CHECKS = {"database": check_database, "broker": check_broker, "worker": check_worker}


def health():
    """Run the checks concurrently; each part is "ok" or "down" (reason under "reasons")."""
    report, reasons = {}, {}
    pool = ThreadPoolExecutor(max_workers=len(CHECKS))
    futures = {name: pool.submit(check) for name, check in CHECKS.items()}
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
