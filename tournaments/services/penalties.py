"""Penalties: a judge records an infraction with the penalty the game's policy gives (or an upgrade or
downgrade, with its reason, for the head judge to approve); a game or match loss changes the match's result
and a disqualification drops the player."""

from django.db import transaction
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict, Invalid, NotFound
from games.i18n import translate_word

from .. import penalties as catalogue
from ..models import Match, Penalty, Round
from .audit import audit, match_state, registration_state
from .carried import carry_pending
from .progress import DROPPED, current_round, player_matches, snapshot_if_complete
from .results import write_result


def earlier_in_category(registration, category, exclude=None):
    found = Penalty.objects.filter(registration=registration, category=category)
    return found.exclude(pk=exclude) if exclude else found


# What a penalty takes from the judge's input, the same on the page's form and in the API's body.
PENALTY_INPUT = ("infraction", "penalty", "description", "reason", "recompute")


def penalty_input(data):
    """penalty_create's keyword arguments from a form's or a request body's validated data."""
    return {name: data[name] for name in PENALTY_INPUT}


def penalty_create(
    *, event, actor, registration, infraction, penalty, description="", match=None, reason="", recompute=False
):
    """Record an infraction. A penalty above or below the catalogue's default is an upgrade or downgrade:
    it needs a reason, and stands approved when the head judge records it (else awaits approval).
    A game or match loss changes the match's result; a disqualification drops the player too. One that
    changes the result of an earlier round (later rounds were paired on it) is refused unless the judge
    confirms re-computing (`recompute`): then every standings snapshot from that round on is re-computed."""
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
        if match is not None:  # the result as stored now, not as the caller last read it
            match = Match.objects.select_for_update(of=("self",)).select_related("round__event").get(pk=match.pk)
        carries = penalty == "game_loss" and match is not None and match.finished  # before the penalty applies
        if match is not None and not recompute and _changes_earlier_round(event, match, registration, penalty):
            message = _(
                "This penalty changes the result of round %(round)d, and later rounds were paired on it: "
                "confirm re-computing the standings to record it."
            )
            raise Conflict(message % {"round": match.round.number}, field="recompute")
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
        if carries:
            _carry(record, actor)
    return record


def penalty_state(record):
    return {
        "registration": record.registration_id,
        "infraction": record.infraction,
        "penalty": record.penalty,
        "approved_by": record.approved_by_id,
        "match": record.match_id,
        "carried": record.carried,
        "carried_to": record.carried_to_id,
    }


def penalty_names(record):
    """{"infraction", "penalty", "category"}: a record's words by name in the reader's language, never its codes
    (the infraction's name from its game's catalogue; a code the catalogue no longer has stays as it is)."""
    item = next((i for i in catalogue.CATALOGUES.get(record.event.game.slug, ()) if i.code == record.infraction), None)
    return {
        "infraction": translate_word(item.name) if item else record.infraction,
        "penalty": translate_word(catalogue.PENALTY_NAMES.get(record.penalty, record.penalty)),
        "category": translate_word(record.category),
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


def _new_result(event, match, registration, penalty):
    """The match's result after the penalty, or None when it leaves the result as it is. A game loss on a
    finished match applies to the player's next game (the policy's rule for one given between matches), so
    it never rewrites a match already decided: a 2-1 stays 2-1."""
    if match is None or match.is_bye or penalty not in ("game_loss", "match_loss", "disqualification"):
        return None
    side = "a" if match.a_id == registration.pk else "b"
    other = "b" if side == "a" else "a"
    if penalty == "game_loss" and match.finished:
        return None
    if penalty == "game_loss" and event.best_of == 3:
        games = {"a": match.a_games, "b": match.b_games}
        games[other] = min(2, games[other] + 1)
        outcome = other if games[other] == 2 else ""
        return {"a_games": games["a"], "b_games": games["b"], "outcome": outcome, "draws": match.draws}
    wins = 2 if event.best_of == 3 else 1
    return {"outcome": other, f"{other}_games": wins, f"{side}_games": 0, "draws": 0}


def _carry(record, actor):
    """A game loss given on a match already over applies to the player's next match, not to that one."""
    record.carried = True
    record.save(update_fields=["carried"])
    audit(event=record.event, actor=actor, kind="penalty", action="carry", obj=record, after=penalty_state(record))
    current = current_round(record.event)
    upcoming = player_matches(record.registration).filter(round=current, outcome="").exclude(b=None).first()
    if upcoming is not None and upcoming.pk != record.match_id:  # paired already: it applies there now
        carry_pending(upcoming, actor)


def _changes_earlier_round(event, match, registration, penalty):
    current = current_round(event)
    if current is None or match.round_id == current.pk:
        return False
    values = _new_result(event, match, registration, penalty)
    return values is not None and any(getattr(match, key) != value for key, value in values.items())


def _apply_penalty(record, actor):
    if record.penalty == "disqualification" and record.registration.status != DROPPED:
        reg = record.registration
        reg.status, reg.dropped_after = DROPPED, getattr(record.round, "number", 0)
        reg.save(update_fields=["status", "dropped_after"])
        after = registration_state(reg)
        audit(event=record.event, actor=actor, kind="registration", action="disqualify", obj=reg, after=after)
    match, event = record.match, record.event
    values = _new_result(event, match, record.registration, record.penalty)
    if values is None:
        return
    if values["outcome"]:
        earlier = match.finished and match.round_id != current_round(event).pk
        write_result(match, actor, values, action="penalty")
        if earlier:
            _recompute_from(match.round, actor)
        return
    before = match_state(match)
    Match.objects.filter(pk=match.pk).update(**{k: v for k, v in values.items() if k != "outcome"})
    match.refresh_from_db()
    audit(event=event, actor=actor, kind="result", action="penalty", obj=match, before=before, after=match_state(match))


def _recompute_from(round_, actor):
    """Re-compute the standings snapshot of `round_` and of every Swiss round after it, logged."""
    event = round_.event
    later = event.rounds_played.filter(kind=Round.Kind.SWISS, number__gt=round_.number).order_by("number")
    redone = [round_.number] if round_.kind == Round.Kind.SWISS else []
    for r in later:
        if snapshot_if_complete(r) is not None:
            redone.append(r.number)
    audit(event=event, actor=actor, kind="result", action="recompute", obj=round_, after={"rounds": redone})
