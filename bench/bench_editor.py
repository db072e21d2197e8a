"""Server time of the deck editor's htmx requests on a 60-card deck with 20,000 cards in the database.

Run by hand on PostgreSQL (the database is created and migrated if needed):

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_builder_bench \\
    .venv/bin/python bench/bench_editor.py [--requests 300]

Cards: the real Goat pool (../shared/data/yugioh/goat-cards.en.cdb, 1,893 cards) plus synthetic
Yu-Gi-Oh! cards up to 20,000. Each request goes through the whole Django stack in this process
(django.test.Client: middleware, session, view, validation, template); the clock runs around the
call. Baseline in the same run: a static page (the login form: a template, no query). Issue 7 asks
for p95 under 60 ms for search, add, remove and validate.

`--clock cpu` times each call by this process's CPU time (time.process_time) instead of the wall clock: on a
machine whose cores other sessions share, the wall clock counts their work too, the CPU clock only ours (the
Python side of a request: Django, the view, the rules, the templates; PostgreSQL's own work is not counted).
"""

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_builder_bench")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-builder-bench")
# Persistent database connections, as a production web server runs (DB_CONN_MAX_AGE); with 0, every
# request also pays for a new PostgreSQL connection. Run with DB_CONN_MAX_AGE=0 to see that cost.
os.environ.setdefault("DB_CONN_MAX_AGE", "60")

from _common import SHARED, setup_database  # noqa: E402

DATA = SHARED / "data" / "yugioh"
CARDS = 20_000
TARGET_P95_MS = 60
WORDS = [
    "ancient",
    "blazing",
    "crystal",
    "dark",
    "emerald",
    "frost",
    "golden",
    "hidden",
    "iron",
    "jade",
    "lunar",
    "mystic",
    "noble",
    "onyx",
]
NOUNS = [
    "dragon",
    "knight",
    "sorcerer",
    "golem",
    "serpent",
    "warrior",
    "phoenix",
    "titan",
    "wyvern",
    "sentinel",
    "spirit",
    "beast",
]
QUERIES = ["dragon", "magician", "blue-eyes", "mystic knight", "warrior", "frost", "dark magic", "jinzo", "sangan"]


def ensure_cards():
    """The Goat pool, then synthetic monsters, spells and traps up to CARDS."""
    from games.importers import import_cards
    from games.models import Card, Game

    game = Game.objects.get(slug="yugioh")
    if not Card.objects.filter(game=game, code="89631139").exists():
        import_cards(game="yugioh", path=DATA / "goat-cards.en.cdb")
    missing = CARDS - Card.objects.filter(game=game).count()
    rng = random.Random(7)
    rows = []
    for i in range(max(0, missing)):
        kind = rng.choice(["monster", "monster", "spell", "trap"])
        name = f"{rng.choice(WORDS).title()} {rng.choice(NOUNS).title()} {i}"
        attrs = {"kind": kind, "types": [kind, "effect"] if kind == "monster" else [kind]}
        if kind == "monster":
            attrs.update(
                level=rng.randint(1, 8), attribute=rng.choice(["DARK", "LIGHT", "FIRE"]), atk=1000, race="Dragon"
            )
        label = {"monster": "Effect Monster", "spell": "Normal Spell", "trap": "Normal Trap"}[kind]
        text = f"When this card is summoned: {rng.choice(WORDS)} {rng.choice(NOUNS)} effect number {i}."
        rows.append(Card(game=game, code=str(500_000_000 + i), name=name, type=label, text=text, attrs=attrs))
    Card.objects.bulk_create(rows, batch_size=2000)
    return Card.objects.filter(game=game).count()


def deck_of_60():
    """A 60-card main deck of real Goat cards (20 cards, 3 copies each), saved by a bench user."""
    from django.contrib.auth.models import User

    from decks import services
    from games.models import Card, Game

    game = Game.objects.get(slug="yugioh")
    user, _ = User.objects.get_or_create(username="bench-builder")
    user.decks.all().delete()  # a fresh deck each run
    codes = list(
        Card.objects.filter(game=game, attrs__kind__in=["spell", "trap"], code__lt="500000000")
        .order_by("code")
        .values_list("code", flat=True)[:20]
    )
    deck = services.deck_create(owner=user, game=game, name="Bench 60", sections={"main": dict.fromkeys(codes, 3)})
    return user, deck, codes


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]


def timed(call, n):
    samples = []
    for _ in range(n):
        start = clock()
        response = call()
        samples.append((clock() - start) * 1000)
        assert response.status_code == 200, (response.status_code, response.content[:300])
    return samples


def p95(samples):
    return statistics.quantiles(samples, n=20)[18]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--clock", choices=CLOCKS, default="wall", help="cpu: this process's CPU time per call")
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    setup_database()
    from django.test import Client

    from decks import builder

    total = ensure_cards()
    user, deck, codes = deck_of_60()
    client = Client()
    client.force_login(user)
    full = {"main": dict.fromkeys(codes, 3), "extra": {}, "side": {}}
    less_one = builder.remove(full, section="main", code=codes[0])
    change = f"/decks/{deck.pk}/edit/change/"
    hx = {"HTTP_HX_REQUEST": "true"}
    queries = iter(QUERIES * (args.requests // len(QUERIES) + 2) * 2)
    cases = {
        "static page (baseline)": lambda: Client().get("/accounts/login/"),
        "search": lambda: client.get(f"/decks/{deck.pk}/edit/search/", {"q": next(queries)}, **hx),
        "add": lambda: client.post(change, {"state": builder.dumps(less_one), "op": f"add|{codes[0]}"}, **hx),
        "remove": lambda: client.post(change, {"state": builder.dumps(full), "op": f"dec|main|{codes[0]}"}, **hx),
        "validate": lambda: client.post(change, {"state": builder.dumps(full), "format": "advanced"}, **hx),
    }
    for call in cases.values():  # warm up: connections, template and URL caches
        timed(call, 10)
    results = {name: timed(call, args.requests) for name, call in cases.items()}
    page = client.get(f"/decks/{deck.pk}/edit/")
    base = p95(results["static page (baseline)"])
    print(f"cards in the database: {total:,}; deck: {builder.total(full)} cards; {args.requests} requests each;")
    load = os.getloadavg()[0]
    print(f"DB_CONN_MAX_AGE={os.environ['DB_CONN_MAX_AGE']}; load average {load:.1f} on {os.cpu_count()} CPUs")
    print(f"clock: {args.clock}; add answer: {len(cases['add']().content) / 1024:.1f} KB")
    print(f"{'request':<24}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'p95 / static':>14}")
    worst = 0.0
    for name, samples in results.items():
        ratio = p95(samples) / base
        print(f"{name:<24}{statistics.median(samples):>9.1f}{p95(samples):>9.1f}{max(samples):>9.1f}{ratio:>13.1f}x")
        if name != "static page (baseline)":
            worst = max(worst, p95(samples))
    print(f"editor page weight: {len(page.content) / 1024:.1f} KB (limit 200 KB)")
    print(
        f"worst editor p95: {worst:.1f} ms (target < {TARGET_P95_MS} ms): {'OK' if worst < TARGET_P95_MS else 'MISSED'}"
    )


if __name__ == "__main__":
    main()
