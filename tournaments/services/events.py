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

from ..models import EVENT_EDITABLE, ROUND_MINUTES_MAX, Event, EventStaff, Round
from .audit import audit
from .progress import ACTIVE, Stage, current_round, missing_results
from .registration import promote_waiting


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


def _audited(value):
    """A setting as the audit log keeps it (JSON)."""
    return value.isoformat() if hasattr(value, "isoformat") else value


def event_update(*, event, actor, **changes):
    """The organiser changes settings of the event (EVENT_EDITABLE). Each field changed is one audit entry
    with its value before and after; a capacity raised lets the waiting list in, first come first served."""
    roles.require(roles.may_edit_event(actor, event), _("Only the organiser edits the event."))
    unknown = sorted(set(changes) - set(EVENT_EDITABLE))
    if unknown:
        raise Invalid(_("This setting cannot be changed after the event is created."), field=unknown[0])
    with transaction.atomic():
        event = Event.objects.select_for_update().get(pk=event.pk)  # against drops and registrations at once
        _check_edit(event, changes)
        changed = {k: v for k, v in changes.items() if getattr(event, k) != v}
        for field, value in changed.items():
            before = {field: _audited(getattr(event, field))}
            setattr(event, field, value)
            audit(
                event=event,
                actor=actor,
                kind="event",
                action="edit",
                obj=event,
                before=before,
                after={field: _audited(value)},
            )
        if changed:
            event.save(update_fields=list(changed))
        if "capacity" in changed or "late_entries" in changed:
            promote_waiting(event, actor)
    return event


def _check_edit(event, changes):
    if "name" in changes and not (changes["name"] or "").strip():
        raise Invalid(_("An event needs a name."), field="name")
    minutes = changes.get("round_minutes", event.round_minutes)
    if minutes is None or not 1 <= minutes <= ROUND_MINUTES_MAX:
        raise Invalid(_("A round lasts 1 to %(n)d minutes.") % {"n": ROUND_MINUTES_MAX}, field="round_minutes")
    played = event.rounds_played.filter(kind=Round.Kind.SWISS).count()
    rounds = changes.get("rounds")
    if rounds is not None and rounds < max(played, 1):
        message = _("Swiss rounds played already: %(n)d.") % {"n": played} if played else None
        raise Invalid(message or _("An event has at least one Swiss round."), field="rounds")
    capacity = changes.get("capacity")
    active = event.registrations.filter(status=ACTIVE).count()
    if capacity is not None and capacity < active:
        message = _("%(n)d players are registered: the capacity cannot be lower.") % {"n": active}
        raise Invalid(message, field="capacity")
