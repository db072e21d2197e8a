"""API bodies nested deeper than the JSON parser can follow are the client's fault: a 400 that says so."""

import pytest

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

DEEP = "[" * 50_000 + "]" * 50_000


@pytest.mark.parametrize("body", [DEEP, '{"game": "yugioh", "decklist": ' + DEEP + "}"])
def test_json_nested_50000_deep_is_a_400_not_a_500(client, body):
    response = client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deep" in response.content.decode()
