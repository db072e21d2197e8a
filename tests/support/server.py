"""A real gunicorn server on the test database, as production runs it, for tests that need a process of its own
(its own broker, cache or settings) or a real HTTP connection (tests/jobs/test_broker_down.py,
tests/config/test_shared_rate_limits.py)."""

import os
import subprocess
import sys
from pathlib import Path

import requests
from django.conf import settings

from tests.conftest import ROOT, database_url, stop_process
from tests.support.redis import free_port
from tests.workers import wait_for


class GunicornServer:
    def __init__(self, extra_env=None, threads=4, name="server"):
        self.port = free_port()
        self.extra_env = extra_env or {}
        self.threads = threads
        self.proc = None
        self.log = Path(settings.VAR_DIR) / f"gunicorn-{name}-{self.port}.log"

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        env = {**os.environ, "DATABASE_URL": database_url(), "ARBITER_VAR_DIR": str(settings.VAR_DIR),
               "LOG_LEVEL": "WARNING", **self.extra_env}  # fmt: skip
        cmd = [sys.executable, "-m", "gunicorn", "config.wsgi:application", "--bind", f"127.0.0.1:{self.port}",
               "--workers", "1", "--threads", str(self.threads), "--log-level", "warning"]  # fmt: skip
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=self.log.open("w"), stderr=subprocess.STDOUT, start_new_session=True
        )
        wait_for(self.answers, timeout=60, what=f"gunicorn on port {self.port}")
        return self

    def answers(self):
        if self.proc.poll() is not None:
            raise RuntimeError(f"gunicorn exited early:\n{self.log.read_text()[-3000:]}")
        try:
            requests.get(f"{self.url}/api/", timeout=5)
        except requests.RequestException:  # not listening yet, or still loading the app
            return False
        return True

    def stop(self):
        stop_process(self.proc)
