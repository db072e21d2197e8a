"""Where the CPU time of `GET /api/rulings/ask/` goes, in-process, against a trivial `GET /api/` (issue 33).

    .venv/bin/python bench/qa_profile.py [--rounds 5] [--profile]

Uses bench/qa_recall.py's database (run it first: it imports and embeds the six documents). Asks the
evaluation's first 25 questions (five per language) through Django's test client, each followed by
`GET /api/`, interleaved, after a warm-up round (model, matrix, query vectors: a question asked again,
as the page's reloads and the served bench do). Prints the CPU time per request (process_time, which the
other sessions on the machine do not inflate as they do wall time) of both and their ratio; with
--profile, cProfile's profile of the ask requests (CPU time).
"""

import argparse
import os
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

os.environ.setdefault("DEBUG", "0")
os.environ.setdefault("RESULTS_KEPT", "0")  # the search itself, run each time: no answer kept (config.results_cache)
sys.path.insert(0, str(Path(__file__).resolve().parent))

import qa_recall
from django.test import Client

harness = qa_recall.harness


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    questions = harness.load_questions(harness.QUESTIONS)
    chosen = [q for lang in ("en", "fr", "es", "ar", "th") for q in [q for q in questions if q.lang == lang][:5]]
    paths = [f"/api/rulings/ask/?{urllib.parse.urlencode({'q': q.text})}" for q in chosen]
    client = Client()
    for path in paths:  # warm-up
        assert client.get(path).status_code == 200
        client.get("/api/")
    cpu = {"ask": [], "trivial": []}
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile(time.process_time)  # CPU time: the machine's other sessions do not count
    for _round in range(args.rounds):
        for path in paths:
            if profiler:
                profiler.enable()
            start = time.process_time()
            client.get(path)
            cpu["ask"].append(time.process_time() - start)
            if profiler:
                profiler.disable()
            start = time.process_time()
            client.get("/api/")
            cpu["trivial"].append(time.process_time() - start)
    ask, trivial = (statistics.mean(cpu[k]) * 1000 for k in ("ask", "trivial"))
    print(f"{len(paths)} questions x {args.rounds} rounds, interleaved; mean CPU ms per request")
    print(f"GET /api/ (trivial): {trivial:.2f} ms; GET /api/rulings/ask/: {ask:.2f} ms; ratio {ask / trivial:.1f}x")
    if profiler:
        import pstats

        pstats.Stats(profiler).sort_stats("cumulative").print_stats(45)


if __name__ == "__main__":
    main()
