"""POST /api/adjudications/bulk/: many records become a job (jobs app) processed by real workers."""

import csv
import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.models import Job
from judging.adjudications import api, bulk, registry
from tests.conftest import api_as
from tests.support.bots.tractor import random_record

from .conftest import with_card_not_in_hand
from .waiting import wait_for

URL = "/api/adjudications/bulk/"


def post(user, body):
    return api_as(user).post(URL, body, format="json")


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_bulk_request_becomes_a_job_with_one_verdict_per_record(celery_worker, requester):
    records = [random_record(seed) for seed in range(4)]
    records.append(with_card_not_in_hand(random_record(99)))
    malformed = random_record(100)
    malformed["tricks"][3][1]["cards"][0] = "11H"
    records.append(malformed)
    names = ["a", "b", "c", "d", "bad", "malformed"]
    response = post(requester, {"game": "tractor", "records": records, "names": names})
    assert response.status_code == 202
    job = response.json()
    assert job["kind"] == "adjudication"
    assert job["job"] == job["id"]
    assert job["page"].endswith(f"/jobs/{job['id']}/")
    assert response["Location"] == job["url"]
    assert job["progress"]["total"] == 6
    client = api_as(requester)
    finished = wait_for(
        lambda: (body := client.get(job["url"]).json())["status"] in ("done", "failed") and body,
        what="the bulk job",
    )
    assert finished["status"] == "done"
    assert finished["progress"] == {"done": 6, "total": 6}
    results = finished["results"]
    assert [r["name"] for r in results] == names
    assert [r["result"]["verdict"]["legal"] for r in results[:5]] == [True, True, True, True, False]
    assert results[4]["result"]["verdict"]["violation"]["rule"] == "not-in-hand"
    assert results[5]["result"] == {"error": 'record: tricks[3][1].cards[0]: unknown card "11H"'}
    report = client.get(job["report_csv"])
    rows = list(csv.reader(io.StringIO(b"".join(report.streaming_content).decode())))
    assert rows[0] == ["index", "name", *bulk.CSV_COLUMNS]
    assert rows[5][1:3] == ["bad", "no"]
    assert rows[5][2 + bulk.CSV_COLUMNS.index("rule")] == "not-in-hand"
    assert rows[6][-1].startswith("record: tricks[3][1]")


@pytest.mark.smoke
@pytest.mark.django_db
def test_the_job_belongs_to_its_requester(requester, outsider):
    response = post(requester, {"game": "tractor", "records": [random_record(1)]})
    job = Job.objects.get(pk=response.json()["id"])
    assert job.owner == requester
    assert job.params == {"game": "tractor", "variant": {"kitty_multiplier": "times", "follow_tractor": False}}
    assert api_as(outsider).get(f"/api/jobs/{job.pk}/").status_code == 404


@pytest.mark.smoke
@pytest.mark.django_db
def test_a_record_that_is_not_an_object_is_named_by_its_index(requester):
    response = post(requester, {"game": "tractor", "records": [random_record(1), ["AS"]]})
    assert response.status_code == 400
    assert response.json() == {"records[1]": ["must be a JSON object, not list"]}
    assert not Job.objects.exists()


@pytest.mark.smoke
@pytest.mark.django_db
def test_a_record_nested_too_deeply_is_named_by_its_index(requester):
    deep = random_record(2)
    deep["meta"] = json.loads("[" * 30 + "]" * 30)
    response = post(requester, {"game": "tractor", "records": [random_record(1), deep]})
    assert response.status_code == 400
    assert response.json() == {"records[1]": ["is nested deeper than 20 levels"]}


def test_a_malformed_record_is_its_items_error_with_the_path():
    record = random_record(2)
    record["tricks"][3][1]["cards"][0] = "11H"
    (result,) = bulk.process_batch([{"record": record}], {"game": "tractor", "variant": {}})
    assert result == {"error": 'record: tricks[3][1].cards[0]: unknown card "11H"'}


@pytest.mark.smoke
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"game": "tractor", "records": []}, "records"),
        ({"game": "tractor"}, "records"),
        ({"game": "tractor", "records": "x"}, "records"),
        ({"game": "chess", "records": [{}]}, "game"),
        ({"game": "tractor", "records": [random_record(1)], "variant": {"nope": 1}}, "variant"),
        ({"game": "tractor", "records": [random_record(1)], "names": ["a", "b"]}, "names"),
    ],
)
def test_bad_bulk_requests_name_the_field(requester, body, field):
    response = post(requester, body)
    assert response.status_code == 400
    assert field in response.json()


@pytest.mark.smoke
@pytest.mark.django_db
def test_too_many_records_is_a_400(requester):
    response = post(requester, {"game": "tractor", "records": [{}] * (api.BULK_MAX_RECORDS + 1)})
    assert response.status_code == 400
    assert "no more than 5000" in response.json()["records"][0]


@pytest.mark.smoke
@pytest.mark.django_db
def test_an_oversized_bulk_body_is_a_413(requester, monkeypatch):
    monkeypatch.setattr(api, "BULK_MAX_BYTES", 10_000)
    response = post(requester, {"game": "tractor", "records": [random_record(s) for s in range(5)]})
    assert response.status_code == 413


@pytest.mark.smoke
def test_bulk_is_for_logged_in_users_only(db):
    assert post(None, {"game": "tractor", "records": [random_record(1)]}).status_code == 403


# The handler itself, without a worker


def test_the_handler_gives_the_engines_verdict_without_the_plays():
    record = random_record(5)
    (result,) = bulk.process_batch([{"record": record}], {"game": "tractor", "variant": {}})
    verdict = registry.replay("tractor", record, {})
    assert result["verdict"]["tricks"] == [{k: v for k, v in t.items() if k != "plays"} for t in verdict["tricks"]]
    assert {k: v for k, v in result["verdict"].items() if k != "tricks"} == {
        k: v for k, v in verdict.items() if k != "tricks"
    }


def test_a_record_the_engine_cannot_replay_is_an_error_result_not_a_failed_batch():
    results = bulk.process_batch([{"record": {"levels": 3}}, {"record": random_record(1)}], {"game": "tractor"})
    assert results[0]["error"].startswith("record: ")
    assert "verdict" in results[1]
    assert bulk.csv_row("x", results[0])[-1] == results[0]["error"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), complete=st.booleans())
def test_every_bot_record_gives_a_csv_row_of_the_right_width(seed, complete):
    record = random_record(seed, complete=complete)
    (result,) = bulk.process_batch([{"record": record}], {"game": "tractor", "variant": {}})
    row = bulk.csv_row("r", result)
    assert len(row) == len(bulk.CSV_COLUMNS)
    assert row[0] == "yes"
    assert row[-1] == ""
