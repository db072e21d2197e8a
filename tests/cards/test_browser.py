"""The Cards page in a real Chromium: search as you type, errors in place, usable at 375px."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def narrow(phone, sample_cards):
    """A phone's tab (tests/support/browser.py) on the sample cards."""
    return phone


def test_typing_a_query_lists_the_cards_without_reloading(narrow):
    from playwright.sync_api import expect

    narrow.goto("/cards/")
    narrow.get_by_label("Game").select_option("yugioh")
    narrow.get_by_label("Search").press_sequentially("t:spell o:destroy", delay=20)
    results = narrow.locator("#card-results")
    expect(results).to_contain_text("2 cards")
    expect(results.get_by_role("link", name="Dark Hole")).to_be_visible()
    assert "q=t%3Aspell" in narrow.url or "q=t:spell" in narrow.url  # the URL keeps the search
    width = narrow.evaluate("document.documentElement.scrollWidth")
    assert width <= 375


def test_a_bad_query_is_announced_in_place(narrow):
    from playwright.sync_api import expect

    narrow.goto("/cards/?game=yugioh")
    narrow.get_by_label("Search").fill("(dark")
    expect(narrow.get_by_role("alert")).to_contain_text("never closed")
    narrow.get_by_label("Search").fill("(dark)")
    expect(narrow.locator("#card-results")).to_contain_text("3 cards")


def test_the_results_are_reachable_by_keyboard(narrow):
    from playwright.sync_api import expect

    narrow.goto("/cards/?game=yugioh&q=magician")
    narrow.get_by_label("Search").focus()
    narrow.keyboard.press("Tab")  # the Search button
    narrow.keyboard.press("Tab")  # the first result
    expect(narrow.locator(":focus")).to_have_text("Dark Magician")
    narrow.keyboard.press("Enter")
    expect(narrow.get_by_role("heading", level=1)).to_have_text("Dark Magician")
