"""Property: whatever deliveries, crashes and stale claims interleave, one verdict is written at most."""

from datetime import timedelta

import pytest
from django.db import transaction
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judging.adjudications import services
from judging.adjudications.models import Adjudication

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

STEPS = st.lists(
    st.tuples(st.sampled_from(["claim", "finish", "crash", "stale"]), st.sampled_from(["task-a", "task-b", "task-c"])),
    max_size=15,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
def test_any_interleaving_writes_at_most_one_verdict(requester, record, steps):
    with transaction.atomic():
        adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
        held, written = {}, []
        for op, token in steps:
            if op == "claim":
                claimed = services.adjudication_claim(adjudication_id=adjudication.pk, token=token)
                if claimed is not None:
                    held[token] = claimed
            elif op == "finish" and token in held:
                if services.adjudication_finish(adjudication=held[token], verdict={"by": token}):
                    written.append(token)
            elif op == "crash" and token in held:
                services.adjudication_release(adjudication=held.pop(token), reason="crash")
            elif op == "stale":
                long_ago = timezone.now() - services.CLAIM_TIMEOUT - timedelta(seconds=1)
                Adjudication.objects.filter(pk=adjudication.pk).update(started_at=long_ago)
        row = Adjudication.objects.get(pk=adjudication.pk)
        assert len(written) <= 1
        assert row.attempts <= services.MAX_ATTEMPTS
        assert (row.status == "done") == bool(written)
        if written:
            assert row.verdict == {"by": written[0]}
        else:
            assert row.verdict is None
        transaction.set_rollback(True)
