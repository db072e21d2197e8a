"""Deck checks: the head judge picks players (at random or by name), a judge records whether each deck
matched its registered list."""

import random

from django.db import transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Invalid

from ..models import DeckCheck
from .audit import audit
from .progress import ACTIVE, current_round


def deck_checks_create(*, event, actor, count=0, registrations=(), names=(), seed=None):
    """The head judge picks `count` random players with a list (or the named `registrations`, or the
    players of those `names`)."""
    roles.require(roles.may_order_deck_checks(actor, event), _("Only the head judge orders deck checks."))
    if names:
        registrations = [*registrations, *_named(event, names)]
    with_lists = list(event.registrations.filter(status=ACTIVE, decklist__isnull=False).order_by("pk"))
    named = [r for r in with_lists if r.pk in {getattr(x, "pk", x) for x in registrations}]
    if registrations and len(named) != len(set(registrations)):
        raise Invalid(_("Only active players with a decklist can be checked."), field="registrations")
    if not registrations:
        if count < 1 or count > len(with_lists):
            raise Invalid(_("Pick between 1 and %(n)d players.") % {"n": len(with_lists)}, field="count")
        named = random.Random(seed).sample(with_lists, count)
    with transaction.atomic():
        current = current_round(event)
        checks = [DeckCheck.objects.create(event=event, registration=r, round=current, judge=actor) for r in named]
        for check in checks:
            after = {"registration": check.registration_id}
            audit(event=event, actor=actor, kind="deck_check", action="create", obj=check, after=after)
    return checks


def _named(event, names):
    wanted = {n.strip().lower() for n in names if n.strip()}
    found = [r.pk for r in event.registrations.all() if r.name.lower() in wanted]
    if len(found) != len(wanted):
        raise Invalid(_("Some of those names are not players of this event."), field="names")
    return found


def deck_check_record(*, check, actor, verdict, notes=""):
    roles.require(roles.may_rule(actor, check.event), _("Only the event's judges record a deck check."))
    if verdict not in (DeckCheck.Verdict.MATCH, DeckCheck.Verdict.MISMATCH):
        raise Invalid(_("A deck check matches the list or does not."), field="verdict")
    with transaction.atomic():
        before = {"verdict": check.verdict, "notes": check.notes}
        check.verdict, check.notes = verdict, notes[:4000]
        check.save(update_fields=["verdict", "notes"])
        after = {"verdict": verdict, "notes": check.notes}
        audit(event=check.event, actor=actor, kind="deck_check", action="record", obj=check, before=before, after=after)
    return check
