"""Players' decklists: validated at once on submission (the verdict kept with its problems), locked at the
deadline or the start, unlocked one change at a time by the organiser."""

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid
from decks.validation import ValidationInputError, validate_decklist

from ..models import Decklist
from .audit import audit
from .progress import ACTIVE, Stage


def decklist_submit(*, registration, actor, text):
    """Validate and store the player's list; the verdict (problems included) is returned at once."""
    event = registration.event
    if not event.has_decklists:
        raise Conflict(_("Tractor events take no decklists."))
    roles.require(
        roles.may_submit_decklist(actor, registration, event), _("Only the player or the organiser submits a list.")
    )
    existing = Decklist.objects.filter(registration=registration).first()
    if event.decklists_locked() and not (existing and existing.unlocked):
        raise Conflict(_("Decklists are locked: the deadline has passed."))
    if event.stage != Stage.REGISTRATION and not (existing and existing.unlocked):
        raise Conflict(_("Decklists are locked: the event has started."))
    try:
        verdict = validate_decklist(game=event.game, text=text, format=event.format, date=event.date)
    except ValidationInputError as exc:
        raise Invalid(str(exc), field="decklist") from None
    with transaction.atomic():
        before = {"legal": existing.legal, "text": existing.text} if existing else None
        decklist, _created = Decklist.objects.update_or_create(
            registration=registration,
            defaults={"text": text, "legal": verdict["legal"], "verdict": verdict, "submitted_at": timezone.now()},
        )
        if existing and existing.unlocked and event.decklists_locked():
            Decklist.objects.filter(pk=decklist.pk).update(unlocked=False)  # one change per unlock
            decklist.unlocked = False
        after = {"legal": decklist.legal, "text": text}
        audit(event=event, actor=actor, kind="decklist", action="submit", obj=decklist, before=before, after=after)
    return decklist


def decklist_unlock(*, decklist, actor):
    event = decklist.registration.event
    roles.require(roles.may_manage_event(actor, event), _("Only the organiser unlocks a decklist."))
    with transaction.atomic():
        Decklist.objects.filter(pk=decklist.pk).update(unlocked=True)
        decklist.unlocked = True
        audit(event=event, actor=actor, kind="decklist", action="unlock", obj=decklist, after={"unlocked": True})
    return decklist


def decklist_summary(event):
    lists = Decklist.objects.filter(registration__event=event, registration__status=ACTIVE)
    active = event.registrations.filter(status=ACTIVE).count()
    legal = lists.filter(legal=True).count()
    submitted = lists.count()
    return {
        "players": active,
        "submitted": submitted,
        "legal": legal,
        "illegal": submitted - legal,
        "missing": active - submitted,
    }
