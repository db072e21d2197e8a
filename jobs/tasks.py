import logging

from celery import shared_task

from . import runner
from .sweep import sweep as sweep_now

log = logging.getLogger(__name__)


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=runner.BATCH_MAX_ATTEMPTS)
def run_batch(self, job_id, start, stop):
    """Receives only the job and the range; the runner claims the batch, so any number of deliveries is harmless."""
    try:
        return runner.job_run_batch(job_id=job_id, start=start, stop=stop, token=self.request.id)
    except Exception as exc:
        # The batch was released with the reason; the retry keeps this task id, hence the claim token.
        raise self.retry(exc=exc, countdown=1) from exc


@shared_task
def sweep():
    """Run by Celery beat every SWEEP_EVERY_SECONDS: resend work whose message or worker was lost (jobs.sweep)."""
    sent = sweep_now()
    if any(sent.values()):
        log.warning("sweep sent again %s", ", ".join(f"{len(ids)} {name}" for name, ids in sent.items()))
    return sent


@shared_task
def echo(value):
    """Round-trips a value through a worker: used by tests and by operators checking a deployment."""
    return value
