"""Issue 30, roles without an administrator, in the browser: a person who just signed up creates an event, names
a scorekeeper and a judge by user name from its Manage page, and the scorekeeper pairs the first round; a user
asks for the site-wide judge role from their profile and a staff member grants it from the requests page."""

import pytest
from playwright.sync_api import expect

from accounts.models import JudgeRequest
from config import roles
from games.models import Game
from tests.conftest import make_user
from tests.e2e.conftest import sign_up
from tournaments.models import Event

from .test_tournament import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_new_user_creates_an_event_and_names_its_staff(page):
    for name in ("keeper", "floor", "p1", "p2"):
        make_user(name)
    sign_up(page, "newcomer")
    page.goto("/tournaments/")
    page.get_by_role("link", name="New event").click()
    page.get_by_label("Game").select_option(label=Game.objects.get(slug="tractor").name)
    page.get_by_label("Name").fill("Club night")
    page.get_by_label("Date", exact=True).fill("2026-12-05")
    page.get_by_role("button", name="Create the event").click()
    expect(page.locator("h1")).to_have_text("Club night")
    event = Event.objects.get(name="Club night")
    assert event.organiser.username == "newcomer"

    page.get_by_role("link", name="Manage").click()
    for username, role in (("keeper", "scorekeeper"), ("floor", "judge")):
        page.get_by_label("Username").fill(username)
        page.get_by_label("Role").select_option(role)
        page.get_by_role("button", name="Add", exact=True).last.click()
        expect(page.locator("main")).to_contain_text(f"{username} is now on the event's staff.")
    staff = page.locator("#staff-h + p + ul")
    expect(staff).to_contain_text("Scorekeeper")
    expect(staff).to_contain_text("Judge")

    for name in ("p1", "p2"):
        log_in(page, name)
        page.goto(f"/tournaments/{event.pk}/")
        page.get_by_label("Partner (Tractor)").fill(f"{name} partner")
        page.get_by_role("button", name="Register").click()

    log_in(page, "keeper")
    page.goto(f"/tournaments/{event.pk}/")
    page.get_by_role("link", name="Manage").click()
    page.get_by_role("button", name="Pair the next round").click()
    expect(page.locator("main")).to_contain_text("Round 1 of")
    expect(page.get_by_role("button", name="Add a judge or a scorekeeper")).to_have_count(0)
    assert event.rounds_played.count() == 1


def test_a_user_asks_to_judge_and_a_staff_member_grants_it(page):
    make_user("admin", staff=True)
    sign_up(page, "hopeful")
    page.get_by_role("link", name="hopeful").click()
    page.get_by_label("Why you ask (optional)").fill("Level 1 judge at my store")
    page.get_by_role("button", name="Ask for the judge role").click()
    expect(page.get_by_role("status").filter(has_text="Your request of")).to_contain_text("is waiting for a decision")

    log_in(page, "admin")
    page.goto("/accounts/profile/")
    page.get_by_role("link", name="Judge requests").click()
    row = page.get_by_role("row").filter(has_text="hopeful")
    expect(row).to_contain_text("Level 1 judge at my store")
    row.get_by_role("button", name="Grant").click()
    expect(page.locator("main")).to_contain_text("hopeful is now a judge.")
    asked = JudgeRequest.objects.get(user__username="hopeful")
    assert asked.status == JudgeRequest.Status.GRANTED and roles.is_site_judge(asked.user)
