from celery import shared_task

from jobs.publish import publish

from . import services


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    max_retries=services.MAX_ATTEMPTS,
    time_limit=services.TASK_TIME_LIMIT,
)
def adjudicate(self, adjudication_id):
    """Receives only the id; the service claims the row, so any number of deliveries is harmless."""
    try:
        return services.adjudication_run(adjudication_id=adjudication_id, token=self.request.id)
    except Exception as exc:
        # The row was released with the reason; the retry keeps this task id, hence the claim token.
        raise self.retry(exc=exc, countdown=1) from exc


def send(pks):
    """Send each adjudication to a worker (jobs.registry's source "adjudications"); returns their ids."""
    for pk in pks:
        if not publish(adjudicate, str(pk)):
            break  # the broker is down: the rest stay queued for the sweep, without one timeout each
    return [str(pk) for pk in pks]
