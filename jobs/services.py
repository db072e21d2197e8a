"""The one lifecycle of background work: create a job, send its batches, show it; the runner runs them.

A bulk job (`job_create`) holds many items processed in batches on workers; a whole-job kind
(`job_create_single`, a card import) is one batch that reports progress and finishes with one result.
Either way each batch is claimed, leased and finished as jobs.claims says (jobs.runner), and the sweep
sends again a batch whose message or worker was lost (jobs.sweep). No other module writes job rows.
"""

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from config.domain import TooMany
from config.roles import may_see_job

from .models import Job, JobBatch, JobItem
from .publish import publish, publish_on_commit
from .registry import Source, source
from .runner import (
    JobFailed,
    batch_work,
    is_whole_job,
    job_fail,
    job_progress,
    job_progress_reporter,
    job_run_batch,
    load_handler,
)
from .tasks import run_batch

__all__ = [
    "JobFailed",
    "job_create",
    "job_create_single",
    "job_csv_rows",
    "job_fail",
    "job_progress",
    "job_progress_reporter",
    "job_results",
    "job_run_batch",
    "job_visible_to",
    "load_handler",
]

DEFAULT_BATCH_SIZE = 200


def job_create(*, kind, handler, items, owner=None, params=None, batch_size=DEFAULT_BATCH_SIZE):
    """Store the job, its items and its batches, then send the batches once the rows are committed.

    `items` is a list of (name, input) pairs; `handler` the name of a registered handler (jobs.registry).
    """
    load_handler(handler)  # fail now, in the request, rather than in a worker
    with transaction.atomic():
        _refuse_past_the_quota(owner, len(items))
        job = _job(kind=kind, handler=handler, owner=owner, params=params, total=len(items))
        JobItem.objects.bulk_create(
            [JobItem(job=job, index=i, name=str(name)[:255], input=data) for i, (name, data) in enumerate(items)],
            batch_size=1000,
        )
        if not items:
            Job.objects.filter(pk=job.pk).update(status=Job.Status.DONE, finished_at=timezone.now())
            job.refresh_from_db()
        _store_and_send(job, [(start, min(start + batch_size, job.total)) for start in range(0, job.total, batch_size)])
    return job


def _refuse_past_the_quota(owner, adding):
    """One user may have BULK_ITEMS_PER_USER items queued at once over all their jobs. The user's row is locked
    first, so two requests at once cannot both pass the count."""
    if owner is None or not owner.is_authenticated:
        return
    get_user_model().objects.select_for_update().filter(pk=owner.pk).first()
    quota = settings.BULK_ITEMS_PER_USER
    under_way = Job.objects.filter(owner=owner).exclude(status__in=Job.Status.finished_values())
    queued = JobItem.objects.filter(job__in=under_way, result__isnull=True).count()
    if queued + adding > quota:
        counts = {"queued": queued, "adding": adding, "quota": quota}
        message = _(
            "Your bulk jobs may hold at most %(quota)d records queued at once: %(queued)d are queued and this "
            "request adds %(adding)d. Wait for a job to finish, then try again."
        )
        raise TooMany(message % counts, field="quota")


def job_create_single(*, kind, handler, owner=None, params=None):
    """A whole-job kind (a card import): one batch, its input in `params`, sent once the rows are committed."""
    with transaction.atomic():
        job = _job(kind=kind, handler=handler, owner=owner, params=params, total=0)
        _store_and_send(job, [(0, 1)])
    return job


def _job(*, kind, handler, owner, params, total):
    return Job.objects.create(
        kind=kind,
        handler=handler,
        owner=owner if owner is not None and owner.is_authenticated else None,
        params=params or {},
        total=total,
    )


def _store_and_send(job, ranges):
    batches = JobBatch.objects.bulk_create(
        [JobBatch(job=job, start=start, stop=stop, sent_at=timezone.now()) for start, stop in ranges]
    )
    # With the broker down the batches stay queued, and the sweep sends them later (jobs.publish, jobs.sweep).
    transaction.on_commit(lambda: _send(batches))


def _send(batches):
    for batch in batches:
        if not publish(run_batch, str(batch.job_id), batch.start, batch.stop):
            return  # the broker is down: the rest wait for the sweep too, without one timeout each


def enqueue_on_commit(task, *args):
    """Send `task` once the current transaction commits (jobs.publish: a broker that is down holds no request)."""
    publish_on_commit(task, *args)


def send_on_commit(source_name, pk):
    """Send unit `pk` of a registered source of work (jobs.registry) once the current transaction commits.

    With the broker down the row stays queued and the sweep sends it later (the source sends with jobs.publish).
    """
    transaction.on_commit(lambda: source(source_name).send([pk]))


# -- the sweep's view of batches (jobs.sweep; registered by JobsConfig.ready) ----------------------


def _send_again(pks):
    """Send the batches (the sweep's source "jobs"); the jobs they belong to are what the sweep reports."""
    batches = list(JobBatch.objects.filter(pk__in=pks))
    _send(batches)
    return sorted({str(batch.job_id) for batch in batches})


def _batch_unbatched(waited):
    """Jobs stored without batch rows (before batches were rows, or by hand) get them, so the sweep sends them."""
    unbatched = Job.objects.filter(~Q(status__in=Job.Status.finished_values()), updated_at__lt=waited, batches=None)
    for job in unbatched:
        handler = load_handler(job.handler)
        if is_whole_job(handler):
            ranges = [(0, 1)]
        else:
            pending = JobItem.objects.filter(job=job, result__isnull=True).values_list("index", flat=True)
            starts = sorted({index - index % DEFAULT_BATCH_SIZE for index in pending})
            ranges = [(start, min(start + DEFAULT_BATCH_SIZE, job.total)) for start in starts]
        JobBatch.objects.bulk_create([JobBatch(job=job, start=start, stop=stop) for start, stop in ranges])


def batch_source():
    return Source(work=batch_work, send=_send_again, sent_field="sent_at", prepare=_batch_unbatched)


# -- reading a job -------------------------------------------------------------------------------


def job_visible_to(job, user):
    return may_see_job(user, job)


def job_results(job):
    return list(job.items.order_by("index").values("index", "name", "result"))


def shown_results(job, results, **how):
    """Results as the reader sees them, as the job's handler shows them (jobs.registry), else as stored."""
    handler = load_handler(job.handler)
    return handler.shown(results, **how) if hasattr(handler, "shown") else results


CSV_CHUNK = 2000


def job_csv_rows(job):
    """The CSV report's rows, each result as its handler shows it to the reader (localised messages)."""
    handler = load_handler(job.handler)
    yield ["index", "name", *handler.CSV_COLUMNS]
    chunk = []
    for item in job.items.order_by("index").iterator(chunk_size=CSV_CHUNK):
        chunk.append(item)
        if len(chunk) == CSV_CHUNK:
            yield from _csv_chunk(job, handler, chunk)
            chunk = []
    yield from _csv_chunk(job, handler, chunk)


def _csv_chunk(job, handler, items):
    shown = shown_results(job, [item.result for item in items])
    for item, result in zip(items, shown, strict=True):
        row = handler.csv_row(item.name, result) if result is not None else []
        yield [item.index + 1, item.name, *row]  # numbered from 1, as the job's page numbers them
