"""Reads with their visibility rules (config.roles): who sees which decklist, penalty and staff page."""

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _

from config import roles
from config.domain import NotFound

from .models import Decklist, Event, Match, Penalty


def event_get(*, event_id):
    return get_object_or_404(Event.objects.select_related("game", "format__game", "organiser"), pk=event_id)


def match_get(*, event, match_id):
    return get_object_or_404(
        Match.objects.select_related("round__event__game", "a", "b"), pk=match_id, round__event=event
    )


def decklists_visible(*, user, event):
    """Judges see every list; everyone sees them once the organiser made them public after the event;
    a player sees their own."""
    lists = Decklist.objects.filter(registration__event=event).select_related("registration")
    if roles.may_rule(user, event) or (event.decklists_public and event.stage == Event.Stage.FINISHED):
        return lists
    if not user.is_authenticated:
        return lists.none()
    return lists.filter(registration__user=user)


def penalties_visible(*, user, event):
    """Judges and the organiser see every penalty; a player their own; nobody else any."""
    records = Penalty.objects.filter(event=event).select_related("registration", "judge", "approved_by", "round")
    if roles.may_rule(user, event):
        return records
    if not user.is_authenticated:
        return records.none()
    return records.filter(registration__user=user)


def staff_or_404(user, event):
    """Staff pages of an event do not exist for anyone else: 404, not 403."""
    if not roles.may_see_staff_pages(user, event):
        raise NotFound(_("This page is for the event's staff."))


def own_registration(user, event):
    if not user.is_authenticated:
        return None
    return event.registrations.filter(user=user).first()


def staff_rows(event):
    return event.staff.select_related("user").order_by("role", "-is_head", "user__username")
