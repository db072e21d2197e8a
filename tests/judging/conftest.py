"""Fixtures for the rulings tests: the real documents, imported, and named users."""

import fcntl
import hashlib
from pathlib import Path
from unittest.mock import patch

import pytest
from django.contrib.auth.models import User

from games.models import Card, Game
from judging import embedding_jobs, revision, services
from judging.models import (
    CardCitation,
    Document,
    EmbeddingRevision,
    Keyword,
    RulesSection,
    Ruling,
    RulingRevision,
    Term,
)
from judging.selectors import SearchParams, hit_as_dict, ruling_search
from tests.conftest import restore_core_data

from .qa_eval.harness import DOCUMENTS

SEEDS = DOCUMENTS  # name: (game, language, folder, path): the documents the evaluation asks about


@pytest.fixture
def read_doc(seeds_dir, data_dir):
    def read(name):
        _, _, where, path = SEEDS[name]
        return (seeds_dir if where == "seeds" else data_dir).joinpath(path).read_text(encoding="utf-8")

    return read


def _import(name, text):
    game, lang, _, path = SEEDS[name]
    kind = "faq" if name == "faq" else "rules"
    return services.document_import(
        kind=kind, game=Game.objects.get(slug=game), language=lang, text=text, source=path.split("/")[-1]
    )


@pytest.fixture
def import_doc(read_doc):
    def run(name, text=None):
        return _import(name, text if text is not None else read_doc(name))

    return run


def search(q="", **params):
    """The search's result for these parameters, and its hits as the API shows them."""
    result = ruling_search(params=SearchParams(q=q, **params))
    return result, [hit_as_dict(h, result.words) for h in result.hits]


def _broly():
    dbs = Game.objects.get(slug="dbs")
    return Card.objects.get_or_create(game=dbs, code="BT1-057", defaults={"name": "Broly, Super Saiyan Légendaire"})[0]


@pytest.fixture
def broly(db):
    """BT1-057 exists in the card database; BT1-107 and the other cited cards do not."""
    return _broly()


# What importing the six documents writes, taken out again at the end of the module that imported them.
IMPORTED = (Document, Ruling, RulesSection, Keyword, Term, CardCitation, RulingRevision, EmbeddingRevision)


@pytest.fixture(scope="module")
def _module_corpus(django_db_setup, django_db_blocker, seeds_dir, data_dir):
    """The six documents imported once per test module, committed, under every test's own transaction (which
    rolls back whatever the test changes): importing them for each of 113 tests was a fifth of the suite's
    setup time. The embedding job an import asks for is not sent: the tests that want vectors embed them."""

    def read(name):
        _, _, where, path = SEEDS[name]
        return (seeds_dir if where == "seeds" else data_dir).joinpath(path).read_text(encoding="utf-8")

    with django_db_blocker.unblock():
        restore_core_data()  # runs before the test's own fixtures, which would put them back
        _broly()  # before the import, which links the rulings citing it
        with patch.object(embedding_jobs, "embed_later"):
            imported = {name: _import(name, read(name)) for name in SEEDS}
    yield imported
    with django_db_blocker.unblock():
        for model in IMPORTED:
            # The content revision stays: a test that finds no row reads a token an earlier state had too.
            kept = model.objects.exclude(pk=revision.REVISION) if model is EmbeddingRevision else model.objects.all()
            kept.delete()
        Card.objects.filter(code="BT1-057").delete()


@pytest.fixture
def corpus(db, _module_corpus, import_doc, broly):
    """All six real documents imported: the module's, unless a transactional test flushed them (then this test's
    own)."""
    if Document.objects.count() == len(SEEDS):
        return _module_corpus
    return {name: import_doc(name) for name in SEEDS}


@pytest.fixture
def player(db):
    return User.objects.create_user("player", password="pw-player-123")


class PassageVectors:
    """Vectors already computed, by the passage text's digest, kept in one file that the test processes share (a
    lock around each read and write): the six documents are embedded once per run, not once per process (20-50 s
    each under load)."""

    def __init__(self, folder):
        folder.mkdir(parents=True, exist_ok=True)
        self.path, self.lock = folder / "passage-vectors.npz", folder / "passage-vectors.lock"
        self.known = {}

    def vectors(self, texts, encode):
        """The vectors of `texts` (distinct), computing with `encode` only those no process computed yet."""
        import numpy as np

        keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
        if all(k in self.known for k in keys):
            return [self.known[k] for k in keys]
        with self.lock.open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # another process may be embedding the same texts: wait for it
            self.known.update(self._read())
            missing = [(k, t) for k, t in zip(keys, texts, strict=True) if k not in self.known]
            if missing:
                vectors = encode([t for _k, t in missing])
                self.known.update(zip([k for k, _t in missing], vectors, strict=True))
                stored = list(self.known)
                np.savez(self.path, keys=np.array(stored), vectors=np.array([self.known[k] for k in stored]))
        return [self.known[k] for k in keys]

    def _read(self):
        import numpy as np

        if not self.path.exists():
            return {}
        with np.load(self.path) as stored:
            return dict(zip(stored["keys"].tolist(), stored["vectors"], strict=True))


@pytest.fixture(scope="session")
def _passage_vectors():
    """One per run: the processes of a run share a var folder's parent (tests.support.parallel)."""
    from django.conf import settings

    from judging import embeddings

    model = hashlib.sha256(embeddings.MODEL.encode()).hexdigest()[:12]
    return PassageVectors(Path(settings.VAR_DIR).parent / f"embedding-cache-{model}")


@pytest.fixture
def embedded_corpus(corpus, monkeypatch, _passage_vectors):
    """The six documents imported and embedded (each passage computed once per run), with a fresh
    matrix: every test's database is new, so a matrix kept from another test would name other rows."""
    import numpy as np

    from judging import embedding_jobs, embeddings, semantic

    real = embeddings.encode_passages

    def remembered(texts, batch=32):
        texts = list(texts)
        distinct = list(dict.fromkeys(texts))
        found = dict(zip(distinct, _passage_vectors.vectors(distinct, real), strict=True))
        return np.array([found[t] for t in texts], dtype=np.float32).reshape(len(texts), embeddings.DIM)

    monkeypatch.setattr(embeddings, "encode_passages", remembered)
    # The model is loaded here, as when this process embedded the passages itself: a question asked through a
    # live server would otherwise wait for it, past a browser test's patience on a loaded machine.
    embeddings.encode_query("warm")
    embedding_jobs.embed_items(embedding_jobs.stale_items())
    monkeypatch.setattr(semantic, "_index", None)
    return corpus
