"""Arbiter under load: requests per second and latency of four endpoints players and judges hit most, each against a
trivial endpoint measured in the same run, through a real web server.

Run by hand on PostgreSQL (the database is created, migrated and filled if needed):
    .venv/bin/python bench/bench_load.py [--seconds 10] [--clients 20] [--only editor] [--workers 2 --threads 4]

The server is gunicorn as `make run` starts it (2 workers x 4 threads, 10 connections each, on this 2-core machine;
--workers and --threads try another layout, WEB_CONNECTIONS another connection limit), DEBUG off, DB_CONN_MAX_AGE=60,
started by this script on a free loopback port and stopped at the end. The load generator is wrk (Debian's package),
with --clients connections for --seconds per endpoint; "lone" is one client sending requests one after another (200 of
them, Python http.client). Endpoints: POST /api/decks/validate/ (a 40-card Goat deck as text), GET /api/cards/ (a card
search), GET /api/rulings/ (a rulings search on the seeds and the DBS manual), the deck editor's add request (htmx
POST, logged in). Baseline: GET /api/ (the API root: no query, a small JSON body)."""

import argparse
import http.client
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_load_bench")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-load-bench")
os.environ["DB_CONN_MAX_AGE"] = "60"
os.environ["DEBUG"] = "false"

from _common import SHARED, setup_database  # noqa: E402

GOAT = SHARED / "data" / "yugioh"


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fill():
    """Goat cards and list, the seeds as rulings, a user with a 40-card deck: what the requests read."""
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from decks import services
    from games.models import Card, Game
    from judging.models import Ruling

    game = Game.objects.get(slug="yugioh")
    if not Card.objects.filter(game=game, is_demo=False).exists():
        call_command("import_cards", "yugioh", str(GOAT / "goat-cards.en.cdb"), verbosity=0)
        call_command("import_banlist", "yugioh", str(GOAT / "goat-2005-04.lflist.conf"), verbosity=0)
    if not Ruling.objects.exists():
        call_command("import_rulings", "dbs", "fr", str(SHARED / "seeds" / "dbs-cardgame-faq.fr.txt"), verbosity=0)
    user, created = User.objects.get_or_create(username="bench-load")
    if created:
        user.set_password("bench-load-password")
        user.save()
    user.decks.all().delete()
    codes = list(
        Card.objects.filter(game=game, attrs__kind="monster", code__lt="99999999")
        .order_by("code")
        .values_list("code", flat=True)[:14]
    )
    deck = services.deck_create(owner=user, game=game, name="Bench 40", sections={"main": dict.fromkeys(codes[:13], 3)})
    names = dict(Card.objects.filter(game=game, code__in=codes).values_list("code", "name"))
    decklist = "\n".join(f"3 {names[c]}" for c in codes[:13]) + f"\n1 {names[codes[13]]}\n"
    return user, deck, codes, decklist


def session_for(port, username, password):
    """(sessionid, csrftoken) from a real login through the server's form."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    conn.request("GET", "/accounts/login/")
    response = conn.getresponse()
    response.read()
    csrf = re.search(r"csrftoken=([^;]+)", response.getheader("Set-Cookie")).group(1)
    body = f"username={username}&password={password}&csrfmiddlewaretoken={csrf}"
    headers = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"csrftoken={csrf}"}
    conn.request("POST", "/accounts/login/", body, headers)
    response = conn.getresponse()
    response.read()
    cookies = response.getheader("Set-Cookie") or ""
    session = re.search(r"sessionid=([^;]+)", cookies).group(1)
    csrf = (re.search(r"csrftoken=([^;]+)", cookies) or re.search(r"(.*)", csrf)).group(1)
    return session, csrf


def start_server(port, workers=2, threads=4):
    env = {**os.environ, "PORT": str(port)}
    cmd = [
        str(ROOT / ".venv" / "bin" / "gunicorn"), "config.wsgi:application", "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), "--threads", str(threads), "--log-level", "warning",
        "--worker-connections", os.environ.get("WEB_CONNECTIONS", "10"),
    ]  # fmt: skip
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("gunicorn did not start")


def lua_script(method, body, headers):
    lines = [f'wrk.method = "{method}"']
    if body is not None:
        lines.append(f"wrk.body = {json.dumps(body)}")
    lines += [f'wrk.headers["{k}"] = {json.dumps(v)}' for k, v in headers.items()]
    lines.append(
        "done = function(summary, latency, requests)\n"
        '  io.write(string.format("RESULT %d %d %f %f %f %f\\n", summary.requests, summary.errors.status,'
        " latency:percentile(50), latency:percentile(95), latency:percentile(99), summary.duration))\nend"
    )
    return "\n".join(lines)


def under_load(port, path, method, body, headers, seconds, clients):
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(lua_script(method, body, headers))
    cmd = [
        "wrk",
        "-t",
        "2",
        "-c",
        str(clients),
        "-d",
        f"{seconds}s",
        "-s",
        handle.name,
        f"http://127.0.0.1:{port}{path}",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    Path(handle.name).unlink()
    requests, bad_status, p50, p95, p99, duration = re.search(r"RESULT (.*)", out).group(1).split()
    return {
        "rps": int(requests) / (float(duration) / 1e6),
        "p50": float(p50) / 1000,
        "p95": float(p95) / 1000,
        "p99": float(p99) / 1000,
        "bad": int(bad_status),
    }


def lone(port, path, method, body, headers, n=200):
    conn = http.client.HTTPConnection("127.0.0.1", port)
    samples = []
    for i in range(n + 20):
        start = time.perf_counter()
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        response.read()
        if response.status >= 400:
            raise SystemExit(f"{method} {path}: {response.status}")
        if i >= 20:  # warmed up: connections, caches
            samples.append((time.perf_counter() - start) * 1000)
    quantiles = statistics.quantiles(samples, n=20)
    return {"p50": statistics.median(samples), "p95": quantiles[18]}


def load_endpoints(port, deck, codes, decklist):
    """{name: (path, method, body, headers)}: the baseline and the four endpoints, the editor's logged in."""
    from urllib.parse import urlencode

    from decks import builder

    session, csrf = session_for(port, "bench-load", "bench-load-password")
    logged_in = {"Cookie": f"sessionid={session}; csrftoken={csrf}", "X-CSRFToken": csrf, "HX-Request": "true"}
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    state = builder.dumps({"main": dict.fromkeys(codes[:13], 3), "extra": {}, "side": {}})
    add = urlencode({"state": state, "op": f"add|{codes[13]}"})
    return {
        "baseline: GET /api/": ("/api/", "GET", None, {}),
        "POST /api/decks/validate/": (
            "/api/decks/validate/", "POST", json.dumps({"game": "yugioh", "decklist": decklist}),
            {"Content-Type": "application/json"},
        ),
        "GET /api/cards/ (search)": ("/api/cards/?game=yugioh&q=t:fusion+atk>=2000", "GET", None, {}),
        "GET /api/rulings/ (search)": ("/api/rulings/?q=attaque&lang=fr", "GET", None, {}),
        "editor add (htmx POST)": (f"/decks/{deck.pk}/edit/change/", "POST", add, {**logged_in, **form}),
    }  # fmt: skip


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (make run's 2 by default)")
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--only", default="", help="endpoints whose name holds this text (the baseline always runs)")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk is missing: apt-get install wrk")
    setup_database()
    _user, deck, codes, decklist = fill()
    port = free_port()
    server = start_server(port, args.workers, args.threads)
    try:
        endpoints = load_endpoints(port, deck, codes, decklist)
        rows = []
        for name, (path, method, body, headers) in endpoints.items():
            if args.only and not (name.startswith("baseline") or args.only in name):
                continue
            alone = lone(port, path, method, body, headers)
            loaded = under_load(port, path, method, body, headers, args.seconds, args.clients)
            rows.append((name, alone, loaded))
    finally:
        server.terminate()
        server.wait(timeout=20)
    base = rows[0][2]
    layout = f"gunicorn {args.workers}x{args.threads}"
    print(f"load average {os.getloadavg()[0]:.2f}; {args.clients} clients, {args.seconds} s each; {layout}")
    print("| endpoint | lone p50 / p95 ms | req/s under load | p50 / p95 / p99 ms | non-2xx | req/s vs baseline |")
    print("|---|---|---|---|---|---|")
    for name, alone, loaded in rows:
        print(
            f"| {name} | {alone['p50']:.1f} / {alone['p95']:.1f} | {loaded['rps']:.0f} | "
            f"{loaded['p50']:.0f} / {loaded['p95']:.0f} / {loaded['p99']:.0f} | {loaded['bad']} | "
            f"{loaded['rps'] / base['rps']:.2f}x |"
        )


if __name__ == "__main__":
    main()
