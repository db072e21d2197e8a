"""Speed as a user meets it (issue 34): the app started as `make run` starts it (scripts/run.sh: migrate, the demo
cards, gunicorn and a real Celery worker with beat), on PostgreSQL and Redis with the real Goat, DBS and DBZ cards
and the seed documents imported; each request of the table sent 25 times, interleaved with a trivial `GET /api/`,
over one keep-alive connection. Prints each row's p50 and its ratio to the trivial request's p50 in the same run,
then /healthz; with --load, requests per second and p99 under 20 clients (wrk) for the four endpoints of issue 19.

    .venv/bin/python bench/bench_make_run.py [--rounds 25] [--load --seconds 10 --clients 20] [--cold]

Searches asked again are answered from memory (config.results_cache) as `make run` ships: the table's repeated
requests measure that. --cold measures the table again with nothing kept, as a search asked for the first time.

The database (DATABASE_URL, default arbiter_make_run_bench) is created, migrated and filled when empty; the broker
is CELERY_BROKER_URL (default Redis db 0). Nothing else is set: the server runs with `make run`'s own defaults.
"""

import argparse
import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_make_run_bench")
os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/0")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-make-run-bench")

from _common import SHARED, setup_database  # noqa: E402

DATA, SEEDS = SHARED / "data", SHARED / "seeds"
CARDS = [
    ("yugioh", DATA / "yugioh" / "goat-cards.en.cdb", DATA / "yugioh" / "goat-2005-04.lflist.conf"),
    ("dbs", DATA / "dbs" / "cards.csv", DATA / "dbs" / "banlist-2020-05.csv"),
    ("dbz", DATA / "dbz" / "saiyan-saga.csv", None),
]
DOCUMENTS = [
    ("import_rulings", "dbs", "fr", SEEDS / "dbs-cardgame-faq.fr.txt"),
    ("import_rules", "dbz", "th", SEEDS / "dbz-ccg-rules.th.txt"),
    ("import_rules", "esferas", "es", SEEDS / "dragonball-esferas-rules.es.txt"),
    ("import_rules", "tractor", "th", SEEDS / "tractor-80-points-rules.th.txt"),
    ("import_rules", "yugioh", "ar", SEEDS / "yugioh-priority-chains.ar.txt"),
    ("import_rules", "dbs", "en", DATA / "dbs" / "rule-manual-1.074.en.txt"),
]


def fill():
    """The real cards and lists of three games and the six documents, once; a 21-card Goat list to validate."""
    from django.core.management import call_command
    from django.db import connection

    from games.models import Card
    from judging.models import Document

    for game, cards, banlist in CARDS:
        if not Card.objects.filter(game__slug=game, is_demo=False).exists():
            call_command("import_cards", game, str(cards), verbosity=0)
            if banlist is not None:
                call_command("import_banlist", game, str(banlist), verbosity=0)
    if not Document.objects.exists():
        for command, game, language, path in DOCUMENTS:
            call_command(command, game, language, str(path), verbosity=0)
    with connection.cursor() as cursor:  # the statistics autovacuum would gather, so plans are the real ones
        cursor.execute("ANALYZE")
    names = (
        Card.objects.filter(game__slug="yugioh", is_demo=False, attrs__kind="monster", alternate_of=None)
        .order_by("code")
        .values_list("name", flat=True)[:7]
    )
    return "".join(f"3 {name}\n" for name in names)


def rows(decklist):
    """The issue's table: (label, method, path, body, headers)."""
    validate = json.dumps({"game": "yugioh", "decklist": decklist})
    return [
        ("card search API, `t:effect atk>=1500`", "GET",
         "/api/cards/?" + urlencode({"game": "yugioh", "q": "t:effect atk>=1500"}), None, {}),
        ("cards page results (htmx), `dragon`", "GET", "/cards/?" + urlencode({"game": "yugioh", "q": "dragon"}),
         None, {"HX-Request": "true"}),
        ("rulings search API, `bloqueur`", "GET", "/api/rulings/?q=bloqueur", None, {}),
        # A question of the evaluation set (tests/judging/qa_eval/questions.tsv), asked in English of a French FAQ.
        ("ask a question API", "GET",
         "/api/rulings/ask/?" + urlencode({"q": "Can the player who goes first attack on their first turn?"}),
         None, {}),
        ("validate a 21-card Yu-Gi-Oh! list", "POST", "/api/decks/validate/", validate,
         {"Content-Type": "application/json"}),
    ]  # fmt: skip


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_make_run(port, log, **settings):
    """scripts/run.sh, as `make run` runs it, in its own process group (stopped as a whole at the end)."""
    env = {**os.environ, "PORT": str(port), **settings}
    proc = subprocess.Popen(
        ["bash", "scripts/run.sh"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"scripts/run.sh exited with {proc.returncode}: see {log.name}")
        try:
            status, body = request(http.client.HTTPConnection("127.0.0.1", port, timeout=5), "GET", "/healthz")
            if status == 200 and json.loads(body).get("worker") == "ok":
                return proc
        except OSError:
            pass
        time.sleep(0.5)
    stop(proc)
    raise SystemExit("make run did not become healthy (worker included) within 180 s")


def stop(proc):
    import signal

    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def wait_for_jobs(timeout=600):
    """The imports' follow-up jobs (embedding the new passages) run on the worker: measured after they finish."""
    from jobs.models import Job, Status

    deadline = time.monotonic() + timeout
    while Job.objects.exclude(status__in=Status.finished_values()).exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"the worker did not finish the queued jobs within {timeout} s")
        time.sleep(1)


def request(conn, method, path, body=None, headers=None):
    conn.request(method, path, body=body, headers=headers or {})
    response = conn.getresponse()
    return response.status, response.read()


def timed(conn, method, path, body=None, headers=None):
    start = time.perf_counter()
    status, content = request(conn, method, path, body, headers)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 200:
        raise SystemExit(f"{method} {path}: {status} {content[:300]!r}")
    return elapsed


def interleaved(port, table, rounds):
    """Each row's samples and the trivial request's, sent one after the other on one keep-alive connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    trivial, samples = [], {label: [] for label, *_ in table}
    for _warm in range(5):
        for _label, method, path, body, headers in table:
            timed(conn, "GET", "/api/")
            timed(conn, method, path, body, headers)
    for _ in range(rounds):
        for label, method, path, body, headers in table:
            trivial.append(timed(conn, "GET", "/api/"))
            samples[label].append(timed(conn, method, path, body, headers))
    return trivial, samples


def healthz(port, n=25):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    return [timed(conn, "GET", "/healthz") for _ in range(n)]


def under_load(port, seconds, clients):
    """bench_load's four endpoints and its baseline under `clients` connections, on the make-run server."""
    import bench_load

    _user, deck, codes, decklist = bench_load.fill()
    endpoints = bench_load.load_endpoints(port, deck, codes, decklist)
    return {name: bench_load.under_load(port, *spec, seconds, clients) for name, spec in endpoints.items()}


def p50(samples):
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=25)
    parser.add_argument("--load", action="store_true", help="also the four endpoints under --clients (wrk)")
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument(
        "--cold", action="store_true", help="the table again with no answer kept (RESULTS_KEPT=0): each search run"
    )
    args = parser.parse_args()
    if args.load and not shutil.which("wrk"):
        raise SystemExit("wrk is missing: apt-get install wrk")
    setup_database()
    decklist = fill()
    table = rows(decklist)
    port = free_port()
    log_path = Path(os.environ["ARBITER_VAR_DIR"]) / "make-run.log"
    with log_path.open("w") as log:
        server = start_make_run(port, log)
        try:
            wait_for_jobs()
            trivial, samples = interleaved(port, table, args.rounds)
            health = healthz(port)
            loaded = under_load(port, args.seconds, args.clients) if args.load else {}
        finally:
            stop(server)
        cold = None
        if args.cold:  # every search, rulings search and question run as if asked for the first time
            server = start_make_run(port, log, RESULTS_KEPT="0")
            try:
                cold = interleaved(port, table, args.rounds)
            finally:
                stop(server)
    base = p50(trivial)
    print(f"load average {' / '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.rounds} of each, interleaved")
    print("| request | p50 ms | ratio |\n|---|---|---|")
    print(f"| `GET /api/` (trivial) | {base:.1f} | 1x |")
    for label, values in samples.items():
        print(f"| {label} | {p50(values):.1f} | {p50(values) / base:.1f}x |")
    print(f"| `GET /healthz` | {p50(health):.1f} (max {max(health):.1f}) | {p50(health) / base:.1f}x |")
    if cold is not None:
        cold_base = p50(cold[0])
        print(f"\nnothing kept (RESULTS_KEPT=0): each search run as the first time it is asked, {args.rounds} of each")
        print("| request | p50 ms | ratio |\n|---|---|---|")
        print(f"| `GET /api/` (trivial) | {cold_base:.1f} | 1x |")
        for label, values in cold[1].items():
            print(f"| {label} | {p50(values):.1f} | {p50(values) / cold_base:.1f}x |")
    if loaded:
        print(f"\n{args.clients} clients, {args.seconds} s each (wrk)")
        print("| endpoint | req/s | p50 / p95 / p99 ms | non-2xx |\n|---|---|---|---|")
        for name, r in loaded.items():
            print(f"| {name} | {r['rps']:.0f} | {r['p50']:.0f} / {r['p95']:.0f} / {r['p99']:.0f} | {r['bad']} |")


if __name__ == "__main__":
    main()
