"""The validator page and the organiser's bulk page."""

import io
import zipfile

import pytest
from django.contrib.auth.models import User

from jobs.models import Job
from tests.support.cards import forty, ydk

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_the_validator_page_has_a_labelled_form_and_a_live_region(client):
    html = client.get("/decks/validate/").content.decode()
    for control in ("id_game", "id_format", "id_date", "id_decklist"):
        assert f'for="{control}"' in html and f'id="{control}"' in html
    assert 'aria-live="polite"' in html and "validate.css" in html


def test_posting_a_decklist_shows_the_verdict(client, ygo_pool):
    response = client.post("/decks/validate/", {"game": "yugioh", "decklist": ydk([*forty(), "99999999"])})
    html = response.content.decode()
    assert response.status_code == 200 and "Not legal" in html and "UNKNOWN_CARD" in html and "line 43" in html


def test_htmx_gets_only_the_verdict(client, ygo_pool):
    response = client.post("/decks/validate/", {"game": "yugioh", "decklist": ydk(forty())}, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert "Legal" in html and "<html" not in html


def test_a_text_that_is_not_a_decklist_is_explained(client, ygo_pool):
    response = client.post("/decks/validate/", {"game": "yugioh", "decklist": "hello"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 400 and 'role="alert"' in response.content.decode()


def test_the_bulk_page_needs_a_login_and_nothing_more(client):
    assert client.get("/decks/validate/bulk/").status_code == 302
    client.force_login(User.objects.create_user("p", password="pw-player-1"))
    # Issue 30: open to anyone signed in (this used to be a 403 for players).
    assert client.get("/decks/validate/bulk/").status_code == 200


def test_uploading_a_zip_redirects_to_the_job_page(organiser_client, ygo_pool):
    client = organiser_client
    assert 'for="id_file"' in client.get("/decks/validate/bulk/").content.decode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a.ydk", ydk(forty()))
    buffer.seek(0)
    buffer.name = "decks.zip"
    response = client.post("/decks/validate/bulk/", {"game": "yugioh", "file": buffer})
    job = Job.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/jobs/{job.id}/"
    assert job.total == 1 and job.params["format"] == "advanced"
    page = client.get(response["Location"]).content.decode()
    assert "progress" in page and "Download the CSV report" in page


def test_pasted_decklists_start_a_job(organiser_client, ygo_pool):
    client = organiser_client
    text = "=== Alice\n" + ydk(forty()) + "=== Bob\n1 Monster 1\n"
    response = client.post("/decks/validate/bulk/", {"game": "yugioh", "pasted": text}, HTTP_HX_REQUEST="true")
    job = Job.objects.get()
    assert response["HX-Redirect"] == f"/jobs/{job.id}/" and job.total == 2


def test_the_bulk_form_explains_what_is_missing(organiser_client):
    client = organiser_client
    response = client.post("/decks/validate/bulk/", {"game": "yugioh"})
    assert response.status_code == 400 and "Upload a zip" in response.content.decode()
    response = client.post("/decks/validate/bulk/", {"game": "yugioh", "format": "nope", "pasted": "1 A"})
    assert response.status_code == 400 and "no format" in response.content.decode()


def test_an_oversized_upload_is_refused_before_it_is_read(organiser_client):
    client = organiser_client
    response = client.post("/decks/validate/bulk/", {"game": "yugioh"}, CONTENT_LENGTH=str(30 * 1024 * 1024))
    assert response.status_code == 413 and "larger than 20 MB" in response.content.decode()


def test_the_format_picker_narrows_to_the_chosen_game(client):
    html = client.get("/decks/validate/formats/", {"game": "dbs"}).content.decode()
    assert "Standard (FAQ rules, no list)" in html and "Advanced (no list)" not in html
    page = client.get("/decks/validate/").content.decode()
    assert "Standard (FAQ rules, no list)" in page and "Advanced (no list)" in page
    assert 'hx-get="/decks/validate/formats/"' in page


def test_the_cards_a_problem_names_show_with_their_previews(client, ygo_pool):
    code = forty()[0]
    decklist = ydk([*forty(), code, code, code, "99999999"])  # four copies of the first card, and an unknown code
    html = client.post("/decks/validate/", {"game": "yugioh", "decklist": decklist}, HTTP_HX_REQUEST="true").text
    copies = html.split("COPY_LIMIT")[1].split("</li>")[0]
    assert f'class="card-ref" href="/cards/yugioh/{code}/" data-preview="/cards/yugioh/{code}/preview/"' in copies
    unknown = html.split("UNKNOWN_CARD")[1].split("</li>")[0]
    assert "card-ref" not in unknown  # a code no card has is not a link
