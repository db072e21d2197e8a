"""Done when (issue 16), for every game: an organiser creates the event in the browser, two players register
(Tractor: two teams of fixed partners, no list) and submit a list that the event's format finds legal, a round
is paired, its result entered, and the standings show it. The long flow (three rounds, a penalty, a top cut)
is tests/e2e/test_tournament.py, on Yu-Gi-Oh!; this one is short so every game gets it."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from games.models import Format, Game
from tests.conftest import make_user
from tests.support.browser import log_in
from tournaments.models import Event
from tournaments.penalties import CATALOGUES

from .test_each_game import dbs_list, dbz_list, esferas_list

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def complete(decklist, last_line):
    def text():
        body, _last_name = decklist()
        return body + "\n" + last_line

    return text


LISTS = {
    "dbs": complete(dbs_list, "1 DEMO-022"),  # the 50th card the deck-builder test finds by search
    "dbz": complete(dbz_list, "1 DEMO-032"),
    "esferas": complete(esferas_list, "1 Dragon Ball 2"),
}


def create_event(page, game_slug, name):
    page.goto("/tournaments/new/")
    game = Game.objects.get(slug=game_slug)
    page.get_by_label("Game").select_option(label=game.name)
    default = Format.objects.filter(game=game, is_default=True).first()
    if default is not None:
        page.get_by_label("Format").select_option(value=str(default.pk))
    page.get_by_label("Name").fill(name)
    page.get_by_label("Date", exact=True).fill("2026-12-05")
    page.get_by_label("Swiss rounds").fill("1")
    page.get_by_role("button", name="Create the event").click()
    expect(page.locator("h1")).to_have_text(name)
    return Event.objects.get(name=name)


def pair_and_finish_round(page, event, judge_tools=None):
    page.goto(f"/tournaments/{event.pk}/manage/")
    page.get_by_role("button", name="Pair the next round").click()
    expect(page.locator("main")).to_contain_text("Round 1 of 1.")
    match = event.rounds_played.get().matches.select_related("a", "b").exclude(b=None).get()
    if judge_tools:
        judge_tools(match)
    page.goto(f"/tournaments/{event.pk}/matches/{match.pk}/")
    page.get_by_role("combobox", name="Result").select_option("a")
    page.get_by_role("button", name="Enter the result").click()
    expect(page.locator("main")).to_contain_text("wins")
    page.goto(f"/tournaments/{event.pk}/")
    rows = page.locator("#standings tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text(match.a.shown_name)
    return match


@pytest.mark.parametrize("game", ["dbs", "dbz", "esferas"])
def test_an_event_of_each_collectible_game_runs_in_the_browser(page, game):
    call_command("load_demo")
    decklist = LISTS[game]()  # dbz adds its two drills here, before the players' lists are checked
    make_user(f"boss-{game}", group="organiser")
    for n in (1, 2):
        make_user(f"{game}-player{n}")
    log_in(page, f"boss-{game}")
    event = create_event(page, game, f"{game} open")
    assert event.format.game.slug == game
    for n in (1, 2):
        log_in(page, f"{game}-player{n}")
        page.goto(f"/tournaments/{event.pk}/")
        page.get_by_role("button", name="Register").click()
        page.wait_for_url(f"**/tournaments/{event.pk}/me/")
        page.get_by_role("textbox", name="Decklist").fill(decklist)
        page.get_by_role("button", name="Submit the decklist").click()
        expect(page.locator(".badge.legal")).to_be_visible()
    log_in(page, f"boss-{game}")
    page.goto(f"/tournaments/{event.pk}/manage/")
    expect(page.locator(".summary")).to_contain_text("2 players: 2 lists submitted, 2 legal")
    pair_and_finish_round(page, event, judge_tools=lambda match: judge_at_the_table(page, event, match))

    log_in(page, f"{game}-player1")  # the event has started: the list is locked
    page.goto(f"/tournaments/{event.pk}/me/")
    expect(page.get_by_role("button", name="Submit the decklist")).to_have_count(0)


def judge_at_the_table(page, event, match):
    """From the match page: the game's rulings, a deck check of a player (checklist, verdict), and a penalty
    from the game's own catalogue."""
    page.goto(f"/tournaments/{event.pk}/matches/{match.pk}/")
    rulings = page.get_by_role("link", name="Search the rulings")
    expect(rulings).to_have_attribute("href", f"/rulings/?game={event.game.slug}")
    page.get_by_role("button", name=f"Deck check of {match.a.shown_name}").click()
    expect(page.locator("table.checklist").first).to_contain_text("Qty")  # one table per section of the list
    assert page.locator("table.checklist tbody tr").count() >= 8
    page.get_by_label("Verdict").select_option("mismatch")
    page.get_by_role("button", name="Record the deck check").click()
    assert event.deck_checks.get(registration=match.a).verdict == "mismatch"
    first = CATALOGUES[event.game.slug][0]
    page.goto(f"/tournaments/{event.pk}/matches/{match.pk}/")
    page.get_by_role("link", name="Record a penalty").click()
    page.get_by_label("Infraction").select_option(first.code)
    page.get_by_label("Penalty", exact=True).select_option(first.default_penalty)
    page.get_by_label("Description").fill("Presented a deck that differs from the list")
    page.get_by_role("button", name="Record the penalty").click()
    expect(page.locator("main")).to_contain_text("Penalty recorded.")


def test_a_tractor_event_of_pairs_runs_in_the_browser(page):
    make_user("boss-tractor", group="organiser")
    for n in (1, 2):
        make_user(f"tractor-player{n}")
    log_in(page, "boss-tractor")
    event = create_event(page, "tractor", "Tractor pairs")
    for n in (1, 2):
        log_in(page, f"tractor-player{n}")
        page.goto(f"/tournaments/{event.pk}/")
        page.get_by_label("Partner (Tractor)").fill(f"Partner {n}")
        page.get_by_role("button", name="Register").click()
        page.wait_for_url(f"**/tournaments/{event.pk}/me/")
        expect(page.get_by_role("textbox", name="Decklist")).to_have_count(0)  # pairs bring no list
    assert sorted(event.registrations.values_list("partner_name", flat=True)) == ["Partner 1", "Partner 2"]
    log_in(page, "boss-tractor")
    match = pair_and_finish_round(page, event)
    assert "Partner" in match.a.shown_name  # a team shows both partners
