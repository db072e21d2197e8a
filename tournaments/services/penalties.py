"""Penalties: a judge records an infraction with the penalty the game's policy gives (or an upgrade or
downgrade, with its reason, for the head judge to approve); a game or match loss changes the match's result
and a disqualification drops the player."""

from django.db import transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Invalid, NotFound

from .. import penalties as catalogue
from ..models import Match, Penalty
from .audit import audit, match_state, registration_state
from .progress import DROPPED, current_round
from .results import write_result


def earlier_in_category(registration, category, exclude=None):
    found = Penalty.objects.filter(registration=registration, category=category)
    return found.exclude(pk=exclude) if exclude else found


def penalty_create(*, event, actor, registration, infraction, penalty, description="", match=None, reason=""):
    """Record an infraction. A penalty above or below the catalogue's default is an upgrade or downgrade:
    it needs a reason, and stands approved when the head judge records it (else awaits approval).
    A game or match loss changes the match's result; a disqualification drops the player too."""
    roles.require(roles.may_rule(actor, event), _("Only the event's judges record penalties."))
    if registration.event_id != event.pk:
        raise NotFound(_("That player is not in this event."), field="registration")
    try:
        item = catalogue.infraction(event.game.slug, infraction)
        deviation = catalogue.deviation(item.default_penalty, penalty)
    except ValueError as exc:
        raise Invalid(str(exc), field="infraction") from None
    if deviation and not reason.strip():
        raise Invalid(_("An upgrade or downgrade needs its reason."), field="reason")
    if match is not None and registration.pk not in (match.a_id, match.b_id):
        raise Invalid(_("That player is not in this match."), field="match")
    with transaction.atomic():
        record = Penalty.objects.create(
            event=event,
            registration=registration,
            round=match.round if match else current_round(event),
            match=match,
            judge=actor,
            infraction=item.code,
            category=str(item.category),
            default_penalty=item.default_penalty,
            penalty=penalty,
            deviation_reason=reason.strip(),
            approved_by=actor if deviation and roles.may_approve_penalties(actor, event) else None,
            description=description[:4000],
        )
        audit(event=event, actor=actor, kind="penalty", action="create", obj=record, after=penalty_state(record))
        _apply_penalty(record, actor)
    return record


def penalty_state(record):
    return {
        "registration": record.registration_id,
        "infraction": record.infraction,
        "penalty": record.penalty,
        "approved_by": record.approved_by_id,
        "match": record.match_id,
    }


def needs_approval(record):
    return record.penalty != record.default_penalty and record.approved_by_id is None


def penalty_approve(*, record, actor):
    message = _("Only the head judge approves an upgrade or downgrade.")
    roles.require(roles.may_approve_penalties(actor, record.event), message)
    with transaction.atomic():
        before = penalty_state(record)
        record.approved_by = actor
        record.save(update_fields=["approved_by"])
        after = penalty_state(record)
        audit(event=record.event, actor=actor, kind="penalty", action="approve", obj=record, before=before, after=after)
    return record


def _apply_penalty(record, actor):
    if record.penalty == "disqualification" and record.registration.status != DROPPED:
        reg = record.registration
        reg.status, reg.dropped_after = DROPPED, getattr(record.round, "number", 0)
        reg.save(update_fields=["status", "dropped_after"])
        after = registration_state(reg)
        audit(event=record.event, actor=actor, kind="registration", action="disqualify", obj=reg, after=after)
    match = record.match
    if match is None or match.is_bye or record.penalty not in ("game_loss", "match_loss", "disqualification"):
        return
    event = record.event
    side = "a" if match.a_id == record.registration_id else "b"
    other = "b" if side == "a" else "a"
    if record.penalty == "game_loss" and event.best_of == 3:
        games = {"a": match.a_games, "b": match.b_games}
        games[other] = min(2, games[other] + 1)
        outcome = other if games[other] == 2 else match.outcome or ""
        values = {"a_games": games["a"], "b_games": games["b"], "outcome": outcome, "draws": match.draws}
    else:
        wins = 2 if event.best_of == 3 else 1
        values = {"outcome": other, f"{other}_games": wins, f"{side}_games": 0, "draws": 0}
    if values["outcome"]:
        write_result(match, actor, values, action="penalty")
        return
    before = match_state(match)
    Match.objects.filter(pk=match.pk).update(**{k: v for k, v in values.items() if k != "outcome"})
    match.refresh_from_db()
    audit(event=event, actor=actor, kind="result", action="penalty", obj=match, before=before, after=match_state(match))
