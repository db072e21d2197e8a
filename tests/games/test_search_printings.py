"""The Cards page lists a card once however many printings it has (games.selectors.printings_collapsed)."""

import pytest

from games.models import Card
from games.search import search_cards
from games.selectors import printings_collapsed, with_printings
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]


@pytest.fixture
def witch(db):
    original = add_card("yugioh", "78010363", "Witch of the Black Forest", "Effect Monster")
    alternates = [
        add_card("yugioh", code, "Witch of the Black Forest", "Effect Monster") for code in ("78010364", "78010365")
    ]
    Card.objects.filter(pk__in=[a.pk for a in alternates]).update(alternate_of=original)
    add_card("yugioh", "12345678", "Witch of the Woods", "Effect Monster")
    return original


@pytest.mark.parametrize("game", ["yugioh", None])
@pytest.mark.parametrize("query", ["witch", "witch black forest", "witch blak forest"])  # exact, then typo tolerant
def test_alternate_printings_are_one_row_with_the_printings_listed(witch, game, query):
    cards = printings_collapsed(search_cards(game=game, query=query))
    rows = [(card.code, [p.code for p in printings]) for card, printings in with_printings(cards)]
    assert ("78010363", ["78010364", "78010365"]) in rows
    assert not any(code in ("78010364", "78010365") for code, _printings in rows)
    assert cards.count() == len(rows)  # what the pager counts


def test_listing_every_card_lists_each_once(client, witch):
    cards = printings_collapsed(search_cards(game="yugioh", query=""), everything=True)
    assert [card.code for card in cards] == ["78010363", "12345678"]
    page = client.get("/cards/", {"game": "yugioh"}).content.decode()
    assert "2 cards in <bdi>Yu-Gi-Oh!</bdi>" in page and "3 printings:" in page


def test_an_alternate_found_without_its_original_keeps_its_row(witch):
    cards = printings_collapsed(search_cards(game="yugioh", query="code:78010365"))
    assert [(c.code, [p.code for p in ps]) for c, ps in with_printings(cards)] == [
        ("78010365", ["78010363", "78010364"])
    ]


def test_the_cards_page_says_how_many_printings(client, witch):
    page = client.get("/cards/", {"game": "yugioh", "q": "witch"}).content.decode()
    assert "2 cards in <bdi>Yu-Gi-Oh!</bdi>" in page and "3 printings:" in page


@pytest.fixture
def chained(witch):
    # An alternate of an alternate (EDOPro aliases can chain): folded under its own original, not the root's.
    third = add_card("yugioh", "78010366", "Witch of the Black Forest (chained)", "Effect Monster")
    Card.objects.filter(pk=third.pk).update(alternate_of=Card.objects.get(code="78010365"))
    return witch


@pytest.mark.parametrize("game", ["yugioh", None])
@pytest.mark.parametrize(
    "query", ["witch", "chained", "code:78010365", "code:78010366 or code:78010365", "t:effect", "witch blak forest"]
)
@pytest.mark.parametrize("per_page", [1, 2, 50])
def test_the_page_statement_folds_as_printings_collapsed_does(chained, game, query, per_page):
    """The Cards page folds in one pass over the search (views_cards.FOLDED_PAGE): the same cards, order and
    count as printings_collapsed over the same search, page by page."""
    from django.conf import settings

    from games import views_cards
    from games.models import Game

    games = {g.pk: g for g in Game.objects.all()}
    cards = search_cards(game=game, query=query)
    expected = [card.code for card in printings_collapsed(cards)]
    assert expected  # every query finds something (the typo one through the retry)
    if settings.DATABASE_IS_POSTGRES:
        assert views_cards.matches_order(cards) is not None  # the one-pass statement, not the ORM's
    got, number = [], 1
    while rows := views_cards.page_rows(views_cards.page_statement(cards, number, per_page), games):
        assert {row.matches_in_all for row in rows} == {len(expected)}
        got += [row.code for row in rows]
        number += 1
    assert got == expected
