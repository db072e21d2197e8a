"""Demo cards among real ones (issue 32, item 5): a format built from real lists (a banlist file) does not call
them legal, in the validator, the editor's check and the card page; the rules' standard format still lets a
player try them; they are marked as demo on the cards page."""

import pytest
from django.core.management import call_command

from decks import builder, selectors
from decks.validation import validate_decklist, validate_sections
from games.importers import import_banlist, import_cards
from games.models import Card, Format, Game

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def demo_among_real(data_dir):
    call_command("load_demo", "yugioh", verbosity=0)
    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-cards.en.cdb")
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-2005-04.lflist.conf")
    demo = Card.objects.filter(game__slug="yugioh", is_demo=True, alternate_of__isnull=True).order_by("code").first()
    return demo, Format.objects.get(game__slug="yugioh", slug="2005-4-1")


def test_a_format_built_from_a_real_list_does_not_admit_demo_cards(demo_among_real):
    demo, goat = demo_among_real
    assert goat.real_lists and not Format.objects.get(game__slug="yugioh", is_default=True).real_lists
    body = validate_decklist(game="yugioh", text=f"#main\n{demo.code}\n", format=goat)
    pool = [p for p in body["problems"] if p["code"] == "NOT_IN_POOL"]
    assert [p["cards"] for p in pool] == [[demo.code]] and "demo card" in pool[0]["message"]
    by_sections = validate_sections(game="yugioh", sections={"main": [demo.code]}, format=goat.slug)
    assert "NOT_IN_POOL" in [p["code"] for p in by_sections["problems"]]


def test_the_default_format_still_lets_a_player_try_demo_cards(demo_among_real):
    demo, _goat = demo_among_real
    body = validate_decklist(game="yugioh", text=f"#main\n{demo.code}\n", format="advanced")
    assert "NOT_IN_POOL" not in [p["code"] for p in body["problems"]]


def test_the_editor_check_refuses_demo_cards_in_a_real_format(demo_among_real):
    demo, goat = demo_among_real
    verdict = selectors.deck_check(game=Game.objects.get(slug="yugioh"), sections={"main": {demo.code: 1}}, format=goat)
    assert [p["cards"] for p in verdict["problems"] if p["code"] == "NOT_IN_POOL"] == [[demo.code]]


def test_the_card_page_says_a_demo_card_is_not_in_a_real_formats_pool(demo_among_real, client):
    demo, goat = demo_among_real
    page = client.get(demo.get_absolute_url()).content.decode()
    goat_row = page.split(goat.label)[1].split("</tr>")[0]
    assert "not in pool: demo card" in goat_row and "allowed" not in goat_row
    assert "Demo card" in page


def test_the_cards_page_and_the_editor_search_mark_demo_cards(demo_among_real, client, owner_client):
    demo, _goat = demo_among_real
    rows = client.get("/cards/", {"game": "yugioh", "q": demo.name}).content.decode()
    assert '<span class="badge demo">demo</span>' in rows
    html = owner_client.get("/decks/new/yugioh/edit/search/", {"q": demo.name}, **HX).content.decode()
    assert '<span class="badge demo">demo</span>' in html
    panel = owner_client.post(
        "/decks/new/yugioh/edit/change/", {"state": builder.dumps({"main": {demo.code: 1}})}, **HX
    ).content.decode()
    assert "demo card" in panel
