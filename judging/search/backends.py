"""What the two full-text engines share (hits, their order, the ranking weights, typo correction,
the check for queries of exclusions alone) and the SQLite FTS5 engine, the embedded default: one
query per language and kind, merged in Python. PostgreSQL's search is one prepared statement
(search/postgres.py): per language a branch with its configuration and a language filter, so
each branch finds its words in the GIN index.
"""

import difflib
from dataclasses import dataclass

from django.contrib.postgres.search import TrigramSimilarity
from django.db import connection

from ..models import Ruling, Term
from . import languages
from . import query as q

# Never read by a search: the index columns, and the sentence embeddings (1 KB a row once the
# embedding job has run, which every hit of a page would otherwise carry over the wire).
HEAVY_FIELDS = ("index_a", "index_b", "index_c", "search_vector", "embedding", "embedding_hash")
FTS5_LIMIT = 2000
# SearchRank weights D, C, B, A. For a word, ts_rank scores (w_max + sum(w_i / i^2) - w_max) / 1.645:
# one hit in the question (A) scores at least 1.0 / 1.645, and any number of hits in the answer (B)
# and section (C) stay under 0.1, so question hits come first with one ts_rank per row.
WEIGHTS = [0.0, 0.05, 0.1, 1.0]
QUESTION_HIT = WEIGHTS[3] / 1.65


@dataclass
class Hit:
    obj: object
    rank: float
    in_question: bool
    cards: list | None = None  # the ruling's citations as results show them, once the page is known
    first: bool = False  # in the language listed first (the reader's)
    permalink: str = ""  # its address, once the page is known

    @property
    def sort_key(self):
        superseded = getattr(self.obj, "status", Ruling.CURRENT) != Ruling.CURRENT
        return (not self.first, superseded, not self.in_question, -self.rank, self.obj.pk)


def is_postgres():
    return connection.vendor == "postgresql"


def run(searches, groups, limit, first=""):
    """SQLite: hits for the parsed query, best first, at most `limit` of each kind. `searches` lists
    (model, queryset already filtered, languages to search) for each kind asked; hits in the
    language `first` (the reader's) come before the others. (PostgreSQL: search/postgres.py.)"""
    hits = []
    for model, queryset, langs in searches:
        kind_hits = [hit for lang in langs for hit in _sqlite(model, queryset, groups, lang, limit, first)]
        hits += sorted(kind_hits, key=lambda h: h.sort_key)[:limit]
    return sorted(hits, key=lambda h: h.sort_key)


def excluding_only(groups, langs):
    """PostgreSQL: the first alternative that excludes and keeps no word to search for under one of
    the configurations of `langs`, or None. Their stop word lists are longer than STOPWORDS ("sont",
    "suis"), and such an alternative would match every ruling lacking the excluded words:
    querytree() is 'T' when nothing is left for the index to find. One round trip, and only for a
    query that excludes something; q.excluding_only has already caught the rest."""
    candidates = [group for group in groups if any(t.negated for t in group)]
    if not (is_postgres() and candidates and langs):
        return None
    selects, params = [], []
    for index, group in enumerate(candidates):
        for lang in langs:
            selects.append("SELECT %s, querytree(websearch_to_tsquery(%s::regconfig, %s)) = 'T'")
            params += [index, languages.configuration(lang), q.to_websearch(q.segmented([group], lang))]
    with connection.cursor() as cursor:
        cursor.execute(" UNION ALL ".join(selects), params)
        flagged = [index for index, empty in cursor.fetchall() if empty]
    return candidates[min(flagged)] if flagged else None


# The most matches ranked per language (or the rows a deep page needs, if more). A word in more rows
# than this (a fifth of a 20,000-ruling language is 4,000) is ranked among the first CANDIDATES the
# GIN index yields, in table order: the page is still the best of those by the same rank, but not
# necessarily the best of every match. Ranking all 4,000 matches of such a word read twice the heap
# pages (EXPLAIN ANALYZE, BUFFERS: 1,937 against 951) for a page of 20; the heap scan and ts_rank of
# the candidates are most of a common word's search, so 1,000 instead of 2,000 (issue 20): a common
# French, Spanish, English, Thai or Arabic word 5.7 ms p50 instead of 7.0 in the same run.
CANDIDATES = 1000


def _fts5_ids(model, expression, language):
    table = f"{model._meta.db_table}_fts"
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT rowid, bm25({table}, 10.0, 4.0, 1.0) FROM {table} "  # noqa: S608 - table names are ours
            f"WHERE {table} MATCH %s AND language = %s ORDER BY 2 LIMIT %s",
            [expression, language, FTS5_LIMIT],
        )
        return dict(cursor.fetchall())


def _sqlite(model, queryset, groups, language, limit, first=""):
    groups = q.without_stopwords(q.segmented(groups, language), language)
    expression = q.to_fts5(groups)
    if not expression:
        return []
    scores = _fts5_ids(model, expression, language)
    in_question = _fts5_ids(model, q.to_fts5(groups, column="a"), language) if scores else {}
    rows = queryset.filter(language=language, pk__in=list(scores)).defer(*HEAVY_FIELDS)
    hits = [Hit(row, -scores[row.pk], row.pk in in_question, first=language == first) for row in rows]
    return sorted(hits, key=lambda h: h.sort_key)[:limit]


def corrections(words, language, *, known=None):
    """Likely intended words for the query words the corpus does not contain (typos), by trigram
    similarity on PostgreSQL (the `trigram_similar` lookup uses the trigram index) and by difflib
    on SQLite."""
    folded = {languages.fold(w) for w in words if len(w) >= 3}
    if not folded:
        return {}
    present = set(Term.objects.filter(language=language, word__in=folded).values_list("word", flat=True))
    missing = folded - present
    fixes = {}
    for word in missing:
        if is_postgres():
            best = (
                Term.objects.filter(language=language, word__trigram_similar=word)
                .annotate(similarity=TrigramSimilarity("word", word))
                .order_by("-similarity", "word")
                .values_list("word", flat=True)
                .first()
            )
        else:
            vocabulary = known
            if vocabulary is None:
                vocabulary = list(Term.objects.filter(language=language).values_list("word", flat=True))
            best = next(iter(difflib.get_close_matches(word, vocabulary, n=1, cutoff=0.7)), None)
        if best:
            fixes[word] = best
    return fixes
