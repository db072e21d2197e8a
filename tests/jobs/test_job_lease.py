"""A batch holds a lease its worker renews while it runs: a batch whose worker died (nobody left to give its
message back) is sent again by the sweep within a lease and a sweep, however long its job, and each item
is still done exactly once. Real workers, killed with SIGKILL."""

import os
import signal
import time

import pytest

from jobs import services
from jobs.models import JobBatch
from jobs.services import job_create
from tests.conftest import WorkerProcess
from tests.support.redis import PrivateRedis
from tests.support.worker_hooks import SLOW_ECHO
from tests.workers import wait_for, wait_job_finished

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

LEASE = 3
BATCH_SECONDS = 2 * LEASE  # only the renewals keep a batch held for its whole run
# The queued path of the sweep is out of the way: what is sent again here is sent for its lapsed lease.
ENV = {"JOBS_LEASE_SECONDS": str(LEASE), "SWEEP_EVERY_SECONDS": "1", "SWEEP_QUEUED_AFTER_SECONDS": "3600"}
# From the kill: the second worker's start, a lease, a sweep, and the two batches' runs, with room to spare.
THRESHOLD = 60


def test_a_batch_whose_worker_died_is_sent_again_once_its_lease_lapses_and_done_once(own_queue, owner):
    first = WorkerProcess(own_queue, concurrency=1, extra_env=ENV, beat=True).start()
    try:
        items = [(str(i), {"value": i}) for i in range(4)]
        job = job_create(kind="slow echo", handler=SLOW_ECHO, items=items, owner=owner,
                         params={"seconds": BATCH_SECONDS}, batch_size=2)  # fmt: skip
        running = JobBatch.objects.filter(job=job, start=0, status="running")
        wait_for(running.exists, timeout=60, what="the first batch to run")
        time.sleep(LEASE * 1.5)  # past its first lease, and still held: its worker renews it
        assert list(running.values_list("attempts", flat=True)) == [1]
        os.killpg(first.proc.pid, signal.SIGKILL)  # the worker and its pool: no one gives the message back
        first.proc.wait()
        killed_at = time.monotonic()
    finally:
        first.stop()
    second = WorkerProcess(own_queue, concurrency=1, extra_env=ENV, beat=True)
    second.log = second.log.with_name(f"worker-{own_queue}-second.log")
    second.start()
    try:
        job = wait_job_finished(job.pk, timeout=120)
        took = time.monotonic() - killed_at
    finally:
        second.stop()
    assert (job.status, job.done, job.total) == ("done", 4, 4), job.error
    assert [item.result for item in job.items.order_by("index")] == [{"value": i} for i in range(4)]
    batches = dict(JobBatch.objects.filter(job=job).values_list("start", "attempts"))
    assert batches == {0: 2, 2: 1}  # the killed one claimed again once, by the sweep's delivery; the other once
    assert took < THRESHOLD, f"the job finished {took:.0f}s after its worker died"


def test_a_job_whose_queue_was_lost_with_the_broker_completes_once_it_is_back(owner, monkeypatch):
    """Redis stopped with its data mid-job (it keeps none on disk here), then started again, empty: the batches'
    messages are gone. The sweep sends the queued batches again once they waited SWEEP_QUEUED_AFTER_SECONDS
    (5 here, 120 by default), and any batch held by a worker that lost its message lapses with its lease."""
    redis = PrivateRedis().start()
    url = f"redis://127.0.0.1:{redis.port}/0"
    env = {**ENV, "CELERY_BROKER_URL": url, "CELERY_RESULT_BACKEND": url, "SWEEP_QUEUED_AFTER_SECONDS": "5"}
    worker = WorkerProcess("lost-queue", concurrency=1, extra_env=env, beat=True)
    worker.start(wait=False)
    try:
        wait_for(lambda: "ready." in worker.log.read_text(), timeout=60, what="the worker to start")
        # This process sends to the session's broker: the worker's own sweep sends the batches, to its Redis.
        monkeypatch.setattr(services, "_send", lambda batches: None)
        items = [(str(i), {"value": i}) for i in range(8)]
        job = job_create(kind="slow echo", handler=SLOW_ECHO, items=items, owner=owner,
                         params={"seconds": 1}, batch_size=1)  # fmt: skip
        wait_for(lambda: JobBatch.objects.filter(job=job, status="done").exists(), timeout=60, what="a batch")
        redis.stop()
        assert JobBatch.objects.filter(job=job).exclude(status="done").exists(), "the job finished: make it longer"
        time.sleep(2)
        redis.start()  # on the same port, empty
        back_at = time.monotonic()
        job = wait_job_finished(job.pk, timeout=120)
        took = time.monotonic() - back_at
    finally:
        worker.stop()
        redis.stop()
    assert (job.status, job.done, job.total) == ("done", 8, 8), job.error
    assert [item.result for item in job.items.order_by("index")] == [{"value": i} for i in range(8)]
    assert took < THRESHOLD, f"the job finished {took:.0f}s after the broker came back"
