"""A judge pastes a record in a real Chromium at 375 px wide and reads the verdict seconds later."""

import json
import re
import uuid

import pytest
from django.contrib.auth.models import User

from tests.conftest import make_user
from tests.support.browser import log_in

from .conftest import legal_record, with_card_not_in_hand

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
ADJUDICATION_PAGE = re.compile(r"/adjudications/[0-9a-f-]{36}/$")


def new_user_logs_in(page, username):
    """A new user, logged in through the form, on the adjudications page."""
    make_user(username)
    log_in(page, username, next="/adjudications/")


def fits_the_screen(page):
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_judge_pastes_an_illegal_hand_and_reads_the_violation(phone, celery_worker):
    from playwright.sync_api import expect

    page = phone
    new_user_logs_in(page, "judge1")
    assert fits_the_screen(page)
    page.get_by_label("Game").select_option("tractor")
    page.get_by_label("Record (JSON)").fill(json.dumps(with_card_not_in_hand(legal_record(3))))
    page.get_by_label("A player holding a tractor must follow a tractor lead with one").check()
    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)

    expect(page.get_by_role("status")).to_contain_text("Done: illegal play found (not-in-hand)")
    expect(page.locator("tr.violation")).to_contain_text("Illegal: not-in-hand")
    expect(page.get_by_role("heading", name="Trick 1")).to_be_visible()
    expect(page.locator("#adjudication-result")).not_to_have_attribute("hx-trigger", "every 1s")
    page.get_by_role("link", name="Go to trick 1").click()
    assert fits_the_screen(page)


def test_a_complete_legal_hand_shows_score_and_level_change(phone, celery_worker):
    from playwright.sync_api import expect

    page = phone
    new_user_logs_in(page, "judge2")
    page.get_by_label("Record (JSON)").fill(json.dumps(legal_record(11)))
    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    expect(page.locator(".verdict-summary")).to_contain_text("Levels after")
    expect(page.locator(".verdict-summary")).to_contain_text("Attackers' points")
    assert page.locator("ol.tricks > li").count() >= 13
    assert fits_the_screen(page)


def test_a_bad_record_is_reported_on_the_form(phone):
    from playwright.sync_api import expect

    page = phone
    new_user_logs_in(page, "judge3")
    page.get_by_label("Record (JSON)").fill('{"levels": ["2", "2"]}')
    page.get_by_role("button", name="Adjudicate").click()
    expect(page.locator("#record-errors")).to_contain_text("hands: missing")
    expect(page.get_by_label("Record (JSON)")).to_have_attribute("aria-invalid", "true")
    assert fits_the_screen(page)


def test_the_page_polls_and_shows_the_verdict_when_it_lands(phone):
    """No worker here: the page shows the queued state, then the verdict once it is written."""
    from playwright.sync_api import expect

    from config.celery import app
    from judging.adjudications import services

    page = phone
    new_user_logs_in(page, "judge4")
    queue = f"adjud-nobody-listens-{uuid.uuid4().hex[:8]}"
    previous, app.conf.task_default_queue = app.conf.task_default_queue, queue
    try:
        adjudication, _ = services.adjudication_create(
            game="tractor", record=legal_record(5), requested_by=User.objects.get(username="judge4")
        )
    finally:
        app.conf.task_default_queue = previous
        with app.connection_for_write() as connection:
            connection.default_channel.queue_purge(queue)
    page.goto(adjudication.get_absolute_url())
    expect(page.get_by_role("status")).to_have_text("Queued: waiting for a worker…")
    expect(page.locator("#adjudication-result")).to_have_attribute("hx-trigger", "every 1s")
    services.adjudication_run(adjudication_id=adjudication.pk, token="in-test")
    expect(page.get_by_role("status")).to_have_text("Done: no illegal play found.")
    expect(page.get_by_role("heading", name="Replay")).to_be_visible()
    expect(page.locator("#adjudication-result")).not_to_have_attribute("hx-trigger", "every 1s")


def test_a_judge_loads_the_yugioh_example_and_reads_the_chains(phone, celery_worker):
    from playwright.sync_api import expect

    from .cards import example_record, store_yugioh

    store_yugioh(example_record("yugioh"))
    page = phone
    new_user_logs_in(page, "judge3")
    page.get_by_label("Game").select_option("yugioh")
    page.get_by_role("button", name="Load the example record").click()
    expect(page.get_by_label("Record (JSON)")).to_contain_text('"raigeki"')
    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)

    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    chain = page.locator("#chain-1")
    expect(chain.get_by_role("heading")).to_contain_text("Chain 1 · turn 2, Main Phase 1")
    top, bottom = chain.locator("#chain-1-link-3").bounding_box(), chain.locator("#chain-1-link-1").bounding_box()
    assert top["y"] < bottom["y"]  # a stack: the last link on top, link 1 at the bottom
    expect(chain.locator("#chain-1-link-2")).to_contain_text("negated")
    expect(chain.locator(".resolution-order")).to_contain_text("link 3 → link 2 → link 1")
    assert fits_the_screen(page)


def test_a_player_loads_the_esferas_example_and_reads_the_energy_chart(phone, celery_worker):
    from playwright.sync_api import expect

    from .cards import store_esferas_demo

    store_esferas_demo()
    page = phone
    new_user_logs_in(page, "judge4")
    page.get_by_label("Game").select_option("esferas")
    page.get_by_role("button", name="Load the example record").click()
    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)

    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    chart = page.get_by_role("img", name="Energy of both players over the turns")
    expect(chart).to_be_visible()
    assert chart.bounding_box()["width"] <= 375
    expect(page.locator("#turn-1")).to_contain_text("attack 80 − defence 40 = 40 damage")
    expect(page.locator("#turn-3")).to_contain_text("430")
    assert fits_the_screen(page)


def test_a_dbs_verdict_with_wide_battle_tables_fits_a_phone(phone):
    """The battles' table scrolls inside its box; the page itself never scrolls sideways (it was 611 px wide)."""
    from games.models import Game
    from judging.adjudications.models import Adjudication
    from tests.dbs.test_docs import examples

    record, verdict, _ = examples()
    new_user_logs_in(phone, "judge5")
    adjudication = Adjudication.objects.create(
        game=Game.objects.get(slug="dbs"),
        record=record,
        requested_by=User.objects.get(username="judge5"),
        status="done",
        verdict=verdict,
    )
    phone.goto(adjudication.get_absolute_url())
    phone.locator("#turn-1 table.battles").wait_for()
    assert fits_the_screen(phone)
