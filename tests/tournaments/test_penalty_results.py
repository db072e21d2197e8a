"""Penalties that change results: one on an earlier round is refused until a judge confirms re-computing,
then every later snapshot equals the standings computed afresh; a game loss never rewrites a decided match."""

import pytest

from config.domain import Conflict
from config.errors import status_for
from tests.conftest import client_for
from tournaments import services
from tournaments.models import AuditEntry, Event, Match, Penalty

from .conftest import play_round, players

pytestmark = pytest.mark.django_db


def _won_match_of_round_one(event):
    return Match.objects.select_related("round__event", "a", "b").get(round__number=1, round__event=event, table=1)


def _snapshot_rows(event, number):
    return event.rounds_played.get(number=number).snapshot.rows


def _fresh_rows(event, number):
    return [s.__dict__ for s in services.event_standings(event, through=number)]


def test_a_match_loss_on_an_earlier_round_is_refused_without_the_judges_confirmation(event, organiser):
    players(event, 4)
    play_round(event, organiser)
    play_round(event, organiser)
    match = _won_match_of_round_one(event)
    before = _snapshot_rows(event, 1)
    with pytest.raises(Conflict) as refused:
        services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="PE-MIN",
                                penalty="match_loss", reason="found later", match=match)  # fmt: skip
    assert status_for(refused.value) == 409 and refused.value.field == "recompute"
    assert "round 1" in str(refused.value)
    match.refresh_from_db()
    assert match.outcome == "a" and not Penalty.objects.exists()
    assert _snapshot_rows(event, 1) == before


def test_confirmed_the_earlier_result_changes_and_every_later_snapshot_is_recomputed(event, organiser):
    Event.objects.filter(pk=event.pk).update(rounds=3)
    players(event, 4)
    play_round(event, organiser)
    play_round(event, organiser)
    services.round_pair(event=event, actor=organiser)  # round 3 paired on the old results
    match = _won_match_of_round_one(event)
    old = (_snapshot_rows(event, 1), _snapshot_rows(event, 2))
    services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="PE-MIN",
                            penalty="match_loss", reason="found later", match=match, recompute=True)  # fmt: skip
    match.refresh_from_db()
    assert match.outcome == "b"
    new = (_snapshot_rows(event, 1), _snapshot_rows(event, 2))
    assert new != old
    assert new == (_fresh_rows(event, 1), _fresh_rows(event, 2))
    logged = AuditEntry.objects.get(event=event, action="recompute")
    assert logged.after == {"rounds": [1, 2]} and logged.actor == organiser


def test_the_confirmation_is_offered_on_the_page_and_in_the_api(event, organiser):
    players(event, 4)
    play_round(event, organiser)
    play_round(event, organiser)
    match = _won_match_of_round_one(event)
    body = {"registration": match.a_id, "infraction": "PE-MIN", "penalty": "match_loss", "reason": "later"}
    client = client_for(organiser)
    page = client.post(f"/tournaments/{event.pk}/penalties/new/?match={match.pk}", body)
    assert page.status_code == 400 and "confirm re-computing" in page.content.decode()
    api = client.post(
        f"/api/tournaments/{event.pk}/penalties/", body | {"match": match.pk}, content_type="application/json"
    )
    assert api.status_code == 409 and api.json()["field"] == "recompute"
    confirmed = body | {"match": match.pk, "recompute": True}
    api = client.post(f"/api/tournaments/{event.pk}/penalties/", confirmed, content_type="application/json")
    assert api.status_code == 201
    match.refresh_from_db()
    assert match.outcome == "b"


def test_a_game_loss_on_a_finished_best_of_three_leaves_the_2_1_result(event, organiser):
    Event.objects.filter(pk=event.pk).update(best_of=3)
    event.refresh_from_db()
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event", "a", "b").get()
    services.result_enter(match=match, actor=organiser, outcome="a", a_games=2, b_games=1)
    services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="SP-MIN",
                            penalty="game_loss", reason="slow", match=match)  # fmt: skip
    match.refresh_from_db()
    assert (match.outcome, match.a_games, match.b_games) == ("a", 2, 1)


def test_a_game_loss_during_a_best_of_three_gives_the_opponent_a_game(event, organiser):
    Event.objects.filter(pk=event.pk).update(best_of=3)
    event.refresh_from_db()
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event", "a", "b").get()
    services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="SP-MIN",
                            penalty="game_loss", reason="slow", match=match)  # fmt: skip
    match.refresh_from_db()
    assert (match.outcome, match.a_games, match.b_games) == ("", 0, 1)
