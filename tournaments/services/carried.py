"""A game loss given between matches applies to the player's next match (Konami's policy: a late match slip
is a Game Loss in the next round; Magic's IPG: a Game Loss issued between matches is applied to the player's
next match; docs/tournaments-guide.md). The penalty is recorded at once and marked `carried`; it is applied
to the player's next match as soon as they have one (a bye is no match: it waits for the one after), and
that match shows it in its notes."""

from games.rules.messages import N_

from ..models import Match, Penalty
from .audit import audit, match_state
from .progress import snapshot_if_complete

CARRIED = N_("{name} starts this match with a game loss (a penalty of round {round}).")


def carry_pending(match, actor):
    """Apply to `match` the pending carried game losses of its players, each once, oldest first."""
    if match.b_id is None or match.finished:
        return match
    pending = Penalty.objects.filter(carried=True, carried_to=None, registration_id__in=(match.a_id, match.b_id))
    for record in pending.select_related("round", "registration").order_by("created_at", "id"):
        match = _apply(match, record, actor)
    return match


def _apply(match, record, actor):
    event = match.round.event
    other = "b" if record.registration_id == match.a_id else "a"
    params = {"name": record.registration.shown_name, "round": getattr(record.round, "number", 0)}
    note = {"kind": "penalty", "template": CARRIED, "params": params}
    record.carried_to = match
    record.save(update_fields=["carried_to"])
    Match.objects.filter(pk=match.pk).update(notes=[*match.notes, note])
    match.notes = [*match.notes, note]
    games = {"a": match.a_games, "b": match.b_games}
    if match.finished:  # a game loss before this one already ended it
        return match
    games[other] += 1
    before = match_state(match)
    match.a_games, match.b_games = games["a"], games["b"]
    if event.best_of == 1 or games[other] == 2:  # the game loss decides the match (a cut's caller advances it)
        match.outcome = other
    Match.objects.filter(pk=match.pk).update(outcome=match.outcome, a_games=match.a_games, b_games=match.b_games)
    audit(event=event, actor=actor, kind="result", action="carried_penalty", obj=match, before=before,
          after=match_state(match))  # fmt: skip
    snapshot_if_complete(match.round)
    return match


def uncarry(matches):
    """Before the players of `matches` change (a swap): the game losses carried to them wait again, and their
    notes go, so that carry_pending applies each to the match its player now has."""
    Penalty.objects.filter(carried_to__in=matches).update(carried_to=None)
    for match in matches:
        match.notes = [n for n in match.notes if n.get("template") != CARRIED]
