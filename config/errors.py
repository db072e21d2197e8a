"""Error responses for requests no view answered (an address no route matches, a crash): JSON under
/api/, as the API documents them, the site's own pages elsewhere."""

from django.http import JsonResponse
from django.views import defaults


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
