"""Judge calls: a player calls a judge to their table; the event's judges see the open calls; one judge takes a
call (a conditional update: of two judges taking it at once, one gets it and the other a Conflict) and closes
it with its outcome. The call, its taking and its closing are each in the audit log."""

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid

from ..models import JudgeCall, Match
from .audit import audit

OPEN, TAKEN, CLOSED = JudgeCall.Status.OPEN, JudgeCall.Status.TAKEN, JudgeCall.Status.CLOSED
NOTE_MAX, OUTCOME_MAX = 300, 500


def call_state(call):
    return {
        "match": call.match_id,
        "table": call.table,
        "caller": call.caller_id,
        "note": call.note,
        "status": call.status,
        "taken_by": call.taken_by_id,
        "outcome": call.outcome,
    }


def _text(value, limit, field):
    value = (value or "").strip()
    if len(value) > limit:
        raise Invalid(_("At most %(n)d characters.") % {"n": limit}, field=field)
    return value


def judge_call_create(*, match, actor, table=None, note=""):
    """A player of `match` calls a judge to its table (`table`: where they sit, the match's table if none)."""
    event = match.round.event
    caller = next((r for r in match.players() if roles.is_player(actor, r)), None)
    roles.require(caller is not None, _("Only the players of a match call a judge to it."))
    table = match.table if table is None else table
    if not 0 <= table <= 100_000:
        raise Invalid(_("That is not a table number."), field="table")
    note = _text(note, NOTE_MAX, "note")
    with transaction.atomic():
        Match.objects.select_for_update().filter(pk=match.pk).first()  # both players calling at once: one call
        if JudgeCall.objects.filter(match=match, status__in=(OPEN, TAKEN)).exists():
            raise Conflict(_("A judge is already called to this table."))
        call = JudgeCall.objects.create(event=event, match=match, table=table, caller=caller, note=note)
        audit(event=event, actor=actor, kind="call", action="call", obj=call, after=call_state(call))
    return call


def _may_answer(actor, event):
    roles.require(roles.may_answer_judge_calls(actor, event), _("Only the event's judges answer judge calls."))


def judge_call_take(*, call, actor):
    """The judge takes the call: one UPDATE of the row only while it is still open."""
    _may_answer(actor, call.event)
    refused = _("Another judge has taken this call.")
    return _move(call, actor, "take", OPEN, refused, status=TAKEN, taken_by=actor, taken_at=timezone.now())


def judge_call_close(*, call, actor, outcome):
    """A judge closes a taken call with what came of it (a ruling, a penalty, nothing to do)."""
    _may_answer(actor, call.event)
    outcome = _text(outcome, OUTCOME_MAX, "outcome")
    if not outcome:
        raise Invalid(_("Say what came of the call."), field="outcome")
    refused = _("Only a call a judge has taken can be closed.")
    return _move(call, actor, "close", TAKEN, refused, status=CLOSED, outcome=outcome, closed_at=timezone.now())


def _move(call, actor, action, was, refused, **values):
    """Change the call only if it is still `was` (a conditional UPDATE: of two judges at once, one wins
    and the other's request is a Conflict), and log the change."""
    with transaction.atomic():
        if not JudgeCall.objects.filter(pk=call.pk, status=was).update(**values):
            raise Conflict(refused)
        before = call_state(call)
        call.refresh_from_db()
        audit(
            event=call.event, actor=actor, kind="call", action=action, obj=call, before=before, after=call_state(call)
        )
    return call


def judge_call_queue(event):
    """The calls still waiting or being answered, oldest first."""
    return (
        JudgeCall.objects.filter(event=event, status__in=(OPEN, TAKEN))
        .select_related("match__round", "caller", "taken_by")
        .order_by("created_at", "id")
    )
