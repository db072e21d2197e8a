"""Requests refused before any view sees them: bodies larger than the site accepts (413, read from
Content-Length, so a 126 MB upload is refused without reading it) and text holding a NUL byte (400
naming the field). PostgreSQL cannot store a NUL in text, and no field of Arbiter's has a use for one,
so refusing it at the door keeps every view, query and import from failing on it later.
"""

import base64
import binascii

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import render
from django.utils.translation import gettext as _

NUL = "\x00"


def declared_length(request):
    try:
        return max(int(request.META.get("CONTENT_LENGTH") or 0), 0)
    except ValueError:
        return 0


def body_limit(request):
    """The most bytes this request may send: uploads (multipart) up to UPLOAD_MAX_BYTES, other bodies up
    to DATA_UPLOAD_MAX_MEMORY_SIZE (the largest that a view reads into memory)."""
    if request.content_type == "multipart/form-data":
        return settings.UPLOAD_MAX_BYTES
    return settings.DATA_UPLOAD_MAX_MEMORY_SIZE


def nul_field(request):
    """The name of the first part of the request that holds a NUL byte, or None."""
    if NUL in request.path:
        return _("the address")
    field = nul_key(request.GET)
    if field is not None:
        return field
    user = basic_auth_user(request)
    if user is not None and NUL in user:
        return "Authorization"
    # Multipart bodies are left to their views, which check their own size limit before reading an upload
    # (and Django's form fields refuse a NUL themselves); a urlencoded body is small and read here.
    if request.method in ("POST", "PUT", "PATCH") and request.content_type == "application/x-www-form-urlencoded":
        return nul_key(request.POST)
    return None


def nul_key(data):
    """The name of the first field of a QueryDict that holds a NUL byte (in its name or a value), or None."""
    for name, values in data.lists():
        if NUL in name or any(NUL in value for value in values):
            return name.replace(NUL, "\\0")
    return None


def nul_message(field):
    return _("%(field)s: text may not contain a NUL byte") % {"field": field}


def basic_auth_user(request):
    """The decoded user:password of an `Authorization: Basic` header, or None."""
    header = request.META.get("HTTP_AUTHORIZATION", "")
    scheme, _space, token = header.partition(" ")
    if scheme.lower() != "basic" or not token:
        return None
    try:
        return base64.b64decode(token.strip(), validate=True).decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        return None


def refusal(request, status, message):
    if request.path.startswith("/api/") or request.headers.get("Accept", "").startswith("application/json"):
        return JsonResponse({"error": message}, status=status)
    return render(request, "guards/refused.html", {"message": message, "status": status}, status=status)


class RequestGuardMiddleware:
    """Put before the session and CSRF middleware, which would otherwise read the body first."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        length, limit = declared_length(request), body_limit(request)
        if length > limit:
            sizes = {"length": f"{length:,}", "limit": f"{limit:,}"}
            return refusal(
                request, 413, _("the request body is %(length)s bytes; at most %(limit)s are accepted") % sizes
            )
        try:
            field = nul_field(request)
        except RequestDataTooBig:
            limit = {"limit": f"{settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,}"}
            return refusal(request, 413, _("the form's fields hold more than %(limit)s bytes") % limit)
        except (TooManyFieldsSent, MultiPartParserError) as exc:
            return refusal(request, 400, _("the form could not be read: %(reason)s") % {"reason": exc})
        if field is not None:
            return refusal(request, 400, nul_message(field))
        return self.get_response(request)
