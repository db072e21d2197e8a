"""Loaded by every test worker (tests/conftest.py's WorkerProcess starts `celery worker -I` with it), never by
the product: what the worker-crash tests need from a worker.

- ARBITER_ADJUDICATION_DELAY_SECONDS in the worker's environment: hold each adjudication that many seconds
  once it is claimed, so a test can kill the worker while it holds the claim.
- The job kind SLOW_ECHO: echo's results, each batch taking `params["seconds"]` (the test imports this
  module too, so the kind is registered on both sides).
"""

import os
import time
from functools import wraps

from jobs import echo
from jobs.registry import register_handler
from judging.adjudications import services

SLOW_ECHO = "tests.slow_echo"


class SlowEcho:
    CSV_COLUMNS = echo.CSV_COLUMNS
    csv_row = staticmethod(echo.csv_row)

    @staticmethod
    def process_batch(inputs, params):
        time.sleep(params.get("seconds", 0))
        return echo.process_batch(inputs, params)


def _held_after_claim(claim, seconds):
    @wraps(claim)
    def held(*args, **kwargs):
        claimed = claim(*args, **kwargs)
        if claimed is not None:
            time.sleep(seconds)
        return claimed

    return held


register_handler(SLOW_ECHO, SlowEcho)
if delay := float(os.environ.get("ARBITER_ADJUDICATION_DELAY_SECONDS") or 0):
    services.adjudication_claim = _held_after_claim(services.adjudication_claim, delay)
