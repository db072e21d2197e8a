"""Searches over rulings a test writes itself, in a module of their own: the other search tests share one
import of the six real documents per module (tests/judging/conftest.py), which these must not see."""

import pytest

from games.models import Game
from judging import services

from .conftest import search

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_a_language_imported_after_a_search_is_searched_by_the_next_one(db, import_doc, broly):
    """Which languages a search looks in is what the previous search read (kept in the process and
    never told of imports, as in a process other than the importer's): a document in a new language
    imported in between is found at once."""
    import_doc("faq")
    result, results = search("Barrière or barrier", game="dbs")
    assert result.languages == ["fr"]
    assert results and {r["language"] for r in results} == {"fr"}
    import_doc("manual")
    result, results = search("Barrière or barrier", game="dbs")
    assert result.languages == ["fr", "en"]
    assert {r["language"] for r in results} == {"fr", "en"}


@pytest.fixture
def zamasu_rulings(db):
    dbs = Game.objects.get(slug="dbs")

    def make(question, answer):
        return services.ruling_create(game=dbs, language="fr", question=question, answer=answer)

    in_answer = make("Que se passe-t-il ici ?", "Zamasu, Zamasu et encore Zamasu : la réponse parle de Zamasu.")
    in_question = make("Est-ce que Zamasu peut attaquer ?", "Oui.")
    return in_question, in_answer


def test_a_hit_in_the_question_ranks_before_hits_in_the_answer(zamasu_rulings):
    in_question, in_answer = zamasu_rulings
    _, results = search("zamasu", lang="fr")
    assert [r["id"] for r in results] == [in_question.pk, in_answer.pk]


def test_a_current_ruling_ranks_before_a_superseded_one(zamasu_rulings, judge):
    in_question, in_answer = zamasu_rulings
    services.ruling_supersede(old=in_question, new=in_answer, user=judge)
    _, results = search("zamasu", lang="fr")
    assert [r["id"] for r in results] == [in_answer.pk, in_question.pk]
    assert results[1]["status"] == "superseded" and results[1]["superseded_by"] == in_answer.pk
    _, current = search("zamasu", lang="fr", status="current")
    assert [r["id"] for r in current] == [in_answer.pk]


def test_snippets_escape_the_source_and_mark_the_hits(db):
    services.ruling_create(
        game=Game.objects.get(slug="dbs"),
        language="fr",
        question="Le texte <script>alert('x')</script> de Vegeta ?",
        answer="Oui & non.",
    )
    _, results = search("Vegeta", lang="fr")
    snippet = results[0]["snippet"]
    assert "<script>" not in snippet
    assert "&lt;script&gt;" in snippet and "<mark>Vegeta</mark>" in snippet and "&amp;" in snippet
