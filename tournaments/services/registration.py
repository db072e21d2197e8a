"""Players enter, check in and drop: a full event puts new players on its waiting list, and a place freed
(before round 1, or after it when late entries are allowed) goes to the first of them."""

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid

from ..models import Event, Registration, Round
from .audit import audit, registration_state
from .progress import ACTIVE, DROPPED, WAITING, Stage, current_round


def registration_create(*, event, actor, user=None, name="", partner_name=""):
    """A player registers (user) or the organiser adds a walk-in by name. Full: the waiting list.
    After round 1 (late entries allowed): a loss for each round missed."""
    walk_in = user is None
    event.refresh_from_db(fields=["stage"])
    organiser = roles.may_manage_event(actor, event)
    if walk_in:
        roles.require(organiser, _("Only the organiser adds players by name."))
    if not walk_in and not event.registration_open() and not organiser:
        raise Conflict(_("Registration for this event is closed."))
    if not _takes_entries(event):
        raise Conflict(_("This event takes no more entries."))
    name = (name or (user.get_username() if user else "")).strip()[:100]
    if not name:
        raise Invalid(_("A player needs a name."), field="name")
    if event.is_pairs and not partner_name.strip():
        raise Invalid(_("A Tractor team registers two players: name the partner."), field="partner_name")
    with transaction.atomic():
        # one registration at a time against the capacity, read from the locked row: an edit of the capacity
        # committed while this request waited must count (the caller's copy of the event may be older)
        locked = Event.objects.select_for_update().get(pk=event.pk)
        if not _takes_entries(locked):
            raise Conflict(_("This event takes no more entries."))
        if user is not None and event.registrations.filter(user=user).exists():
            raise Conflict(_("You are already registered for this event."))
        taken = event.registrations.filter(status=ACTIVE).count()
        status = WAITING if locked.capacity is not None and taken >= locked.capacity else ACTIVE
        played = event.rounds_played.filter(kind=Round.Kind.SWISS).count()
        try:
            registration = Registration.objects.create(
                event=event,
                user=user,
                name=name,
                partner_name=partner_name.strip()[:100],
                status=status,
                late_losses=played if status == ACTIVE else 0,
                checked_in=walk_in,
            )
        except IntegrityError:
            raise Conflict(_("You are already registered for this event.")) from None
        after = registration_state(registration)
        audit(event=event, actor=actor, kind="registration", action="register", obj=registration, after=after)
    return registration


def _may_act_for(actor, registration):
    roles.require(
        roles.may_act_for(actor, registration, registration.event),
        _("Only the player or the event's staff do this."),
    )


def check_in(*, registration, actor):
    event = registration.event
    _may_act_for(actor, registration)
    with transaction.atomic():
        # under the event's lock, as pairing round 1 is: a check-in lands before the round (the player is
        # paired) or after it (the player was dropped for not checking in, and the check-in is refused)
        Event.objects.select_for_update().get(pk=event.pk)
        registration.refresh_from_db(fields=["status", "checked_in"])
        if registration.status == DROPPED:  # a waiting player checks in too: at round 1 only those present move up
            raise Conflict(_("Only a registered player checks in."))
        Registration.objects.filter(pk=registration.pk).update(checked_in=True)
        registration.checked_in = True
        audit(event=event, actor=actor, kind="registration", action="check_in", obj=registration)
    return registration


def drop(*, registration, actor):
    """The player leaves: never paired again. A match already paired this round still stands (the drop
    takes effect after it); the place freed goes to the first on the waiting list."""
    event = registration.event
    _may_act_for(actor, registration)
    with transaction.atomic():
        # drops, promotions and registrations of one event one at a time: two drops at once must not
        # both read the same first waiting player
        event = Event.objects.select_for_update().get(pk=event.pk)
        registration = Registration.objects.select_for_update().get(pk=registration.pk)
        if registration.status == DROPPED:
            raise Conflict(_("This player has already dropped."))
        was = registration.status
        current = current_round(event)
        registration.status = DROPPED
        registration.dropped_after = current.number if current else 0
        registration.save(update_fields=["status", "dropped_after"])
        after = registration_state(registration)
        audit(event=event, actor=actor, kind="registration", action="drop", obj=registration, after=after)
        if was == ACTIVE:
            promote_waiting(event, actor)
    return registration


def promote_waiting(event, actor, *, skip=None):
    """Fill the free places from the waiting list, first come first served. The caller holds the event's
    row lock. After the start (late entries allowed) a promoted player takes a loss for each round paired
    before they came, as a late entry does. `skip(registration)` leaves a waiting player waiting."""
    if not _takes_entries(event):
        return []
    taken = event.registrations.filter(status=ACTIVE).count()
    free = event.capacity - taken if event.capacity is not None else event.registrations.count()
    played = event.rounds_played.filter(kind=Round.Kind.SWISS).count()
    promoted = []
    for waiting in event.registrations.filter(status=WAITING).order_by("created_at", "id"):
        if len(promoted) >= free:
            break
        if skip is not None and skip(waiting):
            continue
        waiting.status, waiting.late_losses = ACTIVE, played
        waiting.save(update_fields=["status", "late_losses"])
        after = registration_state(waiting)
        audit(event=event, actor=actor, kind="registration", action="promote", obj=waiting, after=after)
        promoted.append(waiting)
    return promoted


def _takes_entries(event):
    return event.stage == Stage.REGISTRATION or (event.stage == Stage.SWISS and event.late_entries)
