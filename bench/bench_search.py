"""Search benchmark: p50/p95 of GET /api/cards/ over 20,000 yugioh cards on PostgreSQL.

Run by hand (it creates and migrates the database it points at when needed, then imports a generated
20,000-card database, modelled on the real Goat pool, into its yugioh cards):
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_cards .venv/bin/python bench/bench_search.py [--as-is]
Each query runs through the whole Django + DRF stack (test client, no network). Baseline, measured
in the same run: the trivial DRF endpoint GET /api/ (no database). Target (issue 3): p95 < 30 ms.
"hits" ends in "+" where the API's count stopped at its cap (games.api_cards.COUNT_CAP).
Last, resolving a deck list's names through the (game, search_name) index, ORM only.
"""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_cards")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-cards")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("RESULTS_KEPT", "0")  # the search itself, run each time: no answer kept (config.results_cache)

from _common import setup_database

RUNS = 200
QUERIES = [
    ("name: one word", "dragon"),
    ("name: two words", "dark magician"),
    ("name: quoted phrase", '"blue-eyes white"'),
    ("name: typo (trigram fallback)", "drgon warior"),
    ("text: rare word", "o:banish"),
    ("text: common word", "o:destroy"),
    ("text: phrase", 'o:"special summon"'),
    ("numeric: atk>=2500", "atk>=2500"),
    ("numeric: lv:4 atk>1500 -t:effect", "lv:4 atk>1500 -t:effect"),
    ("mixed: (t:spell or t:trap) o:destroy", "(t:spell or t:trap) o:destroy"),
    ("negation: -a:dark r:dragon", "-a:dark r:dragon"),
    ("type: t:fusion (rare)", "t:fusion"),
    ("type: t:effect (half the cards)", "t:effect"),
    ("attribute: a:light", "a:light"),
    ("race: r:warrior", "r:warrior"),
    # Words typed without the hyphen or space between them.
    ("type: t:quickplay (Quick-Play)", "t:quickplay"),
    ("race: r:wingedbeast (Winged Beast)", "r:wingedbeast"),
]
DECK_NAMES = 40  # names resolved at once, as a deck list of 40 different cards


def measure(client, url, runs=RUNS):
    client.get(url)  # warm caches and the connection
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        response = client.get(url)
        times.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, response.content[:300]
    times.sort()
    return times[0], statistics.median(times), times[int(len(times) * 0.95) - 1], response


def measure_name_resolution(runs=RUNS):
    """p50/p95 of resolving DECK_NAMES card names of one game through (game, search_name), as deck lists do."""
    from games.models import Card, Game

    game = Game.objects.get(slug="yugioh")
    names = list(Card.objects.filter(game=game).order_by("?").values_list("search_name", flat=True)[:DECK_NAMES])
    times = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        found = list(Card.objects.filter(game=game, search_name__in=names).values_list("code", "search_name"))
        times.append((time.perf_counter() - start) * 1000)
    times = sorted(times[1:])
    return len(found), statistics.median(times), times[int(len(times) * 0.95) - 1]


def main():
    setup_database()
    from bench_import import generate_cdb
    from django.conf import settings
    from django.db import connection
    from django.test import Client

    from games.importers import import_cards
    from games.models import Card

    if not settings.DATABASE_IS_POSTGRES:
        print("warning: not PostgreSQL; the issue's figures are for PostgreSQL")
    settings.ALLOWED_HOSTS = ["*"]
    yugioh = Card.objects.filter(game__slug="yugioh")
    yugioh.update(alternate_of=None)
    yugioh.delete()  # exactly the 20,000 generated cards, whatever the database held
    with tempfile.TemporaryDirectory() as tmp:
        import_cards(game="yugioh", path=generate_cdb(Path(tmp) / "generated.cdb", 20_000))
    with connection.cursor() as cursor:
        # Each run deletes and re-imports 20,000 cards, and bench_import.py does so several times: without
        # FULL the table file keeps growing from run to run (2-4x its size here, each run slower than the
        # last). --as-is keeps it as plain VACUUM leaves it, to see the plans hold on a bloated table.
        cursor.execute("VACUUM ANALYZE games_card" if "--as-is" in sys.argv else "VACUUM FULL ANALYZE games_card")
    total = Card.objects.filter(game__slug="yugioh").count()
    with connection.cursor() as cursor:
        cursor.execute("SELECT relpages FROM pg_class WHERE relname = 'games_card'")
        pages = cursor.fetchone()[0]
    client = Client()
    _, base50, base95, _ = measure(client, "/api/")
    load = os.getloadavg()[0]
    print(f"{total} yugioh cards ({pages} table pages); {RUNS} requests per query;", end=" ")
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs")
    print(f"baseline: trivial DRF endpoint GET /api/ p50 {base50:.2f} ms, p95 {base95:.2f} ms")
    print(f"{'query':40} {'hits':>5} {'min ms':>7} {'p50 ms':>7} {'p95 ms':>7} {'p50/base':>8}  p95 < 30 ms")
    for label, query in QUERIES:
        best, p50, p95, response = measure(client, f"/api/cards/?game=yugioh&q={query}")
        body = response.json()
        hits = f"{body['count']}{'' if body.get('count_exact', True) else '+'}"
        verdict = "ok" if p95 < 30 else "SLOW"
        print(f"{label:40} {hits:>5} {best:7.2f} {p50:7.2f} {p95:7.2f} {p50 / base50:7.0f}x  {verdict}")
    found, p50, p95 = measure_name_resolution()
    print(f"deck list: resolve {DECK_NAMES} names by (game, search_name): {found} cards,", end=" ")
    print(f"p50 {p50:.2f} ms, p95 {p95:.2f} ms")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
