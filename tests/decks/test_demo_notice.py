"""A deck that holds demo cards says so, on its page and in the editor; a deck of real cards does not."""

import pytest
from django.core.management import call_command

from decks import builder, services
from games.models import Card, Game

HX = {"HTTP_HX_REQUEST": "true"}
NOTICE = "demo card"


@pytest.fixture
def demo_loaded(db):
    call_command("load_demo", "yugioh", verbosity=0)
    return Game.objects.get(slug="yugioh")


def test_a_deck_with_demo_cards_says_so_on_its_page(owner_client, owner, demo_loaded):
    demo = Card.objects.filter(game=demo_loaded, is_demo=True).order_by("code").first()
    deck = services.deck_create(owner=owner, game=demo_loaded, sections={"main": [demo.code]})
    page = owner_client.get(f"/decks/{deck.pk}/").content.decode()
    assert "holds 1 demo card," in page
    assert f"({demo.code})" in page.split("demo-notice")[1]


def test_the_editor_notice_follows_the_cards_in_the_deck(owner_client, owner, demo_loaded):
    demo = Card.objects.filter(game=demo_loaded, is_demo=True).order_by("code").first()
    deck = services.deck_create(owner=owner, game=demo_loaded)
    body = {"state": builder.dumps({"main": {demo.code: 2}})}
    html = owner_client.post(f"/decks/{deck.pk}/edit/change/", body, **HX).content.decode()
    assert "holds 1 demo card," in html
    body = {"state": builder.dumps({"main": {}})}
    assert NOTICE not in owner_client.post(f"/decks/{deck.pk}/edit/change/", body, **HX).content.decode()


def test_a_deck_of_real_cards_has_no_demo_notice(owner_client, owner, yugioh):
    Card.objects.create(game=yugioh, code="55144522", name="Pot of Greed", type="Spell")
    deck = services.deck_create(owner=owner, game=yugioh, sections={"main": ["55144522"]})
    assert NOTICE not in owner_client.get(f"/decks/{deck.pk}/").content.decode()


def test_demo_cards_are_marked_in_the_editor_search(owner_client, owner, demo_loaded):
    deck = services.deck_create(owner=owner, game=demo_loaded)
    html = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "t:spell"}, **HX).content.decode()
    assert '<span class="badge demo">demo</span>' in html
