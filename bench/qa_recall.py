"""How often a judge's question finds its answer first, and in the top five (issue 33).

    .venv/bin/python bench/qa_recall.py [--modes text,meaning,hybrid] [--rebuild] [--misses]

(DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/arbiter_qa_eval.)
The six documents (tests/judging/qa_eval/harness.py SOURCES) imported and embedded in the database
(done once: --rebuild does it again), then every question of the evaluation set
(tests/judging/qa_eval/questions.tsv) and, apart, of the held-out set (held_out.tsv, never tuned
on) asked through `ask.ranked_keys`, every language, no filter. Printed: recall@1, recall@5 and MRR
for all the questions, same language, cross-language, each language pair (question → answer) and
each game (the DBS FAQ and manual apart too). The test (tests/judging/test_qa_eval.py) recomputes
the evaluation set's figures and holds the goals.
"""

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/arbiter_qa_eval")
os.environ.setdefault("ARBITER_VAR_DIR", "/tmp/arbiter-qa-eval")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests" / "judging" / "qa_eval")]

from _common import SHARED, setup_database  # noqa: E402

setup_database()

import harness  # noqa: E402

from games.models import Game  # noqa: E402
from judging import ask, embedding_jobs, semantic, services  # noqa: E402
from judging.models import Document, RulesSection, Ruling  # noqa: E402


def build(rebuild):
    """Import the six documents (again with `rebuild`) and embed whatever is stale."""
    if rebuild:
        for model in (Ruling, RulesSection, Document):
            model.objects.all().delete()
    for name, (game, lang, where, path) in harness.DOCUMENTS.items():
        source = harness.SOURCES[name]
        if rebuild or not Document.objects.filter(source=source).exists():
            text = (SHARED / where / path).read_text(encoding="utf-8")
            kind = "faq" if name == "faq" else "rules"
            services.document_import(
                kind=kind, game=Game.objects.get(slug=game), language=lang, text=text, source=source
            )
    stale = embedding_jobs.stale_items()
    if stale:
        print(f"embedding {len(stale)} items")
        embedding_jobs.embed_items(stale)
    semantic.bump_revision()


def items():
    return harness.item_map(
        Ruling.objects.values_list("pk", "document__source", "key", "section"),
        RulesSection.objects.values_list("pk", "document__source", "key", "heading"),
    )


def ranks(questions, mode, known):
    result = {}
    for question in questions:
        ranked = [key for key, *_rest in ask.ranked_keys(question=question.text, mode=mode)]
        result[question] = harness.first_rank(ranked, harness.answers_of(question, known))
    return result


def report(title, questions, modes, known):
    by_mode = {mode: ranks(questions, mode, known) for mode in modes}
    print(f"\n## {title}: {len(questions)} questions\n")
    print("| questions | n | " + " | ".join(f"{m} r@1 / r@5 / MRR" for m in modes) + " |")
    print("|---|---|" + "---|" * len(modes))
    for name, subset in harness.subsets(questions).items():
        cells = []
        for mode in modes:
            f = harness.figures([by_mode[mode][q] for q in subset])
            cells.append(f"{f['recall@1']:.2f} / {f['recall@5']:.2f} / {f['mrr']:.3f}")
        print(f"| {name} | {len(subset)} | " + " | ".join(cells) + " |")
    return by_mode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--modes", default="hybrid")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--misses", action="store_true", help="list the questions whose answer is not first")
    args = parser.parse_args()
    build(args.rebuild)
    known = items()
    modes = args.modes.split(",")
    for title, path in (("evaluation set", harness.QUESTIONS), ("held-out set", harness.HELD_OUT)):
        if not path.exists():
            continue
        questions = harness.load_questions(path)
        by_mode = report(title, questions, modes, known)
        if args.misses:
            for q in questions:
                rank = by_mode[modes[-1]][q]
                if rank != 1:
                    print(f"  miss ({rank}): {harness.pair(q)} {q.doc} {q.answers[0][:40]!r} {q.text}")


if __name__ == "__main__":
    main()
