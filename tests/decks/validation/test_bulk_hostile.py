"""Hostile bulk inputs: a binary zip member is that member's error, a formula-like name reaches the CSV
report as text, and the report link works with the API's own (Basic) authentication."""

import base64
import csv
import io

import pytest

from config.csvsafe import safe_cell
from tests.support.cards import forty, ydk
from tests.workers import wait_job_finished

from .test_bulk import URL, zip_of


@pytest.mark.django_db(transaction=True)
def test_a_binary_zip_member_is_an_item_error_and_formula_names_stay_text(celery_worker, organiser, ygo_pool):
    from django.test import Client

    organiser.set_password("pw-organiser-1")
    organiser.save()
    client = Client()
    auth = {"HTTP_AUTHORIZATION": "Basic " + base64.b64encode(b"organiser:pw-organiser-1").decode()}
    upload = zip_of({"=cmd|' /C calc'!A0.ydk": ydk(forty()), "photo.ydk": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"})
    response = client.post(URL, {"game": "yugioh", "file": upload}, **auth)
    assert response.status_code == 202, response.content
    job = wait_job_finished(response.json()["job"])
    results = {item.name: item.result for item in job.items.all()}
    assert "binary data" in results["photo.ydk"]["error"]
    assert results["=cmd|' /C calc'!A0.ydk"]["legal"] is True
    report = client.get(response.json()["report_csv"], **auth)
    assert report.status_code == 200
    rows = list(csv.reader(io.StringIO(b"".join(report.streaming_content).decode())))
    names = [row[1] for row in rows[1:]]
    assert "'=cmd|' /C calc'!A0.ydk" in names
    assert not any(name.startswith("=") for name in names)


@pytest.mark.django_db
def test_the_report_is_private_to_its_owner_under_basic_auth_too(organiser_client, outsider, ygo_pool):
    from django.test import Client

    response = organiser_client.post(
        URL, {"game": "yugioh", "decklists": [{"decklist": ydk(forty())}]}, content_type="application/json"
    )
    outsider.set_password("pw-outsider-1")
    outsider.save()
    auth = {"HTTP_AUTHORIZATION": "Basic " + base64.b64encode(b"mallory:pw-outsider-1").decode()}
    assert Client().get(response.json()["report_csv"], **auth).status_code == 404


@pytest.mark.smoke
@pytest.mark.parametrize("cell", ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "＝1+1", "＋1", "﹣1", "＠SUM(A1)"])
def test_cells_a_spreadsheet_would_run_are_prefixed(cell):
    assert safe_cell(cell) == "'" + cell


@pytest.mark.smoke
@pytest.mark.parametrize("cell", ["Blue-Eyes", "a=b", 3, -1, None, ""])
def test_other_cells_are_left_as_they_are(cell):
    assert safe_cell(cell) == cell
