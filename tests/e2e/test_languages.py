"""Each language in a real browser: the home page, the deck editor and a rulings search read in it, with
no English left (checked against the catalogue); Arabic right to left; Thai wraps on a phone."""

from pathlib import Path

import polib
import pytest
from django.conf import settings

from decks import services
from games.models import Card, Game
from tests.conftest import ROOT, client_for, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LANGUAGES = [code for code, _ in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
# Words that are the same in English and the language, or are names: never counted as English left over.
SAME_EVERYWHERE = {"API", "Arbiter", "Yu-Gi-Oh!", "ydke", "YDK", "CSV", "JSON", "Tractor", "Esferas", "OK"}


def english_left(language, text):
    """The catalogue's English sentences (two words or more) that still show in `text`, untranslated."""
    catalogue = polib.pofile(str(Path(ROOT) / "locale" / language / "LC_MESSAGES" / "django.po"))
    found = []
    for entry in catalogue.translated_entries():
        english = entry.msgid
        if "%(" in english or "{" in english or "<" in english or english in SAME_EVERYWHERE:
            continue
        translated = entry.msgstr or entry.msgstr_plural.get(0, "")
        if len(english.split()) >= 2 and english != translated and english in text:
            found.append(english)
    return found


@pytest.fixture
def owner_page(browser, live_server):
    """A logged-in owner's browser (session cookie from a Django client) and their Yu-Gi-Oh! deck."""
    owner = make_user("alice")
    game = Game.objects.get(slug="yugioh")
    Card.objects.create(game=game, code="55144522", name="Pot of Greed", type="Normal Spell", attrs={"kind": "spell"})
    deck = services.deck_create(owner=owner, game=game, name="Test", sections={"main": ["55144522"] * 4})
    session = client_for(owner).cookies[settings.SESSION_COOKIE_NAME].value
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1280, "height": 900})
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": session, "url": live_server.url}])
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page, deck
    context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_main_pages_read_in_the_language(owner_page, language):
    page, deck = owner_page
    for path in ("/", f"/decks/{deck.pk}/edit/", "/rulings/?q=attaquer"):
        page.goto(f"/{language}{path}")
        assert page.locator("html").get_attribute("lang") == language
        text = page.locator("body").inner_text()
        assert english_left(language, text) == [], path


def test_arabic_is_right_to_left_navigation_and_editor_columns_mirrored(owner_page):
    page, deck = owner_page
    page.goto(f"/decks/{deck.pk}/edit/")
    ltr_search = page.locator(".builder-search").bounding_box()
    page.goto(f"/ar/decks/{deck.pk}/edit/")
    assert page.locator("html").get_attribute("dir") == "rtl"
    links = page.locator(".site-nav a")
    first, last = links.first.bounding_box(), links.last.bounding_box()
    assert first["x"] > last["x"], "the navigation starts on the right"
    rtl_search = page.locator(".builder-search").bounding_box()
    width = page.viewport_size["width"]
    # The search column sits on the other side: mirrored around the page's centre.
    assert (ltr_search["x"] < width / 2) != (rtl_search["x"] < width / 2)


def test_thai_wraps_on_a_phone_without_overflowing(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 375, "height": 800})
    page = context.new_page()
    try:
        for path in ("/th/", "/th/rulings/?q=attaquer", "/th/cards/"):
            page.goto(path)
            overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            page.screenshot(path=str(Path(settings.VAR_DIR) / f"th-375{path.replace('/', '_')}.png"), full_page=True)
            assert overflow <= 0, f"{path} scrolls sideways by {overflow}px at 375px"
    finally:
        context.close()
