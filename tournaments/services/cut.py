"""The top cut: seeded from the final Swiss standings, a single-elimination bracket whose next round is
paired as soon as the last result of one is in, until one player is left."""

from django.db import transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict

from ..models import Event, Match, Round
from ..pairing import next_round, top_cut
from .audit import audit
from .carried import carry_pending
from .progress import Stage, current_round, event_standings, missing_results


def cut_start(*, event, actor):
    roles.require(roles.may_run_rounds(actor, event), _("Only the event's staff start the top cut."))
    given = event
    with transaction.atomic():
        # the event's row lock, as pairing a round takes: two staff starting the cut at once (or one pairing a
        # Swiss round meanwhile) make one cut round, the other a Conflict
        event = Event.objects.select_for_update().get(pk=event.pk)
        if not event.top_cut:
            raise Conflict(_("This event has no top cut."))
        current = current_round(event)
        if event.stage != Stage.SWISS or missing_results(current):
            raise Conflict(_("The top cut starts when every Swiss result is in."))
        seeds = [s.id for s in event_standings(event) if not s.dropped]
        try:
            pairs = top_cut(seeds, event.top_cut)
        except ValueError as exc:
            raise Conflict(str(exc)) from None
        event.stage = Stage.CUT
        event.save(update_fields=["stage"])
        round_ = _cut_round(event, current.number + 1, pairs, actor)
        audit(event=event, actor=actor, kind="pairing", action="top_cut", obj=round_, after={"pairs": pairs})
    given.refresh_from_db()  # the caller's copy at the new stage
    return round_


def _cut_round(event, number, pairs, actor):
    round_ = Round.objects.create(event=event, number=number, kind=Round.Kind.CUT)
    Match.objects.bulk_create(Match(round=round_, table=i, a_id=a, b_id=b) for i, (a, b) in enumerate(pairs, 1))
    for match in round_.matches.select_related("round__event", "a", "b"):
        carry_pending(match, actor)
    advance_cut(round_, actor)  # a carried game loss may have decided every match of it (best of 1)
    return round_


def advance_cut(round_, actor):
    """Once a cut round is complete: its winners play the next one, or the last winner wins the event."""
    if missing_results(round_):
        return
    event = round_.event
    winners = [m.a_id if m.outcome == "a" else m.b_id for m in round_.matches.order_by("table")]
    if len(winners) == 1:
        event.stage = Stage.FINISHED
        event.save(update_fields=["stage"])
        audit(event=event, actor=actor, kind="pairing", action="finish", obj=round_, after={"winner": winners[0]})
        return
    pairs = next_round(winners)
    new = _cut_round(event, round_.number + 1, pairs, actor)
    audit(event=event, actor=actor, kind="pairing", action="top_cut", obj=new, after={"pairs": pairs})
