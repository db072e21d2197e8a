import json
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT


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
