"""Password reset sends its message through the mail settings read from the environment (issue 35, 9): it
used to answer 302 and send nothing. The page after asking says what happened to the message."""

import os
import subprocess
import sys

import pytest
from django.contrib.auth.models import User
from django.core import mail

from tests.conftest import ROOT

pytestmark = pytest.mark.django_db


def test_asking_for_a_reset_mails_a_link_that_opens_the_new_password_form(client, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    User.objects.create_user("kaito", email="kaito@example.org", password="an-old-password-1")
    page = client.post("/accounts/password_reset/", {"email": "kaito@example.org"}, follow=True)
    assert page.status_code == 200
    assert "a message with a link to choose a new password has been sent" in page.content.decode()
    [message] = mail.outbox
    assert message.to == ["kaito@example.org"] and message.from_email == settings.DEFAULT_FROM_EMAIL
    link = next(word for word in message.body.split() if "/accounts/reset/" in word)
    form = client.get(link.split("testserver", 1)[-1], follow=True)
    assert form.status_code == 200 and "new_password1" in form.content.decode()


def test_with_the_default_console_backend_the_page_says_the_message_went_to_the_log(client, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
    page = client.post("/accounts/password_reset/", {"email": "nobody@example.org"}, follow=True)
    assert "This site sends no e-mail" in page.content.decode()


def test_the_mail_settings_are_read_from_the_environment(tmp_path):
    env = {**os.environ, "ARBITER_VAR_DIR": str(tmp_path), "EMAIL_HOST": "mail.example.org", "EMAIL_PORT": "587",
           "EMAIL_USE_TLS": "true", "DEFAULT_FROM_EMAIL": "judges@example.org"}  # fmt: skip
    env.pop("EMAIL_BACKEND", None)
    code = (
        "from django.conf import settings as s; "
        "print(s.EMAIL_BACKEND, s.EMAIL_HOST, s.EMAIL_PORT, s.EMAIL_USE_TLS, s.DEFAULT_FROM_EMAIL)"
    )
    command = [sys.executable, "manage.py", "shell", "-v", "0", "-c", code]
    out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True)
    out = out.stdout.split()
    assert out == [
        "django.core.mail.backends.console.EmailBackend",
        "mail.example.org",
        "587",
        "True",
        "judges@example.org",
    ]
