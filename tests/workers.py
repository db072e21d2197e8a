"""Helpers for tests that start, wait for and kill real worker processes."""

import time
from pathlib import Path


def children_of(pid):
    """Process ids whose parent is `pid` (the prefork pool processes of a worker)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def wait_for(condition, *, timeout=60, what="the condition"):
    """Poll until `condition()` is truthy and return it: a deadline for a real worker, not a timing test."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def wait_job_finished(job_id, *, timeout=90):
    """The job once a real worker has finished it (done or failed): the one way tests wait for a job."""
    from jobs.models import Job

    def finished():
        job = Job.objects.filter(pk=job_id).first()
        return job if job is not None and job.finished else None

    return wait_for(finished, timeout=timeout, what=f"job {job_id} to finish")
