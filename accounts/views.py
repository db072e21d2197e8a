"""Sign-up: an account is a username and a password; the new user lands on their deck list."""

from django.contrib import messages
from django.contrib.auth import login
from django.shortcuts import redirect, render

from .forms import SignupForm


def signup(request):
    if request.user.is_authenticated:
        return redirect("deck-list")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.username}. Start a deck below.")
        return redirect("deck-list")
    return render(request, "registration/signup.html", {"form": form})
