"""The append-only audit log: every write of the services leaves one entry, with the state before and after."""

from ..models import AuditEntry


def audit(*, event, actor, kind, action, obj=None, before=None, after=None):
    AuditEntry.objects.create(
        event=event,
        actor=actor if actor is not None and actor.is_authenticated else None,
        kind=kind,
        action=action,
        object_id=getattr(obj, "pk", None),
        before=before,
        after=after,
    )


def match_state(match):
    return {
        "round": match.round.number,
        "table": match.table,
        "a": match.a_id,
        "b": match.b_id,
        "outcome": match.outcome,
        "a_games": match.a_games,
        "b_games": match.b_games,
        "draws": match.draws,
        "no_show": match.no_show,
    }


def registration_state(registration):
    return {"name": registration.name, "status": registration.status, "late_losses": registration.late_losses}
