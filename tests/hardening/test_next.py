"""Every `next` a form sends goes through config.redirects.safe_next: a path on this site is followed, a bare
word or an address elsewhere falls back to the page's own default (never a 500, never an open redirect)."""

import pytest
from django.urls import reverse

from tests.conftest import client_for
from tests.tournaments.conftest import players, ygo_event

pytestmark = pytest.mark.django_db

UNSAFE = ["x", "https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", ""]


@pytest.fixture
def event(organiser, ygo_cards):
    return ygo_event(organiser)


@pytest.fixture
def registration(event):
    (reg,) = players(event, 1)
    return reg


@pytest.mark.parametrize("target", UNSAFE)
def test_a_check_in_with_an_unsafe_next_goes_back_to_the_manage_page(organiser, event, registration, target):
    url = reverse("event-check-in", args=[event.pk, registration.pk])
    response = client_for(organiser).post(url, {"next": target})
    assert response.status_code == 302
    assert response["Location"] == reverse("event-page", args=[event.pk])  # the action's default


def test_a_check_in_with_a_path_on_this_site_goes_there(organiser, event, registration):
    url = reverse("event-check-in", args=[event.pk, registration.pk])
    target = reverse("event-page", args=[event.pk]) + "?tab=players"
    response = client_for(organiser).post(url, {"next": target})
    assert response.status_code == 302 and response["Location"] == target


@pytest.mark.parametrize("target", UNSAFE)
def test_the_language_switcher_with_an_unsafe_next_goes_home(db, client, target):
    response = client.post("/language/", {"language": "fr", "next": target})
    assert response.status_code == 302 and response["Location"] == "/fr/"


def test_the_language_switcher_goes_back_to_the_page_in_its_language(db, client):
    response = client.post("/language/", {"language": "fr", "next": "/cards/"})
    assert response["Location"] == "/fr/cards/"


@pytest.mark.parametrize("target", UNSAFE)
def test_a_login_with_an_unsafe_next_goes_to_the_home_page(owner, client, target):
    response = client.post("/accounts/login/?next=" + target, {"username": "alice", "password": "pw-for-tests-12345"})
    assert response.status_code == 302 and response["Location"] == reverse("home")


def test_a_login_with_a_path_on_this_site_goes_there(owner, client):
    body = {"username": "alice", "password": "pw-for-tests-12345", "next": "/decks/"}
    response = client.post("/accounts/login/", body)
    assert response.status_code == 302 and response["Location"] == "/decks/"
