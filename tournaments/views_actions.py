"""The staff's and players' one-click actions on an event, one view and one URL each, sent from the manage
page and the player's page. The services check the role once (a refusal is the 403 page); what the event's
state or the form refuses comes back as a message on the page the action was sent from."""

from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config.domain import Conflict, Invalid, NotFound
from config.guards import nul_key, nul_message
from config.redirects import safe_next

from . import selectors, services
from .forms import StaffNameForm
from .models import Decklist


def _back(request, event, default):
    return safe_next(request, reverse(default, args=[event.pk]))


def event_action(default="event-manage"):
    """A POST on one event: the view does its one services call; a refusal of the input or the state is a
    message, and either way the user goes back where they came from (`next`, else the `default` page)."""

    def decorate(view):
        @login_required
        @require_POST
        @wraps(view)
        def wrapper(request, event_id, **kwargs):
            event = selectors.event_get(event_id=event_id)
            # A multipart body passes the door's NUL check (config.guards reads urlencoded ones): read here.
            field = nul_key(request.POST)
            if field is not None:
                messages.error(request, nul_message(field))
                return HttpResponseRedirect(_back(request, event, default))
            try:
                view(request, event, **kwargs)
            except (Invalid, Conflict) as exc:
                messages.error(request, str(exc))
            return HttpResponseRedirect(_back(request, event, default))

        return wrapper

    return decorate


def as_int(value):
    """A number from a form field, or None (matching nothing) for anything else."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


# The forms' fields go to the services as they came: the service checks the user's role first, then the input.


def _button(service):
    """The action of a form that is only a button: call `service` for the event."""

    def view(request, event):
        service(event=event, actor=request.user)

    view.__name__ = view.__qualname__ = service.__name__
    return event_action()(view)


pair = _button(services.round_pair)
repair = _button(services.repair_current)
cut = _button(services.cut_start)
finish = _button(services.event_finish)


@event_action()
def walk_in(request, event):
    post = request.POST
    services.registration_create(
        event=event, actor=request.user, name=post.get("name", ""), partner_name=post.get("partner_name", "")
    )


def _cleaned(form):
    """The form's cleaned data; Invalid naming the first field it refuses (a NUL byte, a name too long, ...)."""
    if not form.is_valid():
        field, errors = next(iter(form.errors.items()))
        raise Invalid(errors[0], field=None if field == "__all__" else field)
    return form.cleaned_data


@event_action()
def staff_add(request, event):
    post = request.POST
    # Only the name is read through its form here: the service checks the role first, then the rest.
    username = _cleaned(StaffNameForm(post))["username"]
    try:
        row = services.staff_add(
            event=event, actor=request.user, username=username, role=post.get("role", ""), head=bool(post.get("head"))
        )
    except NotFound as exc:
        raise Invalid(str(exc), field=exc.field) from None  # a typo in the form, not a page that is not there
    messages.success(request, _("%(name)s is now on the event's staff.") % {"name": row.user.get_username()})


@event_action()
def staff_remove(request, event):
    try:
        username = _cleaned(StaffNameForm(request.POST))["username"]
        services.staff_remove(event=event, actor=request.user, username=username)
    except NotFound as exc:
        raise Invalid(str(exc), field=exc.field) from None


@event_action()
def swap(request, event):
    post = request.POST
    first, second, swap_a = as_int(post.get("first")), as_int(post.get("second")), post.get("side", "a") == "a"
    services.swap_tables(event=event, actor=request.user, first=first, second=second, swap_a=swap_a)


@event_action()
def break_match(request, event):
    services.break_table(event=event, actor=request.user, table=as_int(request.POST.get("table")))


@event_action()
def pair_by_hand(request, event):
    post = request.POST
    b = as_int(post.get("b")) if post.get("b") else None
    services.pair_by_hand(event=event, actor=request.user, a=as_int(post.get("a")), b=b)


@event_action()
def deck_checks(request, event):
    post = request.POST
    names = post.get("names", "").splitlines()
    count = as_int(post.get("count")) if post.get("count") else 0
    services.deck_checks_create(event=event, actor=request.user, count=count, names=names)


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
