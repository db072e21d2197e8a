"""Issue 18, product polish, in a real browser: each test fails on the page as it was before the fix.

One module so the live server, the browser and the card fixtures are shared and the run stays cheap."""

import pytest
from playwright.sync_api import expect

from games.models import Card, Game

from .conftest import new_deck, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def ygo_cards():
    game = Game.objects.get(slug="yugioh")
    attrs = {"kind": "monster", "types": ["monster", "normal"], "level": 4, "attribute": "LIGHT"}
    return [
        Card.objects.create(
            game=game, code=str(71000 + i), name=f"Polish Monster {i:02d}", type="Normal Monster", attrs=attrs
        )
        for i in range(14)
    ]


def verdict(page):
    return page.locator("#validate-result")


# 1. htmx errors are shown where the user looks, and a stale verdict is cleared.


def test_a_rejected_decklist_replaces_the_verdict_with_the_reason(page, ygo_cards):
    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("3 Polish Monster 00\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).locator(".badge")).to_have_text("Not legal")

    page.get_by_label("Decklist", exact=True).fill("hello there\n")
    page.get_by_role("button", name="Validate").click()
    expect(verdict(page).get_by_role("alert")).to_contain_text("this is not a decklist")
    expect(verdict(page).locator(".badge")).to_have_count(0)


def test_a_server_failure_or_lost_connection_is_said_in_place_of_the_verdict(page, ygo_cards):
    page.goto("/decks/validate/")
    page.get_by_label("Decklist", exact=True).fill("3 Polish Monster 00\n")
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
    page.goto("/cards/?game=yugioh&q=Polish")
    expect(page.locator("#card-results")).to_contain_text("Polish Monster 00")
    page.get_by_label("Search", exact=False).first.fill('atk>="')
    expect(page.locator("#card-results").get_by_role("alert")).to_be_visible()
    expect(page.locator("#card-results")).not_to_contain_text("Polish Monster 00")


# 2. The deck editor keeps unsaved work.


def ydk(main):
    return "\n".join(["#created by test", "#main", *main, "#extra", "!side"]) + "\n"


def add_card(page, name):
    page.get_by_label("Search cards").fill(name)
    page.get_by_role("button", name=f"Add {name}").click()
    expect(page.get_by_role("button", name=f"Remove one {name}")).to_be_visible()


def test_unsaved_work_warns_on_leaving_and_is_restored_after_a_reload(page, ygo_cards):
    sign_up(page, "drafter")
    new_deck(page, "Yu-Gi-Oh!")
    add_card(page, "Polish Monster 03")
    page.get_by_label("Deck name").fill("My draft")
    page.get_by_label("Deck name").press("Tab")
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.type), d.accept()))
    page.reload()
    assert dialogs == ["beforeunload"]
    expect(page.get_by_role("status").filter(has_text="Unsaved changes restored")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Polish Monster 03")).to_be_visible()
    expect(page.get_by_label("Deck name")).to_have_value("My draft")

    # After a save nothing is pending: leaving does not ask, and the header shows the saved revision.
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 2")
    expect(page.locator(".deck-meta")).to_contain_text("revision 2")
    page.reload()
    assert dialogs == ["beforeunload"]
    expect(page.get_by_text("Unsaved changes restored")).to_have_count(0)
    expect(page.get_by_role("button", name="Remove one Polish Monster 03")).to_be_visible()


def test_an_import_is_added_to_the_deck_or_replaces_it_and_a_replace_can_be_undone(page, ygo_cards):
    sign_up(page, "importer")
    new_deck(page, "Yu-Gi-Oh!")
    add_card(page, "Polish Monster 00")
    page.get_by_label("Decklist", exact=True).fill(ydk(["71001", "71001"]))
    page.get_by_role("button", name="Import: add to the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Added 2 cards to the deck")
    expect(page.get_by_role("button", name="Remove one Polish Monster 00")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Polish Monster 01")).to_be_visible()

    page.get_by_label("Decklist", exact=True).fill(ydk(["71002"]))
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Imported 1 card")
    expect(page.get_by_role("button", name="Remove one Polish Monster 00")).to_have_count(0)
    page.get_by_role("button", name="Undo the import").click()
    expect(page.get_by_role("button", name="Remove one Polish Monster 00")).to_be_visible()
    expect(page.get_by_role("button", name="Remove one Polish Monster 02")).to_have_count(0)
    expect(page.locator("#deck-panel h2")).to_contain_text("3 cards")
    expect(page.locator("#import-report")).to_be_empty()
