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
        assert post_login(client, "wrong").status_code == 400  # the form again, with its error
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
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert client.get("/api/decks/", **basic("wrong")).status_code in (401, 403)
    assert client.get("/api/decks/", **basic("wrong")).status_code == 429  # the last one allowed locks out
    response = client.get("/api/decks/", **basic(PASSWORD))
    assert response.status_code == 429 and int(response["Retry-After"]) > 0


def basic_as(name, password):
    token = base64.b64encode(f"{name}:{password}".encode()).decode()
    return {"HTTP_AUTHORIZATION": f"Basic {token}"}


@pytest.mark.parametrize("length", [256, 300, 5000])
def test_a_basic_auth_user_name_too_long_for_the_lockout_records_is_refused_with_a_reason(db, length):
    response = Client().get("/api/games/", **basic_as("v" * length, "x"))
    assert response.status_code in (401, 403)  # 403: DRF's session authentication comes first
    assert response.json()["detail"]  # DRF's reason: a wrong user name or password


def test_a_login_user_name_of_256_characters_is_a_400_with_the_form(db):
    response = Client().post("/accounts/login/", {"username": "v" * 256, "password": "x"})
    assert response.status_code == 400
    assert "Please enter a correct username and password" in response.content.decode()


def test_a_long_user_name_is_counted_under_its_hash_and_locks_out_like_any_other(db, settings):
    from axes.models import AccessAttempt

    client = Client()
    name = "w" * 300
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.get("/api/games/", **basic_as(name, "x"))
    (attempt,) = AccessAttempt.objects.all()
    assert attempt.username.startswith("sha256:") and attempt.failures_since_start == settings.AXES_FAILURE_LIMIT
    response = client.get("/api/games/", **basic_as(name, "x"))
    assert response.status_code == 429
    assert int(response["Retry-After"]) == settings.AXES_COOLOFF_TIME.total_seconds()


def test_spraying_user_names_from_one_address_locks_the_address(victim, settings):
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 6  # below the per-name limit: only the address can trip it
    client = Client()
    for n in range(settings.LOGIN_ADDRESS_FAILURE_LIMIT - 1):
        response = client.post("/accounts/login/", {"username": f"guess{n}", "password": "x"})
        assert response.status_code == 400
    response = client.get("/api/decks/", **basic_as("guess-last", "x"))  # Basic auth counts with the form
    assert response.status_code == 429
    assert response["Retry-After"] and "try again in" in response.json()["detail"]
    response = post_login(client, PASSWORD)  # the right password of another name, from the same address
    assert response.status_code == 429 and "_auth_user_id" not in client.session
    assert response["Retry-After"]
    other = Client(REMOTE_ADDR="10.9.8.7")  # another address is not affected
    assert other.post("/accounts/login/", {"username": "victor", "password": PASSWORD}).status_code == 302


def test_the_lockout_page_is_translated(victim, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        post_login(client, "wrong")
    response = client.post("/fr/accounts/login/", {"username": "victor", "password": "wrong"})
    assert response.status_code == 429 and "Retry-After" in response
    assert "Trop de" in response.content.decode()
