"""An anonymous API call does no work it does not need (issue 34): no session is loaded or saved, no cookie is
set, no query is made that the answer does not read (the middleware's session, user, CSRF and language are lazy)."""

import json

import pytest

from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]


def test_the_api_root_makes_no_query_and_sets_no_cookie(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/api/")
    assert response.status_code == 200
    assert not response.cookies
    assert "Cookie" in response["Vary"]  # the language may come from a cookie: caches are told, nothing is read


def test_validating_a_list_reads_the_game_and_nothing_for_the_session(client, django_assert_num_queries):
    add_card("yugioh", "46986414", "Dark Magician", "Normal Monster", kind="monster")
    body = json.dumps({"game": "yugioh", "decklist": "3 Dark Magician\n"})
    client.post("/api/decks/validate/", body, content_type="application/json")  # the game's cards, once a process
    with django_assert_num_queries(1):  # the game and its revision: is what the process keeps current
        response = client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 200
    assert not response.cookies
