"""10,000 decklists through the bulk validation API, validated by two Celery workers on PostgreSQL + Redis.

Run by hand (PostgreSQL and Redis up; the database is created and migrated if needed):

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_deckval \\
    CELERY_BROKER_URL=redis://127.0.0.1:6379/2 .venv/bin/python bench/bench_bulk_validation.py [--decks 10000]

Cards: the real Goat pool (../shared/data/yugioh/goat-cards.en.cdb) through games.importers.
The request goes through the whole Django stack (django.test.Client, logged in as an organiser);
the clock runs from the POST to the job's `done`. Baseline in the same run: the same decklists
validated one after another in this process with the cards preloaded (one core, no queue).
Issue 4 asks for under 30 s.
"""

import argparse
import os
import random
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_deckval")
os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/2")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-deckval-bench")

from _common import SHARED, post_bulk_and_wait, setup_database  # noqa: E402

DATA = SHARED / "data" / "yugioh"
TARGET_SECONDS = 30


def ensure_cards():
    from games.importers import import_cards
    from games.models import Card

    if not Card.objects.filter(game__slug="yugioh", code="89631139").exists():
        import_cards(game="yugioh", path=DATA / "goat-cards.en.cdb")
    return Card.objects.filter(game__slug="yugioh").count()


def organiser():
    from django.contrib.auth.models import Group, User

    user, _ = User.objects.get_or_create(username="bench-organiser")
    user.groups.add(Group.objects.get(name="organiser"))
    return user


def decklists(n, seed=4):
    """YDK decklists shaped like tournament decks; one in ten has a planted problem."""
    from games.models import Card

    rows = list(Card.objects.filter(game__slug="yugioh").values_list("code", "attrs"))
    main = [code for code, attrs in rows if not set(attrs.get("types", [])) & {"fusion", "synchro", "xyz", "token"}]
    extra = [code for code, attrs in rows if set(attrs.get("types", [])) & {"fusion", "synchro", "xyz"}]
    rng = random.Random(seed)
    out = []
    for i in range(n):
        deck_main = [c for c in rng.sample(main, 20) for _ in range(2)] + rng.sample(main, rng.randint(0, 20))
        deck_extra = rng.sample(extra, rng.randint(0, 15))
        if i % 10 == 0:
            deck_main += [deck_main[0]] * 2
        text = "#created by bench\n#main\n" + "\n".join(deck_main) + "\n#extra\n" + "\n".join(deck_extra) + "\n!side\n"
        out.append({"name": f"player-{i:05d}.ydk", "decklist": text})
    return out


def start_worker(queue, concurrency):
    env = {**os.environ, "CELERY_TASK_DEFAULT_QUEUE": queue}
    log = open(Path(os.environ["ARBITER_VAR_DIR"]) / f"bench-worker-{queue}.log", "w")  # noqa: SIM115
    cmd = [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "prefork", "-c", str(concurrency)]
    cmd += ["-Q", queue, "-n", f"bench-{queue}@%h", "--without-mingle", "--without-gossip", "-l", "WARNING"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    from config.celery import app

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if app.control.ping(destination=[f"bench-{queue}@{os.uname().nodename}"], timeout=0.5):
            return proc
    proc.terminate()
    raise SystemExit("the worker did not start; see its log in ARBITER_VAR_DIR")


def baseline(items):
    from decks.validation import validate_decklist
    from decks.validation.bulk import context_for

    context = context_for({"game": "yugioh", "format": "advanced", "snapshot": uuid.uuid4().hex})
    start = time.perf_counter()
    for item in items:
        validate_decklist(game=context.game, text=item["decklist"], index=context.index, rules=context.rules)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2, help="worker processes (prefork concurrency)")
    args = parser.parse_args()
    setup_database()
    from config.celery import app

    cards = ensure_cards()
    user = organiser()
    items = decklists(args.decks)
    queue = f"bench-{uuid.uuid4().hex[:8]}"
    app.conf.task_default_queue = queue
    worker = start_worker(queue, args.workers)
    try:
        job, accepted, total = post_bulk_and_wait(
            "/api/decks/validate/bulk/",
            {"game": "yugioh", "format": "advanced", "decklists": items},
            user,
            job_key="job",
        )
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    legal = sum(1 for r in job.items.values_list("result__legal", flat=True) if r)
    one_core = baseline(items)
    print(f"cards: {cards:,} (Goat pool); decklists: {args.decks:,}; workers: {args.workers}; job {job.status}")
    print(
        f"bulk API: 202 after {accepted:.2f} s; all {job.done:,} results stored after {total:.2f} s "
        f"({args.decks / total:,.0f} decklists/s); {legal:,} legal"
    )
    print(
        f"baseline, same decklists validated in-process on one core: {one_core:.2f} s "
        f"({args.decks / one_core:,.0f} decklists/s)"
    )
    print(
        f"ratio bulk job / in-process: {total / one_core:.2f}x; target < {TARGET_SECONDS} s: "
        f"{'met' if total < TARGET_SECONDS else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
