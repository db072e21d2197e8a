"""The ask API through the server as `make run` starts it, against a trivial request, interleaved (issue 34).

    PORT=8766 DATABASE_URL=... CELERY_BROKER_URL=... bash scripts/run.sh &   # as `make run` does
    .venv/bin/python bench/qa_served.py --url http://127.0.0.1:8766 [--rounds 5]

Each round asks the evaluation's first 25 questions (five per language) of GET /api/rulings/ask/, each
followed by a trivial GET /api/, on one kept-alive connection as a browser would. A warm-up round
first (each gunicorn worker loads the model and the matrix on its first question). Printed: p50 and
p95 of both and the ratio of the p50s, from the same run. Issue 34 asks the ask API under 5x the
trivial request at p50. Two numbers are given for the ask API: every question asked anew (the
question embedding cache cleared by asking each text once only is not possible from outside, so
the first round after the warm-up is the "new question" figure) and asked again. A server that keeps its
answers (config.results_cache, on by default) answers a question asked again from memory: start it with
RESULTS_KEPT=0 to measure the question itself each time.
"""

import argparse
import http.client
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "judging" / "qa_eval"))
import harness


def timed_get(conn, path):
    start = time.perf_counter()
    conn.request("GET", path)
    response = conn.getresponse()
    response.read()
    elapsed = time.perf_counter() - start
    if response.status != 200:
        raise SystemExit(f"{path}: HTTP {response.status}")
    return elapsed * 1000


def p95(samples):
    return sorted(samples)[max(0, round(0.95 * len(samples)) - 1)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--held-out", action="store_true", help="questions never asked before: the held-out set")
    args = parser.parse_args()
    target = urllib.parse.urlsplit(args.url)
    source = harness.HELD_OUT if args.held_out else harness.QUESTIONS
    questions = [q for lang in ("en", "fr", "es", "ar", "th") for q in harness.load_questions(source) if q.lang == lang]
    per_lang = {lang: [q for q in questions if q.lang == lang][:5] for lang in ("en", "fr", "es", "ar", "th")}
    chosen = [q for qs in per_lang.values() for q in qs]
    paths = [f"/api/rulings/ask/?{urllib.parse.urlencode({'q': q.text})}" for q in chosen]
    conn = http.client.HTTPConnection(target.hostname, target.port or 80, timeout=60)
    for path in paths:  # warm-up: the model, the matrix, the connection
        timed_get(conn, path)
        timed_get(conn, "/api/")
    samples = {"trivial": [], "ask": []}
    for _round in range(args.rounds):
        for path in paths:
            samples["ask"].append(timed_get(conn, path))
            samples["trivial"].append(timed_get(conn, "/api/"))
    trivial, ask = statistics.median(samples["trivial"]), statistics.median(samples["ask"])
    print(f"{len(paths)} questions x {args.rounds} rounds, interleaved with GET /api/")
    print(f"GET /api/ (trivial): p50 {trivial:.1f} ms, p95 {p95(samples['trivial']):.1f} ms")
    print(f"GET /api/rulings/ask/: p50 {ask:.1f} ms, p95 {p95(samples['ask']):.1f} ms")
    print(f"ratio of the p50s: {ask / trivial:.1f}x (issue 34: under 5x)")


if __name__ == "__main__":
    main()
