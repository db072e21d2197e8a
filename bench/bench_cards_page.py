"""Cards page benchmark: p50/p95 of the search results (htmx partial) over 20,000 yugioh cards, alternate
printings folded into their card's row (issue 18) against the same page listing every printing.

Run by hand (it creates and migrates the database it points at when needed, then imports the generated
20,000-card database of bench_search.py, 5% of them alternate printings):
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_cards .venv/bin/python bench/bench_cards_page.py [--keep]
Baseline, measured in the same run with requests alternated: the page before the change, every printing a row
(games.views_cards with printings_collapsed and with_printings replaced by pass-throughs, matches_order by None).
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

RUNS = 60
QUERIES = ["", "dragon", "dark magician", "drgon warior", "o:destroy", "t:effect", "atk>=2500"]


def timed(client, url):
    start = time.perf_counter()
    response = client.get(url, HTTP_HX_REQUEST="true")
    assert response.status_code == 200, response.content[:300]
    return (time.perf_counter() - start) * 1000


def p(times, q):
    times = sorted(times)
    return times[max(0, int(len(times) * q) - 1)]


def main():
    setup_database()
    from bench_import import generate_cdb
    from django.conf import settings
    from django.db import connection
    from django.test import Client

    from games import views_cards
    from games.importers import import_cards
    from games.models import Card
    from games.search import search_cards

    settings.ALLOWED_HOSTS = ["*"]
    yugioh = Card.objects.filter(game__slug="yugioh")
    if "--keep" not in sys.argv:  # --keep: the cards of the last run are still there
        yugioh.update(alternate_of=None)
        yugioh.delete()
        with tempfile.TemporaryDirectory() as tmp:
            import_cards(game="yugioh", path=generate_cdb(Path(tmp) / "generated.cdb", 20_000))
        with connection.cursor() as cursor:
            cursor.execute("VACUUM FULL ANALYZE games_card")
    alternates = yugioh.filter(alternate_of__isnull=False).count()
    # The page with its fold, and without: no fold in the ORM's statement nor in the one-pass statement
    # (views_cards.matches_order None: the ORM builds the page).
    folded = (views_cards.printings_collapsed, views_cards.with_printings, views_cards.matches_order)
    flat = (lambda cards, everything=False: cards, lambda cards: [(card, []) for card in cards], lambda cards: None)
    client = Client()
    print(f"{yugioh.count()} yugioh cards, {alternates} of them alternate printings; {RUNS} requests per query")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"{'query':24} {'rows':>11} {'p50 ms':>15} {'p95 ms':>15} {'p50 ratio':>9}")
    for query in QUERIES:
        url = f"/cards/?game=yugioh&q={query}"
        times = {"folded": [], "flat": []}
        for run in range(RUNS + 1):
            for name, functions in (("folded", folded), ("flat", flat)):
                views_cards.printings_collapsed, views_cards.with_printings, views_cards.matches_order = functions
                # The page's statement is kept per search (one compiled with the other variant's fold).
                views_cards._exact_page_statement.cache_clear()
                ms = timed(client, url)
                if run:  # the first round warms caches
                    times[name].append(ms)
        views_cards.printings_collapsed, views_cards.with_printings, views_cards.matches_order = folded
        matches = search_cards(game="yugioh", query=query)
        counts = {"folded": folded[0](matches, everything=not query).count(), "flat": matches.count()}
        f50, b50 = statistics.median(times["folded"]), statistics.median(times["flat"])
        rows = f"{counts['folded']}/{counts['flat']}"
        print(
            f"{query or '(every card)':24} {rows:>11} {f50:7.2f}/{b50:<7.2f} "
            f"{p(times['folded'], 0.95):7.2f}/{p(times['flat'], 0.95):<7.2f} {f50 / b50:8.2f}x"
        )
    print(f"load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
