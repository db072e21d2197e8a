"""The site-wide judge role without an administrator: a user asks from their profile, a staff member grants
or refuses from the requests page (config.roles says who may)."""

from django.contrib.auth.models import Group
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from config import roles
from config.domain import Conflict

from .models import JudgeRequest


def judge_request_pending(user):
    if not user.is_authenticated:
        return None
    return JudgeRequest.objects.filter(user=user, status=JudgeRequest.Status.PENDING).first()


def judge_request_create(*, user, note=""):
    roles.require(user.is_authenticated, _("Log in to ask for the judge role."))
    if roles.is_site_judge(user):
        raise Conflict(_("You are a judge already."))
    try:
        with transaction.atomic():
            return JudgeRequest.objects.create(user=user, note=note.strip()[:1000])
    except IntegrityError:  # the one pending request per user (a second click, two tabs)
        raise Conflict(_("Your request is waiting for a decision.")) from None


def judge_request_decide(*, request_id, actor, grant):
    """Grant (the user joins the judge group) or refuse a pending request, once."""
    roles.require(roles.may_decide_judge_requests(actor), _("Only staff members decide judge requests."))
    with transaction.atomic():
        found = JudgeRequest.objects.select_for_update().select_related("user").filter(pk=request_id).first()
        if found is None or found.status != JudgeRequest.Status.PENDING:
            raise Conflict(_("This request has been decided already."))
        found.status = JudgeRequest.Status.GRANTED if grant else JudgeRequest.Status.REFUSED
        found.decided_by, found.decided_at = actor, timezone.now()
        found.save(update_fields=["status", "decided_by", "decided_at"])
        if grant:
            found.user.groups.add(Group.objects.get_or_create(name=roles.JUDGE_GROUP)[0])
    return found
