"""Names shown to other people lose the characters that spoof how text displays."""

import pytest

from config.text import display_text

pytestmark = pytest.mark.smoke


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("\u202egnp.exe", "gnp.exe"),  # right-to-left override
        ("Blue\u200b-Eyes", "Blue-Eyes"),  # zero-width space
        ("\u2067Alice\u2069", "Alice"),  # isolates
        ("Round 1\r\nTable 4", "Round 1 Table 4"),
        ("bell\x07", "bell"),
        ("  padded  ", "padded"),
    ],
)
def test_spoofing_characters_are_taken_out(typed, shown):
    assert display_text(typed) == shown


@pytest.mark.parametrize("kept", ["مي\u200cكروسوفت", "👩\u200d⚖️", "ไพ่ทรัมป์", "Élan — «Vitesse»"])
def test_joiners_and_ordinary_text_are_kept(kept):
    assert display_text(kept) == kept


@pytest.mark.django_db
def test_a_deck_named_through_the_api_is_stored_clean(owner_client):
    response = owner_client.post(
        "/api/decks/", {"game": "yugioh", "name": "\u202eevil\nname"}, content_type="application/json"
    )
    assert response.status_code == 201, response.content
    from decks.models import Deck

    assert Deck.objects.get().name == "evil name"
