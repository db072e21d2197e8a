"""The API's rate limits (config/throttles.py): per user and per address on every write and search, each
refusal a 429 with Retry-After and a translated message; reads of one thing are not limited. And the
per-user quota of records queued at once over bulk jobs (jobs.services.job_create)."""

import pytest
from django.test import Client

from tests.conftest import api_as, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def rates(settings):
    def set_rates(**rates):
        base = {"write_user": "1000/min", "write_address": "1000/min", "search_user": "1000/min"}
        settings.REST_FRAMEWORK = {
            **settings.REST_FRAMEWORK,
            "DEFAULT_THROTTLE_RATES": {**base, "search_address": "1000/min", **rates},
        }

    return set_rates


def validate(client):
    return client.post("/api/decks/validate/", {"game": "yugioh", "decklist": "#main\n"}, format="json")


def test_a_user_past_the_write_rate_gets_a_429_saying_when(owner, rates):
    rates(write_user="3/min")
    client = api_as(owner)
    assert all(validate(client).status_code != 429 for _ in range(3))
    response = validate(client)
    assert response.status_code == 429
    assert 0 < int(response["Retry-After"]) <= 60
    assert "try again in" in response.json()["detail"]
    assert validate(api_as(make_user("carol"))).status_code != 429  # another user from the same address is not


def test_the_address_limit_counts_every_user_and_anonymous_clients(owner, other_user, rates):
    rates(write_address="4/min")
    clients = [api_as(owner), api_as(other_user), api_as(None)]
    codes = [validate(clients[i % 3]).status_code for i in range(4)]
    assert 429 not in codes
    assert validate(api_as(None)).status_code == 429
    assert validate(Client(REMOTE_ADDR="10.1.2.3")).status_code != 429  # another address is not


def test_searches_are_limited_but_reading_one_thing_is_not(owner, rates):
    rates(search_user="2/min")
    client = api_as(owner)
    assert client.get("/api/cards/?q=dragon").status_code == 200
    assert client.get("/api/rulings/?q=chain").status_code == 200
    response = client.get("/api/cards/?q=dragon")
    assert response.status_code == 429 and response["Retry-After"]
    assert all(client.get("/api/games/").status_code == 200 for _ in range(5))


def test_the_429_is_in_the_request_language(owner, rates):
    rates(write_user="1/min")
    client = api_as(owner)
    validate(client)
    response = client.post(
        "/api/decks/validate/", {"game": "yugioh", "decklist": ""}, format="json", HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert response.status_code == 429
    assert "Trop de requêtes" in response.json()["detail"]


def bulk(client, n):
    records = [{"not": "a record"}] * n  # each a malformed record: its item's error, still a queued item
    return client.post("/api/adjudications/bulk/", {"game": "tractor", "records": records}, format="json")


def test_bulk_jobs_past_the_quota_of_queued_records_are_a_429_naming_it(owner, settings):
    settings.BULK_ITEMS_PER_USER = 5
    client = api_as(owner)
    assert bulk(client, 3).status_code == 202
    response = bulk(client, 3)  # 3 queued + 3 > 5
    assert response.status_code == 429
    assert response.json()["field"] == "quota" and "at most 5 records" in response.json()["error"]
    assert response["Retry-After"]
    assert bulk(client, 2).status_code == 202  # up to the quota exactly
    assert bulk(api_as(make_user("carol")), 5).status_code == 202  # the quota is per user


def test_bulk_validation_shares_the_quota(owner, settings):
    settings.BULK_ITEMS_PER_USER = 4
    client = api_as(owner)
    assert bulk(client, 3).status_code == 202
    body = {"game": "yugioh", "decklists": [{"name": "a", "decklist": "#main\n"}] * 2}
    response = client.post("/api/decks/validate/bulk/", body, format="json")
    assert response.status_code == 429 and "at most 4 records" in response.json()["error"]


@pytest.mark.parametrize("backend", ["redis", "locmem"])
def test_each_cache_counts_the_same_limit_and_wait(owner, rates, settings, backend):
    """On Redis a limit is one script (config.throttles.SLIDING_LOG), in memory DRF's own history: both refuse
    the request past the limit, with the same Retry-After, and count another user apart."""
    if backend == "locmem":
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    elif not settings.CACHES["default"]["BACKEND"].endswith("RedisCache"):
        pytest.skip("the tests run without Redis")
    rates(search_user="3/min")
    client = api_as(owner)
    assert [client.get("/api/cards/?q=dragon").status_code for _ in range(3)] == [200] * 3
    response = client.get("/api/cards/?q=dragon")
    assert response.status_code == 429
    # DRF's wait: the period left since the oldest counted request, over the one request still to come
    assert 58 <= int(response["Retry-After"]) <= 60
    assert api_as(make_user("carol")).get("/api/cards/?q=dragon").status_code == 200


def test_a_cache_that_is_down_holds_no_request(owner, rates, settings):
    """The limits are not worth a 500: with the cache's Redis unreachable every search and write goes through."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:9/0",  # the discard port: nothing listens
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
    rates(search_user="1/min", write_user="1/min")
    client = api_as(owner)
    assert [client.get("/api/cards/?q=dragon").status_code for _ in range(3)] == [200] * 3
    assert all(validate(client).status_code == 200 for _ in range(2))
