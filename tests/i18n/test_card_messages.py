"""Card search and import errors, written in English where they are raised (a worker has no reader),
shown in the reader's language: the page's, or the API's Accept-Language."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from decks.services import deck_create
from games.i18n import localise_message
from games.importers import ImportFileError
from games.importers.csv_cards import read_csv
from games.messages import N_, Message
from games.models import Game
from games.search import QueryError, parse
from games.selectors import format_status
from games.tasks import import_file
from jobs.models import Job
from tests.support.cards import add_card

from .pretend import pretend

pytestmark = [pytest.mark.django_db]

QUOTE = {"this quote is never closed": "guillemet jamais fermé"}


def test_a_query_error_keeps_its_english_text_and_its_template():
    with pytest.raises(QueryError) as caught:
        parse("atk>=x")
    assert caught.value.message == "atk>= needs a whole number, not 'x'"
    assert caught.value.message.template == "{term} needs a whole number, not {value}"
    assert caught.value.message.params == {"term": "atk>=", "value": "'x'"}


def test_the_cards_page_shows_a_query_error_in_its_language(client, monkeypatch):
    pretend(monkeypatch, "fr", QUOTE)
    assert "guillemet jamais fermé" in client.get("/fr/cards/", {"q": '"dragon'}).content.decode()
    assert "this quote is never closed" in client.get("/cards/", {"q": '"dragon'}).content.decode()


def test_the_api_gives_a_query_error_in_the_accepted_language(client, monkeypatch):
    pretend(monkeypatch, "fr", {**QUOTE, "the query is longer than {length} characters": "plus de {length} signes"})
    french = client.get("/api/cards/", {"q": '"dragon'}, HTTP_ACCEPT_LANGUAGE="fr").json()
    assert french == {"error": "guillemet jamais fermé", "position": 0}
    assert (
        client.get("/api/cards/", {"q": "x" * 501}, HTTP_ACCEPT_LANGUAGE="fr").json()["error"] == "plus de 500 signes"
    )
    assert client.get("/api/cards/", {"q": '"dragon'}).json()["error"] == "this quote is never closed"


def test_the_editor_search_says_a_query_error_in_the_pages_language(owner_client, owner, monkeypatch):
    deck = deck_create(owner=owner, game=Game.objects.get(slug="yugioh"), name="Mine")
    pretend(monkeypatch, "fr", QUOTE)
    html = owner_client.get(f"/fr/decks/{deck.pk}/edit/search/", {"q": '"dragon'}).content.decode()
    assert "guillemet jamais fermé" in html


def test_an_import_error_names_its_line_in_english_and_keeps_what_localises_it():
    with pytest.raises(ImportFileError) as caught:
        read_csv("dbs", b"code,name\nBT1-001,Goku\n")
    error = caught.value
    assert str(error) == "line 1: missing column 'type' (the header has: code, name)"
    assert (error.line, error.message.template) == (1, "missing column {column} (the header has: {found})")


def test_a_stored_message_reads_back_as_it_was_whatever_values_the_file_held():
    bad_row = ImportFileError(
        N_("row {number} of table datas (card id {id}): bad value ({error})"), number=2, id=b"\x01", error="x"
    )
    reason = Message(N_("{file}: {error}"), file="a.cdb", error=bad_row.text)
    stored = json.loads(json.dumps(reason.to_json()))
    assert localise_message(stored) == str(reason) == "a.cdb: row 2 of table datas (card id b'\\x01'): bad value (x)"


IMPORT_FRENCH = {
    "line {line}: {message}": "ligne {line} : {message}",
    "column {column}: {value} {problem}": "colonne {column} : {value} {problem}",
    "is not a whole number": "n’est pas un nombre entier",
    "%(file)s: %(error)s. Nothing was imported.": "%(file)s : %(error)s. Rien n’a été importé.",
}


def test_the_import_page_names_the_line_of_a_bad_file_in_its_language(judge_client, monkeypatch):
    pretend(monkeypatch, "fr", IMPORT_FRENCH)
    bad = b"code,name,type,cost\nBT1-001,Goku,BATTLE,5\nBT1-002,Vegeta,BATTLE,lots\n"
    upload = SimpleUploadedFile("bad.csv", bad)
    response = judge_client.post("/fr/cards/import/", {"game": "dbs", "kind": "cards", "file": upload})
    assert response.status_code == 400
    html = response.content.decode()
    assert "bad.csv : ligne 3 : colonne &#x27;cost&#x27; : &#x27;lots&#x27; n’est pas un nombre entier." in html
    assert "Rien n’a été importé." in html


def test_the_import_page_lists_the_warnings_in_its_language(judge_client, monkeypatch):
    pretend(
        monkeypatch,
        "fr",
        {"line 1: column {column} is not in the {game} schema; ignored": "ligne 1 : colonne {column} ignorée ({game})"},
    )
    good = b"code,name,type,image_url\nBT1-001,Goku,BATTLE,x.png\n"
    upload = SimpleUploadedFile("cards.csv", good)
    html = judge_client.post("/fr/cards/import/", {"game": "dbs", "kind": "cards", "file": upload}).content.decode()
    assert "ligne 1 : colonne &#x27;image_url&#x27; ignorée (dbs)" in html


def test_a_failed_import_job_shows_its_reason_in_the_readers_language(judge_client, judge, tmp_path, monkeypatch):
    path = tmp_path / "upload.csv"
    path.write_bytes(b"name,type\nGoku,Battle\n")
    params = {
        "kind": "cards",
        "game": "dbs",
        "path": str(path),
        "filename": "big.csv",
        "name": "big",
        "valid_from": None,
    }
    job = Job.objects.create(kind="cards import", handler="games.importers.job_handler", owner=judge, params=params)
    import_file(job.pk)
    job.refresh_from_db()
    assert job.status == Job.Status.FAILED
    assert job.error == "big.csv: line 1: missing column 'code' (the header has: name, type)"
    pretend(
        monkeypatch,
        "fr",
        {
            "{file}: {error}": "{file} : {error}",
            "line {line}: {message}": "ligne {line} : {message}",
            "missing column {column} (the header has: {found})": "colonne {column} absente (en-tête : {found})",
        },
    )
    french = "big.csv : ligne 1 : colonne 'code' absente (en-tête : name, type)"
    assert judge_client.get(f"/api/jobs/{job.pk}/", HTTP_ACCEPT_LANGUAGE="fr").json()["error"] == french
    assert french.replace("'", "&#x27;") in judge_client.get(f"/fr/jobs/{job.pk}/").content.decode()
    assert judge_client.get(f"/api/jobs/{job.pk}/").json()["error"] == job.error
    job.refresh_from_db()
    assert job.error.startswith("big.csv: line 1:")  # the page showed a translation, it stored none


def test_a_format_status_is_english_for_the_api_and_translated_on_the_card_page(client, monkeypatch):
    label, tone = format_status(limit=1, is_whitelist=False, copies=3)
    assert (label, tone) == ("limited 1", "warn")
    card = add_card("yugioh", "89631139", "Blue-Eyes White Dragon", "Normal Monster", kind="monster", atk=3000)
    pretend(monkeypatch, "fr", {"allowed": "autorisée", "ATK": "ATQ"})
    html = client.get(f"/fr/cards/yugioh/{card.code}/").content.decode()
    assert "autorisée" in html and "ATQ" in html
    statuses = client.get(f"/api/cards/yugioh/{card.code}/", HTTP_ACCEPT_LANGUAGE="fr").json()["formats"]
    assert {s["status"] for s in statuses} == {"allowed"}
