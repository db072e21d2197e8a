"""Question answering benchmark (issue 17), on PostgreSQL, one core.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_qa_bench .venv/bin/python bench/bench_qa.py [--reuse]

Corpus: bench_rulings.py's (the six real documents and 100,000 generated rulings, 20,000 per
language, through the real importer); with --reuse a database that already holds it is used as is.
Embedding: the real documents and SAMPLE generated rulings go through the embedding job's own code
(embed_items), timed: passages per second for the import job. The other generated rulings get
random unit vectors written the same way (their meaning is noise, and embedding them all would
take the job ~15 minutes here): the search cost depends on the number of rows, not on the values.
Queries: 25 questions of the evaluation set (5 per language); p95 of a question search (query
embedding, the full-text half, the search by meaning, fusion: ask.ranked_keys) with and without a
language, against the full-text search of the same question in the same run (the baseline,
`ruling_search`); the full-text half (ask_text.ranked_keys), the search by meaning and the query
embedding alone beside, and the previous code's work in the same run (the rulings search in each of
the question's languages and the exact product over a float32 matrix of every passage).
Memory: the model and the matrix, as resident memory of this process. Issue 17 asks p95 < 60 ms.
"""

import os
import resource
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core: numpy's BLAS would take both
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("RESULTS_KEPT", "0")  # the search itself, run each time: no answer kept (config.results_cache)
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_qa_bench")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-qa-bench")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests" / "judging" / "qa_eval")]

import bench_rulings  # noqa: E402  (sets Django up)
import harness  # noqa: E402
import numpy as np  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from judging import ask, ask_glossary, ask_text, embedding_jobs, embeddings, semantic  # noqa: E402
from judging.models import RulesSection, Ruling  # noqa: E402
from judging.search import languages  # noqa: E402
from judging.selectors import SearchError, SearchParams, ruling_search  # noqa: E402

SAMPLE = 2000
COLUMNS = {
    "api": "API request (GET /api/rulings/ask/, answers with passages)",
    "api again": "API request, the same question asked again (its embedding kept)",
    "hybrid": "hybrid (ask.ranked_keys)",
    "hybrid before": "hybrid before (rulings search, exact float32 product)",
    "meaning": "meaning only (ask.ranked_keys, embedding included)",
    "meaning half": "search by meaning alone (semantic.nearest)",
    "meaning half before": "search by meaning alone before (exact float32 product)",
    "keys": "full-text half (ask_text.ranked_keys)",
    "full-text": "full-text baseline (ruling_search, limit 50)",
    "query embedding": "query embedding",
}
REPEAT = 5


def ok(response):
    assert response.status_code == 200, response.content[:200]


def rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def embed_real_and_sample():
    real = [("rules", pk) for pk in RulesSection.objects.values_list("pk", flat=True)]
    real += [
        ("ruling", pk)
        for pk in Ruling.objects.exclude(document__source__startswith="generated.").values_list("pk", flat=True)
    ]
    sample = [
        ("ruling", pk)
        for pk in Ruling.objects.filter(document__source__startswith="generated.")
        .order_by("?")
        .values_list("pk", flat=True)[:SAMPLE]
    ]
    embeddings.encode_passages(["warm up"])
    timed = {}
    for name, items in (("real documents", real), (f"{SAMPLE} generated rulings", sample)):
        start, cpu = time.perf_counter(), time.process_time()
        passages = 0
        for i in range(0, len(items), embedding_jobs.BATCH_SIZE):
            done = embedding_jobs.embed_items(items[i : i + embedding_jobs.BATCH_SIZE], force=True)
            passages += sum(n or 0 for n in done.values())
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        timed[name] = (passages, wall, cpu)
        print(
            f"embedded {name}: {passages} passages in {wall:.1f} s wall, {cpu:.1f} s CPU: "
            f"{passages / wall:.0f} passages/s wall, {passages / cpu:.0f} per CPU second (job batches of "
            f"{embedding_jobs.BATCH_SIZE}, writes included)"
        )
    return timed


def fill_random_vectors():
    rng = np.random.default_rng(17)
    todo = Ruling.objects.filter(embedding__isnull=True).values_list("pk", flat=True)
    pks = list(todo)
    start = time.perf_counter()
    for i in range(0, len(pks), 5000):
        chunk = pks[i : i + 5000]
        vectors = rng.standard_normal((len(chunk), embeddings.DIM)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        rows = [
            Ruling(pk=pk, embedding=embeddings.to_bytes(v[None, :]), embedding_hash="random")
            for pk, v in zip(chunk, vectors, strict=True)
        ]
        Ruling.objects.bulk_update(rows, ["embedding", "embedding_hash"], batch_size=1000)
    semantic.bump_revision()
    print(f"{len(pks):,} generated rulings given random unit vectors in {time.perf_counter() - start:.1f} s")


def vacuum_analyze():
    """The writes above leave dead rows and the GIN index's pending list (every search scans it until
    a vacuum) and change the statistics the full-text half reads its common words from: the state an
    autovacuum leaves some minutes after an import, which a reused database already has."""
    start = time.perf_counter()
    with connection.cursor() as cursor:
        for model in (Ruling, RulesSection):
            cursor.execute(f"VACUUM ANALYZE {model._meta.db_table}")
    print(f"VACUUM ANALYZE in {time.perf_counter() - start:.1f} s")


def previous_matrix(index):
    """The float32 matrix the search by meaning read whole before (2 KB a passage), rows in the index's
    order, for the same-run comparison."""
    rows = [
        ("ruling", *r)
        for r in Ruling.objects.filter(embedding__isnull=False)
        .order_by()
        .values_list("pk", "game_id", "language", "embedding")
        .iterator(chunk_size=5000)
    ]
    rows += [
        ("rules", *r)
        for r in RulesSection.objects.filter(embedding__isnull=False).values_list(
            "pk", "game_id", "language", "embedding"
        )
    ]
    rows.sort(key=lambda row: semantic._LANG_INDEX.get(row[3], -1))
    matrix = np.frombuffer(b"".join(bytes(r[4]) for r in rows), dtype="<f2").reshape(-1, embeddings.DIM)
    assert len(matrix) == len(index.codes)
    return matrix.astype(np.float32)


def previous_meaning(vector, lang, matrix, index, k=ask.POOL):
    """The previous search by meaning: the exact product over every passage, the language as a mask."""
    scores = matrix @ vector
    candidates = np.arange(len(scores))
    if lang:
        candidates = np.flatnonzero(index.langs == semantic._LANG_INDEX[lang])
    picked = candidates[np.argpartition(-scores[candidates], k * 4 - 1)[: k * 4]]
    return picked[np.argsort(-scores[picked], kind="stable")]


def previous_hybrid(text, lang, matrix, index):
    """The previous ask.ranked_keys' work: the query embedding, the rulings search of the question
    (typo correction, model instances) in each of its languages, the exact product."""
    vector = embeddings.encode_query(text)
    for language in [lang] if lang else ask.question_languages(text):
        try:
            ruling_search(params=SearchParams(q=text[:200], lang=language, limit=ask.POOL))
        except SearchError:
            continue
    return previous_meaning(vector, lang, matrix, index)


def anew(fn):
    """`fn` as for a question never asked: the process's question caches (its embedding, its game
    terms) emptied first, so the figures are a new question's."""

    def run():
        embeddings.clear_query_cache()
        ask_glossary.find.cache_clear()
        return fn()

    return run


def timed(fn, repeat=REPEAT):
    fn()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def p95(samples):
    return statistics.quantiles(samples, n=20)[18] * 1000


def main():
    call_command("migrate", verbosity=0)
    reuse = (
        "--reuse" in sys.argv and Ruling.objects.filter(document__source__startswith="generated.").count() == 100_000
    )
    if not reuse:
        bench_rulings.import_corpus()
    before = rss_mb()
    speed = embed_real_and_sample()
    after_model = rss_mb()
    fill_random_vectors()
    vacuum_analyze()
    start = time.perf_counter()
    index = semantic.passage_index()
    load = time.perf_counter() - start
    after_matrix = rss_mb()
    print(
        f"matrix of {len(index.codes):,} passages loaded in {load:.1f} s: {index.nbytes / 2**20:.0f} MB "
        f"(int8 {embeddings.DIM} dims with a scale each, {index.codes.nbytes / 2**20:.0f} MB, and their float32 "
        "projection "
        f"on {semantic.REDUCED_DIM}, {index.reduced.nbytes / 2**20:.0f} MB); peak RSS {before:.0f} MB before "
        f"the model, {after_model:.0f} MB with it, {after_matrix:.0f} MB with the matrix"
    )

    matrix = previous_matrix(index)
    questions = [q for lang in languages.LANGUAGES for q in [q for q in harness.load_questions() if q.lang == lang][:5]]
    print(
        f"\nload average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; {len(questions)} questions x {REPEAT} runs"
    )
    client = Client()
    rows = {}
    for label, lang_of in (("every language", lambda q: ""), ("question's language", lambda q: q.lang)):
        samples = {k: [] for k in COLUMNS}
        for q in questions:
            lang = lang_of(q)
            query = {"q": q.text, **({"lang": lang} if lang else {})}
            samples["api"] += timed(anew(lambda query=query: ok(client.get("/api/rulings/ask/", query))))
            samples["api again"] += timed(lambda query=query: ok(client.get("/api/rulings/ask/", query)))
            samples["hybrid"] += timed(anew(lambda q=q, lang=lang: ask.ranked_keys(question=q.text, lang=lang)))
            samples["meaning"] += timed(
                anew(lambda q=q, lang=lang: ask.ranked_keys(question=q.text, lang=lang, mode="meaning"))
            )
            langs = [lang] if lang else ask.question_languages(q.text)
            samples["keys"] += timed(lambda q=q, langs=langs: ask_text.ranked_keys(q.text, langs=langs, limit=ask.POOL))
            samples["full-text"] += timed(
                lambda q=q, lang=lang: ruling_search(params=SearchParams(q=q.text[:200], lang=lang, limit=50))
            )
            samples["query embedding"] += timed(anew(lambda q=q: embeddings.encode_query(q.text)))
            vector = embeddings.encode_query(q.text)
            samples["meaning half"] += timed(lambda v=vector, lang=lang: semantic.nearest(v, language=lang, k=ask.POOL))
            samples["meaning half before"] += timed(
                lambda v=vector, lang=lang: previous_meaning(v, lang, matrix, index)
            )
            samples["hybrid before"] += timed(lambda q=q, lang=lang: previous_hybrid(q.text, lang, matrix, index))
        rows[label] = {k: (p95(v), statistics.median(v) * 1000) for k, v in samples.items()}
    for label, r in rows.items():
        print(f"\n{label}: p95 ms (p50)")
        for k, title in COLUMNS.items():
            print(f"  {title:58} {r[k][0]:8.1f} ({r[k][1]:6.1f})")
        ratio, before = (r[k][0] / r["full-text"][0] for k in ("hybrid", "hybrid before"))
        print(f"  hybrid / full-text baseline: {ratio:.2f}x (before: {before:.2f}x)")
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end; target: hybrid p95 < 60 ms at 100,000 rulings")
    return speed


if __name__ == "__main__":
    main()
