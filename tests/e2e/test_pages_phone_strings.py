"""Issue 32, part B, in a real browser, in English and Arabic, at 1280 and 375 px: the phone's folded header
menu, every page fitting a phone, verdict tables that stay readable there, the reader's own words and
punctuation, and the small things (the example record's address, a complete Tractor example, share links
without a language, the editor's heading after a rename, a "did you mean" that validates again, what an empty
rulings search has to say). Each test fails on the pages as they were before."""

import json

import pytest
from django.conf import settings
from playwright.sync_api import expect

from games.models import Format
from tests.conftest import client_for
from tests.judging.adjudications.waiting import wait_for_status
from tests.support.browser import SIDEWAYS
from tests.support.site_pages import site_with_data

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 375, "height": 812}
DESK = {"width": 1280, "height": 800}
MENU = "button[popovertarget=site-menu]"


@pytest.fixture
def site(db):
    return site_with_data()


@pytest.fixture
def light_site(db):
    """The site without its verdicts (and the DBS and DBZ cards they need): for the tests that read no verdict."""
    return site_with_data(verdicts=False)


@pytest.fixture
def tab_for(browser, live_server):
    """tab_for(user, viewport, js=True): a tab of its own context, logged in as `user` (None: logged out)."""
    contexts = []

    def open_tab(user, viewport, js=True):
        context = browser.new_context(base_url=live_server.url, viewport=viewport, java_script_enabled=js)
        if user is not None:
            session = client_for(user).cookies[settings.SESSION_COOKIE_NAME].value
            context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": session, "url": live_server.url}])
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context.new_page()

    yield open_tab
    for context in contexts:
        context.close()


# 6. The phone: a compact header whose menu folds behind a disclosure button.


@pytest.mark.parametrize("language", ["", "/ar"])
def test_on_a_phone_the_header_is_a_bar_with_a_menu_button_that_keyboard_and_touch_open(light_site, tab_for, language):
    page = tab_for(light_site.user, PHONE)
    page.goto(f"{language}/decks/")
    header = page.locator(".site-header")
    assert header.bounding_box()["height"] <= 64  # was 188-245 px of an 812 px screen
    button = page.locator(MENU)
    decks_link = page.locator(".site-nav a").nth(1)
    expect(decks_link).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(decks_link).to_be_visible()
    assert decks_link.bounding_box()["height"] >= 44
    page.keyboard.press("Tab")  # from the button into the menu's first link
    assert page.evaluate("document.activeElement.closest('#site-menu') !== null")
    page.keyboard.press("Escape")
    expect(decks_link).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()  # a tap
    decks_link.click()
    page.wait_for_url(f"**{language}/decks/")

    # Without JavaScript the button still opens the menu (a popover needs none).
    bare = tab_for(light_site.user, PHONE, js=False)
    bare.goto(f"{language}/decks/")
    bare.locator(MENU).click()
    expect(bare.locator(".site-nav a").nth(1)).to_be_visible()

    # On a wide screen the menu is the bar itself, and there is no button.
    wide = tab_for(light_site.user, DESK)
    wide.goto(f"{language}/decks/")
    expect(wide.locator(MENU)).to_be_hidden()
    expect(wide.locator(".site-nav a").nth(1)).to_be_visible()
    assert wide.locator(".site-header").bounding_box()["height"] <= 80


@pytest.mark.parametrize("language", ["", "/ar"])
def test_no_page_scrolls_sideways_on_a_phone(site, tab_for, language):
    """Every page of the site, logged in, with data on it (a deck, a verdict of each game, a ruling)."""
    page = tab_for(site.user, PHONE)
    wide = {}
    for path in site.pages:
        response = page.goto(language + path)
        assert response.status == 200, language + path
        page.wait_for_load_state("networkidle")
        if found := page.evaluate(SIDEWAYS):
            wide[language + path] = found
    assert wide == {}


@pytest.mark.parametrize("language", ["", "/ar"])
def test_a_dbs_battle_reads_in_three_short_lines_on_a_phone_and_as_a_table_on_a_desk(site, tab_for, language):
    url = language + site.verdicts["dbs"].get_absolute_url()
    page = tab_for(site.user, PHONE)
    page.goto(url)
    row = page.locator("table.battles tbody tr").first
    cells = row.locator("td")
    tops = sorted({round(box["y"]) for box in (cells.nth(i).bounding_box() for i in range(cells.count()))})
    assert len(tops) == 3, tops  # attacker and target, the two powers, result and damage: two to a line
    labels = cells.evaluate_all("tds => tds.map((td) => getComputedStyle(td, '::before').content)")
    assert len(set(labels)) == 6 and '""' not in labels and "none" not in labels  # each value under its name
    assert page.evaluate(SIDEWAYS) == []
    state = page.locator("table.states tbody tr").first.locator("td")
    tops = {round(state.nth(i).bounding_box()["y"]) for i in range(state.count())}
    assert len(tops) == 3, tops  # a player's state: three values to a line, not eight lines

    desk = tab_for(site.user, DESK)
    desk.goto(url)
    expect(desk.locator("table.battles thead").first).to_be_visible()
    first = desk.locator("table.battles tbody tr").first.locator("td")
    assert first.nth(0).bounding_box()["y"] == first.nth(5).bounding_box()["y"]  # one line, six columns


# 7 and 8. The reader's words and punctuation: problem titles, "did you mean" in Arabic, a suggestion that
# validates again.


@pytest.mark.parametrize(("language", "viewport"), [("", DESK), ("/ar", PHONE)])
def test_a_did_you_mean_suggestion_reads_in_the_language_and_validates_again(light_site, tab_for, language, viewport):
    page = tab_for(light_site.user, viewport)
    page.goto(f"{language}/decks/validate/")
    page.locator("#id_decklist").fill("3 Sangam\n")
    page.locator("form.panel button[type=submit]").click()
    title = page.locator("#validate-result .problem-title[data-code=UNKNOWN_CARD]")  # the code, for scripts only
    suggestions = page.locator("#validate-result .suggestions")
    text = suggestions.inner_text().strip()
    if language == "/ar":
        assert text.endswith("؟") and "?" not in text and "," not in text, text
        if suggestions.locator("button").count() > 1:
            assert "،" in text
        expect(title).to_have_text("بطاقة غير معروفة")
    else:
        assert text.endswith("?"), text
        expect(title).to_have_text("Unknown card")
    suggestions.get_by_role("button", name="Sangan").click()
    expect(page.locator("#id_decklist")).to_have_value("3 Sangan\n")
    # validated again at once: the unknown card is gone from the verdict
    expect(page.locator("#validate-result .problem-title[data-code=UNKNOWN_CARD]")).to_have_count(0)
    expect(page.locator("#validate-result .verdict")).to_be_visible()


# 9. The small things.


@pytest.mark.parametrize(("language", "viewport"), [("", PHONE), ("/ar", DESK)])
def test_the_example_record_loads_by_a_clean_address_and_tractor_s_is_a_whole_hand(
    light_site, tab_for, language, viewport
):
    from judging.adjudications import services

    page = tab_for(light_site.user, viewport)
    page.goto(f"{language}/adjudications/")
    page.locator("#id_game").select_option("tractor")
    page.locator("button[name=example]").click()
    page.wait_for_load_state()
    assert "csrfmiddlewaretoken" not in page.url and "record" not in page.url, page.url
    assert page.url.endswith(f"{language}/adjudications/?game=tractor&example=1")
    record = json.loads(page.locator("textarea[name=record]").input_value())
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=light_site.user)
    # Run here, unless a live worker already claimed it from the queue: then its verdict is awaited.
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    verdict = wait_for_status(adjudication.pk, "done", "failed").verdict
    assert verdict["legal"] and verdict["complete"]  # a whole hand: the verdict has its result
    page.goto(f"{language}{adjudication.get_absolute_url()}")
    expect(page.locator("main")).not_to_contain_text("the hand is not complete")


@pytest.mark.parametrize(("language", "viewport"), [("", DESK), ("/ar", PHONE)])
def test_a_share_link_has_no_language_and_the_heading_follows_a_rename(light_site, tab_for, language, viewport):
    page = tab_for(light_site.user, viewport)
    deck = light_site.deck
    deck.is_public = True
    deck.save(update_fields=["is_public"])
    page.goto(f"{language}/decks/{deck.pk}/")
    link = page.locator("#share-link").input_value()
    assert link.endswith(f"/decks/{deck.pk}/") and "/ar/" not in link and "/en/" not in link, link

    page.goto(f"{language}/decks/{deck.pk}/edit/")
    page.locator("#deck-name").fill("Renamed (Goat) deck")
    page.locator("#save-status").locator("xpath=preceding-sibling::button[1]").click()  # Save
    expect(page.locator("#deck-heading bdi")).to_have_text("Renamed (Goat) deck")
    assert "Renamed (Goat) deck" in page.title()


@pytest.mark.parametrize(("language", "viewport"), [("", DESK), ("/ar", PHONE)])
def test_a_format_name_keeps_its_brackets_on_one_line_and_an_empty_rulings_search_says_what_there_is(
    light_site, tab_for, language, viewport
):
    fmt = Format.objects.filter(game=light_site.deck.game).first()
    fmt.name = "Goat Format, the long name of its Forbidden and Limited list (April 2005)"
    fmt.save(update_fields=["name"])
    light_site.deck.format = fmt
    light_site.deck.save(update_fields=["format"])
    page = tab_for(light_site.user, PHONE)
    page.goto(f"{language}/decks/{light_site.deck.pk}/")
    for width in range(300, 376, 5):  # wherever the line breaks, the bracketed part stays whole
        page.set_viewport_size({"width": width, "height": 812})
        lines = page.evaluate(
            """() => {
              const bdi = [...document.querySelectorAll('.deck-meta bdi')].find((b) => b.textContent.includes('('));
              const node = bdi.firstChild, text = node.textContent, range = document.createRange();
              range.setStart(node, text.indexOf('(')); range.setEnd(node, text.indexOf(')') + 1);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            }"""
        )
        assert lines == 1, width

    page = tab_for(light_site.user, viewport)
    page.goto(f"{language}/rulings/?q=zzzqqqxx")
    coverage = page.locator(".coverage-list li")
    expect(coverage).to_have_count(1)
    expect(coverage.first).to_contain_text("Yu-Gi-Oh!")
    expect(coverage.first).to_contain_text("English" if not language else "الإنجليزيّة")
