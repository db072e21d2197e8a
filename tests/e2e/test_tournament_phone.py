"""Issue 30, a whole event on a phone (375 px), without an administrator, as its "Done when" says: a person
signs up, creates an event (four Swiss rounds, a top 8), names a judge by user name; eight players register and
submit their lists; in round 1 the judge starts the clock, a player calls a judge from their match page and
reports while the opponent reports otherwise, the judge takes the call from the live queue, gives the table extra
time, settles the conflicting report, closes the call, pauses and resumes the clock; four Swiss rounds and the
top 8 are played; the champion, the bracket, the placings, every round and the published decklists are read.
The standings equal an independent computation (tests/tournaments/test_finals.py) after every round, and the
event's pages fit the phone's width in English and in Arabic.

The browser does what the organiser, the judge and one player do; the seven other players act through the
services, as their own phones would, to keep the suite's time down. One test, on the session's browser."""

import re

import pytest
from django.db.models import Q
from playwright.sync_api import expect

from games.models import Format, Game
from tests.conftest import PASSWORD, make_user
from tests.e2e.conftest import sign_up
from tests.support.browser import log_in
from tests.support.cards import legal_list
from tests.tournaments.test_finals import independent_placings
from tournaments import services
from tournaments.models import AuditEntry, Event, JudgeCall, Match

from .test_polish_phone import SIDEWAYS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

OUTCOME_LABEL = {"a": "First player wins", "b": "Second player wins"}


def _enter_the_rest(event, organiser, round_):
    """The results of a round's matches still open, as the scorekeeper would type them (first player wins)."""
    for m in Match.objects.filter(round=round_, outcome="").exclude(b=None).select_related("round__event"):
        services.result_enter(match=m, actor=organiser, outcome="a")


def _standings_as_computed(phone, event):
    """The standings the event page shows, and the service's, equal the independent computation."""
    expected = independent_placings(event)
    assert [p.id for p in services.event_placings(event)] == expected
    names = dict(event.registrations.values_list("pk", "name"))
    phone.goto(event.get_absolute_url())
    shown = phone.locator("table.standings tbody tr td:nth-child(2) bdi")
    expect(shown).to_have_count(len(expected))
    assert shown.all_inner_texts() == [names[pk] for pk in expected]


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
    phone.get_by_label("Swiss rounds").fill("4")
    phone.get_by_label("Top cut").select_option("8")
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

    # the first player registers and submits a list from the phone; the seven others from theirs
    log_in(phone, "player1")
    phone.goto(event_url)
    phone.get_by_role("button", name="Register").click()
    phone.get_by_role("textbox", name="Decklist").fill(legal_list(0))
    phone.get_by_role("button", name="Submit the decklist").click()
    expect(phone.locator("main")).to_contain_text("Your decklist is legal.")
    for i, name in enumerate(names[1:], start=1):
        user = organiser.__class__.objects.get(username=name)
        reg = services.registration_create(event=event, actor=user, user=user)
        services.decklist_submit(registration=reg, actor=user, text=legal_list(i))
    assert event.registrations.filter(status="active").count() == 8

    # round 1: paired from the Manage page; the judge starts the clock there, and every page counts it down
    log_in(phone, "newcomer", next=f"{event_url}manage/")
    phone.get_by_role("button", name="Pair the next round").click()
    expect(phone.locator("main")).to_contain_text("Round 1 of 4")
    log_in(phone, "floorjudge", next=f"{event_url}manage/")
    phone.get_by_role("button", name="Start the clock (50 min)").click()
    clock = phone.locator("#round-clock [role=timer]")
    expect(clock).to_contain_text("Round 1:")
    expect(clock).to_contain_text(re.compile(r"(49|50):\d\d\s+left"))  # from the server's figure, counting down

    # player1 calls a judge from their match and reports a win; the opponent reports the other result
    played = Q(a__user__username="player1") | Q(b__user__username="player1")
    match = Match.objects.select_related("a__user", "b__user", "round__event").get(played, round__event=event)
    mine, theirs = ("a", "b") if match.a.user.username == "player1" else ("b", "a")
    opponent = match.b if mine == "a" else match.a
    log_in(phone, "player1", next=f"{event_url}me/")
    expect(phone.locator("#round-clock")).to_contain_text("left")
    phone.get_by_role("link", name="Report the result").click()
    expect(phone.get_by_label("Table")).to_have_value(str(match.table))
    phone.get_by_label("What happened (optional)").fill("My opponent's trigger was missed")
    phone.get_by_role("button", name="Call a judge").click()
    expect(phone.get_by_role("status").first).to_contain_text(f"A judge is called to table {match.table}.")
    phone.get_by_role("combobox", name="Result").select_option(label=OUTCOME_LABEL[mine])
    phone.get_by_role("button", name="Report the result").click()
    expect(phone.locator("main")).to_contain_text("reported a result")
    services.result_report(match=match, actor=opponent.user, outcome=theirs)

    # the judge takes the call from the queue, gives the table extra time, settles the report, closes the call
    log_in(phone, "floorjudge", next=f"{event_url}judge-calls/")
    queue = phone.locator("#judge-calls")
    expect(queue).to_contain_text("My opponent's trigger was missed")
    queue.get_by_role("button", name=f"Take the call at table {match.table}").click()
    phone.wait_for_url(f"**{event_url}matches/{match.pk}/")
    expect(phone.get_by_role("link", name="Search the rulings")).to_be_visible()
    expect(phone.get_by_role("link", name="Record a penalty")).to_be_visible()
    expect(phone.get_by_role("alert")).to_contain_text("The players reported different results.")
    phone.get_by_label("Extra minutes").fill("4")
    phone.get_by_label("Reason").fill("Ruling on a missed trigger")
    phone.get_by_role("button", name="Give extra time").click()
    expect(phone.locator(".extra-time")).to_contain_text("+4 minutes: Ruling on a missed trigger")
    phone.get_by_role("combobox", name="Result").select_option(label=OUTCOME_LABEL[theirs])
    phone.get_by_role("button", name="Enter the result").click()
    expect(phone.locator("main")).not_to_contain_text("The players reported different results.")
    phone.get_by_label("Outcome").fill("Trigger resolved; warning for a missed trigger")
    phone.get_by_role("button", name="Close the call").click()
    expect(phone.get_by_role("status").first).to_contain_text("The call is closed.")
    phone.goto(f"{event_url}judge-calls/")
    expect(phone.locator("#judge-calls")).to_contain_text("No judge is called right now.")
    phone.get_by_role("button", name="Pause the clock").click()
    expect(clock).to_contain_text("paused")
    phone.get_by_role("button", name="Resume the clock").click()
    expect(clock).to_contain_text("left")
    match.refresh_from_db()
    assert (match.outcome, match.disputed) == (theirs, None)
    assert JudgeCall.objects.get().status == "closed"
    floor = AuditEntry.objects.filter(event=event, kind__in=("call", "clock")).values_list("action", flat=True)
    assert list(floor) == ["start", "call", "take", "extra_time", "close", "pause", "resume"]
    _enter_the_rest(event, organiser, event.rounds_played.get(number=1))
    _standings_as_computed(phone, event)

    # rounds 2 to 4 paired from the Manage page, the standings checked after each; then the top 8
    log_in(phone, "newcomer", next=f"{event_url}manage/")
    for number in (2, 3, 4):
        phone.goto(f"{event_url}manage/")
        phone.get_by_role("button", name="Pair the next round").click()
        expect(phone.locator("main")).to_contain_text(f"Round {number} of 4")
        _enter_the_rest(event, organiser, event.rounds_played.get(number=number))
        _standings_as_computed(phone, event)
    phone.goto(f"{event_url}manage/")
    phone.get_by_role("button", name="Start the top 8").click()
    for number in (5, 6, 7):  # quarter-finals, semi-finals, the final: each paired when the last ends
        _enter_the_rest(event, organiser, event.rounds_played.get(number=number))
    event.refresh_from_db()
    assert event.stage == "finished"

    # the end: champion, bracket and placings on the event page; every round; the published lists
    placed = independent_placings(event)
    assert [p.id for p in services.event_placings(event)] == placed
    shown = dict(event.registrations.values_list("pk", "name"))
    phone.goto(event_url)
    expect(phone.locator(".champion")).to_contain_text(shown[placed[0]])
    bracket = phone.get_by_role("list", name="Top cut")
    expect(bracket.locator(".bracket-round")).to_have_count(3)
    rows = phone.get_by_role("table", name="Final placings").locator("tbody tr")
    expect(rows).to_have_count(8)
    for place, pk in enumerate(placed):
        expect(rows.nth(place)).to_contain_text(shown[pk])
    phone.get_by_role("navigation", name="Rounds").get_by_role("link", name="Round 1").click()
    expect(phone.locator("main")).to_contain_text("+4 minutes")  # the table's extra time stays on its round
    phone.goto(event_url)
    phone.locator("main").get_by_role("link", name="Decklists").click()
    expect(phone.locator("main")).to_contain_text("Test Monster 00")
    expect(phone.locator("main")).not_to_contain_text("#main")
    href = phone.get_by_role("link", name="Download the list").first.get_attribute("href")
    download = phone.request.get(href)
    assert download.ok and download.headers["content-disposition"].endswith('.ydk"')

    # every page of the event on the phone, as its organiser (who sees the staff's pages too)
    pages = ["", "manage/", "judge-calls/", "edit/", f"matches/{match.pk}/", "rounds/1/", "rounds/7/",
             "rounds/4/pairings/table/", "rounds/4/pairings/name/", "decklists/", "audit/"]  # fmt: skip
    for path in pages:
        _fits(phone, f"{event_url}{path}")
    for path in ("", "manage/", "judge-calls/", f"matches/{match.pk}/", "rounds/1/", "decklists/"):
        _fits(phone, f"/ar{event_url}{path}")
    expect(phone.locator("html")).to_have_attribute("dir", "rtl")
