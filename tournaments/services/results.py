"""Match results: a player reports (it stands once the opponent reports the same), the event's staff enter
or correct one. Only matches of the current round take a result."""

from django.db import transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid

from ..models import Match, Round
from .audit import audit, match_state
from .cut import advance_cut
from .progress import current_round, snapshot_if_complete


def check_result(match, outcome, a_games, b_games, draws):
    """The result's fields as stored, or Invalid naming the field at fault."""
    event = match.round.event
    if match.is_bye:
        raise Conflict(_("A bye has no result to report."))
    if outcome not in Match.OUTCOMES:
        raise Invalid(_("The outcome is a, b, draw or double_loss."), field="outcome")
    if match.round.kind == Round.Kind.CUT and outcome not in ("a", "b"):
        raise Invalid(_("A top cut match has a winner."), field="outcome")
    games = a_games + b_games + draws
    if event.best_of == 1:
        return {
            "outcome": outcome,
            "a_games": int(outcome == "a"),
            "b_games": int(outcome == "b"),
            "draws": int(outcome == "draw"),
        }
    if min(a_games, b_games, draws) < 0 or a_games > 2 or b_games > 2 or games > 5:
        raise Invalid(_("A best of 3 has at most two wins a side."), field="a_games")
    expected = "a" if a_games > b_games else "b" if b_games > a_games else "draw"
    if outcome in ("a", "b", "draw") and outcome != expected:
        raise Invalid(_("The game score does not give that outcome."), field="outcome")
    return {"outcome": outcome, "a_games": a_games, "b_games": b_games, "draws": draws}


def _current_match(match):
    current = current_round(match.round.event)
    if current is None or current.pk != match.round_id:
        raise Conflict(_("This match is not in the current round."))


def result_enter(*, match, actor, outcome, a_games=0, b_games=0, draws=0, no_show=False, correct=False):
    """The event's staff enter (or, with `correct`, correct) a match's result. Two judges entering one
    match at once: the first write stands, the second is a Conflict (the match row is locked)."""
    event = match.round.event
    roles.require(roles.may_run_rounds(actor, event), _("Only the event's staff pair rounds and enter results."))
    _current_match(match)
    values = check_result(match, outcome, a_games, b_games, draws)
    with transaction.atomic():
        match = _locked(match)
        if match.finished and not correct:
            raise Conflict(_("This match already has a result."))
        return write_result(match, actor, values, no_show=no_show, action="correct" if match.finished else "enter")


def _locked(match):
    return Match.objects.select_for_update(of=("self",)).select_related("round__event", "a", "b").get(pk=match.pk)


def result_report(*, match, actor, outcome, a_games=0, b_games=0, draws=0):
    """A player reports; the result stands once the opponent reports the same one. A different report
    from the opponent does not replace the first: both are kept, as a conflict a judge settles."""
    registration = next((r for r in match.players() if roles.is_player(actor, r)), None)
    roles.require(registration is not None, _("Only the players of a match report its result."))
    _current_match(match)
    values = check_result(match, outcome, a_games, b_games, draws)
    with transaction.atomic():
        match = _locked(match)
        if match.finished:
            raise Conflict(_("This match already has a result."))
        if values in _opponent_reports(match, registration):
            return write_result(match, actor, values, action="confirm")
        event = match.round.event
        if match.reported is None or match.reported_by_id == registration.pk:
            before = match.reported
            match.reported, match.reported_by = values, registration
            match.save(update_fields=["reported", "reported_by"])
            audit(event=event, actor=actor, kind="result", action="report", obj=match, before=before, after=values)
        else:
            match.disputed, match.disputed_by = values, registration
            match.save(update_fields=["disputed", "disputed_by"])
            audit(
                event=event,
                actor=actor,
                kind="result",
                action="conflict",
                obj=match,
                before=match.reported,
                after=values,
            )
    return match


def _opponent_reports(match, registration):
    reports = [(match.reported, match.reported_by_id), (match.disputed, match.disputed_by_id)]
    return [values for values, by in reports if values is not None and by not in (None, registration.pk)]


def write_result(match, actor, values, *, no_show=False, action):
    """Store a result (checked already, by whoever may write it) and what follows: the round's standings
    snapshot, or the top cut's next round."""
    with transaction.atomic():
        before = match_state(match)
        for key, value in values.items():
            setattr(match, key, value)
        match.no_show, match.reported, match.reported_by = no_show, None, None
        match.disputed, match.disputed_by = None, None  # a judge's result settles a conflict
        match.save()
        after = match_state(match)
        audit(event=match.round.event, actor=actor, kind="result", action=action, obj=match, before=before, after=after)
        # the round's row lock (taken after the match's, as nothing takes them the other way): of two last
        # results entered at once, the second sees the first and pairs the cut's next round or takes the snapshot
        Round.objects.select_for_update().filter(pk=match.round_id).first()
        snapshot_if_complete(match.round)
        if match.round.kind == Round.Kind.CUT:
            advance_cut(match.round, actor)
    return match
