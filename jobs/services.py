"""Bulk jobs: create a job of many items, process it in batches on workers, read its progress.

A batch writes each item's result once, in a transaction that skips items already done, so a
batch redelivered after a worker died neither loses nor doubles a result.
"""

from importlib import import_module

from django.db import transaction
from django.utils import timezone

from .models import Job, JobItem

DEFAULT_BATCH_SIZE = 200
ALLOWED_HANDLER_PREFIXES = ("games.", "decks.", "judging.", "jobs.")


def load_handler(path):
    if not path.startswith(ALLOWED_HANDLER_PREFIXES):
        raise ValueError(f"job handler {path!r} is not an Arbiter module")
    return import_module(path)


def job_create(*, kind, handler, items, owner=None, params=None, batch_size=DEFAULT_BATCH_SIZE):
    """Store the job and its items, then enqueue its batches once the rows are committed.

    `items` is a list of (name, input) pairs; `handler` the dotted path of a handler module
    (see Job.handler).
    """
    load_handler(handler)  # fail now, in the request, rather than in a worker
    with transaction.atomic():
        job = Job.objects.create(
            kind=kind,
            handler=handler,
            owner=owner if owner is not None and owner.is_authenticated else None,
            params=params or {},
            total=len(items),
        )
        JobItem.objects.bulk_create(
            [JobItem(job=job, index=i, name=str(name)[:255], input=data) for i, (name, data) in enumerate(items)],
            batch_size=1000,
        )
        transaction.on_commit(lambda: enqueue_batches(job, batch_size))
    return job


def enqueue_batches(job, batch_size):
    from .tasks import run_batch

    if job.total == 0:
        Job.objects.filter(pk=job.pk).update(status=Job.Status.DONE, finished_at=timezone.now())
        return
    for start in range(0, job.total, batch_size):
        run_batch.delay(str(job.pk), start, min(start + batch_size, job.total))


def job_run_batch(*, job_id, start, stop):
    """Process items start..stop-1 that have no result yet; returns how many were written."""
    job = Job.objects.get(pk=job_id)
    if job.status == Job.Status.FAILED:
        return 0
    Job.objects.filter(pk=job.pk, status=Job.Status.QUEUED).update(status=Job.Status.RUNNING)
    pending = list(
        JobItem.objects.filter(job=job, index__gte=start, index__lt=stop, result__isnull=True).order_by("index")
    )
    if not pending:
        _finish_if_complete(job)
        return 0
    handler = load_handler(job.handler)
    results = handler.process_batch([item.input for item in pending], job.params)
    written = _write_results(job, pending, results)
    _finish_if_complete(job)
    return written


def _write_results(job, pending, results):
    by_index = {item.index: result for item, result in zip(pending, results, strict=True)}
    with transaction.atomic():
        # Lock and re-read: a redelivered copy of this batch may have written some of them already.
        still_pending = list(
            JobItem.objects.select_for_update().filter(job=job, index__in=by_index, result__isnull=True)
        )
        for item in still_pending:
            item.result = by_index[item.index]
        JobItem.objects.bulk_update(still_pending, ["result"], batch_size=500)
    return len(still_pending)


def _finish_if_complete(job):
    done = JobItem.objects.filter(job=job, result__isnull=False).count()
    Job.objects.filter(pk=job.pk).update(done=done, updated_at=timezone.now())
    if done >= job.total:
        Job.objects.filter(pk=job.pk).exclude(status=Job.Status.DONE).update(
            status=Job.Status.DONE, finished_at=timezone.now()
        )


def job_fail(*, job_id, reason):
    Job.objects.filter(pk=job_id).exclude(status=Job.Status.DONE).update(
        status=Job.Status.FAILED, error=reason[:2000], finished_at=timezone.now()
    )


def job_progress(*, job_id, done, total=None):
    """For single-task jobs (a card import) that report progress as they go."""
    fields = {"done": done, "updated_at": timezone.now(), "status": Job.Status.RUNNING}
    if total is not None:
        fields["total"] = total
    Job.objects.filter(pk=job_id).update(**fields)


def job_visible_to(job, user):
    if job.owner_id is None:
        return True  # anonymous jobs are reachable only through their unguessable id
    return user.is_authenticated and (user.pk == job.owner_id or user.is_staff)


def job_results(job):
    return list(job.items.order_by("index").values("index", "name", "result"))


def job_csv_rows(job):
    handler = load_handler(job.handler)
    yield ["index", "name", *handler.CSV_COLUMNS]
    for item in job.items.order_by("index").iterator(chunk_size=2000):
        row = handler.csv_row(item.name, item.result) if item.result is not None else []
        yield [item.index, item.name, *row]
