"""Nearest neighbours by meaning: every stored passage vector in numpy arrays, per process.

Two stages: a projection of every passage on its REDUCED_DIM main directions (float32, fitted on the
passages when the matrix loads) picks the CANDIDATES rows nearest the question, then those rows, held
as int8 with a scale each (the stored float16 values within 0.4% of the row's largest), give the
scores; a few rows (fewer than CANDIDATES after the filters) all go to the second stage. Rows are
grouped by language, so a language asked is a slice; game and kind are masks. The arrays are rebuilt
when the embedding job has written vectors since they were loaded: the job raises a revision counter
(EmbeddingRevision), and each search reads that one row. This module is the one place that knows
how neighbours are found, so an ANN index or pgvector can replace it behind `nearest` without
touching the stored vectors or the callers. Works on PostgreSQL and SQLite alike."""

import functools
import threading
import time
from dataclasses import dataclass

import numpy as np
from django.db.models import F
from django.db.models.functions import Length

from games.models import Game

from . import ask_probes, embeddings
from .models import EmbeddingRevision, RulesSection, Ruling
from .search import languages

REVISION = "passages"
KINDS = ("ruling", "rules")
_LANG_INDEX = {code: i for i, code in enumerate(languages.LANGUAGES)}
# Two stages: a float32 projection of every passage on its REDUCED_DIM main directions picks the
# CANDIDATES rows nearest the question, and the rows themselves, int8 with a scale per row, score
# those. The float32 matrix (2 KB a passage, 198 MB at 100,000 rulings) read whole for each question
# was most of its cost; the stored float16 rows are not kept (numpy converts float16 ten times slower
# than int8: 3-11 ms for 2,000 rows here). docs/benchmarks/qa.md gives the recall against the exact
# search.
REDUCED_DIM = 128
CANDIDATES = 2000
FIT_ROWS = 20_000  # rows the projection is fitted on (evenly spaced): the directions settle long before
# A passage with fewer characters than this (besides its heading) loses up to SHORT_PENALTY of its
# cosine, in proportion to what it lacks: a section that is a title and a link scored first for
# unrelated questions when every cosine was low (issue 33).
SHORT_PASSAGE = 60
# A passage loses this much of its cosine with the mean direction of questions (PassageIndex; the
# evaluation's sweep in docs/benchmarks/qa.md: 0.15-0.35 all help, more sinks the FAQ's answers).
HUB_WEIGHT = 0.25
SHORT_PENALTY = 0.15
CHUNK = 8192  # rows converted to float32 at a time while projecting, to bound the memory of the load


@dataclass
class Neighbour:
    kind: str
    pk: int
    score: float
    passage: int  # which passage of the item matched best
    language: str = ""  # the item's


def projection(vectors, dims=None):
    """(DIM, dims) float32: the main directions of the rows (uncentred, as inner products are), the
    eigenvectors of their Gram matrix with the largest eigenvalues."""
    step = max(1, len(vectors) // FIT_ROWS)
    sample = np.asarray(vectors[::step], dtype=np.float32)
    _values, directions = np.linalg.eigh(sample.T @ sample)  # ascending
    return np.ascontiguousarray(directions[:, ::-1][:, : dims or REDUCED_DIM], dtype=np.float32)


def _quantised(stored):
    """(int8 rows, their float32 scales, projection, projected rows) of the float16 rows `stored`;
    no projection for CANDIDATES rows or fewer (they are all scored in the second stage)."""
    count = len(stored)
    codes = np.empty(stored.shape, dtype=np.int8)
    scales = np.empty(count, dtype=np.float32)
    directions = projection(stored) if count > CANDIDATES else None
    reduced = np.empty((count, directions.shape[1]), dtype=np.float32) if directions is not None else None
    for start in range(0, count, CHUNK):  # a chunk at a time: the float32 copy is never whole
        chunk = stored[start : start + CHUNK].astype(np.float32)
        scale = np.abs(chunk).max(axis=1) / 127
        scale[scale == 0] = 1
        codes[start : start + CHUNK] = np.rint(chunk / scale[:, None])
        scales[start : start + CHUNK] = scale
        if directions is not None:
            reduced[start : start + CHUNK] = chunk @ directions
    return codes, scales, directions, reduced


class PassageIndex:
    """Rows: one per passage, grouped by language (a language asked is one slice of the matrix); for
    each row its item (kind, pk), game, language and passage number.

    `rows`: (kind, pk, game id, language, stored vectors[, characters of each passage]). Two
    corrections of the cosine, both fixed per row when the matrix loads (issue 33):
    - hubs: with `question_direction` (the mean direction of questions, ask_probes.py), a passage
      loses HUB_WEIGHT × its cosine with it. A short generic FAQ question is near the form of every
      question rather than to its topic, and was in the first five answers of a fifth of the
      evaluation's questions;
    - near-empty passages: with the passages' characters, one shorter than SHORT_PASSAGE (a title
      and a link) loses up to SHORT_PENALTY, in proportion to what it lacks: with little text its
      vector is mostly the model's common direction, and it won when every cosine was low."""

    def __init__(self, revision, rows, *, question_direction=None):
        self.revision = revision
        rows = sorted(rows, key=lambda row: _LANG_INDEX.get(row[3], -1))
        # One join and one conversion for every row: a loop of small arrays per row took seconds and
        # twice the memory at 100,000 rulings.
        counts = np.array([len(row[4]) // embeddings.ROW_BYTES for row in rows], dtype=np.int64)
        blob = b"".join(bytes(row[4]) for row in rows)
        stored = np.frombuffer(blob, dtype="<f2").reshape(-1, embeddings.DIM)
        self.codes, self.scales, self.projection, self.reduced = _quantised(stored)
        del stored, blob

        def per_row(values, dtype):
            return np.repeat(np.array(values, dtype=dtype), counts)

        self.kinds = per_row([KINDS.index(row[0]) for row in rows], np.int8)
        self.pks = per_row([row[1] for row in rows], np.int64)
        self.games = per_row([row[2] for row in rows], np.int32)
        self.langs = per_row([_LANG_INDEX.get(row[3], -1) for row in rows], np.int8)
        firsts = np.repeat(np.cumsum(counts) - counts, counts)
        self.numbers = (np.arange(len(self.codes)) - firsts).astype(np.int32)
        self.penalty = self._penalty(rows, question_direction)
        self.game_ids = {}  # game slug: id (filled by _load)
        self._languages = {}  # game id (-1: every game): languages with passages
        self._items = self._item_rows = None  # _first_rows's lookup, built on first use

    def _penalty(self, rows, question_direction):
        """What each row's cosine loses (None: nothing): its hubness and its want of text."""
        penalty = np.zeros(len(self.codes), dtype=np.float32)
        if question_direction is not None and len(self.codes):
            direction = np.asarray(question_direction, dtype=np.float32)
            for start in range(0, len(self.codes), CHUNK):  # a chunk at a time, as the load converts
                chunk = self.codes[start : start + CHUNK].astype(np.float32) @ direction
                penalty[start : start + CHUNK] += HUB_WEIGHT * chunk * self.scales[start : start + CHUNK]
        if rows and all(len(row) > 5 for row in rows):
            chars = np.array([c for row in rows for c in row[5]], dtype=np.float32)
            if len(chars) == len(self.codes):
                penalty += SHORT_PENALTY * np.clip(1 - chars / SHORT_PASSAGE, 0, 1)
        return penalty if penalty.any() else None

    def _first_rows(self, keys):
        """{(kind, pk): its first row} of the items among `keys` that have passages here."""
        if self._items is None:  # sorted item ids (kind in the top bits) and their first rows, once per load
            ids = self.kinds.astype(np.int64) << 48 | self.pks
            self._items, self._item_rows = np.unique(ids, return_index=True)
        keys = list(keys)
        if not len(self._items) or not keys:
            return {}
        wanted = np.array([KINDS.index(kind) << 48 | pk for kind, pk in keys], dtype=np.int64)
        at = np.minimum(np.searchsorted(self._items, wanted), len(self._items) - 1)
        found = self._items[at] == wanted
        return {key: int(self._item_rows[i]) for key, i, hit in zip(keys, at, found, strict=True) if hit}

    def games_of(self, keys):
        """{(kind, pk): game id} of the items among `keys` that have passages here."""
        return {key: int(self.games[row]) for key, row in self._first_rows(keys).items()}

    def sources_of(self, keys):
        """{(kind, pk): (game id, language code)} of the items among `keys` that have passages here:
        where an item comes from, a game's texts in one language (a document, mostly)."""
        return {key: (int(self.games[row]), int(self.langs[row])) for key, row in self._first_rows(keys).items()}

    def languages_of(self, game_id=None):
        """The languages that have passages (of `game_id`, if given)."""
        key = game_id if game_id is not None else -1
        if key not in self._languages:
            langs = self.langs if game_id is None else self.langs[self.games == game_id]
            codes = {int(code) for code in np.unique(langs)}
            self._languages[key] = {lang for lang, i in _LANG_INDEX.items() if i in codes}
        return self._languages[key]

    @property
    def nbytes(self):
        arrays = (self.codes, self.scales, self.reduced, self.kinds, self.pks, self.games, self.langs, self.numbers)
        return sum(a.nbytes for a in arrays if a is not None)

    def _rows_of(self, language):
        """The slice of rows in `language` (every row without one)."""
        if not language:
            return 0, len(self.codes)
        code = _LANG_INDEX.get(language, -2)
        return int(np.searchsorted(self.langs, code, "left")), int(np.searchsorted(self.langs, code, "right"))

    def candidates(self, vector, *, game_id=None, language="", kind=""):
        """The rows the second stage scores: those the filters keep, the CANDIDATES nearest by the
        projection when there are more."""
        low, high = self._rows_of(language)
        mask = None
        if game_id is not None:
            mask = self.games[low:high] == game_id
        if kind:
            is_kind = self.kinds[low:high] == KINDS.index(kind)
            mask = is_kind if mask is None else mask & is_kind
        rows = np.arange(low, high) if mask is None else low + np.flatnonzero(mask)
        if self.reduced is None or len(rows) <= CANDIDATES:
            return rows
        approx = self.reduced[low:high] @ (vector @ self.projection)
        if mask is not None:
            approx = approx[rows - low]
        return rows[np.argpartition(-approx, CANDIDATES - 1)[:CANDIDATES]]

    def nearest(self, vector, *, game_id=None, language="", kind="", k=50):
        """The `k` items whose best passage is closest to `vector`, best first."""
        vector = np.asarray(vector, dtype=np.float32)
        rows = self.candidates(vector, game_id=game_id, language=language, kind=kind)
        if not len(rows):
            return []
        scores = (self.codes[rows].astype(np.float32) @ vector) * self.scales[rows]
        if self.penalty is not None:
            scores -= self.penalty[rows]
        # An item has several passages: take enough rows that k distinct items survive, most of the time.
        wanted = min(len(rows), k * 4)
        picked = np.argpartition(-scores, wanted - 1)[:wanted]
        picked = picked[np.argsort(-scores[picked], kind="stable")]
        found, seen = [], set()
        for at in picked:
            row = rows[at]
            item = (KINDS[self.kinds[row]], int(self.pks[row]))
            if item in seen:
                continue
            seen.add(item)
            language = languages.LANGUAGES[self.langs[row]] if self.langs[row] >= 0 else ""
            found.append(Neighbour(item[0], item[1], float(scores[at]), int(self.numbers[row]), language))
            if len(found) == k:
                break
        return found


_index = None
_index_lock = threading.Lock()


# A process reads the revision counter at most once a second: under load each query waits for the
# database's turn (10 ms here at a load of 10 on 2 cores), and a matrix a second late after an
# embedding job is no loss. A process that bumps the counter reads it again at once.
REVISION_TTL = 1.0
_revision = {"at": -REVISION_TTL, "value": 0}


def current_revision():
    now = time.monotonic()
    if now - _revision["at"] >= REVISION_TTL:
        value = EmbeddingRevision.objects.filter(name=REVISION).values_list("revision", flat=True).first() or 0
        _revision.update(at=now, value=value)
    return _revision["value"]


def bump_revision():
    """Tell every process its matrix is out of date (called after vectors are written)."""
    if not EmbeddingRevision.objects.filter(name=REVISION).update(revision=F("revision") + 1):
        EmbeddingRevision.objects.get_or_create(name=REVISION, defaults={"revision": 1})
    _revision["at"] = -REVISION_TTL  # this process reads the new revision on its next question


def _load(revision):
    rulings = (
        Ruling.objects.filter(embedding__isnull=False)
        .order_by()
        .annotate(chars=Length("question") + Length("answer"))
        .values_list("pk", "game_id", "language", "embedding", "chars")
        .iterator(chunk_size=5000)
    )
    sections = (
        RulesSection.objects.filter(embedding__isnull=False)
        .order_by()
        .values_list("pk", "game_id", "language", "embedding", "path", "body")
        .iterator(chunk_size=500)
    )
    rows = [("ruling", pk, game, lang, vectors, [chars]) for pk, game, lang, vectors, chars in rulings]
    rows += [
        ("rules", pk, game, lang, vectors, section_chars(path, body))
        for pk, game, lang, vectors, path, body in sections
    ]
    index = PassageIndex(revision, rows, question_direction=question_direction())
    index.game_ids = dict(Game.objects.values_list("slug", "pk"))  # read with the matrix: no query per question
    return index


@functools.cache
def question_direction():
    """The unit mean of the probe questions' vectors (ask_probes.py), once per process."""
    vectors = embeddings.encode_passages([embeddings.normalise(text) for text in ask_probes.PROBES])
    mean = vectors.mean(axis=0)
    return mean / np.linalg.norm(mean)


def section_chars(path, body):
    """The characters of each passage of a section, its heading left out."""
    lead = len(" › ".join(path)) + 1 if path else 0
    return [max(0, len(p) - lead) for p in embeddings.section_passages(path=path, body=body)]


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
