"""The one way Arbiter sends a task to the broker (adjudications, job batches, imports, embeddings).

A send must never hold a web request: with the broker down, the settings bound the attempt
(BROKER_TIMEOUT_SECONDS, no publish retry, config/settings.py) and the failure is logged, not raised. The row
the task stands for is already committed as queued, so the user sees "queued" at once and the periodic sweep
(jobs.sweep) sends it again once the broker is back.
"""

import logging

from django.db import transaction
from kombu.exceptions import KombuError

log = logging.getLogger(__name__)

# What a broker that is down, unreachable or refusing raises (kombu wraps the transport's connection errors).
BROKER_ERRORS = (KombuError, OSError, TimeoutError)


def publish(task, *args):
    """Send `task(*args)` once; True when the broker took it, False (logged) when it could not be reached.

    ignore_result: no caller reads a task's result (results that matter are rows), and asking for one makes
    the Redis result backend subscribe first, with its own reconnection loop, before the message is sent."""
    try:
        task.apply_async(args, retry=False, ignore_result=True)
    except BROKER_ERRORS as exc:
        log.warning("broker unavailable, %s%r left for the sweep: %s", task.name, args, exc)
        return False
    return True


def publish_on_commit(task, *args):
    """Publish once the current transaction commits, so a worker never looks for a row that is not there."""
    transaction.on_commit(lambda: publish(task, *args))
