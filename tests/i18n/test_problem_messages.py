"""The rules' problems, stored with their template, shown in the reader's language: the deck editor's
list, and the pages, API and CSV report of a bulk validation job. Stored results are never rewritten."""

import pytest

from decks.services import deck_create
from games.models import Game
from games.rules import section_labels
from games.rules.common import SECTION_SIZE, cards_count, problem, size_template
from jobs.models import Job, JobItem
from tests.support.cards import yugioh_card

from .pretend import pretend

pytestmark = [pytest.mark.django_db]

FRENCH = {
    "{section} has {cards}; it must have {low} to {high}.": "{section} a {cards} ; il en faut de {low} à {high}.",
    "Main Deck": "Deck principal",
    "{n} card": ("{n} carte", "{n} cartes"),
}
ENGLISH_PROBLEM = "Main Deck has 39 cards; it must have 40 to 60."
FRENCH_PROBLEM = "Deck principal a 39 cartes ; il en faut de 40 à 60."


def size_problem(n):
    params = {"section": section_labels("yugioh")["main"], "cards": cards_count(n), "low": 40, "high": 60}
    return problem(SECTION_SIZE, size_template(40, 60), params, section="main").to_dict()


@pytest.fixture
def validation_job():
    job = Job.objects.create(kind="deck-validation", handler="decks.validation.bulk", status="done", total=1, done=1)
    result = {"legal": False, "format": "advanced", "sections": {"main": 39}, "problems": [size_problem(39)]}
    JobItem.objects.create(job=job, index=0, name="burn.ydk", input={}, result=result)
    return job


def test_the_job_page_shows_each_problem_in_its_language(client, validation_job, monkeypatch):
    pretend(monkeypatch, "fr", FRENCH)
    assert FRENCH_PROBLEM in client.get(f"/fr/jobs/{validation_job.pk}/").content.decode()
    assert ENGLISH_PROBLEM in client.get(f"/jobs/{validation_job.pk}/").content.decode()
    assert validation_job.items.get().result["problems"][0]["message"] == ENGLISH_PROBLEM


def test_the_job_api_gives_problems_in_the_accepted_language_without_their_templates(
    client, validation_job, monkeypatch
):
    pretend(monkeypatch, "fr", FRENCH)
    body = client.get(f"/api/jobs/{validation_job.pk}/", HTTP_ACCEPT_LANGUAGE="fr").json()
    assert body["results"][0]["result"]["problems"] == [
        {"code": "SECTION_SIZE", "message": FRENCH_PROBLEM, "section": "main", "cards": [], "rule": ""}
    ]
    english = client.get(f"/api/jobs/{validation_job.pk}/").json()["results"][0]["result"]["problems"][0]
    assert english["message"] == ENGLISH_PROBLEM and "template" not in english


def test_the_csv_report_is_in_the_accepted_language(client, validation_job, monkeypatch):
    pretend(monkeypatch, "fr", FRENCH)
    french = client.get(f"/api/jobs/{validation_job.pk}/report.csv", HTTP_ACCEPT_LANGUAGE="fr")
    assert FRENCH_PROBLEM in b"".join(french.streaming_content).decode()
    english = client.get(f"/api/jobs/{validation_job.pk}/report.csv")
    assert ENGLISH_PROBLEM in b"".join(english.streaming_content).decode()


def test_the_editor_lists_the_decks_problems_and_sections_in_its_language(owner_client, owner, monkeypatch):
    card = yugioh_card("10001", "Test Monster")
    deck = deck_create(
        owner=owner, game=Game.objects.get(slug="yugioh"), name="Short", sections={"main": {card.code: 3}}
    )
    pretend(monkeypatch, "fr", FRENCH)
    html = owner_client.get(f"/fr/decks/{deck.pk}/edit/").content.decode()
    assert "Deck principal a 3 cartes ; il en faut de 40 à 60." in html
    assert (
        "Main Deck has 3 cards; it must have 40 to 60." in owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    )
