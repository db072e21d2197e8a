"""The round's clock and the extra time a judge gives a table. A judge (or the organiser) starts, pauses and
resumes the current round's clock; each change takes the round's row lock, so two judges pressing at once make
one change and the other gets a Conflict. Every change and every extra time is in the audit log."""

from django.db import transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid

from .. import clock as clocks
from ..models import ExtraTime, Match, Round
from .audit import audit
from .progress import round_in_progress

EXTRA_MINUTES_MAX = 60


def round_clock(round_):
    return clocks.Clock(round_.clock_minutes, round_.clock_elapsed, round_.clock_running_since)


def clock_state(round_, now=None):
    """What the audit log and the API show of a clock: its state, length and seconds left now."""
    clock = round_clock(round_)
    remaining = clock.remaining(now or timezone.now())
    return {
        "round": round_.number,
        "state": clock.state,
        "minutes": clock.minutes,
        "remaining": None if remaining is None else round(remaining),
    }


def _may_run_clock(actor, event):
    roles.require(roles.may_run_clock(actor, event), _("Only the event's judges run the round's clock."))


# each action: the states it starts from, and the clock it leaves (from the clock, the event's length, now)
_ACTIONS = {
    "start": ((clocks.NOT_STARTED,), lambda clock, minutes, now: clocks.started(minutes, now)),
    "pause": ((clocks.RUNNING,), lambda clock, minutes, now: clock.paused(now)),
    "resume": ((clocks.PAUSED,), lambda clock, minutes, now: clock.resumed(now)),
}
_REFUSALS = {
    "start": _("The round's clock has already started."),
    "pause": _("The round's clock is not running."),
    "resume": _("The round's clock is not paused."),
}


def clock_change(*, event, actor, action):
    """Start, pause or resume the current round's clock. The length is the event's round length when it starts."""
    _may_run_clock(actor, event)
    if action not in _ACTIONS:
        raise Invalid(_("The clock starts, pauses or resumes."), field="action")
    current = round_in_progress(event)
    with transaction.atomic():
        round_ = Round.objects.select_for_update().get(pk=current.pk)
        states, change = _ACTIONS[action]
        clock, now = round_clock(round_), timezone.now()
        if clock.state not in states:
            raise Conflict(_REFUSALS[action])
        before = clock_state(round_, now)
        new = change(clock, event.round_minutes, now)
        round_.clock_minutes, round_.clock_elapsed, round_.clock_running_since = (
            new.minutes,
            new.elapsed,
            new.running_since,
        )
        round_.save(update_fields=["clock_minutes", "clock_elapsed", "clock_running_since"])
        after = clock_state(round_, now)
        audit(event=event, actor=actor, kind="clock", action=action, obj=round_, before=before, after=after)
    return round_


def extra_time_give(*, match, actor, minutes, reason):
    """A judge gives the table of `match` `minutes` more (a deck check, a long ruling): the reason is kept."""
    event = match.round.event
    roles.require(roles.may_give_extra_time(actor, event), _("Only the event's judges give extra time."))
    if minutes is None or not 1 <= minutes <= EXTRA_MINUTES_MAX:
        raise Invalid(_("Extra time is between 1 and %(n)d minutes.") % {"n": EXTRA_MINUTES_MAX}, field="minutes")
    reason = (reason or "").strip()
    if not reason:
        raise Invalid(_("Say why the table gets extra time."), field="reason")
    if len(reason) > 200:
        raise Invalid(_("The reason is at most 200 characters."), field="reason")
    with transaction.atomic():
        # the match's row lock, as a result entry takes: no extra time lands on a match finished meanwhile
        if Match.objects.select_for_update().get(pk=match.pk).finished:
            raise Conflict(_("This match already has a result."))
        extra = ExtraTime.objects.create(match=match, minutes=minutes, reason=reason, judge=actor)
        after = {"table": match.table, "round": match.round.number, "minutes": minutes, "reason": reason}
        audit(event=event, actor=actor, kind="clock", action="extra_time", obj=match, after=after)
    return extra


def extra_minutes(match):
    return match.extra_times.aggregate(total=Sum("minutes"))["total"] or 0


def extra_by_match(round_):
    """{match id: extra minutes} for every table of the round given some."""
    rows = ExtraTime.objects.filter(match__round=round_).values("match_id").annotate(total=Sum("minutes"))
    return {row["match_id"]: row["total"] for row in rows}
