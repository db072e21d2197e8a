"""Bulk validation is open to anyone signed in, within a cap of jobs under way at once per user: past it
the API answers 429 and the page a message, both saying why; a finished job frees its place."""

import pytest
from django.test import override_settings

from decks.validation.bulk import validation_job_create
from jobs.models import Job
from tests.conftest import client_for

pytestmark = [pytest.mark.django_db]
URL = "/api/decks/validate/bulk/"
PAYLOAD = {"game": "yugioh", "decklists": [{"name": "one", "decklist": "#main\n12345\n"}]}


@override_settings(BULK_JOBS_PER_USER=2)
def test_past_the_cap_a_player_is_told_to_wait(outsider, owner):
    for _ in range(2):
        validation_job_create(game="yugioh", decklists=[("a", "#main\n1\n")], owner=outsider)
    browser = client_for(outsider)
    refused = browser.post(URL, PAYLOAD, content_type="application/json")
    assert refused.status_code == 429
    assert "2 bulk validations under way" in refused.json()["error"]
    page = browser.post("/decks/validate/bulk/", {"game": "yugioh", "pasted": "#main\n1\n"})
    assert page.status_code == 400 and "bulk validations under way" in page.text
    assert Job.objects.filter(owner=outsider).count() == 2
    # another user has their own places
    assert client_for(owner).post(URL, PAYLOAD, content_type="application/json").status_code == 202


@override_settings(BULK_JOBS_PER_USER=1)
def test_a_finished_job_frees_its_place(outsider):
    job = validation_job_create(game="yugioh", decklists=[("a", "#main\n1\n")], owner=outsider)
    browser = client_for(outsider)
    assert browser.post(URL, PAYLOAD, content_type="application/json").status_code == 429
    Job.objects.filter(pk=job.pk).update(status=Job.Status.DONE)
    assert browser.post(URL, PAYLOAD, content_type="application/json").status_code == 202
