"""The Cards page's results in as few statements as it can (issue 34): the page's statement counts the matches
(a window), so a search that matches is the games' list and one statement; paging answers as Paginator did."""

import pytest
from django.conf import settings

from games import views_cards
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture
def twelve_dragons(db, monkeypatch):
    for n in range(12):
        add_card("yugioh", str(1000 + n), f"Dragon {n:02d}", "Normal Monster", kind="monster", types=["monster"])
    monkeypatch.setattr(views_cards, "PAGE_SIZE", 5)


def results(client, **params):
    response = client.get("/cards/", {"game": "yugioh", "q": "dragon", **params}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    return " ".join(response.content.decode().split())


def names(page):
    return [f"Dragon {n:02d}" for n in range(12) if f"Dragon {n:02d}</a>" in page]


def printings_read_apart(settings):
    # Elsewhere than on PostgreSQL the page's printings are one more statement (games.selectors.with_printings).
    return 0 if settings.DATABASE_IS_POSTGRES else 1


def test_a_page_of_matches_and_its_count_are_one_statement(client, twelve_dragons, django_assert_num_queries, settings):
    # The games (the form's list), then the page with its count.
    with django_assert_num_queries(2 + printings_read_apart(settings)):
        page = results(client)
    assert "12 cards in <bdi>Yu-Gi-Oh!</bdi>, page 1 of 3." in page
    assert names(page) == [f"Dragon {n:02d}" for n in range(5)]


def test_a_later_page_is_one_statement_too(client, twelve_dragons, django_assert_num_queries, settings):
    with django_assert_num_queries(2 + printings_read_apart(settings)):
        page = results(client, page="3")
    assert "page 3 of 3." in page and names(page) == ["Dragon 10", "Dragon 11"]


@pytest.mark.parametrize(("number", "shown"), [("9", 3), ("0", 3), ("-1", 3), ("two", 1), ("", 1), ("1.5", 1)])
def test_a_page_out_of_range_or_not_a_number_is_what_paginator_gave(client, twelve_dragons, number, shown):
    page = results(client, page=number)
    assert f"page {shown} of 3." in page
    assert names(page) == ([f"Dragon {n:02d}" for n in range(5)] if shown == 1 else ["Dragon 10", "Dragon 11"])


def test_a_search_without_matches_counts_zero(client, twelve_dragons):
    assert "0 cards in <bdi>Yu-Gi-Oh!</bdi>." in results(client, q="t:spell")


def test_the_rows_do_not_read_the_cards_text(client, twelve_dragons):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        results(client)
    (statement,) = [q["sql"] for q in queries.captured_queries if "COUNT(*) OVER ()" in q["sql"]]
    assert '"games_card"."text"' not in statement and "search_text" not in statement


@pytest.mark.parametrize("number", ["99999999999999999999", "9223372036854775807", str(2**62)])
def test_a_page_number_past_any_offset_is_the_last_page(client, twelve_dragons, number):
    page = results(client, page=number)
    assert "page 3 of 3." in page
    assert names(page) == ["Dragon 10", "Dragon 11"]


def test_a_page_asked_again_reuses_its_statement_not_its_cards(client, twelve_dragons, monkeypatch):
    from games import search

    views_cards._exact_page_statement.cache_clear()
    built, search_cards = [], search.search_cards
    monkeypatch.setattr(views_cards, "search_cards", lambda **kw: built.append(kw) or search_cards(**kw))
    first = results(client, page="3")
    add_card("yugioh", "2000", "Dragon 12", "Normal Monster", kind="monster", types=["monster"])
    again = results(client, page="3")
    assert len(built) == 1 and views_cards._exact_page_statement.cache_info().hits == 1  # built once
    assert names(first) == ["Dragon 10", "Dragon 11"] and "12 cards" in first
    assert "Dragon 12</a>" in again and "13 cards" in again


def test_the_rows_cards_are_given_their_game_without_a_join(client, twelve_dragons):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        page = results(client, q="")  # every card of the game: its rows link to /cards/yugioh/<code>/
    (statement,) = [q["sql"] for q in queries.captured_queries if "COUNT(*) OVER ()" in q["sql"]]
    assert '"games_game"' not in statement  # the page's games were read for the form already
    assert page.count('href="/cards/yugioh/') >= 5


def test_the_games_are_read_as_the_orm_reads_them(db):
    """The page's games come from a statement compiled once (games.selectors.all_games): the same Games."""
    from games.models import Game
    from games.selectors import all_games

    Game.objects.create(slug="zz-test", name="Zed <game>", order=99)
    fields = [f.attname for f in Game._meta.concrete_fields]
    read = [[getattr(g, f) for f in fields] for g in all_games()]
    assert read == [[getattr(g, f) for f in fields] for g in Game.objects.all()]
    assert len(read) > 1 and all(not g._state.adding for g in all_games())


@pytest.mark.parametrize("query", ["dragon", ""])  # the one-pass statement, and the ORM's (every card)
def test_the_pages_cards_are_the_cards_the_orm_reads(twelve_dragons, query):
    """views_cards.page_rows makes the cards without Model.__init__: the same values, state and deferral."""
    from games.models import Card, Game

    Card.objects.filter(code="1001").update(alternate_of=Card.objects.get(code="1000"), is_demo=True)
    games = {g.pk: g for g in Game.objects.all()}
    yugioh = Game.objects.get(slug="yugioh")
    cards = views_cards.page_rows(views_cards._exact_page_statement(yugioh.pk, query, 1, 50), games)
    assert len(cards) == 11  # the alternate folded
    for card in cards:
        orm = Card.objects.get(pk=card.pk)
        assert card == orm and not card._state.adding and card._state.db == orm._state.db
        assert [getattr(card, f) for f in views_cards.RAW_ROW_FIELDS] == [
            getattr(orm, f) for f in views_cards.RAW_ROW_FIELDS
        ]
        assert isinstance(card.attrs, dict) and card.game is games[yugioh.pk]
        assert "text" in card.get_deferred_fields() and card.text == orm.text  # read on access, as .only() does
        assert card.matches_in_all == 11
    if settings.DATABASE_IS_POSTGRES:  # other printings are read in the page's statement on PostgreSQL only
        assert [c.printing_codes for c in cards if c.code == "1000"] == [["1001"]]
