import pytest

from jobs.tasks import echo

pytestmark = pytest.mark.smoke


@pytest.mark.django_db(transaction=True)
def test_a_task_round_trips_through_a_real_worker(celery_worker):
    result = echo.delay({"hello": "worker"})
    assert result.get(timeout=30) == {"hello": "worker"}


def test_tasks_acknowledge_late_and_requeue_when_a_worker_dies():
    from config.celery import app

    assert app.conf.task_acks_late is True
    assert app.conf.task_reject_on_worker_lost is True
    assert app.conf.worker_prefetch_multiplier == 1
