"""One lifecycle for every kind of background work (jobs.claims, jobs.runner, jobs.sweep): each kind's unit is
claimed by the same conditional UPDATE, counts its attempts the same way, and is swept by the same sweep."""

import time
from datetime import timedelta

import numpy as np
import pytest
from django.utils import timezone

from decks.validation.bulk import validation_job_create
from games.models import Game
from games.services import IMPORT_HANDLER
from jobs import claims, registry
from jobs.models import Job, JobBatch
from jobs.runner import BATCH_MAX_ATTEMPTS, batch_work
from jobs.services import job_create, job_create_single, job_run_batch
from jobs.sweep import sweep
from jobs.tasks import run_batch
from judging import embedding_jobs, embeddings
from judging.adjudications import bulk as bulk_adjudication
from judging.adjudications import services as adjudications
from judging.adjudications.models import Adjudication
from judging.models import Ruling
from tests.judging.adjudications.conftest import legal_record

pytestmark = pytest.mark.django_db


def echo_job(owner):
    return job_create(kind="echo", handler="jobs.echo", items=[(str(i), {"value": i}) for i in range(3)], owner=owner)


def validation_job(owner):
    return validation_job_create(game="yugioh", decklists=[("deck", "#main\n10000\n")], owner=owner)


def adjudication_job(owner):
    items = [("1", {"record": legal_record(3)})]
    return job_create(kind="adjudication", handler=bulk_adjudication.__name__, items=items, owner=owner,
                      params={"game": "tractor", "variant": {}})  # fmt: skip


def embedding_job(owner):
    Ruling.objects.create(game=Game.objects.get(slug="dbs"), language="fr", question="Q ?", answer="R.")
    return embedding_jobs.create_job(owner=owner)


def import_job(owner, tmp_path):
    path = tmp_path / "upload.csv"
    path.write_bytes(b"code,name,type\nBT1-001,Goku,BATTLE\n")
    params = {"kind": "cards", "game": "dbs", "path": str(path), "filename": "big.csv", "name": "big"}
    return job_create_single(kind="cards import", handler=IMPORT_HANDLER, owner=owner, params=params)


KINDS = {
    "echo": echo_job,
    "deck validation": validation_job,
    "bulk adjudication": adjudication_job,
    "embeddings": embedding_job,
    "card import": import_job,
}


@pytest.fixture
def make_job(owner, tmp_path, monkeypatch, django_capture_on_commit_callbacks):
    """A job of each kind, made by its own entry point, its batches stored but not sent to any worker."""
    monkeypatch.setattr(embeddings, "encode_passages", lambda texts, **kw: np.zeros((len(texts), embeddings.DIM)))

    def make(kind):
        with django_capture_on_commit_callbacks(execute=False):
            return KINDS[kind](owner, tmp_path) if kind == "card import" else KINDS[kind](owner)

    return make


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_claimed_by_one_conditional_update_and_done_once(make_job, kind):
    job = make_job(kind)
    (batch,) = JobBatch.objects.filter(job=job)
    held = claims.claim(batch_work(), batch.pk, "first").row
    assert (held.status, held.attempts, held.claim_token) == ("running", 1, "first")
    # Another delivery while the claim is held and its lease current: not its to run.
    assert job_run_batch(job_id=job.pk, start=batch.start, stop=batch.stop, token="second") == 0
    assert JobBatch.objects.get(pk=batch.pk).attempts == 1
    # The holder's message coming back (its worker died) takes it again, and runs it.
    assert job_run_batch(job_id=job.pk, start=batch.start, stop=batch.stop, token="first") >= 1
    batch.refresh_from_db()
    job.refresh_from_db()
    assert (batch.status, batch.attempts, job.status) == ("done", 2, "done"), job.error
    assert not job.items.filter(result__isnull=True).exists()
    # Done is done: no delivery runs it again.
    assert job_run_batch(job_id=job.pk, start=batch.start, stop=batch.stop, token="third") == 0
    assert JobBatch.objects.get(pk=batch.pk).attempts == 2


def test_a_lapsed_lease_is_claimed_by_any_delivery(make_job):
    job = make_job("echo")
    batch = JobBatch.objects.get(job=job)
    claims.claim(batch_work(), batch.pk, "dead-worker")
    lapsed = timezone.now() - batch_work().lease - timedelta(seconds=1)
    JobBatch.objects.filter(pk=batch.pk).update(lease_renewed_at=lapsed)
    assert job_run_batch(job_id=job.pk, start=0, stop=3, token="sweep") == 3
    assert JobBatch.objects.get(pk=batch.pk).claim_token == "sweep"


def test_a_batch_whose_worker_dies_every_time_fails_its_job_after_its_attempts(make_job):
    job = make_job("echo")
    batch = JobBatch.objects.get(job=job)
    for _ in range(BATCH_MAX_ATTEMPTS):
        assert claims.claim(batch_work(), batch.pk, "killed").row is not None
    assert job_run_batch(job_id=job.pk, start=0, stop=3, token="killed") == 0
    job.refresh_from_db()
    assert job.status == "failed"
    gave_up = f"gave up after {BATCH_MAX_ATTEMPTS} attempts: the worker stopped during each of them"
    assert job.error == f"items 0-2: {gave_up}"


def test_a_batch_that_keeps_crashing_is_retried_then_fails_its_job_naming_its_items(make_job, monkeypatch):
    job = make_job("echo")
    handler = registry.handler_for("jobs.echo")

    def crash(inputs, params):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(handler, "process_batch", crash)
    run_batch.apply(args=[str(job.pk), 0, 3], task_id="task-crash")  # Celery's own retries, eagerly
    job.refresh_from_db()
    batch = JobBatch.objects.get(job=job)
    assert (job.status, batch.status, batch.attempts) == ("failed", "failed", BATCH_MAX_ATTEMPTS)
    assert job.error == "items 0-2: RuntimeError: engine bug"


def test_one_sweep_sends_again_every_kind_of_unit_no_worker_holds(make_job, owner, own_queue, settings):
    settings.SWEEP_QUEUED_AFTER_SECONDS = 120
    assert set(registry.sources()) == {"jobs", "adjudications"}
    lapsed_job, held_job = make_job("echo"), make_job("echo")
    lapsed, held = JobBatch.objects.get(job=lapsed_job), JobBatch.objects.get(job=held_job)
    claims.claim(batch_work(), lapsed.pk, "gone")
    claims.claim(batch_work(), held.pk, "alive")
    JobBatch.objects.filter(pk=lapsed.pk).update(lease_renewed_at=timezone.now() - timedelta(hours=1))
    adjudication, _ = adjudications.adjudication_create(game="tractor", record=legal_record(3), requested_by=owner)
    adjudications.adjudication_claim(adjudication_id=adjudication.pk, token="gone")
    Adjudication.objects.filter(pk=adjudication.pk).update(started_at=timezone.now() - timedelta(hours=1))
    assert sweep() == {"jobs": [str(lapsed_job.pk)], "adjudications": [str(adjudication.pk)]}
    # Sent again, each is queued for its new message, which the next sweeps leave its chance.
    assert JobBatch.objects.get(pk=lapsed.pk).status == "queued"
    assert Adjudication.objects.get(pk=adjudication.pk).status == "queued"
    assert sweep() == {"jobs": [], "adjudications": []}


@pytest.mark.django_db(transaction=True)
def test_the_lease_is_renewed_while_the_unit_runs(owner, own_queue):
    # Committed at once (no test transaction), so its message is sent: to a queue no live worker reads, or one
    # could claim the batch before the test does.
    job = echo_job(owner)
    batch = JobBatch.objects.get(job=job)
    work = claims.Claimable(model=JobBatch, lease=timedelta(seconds=0.6), lease_field="lease_renewed_at")
    row = claims.claim(work, batch.pk, "t").row
    with claims.lease_kept(work, row):
        time.sleep(1)
    renewed = JobBatch.objects.get(pk=batch.pk).lease_renewed_at
    assert renewed > row.lease_renewed_at + timedelta(seconds=0.15)


def test_a_job_stored_without_batches_gets_them_from_the_sweep(owner, own_queue, settings):
    settings.SWEEP_QUEUED_AFTER_SECONDS = 0
    job = Job.objects.create(kind="echo", handler="jobs.echo", total=2, owner=owner)
    job.items.create(index=0, name="0", input={"value": 0})
    job.items.create(index=1, name="1", input={"value": 1})
    assert sweep()["jobs"] == [str(job.pk)]
    assert list(JobBatch.objects.filter(job=job).values_list("start", "stop")) == [(0, 2)]
