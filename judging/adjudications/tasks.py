import os

from celery import shared_task

# jobs.services.load_handler finds the bulk handler with import_string, which only sees a
# submodule already imported: import it wherever workers load tasks.
from . import (
    bulk,  # noqa: F401
    services,
)


def _pause_seconds():
    # Set only in the environment of the worker that the crash tests kill in mid-adjudication.
    return float(os.environ.get("ARBITER_ADJUDICATION_DELAY_SECONDS") or 0)


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
        return services.adjudication_run(
            adjudication_id=adjudication_id, token=self.request.id, pause_seconds=_pause_seconds()
        )
    except Exception as exc:
        # The row was released with the reason; the retry keeps this task id, hence the claim token.
        raise self.retry(exc=exc, countdown=1) from exc
