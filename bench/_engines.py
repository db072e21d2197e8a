"""What the engine benchmarks share: one core, two clocks, the best of several passes, the same report."""

import os
import time

# Wall time, and the CPU time of this process: on a shared machine other processes take turns on the
# core, which wall time counts and CPU time does not.
CLOCKS = {"wall time": time.perf_counter, "CPU time": time.process_time}


def one_core():
    """Pin this process to one core: the engines' targets are per core."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def best_of(repeat, work, items, clock=time.perf_counter):
    """The fastest of `repeat` passes of `work(item)` over all items, in seconds of `clock`."""
    best = float("inf")
    for _ in range(repeat):
        start = clock()
        for item in items:
            work(item)
        best = min(best, clock() - start)
    return best


def report(*, engine, shape, baseline, count, unit, target, indent=""):
    """The adjudication rate against the JSON round-trip of the same records and against the target."""
    rate = count / engine
    print(f"{indent}adjudicate:      {engine:.3f} s  {rate:9.0f} {unit}/s  {engine / count * 1e6:.0f} us each")
    print(f"{indent}  of which shape check: {shape:.3f} s  {count / shape:9.0f} {unit}/s")
    print(f"{indent}baseline (JSON round-trip of the same records): {baseline:.3f} s  {count / baseline:9.0f} {unit}/s")
    print(f"{indent}ratio adjudicate / JSON round-trip: {engine / baseline:.1f}x the baseline's time")
    verdict = "met" if rate >= target else "NOT met"
    print(f"{indent}target {target} {unit}/s: {verdict} ({rate / target:.1f}x the target)")
    return rate
