"""Waiting for a real worker: poll the database until a condition holds (a deadline, not a timing test)."""

from judging.adjudications.models import Adjudication
from tests.workers import wait_for

__all__ = ["wait_for", "wait_for_status"]


def wait_for_status(adjudication_id, *statuses, timeout=60):
    def reached():
        row = Adjudication.objects.filter(pk=adjudication_id).first()
        return row if row and row.status in statuses else None

    return wait_for(reached, timeout=timeout, what=f"adjudication {adjudication_id} to be {'/'.join(statuses)}")
