"""Server time of an import's "did you mean" suggestions (decks.suggestions) with 20,000 cards.

Run by hand on PostgreSQL (the database is created and migrated if needed):

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_polish_bench \\
    .venv/bin/python bench/bench_import_suggestions.py [--calls 300]

Cards: as bench_editor.py (the Goat pool plus synthetic cards up to 20,000). Measured: the closest
names of a misspelt name (the nearest by pg_trgm distance through the GiST index on search_name, best 3),
against the exact lookup of a correctly spelt name by the same column in the same run; and the editor's
import request of a 5-line list with 5 misspelt names (each looked up), against the same list spelt right.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_polish_bench")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-polish-bench")
os.environ.setdefault("DB_CONN_MAX_AGE", "60")

from _common import setup_database  # noqa: E402
from bench_editor import deck_of_60, ensure_cards, p95  # noqa: E402

TYPOS = {
    "Blue Eyes Whit Dragon": "Blue-Eyes White Dragon",
    "Dark Magican": "Dark Magician",
    "Jinzoo": "Jinzo",
    "Black Luster Soldier Envoy of Beginning": "Black Luster Soldier - Envoy of the Beginning",
    "Mirror Forse": "Mirror Force",
}


def timed(call, n):
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    setup_database()
    from django.test import Client

    from decks.suggestions import similar_cards
    from games.models import Card, Game, fold

    total = ensure_cards()
    user, deck, _codes = deck_of_60()
    game = Game.objects.get(slug="yugioh")
    for typo, meant in TYPOS.items():
        found = [name for _code, name in similar_cards(game=game, name=typo)]
        print(f"{typo!r:45} -> {found}{'' if meant in found else '  (MISSED ' + meant + ')'}")
    typos, names = list(TYPOS), list(TYPOS.values())

    def suggest():
        for typo in typos:
            similar_cards(game=game, name=typo)

    def exact():
        for name in names:
            Card.objects.filter(game=game, search_name=fold(name)).values_list("code", flat=True).first()

    client = Client()
    client.force_login(user)
    url = f"/decks/{deck.pk}/edit/import/"
    hx = {"HTTP_HX_REQUEST": "true"}
    wrong = "".join(f"1 {t}\n" for t in typos)
    right = "".join(f"1 {n}\n" for n in names)
    cases = {
        "exact lookup x5 (baseline)": exact,
        "suggestions x5": suggest,
        "import, spelt right (baseline)": lambda: client.post(url, {"decklist": right, "mode": "add"}, **hx),
        "import, 5 misspelt": lambda: client.post(url, {"decklist": wrong, "mode": "add"}, **hx),
    }
    for call in cases.values():
        timed(call, 10)
    results = {name: timed(call, args.calls) for name, call in cases.items()}
    print(f"cards in the database: {total:,}; {args.calls} calls each; load average {os.getloadavg()[0]:.1f}")
    print(f"{'call':<34}{'p50 ms':>9}{'p95 ms':>9}")
    for name, samples in results.items():
        print(f"{name:<34}{statistics.median(samples):>9.2f}{p95(samples):>9.2f}")
    ratio = p95(results["suggestions x5"]) / p95(results["exact lookup x5 (baseline)"])
    extra = p95(results["import, 5 misspelt"]) / p95(results["import, spelt right (baseline)"])
    print(f"suggestions / exact lookups at p95: {ratio:.1f}x; misspelt import / right import at p95: {extra:.1f}x")


if __name__ == "__main__":
    main()
