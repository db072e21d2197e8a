"""How many recorded Yu-Gi-Oh! turns the engine replays per second on one core.

Generates random legal records with the bot first (not timed; every one is checked legal), then times
only `adjudicate(record, None, cards)` on them. Baseline, same run and same records: a JSON round-trip
of each record (json.loads(json.dumps(record))), the least any replay must do to look at every event
once. Issue 12 asks for at least 5,000 turns per second (a turn of about 20 events with two chains).

    .venv/bin/python bench/bench_yugioh_engine.py [--records 1000] [--turns 8] [--repeat 5] [--clock cpu]

`--clock cpu` times the process's CPU time rather than the wall clock: on a loaded machine it moves far
less from run to run (other processes' time is not counted, their cache traffic still is).
"""

import argparse
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._engines import best_of, one_core, report
from games.rules.yugioh.engine import adjudicate
from games.rules.yugioh.record import check_shape
from tests.support.bots.yugioh import POOL, random_record

TARGET = 5000  # turns per second, issue 12


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=8, help="turns per record (fewer when a player decks out)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    one_core()

    started = time.perf_counter()
    records = [random_record(seed, turns=args.turns) for seed in range(args.records)]
    generated = time.perf_counter() - started
    verdicts = [adjudicate(record, None, POOL) for record in records]
    assert all(v["legal"] for v in verdicts), "the bot's records must all be legal"
    turns = sum(len(record["turns"]) for record in records)
    events = sum(len(turn["events"]) for record in records for turn in record["turns"])
    chains = sum(len(verdict["chains"]) for verdict in verdicts)
    links = sum(len(chain["links"]) for verdict in verdicts for chain in verdict["chains"])

    engine = best_of(args.repeat, lambda r: adjudicate(r, None, POOL), records, clock)
    shape = best_of(args.repeat, check_shape, records, clock)
    baseline = best_of(args.repeat, lambda r: json.loads(json.dumps(r)), records, clock)

    print(
        f"python {platform.python_version()} on {platform.machine()}, one core, best of {args.repeat}, "
        f"{args.clock} clock"
    )
    print(
        f"records: {args.records} random legal records, {turns} turns ({events / turns:.1f} events, "
        f"{chains / turns:.2f} chains of {links / max(chains, 1):.2f} links a turn), generated in {generated:.2f} s"
    )
    report(engine=engine, shape=shape, baseline=baseline, count=turns, unit="turns", target=TARGET)


if __name__ == "__main__":
    main()
