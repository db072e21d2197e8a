"""The floor of an event: the round clock (its header partial and the judges' buttons), extra time for a
table, judge calls (a player's call from their match, the judges' live queue, taking and closing a call),
the printed pairings by table and by name, and the organiser's page editing the event. Every write is one
services call, which checks the role first."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config import roles
from config.domain import Conflict, Invalid, NotFound

from . import selectors, services
from .forms_floor import EventEditForm
from .models import JudgeCall, Match, Round
from .pairing_sheets import pairing_rows
from .templatetags.floor import clock_context
from .views import _roles
from .views_actions import as_int, event_action

ORDERS = ("table", "name")


def clock_partial(request, event_id):
    """The header's clock, which htmx polls (?match=N: that table's time, its extra time counted)."""
    event = selectors.event_get(event_id=event_id)
    match = Match.objects.filter(pk=as_int(request.GET.get("match")), round__event=event).first()
    return render(request, "tournaments/_clock_time.html", clock_context(event, match))


@event_action()
def clock_action(request, event, action):
    services.clock_change(event=event, actor=request.user, action=action)


@event_action(default="event-page")
def extra_time(request, event, match_id):
    match = selectors.match_get(event=event, match_id=match_id)
    post = request.POST
    given = services.extra_time_give(
        match=match, actor=request.user, minutes=as_int(post.get("minutes")), reason=post.get("reason", "")
    )
    messages.success(request, _("Extra time for table %(t)d: +%(n)d min.") % {"t": match.table, "n": given.minutes})


@event_action(default="event-page")
def judge_call(request, event, match_id):
    """A player of the match calls a judge to their table."""
    match = selectors.match_get(event=event, match_id=match_id)
    raw = request.POST.get("table", "").strip()
    table = as_int(raw) if raw else None
    if raw and table is None:
        raise Invalid(_("That is not a table number."), field="table")
    call = services.judge_call_create(match=match, actor=request.user, table=table, note=request.POST.get("note", ""))
    messages.success(request, _("A judge is called to table %(t)d.") % {"t": call.table})


def _judges_or_404(user, event):
    """The queue of calls exists only for the event's judges."""
    if not roles.may_answer_judge_calls(user, event):
        raise NotFound(_("This page is for the event's judges."))


def _queue(template):
    """The judges' page of calls, or (the partial htmx polls) the queue alone."""

    @login_required
    def view(request, event_id):
        event = selectors.event_get(event_id=event_id)
        _judges_or_404(request.user, event)
        context = {"event": event, "calls": services.judge_call_queue(event), **_roles(request.user, event)}
        return render(request, template, context)

    return view


judge_calls_page = _queue("tournaments/judge_calls.html")
judge_calls_queue = _queue("tournaments/_judge_calls.html")


def _call(event, call_id):
    return get_object_or_404(JudgeCall.objects.select_related("event", "match"), pk=call_id, event=event)


@login_required
@require_POST
def judge_call_take(request, event_id, call_id):
    """The judge takes the call and goes to its match (rulings, deck check, penalty, adjudication from there);
    a call another judge took first is a message on the queue."""
    event = selectors.event_get(event_id=event_id)
    call = _call(event, call_id)
    try:
        services.judge_call_take(call=call, actor=request.user)
    except Conflict as exc:
        messages.error(request, str(exc))
        return redirect("event-judge-calls", event.pk)
    return redirect("event-match", event.pk, call.match_id)


@event_action(default="event-judge-calls")
def judge_call_close(request, event, call_id):
    call = _call(event, call_id)
    services.judge_call_close(call=call, actor=request.user, outcome=request.POST.get("outcome", ""))
    messages.success(request, _("The call is closed."))


def pairings_print(request, event_id, round_number, order):
    """A round's pairings by table or by name, a page of its own to print or project: the event's header (its
    navigation is not printed; its clock is there to project), no site navigation."""
    event = selectors.event_get(event_id=event_id)
    if order not in ORDERS:
        raise NotFound(_("Pairings are by table or by name."))
    round_ = get_object_or_404(Round, event=event, number=round_number)
    by_table, by_name = pairing_rows(round_)
    rows = by_table if order == "table" else by_name
    context = {"event": event, "round": round_, "order": order, "rows": rows, **_roles(request.user, event)}
    return render(request, "tournaments/pairings_print.html", context)


@login_required
def event_edit(request, event_id):
    """The organiser's page changing the event's settings; each change is in the audit log."""
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    roles.require(roles.may_edit_event(request.user, event), _("Only the organiser edits the event."))
    # the form works on a copy: the service compares the changes with the event as it is stored
    form = EventEditForm(request.POST or None, instance=selectors.event_get(event_id=event_id))
    if request.method == "POST" and form.is_valid():
        changes = {name: form.cleaned_data[name] for name in form.changed_data}
        try:
            services.event_update(event=event, actor=request.user, **changes)
        except Invalid as exc:
            form.add_error(exc.field if exc.field in form.fields else None, str(exc))
        else:
            messages.success(request, _("The event's settings are saved."))
            return redirect("event-manage", event.pk)
    context = {"event": event, "form": form, **_roles(request.user, event)}
    return render(request, "tournaments/event_edit.html", context, status=400 if form.errors else 200)
