"""Waiting for a real worker: poll the database until a condition holds (a deadline, not a timing test)."""

import time

from judging.adjudications.models import Adjudication


def wait_for(condition, *, timeout=60, what="the condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def wait_for_status(adjudication_id, *statuses, timeout=60):
    def reached():
        row = Adjudication.objects.filter(pk=adjudication_id).first()
        return row if row and row.status in statuses else None

    return wait_for(reached, timeout=timeout, what=f"adjudication {adjudication_id} to be {'/'.join(statuses)}")
