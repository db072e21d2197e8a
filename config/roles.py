"""Who may do what: every role and every check, defined once, used by pages, API and services alike.

Site roles. Staff (`is_staff` or `is_superuser`: the administrators) hold every role, here and in every
event, since they can do everything through the admin anyway. A site judge (the "judge" group) edits
rulings; judges and trusted organisers (the "organiser" group) import cards and review every adjudication.
Anyone signed in creates events and runs bulk validations (within per-user limits).

Event roles. The organiser of an event runs it and names its staff: judges (one of them may be the head
judge) and scorekeepers, each for that event only. Scorekeepers run the rounds (pairings, results,
check-ins, drops); judges do that too and rule (penalties, deck checks, adjudications); the head judge
orders deck checks and approves a penalty above or below its default; the organiser does everything.

This module reads duck-typed objects (an event's `organiser_id` and `staff`, a thing's `owner_id`) and
imports no app, so every layer may use it. A check answers True or False; `require` and `not_found_or_login`
turn a refusal into the domain error (config.domain) that pages and the API map to 403, 404 or a login."""

from django.utils.translation import gettext as _

from .domain import Forbidden, LoginNeeded, NotFound

JUDGE_GROUP = "judge"
ORGANISER_GROUP = "organiser"
OFFICIAL_GROUPS = (JUDGE_GROUP, ORGANISER_GROUP)

# An event's staff roles (tournaments.EventStaff.role).
EVENT_JUDGE = "judge"
EVENT_SCOREKEEPER = "scorekeeper"
EVENT_STAFF_ROLES = (EVENT_JUDGE, EVENT_SCOREKEEPER)


def require(allowed, message=None):
    """Refuse (403) what the user may see but not do."""
    if not allowed:
        raise Forbidden(message or _("You may not do this."))


def not_found_or_login(user, message=""):
    """What to raise when something private is not visible to `user`: a logged-out visitor may be its
    owner and is asked to log in; anyone else is told it is not there."""
    return NotFound(message) if user.is_authenticated else LoginNeeded(message)


# -- site roles ------------------------------------------------------------------------------------------


def is_site_staff(user):
    return user.is_authenticated and (user.is_staff or user.is_superuser)


def _in_groups(user, groups):
    if not user.is_authenticated:
        return False
    if is_site_staff(user):
        return True
    return user.groups.filter(name__in=groups).exists()


def is_site_judge(user):
    return _in_groups(user, (JUDGE_GROUP,))


def is_official(user):
    """A site judge or a trusted organiser."""
    return _in_groups(user, OFFICIAL_GROUPS)


def owns(user, thing):
    """The one spelling of ownership: a deck's, a job's, anything with an `owner_id`."""
    return user.is_authenticated and thing.owner_id == user.pk


def may_edit_rulings(user):
    return is_site_judge(user)


def may_import_cards(user):
    return is_official(user)


def may_review_all_adjudications(user):
    return is_official(user)


def may_bulk_validate(user):
    """Anyone signed in (decks.validation.bulk caps the jobs one user has under way)."""
    return user.is_authenticated


def may_see_job(user, job):
    """A job of nobody is reachable through its unguessable id alone; an owned one by its owner and staff."""
    return job.owner_id is None or owns(user, job) or is_site_staff(user)


def may_create_event(user):
    """Anyone signed in, who becomes the event's organiser: no administrator is needed to run an event."""
    return user.is_authenticated


def may_decide_judge_requests(user):
    return is_site_staff(user)


def may_ask_to_judge(user):
    return user.is_authenticated and not is_site_judge(user)


def site_roles(request):
    """Context processor: what the header and pages may offer the user."""
    return {"can_bulk_validate": may_bulk_validate(request.user)}


# -- an event's roles --------------------------------------------------------------------------------------


def _membership(user, event):
    """The user's staff row in the event (or None), read once per event object: a page asks several checks."""
    if not user.is_authenticated:
        return None
    cache = event.__dict__.setdefault("_staff_rows", {})
    if user.pk not in cache:
        cache[user.pk] = event.staff.filter(user_id=user.pk).first()
    return cache[user.pk]


def forget_staff(event):
    """After a grant or a removal the event object's remembered rows are stale."""
    event.__dict__.pop("_staff_rows", None)


def is_event_organiser(user, event):
    return is_site_staff(user) or (user.is_authenticated and user.pk == event.organiser_id)


def is_event_judge(user, event):
    """A judge of the event, or its organiser (who may do everything a judge does)."""
    if is_event_organiser(user, event):
        return True
    row = _membership(user, event)
    return row is not None and row.role == EVENT_JUDGE


def is_event_staff(user, event):
    """The organiser, a judge or a scorekeeper of the event."""
    return is_event_organiser(user, event) or _membership(user, event) is not None


def is_head_judge(user, event):
    if not user.is_authenticated:
        return False
    if is_site_staff(user):
        return True
    if not event.staff.filter(is_head=True).exists():
        return is_event_organiser(user, event)  # no head judge named: the organiser decides
    row = _membership(user, event)
    return row is not None and row.is_head


def is_player(user, registration):
    return user.is_authenticated and registration.user_id == user.pk


# Named checks for each thing done in an event: the pages, the API and the services ask these. Each is the
# role that holds the power, so that who may do what reads here in one place.

# The manage page, the audit log, exports and the list of registrations.
may_see_staff_pages = is_event_staff
# Pair, re-pair, swap, break, pair by hand, start the top cut, enter and correct results.
may_run_rounds = is_event_staff
# Record penalties and deck-check verdicts, submit a match for adjudication, see every list and penalty.
may_rule = is_event_judge
may_order_deck_checks = is_head_judge
may_approve_penalties = is_head_judge
# Name and remove staff, add walk-ins, unlock lists, edit the event's settings, finish the event.
may_manage_event = is_event_organiser
may_edit_event = is_event_organiser
# The floor: start, pause and resume a round's clock, give a table extra time, see and answer judge calls.
may_run_clock = is_event_judge
may_give_extra_time = is_event_judge
may_answer_judge_calls = is_event_judge


def may_act_for(user, registration, event):
    """Check a player in or drop them: the player themselves, or the event's staff."""
    return is_player(user, registration) or may_run_rounds(user, event)


def may_call_judge(user, match):
    """Only a player of the match calls a judge to its table."""
    return any(is_player(user, r) for r in match.players())


def may_submit_decklist(user, registration, event):
    return is_player(user, registration) or may_manage_event(user, event)
