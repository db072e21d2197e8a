"""The validator and bulk pages in a real Chromium at phone width, the bulk job run by a real worker."""

import pytest
from django.contrib.auth.models import Group, User
from playwright.sync_api import expect

from tests.support.cards import forty, ydk

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def no_sideways_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_pasting_a_decklist_shows_the_verdict_at_375px(phone, ygo_pool):
    phone.goto("/decks/validate/")
    phone.get_by_label("Game").select_option("yugioh")
    phone.get_by_label("Decklist").fill(ydk([*forty(), "55144522", "55144522", "55144522", "55144522"]))
    phone.get_by_role("button", name="Validate").click()
    result = phone.locator("#validate-result")
    result.get_by_text("Not legal").wait_for()
    assert "Too many copies" in result.inner_text() and "Pot of Greed" in result.inner_text()
    assert no_sideways_scroll(phone)


def test_an_organiser_pastes_decklists_and_follows_the_job(phone, ygo_pool, celery_worker, live_server):
    user = User.objects.create_user("org", password="pw-organiser-1")
    user.groups.add(Group.objects.get(name="organiser"))
    phone.goto("/accounts/login/?next=/decks/validate/bulk/")
    phone.get_by_label("Username").fill("org")
    phone.get_by_label("Password").fill("pw-organiser-1")
    phone.get_by_role("button", name="Log in").click()
    phone.get_by_label("Or paste decklists").fill("=== Alice\n" + ydk(forty()) + "=== Bob\n1 Monster 1\n")
    phone.get_by_role("button", name="Start validation").click()
    phone.wait_for_url("**/jobs/**")
    expect(phone.get_by_role("heading", name="1 of 2 legal")).to_be_visible()
    report = phone.locator(".bulk-report").inner_text()
    assert "Alice" in report and "Bob" in report and "Legal" in report and "Not legal" in report
    assert no_sideways_scroll(phone)


def test_choosing_a_game_narrows_the_formats(phone):
    phone.goto("/decks/validate/")
    phone.get_by_label("Game").select_option("dbs")
    options = phone.locator("#id_format option")
    # a locator wait, not wait_for_function: the page's CSP forbids the eval that a string predicate needs
    expect(phone.locator("#id_format optgroup")).to_have_count(1)
    assert options.all_inner_texts()[1] == "Standard (FAQ rules, no list)"


BANG_AFTER_NAME = """el => {
    const texts = [...el.querySelectorAll('*')].flatMap(e => [...e.childNodes]);
    const text = texts.find(n => n.nodeType === 3 && n.data.includes('Yu-Gi-Oh!'));
    const i = text.data.indexOf('Yu-Gi-Oh!'), range = document.createRange();
    range.setStart(text, i); range.setEnd(text, i + 1); const first = range.getBoundingClientRect().x;
    range.setStart(text, i + 8); range.setEnd(text, i + 9); return range.getBoundingClientRect().x > first;
}"""


def test_an_arabic_problem_shows_the_game_name_with_its_punctuation_in_place(phone, ygo_pool):
    phone.goto("/ar/decks/validate/")
    phone.locator("#id_game").select_option("yugioh")
    phone.locator("#id_decklist").fill("1 Blue-Eyes Whte Dragon\n")
    phone.locator("form.panel button[type=submit]").click()
    problem = phone.locator("#validate-result .problem").first
    problem.wait_for()
    # In right-to-left text, "Yu-Gi-Oh!" not isolated is drawn "!Yu-Gi-Oh": its "!" left of its "Y".
    assert problem.evaluate(BANG_AFTER_NAME)
    # The game picker's chosen "Yu-Gi-Oh!" too: each option takes its own text's direction.
    option = phone.locator("#id_game option[value=yugioh]")
    assert option.evaluate("o => getComputedStyle(o).unicodeBidi") == "plaintext"
    assert no_sideways_scroll(phone)
