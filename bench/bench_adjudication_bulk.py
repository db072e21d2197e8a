"""2,000 Tractor hands through the bulk adjudication API, replayed by two Celery workers on PostgreSQL + Redis.

Run by hand (PostgreSQL and Redis up; the database is created and migrated if needed):

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_adjud \\
    CELERY_BROKER_URL=redis://127.0.0.1:6379/5 .venv/bin/python bench/bench_adjudication_bulk.py [--hands 2000]

Hands: complete random legal hands from the Tractor bot (tests.support.bots.tractor), one in ten with a
card played that its player never held. The request goes through the whole Django stack
(django.test.Client, logged in as a judge, JSON body); the clock runs from the POST to the job's
`done`. Two worker processes (`celery worker -c 1` each). Baseline in the same run: the same hands
adjudicated one after another in this process (one core, no queue, no database).
Issue 6 asks for under 20 s.
"""

import argparse
import gc
import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_adjud")
os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/5")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-adjud-bench")

from _common import post_bulk_and_wait, setup_database  # noqa: E402

TARGET_SECONDS = 20


def judge():
    from django.contrib.auth.models import Group, User

    user, _ = User.objects.get_or_create(username="bench-judge")
    user.groups.add(Group.objects.get(name="judge"))
    return user


def hands(n):
    from tests.support.bots.tractor import random_record

    records = []
    for seed in range(n):
        record = random_record(seed)
        if seed % 10 == 0:  # a card its player never held, in the first trick's second play
            play = record["tricks"][0][1]
            held = set(record["hands"][play["seat"]]) | set(record["kitty"])
            play["cards"][0] = next(c for hand in record["hands"] for c in hand if c not in held)
        records.append(record)
    return records


def start_worker(queue, name):
    env = {**os.environ, "CELERY_TASK_DEFAULT_QUEUE": queue}
    log = open(Path(os.environ["ARBITER_VAR_DIR"]) / f"bench-{name}-{queue}.log", "w")  # noqa: SIM115
    cmd = [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "prefork", "-c", "1"]
    cmd += ["-Q", queue, "-n", f"{name}-{queue}@%h", "--without-mingle", "--without-gossip", "-l", "WARNING"]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def wait_ready(queue, names):
    from config.celery import app

    wanted = [f"{name}-{queue}@{os.uname().nodename}" for name in names]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if len(app.control.ping(destination=wanted, timeout=0.5)) == len(wanted):
            return
    raise SystemExit("the workers did not start; see their logs in ARBITER_VAR_DIR")


def store_items_only(records):
    """What the 202 waits for the most: storing the job's items (jobs.services), timed and rolled back."""
    from django.db import transaction

    from jobs.models import Job, JobItem

    start = time.perf_counter()
    with transaction.atomic():
        job = Job.objects.create(kind="bench", handler="judging.adjudications.bulk", total=len(records))
        items = [JobItem(job=job, index=i, name=str(i), input={"record": r}) for i, r in enumerate(records)]
        JobItem.objects.bulk_create(items, batch_size=1000)
        elapsed = time.perf_counter() - start
        transaction.set_rollback(True)
    return elapsed


def baseline(records):
    from judging.adjudications import registry

    start = time.perf_counter()
    for record in records:
        registry.replay("tractor", record, {})
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    setup_database()
    from config.celery import app

    user = judge()
    records = hands(args.hands)
    body = json.dumps({"game": "tractor", "records": records}, separators=(",", ":"))
    # The request runs in this process (django.test.Client), but a server would not hold the bench's
    # own 2,000 records: keep them out of the garbage collector's way, as they would be.
    gc.freeze()
    queue = f"bench-{uuid.uuid4().hex[:8]}"
    app.conf.task_default_queue = queue
    names = ["worker1", "worker2"]
    workers = [start_worker(queue, name) for name in names]
    try:
        wait_ready(queue, names)
        job, accepted, total = post_bulk_and_wait("/api/adjudications/bulk/", body, user, job_key="id")
    finally:
        for worker in workers:
            worker.terminate()
        for worker in workers:
            worker.wait(timeout=30)
    results = list(job.items.values_list("result", flat=True))
    legal = sum(1 for r in results if r.get("verdict", {}).get("legal"))
    errors = sum(1 for r in results if "error" in r)
    one_core = baseline(records)
    storing = store_items_only(records)
    print(f"hands: {args.hands:,} ({len(body) / 1e6:.1f} MB of JSON); workers: 2 x prefork -c 1; job {job.status}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end of the run")
    print(
        f"bulk API: 202 after {accepted:.2f} s; all {job.done:,} verdicts stored after {total:.2f} s "
        f"({args.hands / total:,.0f} hands/s); {legal:,} legal, {len(results) - legal - errors:,} illegal, "
        f"{errors} errors"
    )
    print(f"of the 202: storing the {args.hands:,} job items alone (after the run, rolled back): {storing:.2f} s")
    print(
        f"baseline, same hands adjudicated in-process on one core: {one_core:.2f} s "
        f"({args.hands / one_core:,.0f} hands/s)"
    )
    print(
        f"ratio bulk job / in-process: {total / one_core:.2f}x; target < {TARGET_SECONDS} s: "
        f"{'met' if total < TARGET_SECONDS else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
