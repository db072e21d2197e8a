"""/api/decks/: the deck operations for API clients, ownership enforced."""

import json

import pytest

from decks.models import Deck

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def post(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


def test_creating_a_deck_returns_it_with_its_legality(owner_client, ygo_cards):
    body = {"name": "API deck", "game": "yugioh", "sections": {"main": {c.code: 2 for c in ygo_cards[:20]}}}
    response = post(owner_client, "/api/decks/", body)
    assert response.status_code == 201, response.content
    data = response.json()
    assert (data["name"], data["game"], data["format"], data["revision"], data["legal"]) == (
        "API deck", "yugioh", "advanced", 1, True,
    )  # fmt: skip
    assert data["owner"] == "alice" and data["is_public"] is False
    assert data["sections"]["main"]["10000"] == 2


def test_sections_may_be_lists_of_codes_one_per_copy(owner_client, ygo_cards):
    response = post(
        owner_client, "/api/decks/", {"name": "x", "game": "yugioh", "sections": {"main": ["10000", "10000"]}}
    )
    assert response.json()["sections"]["main"] == {"10000": 2}


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"name": "x", "game": "chess"}, "game", "does not exist"),
        ({"name": "x", "game": "tractor"}, "game", "does not exist"),
        ({"name": "x", "game": "yugioh", "format": "nope"}, "format", "no format 'nope'"),
        ({"name": "x", "game": "yugioh", "sections": {"graveyard": {}}}, "sections", "unknown section"),
        ({"name": "x", "game": "yugioh", "sections": {"main": {"1": 500}}}, "sections", "count must be"),
        ({"name": "x", "game": "dbz", "style": "Purple"}, "style", "style must be one of"),
        ({"name": " ", "game": "yugioh"}, "name", ""),
    ],
)
def test_bad_input_is_a_400_naming_the_field(owner_client, body, field, message):
    response = post(owner_client, "/api/decks/", body)
    assert response.status_code == 400
    assert message in str(response.json()[field])


def test_the_list_is_my_decks_and_public_decks_on_request(owner_client, outsider_client, deck, public_deck):
    mine = owner_client.get("/api/decks/").json()["results"]
    assert {d["name"] for d in mine} == {"Alice's deck", "Shared deck"}
    theirs = outsider_client.get("/api/decks/").json()["results"]
    assert theirs == []
    public = outsider_client.get("/api/decks/?public=1&game=yugioh").json()["results"]
    assert [d["name"] for d in public] == ["Shared deck"]


def test_anonymous_clients_see_only_public_decks(client, deck, public_deck):
    assert [d["name"] for d in client.get("/api/decks/").json()["results"]] == ["Shared deck"]


def test_an_update_names_its_starting_revision(owner_client, deck):
    response = owner_client.patch(
        f"/api/decks/{deck.pk}/", json.dumps({"name": "New"}), content_type="application/json"
    )
    assert response.status_code == 400
    assert "revision" in response.json()


def test_an_update_replaces_the_cards_and_adds_a_revision(owner_client, deck):
    body = {"revision": 1, "sections": {"main": {"10000": 3}}, "format": "advanced", "is_public": True}
    response = owner_client.put(
        f"/api/decks/{deck.pk}/", json.dumps({**body, "name": "Put", "game": "yugioh"}), content_type="application/json"
    )
    assert response.status_code == 200, response.content
    data = response.json()
    assert (data["revision"], data["legal"], data["is_public"], data["sections"]) == (
        2,
        False,
        True,
        {"main": {"10000": 3}},
    )
    revisions = owner_client.get(f"/api/decks/{deck.pk}/revisions/").json()["results"]
    assert [r["number"] for r in revisions] == [2, 1]
    assert revisions[1]["sections"]["main"]["10000"] == 2


def test_the_game_of_a_deck_cannot_change(owner_client, deck):
    body = json.dumps({"revision": 1, "game": "dbs"})
    response = owner_client.patch(f"/api/decks/{deck.pk}/", body, content_type="application/json")
    assert response.status_code == 400 and "game" in response.json()


def test_the_owner_can_delete(owner_client, deck):
    assert owner_client.delete(f"/api/decks/{deck.pk}/").status_code == 204
    assert not Deck.objects.filter(pk=deck.pk).exists()


def test_cloning_a_public_deck_through_the_api(outsider_client, public_deck):
    response = outsider_client.post(f"/api/decks/{public_deck.pk}/clone/")
    assert response.status_code == 201
    data = response.json()
    assert (data["owner"], data["is_public"], data["sections"]) == ("mallory", False, public_deck.sections())


def test_the_schema_describes_the_decks_api(client):
    schema = client.get("/api/schema/").content.decode()
    assert "/api/decks/{id}/revisions/" in schema


def test_the_game_filter_keeps_only_that_games_decks(owner_client, owner, deck):
    from decks import services
    from games.models import Game

    services.deck_create(owner=owner, game=Game.objects.get(slug="dbz"), name="Goku")
    assert [d["name"] for d in owner_client.get("/api/decks/?game=dbz").json()["results"]] == ["Goku"]
    assert "Goku" not in {d["name"] for d in owner_client.get("/api/decks/?game=yugioh").json()["results"]}


def test_the_deck_routes_take_only_numeric_ids():
    """Whatever order the URL modules are included in, /api/decks/validate/ is never a deck's detail route."""
    from django.urls import Resolver404, get_resolver

    import decks.urls

    resolver = get_resolver(decks.urls)
    for path in ("/api/decks/validate/", "/api/decks/validate/bulk/", "/api/decks/abc/revisions/"):
        with pytest.raises(Resolver404):
            resolver.resolve(path)
    assert resolver.resolve("/api/decks/12/").kwargs == {"pk": "12"}
