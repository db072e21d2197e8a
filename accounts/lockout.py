"""Login throttling around django-axes (settings: AXES_*): the key a failure is recorded under, a
per-address limit across user names, and the 429 a locked-out client gets.

- Axes stores the user name in a varchar(255): a longer one (a Basic-auth header or a login form can send
  any length) is recorded as its SHA-256, so it is still counted, and never a database error.
- Axes locks one user name from one address; spraying many user names from one address is limited here
  by LOGIN_ADDRESS_FAILURE_LIMIT failures from that address within the cool-off, whatever the names.
"""

import hashlib
import math

from axes.handlers.database import AxesDatabaseHandler
from axes.helpers import get_cool_off
from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Sum
from django.http import JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.translation import gettext as _
from rest_framework import exceptions
from rest_framework.authentication import BasicAuthentication

KEY_MAX = 150  # Django's own user names are at most 150 characters; axes' column holds 255


def lockout_key(name):
    """The user name as axes records it: itself when it fits, else its hash (still one key per name)."""
    if name is None or len(name) <= KEY_MAX:
        return name
    return "sha256:" + hashlib.sha256(name.encode("utf-8", "replace")).hexdigest()


def client_username(request, credentials):
    """AXES_USERNAME_CALLABLE: axes' own lookup (credentials, then the form), then lockout_key."""
    if credentials:
        name = credentials.get(settings.AXES_USERNAME_FORM_FIELD)
    else:
        name = getattr(request, "data", request.POST).get(settings.AXES_USERNAME_FORM_FIELD)
    return lockout_key(name if name is None else str(name))


def address_failures(ip_address):
    """Failed logins from one address within the cool-off, summed over every user name."""
    since = timezone.now() - get_cool_off()
    rows = AccessAttempt.objects.filter(ip_address=ip_address, attempt_time__gte=since)
    return rows.aggregate(total=Sum("failures_since_start"))["total"] or 0


class LockoutHandler(AxesDatabaseHandler):
    """AXES_HANDLER: axes' database handler, plus the per-address limit across user names."""

    def address_locked(self, request):
        ip_address = getattr(request, "axes_ip_address", None)
        return ip_address is not None and address_failures(ip_address) >= settings.LOGIN_ADDRESS_FAILURE_LIMIT

    def is_locked(self, request, credentials=None):
        return super().is_locked(request, credentials) or self.address_locked(request)

    def user_login_failed(self, sender, credentials, request=None, **kwargs):
        super().user_login_failed(sender, credentials, request, **kwargs)
        if request is not None and not getattr(request, "axes_locked_out", False) and self.address_locked(request):
            request.axes_locked_out = True
            request.axes_credentials = credentials


def retry_after_seconds():
    return max(math.ceil(get_cool_off().total_seconds()), 1)


def lockout_message(seconds):
    message = _("Too many failed logins from this address or for this user name: try again in %(minutes)d minutes.")
    return message % {"minutes": math.ceil(seconds / 60)}


def lockout_response(request, original_response=None, credentials=None):
    """AXES_LOCKOUT_CALLABLE: a 429 saying when to try again (Retry-After), JSON for the API."""
    seconds = retry_after_seconds()
    message = lockout_message(seconds)
    if request.path.startswith("/api/") or request.headers.get("Accept", "").startswith("application/json"):
        response = JsonResponse({"error": message, "retry_after": seconds}, status=429)
    else:
        response = render(request, settings.AXES_LOCKOUT_TEMPLATE, {"message": message}, status=429)
    response["Retry-After"] = str(seconds)
    return response


class LockedOut(exceptions.Throttled):
    """A 429 of the login lockout, not of the API's rate limits: its message is its own."""


class LockoutBasicAuthentication(BasicAuthentication):
    """DRF's Basic auth, whose locked-out client gets the lockout's 429 and Retry-After, not a bare 403: axes
    marks the DRF request it was given, which AxesMiddleware (reading the Django request) never sees."""

    def authenticate_credentials(self, userid, password, request=None):
        try:
            return super().authenticate_credentials(userid, password, request)
        except exceptions.AuthenticationFailed:
            if getattr(request, "axes_locked_out", False):
                seconds = retry_after_seconds()
                locked = LockedOut(detail=lockout_message(seconds))
                locked.wait = seconds  # the Retry-After header (given to Throttled(), DRF adds an English sentence)
                raise locked from None
            raise
