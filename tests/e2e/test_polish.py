"""Issue 18, product polish, in a real browser: each test fails on the page as it was before the fix.

One module so the live server, the browser and the card fixtures are shared and the run stays cheap."""

import datetime

import pytest
from playwright.sync_api import expect

from decks.models import Deck
from games.models import Format, FormatCard, Game
from tests.conftest import make_user
from tests.support.browser import log_in
from tests.support.cards import ydk

from .conftest import PASSWORD, new_deck, new_saved_deck, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def verdict(page):
    return page.locator("#validate-result")


# 1. htmx errors are shown where the user looks, and a stale verdict is cleared.


def test_a_rejected_decklist_replaces_the_verdict_with_the_reason(page, ygo_cards):
    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("3 Test Monster 00\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).locator(".badge")).to_have_text("Not legal")

    page.get_by_label("Decklist", exact=True).fill("hello there\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).get_by_role("alert")).to_contain_text("this is not a decklist")
    expect(verdict(page).locator(".badge")).to_have_count(0)


def test_a_server_failure_or_lost_connection_is_said_in_place_of_the_verdict(page, ygo_cards):
    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("3 Test Monster 00\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).locator(".badge")).to_have_text("Not legal")

    page.route("**/decks/validate/", lambda route: route.fulfill(status=500, body="<!doctype html><html>boom</html>"))
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).get_by_role("alert")).to_contain_text("could not answer (error 500)")
    expect(verdict(page).locator(".badge")).to_have_count(0)
    expect(verdict(page)).not_to_contain_text("boom")

    page.unroute("**/decks/validate/")
    page.route("**/decks/validate/", lambda route: route.abort())
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).get_by_role("alert")).to_contain_text("cannot be reached")


def test_a_card_query_error_is_shown_in_the_results(page, ygo_cards):
    page.goto("/cards/?game=yugioh&q=Test")
    expect(page.locator("#card-results")).to_contain_text("Test Monster 00")
    page.get_by_label("Search", exact=False).first.fill('atk>="')
    expect(page.locator("#card-results").get_by_role("alert")).to_be_visible()
    expect(page.locator("#card-results")).not_to_contain_text("Test Monster 00")


def test_a_search_of_every_game_with_no_match_says_so(page, ygo_cards):
    page.goto("/cards/?q=zzqx+nothing+like+it")
    results = page.locator("#card-results")
    expect(results).to_contain_text("No card matches.")
    expect(results).not_to_contain_text("Choose a game")  # what it said before: as if nothing was searched


# 2. The deck editor keeps unsaved work.


def add_to_deck(page, name):
    page.get_by_label("Search cards").fill(name)
    page.get_by_role("button", name=f"Add {name}").click()
    expect(page.get_by_role("button", name=f"Remove one {name}")).to_be_visible()


def test_unsaved_work_warns_on_leaving_and_is_restored_after_a_reload(page, ygo_cards):
    sign_up(page, "drafter")
    new_deck(page, "Yu-Gi-Oh!")
    add_to_deck(page, "Test Monster 03")
    page.get_by_label("Deck name").fill("My draft")
    page.get_by_label("Deck name").press("Tab")
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.type), d.accept()))
    page.reload()
    assert dialogs == ["beforeunload"]
    expect(page.get_by_role("status").filter(has_text="Unsaved changes restored")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Test Monster 03")).to_be_visible()
    expect(page.get_by_label("Deck name")).to_have_value("My draft")

    # After a save nothing is pending: leaving does not ask, and the header shows the saved revision.
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 1")
    expect(page.locator(".deck-meta")).to_contain_text("revision 1")
    page.reload()
    assert dialogs == ["beforeunload"]
    expect(page.get_by_text("Unsaved changes restored")).to_have_count(0)
    expect(page.get_by_role("button", name="Remove one Test Monster 03")).to_be_visible()


def test_an_import_is_added_to_the_deck_or_replaces_it_and_a_replace_can_be_undone(page, ygo_cards):
    sign_up(page, "importer")
    new_deck(page, "Yu-Gi-Oh!")
    add_to_deck(page, "Test Monster 00")
    page.get_by_label("Decklist", exact=True).fill(ydk(["10001", "10001"]))
    page.get_by_role("button", name="Import: add to the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Added 2 cards to the deck")
    expect(page.get_by_role("button", name="Remove one Test Monster 00")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Test Monster 01")).to_be_visible()

    page.get_by_label("Decklist", exact=True).fill(ydk(["10002"]))
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Imported 1 card")
    expect(page.get_by_role("button", name="Remove one Test Monster 00")).to_have_count(0)
    page.get_by_role("button", name="Undo the import").click()
    expect(page.get_by_role("button", name="Remove one Test Monster 00")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Test Monster 02")).to_have_count(0)
    expect(page.locator("#deck-panel h2")).to_contain_text("3 cards")
    expect(page.locator("#import-report")).to_be_empty()


# 3. Errors a person can act on.


def test_an_unknown_address_gets_the_friendly_404_in_the_site_layout(page):
    response = page.goto("/no/such/page/")
    assert response.status == 404
    expect(page.get_by_role("heading", name="There is nothing at this address")).to_be_visible()
    expect(page.get_by_role("navigation", name="Main")).to_be_visible()
    expect(page.locator("body")).not_to_contain_text("URLconf")


def test_a_logged_out_owner_is_sent_to_log_in_and_back_to_their_private_deck(page, ygo_cards):
    sign_up(page, "owner1")
    new_saved_deck(page, "Yu-Gi-Oh!")
    deck = Deck.objects.get(owner__username="owner1")
    page.context.clear_cookies()
    page.goto(f"/decks/{deck.pk}/")
    page.wait_for_url("**/accounts/login/**")
    page.get_by_label("Username").fill("owner1")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(f"**/decks/{deck.pk}/")

    # Someone else, logged in, still finds nothing there.
    page.context.clear_cookies()
    sign_up(page, "stranger1")
    assert page.goto(f"/decks/{deck.pk}/").status == 404


def test_a_visitor_is_told_to_log_in_for_bulk_validation_and_a_player_finds_it(page):
    page.goto("/decks/validate/")
    expect(page.get_by_role("link", name="Bulk validation")).to_have_count(0)
    expect(page.get_by_text("to check many decks at once with bulk validation")).to_be_visible()
    sign_up(page, "player9")  # issue 30: open to anyone signed in
    page.goto("/decks/validate/")
    expect(page.get_by_role("link", name="Bulk validation").first).to_be_visible()


def test_a_logged_out_editor_says_so_instead_of_showing_the_login_page(page, ygo_cards):
    sign_up(page, "polish1")
    new_deck(page, "Yu-Gi-Oh!")
    page.context.clear_cookies()
    page.get_by_label("Search cards").fill("Test Monster")
    expect(page.locator("#search-results").get_by_role("alert")).to_contain_text("You are logged out")
    expect(page.locator("#search-results")).not_to_contain_text("Password")


# 4. Sensible defaults and names.


@pytest.fixture
def goat_list(ygo_cards):
    game = Game.objects.get(slug="yugioh")
    fmt = Format.objects.create(
        game=game, slug="2005-4-1", name="2005.4.1", valid_from=datetime.date(2005, 4, 1), limits={"copies": 3}
    )
    FormatCard.objects.create(format=fmt, code=ygo_cards[13].code, limit=0)
    return fmt


def test_a_new_deck_starts_in_the_newest_list_shown_by_its_human_name(page, goat_list):
    sign_up(page, "namer")
    new_deck(page, "Yu-Gi-Oh!")
    expect(page.get_by_label("Format", exact=True).locator("option:checked")).to_have_text("Goat, April 2005")
    add_to_deck(page, "Test Monster 13")
    expect(page.locator("#legality-body")).to_contain_text("Goat, April 2005")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision")
    page.goto(f"/decks/{Deck.objects.get(owner__username='namer').pk}/")
    expect(page.locator(".deck-meta")).to_contain_text("Goat, April 2005")

    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("1 Test Monster 13\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page)).to_contain_text("in Goat, April 2005")
    expect(verdict(page)).not_to_contain_text("2005.4.1")


def test_an_unknown_name_in_an_import_offers_the_closest_card_in_one_click(page, ygo_cards):
    sign_up(page, "typist")
    new_deck(page, "Yu-Gi-Oh!")
    page.get_by_label("Decklist", exact=True).fill("1 Test Monster 00\n3 Tst Monster 05\n")
    page.get_by_role("button", name="Import: replace the deck").click()
    report = page.locator("#import-report")
    expect(report).to_contain_text("unknown card 'Tst Monster 05'")
    expect(report).to_contain_text("Did you mean")
    report.get_by_role("button", name="Use Test Monster 05").click()
    expect(report).to_contain_text("Added to the deck, and corrected in the decklist.")
    expect(page.locator("#deck-panel h2")).to_contain_text("4 cards")
    expect(page.get_by_role("button", name="Remove one Test Monster 05")).to_be_visible()
    expect(page.get_by_label("Decklist", exact=True)).to_have_value("1 Test Monster 00\n3 Test Monster 05\n")


def test_a_passcode_outside_the_pool_is_said_to_be_so(page, ygo_cards):
    game = Game.objects.get(slug="yugioh")
    tcg = Format.objects.create(game=game, slug="2026-05-tcg", name="2026.05 TCG")
    FormatCard.objects.create(format=tcg, code="14558127", limit=3, name="Ash Blossom & Joyous Spring")
    sign_up(page, "pooler")
    new_deck(page, "Yu-Gi-Oh!")
    page.get_by_label("Decklist", exact=True).fill(ydk(["10000", "14558127"]))
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text(
        "14558127 is not in this card pool (1 copy left out). The database knows it from: "
        "Forbidden/Limited list, May 2026 (TCG), as “Ash Blossom & Joyous Spring”."
    )


# 5. Organiser pages.


def test_the_bulk_results_read_as_a_report_numbered_as_the_csv(page, ygo_cards, celery_worker):
    make_user("boss", group="organiser")
    log_in(page, "boss")
    page.goto("/decks/")
    page.get_by_role("main").get_by_role("link", name="Bulk validation").click()
    page.wait_for_url("**/decks/validate/bulk/")
    expect(page.get_by_role("navigation", name="Main").get_by_role("link", name="Bulk validation")).to_be_visible()
    legal = "".join(f"3 Test Monster {i:02d}\n" for i in range(14))
    page.get_by_label("Or paste decklists").fill(f"=== Alice\n{legal}=== Bob\n1 Test Monster 01\n=== Carol\nhello\n")
    page.get_by_role("button", name="Start validation").click()
    page.wait_for_url("**/jobs/**")
    expect(page.get_by_role("heading", name="1 of 3 legal")).to_be_visible()
    report = page.locator(".bulk-report")
    expect(report).to_contain_text("Format: Advanced (no list).")
    expect(report).to_contain_text("1 decklist could not be read.")
    decks = report.locator(".bulk-deck")
    expect(decks.nth(0).locator("h3")).to_have_text("1. Alice Legal")
    expect(decks.nth(1).locator("h3")).to_have_text("2. Bob Not legal")
    expect(decks.nth(1).locator(".bulk-problems li")).to_have_text(["Main Deck has 1 card; it must have 40 to 60."])
    expect(decks.nth(2).locator("h3")).to_have_text("3. Carol Not read")

    csv = page.request.get(page.url.replace("/jobs/", "/api/jobs/") + "report.csv").text().splitlines()
    assert [line.split(",")[:2] for line in csv[1:]] == [["1", "Alice"], ["2", "Bob"], ["3", "Carol"]]
    assert csv[1].split(",")[3:5] == ["advanced", "Advanced (no list)"]

    page.goto("/decks/validate/bulk/")
    past = page.get_by_role("region", name="Your earlier bulk validations")
    expect(past.get_by_role("row")).to_have_count(2)
    expect(past).to_contain_text("1 of 3")
    past.get_by_role("link").click()
    expect(page.get_by_role("heading", name="1 of 3 legal")).to_be_visible()


def test_a_player_finds_bulk_validation_in_the_header_and_on_the_decks_page(page):
    # Bulk validation is open to every signed-in user (issue 30), no longer to judges and organisers only.
    sign_up(page, "player10")
    expect(page.get_by_role("link", name="Bulk validation")).to_have_count(2)
    expect(page.get_by_role("main").get_by_role("link", name="Validate a decklist")).to_be_visible()


# 6. A new deck is stored by its first save.


def test_new_deck_creates_no_row_until_the_first_save_then_edits_that_deck(page, ygo_cards):
    sign_up(page, "drafty")
    new_deck(page, "Yu-Gi-Oh!")
    add_to_deck(page, "Test Monster 02")
    assert not Deck.objects.exists()
    page.on("dialog", lambda dialog: dialog.accept())  # "leave the page?": yes
    page.goto("/decks/")  # leaving the draft: it is kept in this browser, no deck row is made
    expect(page.get_by_text("You have no decks yet.")).to_be_visible()

    new_deck(page, "Yu-Gi-Oh!")
    expect(page.get_by_text("Unsaved changes restored")).to_be_visible()
    page.get_by_label("Deck name").fill("First of its name")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 1")
    deck = Deck.objects.get()
    page.wait_for_url(f"**/decks/{deck.pk}/edit/")
    expect(page.locator(".deck-meta").get_by_role("link", name="History")).to_be_visible()

    # Later work goes to that deck, not to a new one.
    add_to_deck(page, "Test Monster 04")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 2")
    assert Deck.objects.count() == 1
    assert Deck.objects.get().sections()["main"] == {"10002": 1, "10004": 1}
    page.reload()
    expect(page.get_by_text("Unsaved changes restored")).to_have_count(0)
    expect(page.get_by_role("button", name="Remove one Test Monster 04")).to_be_visible()


def test_the_validation_page_offers_the_closest_card_for_an_unknown_name(page, ygo_cards):
    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("3 Test Monster 00\n2 Test Monstr 07\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page)).to_contain_text("Did you mean")
    verdict(page).get_by_role("button", name="Use Test Monster 07").click()
    expect(page.get_by_label("Decklist", exact=True)).to_have_value("3 Test Monster 00\n2 Test Monster 07\n")
    # The corrected list is validated again at once (issue 32, item 9): the unknown card is gone from the verdict.
    expect(verdict(page)).not_to_contain_text("Did you mean")
    expect(verdict(page)).not_to_contain_text("Unknown card")
    expect(verdict(page)).not_to_contain_text("UNKNOWN_CARD")
