"""The API's actions on one thing of an event: each does what its page does, logs it, and answers a player
403 and a thing of another event 404."""

import pytest

from tests.conftest import api_as, make_user
from tests.support.cards import legal_list
from tournaments import services
from tournaments.models import AuditEntry, DeckCheck, Decklist, Penalty

from .conftest import play_round, players, ygo_event

pytestmark = pytest.mark.django_db


def url(event, rest=""):
    return f"/api/tournaments/{event.pk}/{rest}"


def post(user, event, rest, body=None):
    return api_as(user).post(url(event, rest), body or {}, format="json")


@pytest.fixture
def other_event(organiser, ygo_cards):
    return ygo_event(organiser, "Elsewhere")


def test_check_in_is_the_players_own_or_a_judges(event, organiser):
    a, b = players(event, 2)
    assert post(b.user, event, f"registrations/{a.pk}/check-in/").status_code == 403
    response = post(a.user, event, f"registrations/{a.pk}/check-in/")
    assert response.status_code == 200 and response.json()["checked_in"] is True
    assert post(organiser, event, f"registrations/{b.pk}/check-in/").json()["checked_in"] is True
    assert AuditEntry.objects.filter(kind="registration", action="check_in").count() == 2


def test_only_the_organiser_unlocks_a_list_and_it_is_logged(event, organiser, other_event):
    (a,) = players(event, 1)
    assert post(organiser, event, f"registrations/{a.pk}/unlock/").status_code == 404  # no list yet
    services.decklist_submit(registration=a, actor=a.user, text=legal_list())
    assert post(a.user, event, f"registrations/{a.pk}/unlock/").status_code == 403
    assert post(organiser, other_event, f"registrations/{a.pk}/unlock/").status_code == 404
    assert post(organiser, event, f"registrations/{a.pk}/unlock/").json()["unlocked"] is True
    assert Decklist.objects.get(registration=a).unlocked
    assert AuditEntry.objects.filter(kind="decklist", action="unlock").exists()


def test_the_organiser_adds_judges_and_names_the_head_judge(event, organiser, judge):
    (a,) = players(event, 1)
    assert post(a.user, event, "judges/", {"username": judge.username}).status_code == 403
    assert post(organiser, event, "judges/", {"username": "nobody-at-all"}).status_code == 404
    added = post(organiser, event, "judges/", {"username": judge.username, "head": True})
    assert added.status_code == 201 and added.json() == {"username": judge.username, "head": True}
    assert api_as(judge).get(url(event, "judges/")).json() == [{"username": judge.username, "head": True}]
    assert api_as(a.user).get(url(event, "judges/")).status_code == 404
    assert post(judge, event, "deck-checks/", {"count": 0, "registrations": []}).status_code == 400  # head judge now


def test_swap_repair_break_and_pair_by_hand_are_the_judges_and_logged(event, organiser):
    regs = players(event, 6)
    assert post(organiser, event, "rounds/current/repair/").status_code == 409  # nothing paired yet
    services.round_pair(event=event, actor=organiser)
    assert post(regs[0].user, event, "rounds/current/repair/").status_code == 403
    assert post(organiser, event, "rounds/current/repair/").status_code == 201
    swapped = post(organiser, event, "rounds/current/swap/", {"first": 1, "second": 2})
    assert swapped.status_code == 200
    assert post(organiser, event, "rounds/current/swap/", {"first": 1, "second": 99}).status_code == 404
    match = swapped.json()["matches"][0]
    assert post(regs[0].user, event, f"matches/{match['id']}/break/").status_code == 403
    broken = post(organiser, event, f"matches/{match['id']}/break/")
    assert broken.status_code == 200 and sorted(broken.json()["unpaired"]) == sorted([match["a"], match["b"]])
    seated = post(organiser, event, "rounds/current/matches/", {"a": match["b"], "b": match["a"]})
    assert seated.status_code == 201 and seated.json()["table"] == match["table"]
    again = post(organiser, event, "rounds/current/matches/", {"a": match["a"]})
    assert again.status_code == 409
    actions = list(AuditEntry.objects.filter(kind="pairing").values_list("action", flat=True))
    assert actions == ["pair", "pair", "repair", "swap", "break", "pair_by_hand"]


def test_a_match_of_another_event_cannot_be_broken_from_this_one(event, organiser, other_event):
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.get()
    assert post(organiser, other_event, f"matches/{match.pk}/break/").status_code == 404


def test_the_head_judge_approves_a_deviation_from_the_default_penalty(event, organiser, judge):
    (a, _b) = players(event, 2)
    services.judge_add(event=event, actor=organiser, user=judge)
    record = services.penalty_create(
        event=event, actor=judge, registration=a, infraction="SP-MIN", penalty="game_loss", reason="third time"
    )
    assert post(judge, event, f"penalties/{record.pk}/approve/").status_code == 403  # a floor judge
    assert post(a.user, event, f"penalties/{record.pk}/approve/").status_code == 403
    approved = post(organiser, event, f"penalties/{record.pk}/approve/")
    assert approved.status_code == 200 and approved.json()["awaiting_approval"] is False
    assert Penalty.objects.get(pk=record.pk).approved_by == organiser
    assert post(organiser, event, "penalties/999999/approve/").status_code == 404


def test_a_deck_check_verdict_is_recorded_against_the_player(event, organiser):
    regs = players(event, 2)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    (check,) = services.deck_checks_create(event=event, actor=organiser, registrations=[regs[0].pk])
    body = {"verdict": "mismatch", "notes": "a card short"}
    assert post(regs[1].user, event, f"deck-checks/{check.pk}/", body).status_code == 403
    assert post(organiser, event, f"deck-checks/{check.pk}/", {"verdict": "pending"}).status_code == 400
    recorded = post(organiser, event, f"deck-checks/{check.pk}/", body)
    assert recorded.status_code == 200 and recorded.json()["verdict"] == "mismatch"
    assert DeckCheck.objects.get(pk=check.pk).verdict == "mismatch"


def test_the_organiser_finishes_the_event_once_every_result_is_in(event, organiser, judge):
    players(event, 4)
    services.judge_add(event=event, actor=organiser, user=judge)
    services.round_pair(event=event, actor=organiser)
    assert post(organiser, event, "finish/").status_code == 409  # results missing
    event.rounds_played.get().delete()
    play_round(event, organiser)
    assert post(judge, event, "finish/").status_code == 403
    finished = post(organiser, event, "finish/")
    assert finished.status_code == 200 and finished.json()["stage"] == "finished"
    late = make_user("too-late")
    assert post(late, event, "registrations/").status_code == 409
