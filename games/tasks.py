"""Celery tasks of the games app: a thin wrapper that runs one uploaded import as a job."""

import datetime
import logging
from pathlib import Path

from celery import shared_task
from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.utils import timezone

from jobs.models import Job, JobItem
from jobs.services import job_fail, job_progress

from .importers import ImportFileError
from .services import import_run

log = logging.getLogger(__name__)


@shared_task(acks_late=True, reject_on_worker_lost=True)
def import_file(job_id):
    """Import the file of job `job_id`; its summary becomes the job's one result, its error the job's error."""
    job = Job.objects.filter(pk=job_id).first()
    if job is None or job.finished:
        return None
    params = job.params
    path = Path(params["path"])
    valid_from = datetime.date.fromisoformat(params["valid_from"]) if params.get("valid_from") else None
    report, close_reporter = progress_reporter(job_id)
    try:
        summary = import_run(
            kind=params["kind"],
            game=params["game"],
            path=path,
            name=params.get("name"),
            valid_from=valid_from,
            progress=report,
        )
    except ImportFileError as exc:
        job_fail(job_id=job_id, reason=f"{params['filename']}: {exc}")
        path.unlink(missing_ok=True)
        return None
    except Exception as exc:
        log.exception("import job %s failed", job_id)
        job_fail(job_id=job_id, reason=f"{params['filename']}: the import failed ({type(exc).__name__})")
        path.unlink(missing_ok=True)
        return None
    finally:
        close_reporter()
    summary["file"] = params["filename"]
    count = summary.get("cards") or len(summary.get("formats", [])) or 1
    JobItem.objects.update_or_create(job=job, index=0, defaults={"name": params["filename"], "result": summary})
    Job.objects.filter(pk=job_id).update(
        status=Job.Status.DONE, done=count, total=count, finished_at=timezone.now(), updated_at=timezone.now()
    )
    path.unlink(missing_ok=True)
    return summary.get("cards")


def progress_reporter(job_id):
    """(report(done, total), close) for an import that writes inside one long transaction.

    On PostgreSQL progress goes through a second connection that commits each update, so the job
    page sees the bar move while the import's own transaction is still open. SQLite allows one
    writer at a time: there, progress is written in the import's transaction and shows at its end.
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
