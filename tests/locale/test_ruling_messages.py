"""Search follows the interface: the rulings page lists the results in its own language first, then the
others; its form and errors speak that language too."""

import pytest

from games.models import Game
from judging import services
from judging.models import Keyword
from judging.selectors import SearchParams, ruling_search

from .pretend import pretend

pytestmark = [pytest.mark.django_db]


@pytest.fixture
def zamasu(db):
    """The English ruling ranks first by itself: the word is in its question, only in the others' answers."""
    dbs = Game.objects.get(slug="dbs")

    def make(language, question, answer):
        return services.ruling_create(game=dbs, language=language, question=question, answer=answer)

    return {
        "en": make("en", "Can Zamasu attack?", "Yes."),
        "fr": make("fr", "Que se passe-t-il ?", "Zamasu attaque."),
        "es": make("es", "¿Qué pasa?", "Zamasu ataca."),
    }


def ids(params):
    return [hit.obj.pk for hit in ruling_search(params=params).hits]


def test_without_a_first_language_the_rank_decides(zamasu):
    assert ids(SearchParams(q="zamasu"))[0] == zamasu["en"].pk


def test_the_first_language_leads_even_past_the_page_size(zamasu):
    assert ids(SearchParams(q="zamasu", first="fr", limit=1)) == [zamasu["fr"].pk]
    assert ids(SearchParams(q="zamasu", first="fr"))[:2] == [zamasu["fr"].pk, zamasu["en"].pk]
    result = ruling_search(params=SearchParams(q="zamasu", first="es"))
    assert result.languages[0] == "es" and {h.obj.language for h in result.hits} == {"en", "fr", "es"}


def test_a_chosen_language_is_searched_alone_whatever_the_interface(zamasu):
    assert ids(SearchParams(q="zamasu", lang="en", first="fr")) == [zamasu["en"].pk]


def test_browsing_by_keyword_lists_the_first_language_first(zamasu):
    keyword = Keyword.objects.create(game=Game.objects.get(slug="dbs"), name="Zamasu", slug="zamasu")
    for ruling in zamasu.values():
        ruling.keywords.add(keyword)
    assert ids(SearchParams(keyword="zamasu", first="es"))[0] == zamasu["es"].pk
    assert ids(SearchParams(keyword="zamasu"))[0] == zamasu["en"].pk  # document order: the first made


def positions(html, rulings):
    return sorted(rulings, key=lambda language: html.index(f"/rulings/{rulings[language].pk}/"))


def test_the_page_lists_its_languages_results_first(client, zamasu):
    assert positions(client.get("/fr/rulings/", {"q": "zamasu"}).content.decode(), zamasu)[0] == "fr"
    assert positions(client.get("/es/rulings/", {"q": "zamasu"}).content.decode(), zamasu)[0] == "es"
    assert positions(client.get("/rulings/", {"q": "zamasu"}).content.decode(), zamasu)[0] == "en"


def test_the_api_keeps_the_rank_order(client, zamasu):
    body = client.get("/api/rulings/", {"q": "zamasu"}, HTTP_ACCEPT_LANGUAGE="fr").json()
    assert body["results"][0]["id"] == zamasu["en"].pk


def test_the_form_and_its_errors_speak_the_pages_language(client, monkeypatch):
    pretend(
        monkeypatch,
        "fr",
        {
            "Search rulings and rules": "Chercher dans les décisions et les règles",
            "All languages": "Toutes les langues",
            "give a query (q), a card or a keyword": "donnez une requête (q), une carte ou un mot-clé",
        },
    )
    html = client.get("/fr/rulings/", {"q": " "}).content.decode()
    assert "Chercher dans les décisions et les règles" in html and "Toutes les langues" in html
    body = client.get("/api/rulings/", {"q": ""}, HTTP_ACCEPT_LANGUAGE="fr").json()
    assert body == {"q": ["donnez une requête (q), une carte ou un mot-clé"]}


def test_a_judge_is_told_in_the_pages_language(judge_client, monkeypatch):
    pretend(monkeypatch, "fr", {"Ruling added.": "Décision ajoutée."})
    data = {"game": "dbs", "language": "fr", "question": "Q ?", "answer": "R."}
    response = judge_client.post("/fr/rulings/new/", data, follow=True)
    assert "Décision ajoutée." in response.content.decode()
