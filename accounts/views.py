"""Sign-up, the profile page (where a user asks for the judge role), the staff's page deciding those
requests, and the header's language switcher (remembered in a cookie and, when logged in, the profile)."""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import translate_url
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config import roles
from config.domain import Conflict, NotFound
from config.i18n import isolated, supported
from config.redirects import safe_next

from . import services
from .forms import JudgeRequestForm, SignupForm
from .models import JudgeRequest, Profile


def signup(request):
    if request.user.is_authenticated:
        return redirect("deck-list")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="accounts.backends.UserBackend")
        messages.success(request, _("Welcome, %(name)s. Start a deck below.") % {"name": isolated(user.username)})
        return redirect("deck-list")
    return render(request, "registration/signup.html", {"form": form})


# Backends that deliver nothing to the user: the message goes to the server's log, a file or nowhere.
MAIL_NOT_DELIVERED = {
    "django.core.mail.backends.console.EmailBackend",
    "django.core.mail.backends.filebased.EmailBackend",
    "django.core.mail.backends.dummy.EmailBackend",
}


class PasswordResetDoneView(auth_views.PasswordResetDoneView):
    """After asking for a reset: what happened to the message (sent by mail, or only written on the server
    because the site has no mail server configured)."""

    def get_context_data(self, **kwargs):
        return super().get_context_data(**kwargs) | {"mail_delivered": settings.EMAIL_BACKEND not in MAIL_NOT_DELIVERED}


class LoginView(auth_views.LoginView):
    """Django's login page; a refused form (wrong password, a name longer than any user's) is a 400."""

    def get_redirect_url(self):
        return safe_next(self.request, "")

    def form_invalid(self, form):
        response = super().form_invalid(form)
        response.status_code = 400
        return response


@require_POST
def set_language(request):
    """Switch the interface language and go back where the user was, in that language."""
    language = supported(request.POST.get("language"))
    target = safe_next(request, "/")
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


@login_required
def profile(request):
    """The user's roles and events; a user who is not a judge asks for the role here."""
    form = JudgeRequestForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            services.judge_request_create(user=request.user, note=form.cleaned_data["note"])
        except Conflict as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, _("Your request is sent: a staff member will decide."))
        return redirect("profile")
    user = request.user
    context = {
        "form": form,
        "is_site_judge": roles.is_site_judge(user),
        "is_site_staff": roles.is_site_staff(user),
        "may_ask": roles.may_ask_to_judge(user),
        "pending": services.judge_request_pending(user),
        "last_refused": user.judge_requests.filter(status=JudgeRequest.Status.REFUSED).first(),
        "may_decide": roles.may_decide_judge_requests(user),
    }
    return render(request, "accounts/profile.html", context, status=400 if form.errors else 200)


def _staff_page(user):
    """The requests page exists for staff members only."""
    if not roles.may_decide_judge_requests(user):
        raise NotFound(_("This page is for staff members."))


@login_required
def judge_requests(request):
    _staff_page(request.user)
    rows = JudgeRequest.objects.select_related("user", "decided_by")
    context = {
        "pending": rows.filter(status=JudgeRequest.Status.PENDING).order_by("created_at", "id"),
        "decided": rows.exclude(status=JudgeRequest.Status.PENDING).order_by("-decided_at", "-id")[:50],
    }
    return render(request, "accounts/judge_requests.html", context)


def _decide(request, request_id, *, grant):
    _staff_page(request.user)
    try:
        found = services.judge_request_decide(request_id=request_id, actor=request.user, grant=grant)
    except Conflict as exc:
        messages.error(request, str(exc))
    else:
        done = _("%(name)s is now a judge.") if grant else _("The request of %(name)s is refused.")
        messages.success(request, done % {"name": found.user.get_username()})
    return redirect("judge-requests")


@login_required
@require_POST
def judge_request_grant(request, request_id):
    return _decide(request, request_id, grant=True)


@login_required
@require_POST
def judge_request_refuse(request, request_id):
    return _decide(request, request_id, grant=False)
