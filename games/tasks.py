"""Celery tasks of the games app: a thin wrapper that runs one uploaded import as a job."""

import datetime
import logging
from pathlib import Path

from celery import shared_task
from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from jobs.models import Job
from jobs.services import job_fail, job_finish_single, job_progress_reporter

from .importers import ImportFileError
from .messages import N_, Message
from .services import import_run

log = logging.getLogger(__name__)


@shared_task(acks_late=True, reject_on_worker_lost=True)
def import_file(job_id):
    """Import the file of job `job_id`; its summary becomes the job's one result, its error the job's error."""
    # Claimed with a conditional UPDATE: a copy sent again by the sweep while this one runs does nothing;
    # one whose worker died is taken again once it made no progress for SWEEP_RUNNING_AFTER_SECONDS.
    stale = timezone.now() - datetime.timedelta(seconds=settings.SWEEP_RUNNING_AFTER_SECONDS)
    claimable = Q(status=Job.Status.QUEUED) | Q(status=Job.Status.RUNNING, updated_at__lt=stale)
    if not Job.objects.filter(claimable, pk=job_id).update(status=Job.Status.RUNNING, updated_at=timezone.now()):
        return None
    job = Job.objects.get(pk=job_id)
    params = job.params
    path = Path(params["path"])
    valid_from = datetime.date.fromisoformat(params["valid_from"]) if params.get("valid_from") else None
    report, close_reporter = job_progress_reporter(job_id)
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
        job_fail(job_id=job_id, reason=Message(N_("{file}: {error}"), file=params["filename"], error=exc.text))
        path.unlink(missing_ok=True)
        return None
    except Exception as exc:
        log.exception("import job %s failed", job_id)
        reason = Message(N_("{file}: the import failed ({error})"), file=params["filename"], error=type(exc).__name__)
        job_fail(job_id=job_id, reason=reason)
        path.unlink(missing_ok=True)
        return None
    finally:
        close_reporter()
    summary["file"] = params["filename"]
    count = summary.get("cards") or len(summary.get("formats", [])) or 1
    job_finish_single(job_id=job_id, name=params["filename"], result=summary, count=count)
    path.unlink(missing_ok=True)
    return summary.get("cards")
