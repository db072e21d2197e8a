"""Check-in that matters (issue 30): when the event asks for it, players who have not checked in when round 1
is paired are dropped, and their places go to the waiting list in order, to waiting players who checked in;
the waiting list moves up before and after the start."""

import pytest
from django.urls import reverse

from tests.conftest import client_for, make_user
from tests.support.cards import legal_list, short_list
from tournaments import services
from tournaments.models import AuditEntry, Event

from .conftest import play_round, players


def _set(event, **fields):
    Event.objects.filter(pk=event.pk).update(**fields)
    event.refresh_from_db()


def _statuses(event, regs):
    found = dict(event.registrations.values_list("pk", "status"))
    return [found[r.pk] for r in regs]


def _seated(round_):
    return set(round_.matches.values_list("a_id", flat=True)) | set(round_.matches.values_list("b_id", flat=True))


@pytest.mark.django_db
def test_players_not_checked_in_are_dropped_at_round_one_and_the_checked_in_waiting_players_move_up(event, organiser):
    _set(event, capacity=4, check_in_required=True)
    regs = players(event, 7)
    seated, waiting = regs[:4], regs[4:]
    for reg in (seated[0], seated[1], seated[3], waiting[1], waiting[2]):
        services.check_in(registration=reg, actor=reg.user)  # a waiting player checks in too
    round_ = services.round_pair(event=event, actor=organiser)
    # seated[2] never checked in: dropped; waiting[0] did not check in either: skipped; waiting[1] takes the place
    assert _statuses(event, regs) == ["active", "active", "dropped", "active", "waiting", "active", "waiting"]
    assert _seated(round_) == {seated[0].pk, seated[1].pk, seated[3].pk, waiting[1].pk}
    drop = AuditEntry.objects.get(event=event, action="no_check_in")
    assert drop.object_id == seated[2].pk and drop.actor == organiser
    assert list(AuditEntry.objects.filter(event=event, action="promote").values_list("object_id", flat=True)) == [
        waiting[1].pk
    ]


@pytest.mark.django_db
def test_without_check_in_asked_nobody_is_dropped_for_it(event, organiser):
    regs = players(event, 4)
    services.check_in(registration=regs[0], actor=regs[0].user)
    round_ = services.round_pair(event=event, actor=organiser)
    assert _seated(round_) == {r.pk for r in regs}


@pytest.mark.django_db
def test_check_in_and_auto_drop_together_promote_only_players_who_would_stay(event, organiser):
    _set(event, capacity=2, check_in_required=True, auto_drop_illegal=True)
    a, b, legal_absent, illegal_present, legal_present = players(event, 5)
    for i, reg in enumerate((a, b, legal_absent, legal_present)):
        services.decklist_submit(registration=reg, actor=reg.user, text=legal_list(i))
    services.decklist_submit(registration=b, actor=b.user, text=short_list())
    services.decklist_submit(registration=illegal_present, actor=illegal_present.user, text=short_list())
    for reg in (a, b, illegal_present, legal_present):
        services.check_in(registration=reg, actor=reg.user)
    services.round_pair(event=event, actor=organiser)
    assert _statuses(event, [a, b, legal_absent, illegal_present, legal_present]) == [
        "active",
        "dropped",  # an illegal list
        "waiting",  # never checked in
        "waiting",  # an illegal list
        "active",
    ]


@pytest.mark.django_db
def test_a_player_checks_in_on_their_page_while_waiting(event, organiser):
    _set(event, capacity=1, check_in_required=True)
    _first, second = players(event, 2)
    page = client_for(second.user).get(reverse("event-me", args=[event.pk])).content.decode()
    assert "Check in before round 1" in page
    client_for(second.user).post(reverse("event-check-in", args=[event.pk, second.pk]))
    second.refresh_from_db()
    assert second.checked_in and second.status == "waiting"


@pytest.mark.django_db
def test_a_seat_freed_after_the_start_goes_to_the_first_waiting_player_with_missed_rounds(event, organiser):
    _set(event, capacity=4, late_entries=True)
    regs = players(event, 4)
    play_round(event, organiser)
    late = [make_user(f"later{i}") for i in range(2)]
    waiting = [services.registration_create(event=event, actor=u, user=u) for u in late]
    services.event_update(event=event, actor=organiser, capacity=5)  # a seat more, after the start
    assert _statuses(event, waiting) == ["active", "waiting"]
    waiting[0].refresh_from_db()
    assert waiting[0].late_losses == 1
    services.drop(registration=regs[0], actor=regs[0].user)
    assert _statuses(event, waiting) == ["active", "active"]
