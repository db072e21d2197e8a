"""DBS through the adjudication pipeline: the real card file in the Card table, the API, a real Celery
worker, the verdict page, the bulk endpoint and `manage.py adjudicate dbs`."""

import copy
import json
import re

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import translation

from judging.adjudications import examples, registry, services
from judging.adjudications.models import Adjudication
from tests.conftest import api_as
from tests.games.rules.dbs.helpers import CARDS_CSV, real_facts
from tests.games.rules.dbs.test_docs import examples as doc_examples
from tests.games.rules.dbs.test_docs import unchecked_example
from tests.judging.adjudications.waiting import wait_for, wait_for_status

URL = "/api/adjudications/"


def illegal(record):
    bad = copy.deepcopy(record)
    bad["state"]["players"][1]["battle"][0]["rested"] = False  # the documented change: Trunks is Active
    return bad


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_dbs_record_is_adjudicated_by_a_worker_and_its_page_shows_the_battles(celery_worker, owner, dbs_cards):
    record, verdict, _ = doc_examples()
    response = api_as(owner).post(URL, {"game": "dbs", "record": record}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.attempts) == ("done", 1)
    assert done.verdict == verdict
    body = api_as(owner).get(response.json()["url"]).json()
    assert body["verdict"]["turns"][0]["battles"][0]["attack_power"] == 20000
    client = Client()
    client.force_login(owner)
    html = client.get(f"/adjudications/{done.pk}/").content.decode()
    text = re.sub(r"<[^>]+>", "", html)  # the combo's card number is a link to the card, with its preview
    assert "combo P-002" in text and "After turn 2" in text


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_an_illegal_dbs_record_ends_done_with_its_violation_and_source(celery_worker, owner, dbs_cards):
    record, _, violation = doc_examples()
    adjudication, _ = services.adjudication_create(game="dbs", record=illegal(record), requested_by=owner)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert done.verdict["violation"] == violation
    client = Client()
    client.force_login(owner)
    html = client.get(f"/fr/adjudications/{done.pk}/").content.decode()
    html = html.replace("<bdi>", "").replace("</bdi>", "")  # the names in it are isolated for right-to-left pages
    assert "FAQ «Combat» Q1, Q2, Q3 ; manuel des règles 1.074 7-1" in html
    body = api_as(owner).get(f"{URL}{done.pk}/", HTTP_ACCEPT_LANGUAGE="es").json()
    assert body["verdict"]["violation"]["rule"] == "attack"


@pytest.mark.django_db(transaction=True)
def test_issue_31_through_the_worker_a_counter_from_the_drop_area_and_an_unchecked_awaken(
    celery_worker, owner, dbs_cards
):
    """Issue 31 through the API and a real worker: the documented game on the real card file ([Awaken] and
    [Blocker] unchecked, not refused; the Charge Phase draws 1), then the first example with player 1
    answering the first attack with a [Counter] card from its Drop Area: «[Contre]» R1, manual 10-10-2."""
    unchecked, shown = unchecked_example()
    response = api_as(owner).post(URL, {"game": "dbs", "record": unchecked}, format="json")
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert {key: done.verdict[key] for key in shown} == shown
    assert done.verdict["variant"]["charge_draw"] == 1
    client = Client()
    client.force_login(owner)
    html = client.get(f"/adjudications/{done.pk}/").content.decode()
    assert "P-004 [Blocker]" in html and "P-025 [Awaken]" in html
    record, _, _ = doc_examples()
    bad = copy.deepcopy(record)
    bad["state"]["players"][1].update(hand=["P-001", "P-004", "P-004"], drop=["P-084"])
    bad["turns"][0]["actions"][1]["counter"] = {"card": "P-084", "pay": ["P-004"]}
    response = api_as(owner).post(URL, {"game": "dbs", "record": bad}, format="json")
    done = wait_for_status(response.json()["id"], "done", "failed")
    found = done.verdict["violation"]
    assert (found["rule"], found["turn"], found["action"], found["step"], found["player"]) == (
        "counter",
        1,
        2,
        "attack",
        1,
    )
    assert found["source"] == "FAQ «[Contre]» Q1; rule manual 1.074 10-10-2"
    html = client.get(f"/fr/adjudications/{done.pk}/").content.decode().replace("<bdi>", "").replace("</bdi>", "")
    assert "FAQ «[Contre]» Q1 ; manuel des règles 1.074 10-10-2" in html


@pytest.mark.django_db
def test_a_card_number_the_card_table_lacks_is_a_400_naming_its_place(owner, dbs_cards):
    record, _, _ = doc_examples()
    record["turns"][0]["actions"][0]["card"] = "BT9-999"
    response = api_as(owner).post(URL, {"game": "dbs", "record": record}, format="json")
    assert response.status_code == 400
    assert response.json() == {"record": ["turns[0].actions[0].card: no card with code BT9-999 in the card database"]}
    assert not Adjudication.objects.exists()


@pytest.mark.django_db
def test_a_malformed_dbs_record_is_a_400_with_its_paths(owner, dbs_cards):
    record, _, _ = doc_examples()
    record["turns"][0]["actions"][1]["do"] = "fly"
    response = api_as(owner).post(URL, {"game": "dbs", "record": record}, format="json")
    assert response.status_code == 400
    assert response.json()["record"][0].startswith('turns[0].actions[1].do: unknown action "fly"')


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_bulk_request_of_dbs_records(celery_worker, owner, dbs_cards):
    record, verdict, violation = doc_examples()
    response = api_as(owner).post(
        f"{URL}bulk/", {"game": "dbs", "records": [record, illegal(record)], "names": ["ok", "bad"]}, format="json"
    )
    assert response.status_code == 202, response.json()
    client = api_as(owner)
    url = response.json()["url"]
    finished = wait_for(lambda: (body := client.get(url).json())["status"] in ("done", "failed") and body, what="job")
    results = [r["result"]["verdict"] for r in finished["results"]]
    assert results[0]["legal"] is True and results[0]["winner"] == verdict["winner"]
    assert results[1]["violation"]["rule"] == violation["rule"]


def test_the_command_prints_the_verdict_from_a_card_file(tmp_path, capsys):
    record, verdict, _ = doc_examples()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    call_command("adjudicate", "dbs", str(path), "--cards", str(CARDS_CSV))
    assert json.loads(capsys.readouterr().out) == verdict


def test_the_submit_forms_example_is_the_documented_record():
    record, _, _ = doc_examples()
    assert json.loads(examples.example("dbs")) == record


def test_the_registry_replays_dbs_with_the_facts_it_is_given():
    record, verdict, _ = doc_examples()
    facts = {code: real_facts()[code] for code in registry.card_codes(registry.engine_for("dbs"), record)}
    with translation.override("en"):
        assert registry.replay("dbs", record, {}, cards=facts) == verdict


@pytest.mark.django_db
def test_the_api_shows_the_violation_and_its_source_in_the_readers_language(owner, dbs_cards):
    record, _, _ = doc_examples()
    adjudication, _ = services.adjudication_create(game="dbs", record=illegal(record), requested_by=owner)
    services.adjudication_run(adjudication_id=adjudication.pk, token="run-in-the-test")
    body = api_as(owner).get(f"{URL}{adjudication.pk}/", HTTP_ACCEPT_LANGUAGE="fr").json()
    violation = body["verdict"]["violation"]
    assert violation["source"] == "FAQ «Combat» Q1, Q2, Q3 ; manuel des règles 1.074 7-1"
    assert "source_template" not in violation
