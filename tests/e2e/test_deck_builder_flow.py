"""Issue 32 in a real browser: a list without headers lands in the right sections, cards move between sections,
undo and redo, the keyboard reaches the results and the deck, a paste after a file imports the paste, names show
their card's text; in English at 1280 px and in Arabic at 375 px."""

import pytest
from playwright.sync_api import expect

from tests.support.browser import PHONE, log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

UNSECTIONED = "2 Test Monster 00\n1 Test Fusion\n"


def panel(page):
    return page.locator("#deck-panel")


def test_keyboard_undo_moves_and_the_import_on_a_laptop(page, owner, ygo_cards, tmp_path):
    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, owner.username, next="/decks/new/yugioh/edit/")

    # Item 1: a list without headers puts the Fusion monster in the Extra Deck.
    page.locator("#id_decklist").fill(UNSECTIONED)
    page.locator("#import-form button[value=add]").click()
    expect(page.locator("#section-extra")).to_contain_text("(1)")
    expect(page.locator("#section-main")).to_contain_text("(2)")

    # Item 4: after a file, a paste is what is imported, and the import clears the file.
    deck_file = tmp_path / "deck.ydk"
    deck_file.write_text("#main\n10001\n10002\n10003\n")
    page.locator("#id_file").set_input_files(str(deck_file))
    page.locator("#id_decklist").fill("3 Test Monster 05\n1 Test Spell 0")
    page.locator("#import-form button[value=replace]").click()
    expect(page.locator("#import-report")).to_contain_text("Imported 4 cards")
    expect(panel(page)).to_contain_text("Test Monster 05")
    expect(panel(page)).not_to_contain_text("Test Monster 01")
    assert page.locator("#id_file").evaluate("input => input.files.length") == 0

    # Item 3: arrow keys reach the results, Enter adds, and the change is announced.
    search = page.locator("#card-search")
    search.fill("Test Monster 07")
    expect(page.locator("#search-results li")).to_have_count(1)
    search.press("ArrowDown")
    expect(page.locator("#search-results li").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#editor-announce")).to_contain_text("Test Monster 07: 1 in the Main Deck")
    # Item 2: the result shows the card's stats and its status in the chosen format.
    expect(page.locator("#search-results li").first).to_contain_text("ATK")
    expect(page.locator("#search-results li .badge").first).to_have_text("Allowed")

    # In the deck: +, - and M (to the side-board) on the focused row; Ctrl+Z and Ctrl+Y undo and redo.
    row = panel(page).locator("li[data-code='10005'][data-section='main']")
    row.focus()
    page.keyboard.press("+")
    expect(row).to_contain_text("4×")
    expect(panel(page).locator("li[data-code='10005'][data-section='main']")).to_be_focused()
    page.keyboard.press("m")
    expect(panel(page).locator("li[data-code='10005'][data-section='side']")).to_contain_text("1×")
    page.keyboard.press("Control+z")
    expect(panel(page).locator("li[data-code='10005'][data-section='side']")).to_have_count(0)
    expect(panel(page).locator("li[data-code='10005'][data-section='main']")).to_contain_text("4×")
    page.keyboard.press("Control+y")
    expect(panel(page).locator("li[data-code='10005'][data-section='side']")).to_have_count(1)
    page.locator("#undo").click()
    page.locator("#undo").click()
    expect(panel(page).locator("li[data-code='10005'][data-section='main']")).to_contain_text("3×")

    # Item 1: a move the rules forbid is not offered (+ adds a result too): a Fusion monster goes to the Side Deck only.
    search.fill("Test Fusion")
    expect(page.locator("#search-results li[data-code='40000']")).to_have_count(1)
    search.press("ArrowDown")
    page.keyboard.press("+")
    expect(page.locator("#section-extra")).to_contain_text("(1)")
    expect(panel(page).locator("li[data-code='40000'] button[data-move]")).to_have_count(1)
    expect(panel(page).locator("li[data-code='40000'] button[data-move]")).to_contain_text("Side Deck")

    # Item 2: the deck is grouped by kind; a card's name links to its page and shows its text on hover.
    expect(panel(page).locator("h4.deck-group")).to_have_text(["Monster cards (4)", "Spell cards (1)"])
    name = panel(page).locator("li[data-code='10005'] a.card-ref")
    expect(name).to_have_attribute("href", "/cards/yugioh/10005/")
    name.hover()
    expect(page.locator("#card-name-preview")).to_contain_text("Test Monster 05")


def test_moves_and_an_unsectioned_import_on_a_phone_in_arabic(browser, live_server, owner, ygo_cards):
    context = browser.new_context(base_url=live_server.url, viewport=PHONE, has_touch=True)
    page = context.new_page()
    try:
        log_in(page, owner.username, next="/ar/decks/new/yugioh/edit/")
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
        page.locator("#id_decklist").fill(UNSECTIONED)
        page.locator("#import-form button[value=add]").tap()
        expect(page.locator("#section-extra")).to_contain_text("(1)")
        # A tap on a move button sends one copy to the side-board; Undo takes it back.
        panel(page).locator("li[data-code='10000'][data-section='main'] button[data-move]").first.tap()
        expect(panel(page).locator("li[data-code='10000'][data-section='side']")).to_contain_text("1×")
        page.locator("#undo").tap()
        expect(panel(page).locator("li[data-code='10000'][data-section='side']")).to_have_count(0)
        # The statistics: each chart's numbers as a table too, opened by a tap, within the phone's width.
        stats = page.locator("#stats-body")
        expect(stats.locator("figcaption")).to_contain_text(["أنواع البطاقات"])
        stats.locator("details summary").first.tap()
        expect(stats.locator("table.stats-table").first).to_be_visible()
        # A first tap on a name shows its card; nothing on the page scrolls sideways.
        panel(page).locator("li[data-code='40000'] a.card-ref").tap()
        expect(page.locator("#card-name-preview")).to_contain_text("Test Fusion")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    finally:
        context.close()
