"""A card page or API URL whose code is written in another script's digits is a 404, not a 500 (issue 29)."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("code", ["²", "%C2%B2", "①", "٠٥٣١٨٦٣٩", "０５３１８６３９"])
def test_the_card_page_is_a_404(client, sample_cards, code):
    assert client.get(f"/cards/yugioh/{code}/").status_code == 404


@pytest.mark.parametrize("code", ["%C2%B2", "①", "٠٥٣١٨٦٣٩"])
def test_the_card_api_is_a_404(client, sample_cards, code):
    assert client.get(f"/api/cards/yugioh/{code}/").status_code == 404


def test_the_same_passcode_in_ascii_digits_is_found(client, sample_cards):
    assert client.get("/cards/yugioh/05318639/").status_code == 200
    assert client.get("/api/cards/yugioh/05318639/").status_code == 200
