"""Claiming a unit of background work, the one way every kind of work does it.

A unit is a row with a status, an attempt count, a claim token (the id of the task delivery that
holds it) and a lease: the time its claim was taken or last renewed. A worker takes the row with one
conditional UPDATE that must change exactly one row, and writes the outcome with another that only
matches the claim it holds, so a delivery sent twice, or again after its worker died, runs the unit
again at worst but never writes two outcomes.

A claim is open to a delivery when the row is queued, when it is running under that same token (its
message came back because the worker holding it died), or when its lease lapsed (no worker renewed it
within `lease`: the worker is gone, and the sweep sends the unit again).
"""

import logging
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, NamedTuple

from django.db import DatabaseError, connections
from django.db.models import F, Q
from django.utils import timezone

from .models import Status

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
GAVE_UP = "gave up after {attempts} attempts: the worker stopped during each of them"


@dataclass(frozen=True)
class Claimable:
    """A model whose rows are claimed: it has status, attempts, claim_token, error, finished_at and the lease field."""

    model: Any
    lease: timedelta
    lease_field: str
    max_attempts: int = MAX_ATTEMPTS
    related: tuple = ()  # select_related of the claimed row, read once claimed

    def lapsed(self, now):
        return Q(status=Status.RUNNING, **{f"{self.lease_field}__lt": now - self.lease})

    def unheld(self, now):
        """Rows no worker holds: queued, or running under a lease that lapsed."""
        return Q(status=Status.QUEUED) | self.lapsed(now)


class Claim(NamedTuple):
    row: Any  # the claimed row, or None when it is not this delivery's to run
    gave_up: bool  # the attempts ran out before this delivery: the row is failed now


def claim(work, pk, token, *, now=None):
    """Take row `pk` of `work` for the delivery `token`; see the module's docstring."""
    now = now or timezone.now()
    claimable = Q(status=Status.QUEUED) | Q(status=Status.RUNNING, claim_token=token) | work.lapsed(now)
    mine = work.model.objects.filter(claimable, pk=pk)
    changed = mine.filter(attempts__lt=work.max_attempts).update(
        status=Status.RUNNING, attempts=F("attempts") + 1, claim_token=token, **{work.lease_field: now}
    )
    if changed == 1:
        return Claim(work.model.objects.select_related(*work.related).get(pk=pk), gave_up=False)
    # Every attempt so far ended with its worker gone (killed, out of memory): stop here.
    gave_up = mine.update(status=Status.FAILED, error=GAVE_UP.format(attempts=work.max_attempts), finished_at=now)
    if gave_up:
        log.error("%s %s failed: its worker died %d times", work.model.__name__, pk, work.max_attempts)
    return Claim(None, gave_up=bool(gave_up))


def held(work, row):
    """The row as long as this worker's claim on it stands."""
    return work.model.objects.filter(
        pk=row.pk, status=Status.RUNNING, claim_token=row.claim_token, attempts=row.attempts
    )


def finish(work, row, **fields):
    return held(work, row).update(status=Status.DONE, error="", finished_at=timezone.now(), **fields) == 1


def fail(work, row, reason):
    return held(work, row).update(status=Status.FAILED, error=str(reason)[:4000], finished_at=timezone.now()) == 1


def release(work, row, reason):
    """Give the row back after a crash, so the retry may claim it; the reason stays visible."""
    return held(work, row).update(status=Status.QUEUED, error=str(reason)[:4000]) == 1


def requeue_lapsed(work, pks, now):
    """Rows among `pks` whose lease lapsed go back to queued as they are sent again: the sweep then leaves them
    to their new message, until that one too has waited too long."""
    return work.model.objects.filter(work.lapsed(now), pk__in=pks).update(status=Status.QUEUED)


def renew(work, row):
    return held(work, row).update(**{work.lease_field: timezone.now()}) == 1


@contextmanager
def lease_kept(work, row):
    """Renew the claim's lease while the block runs, from a thread with its own database connection, so
    a unit that runs for an hour stays held while a worker killed mid-unit lets its lease lapse within
    `work.lease`. A renewal that fails (SQLite's one writer busy with the unit itself) is only logged."""
    stop = threading.Event()
    every = work.lease.total_seconds() / 3

    def keep():
        try:
            while not stop.wait(every):
                try:
                    renew(work, row)
                except DatabaseError:
                    log.warning("could not renew the lease of %s %s", work.model.__name__, row.pk, exc_info=True)
        finally:
            connections.close_all()  # this thread's connections only

    thread = threading.Thread(target=keep, name=f"lease-{row.pk}", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
