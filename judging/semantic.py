"""Nearest neighbours by meaning: every stored passage vector in one numpy matrix per process.

Exact search: one matrix-vector product over every passage (100,000 rulings take a few ms, see
docs/benchmarks/qa.md), then filters by kind, game and language as masks. The matrix is rebuilt
when the embedding job has written vectors since it was loaded: the job raises a revision counter
(EmbeddingRevision), and each search reads that one row. This module is the one place that knows how
neighbours are found, so an ANN index or pgvector can replace the matrix behind `nearest` without
touching the stored vectors or the callers. Works on PostgreSQL and SQLite alike.
"""

import threading
from dataclasses import dataclass

import numpy as np

from . import embeddings
from .models import EmbeddingRevision, RulesSection, Ruling
from .search import languages

REVISION = "passages"
KINDS = ("ruling", "rules")
_LANG_INDEX = {code: i for i, code in enumerate(languages.LANGUAGES)}


@dataclass
class Neighbour:
    kind: str
    pk: int
    score: float
    passage: int  # which passage of the item matched best


class PassageIndex:
    """Rows: one per passage; for each row its item (kind, pk), game, language and passage number."""

    def __init__(self, revision, rows):
        self.revision = revision
        rows = list(rows)
        # One join and one conversion for every row: a loop of small arrays per row took seconds and
        # twice the memory at 100,000 rulings.
        counts = np.array([len(row[4]) // embeddings.ROW_BYTES for row in rows], dtype=np.int64)
        blob = b"".join(bytes(row[4]) for row in rows)
        self.matrix = np.frombuffer(blob, dtype="<f2").reshape(-1, embeddings.DIM).astype(np.float32)
        del blob

        def per_row(values, dtype):
            return np.repeat(np.array(values, dtype=dtype), counts)

        self.kinds = per_row([KINDS.index(row[0]) for row in rows], np.int8)
        self.pks = per_row([row[1] for row in rows], np.int64)
        self.games = per_row([row[2] for row in rows], np.int32)
        self.langs = per_row([_LANG_INDEX.get(row[3], -1) for row in rows], np.int8)
        firsts = np.repeat(np.cumsum(counts) - counts, counts)
        self.numbers = (np.arange(len(self.matrix)) - firsts).astype(np.int32)

    @property
    def nbytes(self):
        return sum(a.nbytes for a in (self.matrix, self.kinds, self.pks, self.games, self.langs, self.numbers))

    def nearest(self, vector, *, game_id=None, language="", kind="", k=50):
        """The `k` items whose best passage is closest to `vector`, best first."""
        if not len(self.matrix):
            return []
        scores = self.matrix @ np.asarray(vector, dtype=np.float32)
        mask = np.ones(len(scores), dtype=bool)
        if game_id is not None:
            mask &= self.games == game_id
        if language:
            mask &= self.langs == _LANG_INDEX.get(language, -2)
        if kind:
            mask &= self.kinds == KINDS.index(kind)
        candidates = np.flatnonzero(mask)
        if not len(candidates):
            return []
        # An item has several passages: take enough rows that k distinct items survive, most of the time.
        wanted = min(len(candidates), k * 4)
        picked = candidates[np.argpartition(-scores[candidates], wanted - 1)[:wanted]]
        picked = picked[np.argsort(-scores[picked], kind="stable")]
        found, seen = [], set()
        for row in picked:
            item = (KINDS[self.kinds[row]], int(self.pks[row]))
            if item in seen:
                continue
            seen.add(item)
            found.append(Neighbour(item[0], item[1], float(scores[row]), int(self.numbers[row])))
            if len(found) == k:
                break
        return found


_index = None
_index_lock = threading.Lock()


def current_revision():
    return EmbeddingRevision.objects.filter(name=REVISION).values_list("revision", flat=True).first() or 0


def bump_revision():
    """Tell every process its matrix is out of date (called after vectors are written)."""
    from django.db.models import F

    if not EmbeddingRevision.objects.filter(name=REVISION).update(revision=F("revision") + 1):
        EmbeddingRevision.objects.get_or_create(name=REVISION, defaults={"revision": 1})


def _load(revision):
    rulings = (
        Ruling.objects.filter(embedding__isnull=False)
        .order_by()
        .values_list("pk", "game_id", "language", "embedding")
        .iterator(chunk_size=5000)
    )
    sections = (
        RulesSection.objects.filter(embedding__isnull=False)
        .order_by()
        .values_list("pk", "game_id", "language", "embedding")
        .iterator(chunk_size=500)
    )
    rows = [("ruling", *row) for row in rulings] + [("rules", *row) for row in sections]
    return PassageIndex(revision, rows)


def passage_index():
    """This process's matrix, reloaded when the stored vectors have changed."""
    global _index
    revision = current_revision()
    if _index is None or _index.revision != revision:
        with _index_lock:
            if _index is None or _index.revision != revision:
                _index = _load(revision)
    return _index


def nearest(vector, *, game_id=None, language="", kind="", k=50):
    return passage_index().nearest(vector, game_id=game_id, language=language, kind=kind, k=k)
