"""Login throttling: wrong passwords for one user name from one address lock that pair out, the right
password included, on the login form and on the API's HTTP Basic auth alike."""

import base64

import pytest
from django.test import Client

from tests.conftest import make_user

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

PASSWORD = "a right horse battery"


@pytest.fixture
def victim(db):
    user = make_user("victor")
    user.set_password(PASSWORD)
    user.save()
    return user


def post_login(client, password):
    return client.post("/accounts/login/", {"username": "victor", "password": password})


def basic(password):
    return {"HTTP_AUTHORIZATION": "Basic " + base64.b64encode(f"victor:{password}".encode()).decode()}


def test_the_right_password_after_the_limit_of_wrong_ones_is_refused(victim, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert post_login(client, "wrong").status_code == 200  # the form again, with its error
    assert post_login(client, "wrong").status_code == 429  # the last one allowed locks the pair out
    response = post_login(client, PASSWORD)
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session
    assert "too many" in response.content.decode().lower()


def test_a_few_wrong_passwords_do_not_lock_out(victim, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        post_login(client, "wrong")
    assert post_login(client, PASSWORD).status_code == 302
    assert client.session["_auth_user_id"] == str(victim.pk)


def test_basic_auth_is_throttled_too(victim, settings):
    client = Client()
    assert client.get("/api/decks/", **basic(PASSWORD)).status_code == 200
    for _ in range(settings.AXES_FAILURE_LIMIT):
        assert client.get("/api/decks/", **basic("wrong")).status_code in (401, 403)
    assert client.get("/api/decks/", **basic(PASSWORD)).status_code in (401, 403, 429)
