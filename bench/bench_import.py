"""Import benchmark: the Goat card database, the DBS CSV and a generated 20,000-card ygopro database.

Run by hand on PostgreSQL (it replaces the yugioh and dbs cards of the database it points at):
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_cards .venv/bin/python bench/bench_import.py
Baseline, measured in the same run: a bare `bulk_create` of the same number of minimal cards, the
floor of any ORM import. Targets (issue 3): Goat and DBS each < 3 s, 20,000 cards < 15 s.
"""

import os
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from _common import SHARED  # noqa: E402

os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_cards")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-cards")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

DATA = SHARED / "data"
GOAT = DATA / "yugioh" / "goat-cards.en.cdb"


def goat_rows():
    """The real Goat cards, the model for generated ones: real texts, stats and type mix."""
    db = sqlite3.connect(f"file:{GOAT}?mode=ro", uri=True)
    rows = db.execute(
        "SELECT d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, t.desc"
        " FROM datas d JOIN texts t USING (id) WHERE d.alias = 0"
    ).fetchall()
    db.close()
    return rows


def generate_cdb(path, count, seed=7):
    """A ygopro database of `count` cards modelled on the Goat pool; 5% are alternate printings.

    Each card copies the type, stats and rules text of a random real card and takes a name mixed
    from the words of two real names, so word frequencies match a real card pool.
    """
    rng = random.Random(seed)
    models = goat_rows()
    name_words = sorted({w for row in models for w in row[6].split()})
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE datas(id integer primary key, ot integer, alias integer, setcode integer, type integer,"
        " atk integer, def integer, level integer, race integer, attribute integer, category integer)"
    )
    db.execute("CREATE TABLE texts(id integer primary key, name text, desc text)")
    ids = rng.sample(range(10_000_000, 99_999_999), count)
    datas, texts = [], []
    for n, cid in enumerate(ids):
        bits, atk, defence, level, race, attribute, name, desc = rng.choice(models)
        alias = ids[rng.randrange(n)] if n > 10 and rng.random() < 0.05 else 0
        datas.append((cid, 3, alias, 0, bits, atk, defence, level, race, attribute, 0))
        words = name.split()[: rng.randint(1, 3)] + rng.sample(name_words, rng.randint(1, 2))
        texts.append((cid, f"{' '.join(words)} {n}", desc))
    db.executemany("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)", datas)
    db.executemany("INSERT INTO texts VALUES (?,?,?)", texts)
    db.commit()
    db.close()
    return path


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main():
    import django

    django.setup()
    from django.conf import settings
    from django.db import transaction

    from games.importers import import_cards
    from games.models import Card, Game

    if not settings.DATABASE_IS_POSTGRES:
        print("warning: not PostgreSQL; the issue's figures are for PostgreSQL")
    yugioh, dbs = Game.objects.get(slug="yugioh"), Game.objects.get(slug="dbs")

    def clear(game):
        Card.objects.filter(game=game).update(alternate_of=None)
        Card.objects.filter(game=game).delete()

    def baseline(count):
        """Seconds for a bare bulk_create of `count` minimal cards (rolled back)."""
        start = time.perf_counter()
        with transaction.atomic():
            Card.objects.bulk_create(
                [Card(game=yugioh, code=f"b{n}", name=f"Card {n}") for n in range(count)], batch_size=1000
            )
            elapsed = time.perf_counter() - start
            transaction.set_rollback(True)
        return elapsed

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        generated = generate_cdb(Path(tmp) / "generated.cdb", 20_000)
        runs = [
            ("Goat cdb (1,893 cards), fresh", yugioh, DATA / "yugioh" / "goat-cards.en.cdb", True, 3.0),
            ("Goat cdb (1,893 cards), re-import", yugioh, DATA / "yugioh" / "goat-cards.en.cdb", False, 3.0),
            ("DBS CSV (993 rows), fresh", dbs, DATA / "dbs" / "cards.csv", True, 3.0),
            ("DBS CSV (993 rows), re-import", dbs, DATA / "dbs" / "cards.csv", False, 3.0),
            ("generated cdb (20,000 cards), fresh", yugioh, generated, True, 15.0),
            ("generated cdb (20,000 cards), re-import", yugioh, generated, False, 15.0),
        ]
        for label, game, path, fresh, target in runs:
            if fresh:
                clear(game)
            seconds, summary = timed(lambda game=game, path=path: import_cards(game=game, path=path))
            floor = baseline(summary["cards"])
            rows.append((label, summary["cards"], seconds, floor, target))
    print(f"{'import':42} {'cards':>6} {'seconds':>8} {'baseline':>9} {'ratio':>6} {'target':>7}")
    for label, cards, seconds, floor, target in rows:
        verdict = "ok" if seconds < target else "SLOW"
        print(f"{label:42} {cards:6d} {seconds:8.2f} {floor:9.2f} {seconds / floor:6.1f}x {target:6.0f}s {verdict}")
    print("baseline: bare bulk_create of as many minimal cards, same run, same database")


if __name__ == "__main__":
    main()
