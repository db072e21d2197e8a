"""API-wide behaviour: every error is JSON with a reason, never an HTML 500 page."""

import copy
import logging
import math

from django.http import JsonResponse, QueryDict
from django.utils.translation import gettext as _
from rest_framework import serializers, status
from rest_framework.exceptions import Throttled
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from .domain import DomainError, TooMany
from .errors import status_for

log = logging.getLogger(__name__)


# A per-user quota (config.domain.TooMany) frees up as work finishes: a client may ask again after this long.
QUOTA_RETRY_AFTER_SECONDS = 60


def exception_handler(exc, context):
    if isinstance(exc, DomainError):
        # The services' refusals, the API's one mapping of them (the pages': config.middleware).
        response = Response({"error": str(exc), "field": exc.field}, status=status_for(exc))
        if isinstance(exc, TooMany):
            response["Retry-After"] = str(QUOTA_RETRY_AFTER_SECONDS)
        return response
    if type(exc) is Throttled:  # a rate limit (config.throttles): DRF's message, in the request's language
        seconds = max(math.ceil(exc.wait or 1), 1)
        message = _("Too many requests: try again in %(seconds)d seconds.") % {"seconds": seconds}
        exc = Throttled(detail=message)  # with no `wait`: DRF would add its own English sentence
        exc.wait = seconds  # for the Retry-After header
    response = drf_exception_handler(exc, context)
    if response is not None:
        return response
    if isinstance(exc, RecursionError):
        # json.loads gives up on a body nested deeper than the interpreter's stack: the body's fault, a 400.
        return JsonResponse({"error": _("the JSON body is nested too deep")}, status=400)
    log.exception("Unhandled API error", exc_info=exc)
    return JsonResponse({"error": _("Internal error; it has been logged.")}, status=500)


def refuse_oversized(request, limit):
    """A 413 response when the declared body is larger than `limit` bytes, before anything parses it."""
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length <= limit:
        return None
    sizes = {"length": f"{length:,}", "limit": f"{limit:,}"}
    return Response(
        {"error": _("the request body is %(length)s bytes; at most %(limit)s are accepted") % sizes},
        status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
    )


# The JSON types a field of each kind takes, as the schema states them (string, integer, boolean, number, array):
# DRF would also take "5" for an integer, "true" or 1 for a boolean and 5 for a string. Subclasses first.
JSON_TYPES = (
    (serializers.BooleanField, (bool,), "invalid"),
    (serializers.IntegerField, (int,), "invalid"),
    (serializers.FloatField, (int, float), "invalid"),
    (serializers.ChoiceField, (str, int), "invalid_choice"),
    (serializers.CharField, (str,), "invalid"),
    (serializers.DateTimeField, (str,), "invalid"),
    (serializers.ListField, (list,), "not_a_list"),
)


def json_type_error(field, value):
    """The field's own message (DRF's, translated) when `value` is not of the JSON type its schema states."""
    for kind, types, key in JSON_TYPES:
        if isinstance(field, kind):
            accepted = isinstance(value, types) and (bool in types or not isinstance(value, bool))
            if accepted:
                return None
            try:
                field.fail(key, input=value, input_type=type(value).__name__, format="ISO 8601")
            except serializers.ValidationError as exc:
                return exc.detail
    return None


class StrictTypes:
    """A serializer mixin for JSON bodies: each field's value must be of the type the OpenAPI schema states, so
    the API refuses (400 naming the field) what its schema refuses. Null is left to the field's allow_null."""

    def to_internal_value(self, data):
        if isinstance(data, dict) and not isinstance(data, QueryDict):
            errors = {}
            for name, field in self.fields.items():
                if field.read_only or name not in data or data[name] is None:
                    continue
                if (error := json_type_error(field, data[name])) is not None:
                    errors[name] = error
            if errors:
                raise serializers.ValidationError(errors)
        return super().to_internal_value(data)


class CopiedFields:
    """A serializer mixin for query parameters read on every search: each request's serializer gets shallow
    copies of the declared fields instead of DRF's deep copies, which build every field (and its validators)
    anew from its arguments, most of the cost of checking a search's parameters. Binding sets each copy's own
    name and parent; what the copies share (validators, error messages) is read, never changed, by
    validation. Only for serializers whose fields are plain (no nested serializer or field holding state)."""

    def get_fields(self):
        return {name: copy.copy(field) for name, field in self._declared_fields.items()}


class StrictCharField(serializers.CharField):
    """A string and only a string: DRF's CharField would take the number 5 as the text "5"."""

    default_error_messages = {"invalid": "Must be a string."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)
