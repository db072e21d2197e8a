"""Large uploads run as a Celery job on a real worker, with progress on the jobs page."""

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from games.models import Card
from games.services import INLINE_MAX_BYTES
from jobs.models import Job
from tests.workers import wait_job_finished

pytestmark = [pytest.mark.django_db(transaction=True)]


def post_file(client, name, content, game="yugioh", kind="cards"):
    return client.post("/cards/import/", {"game": game, "kind": kind, "file": SimpleUploadedFile(name, content)})


def test_a_large_card_database_is_imported_by_a_worker(celery_worker, judge_client, data_dir):
    content = (data_dir / "yugioh" / "goat-cards.en.cdb").read_bytes()
    assert len(content) > INLINE_MAX_BYTES
    response = post_file(judge_client, "goat-cards.en.cdb", content)
    assert response.status_code == 302
    job_id = response["Location"].rstrip("/").split("/")[-1]
    assert response["Location"] == f"/jobs/{job_id}/"
    job = wait_job_finished(job_id)
    assert job.status == Job.Status.DONE, job.error
    assert (job.done, job.total) == (1893, 1893)
    assert Card.objects.filter(game__slug="yugioh").count() == 1893
    summary = job.items.get().result
    assert summary["created"] == 1893
    assert summary["file"] == "goat-cards.en.cdb"
    page = judge_client.get(f"/jobs/{job_id}/").content.decode()
    assert "goat-cards.en.cdb" in page
    assert "1893" in page


def test_a_bad_large_file_fails_its_job_with_the_reason_and_writes_nothing(celery_worker, judge_client):
    response = post_file(judge_client, "broken.cdb", b"not sqlite\n" * 40000)
    job = wait_job_finished(response["Location"].rstrip("/").split("/")[-1])
    assert job.status == Job.Status.FAILED
    assert "broken.cdb: not a ygopro card database" in job.error
    assert not Card.objects.filter(game__slug="yugioh").exists()
    page = judge_client.get(f"/jobs/{job.pk}/").content.decode()
    assert "not a ygopro card database" in page


def test_the_job_belongs_to_its_uploader(celery_worker, judge_client, data_dir):
    big = (data_dir / "yugioh" / "goat-cards.en.cdb").read_bytes()
    job_id = post_file(judge_client, "goat-cards.en.cdb", big)["Location"].rstrip("/").split("/")[-1]
    wait_job_finished(job_id)
    stranger = Client()
    stranger.force_login(User.objects.create_user("stranger"))
    assert stranger.get(f"/jobs/{job_id}/").status_code == 404
    assert stranger.get(f"/api/jobs/{job_id}/").status_code == 404


@pytest.mark.postgres
def test_progress_is_visible_while_the_import_transaction_is_open():
    """The reporter commits on its own connection: another session sees it before the import commits."""
    from django.db import transaction

    from jobs.services import job_progress_reporter as progress_reporter

    job = Job.objects.create(kind="cards import", handler="games.importers.job_handler", params={})
    report, close = progress_reporter(job.pk)
    try:
        with transaction.atomic():
            report(500, 2000)
            seen = read_job_elsewhere(job.pk)
    finally:
        close()
    assert seen == (500, 2000, "running")


def read_job_elsewhere(job_id):
    from django.db import DEFAULT_DB_ALIAS, connections

    other = connections.create_connection(DEFAULT_DB_ALIAS)
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT done, total, status FROM jobs_job WHERE id = %s", [job_id])
            return cursor.fetchone()
    finally:
        other.close()
