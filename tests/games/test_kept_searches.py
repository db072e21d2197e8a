"""A card search asked again is answered from memory (config.results_cache) until the cards change: the API and
the Cards page read nothing but the games' token then, and the next search after any write reads the write."""

import pytest

from games.models import Card, Game
from tests.support.cards import add_card

from .helpers import api_cards

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def names(body):
    return [row["name"] for row in body["results"]]


def test_the_same_search_again_reads_only_the_token(client, sample_cards, django_assert_num_queries):
    first = api_cards(client, game="yugioh", q="t:monster atk>=2000").json()
    with django_assert_num_queries(1):
        assert api_cards(client, game="yugioh", q="t:monster atk>=2000").json() == first


MONSTERS = ["Blue-Eyes Ultimate Dragon", "Blue-Eyes White Dragon", "Dark Magician", "Dark Magician Girl"]


@pytest.mark.parametrize(
    ("write", "expected"),
    [
        (
            lambda: add_card("yugioh", "9001", "Blue-Eyes Shining Dragon", "Effect Monster", kind="monster", atk=3000),
            ["Blue-Eyes Shining Dragon", *MONSTERS],
        ),
        (
            lambda: Card.objects.filter(name="Dark Magician").update(name="Dark Magician of Chaos"),
            [*MONSTERS[:2], "Dark Magician Girl", "Dark Magician of Chaos"],
        ),
        (lambda: Card.objects.filter(name="Blue-Eyes White Dragon").delete(), [MONSTERS[0], *MONSTERS[2:]]),
        (lambda: Game.objects.filter(slug="yugioh").update(revision="written by hand"), MONSTERS),
    ],
    ids=["added", "renamed", "deleted", "revision"],
)
def test_the_next_search_after_a_write_reads_it(client, sample_cards, write, expected):
    assert names(api_cards(client, game="yugioh", q="t:monster atk>=2000").json()) == MONSTERS
    write()
    assert names(api_cards(client, game="yugioh", q="t:monster atk>=2000").json()) == expected


def test_each_host_gets_its_own_links(client, sample_cards):
    here = api_cards(client, game="yugioh", q="magician").json()
    there = client.get("/api/cards/", {"game": "yugioh", "q": "magician"}, headers={"host": "localhost"}).json()
    assert here["results"][0]["url"].startswith("http://testserver/")
    assert there["results"][0]["url"].startswith("http://localhost/")


def test_a_refused_query_is_refused_each_time(client, sample_cards):
    for _ in range(2):
        response = api_cards(client, game="yugioh", q="atk>=")
        assert response.status_code == 400 and response.json()["position"] is not None


def test_the_cards_page_shows_a_card_renamed_since_the_same_search(client, sample_cards, django_assert_num_queries):
    def page():
        return client.get("/cards/", {"game": "yugioh", "q": "magician"}, headers={"hx-request": "true"})

    assert "Dark Magician Girl" in page().content.decode()
    with django_assert_num_queries(1):  # the games (their revisions are the token), nothing else
        page()
    Card.objects.filter(name="Dark Magician Girl").update(name="Dark Magician Knight")
    content = page().content.decode()
    assert "Dark Magician Knight" in content and "Dark Magician Girl" not in content


def test_the_cards_page_rows_follow_the_reader_s_language(client, sample_cards):
    def page(language):
        return client.get(
            "/cards/", {"game": "yugioh", "q": "magician"}, headers={"hx-request": "true", "accept-language": language}
        ).content.decode()

    english, french = page("en"), page("fr")
    assert english != french
    assert page("en") == english
