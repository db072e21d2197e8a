"""How often the two-stage search by meaning (judging/semantic.py) finds what the exact search finds.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_qa_bench .venv/bin/python bench/qa_recall.py

On the bench database (bench_qa.py): the evaluation set's 119 questions against every stored
passage, and against the passages embedded from real text only (the rest of the bench's rulings have
random vectors, far from every question). For each reduced dimension and number of candidates: the
share of the exact top 1, top 10 and top 50 items the two stages return (recall against the exact
search, not against the right answers), and the time of a search in every language.
"""

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_qa_bench")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-qa-bench")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests" / "rulings" / "qa_eval")]

import bench_rulings  # noqa: E402, F401  (sets Django up)
import harness  # noqa: E402

from judging import embeddings, semantic  # noqa: E402
from judging.models import RulesSection, Ruling  # noqa: E402

SETTINGS = [(32, 1000), (64, 500), (64, 1000), (64, 2000), (128, 1000)]


def rows(real_only):
    rulings = Ruling.objects.filter(embedding__isnull=False)
    if real_only:
        rulings = rulings.exclude(embedding_hash="random")
    found = [("ruling", *r) for r in rulings.values_list("pk", "game_id", "language", "embedding").iterator(5000)]
    found += [("rules", *r) for r in RulesSection.objects.values_list("pk", "game_id", "language", "embedding")]
    return [r for r in found if r[4]]


def items(found, k):
    return [(n.kind, n.pk) for n in found[:k]]


def main():
    vectors = [embeddings.encode_query(q.text) for q in harness.load_questions()]
    print(f"load average {os.getloadavg()[0]:.1f}; {len(vectors)} questions; k = 50 items")
    for real_only in (False, True):
        data = rows(real_only)
        semantic.CANDIDATES = 10**9  # exact: every row scored
        exact_index = semantic.PassageIndex(0, data)
        exact = [exact_index.nearest(v, k=50) for v in vectors]
        print(f"\n{'real passages only' if real_only else 'every passage'}: {len(exact_index.vectors):,} rows")
        start = time.perf_counter()
        for v in vectors:
            exact_index.nearest(v, k=50)
        print(f"  exact (float16 rows, every one scored): {(time.perf_counter() - start) / len(vectors) * 1000:.1f} ms")
        for dims, candidates in SETTINGS:
            semantic.REDUCED_DIM, semantic.CANDIDATES = dims, candidates
            index = semantic.PassageIndex(0, data)
            got = [index.nearest(v, k=50) for v in vectors]
            samples = []
            for v in vectors:
                start = time.perf_counter()
                index.nearest(v, k=50)
                samples.append(time.perf_counter() - start)
            recall = {
                k: statistics.mean(
                    len(set(items(g, k)) & set(items(e, k))) / max(1, len(items(e, k)))
                    for g, e in zip(got, exact, strict=True)
                )
                for k in (1, 10, 50)
            }
            print(
                f"  {dims:4} dims, {candidates:5} candidates: recall@1 {recall[1]:.3f}, @10 {recall[10]:.3f}, "
                f"@50 {recall[50]:.3f}; {statistics.median(samples) * 1000:.1f} ms p50; "
                f"{index.nbytes / 2**20:.0f} MB"
            )


if __name__ == "__main__":
    main()
