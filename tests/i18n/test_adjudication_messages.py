"""An adjudication's violation, stored with its template, and the request errors of the adjudications
API and form, in the reader's language."""

import pytest

from judging.adjudications import presenters, registry, services
from judging.adjudications.models import Adjudication
from tests.adjudications.conftest import legal_record, with_card_not_in_hand
from tests.conftest import api_as

from .pretend import pretend

pytestmark = [pytest.mark.django_db]

VIOLATION = {"template": "seat {seat} does not hold {cards}", "params": {"seat": 1, "cards": ["9H"]}}


@pytest.fixture
def illegal(owner):
    """A finished adjudication whose violation kept its template (as the engine stores it)."""
    adjudication, _ = services.adjudication_create(
        game="tractor", record=with_card_not_in_hand(legal_record()), requested_by=owner
    )
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    adjudication.refresh_from_db()
    violation = {**adjudication.verdict["violation"], **VIOLATION, "message": "seat 1 does not hold 9H"}
    Adjudication.objects.filter(pk=adjudication.pk).update(verdict={**adjudication.verdict, "violation": violation})
    adjudication.refresh_from_db()
    return adjudication


def test_the_page_shows_the_violation_in_its_language(owner_client, illegal, monkeypatch):
    pretend(monkeypatch, "fr", {VIOLATION["template"]: "le siège {seat} n’a pas {cards}"})
    assert "le siège 1 n’a pas <bdi>9H</bdi>" in owner_client.get(f"/fr/adjudications/{illegal.pk}/").content.decode()
    assert "seat 1 does not hold <bdi>9H</bdi>" in owner_client.get(f"/adjudications/{illegal.pk}/").content.decode()


def test_the_api_gives_the_violation_in_the_accepted_language_without_its_template(owner, illegal, monkeypatch):
    pretend(monkeypatch, "fr", {VIOLATION["template"]: "le siège {seat} n’a pas {cards}"})
    response = api_as(owner).get(f"/api/adjudications/{illegal.pk}/", HTTP_ACCEPT_LANGUAGE="fr")
    violation = response.json()["verdict"]["violation"]
    assert violation["message"] == "le siège 1 n’a pas 9H"
    assert "template" not in violation and "params" not in violation
    assert violation["rule"] == illegal.verdict["violation"]["rule"]
    illegal.refresh_from_db()
    assert illegal.verdict["violation"]["message"] == "seat 1 does not hold 9H"


def test_a_violation_without_a_template_is_shown_as_stored():
    verdict = {"legal": False, "violation": {"rule": "r", "message": "as stored"}}
    assert presenters.verdict_shown(verdict) == verdict


def test_request_errors_come_in_the_accepted_language(owner, monkeypatch):
    pretend(
        monkeypatch,
        "fr",
        {
            "must be a JSON object, not {type}": "doit être un objet JSON, pas {type}",
            'no adjudication engine for game "{game}" (available: {games})': "aucun moteur pour « {game} » ({games})",
        },
    )
    client = api_as(owner)
    body = client.post(
        "/api/adjudications/", {"game": "tractor", "record": [1]}, format="json", HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert body.json() == {"record": ["doit être un objet JSON, pas list"]}
    body = client.post("/api/adjudications/", {"game": "chess", "record": {}}, format="json", HTTP_ACCEPT_LANGUAGE="fr")
    available = ", ".join(registry.games_with_engines())
    assert body.json() == {"game": [f"aucun moteur pour « chess » ({available})"]}
    english = client.post("/api/adjudications/", {"game": "tractor", "record": [1]}, format="json")
    assert english.json() == {"record": ["must be a JSON object, not list"]}


def test_the_page_states_the_status_and_the_result_in_its_language(owner_client, illegal, monkeypatch):
    pretend(monkeypatch, "fr", {"Done: illegal play found (%(rule)s).": "Terminé : jeu illégal (%(rule)s)."})
    html = owner_client.get(f"/fr/adjudications/{illegal.pk}/").content.decode()
    assert f"Terminé : jeu illégal ({illegal.verdict['violation']['rule']})." in html
