"""Issue 30, the floor, on a phone (375 px): a judge starts the round's clock and every page of the event counts
it down; a player reports from their phone and calls a judge from their match page; the judge takes the call from
the live queue, lands on the match with its tools, closes the call with its outcome and pauses the clock."""

import re

import pytest
from playwright.sync_api import expect

from tests.conftest import make_user
from tests.support.browser import log_in
from tests.tournaments.conftest import players, ygo_event
from tournaments import services
from tournaments.models import AuditEntry, JudgeCall

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIDEWAYS = "document.documentElement.scrollWidth > window.innerWidth + 1"


def test_on_a_phone_the_clock_runs_and_a_judge_call_is_taken_and_closed(phone, ygo_cards, tmp_path):
    organiser = make_user("floor-organiser")
    judge = make_user("floor-judge")
    event = ygo_event(organiser, "Phone floor")
    services.staff_add(event=event, actor=organiser, user=judge)
    players(event, 4)
    match = services.round_pair(event=event, actor=organiser).matches.exclude(b=None).order_by("table").first()
    player = match.a.user.username

    log_in(phone, judge.username, next=f"/tournaments/{event.pk}/manage/")
    phone.get_by_role("button", name="Start the clock (50 min)").click()
    clock = phone.locator("#round-clock [role=timer]")
    expect(clock).to_contain_text("Round 1:")
    expect(clock).to_contain_text(re.compile(r"49:5\d\s+left"))  # counting down in the page, from the server's figure
    assert not phone.evaluate(SIDEWAYS)

    log_in(phone, player, next=f"/tournaments/{event.pk}/me/")
    expect(phone.locator("#round-clock")).to_contain_text("left")
    phone.get_by_role("link", name="Report the result").click()
    expect(phone.get_by_label("Table")).to_have_value(str(match.table))
    phone.get_by_label("What happened (optional)").fill("My opponent's trigger was missed")
    phone.get_by_role("button", name="Call a judge").click()
    expect(phone.get_by_role("status").first).to_contain_text(f"A judge is called to table {match.table}.")
    phone.get_by_role("combobox", name="Result").select_option("a")
    phone.get_by_role("button", name="Report the result").click()
    expect(phone.locator("main")).to_contain_text("reported a result")
    phone.screenshot(path=str(tmp_path / "match-player-375.png"), full_page=True)
    assert not phone.evaluate(SIDEWAYS)

    log_in(phone, judge.username, next=f"/tournaments/{event.pk}/judge-calls/")
    queue = phone.locator("#judge-calls")
    expect(queue).to_contain_text("My opponent's trigger was missed")
    phone.screenshot(path=str(tmp_path / "calls-375.png"), full_page=True)
    assert not phone.evaluate(SIDEWAYS)
    queue.get_by_role("button", name=f"Take the call at table {match.table}").click()
    phone.wait_for_url(f"**/tournaments/{event.pk}/matches/{match.pk}/")
    expect(phone.get_by_role("link", name="Search the rulings")).to_be_visible()
    expect(phone.get_by_role("link", name="Record a penalty")).to_be_visible()
    phone.screenshot(path=str(tmp_path / "match-judge-375.png"), full_page=True)
    phone.get_by_label("Outcome").fill("Trigger resolved now; warning for a missed trigger")
    phone.get_by_role("button", name="Close the call").click()
    expect(phone.get_by_role("status").first).to_contain_text("The call is closed.")
    assert not phone.evaluate(SIDEWAYS)

    phone.goto(f"/tournaments/{event.pk}/judge-calls/")
    expect(phone.locator("#judge-calls")).to_contain_text("No judge is called right now.")
    phone.get_by_role("button", name="Pause the clock").click()
    expect(phone.locator("#round-clock [role=timer]")).to_contain_text("paused")
    call = JudgeCall.objects.get()
    assert (call.status, call.taken_by) == ("closed", judge)
    assert list(
        AuditEntry.objects.filter(event=event, kind__in=("call", "clock")).values_list("action", flat=True)
    ) == [
        "start",
        "call",
        "take",
        "close",
        "pause",
    ]

    phone.goto(f"/ar/tournaments/{event.pk}/judge-calls/")
    expect(phone.locator("html")).to_have_attribute("dir", "rtl")
    phone.screenshot(path=str(tmp_path / "calls-ar-375.png"), full_page=True)
    assert not phone.evaluate(SIDEWAYS)
    phone.set_viewport_size({"width": 1280, "height": 800})
    phone.goto(f"/tournaments/{event.pk}/rounds/1/pairings/name/")
    phone.screenshot(path=str(tmp_path / "by-name-1280.png"), full_page=True)
    phone.goto(f"/tournaments/{event.pk}/manage/")
    phone.screenshot(path=str(tmp_path / "manage-1280.png"), full_page=True)
