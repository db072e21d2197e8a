"""Turn a LoginNeeded (something private, opened while logged out) into "log in and come back"."""

from django.contrib.auth.views import redirect_to_login
from django.http import JsonResponse
from django.shortcuts import render

from .permissions import LoginNeeded


class LoginNeededMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, LoginNeeded):
            return None
        if request.path.startswith("/api/"):
            # The API keeps private things unseen: the same 404 as for anyone else.
            return JsonResponse({"detail": str(exception) or "Not found."}, status=404)
        if getattr(request, "htmx", False) or request.method != "GET":
            # A page left open after logging out: say so where the answer would have gone.
            return render(request, "_logged_out.html", status=401)
        return redirect_to_login(request.get_full_path())
