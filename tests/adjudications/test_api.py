"""POST/GET /api/adjudications/: shape checked at once, 202, idempotency, limits, privacy."""

import json

import pytest

from judging.adjudications import api, registry, services
from judging.adjudications.models import Adjudication
from tests.conftest import api_as

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
URL = "/api/adjudications/"


def submit(user, body, **headers):
    return api_as(user).post(URL, body, format="json", headers=headers)


def test_it_accepts_a_well_formed_record_with_202(requester, record):
    response = submit(requester, {"game": "tractor", "record": record})
    assert response.status_code == 202
    body = response.json()
    adjudication = Adjudication.objects.get(pk=body["id"])
    assert body["status"] == "queued"
    assert body["url"].endswith(f"/api/adjudications/{adjudication.pk}/")
    assert response["Location"] == body["url"]
    assert adjudication.requested_by == requester
    assert adjudication.record == record
    assert adjudication.variant == {"kitty_multiplier": "times", "follow_tractor": False}


def test_it_stores_the_variant_it_was_given(requester, record):
    variant = {"kitty_multiplier": "power", "follow_tractor": True}
    response = submit(requester, {"game": "tractor", "record": record, "variant": variant})
    assert Adjudication.objects.get(pk=response.json()["id"]).variant == variant


def test_it_names_the_field_path_of_a_shape_error(requester, record):
    record["tricks"][3][1]["cards"][0] = "11H"
    response = submit(requester, {"game": "tractor", "record": record})
    assert response.status_code == 400
    assert response.json() == {"record": ['tricks[3][1].cards[0]: unknown card "11H"']}
    assert not Adjudication.objects.exists()


def test_it_lists_every_missing_field(requester):
    response = submit(requester, {"game": "tractor", "record": {"levels": ["2", "2"]}})
    assert response.status_code == 400
    assert {"dealer: missing", "hands: missing", "kitty: missing"} <= set(response.json()["record"])


def test_it_refuses_a_record_that_is_not_an_object(requester):
    response = submit(requester, {"game": "tractor", "record": [1, 2]})
    assert response.status_code == 400
    assert "must be a JSON object" in response.json()["record"][0]


def test_it_refuses_an_unknown_variant_key(requester, record):
    response = submit(requester, {"game": "tractor", "record": record, "variant": {"jokers": 4}})
    assert response.status_code == 400
    assert 'unknown variant key "jokers"' in response.json()["variant"][0]


def test_it_refuses_a_bad_variant_value(requester, record):
    response = submit(requester, {"game": "tractor", "record": record, "variant": {"kitty_multiplier": "x"}})
    assert response.status_code == 400
    assert "kitty_multiplier" in response.json()["variant"][0]


def test_a_game_without_an_engine_is_a_clear_400(requester, record):
    response = submit(requester, {"game": "chess", "record": record})
    assert response.status_code == 400
    available = ", ".join(registry.games_with_engines())
    assert response.json()["game"] == [f'no adjudication engine for game "chess" (available: {available})']


def test_missing_fields_are_named(requester):
    response = submit(requester, {})
    assert response.status_code == 400
    assert set(response.json()) == {"game", "record"}


def test_a_body_that_is_not_json_is_a_400(requester):
    response = api_as(requester).post(URL, "{not json", content_type="application/json")
    assert response.status_code == 400


def test_an_oversized_request_is_refused_before_parsing(requester):
    body = '{"game": "tractor", "record": {"meta": "' + "x" * api.REQUEST_MAX_BYTES + '"}}'
    response = api_as(requester).post(URL, body, content_type="application/json")
    assert response.status_code == 413
    assert "at most" in response.json()["error"]


def test_an_oversized_record_is_refused(requester, record, monkeypatch):
    monkeypatch.setattr(services, "RECORD_MAX_BYTES", 1000)
    response = submit(requester, {"game": "tractor", "record": record})
    assert response.status_code == 400
    assert "the limit is 1000" in response.json()["record"][0]


def test_anonymous_users_get_403(record):
    assert submit(None, {"game": "tractor", "record": record}).status_code == 403
    assert api_as(None).get(URL).status_code == 403


# Idempotency-Key


def test_a_retry_with_the_same_key_returns_the_same_adjudication(requester, record):
    first = submit(requester, {"game": "tractor", "record": record}, **{"Idempotency-Key": "abc-1"})
    again = submit(requester, {"game": "tractor", "record": record}, **{"Idempotency-Key": "abc-1"})
    assert first.status_code == again.status_code == 202
    assert first.json()["id"] == again.json()["id"]
    assert again["Idempotent-Replayed"] == "true"
    assert Adjudication.objects.count() == 1


def test_the_same_key_for_a_different_record_is_a_409(requester, record):
    submit(requester, {"game": "tractor", "record": record}, **{"Idempotency-Key": "abc-1"})
    other = dict(record, dealer=(record["dealer"] or 0) + 1 if record["dealer"] != 3 else 0)
    response = submit(requester, {"game": "tractor", "record": other}, **{"Idempotency-Key": "abc-1"})
    assert response.status_code == 409
    assert Adjudication.objects.count() == 1


def test_keys_are_per_user(requester, outsider, record):
    a = submit(requester, {"game": "tractor", "record": record}, **{"Idempotency-Key": "same"})
    b = submit(outsider, {"game": "tractor", "record": record}, **{"Idempotency-Key": "same"})
    assert a.json()["id"] != b.json()["id"]


def test_without_a_key_every_post_is_a_new_adjudication(requester, record):
    submit(requester, {"game": "tractor", "record": record})
    submit(requester, {"game": "tractor", "record": record})
    assert Adjudication.objects.count() == 2


def test_an_overlong_key_is_refused(requester, record):
    response = submit(requester, {"game": "tractor", "record": record}, **{"Idempotency-Key": "k" * 256})
    assert response.status_code == 400
    assert "Idempotency-Key" in response.json()


# Reading back, and who may


def make(user, record):
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=user)
    return adjudication


def test_the_requester_reads_it_back(requester, record):
    adjudication = make(requester, record)
    response = api_as(requester).get(f"{URL}{adjudication.pk}/")
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == str(adjudication.pk)
    assert body["game"] == "tractor"
    assert body["status"] == "queued"
    assert body["record"] == record
    assert body["verdict"] is None
    assert body["requested_by"] == requester.username


@pytest.mark.parametrize("who", ["judge", "organiser", "staff"])
def test_judges_organisers_and_staff_see_everyones(request, who, requester, record):
    adjudication = make(requester, record)
    response = api_as(request.getfixturevalue(who)).get(f"{URL}{adjudication.pk}/")
    assert response.status_code == 200


def test_anyone_else_gets_404(requester, outsider, record):
    adjudication = make(requester, record)
    assert api_as(outsider).get(f"{URL}{adjudication.pk}/").status_code == 404


def test_anonymous_reads_get_403(requester, record):
    adjudication = make(requester, record)
    assert api_as(None).get(f"{URL}{adjudication.pk}/").status_code == 403


def test_an_unknown_id_is_404(requester):
    assert api_as(requester).get(f"{URL}00000000-0000-0000-0000-000000000000/").status_code == 404


def test_the_list_shows_only_mine_to_a_player(requester, outsider, record):
    mine = make(requester, record)
    make(outsider, record)
    body = api_as(requester).get(URL).json()
    assert [item["id"] for item in body["results"]] == [str(mine.pk)]


def test_the_list_shows_everything_to_a_judge(requester, outsider, judge, record):
    make(requester, record)
    make(outsider, record)
    assert api_as(judge).get(URL).json()["count"] == 2


def test_nothing_is_enqueued_until_the_row_is_committed(requester, record, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        make(requester, record)
    assert len(callbacks) == 1


def test_json_nested_too_deeply_is_a_400_not_a_crash(requester):
    body = '{"game": "tractor", "record": {"meta": ' + "[" * 5000 + "]" * 5000 + "}}"
    response = api_as(requester).post(URL, body, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deep" in response.json()["detail"]


def test_bulk_json_nested_too_deeply_is_a_400(requester):
    body = '{"game": "tractor", "records": ' + "[" * 5000 + "]" * 5000 + "}"
    response = api_as(requester).post(f"{URL}bulk/", body, content_type="application/json")
    assert response.status_code == 400


@pytest.mark.parametrize("depth", [20, 400])
def test_deep_but_parseable_json_is_refused_with_its_limit(requester, record, depth):
    record["meta"] = json.loads("[" * depth + "]" * depth)
    response = api_as(requester).post(URL, {"game": "tractor", "record": record}, format="json")
    assert response.status_code == 400
    if depth < 64:  # the record's own limit
        assert response.json() == {"record": ["is nested deeper than 20 levels"]}
    else:  # deeper than any body may be: the API's JSON parser refuses it, naming where
        assert response.json()["detail"].endswith(": nested more than 64 levels deep")
        assert response.json()["detail"].startswith("record.meta.0.0.0")


def test_a_shallow_meta_is_accepted(requester, record):
    record["meta"] = {"event": "Regional", "table": 4, "notes": [["a"]]}
    response = api_as(requester).post(URL, {"game": "tractor", "record": record}, format="json")
    assert response.status_code == 202


def test_a_verdict_stored_before_where_and_source_reads_in_todays_shape(requester, record):
    """A violation stored with its place words only at the top level gets `where` and `source` back."""
    adjudication = make(requester, record)
    old = {"trick": 1, "play": 2, "bid": None, "seat": 1, "rule": "not-in-hand", "message": "seat 1 does not hold BJ"}
    Adjudication.objects.filter(pk=adjudication.pk).update(status="done", verdict={"legal": False, "violation": old})
    violation = api_as(requester).get(f"{URL}{adjudication.pk}/").json()["verdict"]["violation"]
    assert violation == {**old, "where": {"trick": 1, "play": 2, "bid": None, "seat": 1}, "source": None}
