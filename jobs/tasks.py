import logging

from celery import shared_task

from games.messages import N_, Message

from . import services

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=MAX_ATTEMPTS)
def run_batch(self, job_id, start, stop):
    try:
        return services.job_run_batch(job_id=job_id, start=start, stop=stop)
    except Exception as exc:
        if self.request.retries >= MAX_ATTEMPTS - 1:
            log.exception("job %s batch %s-%s failed for good", job_id, start, stop)
            error = f"{type(exc).__name__}: {exc}"
            reason = Message(N_("items {first}-{last}: {error}"), first=start, last=stop - 1, error=error)
            services.job_fail(job_id=job_id, reason=reason)
            return 0
        raise self.retry(exc=exc, countdown=1) from exc


@shared_task
def sweep():
    """Run by Celery beat every SWEEP_EVERY_SECONDS: resend work whose message was lost (jobs.sweep)."""
    from .sweep import sweep as sweep_now

    sent = sweep_now()
    if sent["adjudications"] or sent["jobs"]:
        log.warning("sweep sent again %d adjudications and %d jobs", len(sent["adjudications"]), len(sent["jobs"]))
    return sent


@shared_task
def echo(value):
    """Round-trips a value through a worker: used by tests and by operators checking a deployment."""
    return value
