"""Celery tasks of the games app: none of its own; an import runs as a job (games.importers.job_handler)."""

from celery import shared_task

from jobs.runner import job_run_batch


@shared_task(acks_late=True, reject_on_worker_lost=True)
def import_file(job_id):
    """Run the import job `job_id` now, as its one batch (jobs.runner): kept for messages sent before imports
    were jobs.tasks.run_batch batches, and for callers running one import job in their own process."""
    return job_run_batch(job_id=job_id, start=0, stop=1)
