"""Does a worker give its memory back after a large import? Resident memory of the worker's pool process
before, right after and a while after a 60,000-card import job, with the recycling setting on (the default
WORKER_MAX_MEMORY_KIB) and off (a ceiling no task reaches), in the same run.

Run by hand on PostgreSQL and Redis:
    .venv/bin/python bench/bench_worker_memory.py [--cards 60000]
A real `celery worker` (concurrency 1) runs the import task the card import page sends for a large upload.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_memory_bench")
os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/12")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-memory-bench")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from _common import setup_database  # noqa: E402
from bench_import import generate_cdb  # noqa: E402


def rss_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def pool_pid(worker_pid):
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == worker_pid:
                return int(entry.name)
    return None


def start_worker(queue, ceiling_kib):
    env = {**os.environ, "CELERY_TASK_DEFAULT_QUEUE": queue, "WORKER_MAX_MEMORY_KIB": str(ceiling_kib)}
    cmd = [sys.executable, "-m", "celery", "-A", "config", "worker", "-c", "1", "-Q", queue, "-l", "WARNING",
           "--without-mingle", "--without-gossip"]  # fmt: skip
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and pool_pid(proc.pid) is None:
        time.sleep(0.2)
    time.sleep(2)
    return proc


def run_import(path, queue):
    from games.tasks import import_file
    from jobs.models import Job

    job = Job.objects.create(
        kind="cards import",
        handler="games.importers.job_handler",
        params={"kind": "cards", "game": "yugioh", "path": str(path), "filename": "big.cdb", "name": "big"},
    )
    import_file.apply_async([str(job.pk)], queue=queue)
    while not Job.objects.get(pk=job.pk).finished:
        time.sleep(0.2)
    return Job.objects.get(pk=job.pk)


def measure(path, ceiling_kib, label):
    queue = f"memory-{uuid.uuid4().hex[:6]}"
    worker = start_worker(queue, ceiling_kib)
    try:
        first = pool_pid(worker.pid)
        before = rss_kib(first)
        job = run_import(path, queue)
        time.sleep(3)  # the pool replaces a child right after the task that crossed the ceiling
        now = pool_pid(worker.pid)
        after = rss_kib(now)
        return label, before, after, first != now, job.status
    finally:
        worker.terminate()
        worker.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=60_000)
    args = parser.parse_args()
    setup_database()
    with tempfile.TemporaryDirectory() as tmp:
        rows = []
        for label, ceiling in (
            ("recycling on (default ceiling, 180,000 KiB)", 180_000),
            ("recycling off", 100_000_000),
        ):
            from games.models import Card

            Card.objects.filter(game__slug="yugioh").delete()  # each run imports into an empty game
            path = generate_cdb(Path(tmp) / f"big-{ceiling}.cdb", args.cards)
            rows.append(measure(path, ceiling, label))
    print(f"{args.cards:,}-card import on one worker process; load average {os.getloadavg()[0]:.2f}")
    print("| setting | pool process RSS before | after the import | process replaced | job |")
    print("|---|---|---|---|---|")
    for label, before, after, replaced, status in rows:
        print(
            f"| {label} | {before / 1024:.0f} MiB | {after / 1024:.0f} MiB | {'yes' if replaced else 'no'} | {status} |"
        )


if __name__ == "__main__":
    main()
