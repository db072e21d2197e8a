"""How often the two-stage search by meaning (judging/semantic.py) finds what the exact search finds.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_qa_bench .venv/bin/python bench/qa_stage_recall.py

On the bench database (bench_qa.py): the evaluation set's 119 questions against every stored
passage, and against the passages embedded from real text only (the rest of the bench's rulings have
random vectors, far from every question). For each reduced dimension and number of candidates: the
share of the exact top 1, top 10 and top 50 items the two stages return (recall against the exact
search over the stored float16 rows, not against the right answers), and the time of a search in
every language. "int8 rows only": the second stage alone, every row scored.
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
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests" / "judging" / "qa_eval")]

import bench_rulings  # noqa: E402, F401  (sets Django up)
import harness  # noqa: E402
import numpy as np  # noqa: E402

from judging import embeddings, semantic  # noqa: E402
from judging.models import RulesSection, Ruling  # noqa: E402

SETTINGS = [(0, 0), (64, 2000), (64, 4000), (96, 3000), (128, 2000)]  # (0, 0): no first stage


def rows(real_only):
    rulings = Ruling.objects.filter(embedding__isnull=False)
    if real_only:
        rulings = rulings.exclude(embedding_hash="random")
    found = [("ruling", *r) for r in rulings.values_list("pk", "game_id", "language", "embedding").iterator(5000)]
    found += [("rules", *r) for r in RulesSection.objects.values_list("pk", "game_id", "language", "embedding")]
    return [r for r in found if r[4]]


def items(found, k):
    return [(n.kind, n.pk) for n in found[:k]]


def exact_nearest(matrix, index, vector, k=50):
    """The exact search: every stored float16 row, as float32, scored; an item by its best passage."""
    scores = matrix @ vector
    found, seen = [], set()
    for row in np.argsort(-scores, kind="stable")[: k * 8]:
        item = (semantic.KINDS[index.kinds[row]], int(index.pks[row]))
        if item not in seen:
            seen.add(item)
            found.append(semantic.Neighbour(item[0], item[1], float(scores[row]), 0))
    return found[:k]


def main():
    vectors = [embeddings.encode_query(q.text) for q in harness.load_questions()]
    print(f"load average {os.getloadavg()[0]:.1f}; {len(vectors)} questions; k = 50 items")
    for real_only in (False, True):
        data = sorted(rows(real_only), key=lambda row: semantic._LANG_INDEX.get(row[3], -1))  # the index's order
        matrix = np.vstack([embeddings.from_bytes(row[4]) for row in data])
        semantic.CANDIDATES = 10**9  # every row to the second stage: the int8 rows alone
        int8_index = semantic.PassageIndex(0, data)
        exact = [exact_nearest(matrix, int8_index, v) for v in vectors]
        print(f"\n{'real passages only' if real_only else 'every passage'}: {len(matrix):,} rows")
        for dims, candidates in SETTINGS:
            semantic.REDUCED_DIM, semantic.CANDIDATES = dims, candidates
            index = semantic.PassageIndex(0, data) if candidates else int8_index
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
            label = f"{dims:4} dims, {candidates:5} candidates" if candidates else "int8 rows only, every row"
            print(
                f"  {label}: recall@1 {recall[1]:.3f}, @10 {recall[10]:.3f}, @50 {recall[50]:.3f}; "
                f"{statistics.median(samples) * 1000:.1f} ms p50; {index.nbytes / 2**20:.0f} MB"
            )


if __name__ == "__main__":
    main()
