"""Flip's records adjudicated through the product's pipeline and a real `celery worker`, and shown."""

import pytest

from judging.adjudications import registry, services
from tests.conftest import WorkerProcess
from tests.judging.adjudications.waiting import wait_for_status

from .conftest import CARDS

FIRST, SECOND = [code for code, *_ in CARDS[:3]], [code for code, *_ in CARDS[3:6]]
RECORD = {
    "decks": [FIRST, SECOND],
    "turns": [{"player": n % 2, "card": (FIRST, SECOND)[n % 2][n // 2]} for n in range(6)],
}
ILLEGAL = {**RECORD, "turns": [*RECORD["turns"], {"player": 0, "card": FIRST[0]}]}  # player 0 again, a card gone


@pytest.fixture
def flip_worker(own_queue):
    """A real worker whose Celery app registers Flip (tests/games/sixth_game/worker_app.py)."""
    worker = WorkerProcess(own_queue, concurrency=1, app="tests.games.sixth_game.worker_app").start()
    yield worker
    worker.stop()


@pytest.mark.django_db(transaction=True)
def test_a_record_is_adjudicated_by_a_real_worker_and_its_page_renders(flip, flip_worker, client, django_user_model):
    judge = django_user_model.objects.create_user("flip-judge", password="pw-flip-judge-1")
    adjudication, _ = services.adjudication_create(game="flip", record=RECORD, requested_by=judge)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert (done.status, done.error) == ("done", "")
    cards = services.cards_for(game="flip", records=[RECORD])
    assert done.verdict == registry.replay("flip", RECORD, done.variant, cards=cards)
    assert done.verdict["legal"] is True and done.verdict["totals"] == [1 + 2 + 3, 4 + 0 + 1]
    assert done.verdict["winner"] == 0
    client.force_login(judge)
    page = client.get(done.get_absolute_url())
    assert page.status_code == 200 and "Flip (made\u00a0up)" in page.content.decode()  # its bracketed part kept whole


@pytest.mark.django_db(transaction=True)
def test_an_illegal_record_ends_with_its_violation(flip, flip_worker, django_user_model):
    judge = django_user_model.objects.create_user("flip-judge", password="pw-flip-judge-1")
    adjudication, _ = services.adjudication_create(game="flip", record=ILLEGAL, requested_by=judge)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert done.verdict["legal"] is False
    assert done.verdict["violation"]["rule"] == "not-in-deck" and done.verdict["violation"]["turn"] == 7
