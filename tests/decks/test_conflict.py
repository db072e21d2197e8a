"""Optimistic concurrency: a save from a stale revision is refused and the newer version offered."""

import json
import threading

import pytest
from django.db import connection

from decks import builder, services
from decks.models import Deck

pytestmark = pytest.mark.django_db


def _save_form(state, base, name="Alice's deck"):
    return {"state": builder.dumps(state), "base_revision": base, "name": name, "format": "advanced"}


@pytest.mark.smoke
def test_the_second_of_two_saves_from_the_same_revision_is_refused(owner, deck):
    services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections={"main": {"10000": 3}})
    with pytest.raises(services.DeckConflict, match="revision 2"):
        services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections={"main": {"10001": 1}})
    deck.refresh_from_db()
    assert (deck.revision, deck.sections()) == (2, {"main": {"10000": 3}})


@pytest.mark.smoke
def test_the_editor_refuses_a_stale_save_and_offers_the_newer_version(owner_client, deck):
    first = owner_client.post(f"/decks/{deck.pk}/save/", _save_form({"main": {"10000": 3}}, 1), HTTP_HX_REQUEST="true")
    assert first.status_code == 200
    assert "Saved revision 2" in first.content.decode()
    second = owner_client.post(f"/decks/{deck.pk}/save/", _save_form({"main": {"10001": 1}}, 1), HTTP_HX_REQUEST="true")
    page = second.content.decode()
    assert second.status_code == 409
    assert "Not saved" in page and "revision 2" in page
    assert "Load the newer version (revision 2)" in page
    assert "Test Monster 01" in page  # what differs between the two versions is listed
    deck.refresh_from_db()
    assert deck.sections() == {"main": {"10000": 3}}


@pytest.mark.smoke
def test_saving_over_the_newer_version_is_an_explicit_choice(owner_client, deck):
    owner_client.post(f"/decks/{deck.pk}/save/", _save_form({"main": {"10000": 3}}, 1), HTTP_HX_REQUEST="true")
    again = owner_client.post(f"/decks/{deck.pk}/save/", _save_form({"main": {"10001": 1}}, 2), HTTP_HX_REQUEST="true")
    assert again.status_code == 200
    deck.refresh_from_db()
    assert (deck.revision, deck.sections()) == (3, {"main": {"10001": 1}})


@pytest.mark.smoke
def test_the_api_refuses_a_stale_update_with_409_and_the_current_deck(owner_client, deck):
    url = f"/api/decks/{deck.pk}/"
    ok = owner_client.patch(url, json.dumps({"revision": 1, "name": "Tab one"}), content_type="application/json")
    assert ok.status_code == 200 and ok.json()["revision"] == 2
    stale = owner_client.patch(url, json.dumps({"revision": 1, "name": "Tab two"}), content_type="application/json")
    assert stale.status_code == 409
    assert stale.json()["current"]["name"] == "Tab one"
    assert "refused" in stale.json()["error"]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_racing_saves_from_the_same_revision_let_exactly_one_through(owner, yugioh, ygo_cards):
    deck = services.deck_create(owner=owner, game=yugioh, name="Race")
    barrier = threading.Barrier(4)
    outcomes = []

    def save(code):
        try:
            barrier.wait()
            services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections={"main": {code: 1}})
            outcomes.append("saved")
        except services.DeckConflict:
            outcomes.append("refused")
        finally:
            connection.close()

    threads = [threading.Thread(target=save, args=(str(10000 + i),)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["refused", "refused", "refused", "saved"]
    assert Deck.objects.get(pk=deck.pk).revisions.count() == 2
