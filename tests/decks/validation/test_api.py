"""POST /api/decks/validate/: decklists or sections in, the verdict out; bad input is a clear 4xx."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.cards import add_card, forty, ydk

from .conftest import make_format

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
URL = "/api/decks/validate/"


def post(client, payload, **extra):
    body = payload if isinstance(payload, str | bytes) else json.dumps(payload)
    return client.post(URL, body, content_type="application/json", **extra)


def test_a_decklist_in_any_format(client, ygo_pool):
    response = post(client, {"game": "yugioh", "decklist": ydk(forty())})
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is True and body["format"] == "advanced" and body["sections"]["main"] == 40


def test_sections_of_codes(client, ygo_pool):
    response = post(client, {"game": "yugioh", "main": forty(), "extra": ["70000001"], "side": ["55144522"] * 4})
    body = response.json()
    assert response.status_code == 200 and body["legal"] is False
    assert [p["code"] for p in body["problems"]] == ["COPY_LIMIT"]
    assert body["problems"][0]["rule"] and body["problems"][0]["cards"] == ["55144522"]


def test_format_and_date_are_honoured(client, ygo_pool):
    make_format("yugioh", "old-list", "2004-01-01", {"10000": 0})
    assert post(client, {"game": "yugioh", "date": "2003-01-01", "main": forty()}).json()["legal"] is True
    body = post(client, {"game": "yugioh", "date": "2004-01-02", "main": forty()}).json()
    assert body["format"] == "old-list" and body["problems"][0]["code"] == "FORMAT_LIMIT"
    assert post(client, {"game": "yugioh", "format": "advanced", "main": forty()}).json()["legal"] is True


@pytest.mark.parametrize(
    ("payload", "needle"),
    [
        ({"game": "yugioh", "decklist": "hello world"}, "not a decklist"),
        ({"game": "yugioh", "decklist": ""}, "decklist"),
        ({"game": "yugioh"}, "send a decklist"),
        ({"game": "chess", "decklist": "1 A"}, "game"),
        ({"game": "yugioh", "format": "nope", "decklist": "#main\n"}, "no format"),
        ({"game": "yugioh", "date": "not-a-date", "main": []}, "date"),
        ({"game": "yugioh", "main": "10000"}, "main"),
        ({"game": "yugioh", "main": [{"code": 1}, [2]]}, "main"),
        ({"game": "yugioh", "main": ["1"] * 501}, "main"),
        ({"game": "yugioh", "decklist": "x" * 100_001}, "decklist"),
    ],
)
def test_bad_input_is_a_400_with_the_reason(client, ygo_pool, payload, needle):
    response = post(client, payload)
    assert response.status_code == 400
    assert needle in json.dumps(response.json())


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", "null", '"text"', "{"])
def test_a_body_that_is_not_a_json_object_is_a_400(client, raw):
    assert post(client, raw).status_code == 400


def test_an_oversized_body_is_a_413(client):
    assert post(client, {"game": "yugioh", "decklist": "1 A\n" * 150_000}).status_code == 413


def test_only_post(client):
    assert client.get(URL).status_code == 405


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from(["yugioh", "dbs", "dbz", "esferas"]),
    st.text(max_size=300),
)
def test_hostile_decklists_never_give_a_500(client, ygo_pool, game, text):
    response = post(client, {"game": game, "decklist": text})
    assert response.status_code in (200, 400)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4),
    max_leaves=8,
)
FIELDS = st.sampled_from(["game", "main", "side", "format", "date", "style", "decklist"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(FIELDS, JSON_VALUES))
def test_hostile_json_never_gives_a_500(client, payload):
    assert post(client, payload).status_code in (200, 400)


@pytest.mark.parametrize("decklist", [5, 5.5, 0, ["#main", "10000"], {"main": "10000"}, True, False])
def test_a_decklist_that_is_not_a_string_is_a_400_naming_the_field(client, ygo_pool, decklist):
    response = post(client, {"game": "yugioh", "decklist": decklist})
    assert response.status_code == 400
    assert list(response.json()["fields"]) == ["decklist"]


@pytest.fixture
def dbs_fillers(db):
    """Champa (a Leader) and 50 plain Battle Cards, BT9-000 to BT9-049 (the real card file is `dbs_cards`)."""
    add_card("dbs", "BT1-001", "Champa", "Leader", base_code="BT1-001")
    for i in range(50):
        add_card("dbs", f"BT9-{i:03d}", f"Filler {i}", "Battle", base_code=f"BT9-{i:03d}", keywords=[])
    return [f"BT9-{i:03d}" for i in range(50)]


@pytest.mark.parametrize("leader", ["BT1-001", ["BT1-001"], "Champa"])
def test_a_dbs_leader_may_be_one_code_or_a_list_of_one(client, dbs_fillers, leader):
    response = post(client, {"game": "dbs", "leader": leader, "main": dbs_fillers})
    body = response.json()
    assert response.status_code == 200, body
    assert body["legal"] is True and body["sections"]["leader"] == 1


@pytest.mark.parametrize("leader", [5, {"code": "BT1-001"}, "", "x" * 201, [5]])
def test_a_leader_that_is_neither_a_code_nor_a_list_of_codes_is_a_400(client, dbs_fillers, leader):
    response = post(client, {"game": "dbs", "leader": leader, "main": dbs_fillers})
    assert response.status_code == 400 and list(response.json()["fields"]) == ["leader"]


def test_field_errors_are_each_requests_own_in_its_language(client, ygo_pool):
    # The body's fields are built once per thread (config.api.KeptFields): nothing of one request's data or
    # language stays in them for the next.
    bad = {"game": "chess", "main": ["", 5], "date": "x"}
    french = post(client, bad, HTTP_ACCEPT_LANGUAGE="fr").json()["fields"]
    english = post(client, {"game": "yugioh", "date": "x"}, HTTP_ACCEPT_LANGUAGE="en").json()["fields"]
    assert set(french) == {"game", "main", "date"} and "chess" in french["game"][0]
    assert french["date"][0] != english["date"][0] and english["date"][0].startswith("Date has wrong format")
    assert set(english) == {"date"}
    assert post(client, {"game": "yugioh", "main": forty()}).json()["legal"] is True
