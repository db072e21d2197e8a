"""How many complete Esferas games the engine replays per second on one core.

Plays N whole random games with the legal bot first (not timed; each must be legal and played
to the end), then times only `adjudicate` on them. Baseline, same run and same records: a JSON round-trip
of each record (json.loads(json.dumps(record))), the least any replay must do to look at every card once.
Each is timed in wall time and in the process's CPU time. Issue 13 asks for at least 1,000 complete games
per second.

    .venv/bin/python bench/bench_esferas_engine.py [--games 2000] [--repeat 5]
"""

import argparse
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._engines import CLOCKS, best_of, one_core, report
from games.rules.esferas.engine import adjudicate
from games.rules.esferas.record import check_shape
from games.rules.esferas.variants import parse_variant
from tests.support.bots.esferas import random_game

TARGET = 1000  # complete games per second, issue 13


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    one_core()

    started = time.perf_counter()
    games = [random_game(seed) for seed in range(args.games)]
    generated = time.perf_counter() - started
    variant = parse_variant(None)
    verdicts = [adjudicate(record, variant, cards) for record, cards in games]
    ended = all(v["legal"] and v["reason"] in ("energy", "both_zero") for v in verdicts)
    assert ended, "the bot's games must be legal and played to the end"
    turns = sum(len(record["turns"]) for record, _ in games)
    actions = sum(len(turn["actions"]) for record, _ in games for turn in record["turns"])

    print(f"python {platform.python_version()} on {platform.machine()}, one core, best of {args.repeat}")
    print(
        f"games: {args.games} complete random games ({turns} turns, {actions} actions), generated in {generated:.2f} s"
    )
    for label, clock in CLOCKS.items():
        engine = best_of(args.repeat, lambda g: adjudicate(g[0], variant, g[1]), games, clock)
        shape = best_of(args.repeat, lambda g: check_shape(g[0]), games, clock)
        baseline = best_of(args.repeat, lambda g: json.loads(json.dumps(g[0])), games, clock)
        print(f"{label}:")
        report(
            engine=engine, shape=shape, baseline=baseline, count=args.games, unit="games", target=TARGET, indent="  "
        )


if __name__ == "__main__":
    main()
