"""Reads with their visibility rules: who sees which decklist, penalty and staff page."""

from django.http import Http404
from django.shortcuts import get_object_or_404

from .models import Decklist, Event, Match, Penalty
from .roles import is_event_judge, is_event_organiser


def event_get(*, event_id):
    return get_object_or_404(Event.objects.select_related("game", "format__game", "organiser"), pk=event_id)


def match_get(*, event, match_id):
    return get_object_or_404(
        Match.objects.select_related("round__event__game", "a", "b"), pk=match_id, round__event=event
    )


def decklists_visible(*, user, event):
    """Staff see every list; everyone sees them once the organiser made them public after the event;
    a player sees their own."""
    lists = Decklist.objects.filter(registration__event=event).select_related("registration")
    if is_event_judge(user, event) or (event.decklists_public and event.stage == Event.Stage.FINISHED):
        return lists
    if not user.is_authenticated:
        return lists.none()
    return lists.filter(registration__user=user)


def decklist_visible(*, user, event, decklist_id):
    found = decklists_visible(user=user, event=event).filter(pk=decklist_id).first()
    if found is None:
        raise Http404
    return found


def penalties_visible(*, user, event):
    """Judges and the organiser see every penalty; a player their own; nobody else any."""
    records = Penalty.objects.filter(event=event).select_related("registration", "judge", "approved_by", "round")
    if is_event_judge(user, event):
        return records
    if not user.is_authenticated:
        return records.none()
    return records.filter(registration__user=user)


def staff_or_404(user, event):
    """Staff pages of an event answer 404 to a logged-in stranger: they do not exist for them."""
    if not is_event_judge(user, event):
        raise Http404


def organiser_or_404(user, event):
    if not is_event_organiser(user, event):
        raise Http404
