"""The pages' one mapping of the domain's refusals (config.domain) to HTTP: not found is the 404 page,
forbidden the 403 page with its reason, a logged-out visitor opening something private logs in and comes
back, and any other refusal a page with its message and status (config.errors). The API maps the same
refusals in its exception handler (config.api): DRF's views never let them reach this middleware."""

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import render

from .api import QUOTA_RETRY_AFTER_SECONDS
from .domain import DomainError, Forbidden, LoginNeeded, NotFound, TooMany
from .errors import status_for


class DomainErrorMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, DomainError):
            return None
        if isinstance(exception, LoginNeeded):
            if getattr(request, "htmx", False) or request.method != "GET":
                # A page left open after logging out: say so where the answer would have gone.
                return render(request, "_logged_out.html", status=401)
            return redirect_to_login(request.get_full_path())
        # Django's own 404 and 403 pages (config.errors, templates/403.html) show these.
        if isinstance(exception, NotFound):
            raise Http404(str(exception)) from exception
        if isinstance(exception, Forbidden):
            raise PermissionDenied(str(exception)) from exception
        response = render(request, "_refused.html", {"message": str(exception)}, status=status_for(exception))
        if isinstance(exception, TooMany):
            response["Retry-After"] = str(QUOTA_RETRY_AFTER_SECONDS)
        return response
