"""Drops and promotions from the waiting list: simultaneous drops through a live server must each free a
place for a different waiting player, and places freed at or after round 1 go to the list in order."""

import pytest

from tests.conftest import make_user
from tests.support.cards import legal_list, short_list
from tournaments import services
from tournaments.models import AuditEntry, Event

from .conftest import play_round, players, ygo_event
from .race import race_posts

TRIALS = 4


def _full_event(organiser, name, *, seated=4, waiting=2):
    event = ygo_event(organiser, name)
    Event.objects.filter(pk=event.pk).update(capacity=seated)
    event.refresh_from_db()
    regs = players(event, seated + waiting, prefix=f"{name}-")
    return event, regs[:seated], regs[seated:]


@pytest.mark.django_db(transaction=True)
def test_two_drops_at_once_promote_two_different_waiting_players(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):  # a race lost once in a few tries is still a lost seat
        event, seated, waiting = _full_event(organiser, f"t{trial}")
        drops = [
            (r.user, f"{live_server.url}/api/tournaments/{event.pk}/registrations/{r.pk}/drop/", {}) for r in seated[:2]
        ]
        assert [r.status_code for r in race_posts(*drops)] == [200, 200]
        statuses = dict(event.registrations.values_list("pk", "status"))
        assert [statuses[w.pk] for w in waiting] == ["active", "active"], f"trial {trial}"
        assert list(statuses.values()).count("active") == 4
        promotions = AuditEntry.objects.filter(event=event, action="promote").values_list("object_id", flat=True)
        assert sorted(promotions) == sorted(w.pk for w in waiting)


@pytest.mark.django_db(transaction=True)
def test_the_same_player_dropping_twice_at_once_drops_once(live_server, organiser, ygo_cards):
    event, seated, waiting = _full_event(organiser, "twice")
    url = f"{live_server.url}/api/tournaments/{event.pk}/registrations/{seated[0].pk}/drop/"
    responses = race_posts(*[(seated[0].user, url, {})] * 2)
    assert sorted(r.status_code for r in responses) == [200, 409]
    statuses = dict(event.registrations.values_list("pk", "status"))
    assert (statuses[waiting[0].pk], statuses[waiting[1].pk]) == ("active", "waiting")
    assert AuditEntry.objects.filter(event=event, action="drop").count() == 1


@pytest.mark.django_db
def test_the_auto_drop_at_round_one_promotes_the_waiting_list_in_order(organiser, ygo_cards):
    event = ygo_event(organiser)
    Event.objects.filter(pk=event.pk).update(capacity=3, auto_drop_illegal=True)
    event.refresh_from_db()
    a, b, c, first, no_list, second = players(event, 6)
    for i, reg in enumerate([a, b, first, second]):
        services.decklist_submit(registration=reg, actor=reg.user, text=legal_list(i))
    services.decklist_submit(registration=c, actor=c.user, text=short_list())
    services.decklist_submit(registration=no_list, actor=no_list.user, text=short_list())
    assert [r.status for r in (first, no_list, second)] == ["waiting"] * 3
    round_ = services.round_pair(event=event, actor=organiser)
    statuses = dict(event.registrations.values_list("pk", "status"))
    # c's place goes to the first waiting player; the next one has an illegal list and keeps waiting
    assert (statuses[c.pk], statuses[first.pk], statuses[no_list.pk], statuses[second.pk]) == (
        "dropped",
        "active",
        "waiting",
        "waiting",
    )
    seated = set(round_.matches.values_list("a_id", flat=True)) | set(round_.matches.values_list("b_id", flat=True))
    assert first.pk in seated


@pytest.mark.django_db
def test_a_drop_after_the_start_promotes_the_first_late_entry_with_its_missed_rounds(organiser, ygo_cards):
    event = ygo_event(organiser)
    Event.objects.filter(pk=event.pk).update(capacity=4, late_entries=True)
    event.refresh_from_db()
    seated = players(event, 4)
    play_round(event, organiser)
    late = [make_user(f"late{i}") for i in range(2)]
    waiting = [services.registration_create(event=event, actor=u, user=u) for u in late]
    assert [w.status for w in waiting] == ["waiting", "waiting"]
    services.drop(registration=seated[0], actor=seated[0].user)
    for w in waiting:
        w.refresh_from_db()
    assert [(w.status, w.late_losses) for w in waiting] == [("active", 1), ("waiting", 0)]
    table = {s.id: s for s in services.event_standings(event)}
    assert (table[waiting[0].pk].points, table[waiting[0].pk].losses) == (0, 1)
