import json
import os
import signal
import subprocess
import sys
import uuid

import pytest

from tests.conftest import ROOT, WorkerProcess
from tests.workers import wait_for


def run_healthcheck(**env):
    proc = subprocess.run(
        [sys.executable, "manage.py", "healthcheck"],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    return proc.returncode, json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.django_db(transaction=True)
@pytest.mark.smoke
def test_healthz_reports_all_three_ok_with_a_worker(client, celery_worker):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"database": "ok", "broker": "ok", "worker": "ok"}


@pytest.mark.postgres
def test_healthz_reports_the_worker_down_when_none_runs():
    # A Redis database no worker listens on: the broker answers, no worker does.
    code, report = run_healthcheck(
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres", CELERY_BROKER_URL="redis://127.0.0.1:6379/15"
    )
    assert report["worker"] == "down"
    assert "no worker" in report["reasons"]["worker"]
    assert report["broker"] == "ok"
    assert code == 0  # database and broker answer: still healthy


@pytest.mark.postgres
def test_healthz_reports_the_database_down_when_unreachable():
    code, report = run_healthcheck(
        DATABASE_URL="postgres://postgres@127.0.0.1:1/arbiter", CELERY_BROKER_URL="redis://127.0.0.1:6379/15"
    )
    assert report["database"] == "down"
    assert report["reasons"]["database"]
    assert code == 1


@pytest.mark.postgres
def test_healthz_reports_the_broker_down_when_unreachable():
    code, report = run_healthcheck(CELERY_BROKER_URL="redis://127.0.0.1:1/0")
    assert report["broker"] == "down"
    assert code == 1


# -- the worker's heartbeat (config/health_worker.py): a real worker on a queue of its own, reporting every second


@pytest.fixture
def reporting_worker(settings):
    from config.celery import app

    queue = f"arbiter-test-heartbeat-{uuid.uuid4().hex[:8]}"
    settings.WORKER_HEARTBEAT_SECONDS, settings.WORKER_HEARTBEAT_TIMEOUT_SECONDS = 1, 3
    session_queue, app.conf.task_default_queue = app.conf.task_default_queue, queue  # healthz reads this queue's
    env = {"WORKER_HEARTBEAT_SECONDS": "1", "WORKER_HEARTBEAT_TIMEOUT_SECONDS": "3"}
    worker = WorkerProcess(queue, concurrency=1, extra_env=env)
    try:
        yield worker.start()
    finally:
        worker.stop()
        app.conf.task_default_queue = session_queue


def worker_part(client):
    response = client.get("/healthz")
    report = response.json()
    return response.status_code, report["worker"], report.get("reasons", {}).get("worker", "")


@pytest.mark.django_db(transaction=True)
@pytest.mark.smoke
def test_healthz_reads_the_workers_heartbeat_without_pinging_them(client, reporting_worker, monkeypatch):
    from config.celery import app

    def no_ping(*args, **kwargs):
        raise AssertionError("healthz pinged the workers")

    monkeypatch.setattr(app.control, "ping", no_ping)
    wait_for(lambda: worker_part(client)[1] == "ok", timeout=30, what="the worker's first heartbeat")
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"database": "ok", "broker": "ok", "worker": "ok"}


@pytest.mark.django_db(transaction=True)
@pytest.mark.smoke
def test_healthz_reports_a_dead_worker_down_once_its_last_heartbeat_is_older_than_the_timeout(client, reporting_worker):
    wait_for(lambda: worker_part(client)[1] == "ok", timeout=30, what="the worker's first heartbeat")
    os.killpg(reporting_worker.proc.pid, signal.SIGKILL)  # no shutdown: its last report stays behind
    reporting_worker.proc.wait()
    status, _part, reason = wait_for(
        lambda: (found := worker_part(client))[1] == "down" and found, timeout=30, what="the worker to be down"
    )
    assert "no worker heartbeat for" in reason and "down after 3s" in reason
    assert status == 200  # the database and the broker answer: the site is up


@pytest.mark.django_db(transaction=True)
@pytest.mark.smoke
def test_healthz_reports_a_worker_stopped_cleanly_down_at_once(client, reporting_worker):
    wait_for(lambda: worker_part(client)[1] == "ok", timeout=30, what="the worker's first heartbeat")
    reporting_worker.stop()  # a warm shutdown takes its report back before the process exits
    status, part, reason = worker_part(client)
    assert (status, part) == (200, "down")
    assert reason.endswith("no worker has reported a heartbeat")
