"""The staff's and players' one-click actions on an event, one view and one URL each, sent from the manage
page and the player's page. The services check the role once (a refusal is the 403 page); what the event's
state or the form refuses comes back as a message on the page the action was sent from."""

from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config.domain import Conflict, Invalid, NotFound

from . import selectors, services
from .forms import DeckCheckForm, RegistrationForm, StaffForm, StaffRemoveForm
from .models import Decklist


def _back(request, event, default):
    target = request.POST.get("next")
    if target and url_has_allowed_host_and_scheme(target, {request.get_host()}, require_https=request.is_secure()):
        return target
    return reverse(default, args=[event.pk])


def event_action(default="event-manage"):
    """A POST on one event: the view does its one services call; a refusal of the input or the state is a
    message, and either way the user goes back where they came from (`next`, else the `default` page)."""

    def decorate(view):
        @login_required
        @require_POST
        @wraps(view)
        def wrapper(request, event_id, **kwargs):
            event = selectors.event_get(event_id=event_id)
            try:
                view(request, event, **kwargs)
            except (Invalid, Conflict) as exc:
                messages.error(request, str(exc))
            return redirect(_back(request, event, default))

        return wrapper

    return decorate


def _table(round_, value, field):
    """The match at the table a form names, or a message naming the field."""
    match = round_.matches.select_related("round__event").filter(table=as_int(value)).first()
    if match is None:
        raise Invalid(_("No match at table %(table)s this round.") % {"table": value}, field=field)
    return match


def _player(event, value, field):
    found = event.registrations.filter(pk=as_int(value)).first()
    if found is None:
        raise Invalid(_("That player is not in this event."), field=field)
    return found


def as_int(value):
    """A number from a form field, or -1 (matching nothing) for anything else."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1


@event_action()
def walk_in(request, event):
    form = RegistrationForm(request.POST)
    if not form.is_valid():
        raise Invalid(_("A player needs a name."), field="name")
    services.registration_create(event=event, actor=request.user, **form.cleaned_data)


@event_action()
def staff_add(request, event):
    form = StaffForm(request.POST)
    if not form.is_valid():
        raise Invalid(_("Give the user name and the role."), field="username")
    try:
        user = services.find_user(form.cleaned_data["username"])
    except NotFound as exc:
        raise Invalid(str(exc), field=exc.field) from None  # a typo in the form, not a page that is not there
    data = form.cleaned_data
    services.staff_add(event=event, actor=request.user, user=user, role=data["role"], head=data["head"])
    messages.success(request, _("%(name)s is now on the event's staff.") % {"name": user.get_username()})


@event_action()
def staff_remove(request, event):
    form = StaffRemoveForm(request.POST)
    row = event.staff.select_related("user").filter(user__username=form.data.get("username", "")).first()
    if not form.is_valid() or row is None:
        raise Invalid(_("That user is not on this event's staff."), field="username")
    services.staff_remove(event=event, actor=request.user, user=row.user)


@event_action()
def pair(request, event):
    services.round_pair(event=event, actor=request.user)


@event_action()
def repair(request, event):
    services.round_repair(round_=services.round_in_progress(event), actor=request.user)


@event_action()
def swap(request, event):
    round_ = services.round_in_progress(event)
    first = _table(round_, request.POST.get("first"), "first")
    second = _table(round_, request.POST.get("second"), "second")
    services.match_swap(match=first, other=second, actor=request.user, swap_a=request.POST.get("side", "a") == "a")


@event_action()
def break_match(request, event):
    round_ = services.round_in_progress(event)
    services.match_break(match=_table(round_, request.POST.get("table"), "table"), actor=request.user)


@event_action()
def pair_by_hand(request, event):
    round_ = services.round_in_progress(event)
    a = _player(event, request.POST.get("a"), "a")
    b = _player(event, request.POST.get("b"), "b") if request.POST.get("b") else None
    services.match_pair(round_=round_, actor=request.user, a=a, b=b)


@event_action()
def cut(request, event):
    services.cut_start(event=event, actor=request.user)


@event_action()
def finish(request, event):
    services.event_finish(event=event, actor=request.user)


@event_action()
def deck_checks(request, event):
    form = DeckCheckForm(request.POST)
    if not form.is_valid():
        raise Invalid(_("Give a number of players or their names."), field="count")
    names = [n.strip().lower() for n in (form.cleaned_data["names"] or "").splitlines() if n.strip()]
    named = [r for r in event.registrations.all() if r.name.lower() in names]
    if names and len(named) != len(set(names)):
        raise Invalid(_("Some of those names are not players of this event."), field="names")
    services.deck_checks_create(
        event=event, actor=request.user, count=form.cleaned_data["count"] or 0, registrations=[r.pk for r in named]
    )


@event_action(default="event-page")
def check_in(request, event, registration_id):
    registration = get_object_or_404(event.registrations, pk=registration_id)
    services.check_in(registration=registration, actor=request.user)


@event_action(default="event-page")
def drop(request, event, registration_id):
    registration = get_object_or_404(event.registrations, pk=registration_id)
    services.drop(registration=registration, actor=request.user)


@event_action()
def unlock(request, event, registration_id):
    decklist = get_object_or_404(Decklist, registration__event=event, registration_id=registration_id)
    services.decklist_unlock(decklist=decklist, actor=request.user)
