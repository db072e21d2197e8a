"""How many recorded DBS turns the engine replays per second on one core.

Plays N whole random games with the legal bot on the real card file (../shared/data/dbs/cards.csv, read
by the importer as the service would hold it) first (not timed; each must be legal), then times only
`adjudicate` on them. Baseline, same run and same records: a JSON round-trip of each record
(json.loads(json.dumps(record))), the least any replay must do to look at every action once. Each is
timed in wall time and in the process's CPU time. Issue 15 asks for at least 1,000 turns per second.

    .venv/bin/python bench/bench_dbs_engine.py [--games 500] [--repeat 5]
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

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402  (the importer reads the CSV as the service does; no database is touched)

django.setup()

from bench._engines import CLOCKS, best_of, one_core, report  # noqa: E402
from games.importers.csv_cards import read_csv  # noqa: E402
from games.rules.dbs.engine import adjudicate  # noqa: E402
from games.rules.dbs.record import check_shape  # noqa: E402
from games.rules.dbs.variants import parse_variant  # noqa: E402
from tests.support.bots.dbs import random_game  # noqa: E402

TARGET = 1000  # turns per second, issue 15
CARDS = SHARED / "data" / "dbs" / "cards.csv"


def real_facts():
    parsed = read_csv("dbs", CARDS.read_bytes())
    return {r.code: {"name": r.name, "type": r.type, "text": r.text, **r.attrs} for r in parsed.records}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    one_core()

    facts = real_facts()
    started = time.perf_counter()
    games = [random_game(seed, facts) for seed in range(args.games)]
    generated = time.perf_counter() - started
    variant = parse_variant(None)
    assert all(adjudicate(record, variant, cards)["legal"] for record, cards in games), "the bot's games are legal"
    turns = sum(len(record["turns"]) for record, _ in games)
    actions = sum(len(turn["actions"]) for record, _ in games for turn in record["turns"])
    battles = sum(a["do"] == "attack" for record, _ in games for turn in record["turns"] for a in turn["actions"])

    print(
        f"python {platform.python_version()} on {platform.machine()}, one core, best of {args.repeat}, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    print(
        f"games: {args.games} random games on the real cards ({turns} turns, {actions} actions, {battles} attacks), "
        f"generated in {generated:.2f} s"
    )
    for label, clock in CLOCKS.items():
        engine = best_of(args.repeat, lambda g: adjudicate(g[0], variant, g[1]), games, clock)
        shape = best_of(args.repeat, lambda g: check_shape(g[0]), games, clock)
        baseline = best_of(args.repeat, lambda g: json.loads(json.dumps(g[0])), games, clock)
        print(f"{label}:")
        report(engine=engine, shape=shape, baseline=baseline, count=turns, unit="turns", target=TARGET, indent="  ")


if __name__ == "__main__":
    main()
