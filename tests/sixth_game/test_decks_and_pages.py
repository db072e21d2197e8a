"""Flip, registered for the test only, through the product's decklist validation and pages."""

import json

import pytest

from decks import services as decks
from decks.validation.service import validate_decklist

from .conftest import CARDS, deck

pytestmark = pytest.mark.django_db


def test_a_decklist_is_validated_by_the_games_own_rules(flip):
    assert validate_decklist(game="flip", text=deck(10))["legal"] is True
    body = validate_decklist(game="flip", text=deck(10, copies=3))
    assert body["legal"] is False and body["format"] == "standard"
    assert {p["code"] for p in body["problems"]} == {"COPY_LIMIT", "SECTION_SIZE"}
    short = validate_decklist(game="flip", text=deck(4))
    assert [p["code"] for p in short["problems"]] == ["SECTION_SIZE"]


def test_the_validation_api_knows_the_game(client, flip):
    response = client.post(
        "/api/decks/validate/", json.dumps({"game": "flip", "decklist": deck(12)}), content_type="application/json"
    )
    assert response.status_code == 200, response.content
    assert response.json()["legal"] is True and response.json()["sections"] == {"main": 12}
    codes = [code for code, *_ in CARDS[:10]] + ["FL-０01"]
    response = client.post(
        "/api/decks/validate/", json.dumps({"game": "flip", "main": codes}), content_type="application/json"
    )
    assert response.status_code == 400 and "FL-０01" in response.content.decode()


def test_its_card_pages_render(client, flip):
    page = client.get("/cards/flip/fl-003/")  # its code normaliser: card numbers in upper case
    assert page.status_code == 200 and "Flip card 3" in page.content.decode()
    listing = client.get("/cards/?game=flip&q=Flip")
    assert listing.status_code == 200 and "Flip card 1" in listing.content.decode()
    api = client.get("/api/cards/flip/FL-002/").json()
    assert api["stats"] == {"value": 2, "colour": "blue"}


def test_its_deck_pages_render(client, flip, django_user_model):
    user = django_user_model.objects.create_user("flipper", password="pw-flipper-1")
    client.force_login(user)
    editor = client.get("/decks/new/flip/edit/")
    assert editor.status_code == 200 and "Flip (made up)" in editor.content.decode()
    sections = {"main": [code for code, *_ in CARDS[:10]]}
    mine = decks.deck_create(owner=user, game=flip, name="Ten flips", sections=sections)
    detail = client.get(f"/decks/{mine.pk}/").content.decode()
    assert "Ten flips" in detail and "Values" in detail  # its chart
    text = client.get(f"/decks/{mine.pk}/export/txt/").content.decode()
    assert text.startswith("Deck\n1 FL-001 Flip card 1\n")  # its writer's words: header, code first
    assert client.get(f"/decks/{mine.pk}/export/ydk/").status_code == 404  # not a YDK game
    assert client.get(f"/decks/{mine.pk}/print/").status_code == 200
