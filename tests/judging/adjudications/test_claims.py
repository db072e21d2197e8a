"""Claiming, finishing and failing an adjudication: each write is one conditional UPDATE, so any
number of deliveries of its task yields one verdict. These run the service in-process; the real
worker and its deaths are in test_worker.py."""

from datetime import timedelta

import pytest
from django.utils import timezone

from judging.adjudications import registry, services
from judging.adjudications.models import Adjudication
from judging.adjudications.tasks import adjudicate

from .conftest import with_card_not_in_hand

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
Status = Adjudication.Status


@pytest.fixture
def queued(requester, record):
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    return adjudication


def claim(adjudication, task_id="task-1"):
    return services.adjudication_claim(adjudication_id=adjudication.pk, token=task_id)


def reload(adjudication):
    return Adjudication.objects.get(pk=adjudication.pk)


def test_a_claim_marks_it_running_and_counts_the_attempt(queued):
    claimed = claim(queued)
    assert claimed.status == Status.RUNNING
    assert claimed.attempts == 1
    assert claimed.claim_token == "task-1"
    assert claimed.started_at is not None


def test_another_delivery_cannot_claim_a_live_claim(queued):
    claim(queued, "task-1")
    assert claim(queued, "task-2") is None
    assert reload(queued).attempts == 1


def test_the_same_task_coming_back_reclaims_it(queued):
    """Its message is redelivered only when the worker that held it died."""
    claim(queued, "task-1")
    again = claim(queued, "task-1")
    assert again is not None
    assert again.attempts == 2


def test_a_stale_claim_may_be_taken_by_any_delivery(queued):
    claim(queued, "task-1")
    long_ago = timezone.now() - services.CLAIM_TIMEOUT - timedelta(seconds=1)
    Adjudication.objects.filter(pk=queued.pk).update(started_at=long_ago)
    taken = claim(queued, "task-2")
    assert taken.claim_token == "task-2"
    assert taken.attempts == 2


def test_after_three_attempts_it_fails_with_the_reason(queued):
    for _ in range(services.MAX_ATTEMPTS):
        assert claim(queued) is not None
    assert claim(queued) is None
    failed = reload(queued)
    assert failed.status == Status.FAILED
    assert failed.attempts == services.MAX_ATTEMPTS
    assert "gave up after 3 attempts" in failed.error
    assert failed.finished_at is not None


def test_a_done_adjudication_is_never_claimed_again(queued):
    services.adjudication_run(adjudication_id=queued.pk, token="task-1")
    assert claim(queued, "task-1") is None
    assert claim(queued, "task-2") is None
    assert reload(queued).status == Status.DONE


def test_the_verdict_is_written_only_by_the_claim_holding_it(queued):
    first = claim(queued, "task-1")
    Adjudication.objects.filter(pk=queued.pk).update(started_at=timezone.now() - services.CLAIM_TIMEOUT * 2)
    second = claim(queued, "task-2")
    assert services.adjudication_finish(adjudication=first, verdict={"from": "first"}) is False
    assert services.adjudication_finish(adjudication=second, verdict={"from": "second"}) is True
    assert services.adjudication_finish(adjudication=second, verdict={"from": "again"}) is False
    assert reload(queued).verdict == {"from": "second"}


def test_a_run_writes_the_engines_verdict(queued, record):
    assert services.adjudication_run(adjudication_id=queued.pk, token="task-1") == Status.DONE
    done = reload(queued)
    assert done.verdict == registry.replay("tractor", record, {})
    assert done.verdict["legal"] is True
    assert done.finished_at is not None
    assert done.error == ""


def test_an_illegal_play_is_a_done_verdict_naming_the_rule(requester, record):
    adjudication, _ = services.adjudication_create(
        game="tractor", record=with_card_not_in_hand(record), requested_by=requester
    )
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    verdict = reload(adjudication).verdict
    assert verdict["legal"] is False
    assert verdict["violation"]["rule"] == "not-in-hand"
    assert (verdict["violation"]["trick"], verdict["violation"]["play"]) == (1, 2)


def test_a_record_that_became_malformed_fails_at_once_without_retry(queued):
    Adjudication.objects.filter(pk=queued.pk).update(record={"levels": "nonsense"})
    assert services.adjudication_run(adjudication_id=queued.pk, token="t") == Status.FAILED
    failed = reload(queued)
    assert failed.attempts == 1
    assert failed.error.startswith("record: ")


def test_a_crash_releases_the_row_for_the_retry(queued, monkeypatch):
    monkeypatch.setattr(registry, "replay", crash)
    with pytest.raises(RuntimeError):
        services.adjudication_run(adjudication_id=queued.pk, token="t")
    released = reload(queued)
    assert released.status == Status.QUEUED
    assert released.error == "attempt 1: RuntimeError: engine bug"


def test_a_record_that_keeps_crashing_fails_after_three_tries(queued, monkeypatch):
    """The task retries (eagerly here, through Celery's own retry), the third crash is final."""
    monkeypatch.setattr(registry, "replay", crash)
    adjudicate.apply(args=[str(queued.pk)], task_id="task-crash")
    failed = reload(queued)
    assert failed.status == Status.FAILED
    assert failed.attempts == 3
    assert failed.error == "gave up after 3 attempts; attempt 3: RuntimeError: engine bug"


def test_a_crash_then_success_finishes_on_the_second_attempt(queued, monkeypatch):
    real_replay = registry.replay
    calls = []

    def flaky(*args, **kwargs):
        calls.append(1)
        return crash() if len(calls) == 1 else real_replay(*args, **kwargs)

    monkeypatch.setattr(registry, "replay", flaky)
    adjudicate.apply(args=[str(queued.pk)], task_id="task-flaky")
    done = reload(queued)
    assert (done.status, done.attempts, done.error) == (Status.DONE, 2, "")


def crash(*args, **kwargs):
    raise RuntimeError("engine bug")


def test_requeue_sends_again_only_what_no_worker_holds(requester, record, django_capture_on_commit_callbacks):
    queued, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    live, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    stale, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    done, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    claim(live, "a")
    claim(stale, "b")
    Adjudication.objects.filter(pk=stale.pk).update(started_at=timezone.now() - services.CLAIM_TIMEOUT * 2)
    services.adjudication_run(adjudication_id=done.pk, token="c")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        sent = services.adjudication_requeue(queryset=Adjudication.objects.all())
    assert set(sent) == {queued.pk, stale.pk}
    assert len(callbacks) == 2


def test_the_admin_lists_adjudications_and_offers_requeue(queued, admin_client):
    response = admin_client.get("/admin/adjudications/adjudication/")
    assert response.status_code == 200
    assert str(queued.pk) in response.content.decode()
    response = admin_client.post(
        "/admin/adjudications/adjudication/",
        {"action": "requeue", "_selected_action": [str(queued.pk)]},
        follow=True,
    )
    assert "1 adjudication(s) sent again." in response.content.decode()


def test_an_engine_refusing_the_record_fails_it_at_once(queued, monkeypatch):
    """A ValueError from the engine is the record's fault: reported, not retried."""
    from judging.adjudications.registry import Engine, engine_for

    real = engine_for("tractor")

    def refuse(record, variant, cards):
        raise ValueError("dealer seat 7 does not exist")

    fake = Engine(game="tractor", check_shape=real.check_shape, parse_variant=real.parse_variant, adjudicate=refuse)
    monkeypatch.setattr(registry, "engine_for", lambda game: fake)
    assert services.adjudication_run(adjudication_id=queued.pk, token="t") == Status.FAILED
    failed = reload(queued)
    assert (failed.attempts, failed.error) == (1, "record: dealer seat 7 does not exist")
