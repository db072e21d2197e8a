"""Races of the floor through a real server (issue 30, round two): two judges pressing the clock at once, two
judges giving one table extra time at once, two staff starting the top cut, the organiser lowering the capacity
while a player takes the last seat, and a player checking in while round 1 is paired. Each request is a thread
of its own against the live app, released together (tests/tournaments/race.py); a race lost once in a few
tries is still lost."""

import functools

import pytest

from tests.conftest import make_user
from tournaments import services
from tournaments.models import AuditEntry, Event, ExtraTime

from .conftest import play_round, players, ygo_event
from .race import race, race_posts, session

TRIALS = 3


def _paired(organiser, name):
    event = ygo_event(organiser, name)
    players(event, 4, prefix=f"{name}-")
    match = services.round_pair(event=event, actor=organiser).matches.exclude(b=None).order_by("table").first()
    judges = [make_user(f"{name}-judge{i}") for i in range(2)]
    for judge in judges:
        services.staff_add(event=event, actor=organiser, user=judge)
    return event, match, judges


def _one_round_played(organiser, name, role):
    """An event of one Swiss round and a top 4, its round played, and a member of its staff in `role`."""
    event = ygo_event(organiser, name)
    Event.objects.filter(pk=event.pk).update(rounds=1, top_cut=4)
    event.refresh_from_db()
    players(event, 4, prefix=f"{name}-")
    staff = make_user(f"{name}-{role}")
    services.staff_add(event=event, actor=organiser, user=staff, role=role)
    play_round(event, organiser)
    return event, staff


@pytest.mark.django_db(transaction=True)
def test_two_judges_starting_the_clock_at_once_start_it_once(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, _match, judges = _paired(organiser, f"clock{trial}")
        url = f"{live_server.url}/api/tournaments/{event.pk}/clock/"
        responses = race_posts(*[(judge, url, {"action": "start"}) for judge in judges])
        assert sorted(r.status_code for r in responses) == [200, 409], f"trial {trial}"
        assert AuditEntry.objects.filter(event=event, kind="clock", action="start").count() == 1
        # then both pause at once: one pause, the clock keeps the time it had
        responses = race_posts(*[(judge, url, {"action": "pause"}) for judge in judges])
        assert sorted(r.status_code for r in responses) == [200, 409], f"trial {trial}"
        assert AuditEntry.objects.filter(event=event, kind="clock", action="pause").count() == 1
        assert session(judges[0]).get(url).json()["state"] == "paused"


@pytest.mark.django_db(transaction=True)
def test_extra_time_given_by_two_judges_at_once_is_kept_twice_and_never_on_a_finished_match(
    live_server, organiser, ygo_cards
):
    event, match, (first, second) = _paired(organiser, "extra")
    url = f"{live_server.url}/api/tournaments/{event.pk}/matches/{match.pk}/extra-time/"
    responses = race_posts(
        (first, url, {"minutes": 3, "reason": "Deck check"}), (second, url, {"minutes": 2, "reason": "Ruling"})
    )
    assert [r.status_code for r in responses] == [201, 201]
    assert services.extra_minutes(match) == 5  # each grant its own row: nothing overwritten
    assert AuditEntry.objects.filter(event=event, action="extra_time").count() == 2
    # a result entered and extra time given at once: the extra time lands before the result, or is a 409
    result = f"{live_server.url}/api/tournaments/{event.pk}/matches/{match.pk}/result/"
    entered, given = race_posts((organiser, result, {"outcome": "a"}), (first, url, {"minutes": 1, "reason": "Late"}))
    assert entered.status_code == 200, entered.text
    assert given.status_code in (201, 409)
    assert ExtraTime.objects.filter(match=match).count() == (3 if given.status_code == 201 else 2)


@pytest.mark.django_db(transaction=True)
def test_the_capacity_lowered_while_a_player_takes_the_last_seat_never_seats_too_many(
    live_server, organiser, ygo_cards
):
    for trial in range(TRIALS):
        event = ygo_event(organiser, f"seat{trial}")
        Event.objects.filter(pk=event.pk).update(capacity=4)
        players(event, 3, prefix=f"seat{trial}-")
        last = make_user(f"seat{trial}-last")
        base = f"{live_server.url}/api/tournaments/{event.pk}/"
        edit = functools.partial(session(organiser).patch, base, json={"capacity": 3})
        register = functools.partial(session(last).post, f"{base}registrations/", json={})
        edited, registered = race(edit, register)
        assert registered.status_code == 201, registered.text
        event.refresh_from_db()
        active = event.registrations.filter(status="active").count()
        if edited.status_code == 200:  # the edit came first: the late player waits
            assert (event.capacity, active, registered.json()["status"]) == (3, 3, "waiting"), f"trial {trial}"
        else:  # the seat was taken first: the capacity cannot fall below the players seated
            assert (edited.status_code, edited.json()["field"]) == (400, "capacity"), edited.text
            assert (event.capacity, active, registered.json()["status"]) == (4, 4, "active"), f"trial {trial}"


@pytest.mark.django_db(transaction=True)
def test_a_check_in_while_round_one_is_paired_is_paired_or_refused(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event = ygo_event(organiser, f"in{trial}")
        Event.objects.filter(pk=event.pk).update(check_in_required=True)
        regs = players(event, 5, prefix=f"in{trial}-")
        for reg in regs[:4]:
            services.check_in(registration=reg, actor=reg.user)
        late = regs[4]
        base = f"{live_server.url}/api/tournaments/{event.pk}/"
        pair = (organiser, f"{base}rounds/", {})
        check_in = (late.user, f"{base}registrations/{late.pk}/check-in/", {})
        paired, checked = race_posts(pair, check_in)
        assert paired.status_code == 201, paired.text
        late.refresh_from_db()
        if checked.status_code == 200:  # in before the round: paired, not dropped
            assert late.status == "active" and late.checked_in, f"trial {trial}"
            assert len(paired.json()["matches"]) == 3, f"trial {trial}"  # five players: two tables and a bye
        else:  # after it: dropped for not checking in, and told so
            assert checked.status_code == 409, checked.text
            assert late.status == "dropped" and not late.checked_in, f"trial {trial}"
            assert len(paired.json()["matches"]) == 2, f"trial {trial}"


@pytest.mark.django_db(transaction=True)
def test_two_staff_starting_the_top_cut_at_once_make_one_cut_round(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, scorekeeper = _one_round_played(organiser, f"cut{trial}", role="scorekeeper")
        url = f"{live_server.url}/api/tournaments/{event.pk}/top-cut/"
        responses = race_posts((organiser, url, {}), (scorekeeper, url, {}))
        assert sorted(r.status_code for r in responses) == [201, 409], f"trial {trial}"
        assert event.rounds_played.filter(kind="cut").count() == 1, f"trial {trial}"
        assert AuditEntry.objects.filter(event=event, action="top_cut").count() == 1


@pytest.mark.django_db(transaction=True)
def test_both_semi_finals_entered_at_once_pair_the_final_once(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, judge = _one_round_played(organiser, f"semi{trial}", role="judge")
        semis = list(services.cut_start(event=event, actor=organiser).matches.order_by("table"))
        base = f"{live_server.url}/api/tournaments/{event.pk}/matches/"
        responses = race_posts(
            *[
                (who, f"{base}{m.pk}/result/", {"outcome": "a"})
                for who, m in zip((organiser, judge), semis, strict=True)
            ]
        )
        assert [r.status_code for r in responses] == [200, 200], [r.text for r in responses]
        final = event.rounds_played.filter(kind="cut", number=3)
        assert final.count() == 1 and final.get().matches.count() == 1, f"trial {trial}"  # not stalled, not twice
