"""The API's count: exact up to games.api_cards.COUNT_CAP matches, past it a flagged lower bound; pages still chain."""

import pytest

from games import api_cards
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture(autouse=True)
def _searches_run(settings):
    """These count the search's own statements: no answer is kept from an earlier identical search here, nor is
    the token read that says whether one is current (tests/games/test_kept_searches.py counts that one)."""
    settings.RESULTS_KEPT = 0


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


def test_a_later_page_counts_the_cards_table_alone(client, twelve_dragons):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        get(client, page_size=5, page="2")
    counts = [q["sql"] for q in queries.captured_queries if "COUNT(" in q["sql"].upper()]
    assert len(counts) == 1
    assert "JOIN" not in counts[0].upper() and "LIMIT" in counts[0].upper()


def test_a_first_page_counts_in_its_own_statement_up_to_the_cap(client, twelve_dragons, cap_of_five):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        body = get(client, page_size=5)
    (statement,) = [q["sql"] for q in queries.captured_queries]
    assert "COUNT(*) OVER ()" in statement and "LIMIT 6" in statement  # the cap + 1, as the COUNT read
    assert (body["count"], body["count_exact"]) == (5, False)
    assert [r["name"] for r in body["results"]] == [f"Dragon {n:02d}" for n in range(5)]


def test_the_last_page_counts_exactly(client, twelve_dragons, cap_of_five):
    body = get(client, page_size=5, page="last")
    assert [r["name"] for r in body["results"]] == ["Dragon 10", "Dragon 11"]
    assert (body["count"], body["count_exact"], body["next"]) == (12, True, None)


@pytest.mark.parametrize(
    ("page_size", "count", "next_page"),
    [(13, 12, None), (12, 12, None), (5, 12, 2), (1, 12, 2)],
    ids=["short", "exactly-full", "full", "one-per-page"],
)
def test_the_first_page_counts_right_whether_short_or_full(client, twelve_dragons, page_size, count, next_page):
    body = get(client, page_size=page_size)
    assert (body["count"], body["count_exact"]) == (count, True)
    assert [r["name"] for r in body["results"]] == [f"Dragon {n:02d}" for n in range(min(page_size, 12))]
    assert body["previous"] is None
    assert (body["next"] is None) == (next_page is None)
    if next_page:
        assert f"page={next_page}" in body["next"]


def test_an_empty_first_page_counts_zero(client, twelve_dragons):
    body = get(client, q="t:spell")
    assert (body["count"], body["count_exact"], body["next"], body["results"]) == (0, True, None, [])


def test_a_short_first_page_past_the_cap_reads_as_the_capped_count(client, twelve_dragons, cap_of_five):
    body = get(client)  # 12 matches on a first page of 50: the count query would have stopped at 6
    assert (body["count"], body["count_exact"]) == (5, False)
    assert len(body["results"]) == 6  # Paginator ends a page at the count it read


@pytest.mark.parametrize(("params", "statements"), [({}, 1), ({"page_size": 5}, 1), ({"page": "2", "page_size": 5}, 2)])
def test_only_a_later_page_asks_for_a_count_of_its_own(client, twelve_dragons, params, statements, settings):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        get(client, **params)
    # A later page of a word search on PostgreSQL first asks whether any card matches exactly (the typo retry).
    asked = [q for q in queries.captured_queries if q["sql"].startswith('SELECT 1 AS "a"')]
    assert len(asked) == (settings.DATABASE_IS_POSTGRES and "page" in params)
    assert len(queries.captured_queries) - len(asked) == statements
