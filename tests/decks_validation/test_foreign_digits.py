"""A card code written in another script's digits (², ①, fullwidth, Arabic-Indic, Thai) is refused with a
400 naming its line or section, never read as another card, never a 500 (issue 29)."""

import json

import pytest

from decks.decklists import DecklistError, parse_decklist
from decks.validation.service import ValidationInputError, validate_sections
from tests.support.cards import forty

pytestmark = pytest.mark.django_db
URL = "/api/decks/validate/"
FOREIGN = ["²", "①", "８９６３１１３９", "٨٩٦٣١١٣٩", "๘๙๖๓๑๑๓๙", "8963113²"]


def post(client, payload):
    return client.post(URL, json.dumps(payload), content_type="application/json")


@pytest.mark.parametrize("code", FOREIGN)
def test_a_ydk_line_in_other_digits_is_refused_naming_its_line(code):
    with pytest.raises(DecklistError, match=f"Line 3: {code} is not a card code"):
        parse_decklist(f"#main\n89631139\n{code}\n", game="yugioh")


@pytest.mark.parametrize("code", ["١٢٣٤٥", "１２３４５", "๑๒๓๔๕"])
def test_a_text_line_in_other_digits_is_refused_not_read_as_passcode_12345(code):
    with pytest.raises(DecklistError, match=f"Line 1: {code} is not a card code"):
        parse_decklist(f"3 {code}\n", game="yugioh")


def test_a_card_number_in_other_digits_is_refused():
    with pytest.raises(DecklistError, match="Line 2: BT1-０57 is not a card code"):
        parse_decklist("Main Deck\n4 BT1-０57 Goku\n", game="dbs")


def test_counts_and_ascii_codes_are_read_as_before():
    deck = parse_decklist("#main\n0089631139\n", game="yugioh")
    assert [e.value for e in deck.entries["main"]] == ["89631139"]
    deck = parse_decklist("4 bt1-057 Goku\n", game="dbs")
    assert [e.value for e in deck.entries["main"]] == ["BT1-057"] * 4


@pytest.mark.parametrize("decklist", ["#main\n²²²²\n", "#main\n²\n", "3 ١٢٣٤٥\n"])
def test_the_api_answers_400_naming_the_line(client, ygo_pool, decklist):
    response = post(client, {"game": "yugioh", "decklist": decklist})
    assert response.status_code == 400
    assert "is not a card code" in json.dumps(response.json(), ensure_ascii=False)
    assert "Line " in json.dumps(response.json())


@pytest.mark.parametrize("code", ["①", "８９６３１１３９"])
def test_the_api_answers_400_naming_the_section_and_card(client, ygo_pool, code):
    response = post(client, {"game": "yugioh", "main": [*forty(), code]})
    assert response.status_code == 400
    body = json.dumps(response.json(), ensure_ascii=False)
    assert "main" in body and code in body and "is not a card code" in body


def test_validate_sections_names_the_field(ygo_pool):
    with pytest.raises(ValidationInputError) as caught:
        validate_sections(game="yugioh", sections={"side": ["①"]})
    assert caught.value.field == "side"
