"""Issue 30, a whole event on a phone (375 px), without an administrator: a person signs up, creates an event,
names a judge by user name, eight players register and submit their lists, three Swiss rounds are paired and
reported (one conflicting report, settled by the judge), the top cut is played, and the champion, the bracket,
the placings, every round and the published decklists are read; the pages of the event fit the phone's width
in English and in Arabic. One test, sharing the session's browser (tests/support/browser.py)."""

import pytest
from playwright.sync_api import expect

from games.models import Format, Game
from tests.conftest import PASSWORD, make_user
from tests.e2e.conftest import sign_up
from tests.support.browser import log_in
from tests.support.cards import legal_list
from tournaments import services
from tournaments.models import Event, Match

from .test_polish_phone import SIDEWAYS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _enter_the_rest(event, organiser, round_):
    """The results of a round's matches still open, as the scorekeeper would type them (first player wins)."""
    for m in Match.objects.filter(round=round_, outcome="").exclude(b=None).select_related("round__event"):
        services.result_enter(match=m, actor=organiser, outcome="a")


def _fits(phone, url):
    phone.goto(url)
    assert phone.evaluate(SIDEWAYS) == [], url


def test_a_whole_event_run_from_a_phone(phone, ygo_cards):
    make_user("floorjudge")
    names = [f"player{i}" for i in range(1, 9)]
    for name in names:
        make_user(name)
    game = Game.objects.get(slug="yugioh")
    fmt = Format.objects.get(game=game, is_default=True)

    # the organiser: signs up, creates the event, names a judge
    sign_up(phone, "newcomer", password=PASSWORD)  # the password log_in types later
    phone.goto("/tournaments/")
    phone.get_by_role("link", name="New event").click()
    phone.get_by_label("Game").select_option(label=game.name)
    phone.get_by_label("Format").select_option(label=f"{game.name}: {fmt.label}")
    phone.get_by_label("Name").fill("Phone Regional")
    phone.get_by_label("Date", exact=True).fill("2026-12-05")
    phone.get_by_label("Swiss rounds").fill("3")
    phone.get_by_label("Top cut").select_option("4")
    phone.get_by_label("Decklists public after the event").check()
    phone.get_by_role("button", name="Create the event").click()
    expect(phone.locator("h1")).to_have_text("Phone Regional")
    event = Event.objects.get(name="Phone Regional")
    organiser = event.organiser
    event_url = event.get_absolute_url()
    phone.get_by_role("link", name="Manage").click()
    phone.get_by_label("Username").fill("floorjudge")
    phone.get_by_label("Role").select_option("judge")
    phone.get_by_role("button", name="Add", exact=True).last.click()
    expect(phone.locator("main")).to_contain_text("floorjudge is now on the event's staff.")

    # the first player registers and submits a list from the phone; the seven others as they would
    log_in(phone, "player1")
    phone.goto(event_url)
    phone.get_by_role("button", name="Register").click()
    phone.get_by_role("textbox", name="Decklist").fill(legal_list(0))
    phone.get_by_role("button", name="Submit the decklist").click()
    expect(phone.locator("main")).to_contain_text("Your decklist is legal.")
    for i, name in enumerate(names[1:], start=1):
        user = event.organiser.__class__.objects.get(username=name)
        reg = services.registration_create(event=event, actor=user, user=user)
        services.decklist_submit(registration=reg, actor=user, text=legal_list(i))
    assert event.registrations.filter(status="active").count() == 8

    # round 1: paired from the Manage page; two players report different results, the judge settles it
    log_in(phone, "newcomer", next=f"{event_url}manage/")
    phone.get_by_role("button", name="Pair the next round").click()
    expect(phone.locator("main")).to_contain_text("Round 1 of")
    first = event.rounds_played.get(number=1)
    disputed = first.matches.select_related("a__user", "b__user").get(table=1)
    for who, outcome in ((disputed.a, "First player wins"), (disputed.b, "Second player wins")):
        log_in(phone, who.user.username, next=f"{event_url}me/")
        phone.get_by_role("link", name="Report the result").click()
        phone.get_by_role("combobox", name="Result").select_option(label=outcome)
        phone.get_by_role("button", name="Report the result").click()
    expect(phone.get_by_role("alert")).to_contain_text("The players reported different results.")
    log_in(phone, "floorjudge", next=f"{event_url}matches/{disputed.pk}/")
    expect(phone.get_by_role("alert")).to_contain_text("Enter the result that stands to settle it.")
    phone.get_by_role("combobox", name="Result").select_option(label="Second player wins")
    phone.get_by_role("button", name="Enter the result").click()
    expect(phone.locator("main")).not_to_contain_text("The players reported different results.")
    disputed.refresh_from_db()
    assert disputed.outcome == "b" and disputed.disputed is None
    # Part A (the floor) adds here: the round clock started, and a judge call made, taken and closed.
    _enter_the_rest(event, organiser, first)

    # rounds 2 and 3, then the top 4, paired from the Manage page
    log_in(phone, "newcomer", next=f"{event_url}manage/")
    for number in (2, 3):
        phone.get_by_role("button", name="Pair the next round").click()
        expect(phone.locator("main")).to_contain_text(f"Round {number} of")
        _enter_the_rest(event, organiser, event.rounds_played.get(number=number))
        phone.reload()
    _fits(phone, event_url)  # Swiss pairings and standings on the phone, no sideways scroll
    phone.goto(f"{event_url}manage/")
    phone.get_by_role("button", name="Start the top 4").click()
    for number in (4, 5):
        _enter_the_rest(event, organiser, event.rounds_played.get(number=number))
    event.refresh_from_db()
    assert event.stage == "finished"

    # the end: champion, bracket and placings on the event page; every round; the published lists
    placed = services.event_placings(event)
    champion = event.registrations.get(pk=placed[0].id).shown_name
    finalist = event.registrations.get(pk=placed[1].id).shown_name
    phone.goto(event_url)
    expect(phone.locator(".champion")).to_contain_text(champion)
    bracket = phone.get_by_role("list", name="Top cut")
    expect(bracket.locator(".bracket-round")).to_have_count(2)
    placings = phone.get_by_role("table", name="Final placings")
    expect(placings.locator("tbody tr").first).to_contain_text(champion)
    expect(placings.locator("tbody tr").nth(1)).to_contain_text(finalist)
    expect(placings.locator("tbody tr")).to_have_count(8)
    phone.get_by_role("navigation", name="Rounds").get_by_role("link", name="Round 1").click()
    expect(phone.locator("main")).to_contain_text(disputed.b.shown_name)
    phone.goto(event_url)
    phone.locator("main").get_by_role("link", name="Decklists").click()
    expect(phone.locator("main")).to_contain_text("Test Monster 00")
    expect(phone.locator("main")).not_to_contain_text("#main")
    href = phone.get_by_role("link", name="Download the list").first.get_attribute("href")
    download = phone.request.get(href)
    assert download.ok and download.headers["content-disposition"].endswith('.ydk"')

    for prefix in ("", "/ar"):
        for path in ("", "rounds/1/", "rounds/5/", "decklists/"):
            _fits(phone, f"{prefix}{event_url}{path}")
