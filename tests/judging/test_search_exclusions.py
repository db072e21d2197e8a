"""A query that only excludes (-word) asks for a word to search for, the same on PostgreSQL and SQLite, in
the search, the API and the page: PostgreSQL alone would list every ruling lacking the word, FTS5 none."""

import pytest

from judging.selectors import SearchError, SearchParams, ruling_search

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

ONLY_EXCLUSIONS = [
    "-contre",
    '-"mode Inertie"',
    "-contre -Broly",
    "barrière or -contre",  # an alternative between `or` of exclusions alone
    "le -contre",  # "le" is too common to be searched: only the exclusion is left
]


def search_error(text, **params):
    with pytest.raises(SearchError) as error:
        ruling_search(params=SearchParams(q=text, **params))
    return error.value


@pytest.mark.parametrize("lang", ["fr", ""])
@pytest.mark.parametrize("text", ONLY_EXCLUSIONS)
def test_a_query_of_only_exclusions_asks_for_a_word_to_search_for(corpus, text, lang):
    error = search_error(text, lang=lang)
    assert error.field == "q"
    assert str(error).startswith("add a word to search for: -")


def test_the_message_names_the_exclusion_and_the_common_word(corpus):
    assert str(search_error("le -contre", lang="fr")) == (
        "add a word to search for: -contre only excludes, and le is too common to be searched"
    )
    assert str(search_error("barrière or -contre")) == (
        "add a word to search for: -contre only excludes (each side of 'or' needs one)"
    )


def test_a_word_common_in_one_searched_language_counts_as_no_word(corpus):
    # "the" is searched in French ("the" is no French word to leave out) but not in English.
    assert ruling_search(params=SearchParams(q="the -contre", lang="fr")) is not None
    assert str(search_error("the -contre", lang="en")).startswith("add a word to search for: -contre")


def test_a_filter_does_not_make_exclusions_alone_a_search(corpus):
    assert search_error("-contre", card="BT1-057").field == "q"


def test_exclusions_beside_a_word_still_search(corpus):
    result = ruling_search(params=SearchParams(q="Vengeance -Bloqueur", lang="fr"))
    assert result.hits


@pytest.mark.postgres
def test_a_word_only_postgresql_leaves_out_counts_as_no_word(corpus):
    # "sont" is a stop word of PostgreSQL's French configuration, not of the list SQLite's search uses.
    assert str(search_error("sont -contre", lang="fr")).startswith("add a word to search for: -contre only excludes")


def test_the_api_answers_400_with_the_message(client, corpus):
    response = client.get("/api/rulings/", {"q": "-contre", "lang": "fr"})
    assert response.status_code == 400
    assert response.json() == {"q": ["add a word to search for: -contre only excludes"]}


@pytest.mark.parametrize("htmx", [False, True])
def test_the_page_shows_the_message_and_no_results(client, corpus, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    html = client.get("/rulings/", {"q": "-contre"}, headers=headers).content.decode()
    assert 'role="alert">add a word to search for: -contre only excludes</p>' in html
    assert "ruling-hit" not in html
