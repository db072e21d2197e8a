"""Swiss pairing and standings for a large event, on one core, each against a baseline in the same run.

Plays a random event of --players with pair_round (results and drops random, not timed), then times:
  * pairing the next round with pair_round (the maximum-weight matching), against a greedy pairing of the
    same field: down the standings, each player meets the next unpaired one they have not met, the bye to
    the lowest-ranked player without one. Their rematches and pair-downs are printed side by side, and the
    rematches each makes over many small events, where greedy pairing goes wrong.
  * standings with tie-breakers (points, OMW, OOMW) after the rounds, against tallying the points and
    sorting by them.
Issue 16 asks for pairing 2,000 players under 2 s and standings of 2,000 after 9 rounds under 0.5 s.

    .venv/bin/python bench/bench_tournaments.py [--players 2000] [--rounds 9] [--repeat 3] [--seed 1] [--draws 0.05]
"""

import argparse
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournaments.pairing import pair_round
from tournaments.simulation import Event
from tournaments.standings import standings

PAIRING_TARGET, STANDINGS_TARGET = 2.0, 0.5  # seconds, issue 16


def greedy(entrants):
    """The baseline: pair down the standings, skipping only opponents already met; no look-ahead."""
    order = sorted(entrants, key=lambda e: (-e.points, e.rank or 10**9, e.id))
    bye = None
    if len(order) % 2:
        bye = next((e for e in reversed(order) if not e.byes), order[-1])
        order.remove(bye)
    pairs = []
    while order:
        a = order.pop(0)
        k = next((k for k, b in enumerate(order) if b.id not in a.opponents), 0)
        pairs.append((a, order.pop(k)))
    return pairs, bye


def plain_sort(ids, results):
    """The baseline: tally match points and sort by them, no tie-breaker."""
    points = dict.fromkeys(ids, 0)
    for r in results:
        points[r.a] += 3 if r.outcome == "a" else 1 if r.outcome == "draw" else 0
        if r.b is not None:
            points[r.b] += 3 if r.outcome == "b" else 1 if r.outcome == "draw" else 0
    return sorted(ids, key=lambda i: (-points[i], i))


def quality(pairs):
    """(rematches, pair-downs) of (entrant, entrant) pairs."""
    return sum(b.id in a.opponents for a, b in pairs), sum(a.points != b.points for a, b in pairs)


def timed(repeat, work):
    """The fastest of `repeat` runs of work(), and its result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = work()
        best = min(best, time.perf_counter() - start)
    return best, result


def small_fields(seed, events=300):
    """Small events, 5 rounds each: how many rematches each pairing makes (the matching only unavoidable ones)."""
    ours = theirs = rounds = 0
    for k in range(events):
        event = Event(8 + k % 5, seed * 10_000 + k, draw_rate=0.1, drop_rate=0.0)
        for _ in range(5):
            entrants = event.entrants()
            pairings = event.next_pairings()
            by_id = {e.id: e for e in entrants}
            ours += quality([(by_id[p.a], by_id[p.b]) for p in pairings if p.b is not None])[0]
            theirs += quality(greedy(entrants)[0])[0]
            rounds += 1
            event.play(pairings)
    print(f"{events} events of 8-12 players, {rounds} pairings: rematches, matching {ours} / greedy {theirs}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draws", type=float, default=0.05, help="share of matches drawn")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, as the targets say

    event = Event(args.players, args.seed, draw_rate=args.draws, drop_rate=0.01)
    start, slowest = time.perf_counter(), 0.0
    for _ in range(args.rounds - 1):
        began = time.perf_counter()
        pairings = event.next_pairings()
        slowest = max(slowest, time.perf_counter() - began)
        event.play(pairings)
    print(f"{args.players} players, {args.rounds - 1} rounds played in {time.perf_counter() - start:.1f} s")
    print(f"  slowest of those rounds' pairings: {slowest:.3f} s")

    entrants = event.entrants()
    by_id = {e.id: e for e in entrants}
    n = args.rounds
    pair_time, pairings = timed(args.repeat, lambda: pair_round(entrants, round_number=n, seed=args.seed))
    greedy_time, (greedy_pairs, _bye) = timed(args.repeat, lambda: greedy(entrants))
    ours = [(by_id[p.a], by_id[p.b]) for p in pairings if p.b is not None]
    print(f"round {n} pairing of {len(entrants)} active players: {pair_time:.3f} s (target < {PAIRING_TARGET} s)")
    print(f"  greedy baseline {greedy_time:.4f} s: {pair_time / greedy_time:.0f}x")
    print(f"  rematches, pair-downs: matching {quality(ours)} / greedy {quality(greedy_pairs)}")

    event.play(pairings)
    ids, results = event.ids, event.results
    table_time, _table = timed(args.repeat, lambda: standings(ids, results, dropped=event.dropped))
    sort_time, _sorted = timed(args.repeat, lambda: plain_sort(ids, results))
    print(f"standings of {len(ids)} players after {n} rounds ({len(results)} results): {table_time:.3f} s")
    print(
        f"  (target < {STANDINGS_TARGET} s); points tallied and sorted {sort_time:.4f} s: {table_time / sort_time:.0f}x"
    )
    small_fields(args.seed)
    print(f"load average {os.getloadavg()[0]:.2f}; Python {platform.python_version()}")


if __name__ == "__main__":
    main()
