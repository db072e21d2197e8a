"""Work whose message never reached a worker (the broker was down when it was created, or lost it), or whose
worker is gone, is sent again by a periodic sweep, not only by an operator.

One sweep for every kind of claimable work the apps registered (jobs.registry): a queued unit whose message
was sent more than SWEEP_QUEUED_AFTER_SECONDS ago, and a running one whose lease lapsed (its worker stopped
renewing it, jobs.claims). Sending twice is harmless, since every unit is claimed with a conditional UPDATE
and a batch skips the items already done, so the sweep may err on the early side.
"""

from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from . import claims
from .models import Status
from .registry import sources


def sweep(*, now=None):
    """Send again what waited too long or lost its worker; returns {source name: [ids sent again]}."""
    now = now or timezone.now()
    waited = now - timedelta(seconds=settings.SWEEP_QUEUED_AFTER_SECONDS)
    return {name: _sweep_one(source, now, waited) for name, source in sources().items()}


def _sweep_one(source, now, waited):
    if source.prepare is not None:
        source.prepare(waited)
    work = source.work()
    field = source.sent_field
    lost = Q(status=Status.QUEUED) & (Q(**{f"{field}__lt": waited}) | Q(**{f"{field}__isnull": True}))
    pks = list(work.model.objects.filter(lost | work.lapsed(now)).values_list("pk", flat=True))
    if not pks:
        return []
    claims.requeue_lapsed(work, pks, now)
    return source.send(pks)
