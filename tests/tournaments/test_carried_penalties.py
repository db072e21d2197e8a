"""A game loss given once a match is over applies to the player's next match. The policies say so: Konami's
(../shared/research/03-penalties-and-judge-tooling.md: "match-slip duty (late slip = Game Loss next round)")
and Magic's IPG, the gold standard it cites (a Game Loss issued between matches is applied to the player's
next match). It is recorded at once, applied when the player next has an opponent, and shown on that match."""

import pytest
from django.urls import reverse

from tests.conftest import client_for
from tournaments import services
from tournaments.models import AuditEntry, Event, Match, Penalty

from .conftest import players

pytestmark = pytest.mark.django_db


def _event(event, best_of, rounds=3):
    Event.objects.filter(pk=event.pk).update(best_of=best_of, rounds=rounds)
    event.refresh_from_db()
    return event


def _round(event, organiser, games=(2, 1)):
    """Pair a round and give every real match to its first player (best of 3: `games`)."""
    round_ = services.round_pair(event=event, actor=organiser)
    for m in round_.matches.select_related("round__event").exclude(b=None):
        services.result_enter(match=m, actor=organiser, outcome="a", a_games=games[0], b_games=games[1])
    return round_


def _late_slip(event, organiser, match, who):
    """The round's match slip came in late: a Game Loss (Tardiness – Major) given once the match is over."""
    return services.penalty_create(event=event, actor=organiser, registration=who, infraction="TD-MAJ",
                                   penalty="game_loss", match=match)  # fmt: skip


def _match_of(round_, registration):
    return round_.matches.select_related("round__event", "a", "b").get(
        pk__in=services.player_matches(registration).filter(round=round_).values("pk")
    )


def test_best_of_three_the_next_match_starts_one_game_down_and_shows_why(event, organiser):
    _event(event, 3)
    players(event, 4)
    first = _round(event, organiser)
    match = first.matches.select_related("round__event", "a", "b").first()
    record = _late_slip(event, organiser, match, match.a)
    match.refresh_from_db()
    assert (match.outcome, match.a_games, match.b_games) == ("a", 2, 1)  # the decided match stays as it was
    assert record.carried and record.carried_to is None
    second = services.round_pair(event=event, actor=organiser)
    nxt = _match_of(second, match.a)
    record.refresh_from_db()
    assert record.carried_to == nxt
    opponent_games = nxt.b_games if nxt.a_id == match.a_id else nxt.a_games
    assert (nxt.outcome, opponent_games, nxt.a_games + nxt.b_games) == ("", 1, 1)
    page = client_for(organiser).get(reverse("event-match", args=[event.pk, nxt.pk])).text
    assert "starts this match with a game loss (a penalty of round 1)" in page
    assert AuditEntry.objects.filter(event=event, action="carried_penalty", object_id=nxt.pk).count() == 1


def test_best_of_one_the_game_loss_is_the_next_match(event, organiser):
    _event(event, 1)
    players(event, 4)
    first = _round(event, organiser, games=(1, 0))
    match = first.matches.select_related("round__event", "a", "b").first()
    _late_slip(event, organiser, match, match.b)
    second = services.round_pair(event=event, actor=organiser)
    nxt = _match_of(second, match.b)
    winner = nxt.a_id if nxt.b_id == match.b_id else nxt.b_id
    assert nxt.outcome and {"a": nxt.a_id, "b": nxt.b_id}[nxt.outcome] == winner


def test_a_next_match_already_paired_takes_it_at_once(event, organiser):
    _event(event, 3)
    players(event, 4)
    first = _round(event, organiser)
    second = services.round_pair(event=event, actor=organiser)
    match = first.matches.select_related("round__event", "a", "b").first()
    record = _late_slip(event, organiser, match, match.a)  # no re-computing asked: round 1's result stands
    nxt = _match_of(second, match.a)
    record.refresh_from_db()
    assert record.carried_to == nxt and nxt.a_games + nxt.b_games == 1


def test_it_applies_once_and_a_swap_takes_it_along_with_its_player(event, organiser):
    _event(event, 3)
    players(event, 4)
    first = _round(event, organiser)
    match = first.matches.select_related("round__event", "a", "b").first()
    _late_slip(event, organiser, match, match.a)
    second = services.round_pair(event=event, actor=organiser)
    one, two = second.matches.select_related("round__event", "a", "b").order_by("table")
    services.match_swap(match=one, other=two, actor=organiser, swap_a=True)
    record = Penalty.objects.get()
    holder = _match_of(second, match.a)
    assert record.carried_to == holder
    assert sorted(m.a_games + m.b_games for m in Match.objects.filter(round=second)) == [0, 1]
    others = Match.objects.filter(round=second).exclude(pk=holder.pk).get()
    assert not [n for n in others.notes if n.get("kind") == "penalty"]


def test_a_game_loss_during_a_match_is_not_carried(event, organiser):
    _event(event, 3)
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event", "a", "b").get()
    record = _late_slip(event, organiser, match, match.a)
    assert not record.carried
    match.refresh_from_db()
    assert (match.a_games, match.b_games) == (0, 1)
