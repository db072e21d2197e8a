"""Who may do what in one event: its organiser, its judges (one head judge), its players.
Site-wide roles (who may create an event at all) are config.permissions'."""

from config.permissions import is_organiser


def is_event_organiser(user, event):
    return user.is_authenticated and (user.is_superuser or user.pk == event.organiser_id)


def is_event_judge(user, event):
    """A judge of the event, or its organiser (who may do everything a judge does)."""
    if is_event_organiser(user, event):
        return True
    return user.is_authenticated and event.judges.filter(user=user).exists()


def is_head_judge(user, event):
    if not user.is_authenticated:
        return False
    if not event.judges.filter(is_head=True).exists():
        return is_event_organiser(user, event)  # no head judge named: the organiser decides
    return event.judges.filter(user=user, is_head=True).exists() or user.is_superuser


def may_create_event(user):
    return is_organiser(user)


def own_registration(user, event):
    if not user.is_authenticated:
        return None
    return event.registrations.filter(user=user).first()
