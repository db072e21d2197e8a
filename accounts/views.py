"""Sign-up, and the header's language switcher (remembered in a cookie and, when logged in, the profile)."""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import translate_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config.i18n import supported

from .forms import SignupForm
from .models import Profile


def signup(request):
    if request.user.is_authenticated:
        return redirect("deck-list")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="accounts.backends.UserBackend")
        messages.success(request, _("Welcome, %(name)s. Start a deck below.") % {"name": user.username})
        return redirect("deck-list")
    return render(request, "registration/signup.html", {"form": form})


@require_POST
def set_language(request):
    """Switch the interface language and go back where the user was, in that language."""
    language = supported(request.POST.get("language"))
    target = request.POST.get("next") or "/"
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=False):
        target = "/"
    if language is None:
        return HttpResponseRedirect(target)
    response = HttpResponseRedirect(translate_url(target, language))
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        language,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,
        secure=settings.SESSION_COOKIE_SECURE,
    )
    if request.user.is_authenticated:
        Profile.objects.update_or_create(user=request.user, defaults={"language": language})
    return response
