"""The Cards page of a game with pictures: each row's preview shows the card's text, read in the page's statement."""

import pytest

from config.card_images import ImageSource
from games import views_cards
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]


# A search, every card of the game, the typo-tolerant retry; in one game and in all.
@pytest.mark.parametrize(
    ("game", "query"), [("yugioh", "dragon"), ("yugioh", ""), ("yugioh", "drgon"), ("", "dragon"), ("", "drgon")]
)
def test_the_previews_text_is_read_with_the_page(client, settings, django_assert_max_num_queries, query, game):
    for n in range(6):
        add_card("yugioh", str(1000 + n), f"Dragon {n}", "Normal Monster", f"Text <{n}>", kind="monster")
    settings.CARD_IMAGES = {"yugioh": ImageSource(template="https://img.example.org/{code}.jpg")}
    views_cards._exact_page_statement.cache_clear()
    # The games, the page (and for the typo, the exact page that found nothing, then the retry's page and its
    # similarity setting): not one statement more per card.
    with django_assert_max_num_queries(5):
        page = client.get("/cards/", {"game": game, "q": query}, HTTP_HX_REQUEST="true").content.decode()
    assert all(f"Text &lt;{n}&gt;" in page for n in range(6))
