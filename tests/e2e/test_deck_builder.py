"""The deck builder in a real browser: search, add, see the deck flagged, fix it, import, save, reload, export."""

import re
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from decks import builder, services
from decks.decklists import parse_decklist
from decks.models import Deck
from games.models import Game
from tests.support.cards import ydk

from .conftest import new_deck, new_saved_deck, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def legality(page):
    return page.get_by_role("region", name="Legality")


def test_build_flag_fix_import_save_reload_export(page, ygo_cards):
    sign_up(page)
    new_deck(page, "Yu-Gi-Oh!")
    expect(legality(page)).to_be_visible()

    # Search and add: the results come as the player types.
    page.get_by_label("Search cards").fill("Test Fusion")
    page.get_by_role("button", name="Add Test Fusion").click()
    expect(page.get_by_role("button", name="Remove one Test Fusion")).to_be_visible()
    expect(page.locator("#section-extra")).to_contain_text("(1)")  # automatic section: the Extra Deck
    page.get_by_label("Search cards").fill("Test Monster 00")
    page.get_by_role("button", name="Add Test Monster 00").click()
    expect(page.get_by_role("button", name="Remove one Test Monster 00")).to_be_visible()

    # One card in the Main Deck: the deck is flagged.
    expect(legality(page).locator(".badge")).to_have_text("Not legal")
    expect(legality(page)).to_contain_text("40")

    # Import a YDK with a fourth copy: that card is highlighted in the deck.
    main = [c.code for c in ygo_cards[:20] for _ in range(2)] + ["10001", "10001"]
    page.get_by_label("Decklist", exact=True).fill(ydk(main, extra=["40000"]))
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Imported 43 cards")
    expect(legality(page).locator(".badge")).to_have_text("Not legal")
    flagged = page.locator("#deck-panel li.flagged")
    expect(flagged).to_have_count(1)
    expect(flagged).to_contain_text("Test Monster 01")
    expect(flagged).to_contain_text("4×")

    # Fix it: remove one copy, and the region says Legal.
    page.get_by_role("button", name="Remove one Test Monster 01").click()
    expect(legality(page).locator(".badge")).to_have_text("Legal")
    expect(page.locator("#deck-panel li.flagged")).to_have_count(0)
    expect(page.get_by_role("heading", name="Statistics")).to_be_visible()
    expect(page.locator("#stats-body svg").first).to_be_visible()

    # Save, reload: the deck comes back as saved.
    page.get_by_label("Deck name").fill("Browser Burn")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 1")
    deck = Deck.objects.get(name="Browser Burn")
    assert deck.legal is True and sum(deck.sections()["main"].values()) == 41
    page.reload()
    expect(page.get_by_label("Deck name")).to_have_value("Browser Burn")
    expect(legality(page).locator(".badge")).to_have_text("Legal")
    expect(page.locator("#deck-h")).to_contain_text("42 cards")

    # Export: the YDK download reads back as the same deck; the ydke link is there to copy.
    with page.expect_download() as download:
        page.get_by_role("link", name="Download YDK").click()
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert builder.clean_sections(parse_decklist(text, game="yugioh").sections, game="yugioh") == {
        **builder.empty("yugioh"),
        **deck.sections(),
    }
    expect(page.get_by_label("ydke link")).to_have_value(re.compile(r"^ydke://"))
    page.get_by_role("button", name="Copy ydke link").click()
    expect(page.locator(".copy-status")).to_have_text("Copied.")
    with page.expect_download() as download:
        page.get_by_role("link", name="Download text").click()
    assert "2 Test Monster 00" in Path(download.value.path()).read_text(encoding="utf-8")

    # Draw a test hand: five cards.
    page.get_by_role("button", name="Draw a test hand").click()
    expect(page.locator("#hand li")).to_have_count(5)


def test_importing_a_ydk_file_and_listing_unknown_cards(page, ygo_cards, tmp_path):
    sign_up(page)
    new_deck(page, "Yu-Gi-Oh!")
    path = tmp_path / "deck.ydk"
    path.write_text(ydk(["10000", "010002", "12345678"], side=["10003"]))
    page.get_by_label("Decklist file").set_input_files(str(path))
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Imported 3 cards")
    expect(page.locator("#import-report")).to_contain_text("12345678")
    expect(page.get_by_role("button", name="Remove one Test Monster 02")).to_be_visible()
    expect(page.locator("#section-side")).to_contain_text("(1)")
    # Text that is no decklist is refused next to the import form, and the deck stays as it was.
    page.get_by_label("Decklist file").set_input_files([])
    page.get_by_label("Decklist", exact=True).fill("hello there")
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report").get_by_role("alert")).to_contain_text("Nothing imported")
    expect(page.get_by_role("button", name="Remove one Test Monster 02")).to_be_visible()


def test_a_save_from_a_stale_tab_is_refused_and_the_newer_version_offered(page, ygo_cards):
    sign_up(page)
    new_saved_deck(page, "Yu-Gi-Oh!")
    url = page.url
    other = page.context.new_page()
    other.goto(url)

    page.get_by_label("Search cards").fill("Test Monster 03")
    page.get_by_role("button", name="Add Test Monster 03").click()
    expect(page.get_by_role("button", name="Remove one Test Monster 03")).to_be_visible()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 2")

    other.get_by_label("Search cards").fill("Test Spell 1")
    other.get_by_role("button", name="Add Test Spell 1").click()
    expect(other.get_by_role("button", name="Remove one Test Spell 1")).to_be_visible()
    other.get_by_role("button", name="Save").click()
    alert = other.get_by_role("alert")
    expect(alert).to_contain_text("Not saved")
    expect(alert).to_contain_text("Test Monster 03")
    deck = Deck.objects.get()
    assert deck.revision == 2 and deck.sections()["main"] == {"10003": 1}

    # Keeping this tab's version is an explicit choice, and saves over revision 2.
    other.get_by_role("button", name="Save mine over it").click()
    expect(other.locator("#save-status")).to_contain_text("Saved revision 3")
    deck.refresh_from_db()
    assert deck.sections()["main"] == {"20001": 1}
    assert [r.number for r in deck.revisions.all()] == [3, 2, 1]

    # The first tab is now the stale one; loading the newer version shows what the other tab saved.
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("alert")).to_contain_text("Not saved")
    page.get_by_role("link", name="Load the newer version (revision 3)").click()
    expect(page.get_by_role("button", name="Remove one Test Spell 1")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Test Monster 03")).to_have_count(0)


def test_keyboard_only_search_and_add(page, ygo_cards):
    sign_up(page)
    new_deck(page, "Yu-Gi-Oh!")
    page.get_by_label("Search cards").focus()
    page.keyboard.type("Test Trap 0")
    add = page.get_by_role("button", name="Add Test Trap 0")
    expect(add).to_be_visible()
    page.keyboard.press("ArrowDown")  # from the search box to the first result (static/js/editor_keys.js)
    expect(page.locator("#search-results li[data-code]").first).to_be_focused()
    page.keyboard.press("Enter")  # adds the result
    expect(page.get_by_role("button", name="Remove one Test Trap 0")).to_be_visible()
    # The +/- buttons keep the focus across the re-render, so a keyboard user can press again.
    more = page.get_by_role("button", name="Add one Test Trap 0")
    more.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#deck-panel li", has_text="Test Trap 0")).to_contain_text("2×")
    expect(more).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#deck-panel li", has_text="Test Trap 0")).to_contain_text("3×")
    # Pressing Enter in the search box searches; it does not save the deck.
    page.get_by_label("Search cards").press("Enter")
    assert not Deck.objects.exists()  # a new deck is stored by its first save, and none came


def test_the_editor_fits_a_375_pixel_screen(phone, ygo_cards):
    page = phone
    User.objects.create_user("narrow", password="pw-narrow-12345")
    deck = services.deck_create(
        owner=User.objects.get(username="narrow"),
        game=Game.objects.get(slug="yugioh"),
        name="A deck with a rather long name for a small phone screen",
        sections={"main": {c.code: 2 for c in ygo_cards[:20]}},
    )
    page.goto("/accounts/login/")
    page.get_by_label("Username").fill("narrow")
    page.get_by_label("Password").fill("pw-narrow-12345")
    page.get_by_role("button", name="Log in").click()
    for path in (f"/decks/{deck.pk}/edit/", "/decks/", f"/decks/{deck.pk}/", f"/decks/{deck.pk}/print/"):
        page.goto(path)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"{path} scrolls sideways: {width}px"
    page.goto(f"/decks/{deck.pk}/edit/")
    button = page.get_by_role("button", name="Remove one Test Monster 00")
    button.scroll_into_view_if_needed()
    expect(button).to_be_in_viewport()
    box = button.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    assert box["height"] >= 24  # a target a thumb can hit


def test_a_shared_deck_opens_read_only_and_can_be_cloned(page, ygo_cards):
    owner = User.objects.create_user("sharer", password="pw-sharer-12345")
    deck = services.deck_create(
        owner=owner,
        game=Game.objects.get(slug="yugioh"),
        name="Public Burn",
        sections={"main": {c.code: 2 for c in ygo_cards[:20]}},
        is_public=True,
    )
    page.goto(f"/decks/{deck.pk}/")
    expect(page.get_by_role("heading", name="Public Burn")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Test Monster 00")).to_have_count(0)
    sign_up(page, "cloner")
    page.goto(f"/decks/{deck.pk}/")
    page.get_by_role("button", name="Clone").click()
    page.wait_for_url("**/edit/")
    expect(page.get_by_label("Deck name")).to_have_value("Public Burn (copy)")
    expect(legality(page).locator(".badge")).to_have_text("Legal")


def test_the_registration_sheet_prints_without_the_page_around_it(page, ygo_cards):
    sign_up(page, "printer")
    new_saved_deck(page, "Yu-Gi-Oh!")
    deck = Deck.objects.get()
    page.goto(f"/decks/{deck.pk}/print/")
    page.get_by_label("Player name").fill("Alice Example")
    page.get_by_label("Event").fill("Store Championship")
    page.get_by_role("button", name="Update sheet").click()
    sheet = page.get_by_role("article")
    expect(sheet).to_contain_text("Alice Example")
    expect(sheet).to_contain_text("Monster cards: 0")
    page.emulate_media(media="print")
    expect(page.get_by_label("Player name")).to_be_hidden()
    expect(page.get_by_role("navigation", name="Main")).to_be_hidden()
    expect(sheet).to_be_visible()
    page.emulate_media(media="screen")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download PDF").click()
    assert Path(download.value.path()).read_bytes().startswith(b"%PDF")
