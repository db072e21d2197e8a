"""Decks are private by default: another user's private deck is a 404 everywhere, a public one read-only."""

import json

import pytest

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

READ_PAGES = [
    "/decks/{id}/",
    "/decks/{id}/history/",
    "/decks/{id}/print/",
    "/decks/{id}/print.pdf",
    "/decks/{id}/export/txt/",
]
EDIT_POSTS = ["/decks/{id}/edit/change/", "/decks/{id}/edit/hand/", "/decks/{id}/save/", "/decks/{id}/clone/"]


@pytest.mark.parametrize("url", [*READ_PAGES, "/decks/{id}/edit/", "/decks/{id}/edit/search/?q=a", "/api/decks/{id}/"])
def test_an_outsider_gets_404_for_a_private_deck(outsider_client, deck, url):
    assert outsider_client.get(url.format(id=deck.pk)).status_code == 404


@pytest.mark.parametrize("url", EDIT_POSTS)
def test_an_outsider_cannot_post_to_a_private_deck(outsider_client, deck, url):
    assert outsider_client.post(url.format(id=deck.pk), {"state": "{}", "base_revision": 1}).status_code == 404


@pytest.mark.parametrize("url", [*READ_PAGES, "/decks/{id}/edit/"])
def test_an_anonymous_visitor_is_sent_to_log_in_for_a_private_deck(client, deck, url):
    # They may be its owner (issue 18): log in and come back; a logged-in outsider still gets 404.
    response = client.get(url.format(id=deck.pk))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=")


def test_an_anonymous_api_client_still_gets_404_for_a_private_deck(client, deck):
    assert client.get(f"/api/decks/{deck.pk}/").status_code == 404


def test_the_api_hides_a_private_deck_from_outsiders(outsider_client, deck):
    url = f"/api/decks/{deck.pk}/"
    assert outsider_client.put(url, {"name": "x", "revision": 1}, content_type="application/json").status_code == 404
    assert outsider_client.delete(url).status_code == 404
    assert deck.pk not in [d["id"] for d in outsider_client.get("/api/decks/?public=1").json()["results"]]


@pytest.mark.parametrize("url", READ_PAGES)
def test_an_outsider_can_read_a_public_deck(outsider_client, public_deck, url):
    assert outsider_client.get(url.format(id=public_deck.pk)).status_code == 200


def test_the_share_link_shows_the_deck_read_only(client, public_deck):
    page = client.get(f"/decks/{public_deck.pk}/").content.decode()
    assert "Test Monster 00" in page
    assert "Log in to clone" in page
    assert f"/decks/{public_deck.pk}/edit/" not in page


def test_an_outsider_opening_the_editor_of_a_public_deck_is_sent_to_the_read_only_view(outsider_client, public_deck):
    response = outsider_client.get(f"/decks/{public_deck.pk}/edit/")
    assert response.status_code == 302
    assert response.url == f"/decks/{public_deck.pk}/"


@pytest.mark.parametrize(
    "url", ["/decks/{id}/edit/change/", "/decks/{id}/edit/hand/", "/decks/{id}/save/", "/decks/{id}/delete/"]
)
def test_an_outsider_cannot_change_a_public_deck(outsider_client, public_deck, url):
    response = outsider_client.post(url.format(id=public_deck.pk), {"state": "{}", "base_revision": 1, "name": "Mine"})
    assert response.status_code == 403
    public_deck.refresh_from_db()
    assert (public_deck.name, public_deck.revision) == ("Shared deck", 1)


def test_an_outsider_cannot_change_a_public_deck_through_the_api(outsider_client, public_deck):
    url = f"/api/decks/{public_deck.pk}/"
    body = json.dumps({"name": "Mine", "revision": 1})
    assert outsider_client.put(url, body, content_type="application/json").status_code == 403
    assert outsider_client.patch(url, body, content_type="application/json").status_code == 403
    assert outsider_client.delete(url).status_code == 403
    assert outsider_client.get(url).status_code == 200


def test_an_outsider_can_clone_a_public_deck_into_a_private_copy(outsider_client, outsider, public_deck):
    response = outsider_client.post(f"/decks/{public_deck.pk}/clone/")
    copy = outsider.decks.get()
    assert response.url == f"/decks/{copy.pk}/edit/"
    assert (copy.is_public, copy.sections()) == (False, public_deck.sections())


def test_anonymous_users_cannot_save(client, public_deck):
    response = client.post(f"/decks/{public_deck.pk}/save/", {"state": "{}", "base_revision": 1})
    assert response.status_code == 403
    assert "Not saved: you are logged out" in response.content.decode()
    public_deck.refresh_from_db()
    assert public_deck.revision == 1


def test_anonymous_users_cannot_create_decks(client):
    assert client.post("/decks/new/", {"game": "yugioh"}).status_code == 302  # to the login page
    body = {"name": "x", "game": "yugioh"}
    assert client.post("/api/decks/", body, content_type="application/json").status_code == 403


def test_anonymous_users_cannot_clone(client, public_deck):
    response = client.post(f"/decks/{public_deck.pk}/clone/")
    assert response.status_code == 302 and "/accounts/login/" in response.url


def test_the_deck_list_shows_my_decks_and_public_decks_but_not_others_private_ones(outsider_client, deck, public_deck):
    page = outsider_client.get("/decks/").content.decode()
    assert "Shared deck" in page
    assert "Alice&#x27;s deck" not in page and "Alice's deck" not in page
