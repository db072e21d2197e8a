"""A list without section headers is sectioned by card type (issue 32, item 1): the real Goat Fusion monsters
Thousand-Eyes Restrict and Gatling Dragon go to the Extra Deck in the parser's placement, the validator, the
editor's import and the API; a header the player wrote still decides (then WRONG_SECTION stands)."""

import json

import pytest

from decks import services
from decks.decklists import parse_decklist
from decks.validation import CardIndex, validate_decklist
from games.models import Game
from tests.support.cards import add_card

pytestmark = pytest.mark.django_db

UNSECTIONED = "3 Sangan\n1 Thousand-Eyes Restrict\n1 Gatling Dragon\n2 Jinzo\n"
TER, GATLING, SANGAN, JINZO = "63519819", "87751584", "26202165", "77585513"
HX = {"HTTP_HX_REQUEST": "true"}


def test_the_parser_marks_the_lines_written_before_any_header():
    parsed = parse_decklist("1 Thousand-Eyes Restrict\n3 Sangan\nSide Deck\n1 Gatling Dragon\n", game="yugioh")
    assert parsed.unplaced_lines == {1, 2}
    ydk = parse_decklist(f"{TER}\n{SANGAN}\n", game="yugioh")  # bare passcodes: a YDK without headers
    assert ydk.format_name == "ydk" and ydk.unplaced_lines == {1, 2}
    assert parse_decklist(f"#main\n{SANGAN}\n#extra\n{TER}\n", game="yugioh").unplaced_lines == set()


def test_placing_moves_the_unplaced_lines_to_their_cards_sections(goat_cards):
    parsed = parse_decklist(UNSECTIONED + "Side Deck\n1 Sangan\n", game="yugioh")
    index = CardIndex.for_entries("yugioh", parsed.candidates())
    parsed.settle(index.knows)
    parsed.place(index.homes)
    assert parsed.sections == {
        "main": ["Sangan"] * 3 + ["Jinzo"] * 2,
        "extra": ["Thousand-Eyes Restrict", "Gatling Dragon"],
        "side": ["Sangan"],
    }


def test_the_validator_sections_an_unsectioned_list_by_card_type(goat_cards):
    body = validate_decklist(game="yugioh", text=UNSECTIONED)
    assert body["sections"] == {"main": 5, "extra": 2, "side": 0}
    assert "WRONG_SECTION" not in [p["code"] for p in body["problems"]]
    ydk = validate_decklist(game="yugioh", text=f"{SANGAN}\n{TER}\n")
    assert ydk["sections"] == {"main": 1, "extra": 1, "side": 0}


def test_an_explicit_header_keeps_the_card_where_the_player_put_it(goat_cards):
    body = validate_decklist(game="yugioh", text="Main Deck\n" + UNSECTIONED)
    assert body["sections"]["extra"] == 0
    wrong = sorted(p["cards"][0] for p in body["problems"] if p["code"] == "WRONG_SECTION")
    assert wrong == sorted([TER, GATLING])
    ydk = validate_decklist(game="yugioh", text=f"#main\n{SANGAN}\n{TER}\n")
    assert [p["code"] for p in ydk["problems"]].count("WRONG_SECTION") == 1


def test_the_editor_import_puts_extra_deck_monsters_in_the_extra_deck(goat_cards, owner):
    sections, report, _style = services.deck_import(game=Game.objects.get(slug="yugioh"), text=UNSECTIONED)
    assert report == []
    assert sections == {"main": {SANGAN: 3, JINZO: 2}, "extra": {TER: 1, GATLING: 1}, "side": {}}


def test_the_editor_import_request_shows_them_in_the_extra_deck(goat_cards, owner_client):
    url = "/decks/new/yugioh/edit/import/"
    html = owner_client.post(url, {"decklist": UNSECTIONED, "mode": "add", "state": "{}"}, **HX).content.decode()
    state = json.loads(html.split('id="state" name="state" value="')[1].split('"')[0].replace("&quot;", '"'))
    assert state["extra"] == {TER: 1, GATLING: 1}


def test_the_api_sections_an_unsectioned_text_by_card_type(goat_cards, client):
    response = client.post(
        "/api/decks/validate/", {"game": "yugioh", "decklist": UNSECTIONED}, content_type="application/json"
    )
    body = response.json()
    assert response.status_code == 200 and body["sections"] == {"main": 5, "extra": 2, "side": 0}
    assert "WRONG_SECTION" not in [p["code"] for p in body["problems"]]


DBZ_UNSECTIONED = "1 SAIYAN-158 Goku\n1 SAIYAN-900 Krillin\n1 SAIYAN-159 Goku\n1 SAIYAN-160 Goku\n3 SAIYAN-001\n"


def test_a_dbz_list_without_headers_puts_only_the_main_personalitys_levels_in_it(saiyan_saga):
    attrs = {"personality": "Krillin", "level": 1, "alignment": "Hero"}
    add_card("dbz", "SAIYAN-900", "Krillin", "Personality", **attrs)  # a hero ally: the real set has none
    body = validate_decklist(game="dbz", text=DBZ_UNSECTIONED)
    assert body["sections"] == {"personality": 3, "main": 4}
    assert not {"WRONG_SECTION", "PERSONALITY_LEVELS"} & {p["code"] for p in body["problems"]}
    sections, _report, _style = services.deck_import(game=Game.objects.get(slug="dbz"), text=DBZ_UNSECTIONED)
    assert sections == {
        "personality": {"SAIYAN-158": 1, "SAIYAN-159": 1, "SAIYAN-160": 1},
        "main": {"SAIYAN-900": 1, "SAIYAN-001": 3},
    }
