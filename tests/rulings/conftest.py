"""Fixtures for the rulings tests: the real documents, imported, and named users."""

import pytest
from django.contrib.auth.models import User

from games.models import Card, Game
from judging import services
from judging.selectors import SearchParams, hit_as_dict, ruling_search

from .qa_eval.harness import DOCUMENTS

SEEDS = DOCUMENTS  # name: (game, language, folder, path): the documents the evaluation asks about


@pytest.fixture
def read_doc(seeds_dir, data_dir):
    def read(name):
        _, _, where, path = SEEDS[name]
        return (seeds_dir if where == "seeds" else data_dir).joinpath(path).read_text(encoding="utf-8")

    return read


@pytest.fixture
def import_doc(read_doc):
    def run(name, text=None):
        game, lang, _, path = SEEDS[name]
        kind = "faq" if name == "faq" else "rules"
        return services.document_import(
            kind=kind,
            game=Game.objects.get(slug=game),
            language=lang,
            text=text if text is not None else read_doc(name),
            source=path.split("/")[-1],
        )

    return run


def search(q="", **params):
    """The search's result for these parameters, and its hits as the API shows them."""
    result = ruling_search(params=SearchParams(q=q, **params))
    return result, [hit_as_dict(h, result.words) for h in result.hits]


@pytest.fixture
def broly(db):
    """BT1-057 exists in the card database; BT1-107 and the other cited cards do not."""
    return Card.objects.create(game=Game.objects.get(slug="dbs"), code="BT1-057", name="Broly, Super Saiyan Légendaire")


@pytest.fixture
def corpus(db, import_doc, broly):
    """All six real documents imported."""
    return {name: import_doc(name) for name in SEEDS}


@pytest.fixture
def player(db):
    return User.objects.create_user("player", password="pw-player-123")


@pytest.fixture(scope="session")
def _passage_vectors():
    """Vectors already computed in this session, by passage text: the six documents are embedded once."""
    return {}


@pytest.fixture
def embedded_corpus(corpus, monkeypatch, _passage_vectors):
    """The six documents imported and embedded (each passage computed once per session), with a fresh
    matrix: every test's database is new, so a matrix kept from another test would name other rows."""
    import numpy as np

    from judging import embedding_jobs, embeddings, semantic

    real = embeddings.encode_passages

    def remembered(texts, batch=32):
        texts = list(texts)
        missing = [t for t in dict.fromkeys(texts) if t not in _passage_vectors]
        if missing:
            _passage_vectors.update(zip(missing, real(missing), strict=True))
        return np.array([_passage_vectors[t] for t in texts], dtype=np.float32).reshape(len(texts), embeddings.DIM)

    monkeypatch.setattr(embeddings, "encode_passages", remembered)
    embedding_jobs.embed_items(embedding_jobs.stale_items())
    monkeypatch.setattr(semantic, "_index", None)
    return corpus
