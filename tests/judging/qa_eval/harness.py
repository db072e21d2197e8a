"""The question-answering evaluation: the questions, what answers each, and the figures.

Pure Python (no Django): the test (test_qa_eval.py) and the bench (bench/bench_qa.py) both read it.
An item is (document name, kind, key, heading); a question is answered by the items its `answers`
name: a ruling by its key, a rules section by a part of its heading (NFKC on both sides: the Thai
seeds write ำ as two characters).
"""

import csv
import unicodedata
from dataclasses import dataclass
from pathlib import Path

QUESTIONS = Path(__file__).with_name("questions.tsv")
HELD_OUT = Path(__file__).with_name("held_out.tsv")  # measured apart, never tuned on
# The documents asked about: name: (game, language, folder of the shared data, path there).
DOCUMENTS = {
    "faq": ("dbs", "fr", "seeds", "dbs-cardgame-faq.fr.txt"),
    "dbz": ("dbz", "th", "seeds", "dbz-ccg-rules.th.txt"),
    "esferas": ("esferas", "es", "seeds", "dragonball-esferas-rules.es.txt"),
    "tractor": ("tractor", "th", "seeds", "tractor-80-points-rules.th.txt"),
    "yugioh": ("yugioh", "ar", "seeds", "yugioh-priority-chains.ar.txt"),
    "manual": ("dbs", "en", "data", "dbs/rule-manual-1.074.en.txt"),
}
SOURCES = {name: path.split("/")[-1] for name, (_game, _lang, _where, path) in DOCUMENTS.items()}  # Document.source
DOC_LANGUAGE = {name: lang for name, (_game, lang, _where, _path) in DOCUMENTS.items()}
DOC_GAME = {name: game for name, (game, _lang, _where, _path) in DOCUMENTS.items()}


def item_map(rulings, sections):
    """{(kind, pk): (document name, kind, key, heading)} of rulings and sections given as
    (pk, Document.source, key, heading) rows."""
    by_source = {source: name for name, source in SOURCES.items()}
    items = {("ruling", pk): (by_source[source], "ruling", key, heading) for pk, source, key, heading in rulings}
    items.update({("rules", pk): (by_source[source], "rules", key, heading) for pk, source, key, heading in sections})
    return items


@dataclass(frozen=True)
class Question:
    lang: str
    doc: str
    answers: tuple
    text: str

    @property
    def cross_language(self):
        return self.lang != DOC_LANGUAGE[self.doc]


def nfkc(text):
    return unicodedata.normalize("NFKC", text)


def load_questions(path=QUESTIONS):
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    rows = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    return [
        Question(r["lang"], r["doc"], tuple(a.strip() for a in r["answers"].split(" | ")), r["question"]) for r in rows
    ]


def pair(question):
    """ "en → fr": the question's language and its answer's."""
    return f"{question.lang} → {DOC_LANGUAGE[question.doc]}"


def subsets(questions):
    """{name: questions} the figures are given for: all, same language, cross-language, each
    language pair, each game (the DBS FAQ and manual apart as well)."""
    result = {
        "all": list(questions),
        "same language": [q for q in questions if not q.cross_language],
        "cross-language": [q for q in questions if q.cross_language],
    }
    for name in sorted({pair(q) for q in questions}):
        result[name] = [q for q in questions if pair(q) == name]
    for game in sorted({DOC_GAME[q.doc] for q in questions}):
        result[f"game {game}"] = [q for q in questions if DOC_GAME[q.doc] == game]
    for doc in ("faq", "manual"):
        result[f"dbs {doc}"] = [q for q in questions if q.doc == doc]
    return {name: qs for name, qs in result.items() if qs}


def answers_of(question, items):
    """The ids of the items that answer `question`; items: {id: (doc, kind, key, heading)}."""
    found = set()
    for item_id, (doc, kind, key, heading) in items.items():
        if doc != question.doc:
            continue
        for answer in question.answers:
            if (kind == "ruling" and key == answer) or (kind == "rules" and nfkc(answer) in nfkc(heading)):
                found.add(item_id)
    return found


def first_rank(ranked, wanted):
    """1-based rank of the first item of `ranked` in `wanted`, or None."""
    return next((i for i, item in enumerate(ranked, start=1) if item in wanted), None)


def figures(ranks):
    """recall@1, recall@5 and MRR of a list of ranks (None: not found)."""
    n = len(ranks) or 1
    return {
        "recall@1": sum(1 for r in ranks if r == 1) / n,
        "recall@5": sum(1 for r in ranks if r is not None and r <= 5) / n,
        "mrr": sum(1 / r for r in ranks if r) / n,
        "n": len(ranks),
    }


def table(rows):
    """Markdown rows for {(mode, subset): figures}."""
    out = ["| mode | questions | n | recall@1 | recall@5 | MRR |", "|---|---|---|---|---|---|"]
    for (mode, subset), f in rows.items():
        out.append(f"| {mode} | {subset} | {f['n']} | {f['recall@1']:.2f} | {f['recall@5']:.2f} | {f['mrr']:.3f} |")
    return "\n".join(out)
