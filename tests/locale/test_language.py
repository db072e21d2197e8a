"""Which language a page is in: the URL prefix, the switcher's choice, the profile, Accept-Language."""

import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import translation

from accounts.models import Profile

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def html_lang(response):
    return re.search(r'<html lang="([\w-]+)" dir="(\w+)"', response.content.decode()).groups()


def test_an_unprefixed_page_is_english_by_default(client):
    assert html_lang(client.get("/cards/")) == ("en", "ltr")


@pytest.mark.parametrize(("prefix", "expected"), [("fr", "ltr"), ("es", "ltr"), ("th", "ltr"), ("ar", "rtl")])
def test_the_url_prefix_names_the_language_and_arabic_is_right_to_left(client, prefix, expected):
    response = client.get(f"/{prefix}/cards/")
    assert response.status_code == 200
    assert html_lang(response) == (prefix, expected)
    assert response["Content-Language"] == prefix


def test_the_browser_language_is_the_fallback(client):
    assert html_lang(client.get("/cards/", HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9,en;q=0.5"))[0] == "es"
    assert html_lang(client.get("/cards/", HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9"))[0] == "en"


def test_the_url_prefix_beats_the_browser_language(client):
    assert html_lang(client.get("/th/cards/", HTTP_ACCEPT_LANGUAGE="fr"))[0] == "th"


def test_the_switcher_remembers_the_choice_in_a_cookie_and_goes_back_translated(client):
    response = client.post("/language/", {"language": "fr", "next": "/decks/"})
    assert response.status_code == 302 and response["Location"] == "/fr/decks/"
    assert client.cookies["arbiter_language"].value == "fr"
    assert html_lang(client.get("/cards/", HTTP_ACCEPT_LANGUAGE="es"))[0] == "fr"


def test_the_switcher_saves_a_logged_in_users_choice_in_the_profile(owner_client, owner):
    owner_client.post("/language/", {"language": "ar", "next": "/"})
    assert Profile.objects.get(user=owner).language == "ar"


def test_the_profile_language_follows_the_user_to_a_new_browser(client, owner):
    Profile.objects.create(user=owner, language="th")
    client.force_login(owner)
    assert html_lang(client.get("/decks/", HTTP_ACCEPT_LANGUAGE="fr"))[0] == "th"


def test_a_logged_in_request_reads_the_user_and_their_profile_in_one_query(owner, django_assert_num_queries):
    from accounts.backends import UserBackend

    Profile.objects.create(user=owner, language="es")
    with django_assert_num_queries(1):
        user = UserBackend().get_user(owner.pk)
        assert user == owner and user.profile.language == "es"
    newcomer = User.objects.create_user("newcomer")  # never chose a language: no profile, and no error
    with django_assert_num_queries(1):
        user = UserBackend().get_user(newcomer.pk)
        assert user == newcomer and getattr(user, "profile", None) is None
    assert html_lang(_logged_in(newcomer).get("/decks/", HTTP_ACCEPT_LANGUAGE="fr"))[0] == "fr"


def test_a_session_from_before_the_user_backend_stays_logged_in_after_the_migration(owner):
    """Sessions from before accounts.backends.UserBackend name ModelBackend; migration 0002 moves them over."""
    import importlib

    from django.apps import apps

    migration = importlib.import_module("accounts.migrations.0002_sessions_name_the_user_backend")
    client = Client()
    client.force_login(owner, backend=migration.OLD)

    def logged_in():
        return "Log out" in client.get("/decks/").content.decode()

    assert not logged_in()  # the old backend is not configured: Django logs the user out
    migration.rename_backend(migration.OLD, migration.NEW)(apps, None)
    assert logged_in()
    migration.rename_backend(migration.NEW, migration.OLD)(apps, None)  # the migration's reverse
    assert not logged_in()


def _logged_in(user):
    client = Client()
    client.force_login(user)
    return client


def test_the_switcher_ignores_an_unknown_language_and_refuses_an_offsite_next(client):
    response = client.post("/language/", {"language": "xx", "next": "/decks/"})
    assert response["Location"] == "/decks/" and "arbiter_language" not in response.cookies
    response = client.post("/language/", {"language": "es", "next": "https://elsewhere.example/"})
    assert response["Location"] == "/es/"


def test_the_switcher_is_post_only(client):
    assert client.get("/language/").status_code == 405


def test_links_keep_the_language_prefix(client):
    page = client.get("/fr/cards/").content.decode()
    assert 'href="/fr/decks/"' in page and 'href="/fr/rulings/"' in page
    with translation.override("es"):
        assert reverse("deck-list") == "/es/decks/"


def test_the_header_marks_the_current_section_with_or_without_a_prefix(client):
    for path in ("/decks/", "/fr/decks/"):
        page = client.get(path).content.decode()
        assert re.search(r'href="[^"]*/decks/" aria-current="page"', page), path


def test_the_api_is_unprefixed_and_answers_in_the_accept_language(client):
    response = client.get("/api/games/", HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 200 and response["Content-Language"] == "fr"
    client.cookies["arbiter_language"] = "th"
    assert client.get("/api/games/")["Content-Language"] == "en"


def test_responses_vary_by_language_inputs(client):
    vary = client.get("/cards/")["Vary"]
    assert "Accept-Language" in vary and "Cookie" in vary


def test_the_switcher_returns_to_the_page_and_its_short_query_only(client):
    assert 'name="next" value="/rulings/?q=contre"' in client.get("/rulings/", {"q": "contre"}).content.decode()
    page = client.get("/rulings/", {"q": "x" * 1000}).content.decode()
    assert 'name="next" value="/rulings/"' in page
