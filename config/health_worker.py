"""The worker's heartbeat: every worker reports that it is alive every WORKER_HEARTBEAT_SECONDS, and /healthz
reads the newest report instead of pinging the workers (a ping waits a second for answers: a load balancer
probing every few seconds would hold a web thread that long each time).

A worker reports from a thread of its main process, started once it consumes its queue (HeartbeatStep, a step of
Celery's consumer, so a worker that lost its broker stops reporting) and stopped at shutdown, when it also takes
its report back: a worker stopped cleanly is down at once, one that died is down once its last report is older
than WORKER_HEARTBEAT_TIMEOUT_SECONDS. Reports are kept per queue (CELERY_TASK_DEFAULT_QUEUE), so the workers that
count are the ones serving this site's queue, and where web and worker already share something fast:

- Redis (the broker): a sorted set of worker names scored by the time of their last report, by the Redis
  server's own clock, so clocks of different machines never disagree;
- the filesystem broker of the embedded default: a file per worker in the broker's folder, its modification time.

RabbitMQ keeps no such state: there healthz still pings.
"""

import logging
import threading
import time
from functools import cache
from pathlib import Path

from celery import bootsteps
from django.conf import settings

log = logging.getLogger(__name__)


class RedisHeartbeats:
    def __init__(self, url, queue):
        self.url, self.key = url, f"arbiter:worker-heartbeats:{queue}"

    @property
    def client(self):
        return _redis_client(self.url)

    def beat(self, worker):
        now = _server_time(self.client)
        with self.client.pipeline() as pipe:
            pipe.zadd(self.key, {worker: now})
            # Reports of workers that died long ago, so the set stays small.
            pipe.zremrangebyscore(self.key, "-inf", now - 10 * settings.WORKER_HEARTBEAT_TIMEOUT_SECONDS)
            pipe.execute()

    def forget(self, worker):
        self.client.zrem(self.key, worker)

    def age(self):
        """Seconds since the newest report, or None when no worker has reported."""
        with self.client.pipeline(transaction=False) as pipe:
            pipe.time()
            pipe.zrevrange(self.key, 0, 0, withscores=True)
            (seconds, micros), newest = pipe.execute()
        return max(seconds + micros / 1e6 - newest[0][1], 0.0) if newest else None


class FolderHeartbeats:
    def __init__(self, folder, queue):
        self.folder = Path(folder) / queue

    def beat(self, worker):
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / _file_name(worker)).touch()

    def forget(self, worker):
        (self.folder / _file_name(worker)).unlink(missing_ok=True)

    def age(self):
        newest = None
        try:
            for entry in self.folder.iterdir():
                try:
                    mtime = entry.stat().st_mtime
                except FileNotFoundError:  # taken back by its worker meanwhile
                    continue
                newest = mtime if newest is None else max(newest, mtime)
        except FileNotFoundError:
            return None
        return None if newest is None else max(time.time() - newest, 0.0)


def _file_name(worker):
    return worker.replace("/", "_")


@cache
def _redis_client(url):
    import redis

    # Short timeouts: a probe must answer quickly even when Redis does not.
    return redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1, health_check_interval=30)


def _server_time(client):
    seconds, micros = client.time()
    return seconds + micros / 1e6


def heartbeats(app):
    """Where this site's workers report, or None when the broker keeps nothing (RabbitMQ)."""
    queue = app.conf.task_default_queue
    url = settings.CELERY_BROKER_URL
    if settings.CELERY_BROKER_IS_FILESYSTEM:
        return FolderHeartbeats(settings.WORKER_HEARTBEAT_DIR, queue)
    if url.startswith(("redis://", "rediss://")):
        return RedisHeartbeats(url, queue)
    return None


def check_heartbeat(store):
    """Raise, with the reason, unless a worker reported within WORKER_HEARTBEAT_TIMEOUT_SECONDS."""
    age = store.age()
    if age is None:
        raise RuntimeError("no worker has reported a heartbeat")
    timeout = settings.WORKER_HEARTBEAT_TIMEOUT_SECONDS
    if age > timeout:
        raise RuntimeError(f"no worker heartbeat for {age:.0f}s (a worker reports every "
                           f"{settings.WORKER_HEARTBEAT_SECONDS}s; down after {timeout}s)")  # fmt: skip


class HeartbeatStep(bootsteps.StartStopStep):
    """Celery consumer step: a daemon thread that reports this worker every WORKER_HEARTBEAT_SECONDS."""

    requires = ("celery.worker.consumer.tasks:Tasks",)

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.thread, self.stopping, self.store, self.worker = None, threading.Event(), None, None

    def start(self, consumer):
        self.store = heartbeats(consumer.app)
        if self.store is None:
            return
        self.worker = consumer.hostname
        self.stopping.clear()
        self.thread = threading.Thread(target=self.run, name="arbiter-heartbeat", daemon=True)
        self.thread.start()

    def run(self):
        while not self.stopping.is_set():
            try:
                self.store.beat(self.worker)
            except Exception as exc:  # the broker is away: the next beat tries again, healthz says down meanwhile
                log.warning("worker heartbeat not written: %s", exc)
            self.stopping.wait(settings.WORKER_HEARTBEAT_SECONDS)

    def stop(self, consumer):
        """At shutdown (and when the broker connection is lost, before the consumer reconnects and starts again)."""
        self.stopping.set()
        if self.thread is None:
            return
        self.thread.join(timeout=5)
        self.thread = None
        try:
            self.store.forget(self.worker)
        except Exception as exc:  # the broker is away: the report ages out instead
            log.warning("worker heartbeat not taken back: %s", exc)
