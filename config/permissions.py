"""Who may do what beyond owning their own things: one definition, used by every app.

Judges and organisers are groups (created by the core data migration); staff and superusers count
as both, since they can do everything through the admin anyway.
"""

from django.utils.functional import SimpleLazyObject

JUDGE = "judge"
ORGANISER = "organiser"
OFFICIAL_GROUPS = (JUDGE, ORGANISER)


def _in_groups(user, groups):
    if not user.is_authenticated:
        return False
    if user.is_superuser or user.is_staff:
        return True
    return user.groups.filter(name__in=groups).exists()


def roles(request):
    """Context processor: what the header and pages may offer the user, asked only where a page shows it."""
    return {"can_bulk_validate": SimpleLazyObject(lambda: is_judge_or_organiser(request.user))}


def is_judge(user):
    """May edit rulings."""
    return _in_groups(user, (JUDGE,))


def is_judge_or_organiser(user):
    """May run bulk jobs, import cards and review every adjudication."""
    return _in_groups(user, OFFICIAL_GROUPS)


def is_organiser(user):
    """May create tournaments."""
    return _in_groups(user, (ORGANISER,))


class LoginNeeded(Exception):
    """Raised for a logged-out visitor opening something private: they may be its owner, so they are
    sent to log in and back (config.middleware), while a logged-in stranger still gets a 404."""


def not_found_or_login(user, message):
    """What to raise when something private is not visible to `user`."""
    from django.http import Http404

    if not user.is_authenticated:
        return LoginNeeded(message)
    return Http404(message)
