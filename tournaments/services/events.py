"""An event's life as a whole: created by anyone signed in (who becomes its organiser), its staff named and
removed by the organiser, finished by the organiser. Every grant and removal is in the audit log."""

import secrets

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid, NotFound
from games.rules import registry

from ..models import Event, EventStaff
from .audit import audit
from .progress import Stage, current_round, missing_results


def event_create(*, organiser, **fields):
    roles.require(roles.may_create_event(organiser), _("Log in to create an event."))
    fields.setdefault("seed", secrets.token_hex(8))
    if fields.get("game") and not registry.get(fields["game"].slug).has_decks:
        fields["format"] = None
    elif fields.get("format") is not None and fields["format"].game_id != fields["game"].pk:
        raise Invalid(_("The format is not one of this game's."), field="format")
    with transaction.atomic():
        event = Event.objects.create(organiser=organiser, **fields)
        audit(event=event, actor=organiser, kind="event", action="create", obj=event, after={"name": event.name})
    return event


def find_user(username):
    """The user of that name, for naming staff; none is a 404 naming the field."""
    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise NotFound(_("No user has that name."), field="username")
    return user


def staff_state(row):
    return {"user": row.user_id, "username": row.user.get_username(), "role": row.role, "head": row.is_head}


def _may_name_staff(actor, event):
    roles.require(roles.may_manage_event(actor, event), _("Only the organiser names the event's staff."))


def staff_add(*, event, actor, user=None, username="", role=EventStaff.Role.JUDGE, head=False):
    """The organiser names `user` (or the user called `username`) a judge (`head`: the head judge, replacing
    any other) or a scorekeeper of this event; naming someone already on the staff changes their role."""
    _may_name_staff(actor, event)
    user = user or find_user(username)
    if role not in EventStaff.Role.values:
        raise Invalid(_("A member of the staff is a judge or a scorekeeper."), field="role")
    if head and role != EventStaff.Role.JUDGE:
        raise Invalid(_("The head judge is a judge."), field="head")
    with transaction.atomic():
        Event.objects.select_for_update().get(pk=event.pk)  # one grant at a time: one head judge
        old = EventStaff.objects.filter(event=event, user=user).select_related("user").first()
        if head:
            event.staff.filter(is_head=True).exclude(user=user).update(is_head=False)
        row, _created = EventStaff.objects.update_or_create(
            event=event, user=user, defaults={"role": role, "is_head": head}
        )
        before = staff_state(old) if old else None
        audit(event=event, actor=actor, kind="staff", action="grant", obj=row, before=before, after=staff_state(row))
    roles.forget_staff(event)
    return row


def judge_add(*, event, actor, user, head=False):
    return staff_add(event=event, actor=actor, user=user, role=EventStaff.Role.JUDGE, head=head)


def staff_remove(*, event, actor, user=None, username=""):
    """The organiser takes back a staff member's powers in this event (their past work stays in the log)."""
    _may_name_staff(actor, event)
    found = Q(user=user) if user is not None else Q(user__username=username)
    with transaction.atomic():
        row = EventStaff.objects.select_for_update().filter(found, event=event).select_related("user").first()
        if row is None:
            raise NotFound(_("That user is not on this event's staff."), field="username")
        before = staff_state(row)
        row.delete()
        audit(event=event, actor=actor, kind="staff", action="revoke", before=before)
    roles.forget_staff(event)
    return before


def event_finish(*, event, actor):
    roles.require(roles.may_manage_event(actor, event), _("Only the organiser finishes the event."))
    if missing_results(current_round(event)):
        raise Conflict(_("Results are still missing."))
    event.stage = Stage.FINISHED
    event.save(update_fields=["stage"])
    audit(event=event, actor=actor, kind="event", action="finish", obj=event)
    return event
