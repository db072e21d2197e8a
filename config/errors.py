"""Error responses: the one table from the domain's refusals (config.domain) to HTTP statuses, used by the
pages' middleware and the API's exception handler alike; and the answers for requests no view answered (an
address no route matches, a crash): JSON under /api/, as the API documents them, the site's own pages
elsewhere."""

from django.http import JsonResponse
from django.views import defaults

from .domain import Conflict, Forbidden, Invalid, NotFound, TooMany

STATUSES = ((NotFound, 404), (Forbidden, 403), (Conflict, 409), (TooMany, 429), (Invalid, 400))


def status_for(exc):
    """The HTTP status of a domain refusal (400 for one of no more precise kind)."""
    return next((code for kind, code in STATUSES if isinstance(exc, kind)), 400)


def is_api(request):
    return request.path.startswith("/api/")


def not_found(request, exception):
    if is_api(request):
        return JsonResponse({"detail": "Not found."}, status=404)
    return defaults.page_not_found(request, exception)


def server_error(request):
    if is_api(request):
        return JsonResponse({"error": "Internal error; it has been logged."}, status=500)
    return defaults.server_error(request)
