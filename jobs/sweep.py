"""Work whose message never reached a worker (the broker was down when it was created, or lost it) is sent
again by a periodic sweep, not only by an operator. Sending twice is harmless: adjudications are claimed
with a conditional UPDATE and batches skip the items already done, so the sweep may err on the early side.
"""

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from .models import Job, JobItem
from .services import DEFAULT_BATCH_SIZE, load_handler


def sweep(*, now=None):
    """Send again what waited too long; returns {"adjudications": [ids], "jobs": [ids]}."""
    from judging.adjudications.models import Adjudication
    from judging.adjudications.services import adjudication_requeue

    now = now or timezone.now()
    waited = now - timedelta(seconds=settings.SWEEP_QUEUED_AFTER_SECONDS)
    adjudications = adjudication_requeue(queryset=Adjudication.objects.filter(created_at__lt=waited))
    stale = now - timedelta(seconds=settings.SWEEP_RUNNING_AFTER_SECONDS)
    jobs = [job for job in _stalled_jobs(waited, stale) if _send_again(job)]
    return {"adjudications": [str(i) for i in adjudications], "jobs": [str(job.pk) for job in jobs]}


def _stalled_jobs(waited, stale):
    queued = Job.objects.filter(status=Job.Status.QUEUED, updated_at__lt=waited)
    running = Job.objects.filter(status=Job.Status.RUNNING, updated_at__lt=stale)
    return list(queued.union(running))


def _send_again(job):
    from .tasks import run_batch

    handler = load_handler(job.handler)
    task = getattr(handler, "TASK", None)
    if task is not None:  # a single-task job (an import): its task claims the row, so one copy runs
        run_batch.app.send_task(task, [str(job.pk)])
        return True
    pending = JobItem.objects.filter(job=job, result__isnull=True).values_list("index", flat=True)
    starts = sorted({index - index % DEFAULT_BATCH_SIZE for index in pending})
    for start in starts:
        run_batch.delay(str(job.pk), start, min(start + DEFAULT_BATCH_SIZE, job.total))
    Job.objects.filter(pk=job.pk).update(updated_at=timezone.now())  # not swept again before it had a chance
    return bool(starts)
