"""The card search's first page as a prepared statement (config/prepared.py): its values written into its text,
planned once per connection, and the same answer as the statement Django sends with its values bound."""

import pytest
from django.db import connection

from games import api_cards as module
from tests.support.cards import add_card

from .helpers import api_cards

pytestmark = pytest.mark.django_db

QUERIES = ["magician", "t:monster atk>=2000", "lumière's", "100%", 'o:"a \\ b"', "t:spell (o:draw", ""]


@pytest.fixture
def quoted_cards(sample_cards):
    add_card("yugioh", "77777777", "Lumière's 100% Blade", "Spell Card", "Draw a \\ b, then 'discard' 1.", kind="spell")


def answers(client, settings, prepared):
    settings.DB_PREPARED_STATEMENTS = prepared
    module._exact_statement.cache_clear()  # kept statements are inlined or not as they were built
    try:
        return [(r.status_code, r.json()) for r in (api_cards(client, game="yugioh", q=q) for q in QUERIES)]
    finally:
        module._exact_statement.cache_clear()


def test_a_prepared_first_page_answers_as_the_bound_statement(client, quoted_cards, settings):
    prepared, bound = answers(client, settings, True), answers(client, settings, False)
    assert prepared == bound
    assert [body["count"] for status, body in prepared if status == 200] == [2, 4, 1, 1, 1, 9]
    assert prepared[2][1]["results"][0]["name"] == "Lumière's 100% Blade"


def test_a_first_page_asked_again_is_planned_once_on_its_connection(client, sample_cards, settings):
    if not settings.DATABASE_IS_POSTGRES:
        pytest.skip("prepared statements are PostgreSQL's")
    settings.DB_PREPARED_STATEMENTS = True
    module._exact_statement.cache_clear()
    bodies = [api_cards(client, game="yugioh", q="t:monster atk>=2000").json() for _ in range(3)]
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements WHERE statement LIKE %s", ["%COUNT(*) OVER ()%"])
        (statement,) = [row[0] for row in cursor.fetchall()]
    assert "'%monster%'" in statement and "LIMIT 50" in statement  # its values in its text
    assert bodies[0] == bodies[1] == bodies[2] and bodies[0]["count"] == 4


def test_without_prepared_statements_nothing_is_prepared(client, sample_cards, settings):
    settings.DB_PREPARED_STATEMENTS = False
    module._exact_statement.cache_clear()
    assert api_cards(client, game="yugioh", q="t:monster atk>=2000").json()["count"] == 4
    if settings.DATABASE_IS_POSTGRES:
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", ["%OVER ()%"])
            assert cursor.fetchone() == (0,)
    module._exact_statement.cache_clear()
