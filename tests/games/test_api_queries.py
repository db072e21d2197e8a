"""GET /api/cards/ in as few statements as it can (issue 19): the game is picked inside the search's SQL,
and read on its own only to tell an unknown game from a search that found nothing."""

import pytest

from games.models import Game

from .helpers import api_cards

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture(autouse=True)
def _searches_run(settings):
    """These count the search's own statements: no answer is kept from an earlier identical search here, nor is
    the token read that says whether one is current (tests/games/test_kept_searches.py counts that one)."""
    settings.RESULTS_KEPT = 0


UNKNOWN_GAME = "unknown game 'chess'; one of: "


def test_a_short_first_page_of_a_game_is_one_statement(client, sample_cards, django_assert_num_queries):
    with django_assert_num_queries(1):
        body = api_cards(client, game="yugioh", q="t:monster atk>=2000").json()
    assert [r["name"] for r in body["results"]] == [
        "Blue-Eyes Ultimate Dragon",
        "Blue-Eyes White Dragon",
        "Dark Magician",
        "Dark Magician Girl",
    ]
    assert (body["count"], body["next"]) == (4, None)


def test_a_full_first_page_and_its_count_are_one_statement(client, sample_cards, django_assert_num_queries):
    with django_assert_num_queries(1):
        body = api_cards(client, game="yugioh", page_size=2).json()
    assert (body["count"], len(body["results"])) == (8, 2)
    assert "page=2" in body["next"]


def test_a_word_search_with_matches_is_one_statement(client, sample_cards, django_assert_num_queries):
    # The typo-tolerant retry is decided by the first page's own count, not by asking first.
    with django_assert_num_queries(1):
        body = api_cards(client, game="yugioh", q="magician").json()
    assert [r["name"] for r in body["results"]] == ["Dark Magician", "Dark Magician Girl"]
    assert (body["count"], body["count_exact"]) == (2, True)


def test_a_typo_on_a_first_page_is_retried_after_the_exact_page_found_nothing(client, sample_cards, settings):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    if not settings.DATABASE_IS_POSTGRES:
        pytest.skip("typo tolerance is PostgreSQL's trigram index")
    with CaptureQueriesContext(connection) as queries:
        body = api_cards(client, game="yugioh", q="magican").json()
    pages = [q["sql"] for q in queries.captured_queries if "COUNT(*) OVER ()" in q["sql"]]
    assert len(pages) == 2 and "similarity" not in pages[0].lower() and "similarity" in pages[1].lower()
    assert [r["name"] for r in body["results"]][:1] == ["Dark Magician"]


def test_the_game_is_picked_inside_the_search_statement(client, sample_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        api_cards(client, game="dbs", q="c:blue")
    (statement,) = [q["sql"] for q in queries.captured_queries]
    assert 'FROM "games_card"' in statement and "\"slug\" = 'dbs'" in statement


def test_a_search_of_a_game_that_finds_nothing_asks_whether_the_game_exists(
    client, sample_cards, django_assert_num_queries
):
    with django_assert_num_queries(2):
        body = api_cards(client, game="dbz", q="t:fusion").json()
    assert (body["count"], body["results"]) == (0, [])


def test_a_game_without_cards_is_not_an_unknown_game(client, sample_cards):
    Game.objects.create(slug="chess", name="Chess")
    response = api_cards(client, game="chess", q="king")
    assert response.status_code == 200
    assert response.json()["count"] == 0


@pytest.mark.parametrize(
    "params",
    [
        {"q": "king"},
        {"q": "t:spell (o:draw"},  # a malformed query: the game was read first, so its error wins
        {"q": "king", "page": "2"},  # a page past the end
        {"q": "king", "page_size": "two"},  # a page size that is not a number
        {},
    ],
    ids=["no-match", "malformed-query", "page-past-the-end", "bad-page-size", "no-query"],
)
def test_an_unknown_game_is_the_400_it_was_whatever_else_is_wrong(client, sample_cards, params):
    response = api_cards(client, game="chess", **params)
    assert response.status_code == 400
    body = response.json()
    assert body["position"] is None
    assert body["error"].startswith(UNKNOWN_GAME)
    assert set(body["error"].removeprefix(UNKNOWN_GAME).split(", ")) == set(Game.objects.values_list("slug", flat=True))


def test_a_known_game_keeps_its_own_errors(client, sample_cards):
    assert api_cards(client, game="yugioh", q="t:spell (o:draw").json() == {
        "error": "this '(' is never closed",
        "position": 8,
    }
    assert api_cards(client, game="yugioh", q="dragon", page="2").status_code == 404
    assert api_cards(client, game="yugioh", page_size="two").json() == {"page_size": ["must be a whole number"]}


def test_a_first_page_asked_again_reuses_its_statement_not_its_cards(client, sample_cards, monkeypatch):
    from games import api_cards as module
    from tests.support.cards import add_card

    module._exact_statement.cache_clear()
    built, cards = [], module.ExactSearch.cards
    monkeypatch.setattr(module.ExactSearch, "cards", lambda search: built.append(search) or cards(search))
    first = api_cards(client, game="yugioh", q="magician").json()
    add_card("yugioh", "99999999", "Magician of Tests", "Effect Monster", kind="monster", types=["monster"])
    again = api_cards(client, game="yugioh", q="magician").json()
    assert len(built) == 1 and module._exact_statement.cache_info().hits == 1  # parsed and compiled once
    assert [r["name"] for r in first["results"]] == ["Dark Magician", "Dark Magician Girl"]
    assert [r["name"] for r in again["results"]] == ["Dark Magician", "Dark Magician Girl", "Magician of Tests"]
    assert (first["count"], again["count"]) == (2, 3)
