"""Done when (issue 16): an organiser creates an event in the browser, players register and submit their
lists, three Swiss rounds are paired and reported, a judge records a penalty, and a top cut is played."""

import pytest
from playwright.sync_api import expect

from games.models import Format, Game
from tests.conftest import make_user
from tests.support.browser import log_in
from tests.support.cards import legal_list
from tournaments.models import Event, Match

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def enter_results(page, event):
    current = event.rounds_played.order_by("-number").first()
    for match in current.matches.exclude(b=None).order_by("table"):
        page.goto(f"/tournaments/{event.pk}/matches/{match.pk}/")
        if not match.outcome:
            page.get_by_role("combobox", name="Result").select_option("a")
            page.get_by_role("button", name="Enter the result").click()
            expect(page.locator("main")).to_contain_text("wins")


def test_an_organiser_runs_an_event_in_the_browser(page, tmp_path, ygo_cards):
    game = Game.objects.get(slug="yugioh")
    make_user("boss", group="organiser")
    names = [f"player{i}" for i in range(4)]
    for name in names:
        make_user(name)

    log_in(page, "boss")
    page.goto("/tournaments/")
    page.get_by_role("link", name="New event").click()
    page.get_by_label("Game").select_option(label=game.name)
    default = Format.objects.get(game=game, is_default=True)
    page.get_by_label("Format").select_option(label=f"{game.name}: {default.label}")
    page.get_by_label("Name").fill("Browser Regional")
    page.get_by_label("Date", exact=True).fill("2026-12-05")
    page.get_by_label("Swiss rounds").fill("3")
    page.get_by_label("Top cut").select_option("4")
    page.get_by_role("button", name="Create the event").click()
    expect(page.locator("h1")).to_have_text("Browser Regional")
    event = Event.objects.get(name="Browser Regional")
    page.screenshot(path=str(tmp_path / "event-1280.png"), full_page=True)

    for i, name in enumerate(names):
        log_in(page, name)
        page.goto(f"/tournaments/{event.pk}/")
        page.get_by_role("button", name="Register").click()
        page.wait_for_url(f"**/tournaments/{event.pk}/me/")
        page.get_by_role("textbox", name="Decklist").fill(legal_list(i) if i else "#main\n10000\n#extra\n!side\n")
        page.get_by_role("button", name="Submit the decklist").click()
        if i == 0:
            expect(page.locator("main")).to_contain_text("Not legal")  # the problems, at once
            page.get_by_role("textbox", name="Decklist").fill(legal_list(0))
            page.get_by_role("button", name="Submit the decklist").click()
        expect(page.locator(".badge.legal")).to_be_visible()

    log_in(page, "boss")
    page.goto(f"/tournaments/{event.pk}/manage/")
    expect(page.locator(".summary")).to_contain_text("4 players: 4 lists submitted, 4 legal")
    for number in (1, 2, 3):
        page.get_by_role("button", name="Pair the next round").click()
        expect(page.locator("main")).to_contain_text(f"Round {number} of 3.")
        if number == 2:
            match = Match.objects.filter(round__event=event, round__number=2).exclude(b=None).first()
            page.goto(f"/tournaments/{event.pk}/matches/{match.pk}/")
            page.get_by_role("link", name="Record a penalty").click()
            page.get_by_label("Infraction").select_option("SP-MIN")
            page.get_by_label("Penalty", exact=True).select_option("warning")
            page.get_by_label("Description").fill("Slow to act on the opponent's turn")
            page.get_by_role("button", name="Record the penalty").click()
            expect(page.locator("main")).to_contain_text("Penalty recorded.")
            expect(page.locator("main")).to_contain_text("Slow Play – Minor")
        enter_results(page, event)
        page.goto(f"/tournaments/{event.pk}/manage/")
        expect(page.locator("main")).to_contain_text("Every result is in.")

    page.get_by_role("button", name="Start the top 4").click()
    for _ in range(2):  # the semi-finals, then the final
        enter_results(page, event)
    event.refresh_from_db()
    assert event.stage == "finished"
    page.goto(f"/tournaments/{event.pk}/")
    expect(page.locator("#standings tbody tr")).to_have_count(4)
    page.screenshot(path=str(tmp_path / "standings-1280.png"), full_page=True)
    page.set_viewport_size({"width": 375, "height": 800})
    page.screenshot(path=str(tmp_path / "standings-375.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375 + 1
    page.goto(f"/ar/tournaments/{event.pk}/manage/")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.screenshot(path=str(tmp_path / "manage-ar-375.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375 + 1
