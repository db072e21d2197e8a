"""The question-answering evaluation, computed live: 218 questions in five languages about the seeds
and the DBS manual (qa_eval/questions.tsv), each with the ruling or section that answers it (the
held-out set, held_out.tsv, is measured by bench/qa_recall.py).

Full-text only, meaning only and hybrid are measured on the same questions; hybrid must find more
answers than the full-text search across languages and no fewer in the question's own language.
The figures are printed (pytest -s) and written to var/qa_eval.md for docs/benchmarks/qa.md.
"""

from pathlib import Path

import pytest
from django.conf import settings

from judging import ask
from judging.models import RulesSection, Ruling

from .qa_eval import harness

pytestmark = pytest.mark.django_db
MODES = ("text", "meaning", "hybrid")


def _items():
    return harness.item_map(
        Ruling.objects.values_list("pk", "document__source", "key", "section"),
        RulesSection.objects.values_list("pk", "document__source", "key", "heading"),
    )


def test_every_question_names_an_answer_that_exists(embedded_corpus):
    items = _items()
    questions = harness.load_questions()
    assert len(questions) >= 200
    assert sum(harness.DOC_GAME[q.doc] == "dbs" for q in questions) >= 100  # the FAQ and the manual
    for lang in ("en", "fr", "es", "ar", "th"):
        assert sum(q.lang == lang for q in questions) >= 20, lang
    held_out = harness.load_questions(harness.HELD_OUT)
    assert len(held_out) >= 40 and not {q.text for q in held_out} & {q.text for q in questions}
    assert [q for q in questions + held_out if not harness.answers_of(q, items)] == []


def _evaluate():
    items = _items()
    questions = harness.load_questions()
    ranks = {mode: {} for mode in MODES}
    for question in questions:
        wanted = harness.answers_of(question, items)
        for mode in MODES:
            ranked = [key for key, *_rest in ask.ranked_keys(question=question.text, mode=mode)]
            ranks[mode][question] = harness.first_rank(ranked, wanted)
    subsets = {name: qs for name, qs in harness.subsets(questions).items() if "→" not in name}
    rows = {
        (mode, name): harness.figures([ranks[mode][q] for q in subset])
        for name, subset in subsets.items()
        for mode in MODES
    }
    report = harness.table(rows)
    print("\n" + report)
    Path(settings.VAR_DIR).mkdir(parents=True, exist_ok=True)
    Path(settings.VAR_DIR, "qa_eval.md").write_text(report + "\n", encoding="utf-8")
    return rows


def test_hybrid_beats_full_text_across_languages_and_loses_nothing_in_the_questions_own(embedded_corpus):
    evaluation = _evaluate()  # one run of the questions in the three modes: the expensive part
    text, hybrid = evaluation[("text", "cross-language")], evaluation[("hybrid", "cross-language")]
    assert hybrid["mrr"] > text["mrr"]
    assert hybrid["recall@5"] > text["recall@5"]
    text, hybrid = evaluation[("text", "same language")], evaluation[("hybrid", "same language")]
    assert hybrid["mrr"] >= text["mrr"]
    assert hybrid["recall@5"] >= text["recall@5"]
    # Issue 33's goal for the large corpus, met: the Dragon Ball Super FAQ and manual answer first.
    assert evaluation[("hybrid", "game dbs")]["recall@1"] >= 0.70
    # The goals across languages (0.90) and in the question's own (0.95) are met (docs/benchmarks/qa.md).
    assert evaluation[("hybrid", "cross-language")]["recall@5"] >= 0.90
    assert evaluation[("hybrid", "same language")]["recall@5"] >= 0.95
    # The figures recorded in docs/benchmarks/qa.md are these: a change to the ranking updates them.
    recorded = Path(__file__).resolve().parents[2].joinpath("docs", "benchmarks", "qa.md").read_text(encoding="utf-8")
    for name in ("all", "same language", "cross-language", "game dbs"):
        figures = evaluation[("hybrid", name)]
        written = f"{figures['recall@1']:.2f} / {figures['recall@5']:.2f} / {figures['mrr']:.3f}"
        assert written in recorded, f"docs/benchmarks/qa.md does not record hybrid, {name}: {written}"


def test_the_spanish_question_on_the_first_players_attack_finds_the_french_ruling(embedded_corpus):
    ranked = ask.ranked_keys(question="¿Puede atacar el primer jugador en su primer turno?")
    top = [Ruling.objects.filter(pk=pk).values_list("key", flat=True).first() for (kind, pk), *_ in ranked[:5]]
    assert "Phase principale#0/Q8" in top


def test_an_english_question_on_chain_resolution_finds_the_arabic_section(embedded_corpus):
    ranked = ask.ranked_keys(question="In what order does a chain of effects resolve?", lang="ar")
    headings = [RulesSection.objects.get(pk=pk).heading for (kind, pk), *_ in ranked[:5] if kind == "rules"]
    assert any("السلاسل" in h for h in headings)
