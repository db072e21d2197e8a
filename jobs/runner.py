"""Running a job's batch on a worker: claim it, run it under a lease, write its results once, finish the job.

Every kind runs here. A bulk kind's batch writes each item's result once, in a transaction that skips
items already done, so a batch sent again after its worker died neither loses nor doubles a result. A
whole-job kind (a card import) is one batch that reports its progress and finishes with one result.
No module outside jobs writes job rows.
"""

import logging
import uuid
from datetime import timedelta

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connection, connections, transaction
from django.utils import timezone

from . import claims
from .models import Job, JobBatch, JobItem
from .registry import handler_for

log = logging.getLogger(__name__)

# Higher than a single adjudication's: a batch holds up to 200 people's items, and a worker stopped by a
# deploy or killed by the host while it ran is seldom the batch's own fault.
BATCH_MAX_ATTEMPTS = 5


def N_(template):
    """Marks a template for `make messages`; it is translated when shown (jobs.registry.localised)."""
    return template


BATCH_FAILED = N_("items {first}-{last}: {error}")


class JobFailed(Exception):
    """Raised by a handler for an error retrying cannot help (a bad upload): the job fails with `reason`,
    text or a message that knows its template (see Job.error_message)."""

    def __init__(self, reason):
        super().__init__(str(reason))
        self.reason = reason


def load_handler(name):
    """The handler registered under `name` (jobs.registry): only what an app registered ever runs."""
    return handler_for(name)


def batch_work():
    return claims.Claimable(
        model=JobBatch,
        lease=timedelta(seconds=settings.JOBS_LEASE_SECONDS),
        lease_field="lease_renewed_at",
        max_attempts=BATCH_MAX_ATTEMPTS,
    )


def is_whole_job(handler):
    return hasattr(handler, "run")


def job_run_batch(*, job_id, start, stop, token=None):
    """Claim and run items start..stop-1 of the job (for delivery `token`); returns how many results were written.

    An unexpected error releases the batch and is raised again for the task to retry, until the attempts
    run out and the job fails with it; a handler's JobFailed fails the job at once.
    """
    job = Job.objects.get(pk=job_id)
    if job.finished:
        return 0
    work = batch_work()
    batch, _ = JobBatch.objects.get_or_create(job=job, start=start, defaults={"stop": stop})
    claimed = claims.claim(work, batch.pk, token or uuid.uuid4().hex)
    if claimed.gave_up:
        _fail_batch_job(job, batch, claims.GAVE_UP.format(attempts=work.max_attempts))
    if claimed.row is None:
        return 0
    batch = claimed.row
    Job.objects.filter(pk=job.pk, status=Job.Status.QUEUED).update(status=Job.Status.RUNNING, updated_at=timezone.now())
    handler = load_handler(job.handler)
    try:
        with claims.lease_kept(work, batch):
            return _run_whole(job, batch, handler) if is_whole_job(handler) else _run_items(job, batch, handler)
    except JobFailed as exc:
        claims.fail(work, batch, exc.reason)
        job_fail(job_id=job.pk, reason=exc.reason)
        return 0
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
        if batch.attempts >= work.max_attempts:
            log.exception("job %s batch %s-%s failed for good", job.pk, batch.start, batch.stop)
            claims.fail(work, batch, error)
            _fail_batch_job(job, batch, error)
            return 0
        log.exception("job %s batch %s-%s crashed on attempt %d", job.pk, batch.start, batch.stop, batch.attempts)
        claims.release(work, batch, f"attempt {batch.attempts}: {error}")
        raise


def _run_items(job, batch, handler):
    pending = list(
        JobItem.objects.filter(job=job, index__gte=batch.start, index__lt=batch.stop, result__isnull=True).order_by(
            "index"
        )
    )
    results = handler.process_batch([item.input for item in pending], job.params) if pending else []
    with transaction.atomic():
        written = _write_results(job, pending, results)
        claims.finish(batch_work(), batch)
    _finish_if_complete(job)
    return written


def _run_whole(job, batch, handler):
    report, close_reporter = job_progress_reporter(job.pk)
    try:
        name, result, count = handler.run(job.params, report)
    finally:
        close_reporter()
    now = timezone.now()
    with transaction.atomic():
        JobItem.objects.update_or_create(job=job, index=0, defaults={"name": name[:255], "result": result})
        Job.objects.filter(pk=job.pk).update(
            status=Job.Status.DONE, done=count, total=count, finished_at=now, updated_at=now
        )
        claims.finish(batch_work(), batch)
    return 1


def _write_results(job, pending, results):
    by_index = {item.index: result for item, result in zip(pending, results, strict=True)}
    # Lock and re-read: a copy of this batch sent again may have written some of them already.
    still_pending = list(JobItem.objects.select_for_update().filter(job=job, index__in=by_index, result__isnull=True))
    for item in still_pending:
        item.result = by_index[item.index]
    JobItem.objects.bulk_update(still_pending, ["result"], batch_size=500)
    return len(still_pending)


def _finish_if_complete(job):
    """The job's progress, as every bulk kind shows it: how many items have their result."""
    done = JobItem.objects.filter(job=job, result__isnull=False).count()
    Job.objects.filter(pk=job.pk).update(done=done, updated_at=timezone.now())
    if done >= job.total:
        Job.objects.filter(pk=job.pk).exclude(status=Job.Status.DONE).update(
            status=Job.Status.DONE, finished_at=timezone.now()
        )


def _fail_batch_job(job, batch, error):
    last = max(batch.start, batch.stop - 1)
    text = BATCH_FAILED.format(first=batch.start, last=last, error=error)
    message = {"template": BATCH_FAILED, "params": {"first": batch.start, "last": last, "error": error}}
    job_fail(job_id=job.pk, reason=text, message=message)


def job_fail(*, job_id, reason, message=None):
    """Fail the job with `reason`: text, or a message that knows its template (to_json()), kept to be shown in
    any language; `message` gives that stored form for a plain text reason."""
    if message is None and hasattr(reason, "to_json"):
        message = reason.to_json()
    Job.objects.filter(pk=job_id).exclude(status=Job.Status.DONE).update(
        status=Job.Status.FAILED, error=str(reason)[:2000], error_message=message, finished_at=timezone.now()
    )


def job_progress(*, job_id, done, total=None):
    """For whole-job kinds (a card import) that report progress as they go."""
    fields = {"done": done, "updated_at": timezone.now(), "status": Job.Status.RUNNING}
    if total is not None:
        fields["total"] = total
    Job.objects.filter(pk=job_id).update(**fields)


def job_progress_reporter(job_id):
    """(report(done, total), close) for a task that writes inside one long transaction.

    On PostgreSQL progress goes through a second connection that commits each update, so the job
    page sees the bar move while the task's own transaction is still open. SQLite allows one
    writer at a time: there, progress is written in the task's transaction and shows at its end.
    """
    if connection.vendor != "postgresql":
        return (lambda done, total: job_progress(job_id=job_id, done=done, total=total)), (lambda: None)
    side = connections.create_connection(DEFAULT_DB_ALIAS)
    table = Job._meta.db_table  # the model's own name; every value below is a parameter
    sql = f'UPDATE "{table}" SET done = %s, total = %s, status = %s, updated_at = %s WHERE id = %s'  # noqa: S608

    def report(done, total):
        with side.cursor() as cursor:
            cursor.execute(sql, [done, total, Job.Status.RUNNING, timezone.now(), job_id])

    return report, side.close
