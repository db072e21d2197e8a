from django.contrib import admin
from django.http import JsonResponse
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from accounts.views import LoginView, PasswordResetDoneView, set_language

from .health import health
from .i18n import optional_language_prefix


def healthz(request):
    report, healthy = health()
    return JsonResponse(report, status=200 if healthy else 503)


urlpatterns = [
    path("healthz", healthz, name="healthz"),
    # Pages without the site layout (the API docs) and other clients still ask for /favicon.ico.
    path("favicon.ico", RedirectView.as_view(url=static("img/favicon.svg"), permanent=True)),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    path("language/", set_language, name="set-language"),
    *optional_language_prefix(
        path("accounts/login/", LoginView.as_view(), name="login"),
        path("accounts/password_reset/done/", PasswordResetDoneView.as_view(), name="password_reset_done"),
        path("accounts/", include("django.contrib.auth.urls")),
        path("", include("games.urls")),
        path("", include("jobs.urls")),
        path("", include("accounts.urls")),
        path("", include("decks.validation.urls")),
        path("", include("decks.urls")),
        path("", include("judging.urls")),
        path("", include("judging.adjudications.urls")),
        path("", include("tournaments.urls")),
    ),
]

handler404 = "config.errors.not_found"
handler500 = "config.errors.server_error"
