"""The round clock: plain arithmetic (tournaments.clock), the judges' start, pause and resume (audited, refused
out of order or to anyone else), extra time for one table, and the clock every page of the event shows."""

import datetime

import pytest
from django.test import Client
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from config.domain import Conflict
from tests.conftest import client_for, make_user
from tournaments import clock as clocks
from tournaments import services
from tournaments.models import AuditEntry, Event, Round

from .conftest import players

T0 = datetime.datetime(2026, 12, 5, 10, 0, tzinfo=datetime.UTC)


def at(seconds):
    return T0 + datetime.timedelta(seconds=seconds)


def test_a_clock_not_started_has_no_time_left():
    assert clocks.Clock(None).state == clocks.NOT_STARTED
    assert clocks.Clock(None).remaining(T0) is None


def test_a_running_clock_counts_down_from_its_length():
    clock = clocks.started(50, T0)
    assert clock.state == clocks.RUNNING
    assert clock.remaining(at(600)) == 40 * 60


def test_a_paused_clock_keeps_its_time_until_it_resumes():
    clock = clocks.started(50, T0).paused(at(600))
    assert clock.state == clocks.PAUSED
    assert clock.remaining(at(3000)) == 40 * 60  # the 40 minutes paused count for nothing
    assert clock.resumed(at(3000)).remaining(at(3060)) == 39 * 60


def test_extra_time_adds_to_one_table_and_time_runs_below_zero():
    clock = clocks.started(50, T0)
    assert clock.remaining(at(3060), extra_minutes=3) == 2 * 60
    assert clock.remaining(at(3060)) == -60
    assert clocks.shown(-60) == "-1:00"
    assert clocks.shown(61.2) == "1:02"
    assert clocks.shown(0) == "0:00"


@given(st.lists(st.integers(min_value=1, max_value=900), min_size=1, max_size=8))
def test_pauses_and_resumes_lose_no_running_time(spans):
    """However a round is paused, the time left is its length less the spans it ran."""
    clock, now, ran = clocks.started(50, T0), T0, 0
    for i, span in enumerate(spans):
        now += datetime.timedelta(seconds=span)
        if clock.state == clocks.RUNNING:
            ran += span
            clock = clock.paused(now)
        else:
            clock = clock.resumed(now)
        assert clock.remaining(now) == 50 * 60 - ran, i


@pytest.fixture
def paired(event, organiser):
    players(event, 4)
    round_ = services.round_pair(event=event, actor=organiser)
    return event, round_


@pytest.fixture
def floor_judge(event, organiser):
    user = make_user("floorjudge")
    services.staff_add(event=event, actor=organiser, user=user)
    return user


@pytest.mark.django_db
def test_a_judge_starts_pauses_and_resumes_the_clock_and_each_change_is_audited(paired, floor_judge):
    event, round_ = paired
    Event.objects.filter(pk=event.pk).update(round_minutes=40)
    event.refresh_from_db()
    for action in ("start", "pause", "resume", "pause"):
        services.clock_change(event=event, actor=floor_judge, action=action)
    round_.refresh_from_db()
    assert round_.clock_minutes == 40 and round_.clock_running_since is None
    entries = AuditEntry.objects.filter(event=event, kind="clock").order_by("id")
    assert [e.action for e in entries] == ["start", "pause", "resume", "pause"]
    assert entries[0].before["state"] == "not_started" and entries[0].after == {
        "round": 1,
        "state": "running",
        "minutes": 40,
        "remaining": 2400,
    }
    assert all(e.actor == floor_judge for e in entries)


@pytest.mark.django_db
def test_a_clock_action_out_of_order_is_a_conflict(paired, organiser):
    event, _round = paired
    with pytest.raises(Conflict):
        services.clock_change(event=event, actor=organiser, action="pause")
    services.clock_change(event=event, actor=organiser, action="start")
    for action in ("start", "resume"):
        with pytest.raises(Conflict):
            services.clock_change(event=event, actor=organiser, action=action)


@pytest.mark.django_db
def test_a_player_or_a_scorekeeper_may_not_run_the_clock(paired, organiser):
    event, round_ = paired
    keeper = make_user("keeper")
    services.staff_add(event=event, actor=organiser, user=keeper, role="scorekeeper")
    player = round_.matches.first().a.user
    for user in (player, keeper):
        response = client_for(user).post(reverse("event-clock-action", args=[event.pk, "start"]))
        assert response.status_code == 403
    round_.refresh_from_db()
    assert round_.clock_minutes is None


@pytest.mark.django_db
def test_the_clock_before_any_round_is_a_message_not_a_crash(event, organiser):
    client = client_for(organiser)
    response = client.post(reverse("event-clock-action", args=[event.pk, "start"]), follow=True)
    assert response.status_code == 200
    assert "No round has been paired yet." in response.content.decode()


@pytest.mark.django_db
def test_every_page_of_the_event_shows_the_time_left(paired, organiser, floor_judge):
    event, round_ = paired
    services.clock_change(event=event, actor=floor_judge, action="start")
    player = round_.matches.first().a
    match = round_.matches.first()
    pages = [
        (None, reverse("event-page", args=[event.pk])),
        (player.user, reverse("event-me", args=[event.pk])),
        (player.user, reverse("event-match", args=[event.pk, match.pk])),
        (organiser, reverse("event-manage", args=[event.pk])),
        (floor_judge, reverse("event-judge-calls", args=[event.pk])),
    ]
    for user, url in pages:
        body = (client_for(user) if user else Client()).get(url).content.decode()
        assert 'id="round-clock"' in body, url
        assert 'data-clock-running="1"' in body, url
        assert "50:00" in body or "49:59" in body, url


@pytest.mark.django_db
def test_the_polled_clock_shows_a_paused_round_with_its_time(paired, organiser):
    event, round_ = paired
    services.clock_change(event=event, actor=organiser, action="start")
    Round.objects.filter(pk=round_.pk).update(clock_elapsed=600.0, clock_running_since=None)
    body = client_for(organiser).get(reverse("event-clock", args=[event.pk])).content.decode()
    assert 'data-clock-remaining="2400"' in body and 'data-clock-running="0"' in body
    assert "40:00" in body and "paused" in body


@pytest.mark.django_db
def test_a_judge_gives_a_table_extra_time_shown_on_its_match_and_in_the_pairings(paired, floor_judge):
    event, round_ = paired
    services.clock_change(event=event, actor=floor_judge, action="start")
    match = round_.matches.exclude(b=None).first()
    response = client_for(floor_judge).post(
        reverse("event-extra-time", args=[event.pk, match.pk]), {"minutes": "3", "reason": "Deck check"}
    )
    assert response.status_code == 302
    entry = AuditEntry.objects.get(event=event, kind="clock", action="extra_time")
    assert entry.after == {"table": match.table, "round": 1, "minutes": 3, "reason": "Deck check"}
    page = client_for(match.a.user).get(reverse("event-match", args=[event.pk, match.pk])).content.decode()
    assert "+3 minutes" in page and "Deck check" in page
    assert "with 3 minutes of extra time" in page  # the table's own clock counts them
    pairings = client_for(match.a.user).get(reverse("event-pairings", args=[event.pk])).content.decode()
    assert pairings.count("+3 minutes") == 1
    sheet = client_for(match.a.user).get(reverse("event-pairings-print", args=[event.pk, 1, "name"])).content
    assert sheet.decode().count("+3 minutes") == 2  # both players' rows


@pytest.mark.django_db
def test_extra_time_needs_a_judge_minutes_and_a_reason(paired, floor_judge):
    event, round_ = paired
    match = round_.matches.exclude(b=None).first()
    url = reverse("event-extra-time", args=[event.pk, match.pk])
    assert client_for(match.a.user).post(url, {"minutes": "5", "reason": "x"}).status_code == 403
    judge = client_for(floor_judge)
    for data, message in (
        ({"minutes": "0", "reason": "x"}, "Extra time is between 1 and 60 minutes."),
        ({"minutes": "abc", "reason": "x"}, "Extra time is between 1 and 60 minutes."),
        ({"minutes": "5", "reason": " "}, "Say why the table gets extra time."),
    ):
        response = judge.post(url, {**data, "next": reverse("event-match", args=[event.pk, match.pk])}, follow=True)
        assert message in response.content.decode()
    assert not match.extra_times.exists()


@pytest.mark.django_db
def test_the_clock_api_reads_for_anyone_and_runs_for_judges(paired, organiser, floor_judge):
    event, _round = paired
    url = reverse("api-event-clock", args=[event.pk])
    anonymous = APIClient()
    assert anonymous.get(url).json()["state"] == "not_started"
    assert anonymous.post(url, {"action": "start"}, format="json").status_code in (401, 403)
    judge = APIClient()
    judge.force_authenticate(floor_judge)
    started = judge.post(url, {"action": "start"}, format="json")
    assert started.status_code == 200 and started.json()["state"] == "running"
    assert judge.post(url, {"action": "start"}, format="json").status_code == 409
    assert judge.post(url, {"action": "stop"}, format="json").status_code == 400
    match = event.rounds_played.get().matches.exclude(b=None).first()
    extra_url = reverse("api-event-extra-time", args=[event.pk, match.pk])
    given = judge.post(extra_url, {"minutes": 4, "reason": "Long ruling"}, format="json")
    assert given.status_code == 201 and given.json()["extra_minutes"] == 4
