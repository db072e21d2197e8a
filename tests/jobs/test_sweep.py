"""Work left queued while the broker was down is sent again by the periodic sweep (Celery beat), once the
broker is back: no operator, no admin action."""

import time
import uuid
from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import Game
from jobs.models import Job, JobItem
from jobs.sweep import sweep
from judging.adjudications.models import Adjudication
from tests.conftest import WorkerProcess
from tests.judging.adjudications.conftest import legal_record
from tests.support.redis import PrivateRedis
from tests.workers import wait_for


@pytest.mark.django_db(transaction=True)
def test_an_adjudication_and_a_job_left_queued_while_the_broker_was_down_are_done_once_it_is_back(owner):
    redis = PrivateRedis().start()
    url = f"redis://127.0.0.1:{redis.port}/0"
    env = {"CELERY_BROKER_URL": url, "CELERY_RESULT_BACKEND": url, "SWEEP_EVERY_SECONDS": "1",
           "SWEEP_QUEUED_AFTER_SECONDS": "0"}  # fmt: skip
    worker = WorkerProcess(f"sweep-{uuid.uuid4().hex[:8]}", concurrency=1, extra_env=env, beat=True)
    worker.start(wait=False)
    try:
        wait_for(lambda: "ready." in worker.log.read_text(), timeout=60, what="the worker to start")
        redis.stop()  # the broker goes down; rows created now get no message
        adjudication = Adjudication.objects.create(
            game=Game.objects.get(slug="tractor"), record=legal_record(3), variant={}, requested_by=owner
        )
        job = Job.objects.create(kind="echo", handler="jobs.echo", total=3, owner=owner)
        JobItem.objects.bulk_create([JobItem(job=job, index=i, name=str(i), input={"value": i}) for i in range(3)])
        time.sleep(2)
        assert Adjudication.objects.get(pk=adjudication.pk).status == "queued"
        redis.start()  # ... and comes back on the same port
        wait_for(lambda: Adjudication.objects.get(pk=adjudication.pk).finished, timeout=90, what="the adjudication")
        wait_for(lambda: Job.objects.get(pk=job.pk).status == "done", timeout=90, what="the job")
        assert Adjudication.objects.get(pk=adjudication.pk).verdict["legal"] is True
        assert JobItem.objects.filter(job=job, result__isnull=True).count() == 0
    finally:
        worker.stop()
        redis.stop()


@pytest.mark.django_db
def test_the_sweep_leaves_recent_and_finished_work_alone(owner, settings):
    settings.SWEEP_QUEUED_AFTER_SECONDS = 120
    recent = Job.objects.create(kind="echo", handler="jobs.echo", total=1, owner=owner)
    done = Job.objects.create(kind="echo", handler="jobs.echo", total=1, owner=owner, status=Job.Status.DONE)
    Job.objects.filter(pk=done.pk).update(updated_at=timezone.now() - timedelta(hours=1))
    assert sweep() == {"adjudications": [], "jobs": []}
    assert {recent.pk, done.pk} == set(Job.objects.values_list("pk", flat=True))
