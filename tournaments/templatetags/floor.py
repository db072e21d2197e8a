"""The round clock every page of an event shows in its header (templates/tournaments/_head.html)."""

from django import template
from django.utils import timezone

from config import roles
from tournaments import services
from tournaments.clock import shown
from tournaments.forms_floor import ExtraTimeForm, JudgeCallCloseForm, JudgeCallForm

register = template.Library()


def clock_context(event, match=None):
    """The current round's clock for the header: its state and the seconds left now (with `match`, that
    table's extra time counted), or nothing once the event is over or before round 1."""
    current = services.current_round(event) if event.stage != event.Stage.FINISHED else None
    if current is None:
        return {"event": event, "round": None}
    clock = services.round_clock(current)
    extra = services.extra_minutes(match) if match is not None and match.round_id == current.pk else 0
    remaining = clock.remaining(timezone.now(), extra)
    return {
        "event": event,
        "round": current,
        "state": clock.state,
        "remaining": None if remaining is None else round(remaining),
        "left": None if remaining is None else shown(remaining),
        "extra": extra,
        "match": match if extra else None,
    }


@register.inclusion_tag("tournaments/_clock.html", takes_context=True)
def round_clock(context, event):
    match = context.get("match")
    return clock_context(event, match if getattr(match, "round_id", None) else None)


@register.inclusion_tag("tournaments/_clock_controls.html", takes_context=True)
def clock_controls(context, event):
    """The judges' start, pause and resume buttons for the current round's clock."""
    user = context["request"].user
    current = services.current_round(event)
    shown = roles.may_run_clock(user, event) and current is not None and event.stage != event.Stage.FINISHED
    return {
        "event": event,
        "shown": shown,
        "state": services.round_clock(current).state if current else None,
        "csrf_token": context.get("csrf_token"),
        "back": context["request"].get_full_path(),
    }


@register.inclusion_tag("tournaments/_match_floor.html", takes_context=True)
def match_floor(context, match):
    """On a match's page: its extra time, the player's "Call a judge", and the judge's extra time and call."""
    request = context["request"]
    event = match.round.event
    calls = services.judge_call_queue(event).filter(match=match)
    return {
        "event": event,
        "match": match,
        "extras": match.extra_times.select_related("judge"),
        "is_player": roles.may_call_judge(request.user, match),
        "is_judge": roles.may_rule(request.user, event),
        "call": calls.first(),
        # ids of their own: the result form on the same page has an "outcome" too
        "call_form": JudgeCallForm(initial={"table": match.table}, auto_id="call_%s"),
        "extra_form": ExtraTimeForm(auto_id="extra_%s"),
        "close_form": JudgeCallCloseForm(auto_id="close_%s"),
        "csrf_token": context.get("csrf_token"),
        "back": request.path,
    }
