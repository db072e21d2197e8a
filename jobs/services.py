"""The one lifecycle of background work: create a job, start it, report progress, finish or fail it.

Two kinds of job share it. A bulk job (`job_create`) holds many items processed in batches on
workers; a batch writes each item's result once, in a transaction that skips items already done,
so a batch redelivered after a worker died neither loses nor doubles a result. A single-task job
(`job_create_single`, a card import) is one task that reports progress and finishes with one
result. No other module writes job rows.
"""

from importlib import import_module

from django.db import DEFAULT_DB_ALIAS, connection, connections, transaction
from django.utils import timezone

from config.roles import may_see_job

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
        # Robust: with the broker down the job stays queued (and is swept again later, jobs.sweep).
        transaction.on_commit(lambda: enqueue_batches(job, batch_size), robust=True)
    return job


def enqueue_on_commit(task, *args):
    """Send `task` once the current transaction commits, so a worker never looks for a row that is not there.

    Robust: a broker that is down must not undo the committed rows (the row stays queued and is
    sent again by its requeue command); the failure is logged by Django.
    """
    transaction.on_commit(lambda: task.delay(*args), robust=True)


def job_create_single(*, kind, handler, task, owner=None, params=None):
    """A job of one task (a card import): stored now, `task(job id)` sent once the row is committed."""
    job = Job.objects.create(
        kind=kind,
        handler=handler,
        owner=owner if owner is not None and owner.is_authenticated else None,
        params=params or {},
    )
    enqueue_on_commit(task, str(job.pk))
    return job


def job_finish_single(*, job_id, name, result, count):
    """The single task's result, written once as the job's only item, and the job done."""
    now = timezone.now()
    with transaction.atomic():
        JobItem.objects.update_or_create(job_id=job_id, index=0, defaults={"name": name[:255], "result": result})
        Job.objects.filter(pk=job_id).update(
            status=Job.Status.DONE, done=count, total=count, finished_at=now, updated_at=now
        )


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
    """Fail the job with `reason`: text, or a games.messages.Message, kept to be shown in any language."""
    message = reason.to_json() if hasattr(reason, "to_json") else None
    Job.objects.filter(pk=job_id).exclude(status=Job.Status.DONE).update(
        status=Job.Status.FAILED, error=str(reason)[:2000], error_message=message, finished_at=timezone.now()
    )


def job_progress(*, job_id, done, total=None):
    """For single-task jobs (a card import) that report progress as they go."""
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


def job_visible_to(job, user):
    return may_see_job(user, job)


def job_results(job):
    return list(job.items.order_by("index").values("index", "name", "result"))


def job_csv_rows(job, shown=None):
    """The CSV report's rows; `shown(result)` is the result as the reader sees it (localised messages)."""
    handler = load_handler(job.handler)
    yield ["index", "name", *handler.CSV_COLUMNS]
    for item in job.items.order_by("index").iterator(chunk_size=2000):
        result = shown(item.result) if shown and item.result is not None else item.result
        row = handler.csv_row(item.name, result) if result is not None else []
        yield [item.index + 1, item.name, *row]  # numbered from 1, as the job's page numbers them
