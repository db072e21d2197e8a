"""GET /api/cards/ and /api/cards/<game>/<code>/: paginated results, clear 400s, never a 500."""

import pytest

from games.models import Format, FormatCard, Game
from tests.support.cards import add_card

from .helpers import api_cards

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_results_are_paginated_with_the_stats_of_their_game(client, sample_cards):
    body = api_cards(client, game="yugioh", q="magician").json()
    assert set(body) == {"count", "count_exact", "next", "previous", "results"}
    assert body["count"] == 2
    assert body["count_exact"] is True
    first = body["results"][0]
    assert first == {
        "game": "yugioh",
        "code": "46986414",
        "name": "Dark Magician",
        "type": "Normal Monster",
        "stats": {"kind": "monster", "attribute": "DARK", "race": "Spellcaster", "level": 7, "atk": 2500, "def": 2100},
        "alternate_of": None,
        "url": "http://testserver/cards/yugioh/46986414/",
    }


def test_dbs_results_carry_dbs_stats(client, sample_cards):
    result = api_cards(client, game="dbs", q="k:ultimate").json()["results"][0]
    assert result["stats"]["cost"] == 5
    assert result["stats"]["keywords"] == ["Ultimate"]


def test_pages_follow_each_other(client, sample_cards):
    body = api_cards(client, game="yugioh", page_size=3).json()
    assert body["count"] == 8
    assert len(body["results"]) == 3
    assert "page=2" in body["next"]
    second = client.get(body["next"]).json()
    assert second["previous"] is not None
    assert {r["code"] for r in body["results"]}.isdisjoint({r["code"] for r in second["results"]})


def test_a_page_past_the_end_is_a_404_not_a_500(client, sample_cards):
    assert api_cards(client, game="yugioh", page=99).status_code == 404


def test_a_malformed_query_is_a_400_with_its_position(client, sample_cards):
    response = api_cards(client, game="yugioh", q="t:spell (o:draw")
    assert response.status_code == 400
    assert response.json() == {"error": "this '(' is never closed", "position": 8}


def test_a_too_long_query_is_a_clear_400(client, sample_cards):
    response = api_cards(client, game="yugioh", q="a" * 501)
    assert response.status_code == 400
    assert "longer than 500" in response.json()["error"]


def test_an_unknown_game_is_a_400_naming_the_games(client, sample_cards):
    response = api_cards(client, game="chess", q="king")
    assert response.status_code == 400
    assert "unknown game 'chess'" in response.json()["error"]
    assert "yugioh" in response.json()["error"]


def test_without_a_game_every_game_is_searched(client, sample_cards):
    body = api_cards(client, q="goku").json()
    assert {r["game"] for r in body["results"]} == {"dbs", "dbz"}


@pytest.mark.parametrize(
    "q", ["%00", "%27%3B%20DROP%20TABLE%20games_card%3B", "%ED%A0%80", "%FF%FE", "(" * 16 + "a", "%25"]
)
def test_hostile_queries_never_500(client, sample_cards, q):
    response = client.get(f"/api/cards/?game=yugioh&q={q}")
    assert response.status_code in (200, 400)
    assert client.get("/api/cards/", {"game": "yugioh"}).json()["count"] == 8


def test_the_card_api_gives_printings_and_format_status(client, sample_cards):
    original = add_card("dbs", "BT1-057", "Son Goku", "Battle", base_code="BT1-057")
    add_card("dbs", "BT1-057_SPR", "Son Goku", "Battle", base_code="BT1-057").__class__.objects.filter(
        code="BT1-057_SPR"
    ).update(alternate_of=original)
    fmt = Format.objects.create(game=Game.objects.get(slug="dbs"), slug="may", name="May", limits={"copies": 4})
    FormatCard.objects.create(format=fmt, code="BT1-057", limit=1)
    body = client.get("/api/cards/dbs/BT1-057_SPR/").json()
    assert body["alternate_of"] == "BT1-057"
    assert body["printings"] == ["BT1-057"]
    statuses = {f["format"]: f["status"] for f in body["formats"]}
    assert statuses == {"faq-standard": "allowed", "may": "limited 1"}


def test_an_unknown_card_is_a_404(client, sample_cards):
    assert client.get("/api/cards/yugioh/1/").status_code == 404
    assert client.get("/api/cards/chess/1/").status_code == 404


def test_the_schema_documents_the_cards_endpoint(client):
    schema = client.get("/api/schema/").content.decode()
    assert "/api/cards/" in schema


def test_list_rows_are_what_the_card_serializer_gives(rf, sample_cards):
    from games.api_cards import LIST_FIELDS, CardSerializer, card_row
    from games.models import Card

    request = rf.get("/api/cards/")
    for card in Card.objects.select_related("game", "alternate_of"):
        card.alternate_of = card  # a printing link too
        row = {**{f: getattr(card, f) for f in ("code", "name", "type", "attrs")}, "game__slug": card.game.slug}
        row["alternate_of__code"] = card.code
        assert set(row) == set(LIST_FIELDS)
        assert card_row(row, "http://testserver/cards/") == CardSerializer(card, context={"request": request}).data


def test_a_typo_search_through_the_api_orders_by_closeness(client, sample_cards, settings):
    if not settings.DATABASE_IS_POSTGRES:
        pytest.skip("typo tolerance is PostgreSQL's trigram index")
    body = api_cards(client, game="yugioh", q="magican").json()
    assert [r["name"] for r in body["results"]][:1] == ["Dark Magician"]


@pytest.mark.django_db
@pytest.mark.parametrize("size", ["null", "-3", "two", "1e9"])
def test_a_page_size_that_is_not_a_number_is_a_400(client, size):
    response = client.get("/api/cards/", {"page_size": size})
    assert response.status_code == 400
    assert response.json() == {"page_size": ["must be a whole number"]}
