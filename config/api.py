"""API-wide behaviour: every error is JSON with a reason, never an HTML 500 page."""

import logging

from django.http import JsonResponse
from rest_framework.views import exception_handler as drf_exception_handler

log = logging.getLogger(__name__)


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is not None:
        return response
    log.exception("Unhandled API error", exc_info=exc)
    return JsonResponse({"error": "Internal error; it has been logged."}, status=500)
