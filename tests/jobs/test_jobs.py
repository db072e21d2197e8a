import subprocess
import sys

import pytest
from django.contrib.auth.models import User

from jobs.models import Job
from jobs.services import job_create, load_handler
from tests.conftest import ROOT
from tests.workers import wait_job_finished


def test_a_handler_module_loads_without_being_imported_first():
    code = (
        "import django; django.setup(); from jobs.services import load_handler;"
        "print(load_handler('jobs.echo').CSV_COLUMNS)"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={"DJANGO_SETTINGS_MODULE": "config.settings", "PATH": "/usr/bin:/bin",
                               "ARBITER_VAR_DIR": "/tmp/arbiter-jobs-handler-test"})  # fmt: skip
    assert proc.stdout.strip() == "['value']", proc.stderr


def test_only_arbiter_modules_can_be_handlers():
    with pytest.raises(ValueError, match="not an Arbiter module"):
        load_handler("os.path")


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_job_runs_in_batches_on_a_real_worker_and_keeps_every_result(celery_worker, client):
    owner = User.objects.create_user("owner", password="pw-owner-12345")
    items = [(f"item {i}", {"value": i}) for i in range(25)]
    job = job_create(kind="echo", handler="jobs.echo", items=items, owner=owner, batch_size=10)
    job = wait_job_finished(job.pk)
    assert (job.status, job.done, job.total) == ("done", 25, 25)
    client.force_login(owner)
    body = client.get(f"/api/jobs/{job.pk}/").json()
    assert [r["result"]["value"] for r in body["results"]] == list(range(25))
    csv_text = b"".join(client.get(f"/api/jobs/{job.pk}/report.csv").streaming_content).decode()
    assert csv_text.splitlines()[:2] == ["index,name,value", "1,item 0,0"]


@pytest.mark.django_db
def test_another_users_job_is_a_404(client):
    owner = User.objects.create_user("owner", password="pw-owner-12345")
    job = Job.objects.create(kind="echo", handler="jobs.echo", owner=owner)
    client.force_login(User.objects.create_user("outsider", password="pw-outsider-12345"))
    assert client.get(f"/api/jobs/{job.pk}/").status_code == 404
    assert client.get(f"/api/jobs/{job.pk}/report.csv").status_code == 404
    assert client.get(f"/jobs/{job.pk}/").status_code == 404
    client.logout()
    assert client.get(f"/api/jobs/{job.pk}/").status_code == 404


@pytest.mark.django_db
def test_a_batch_redelivered_after_it_was_done_writes_nothing_twice():
    from jobs.services import job_run_batch

    job = Job.objects.create(kind="echo", handler="jobs.echo", total=3)
    for i in range(3):
        job.items.create(index=i, name=str(i), input={"value": i})
    assert job_run_batch(job_id=job.pk, start=0, stop=3) == 3
    assert job_run_batch(job_id=job.pk, start=0, stop=3) == 0
    job.refresh_from_db()
    assert (job.status, job.done) == ("done", 3)
