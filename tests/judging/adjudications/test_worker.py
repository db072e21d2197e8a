"""Adjudications through real `celery worker` processes, including workers killed with SIGKILL."""

import copy
import os
import signal
import time
from pathlib import Path

import pytest

from judging.adjudications import registry, services
from judging.adjudications.models import Adjudication
from tests.conftest import WorkerProcess, api_as
from tests.workers import children_of

from .conftest import with_card_not_in_hand
from .waiting import wait_for, wait_for_status

DELAY = "5"  # seconds a killable worker holds each adjudication after claiming it


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_submitted_record_is_adjudicated_by_a_worker(celery_worker, requester, record):
    response = api_as(requester).post("/api/adjudications/", {"game": "tractor", "record": record}, format="json")
    assert response.status_code == 202
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert done.status == "done"
    assert done.attempts == 1
    assert done.verdict == registry.replay("tractor", record, {})
    body = api_as(requester).get(response.json()["url"]).json()
    assert body["status"] == "done"
    assert body["verdict"]["legal"] is True


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_an_illegal_record_ends_done_with_its_violation(celery_worker, requester, record):
    adjudication, _ = services.adjudication_create(
        game="tractor", record=with_card_not_in_hand(record), requested_by=requester
    )
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert done.verdict["violation"]["rule"] == "not-in-hand"


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("game", ["yugioh", "esferas"])
def test_a_record_of_a_game_with_card_facts_is_adjudicated_by_a_worker(celery_worker, requester, game, request):
    """The worker looks the record's cards up in the card table and replays it: the verdict is the one the
    pipeline gives in this process, and the documented one's shape (chains, or the energy turn by turn)."""
    record = request.getfixturevalue("yugioh_record" if game == "yugioh" else "esferas_example")
    response = api_as(requester).post("/api/adjudications/", {"game": game, "record": record}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.error) == ("done", "")
    cards = services.cards_for(game=game, records=[record])
    assert done.verdict == registry.replay(game, record, done.variant, cards=cards)
    assert done.verdict["legal"] is True
    if game == "yugioh":
        assert [step["link"] for step in done.verdict["chains"][0]["resolution"]] == [3, 2, 1]
    else:
        assert done.verdict["energy"] == [430, 470]


@pytest.mark.django_db(transaction=True)
def test_an_illegal_yugioh_record_ends_done_with_its_rule(celery_worker, requester, yugioh_record):
    bad = copy.deepcopy(yugioh_record)
    bad["turns"][0]["events"][8] = {"player": 0, "do": "normal_summon", "card": "witch"}  # still in the Deck
    adjudication, _ = services.adjudication_create(game="yugioh", record=bad, requested_by=requester)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert done.verdict["legal"] is False
    assert (done.verdict["violation"]["turn"], done.verdict["violation"]["event"]) == (1, 9)


@pytest.mark.django_db(transaction=True)
def test_issue_31s_yugioh_rulings_are_adjudicated_by_a_worker_with_their_seed_source(celery_worker, requester):
    """The documented Flip Summon negated by Solemn Judgment (docs/yugioh-records.md), through the API and
    a worker: the Flip effect is negated with its Summon; without the Flip effect, the mandatory effect
    skipped is rule flip-effect, citing the seed's sentence."""
    from tests.games.rules.yugioh.test_docs import examples

    from .cards import store_yugioh

    record, verdict, violation = examples("Example: a Flip Summon negated")
    store_yugioh(record)
    response = api_as(requester).post("/api/adjudications/", {"game": "yugioh", "record": record}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert done.verdict == verdict
    skipped = copy.deepcopy(record)
    del skipped["turns"][0]["events"][9]
    adjudication, _ = services.adjudication_create(game="yugioh", record=skipped, requested_by=requester)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert done.verdict["violation"] == violation
    shown = api_as(requester).get(f"/api/adjudications/{adjudication.pk}/").json()["verdict"]["violation"]
    assert (shown["rule"], shown["source"]) == ("flip-effect", violation["source"])
    assert "«إستدع»" in shown["source"]


def verdicts_written(worker_log, adjudication_id):
    return Path(worker_log).read_text().count(f"adjudication {adjudication_id}: verdict written")


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_killing_the_pool_process_mid_adjudication_still_completes_exactly_once(own_queue, requester, record):
    """SIGKILL the prefork child while it holds a claimed adjudication (it pauses DELAY seconds after
    claiming). The parent sees the child die, rejects the message with requeue (acks late,
    reject_on_worker_lost) and it comes back at once; the same task id re-claims the row, and the
    second attempt writes the one verdict."""
    worker = WorkerProcess(own_queue, concurrency=1, extra_env={"ARBITER_ADJUDICATION_DELAY_SECONDS": DELAY}).start()
    try:
        adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
        running = wait_for_status(adjudication.pk, "running")
        assert running.attempts == 1
        (child,) = wait_for(lambda: children_of(worker.proc.pid), what="the pool process")
        os.kill(child, signal.SIGKILL)
        done = wait_for_status(adjudication.pk, "done", "failed", timeout=90)
    finally:
        worker.stop()
    assert done.status == "done"
    assert done.attempts == 2
    assert done.verdict == registry.replay("tractor", record, {})
    assert verdicts_written(worker.log, adjudication.pk) == 1
    assert "WorkerLostError" in worker.log.read_text()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_killing_the_whole_worker_mid_adjudication_still_completes_exactly_once(own_queue, requester, record):
    """SIGKILL the worker's main process and its pool together: nobody is left to reject the message.
    On Redis it stays unacknowledged until the broker's visibility timeout (CELERY_VISIBILITY_TIMEOUT,
    an hour by default, 2 s for these workers); the next worker to start restores it. The row is still
    `running` under the same task id, so that worker re-claims it and writes the one verdict."""
    env = {"CELERY_VISIBILITY_TIMEOUT": "2"}
    first = WorkerProcess(own_queue, concurrency=1, extra_env={**env, "ARBITER_ADJUDICATION_DELAY_SECONDS": DELAY})
    first.start()
    try:
        adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
        wait_for_status(adjudication.pk, "running")
        os.killpg(first.proc.pid, signal.SIGKILL)
        first.proc.wait()
    finally:
        first.stop()
    assert Adjudication.objects.get(pk=adjudication.pk).status == "running"
    time.sleep(3)  # let the message pass the visibility timeout before the next worker looks
    second = WorkerProcess(own_queue, concurrency=1, extra_env=env)
    second.log = second.log.with_name(f"worker-{own_queue}-second.log")
    second.start()
    try:
        done = wait_for_status(adjudication.pk, "done", "failed", timeout=90)
    finally:
        second.stop()
    assert done.status == "done"
    assert done.attempts == 2
    assert done.verdict == registry.replay("tractor", record, {})
    assert verdicts_written(first.log, adjudication.pk) == 0
    assert verdicts_written(second.log, adjudication.pk) == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_record_whose_worker_dies_every_time_fails_after_three_attempts(own_queue, requester, record):
    """Each attempt is killed mid-adjudication; the fourth delivery finds 3 attempts and gives up."""
    worker = WorkerProcess(own_queue, concurrency=1, extra_env={"ARBITER_ADJUDICATION_DELAY_SECONDS": "30"}).start()
    try:
        adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
        for attempt in (1, 2, 3):
            wait_for(
                lambda attempt=attempt: Adjudication.objects.filter(
                    pk=adjudication.pk, status="running", attempts=attempt
                ).exists(),
                what=f"attempt {attempt}",
            )
            (child,) = wait_for(lambda: children_of(worker.proc.pid), what="the pool process")
            os.kill(child, signal.SIGKILL)
            wait_for(lambda child=child: child not in children_of(worker.proc.pid), what="the child to go")
        failed = wait_for_status(adjudication.pk, "failed", "done", timeout=90)
    finally:
        worker.stop()
    assert failed.status == "failed"
    assert failed.attempts == 3
    assert failed.verdict is None
    assert "gave up after 3 attempts" in failed.error


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_task_message_carries_only_the_id_and_is_sent_after_commit(own_queue, requester, record):
    """Read the real message off the broker: its only argument is the adjudication's id."""
    from django.db import transaction

    from config.celery import app

    with transaction.atomic():
        adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
        with app.connection_for_read() as connection:
            assert connection.default_channel.queue_declare(own_queue, passive=False).message_count == 0
    with app.connection_for_read() as connection:
        queue = connection.SimpleQueue(own_queue)
        message = queue.get(timeout=10)
        args, kwargs, _ = message.decode()
        message.ack()
        queue.close()
    assert message.headers["task"] == "judging.adjudications.tasks.adjudicate"
    assert (args, kwargs) == ([str(adjudication.pk)], {})
