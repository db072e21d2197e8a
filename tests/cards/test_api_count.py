"""The API's count: exact up to games.api_cards.COUNT_CAP matches, past it a flagged lower bound; pages still chain."""

import pytest

from games import api_cards

from .helpers import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture
def twelve_dragons(db):
    for n in range(12):
        add_card("yugioh", str(1000 + n), f"Dragon {n:02d}", "Normal Monster", kind="monster", types=["monster"])


@pytest.fixture
def cap_of_five(monkeypatch):
    monkeypatch.setattr(api_cards, "COUNT_CAP", 5)


def get(client, **params):
    return client.get("/api/cards/", {"game": "yugioh", "q": "dragon", **params}).json()


def test_a_count_under_the_cap_is_exact(client, twelve_dragons):
    body = get(client)
    assert (body["count"], body["count_exact"]) == (12, True)


def test_a_count_at_the_cap_is_still_exact(client, twelve_dragons, monkeypatch):
    monkeypatch.setattr(api_cards, "COUNT_CAP", 12)
    body = get(client)
    assert (body["count"], body["count_exact"]) == (12, True)


def test_past_the_cap_the_count_is_a_flagged_lower_bound(client, twelve_dragons, cap_of_five):
    body = get(client, page_size=2)
    assert (body["count"], body["count_exact"]) == (5, False)
    assert [r["name"] for r in body["results"]] == ["Dragon 00", "Dragon 01"]


def test_pages_chain_past_the_cap_to_the_last_match(client, twelve_dragons, cap_of_five):
    names, url, pages = [], "/api/cards/?game=yugioh&q=dragon&page_size=2", 0
    while url:
        body = client.get(url).json()
        names += [r["name"] for r in body["results"]]
        url, pages = body["next"], pages + 1
    assert names == [f"Dragon {n:02d}" for n in range(12)]
    assert pages == 6


def test_a_deep_page_counts_past_itself(client, twelve_dragons, cap_of_five):
    body = get(client, page_size=2, page=4)
    assert [r["name"] for r in body["results"]] == ["Dragon 06", "Dragon 07"]
    assert body["count"] >= 8 and body["next"] is not None and body["previous"] is not None


def test_the_last_page_is_exact_however_small_the_cap(client, twelve_dragons, cap_of_five):
    body = get(client, page_size=5, page=3)
    assert [r["name"] for r in body["results"]] == ["Dragon 10", "Dragon 11"]
    assert (body["count"], body["count_exact"], body["next"]) == (12, True, None)


@pytest.mark.parametrize("page", ["99", "0", "-1", "x", "9" * 40])
def test_a_bad_or_missing_page_is_a_404_not_a_500(client, twelve_dragons, cap_of_five, page):
    assert client.get("/api/cards/", {"game": "yugioh", "q": "dragon", "page": page}).status_code == 404


def test_the_schema_documents_the_count_flag(client):
    schema = client.get("/api/schema/").content.decode()
    assert "count_exact" in schema


def test_the_count_reads_the_cards_table_alone(client, twelve_dragons):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        get(client)
    counts = [q["sql"] for q in queries.captured_queries if "COUNT(" in q["sql"].upper()]
    assert len(counts) == 1
    assert "JOIN" not in counts[0].upper() and "LIMIT" in counts[0].upper()


def test_the_last_page_counts_exactly(client, twelve_dragons, cap_of_five):
    body = get(client, page_size=5, page="last")
    assert [r["name"] for r in body["results"]] == ["Dragon 10", "Dragon 11"]
    assert (body["count"], body["count_exact"], body["next"]) == (12, True, None)
