"""A bulk validation job whose worker is killed mid-job still ends with every result, exactly once."""

import os
import signal
import time
import uuid

import pytest
from django.contrib.auth.models import User

from decks.validation.bulk import validation_job_create
from jobs.models import Job, JobItem
from tests.conftest import WorkerProcess
from tests.support.cards import forty, ydk
from tests.workers import children_of, wait_for

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]
DECKS = 3000  # 15 batches of 200: long enough to be caught mid-job


def start_job():
    owner = User.objects.create_user(f"org-{uuid.uuid4().hex[:6]}", password="pw-organiser-1")
    decklists = [(f"deck {i}", ydk(forty()) if i % 2 else ydk(forty()[:39])) for i in range(DECKS)]
    return validation_job_create(game="yugioh", decklists=decklists, owner=owner)


def assert_complete(job_id):
    job = Job.objects.get(pk=job_id)
    assert job.status == "done" and job.done == job.total == DECKS
    assert not JobItem.objects.filter(job=job, result__isnull=True).exists()
    results = dict(job.items.values_list("index", "result__legal"))
    assert all(results[i] is bool(i % 2) for i in range(DECKS))


def test_killing_the_pool_process_mid_job_loses_no_result(own_queue, ygo_pool):
    worker = WorkerProcess(own_queue, concurrency=1).start()
    try:
        job = start_job()
        wait_for(lambda: Job.objects.get(pk=job.pk).done > 0, timeout=90, what="the first batch")
        # A kill can land in the instant between two batches, when the child holds no task; killing a
        # few successive children makes sure at least one dies holding a batch.
        killed = set()
        for _ in range(3):
            (child,) = wait_for(
                lambda: [c for c in children_of(worker.proc.pid) if c not in killed], timeout=90, what="a pool process"
            )
            os.kill(child, signal.SIGKILL)
            killed.add(child)
            assert Job.objects.get(pk=job.pk).done < DECKS, "the job finished before the kill: make it longer"
            time.sleep(0.3)
        wait_for(lambda: Job.objects.get(pk=job.pk).finished, timeout=90, what="the job to finish")
    finally:
        worker.stop()
    assert_complete(job.pk)
    assert "WorkerLostError" in worker.log.read_text()


def test_killing_the_whole_worker_mid_job_loses_no_result(own_queue, ygo_pool):
    env = {"CELERY_VISIBILITY_TIMEOUT": "2"}
    first = WorkerProcess(own_queue, concurrency=1, extra_env=env).start()
    try:
        job = start_job()
        wait_for(lambda: Job.objects.get(pk=job.pk).done > 0, timeout=90, what="the first batch")
        os.killpg(first.proc.pid, signal.SIGKILL)
        first.proc.wait()
    finally:
        first.stop()
    assert Job.objects.get(pk=job.pk).done < DECKS
    time.sleep(3)  # past the visibility timeout, so the next worker gets the unacknowledged batch back
    # A kill that lands after Redis handed a message over (BRPOP) and before kombu noted it unacknowledged
    # loses that message with the worker; the periodic sweep, which `make run` runs beside the worker, sends
    # its batch again. It runs here too, often, as it would in production.
    sweep = {"SWEEP_EVERY_SECONDS": "2", "SWEEP_QUEUED_AFTER_SECONDS": "10"}
    second = WorkerProcess(own_queue, concurrency=2, extra_env={**env, **sweep}, beat=True)
    second.log = second.log.with_name(f"worker-{own_queue}-second.log")
    second.start()
    try:
        wait_for(lambda: Job.objects.get(pk=job.pk).finished, timeout=90, what="the job to finish")
    finally:
        second.stop()
    assert_complete(job.pk)
