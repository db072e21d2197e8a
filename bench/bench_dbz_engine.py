"""How many recorded DBZ turns the engine replays per second on one core.

Plays N random legal games with the bot on the real Saiyan Saga cards first (../shared/data/dbz, imported by
the CSV importer; not timed; every game is checked legal), then times only `adjudicate(record, None, cards)`
on them, in wall time and in this process's CPU time. Baseline, same run and same records: a JSON round-trip
of each record (json.loads(json.dumps(record))), the least any replay must do to look at every step once.
Issue 14 asks for at least 1,000 recorded turns per second.

    .venv/bin/python bench/bench_dbz_engine.py [--games 1000] [--repeat 5]
"""

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from _common import SHARED  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")  # the CSV importer's package imports models

import django  # noqa: E402

django.setup()

from bench._engines import CLOCKS, best_of, one_core, report  # noqa: E402
from games.importers.csv_cards import read_csv  # noqa: E402
from games.rules.dbz.engine import adjudicate  # noqa: E402
from games.rules.dbz.record import check_shape  # noqa: E402
from tests.support.bots.dbz import random_game  # noqa: E402

TARGET = 1000  # turns per second, issue 14
CSV = SHARED / "data" / "dbz" / "saiyan-saga.csv"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    one_core()

    cards = {
        c.code: {"name": c.name, "type": c.type, "text": c.text, **c.attrs}
        for c in read_csv("dbz", CSV.read_bytes()).records
    }
    started = time.perf_counter()
    records = [random_game(seed, cards)[0] for seed in range(args.games)]
    generated = time.perf_counter() - started
    games = [(record, cards) for record in records]
    verdicts = [adjudicate(record, None, cards) for record in records]
    assert all(v["legal"] for v in verdicts), "the bot's games must all be legal"
    turns = sum(len(record["turns"]) for record in records)
    attacks = sum(len(turn["attacks"]) for verdict in verdicts for turn in verdict["turns"])

    print(f"python {platform.python_version()} on {platform.machine()}, one core, best of {args.repeat}")
    print(
        f"games: {args.games} random legal games on the Saiyan Saga cards, {turns} turns "
        f"({attacks / turns:.1f} attacks a turn), generated in {generated:.2f} s; load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    for label, clock in CLOCKS.items():
        engine = best_of(args.repeat, lambda g: adjudicate(g[0], None, g[1]), games, clock)
        shape = best_of(args.repeat, lambda g: check_shape(g[0]), games, clock)
        baseline = best_of(args.repeat, lambda g: json.loads(json.dumps(g[0])), games, clock)
        print(f"{label}:")
        report(engine=engine, shape=shape, baseline=baseline, count=turns, unit="turns", target=TARGET, indent="  ")


if __name__ == "__main__":
    main()
