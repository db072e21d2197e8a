"""Bulk validation: JSON or zip in, a job out; the results come from a real Celery worker."""

import io
import json
import zipfile

import pytest
from django.contrib.auth.models import User

from decks.validation import bulk
from jobs.models import Job
from tests.support.cards import forty, ydk
from tests.workers import wait_job_finished

URL = "/api/decks/validate/bulk/"


def zip_of(files):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    buffer.seek(0)
    buffer.name = "decks.zip"
    return buffer


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_json_bulk_job_validates_every_decklist_on_a_worker(celery_worker, organiser_client, ygo_pool):
    decklists = [
        {"name": "legal", "decklist": ydk(forty())},
        {"name": "four pots", "decklist": ydk([*forty(), *["55144522"] * 4])},
        {"name": "nonsense", "decklist": "hello world"},
    ]
    response = organiser_client.post(URL, {"game": "yugioh", "decklists": decklists}, content_type="application/json")
    assert response.status_code == 202
    links = response.json()
    assert links["url"].endswith(f"/api/jobs/{links['job']}/") and response["Location"] == f"/api/jobs/{links['job']}/"
    wait_job_finished(links["job"])
    body = organiser_client.get(f"/api/jobs/{links['job']}/").json()
    assert body["status"] == "done" and body["progress"] == {"done": 3, "total": 3}
    results = {r["name"]: r["result"] for r in body["results"]}
    assert results["legal"]["legal"] is True
    assert [p["code"] for p in results["four pots"]["problems"]] == ["COPY_LIMIT"]
    assert "not a decklist" in results["nonsense"]["error"]
    csv = organiser_client.get(f"/api/jobs/{links['job']}/report.csv")
    text = b"".join(csv.streaming_content).decode()
    assert text.splitlines()[0] == "index,name,legal,format,format_name,cards,problem_count,problems"
    assert "four pots,no,advanced,Advanced (no list)" in text and ",error," in text


@pytest.mark.django_db(transaction=True)
def test_a_zip_upload_becomes_a_job(celery_worker, organiser_client, ygo_pool):
    upload = zip_of(
        {
            "round1/alice.ydk": ydk(forty()),
            "round1/bob.txt": "\n".join(f"1 Monster {i}" for i in range(39)),
            "__MACOSX/._alice.ydk": "junk",
            ".hidden": "junk",
        }
    )
    response = organiser_client.post(URL, {"game": "yugioh", "file": upload})
    assert response.status_code == 202, response.content
    job = wait_job_finished(response.json()["job"])
    results = {item.name: item.result for item in job.items.all()}
    assert set(results) == {"round1/alice.ydk", "round1/bob.txt"}
    assert results["round1/alice.ydk"]["legal"] is True
    assert [p["code"] for p in results["round1/bob.txt"]["problems"]] == ["SECTION_SIZE"]


@pytest.mark.smoke
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "needle"),
    [
        ({"game": "yugioh"}, "decklists must be a list"),
        ({"game": "yugioh", "decklists": []}, "no decklists"),
        ({"game": "yugioh", "decklists": [{"name": "x"}]}, "decklists[0]"),
        ({"game": "yugioh", "decklists": [{"decklist": "x" * 100_001}]}, "longer than"),
        ({"game": "yugioh", "format": "nope", "decklists": [{"decklist": "1 A"}]}, "no format"),
        ({"game": "tractor", "decklists": [{"decklist": "1 A"}]}, "game"),
    ],
)
def test_bad_bulk_requests_are_400s(organiser_client, payload, needle):
    response = organiser_client.post(URL, payload, content_type="application/json")
    assert response.status_code == 400 and needle in json.dumps(response.json())


@pytest.mark.smoke
@pytest.mark.django_db
def test_too_many_decklists_is_a_400(organiser_client):
    payload = {"game": "yugioh", "decklists": [{"decklist": "1 A"}] * (bulk.MAX_DECKLISTS + 1)}
    response = organiser_client.post(URL, payload, content_type="application/json")
    assert response.status_code == 400 and "at most 10,000" in response.json()["error"]


@pytest.mark.smoke
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("content", "needle"),
    [(b"this is not a zip", "not a readable zip"), (None, "no decklist files")],
)
def test_bad_zips_are_400s(organiser_client, content, needle):
    upload = io.BytesIO(content) if content else zip_of({"folder/.DS_Store": "x"})
    upload.name = "decks.zip"
    response = organiser_client.post(URL, {"game": "yugioh", "file": upload})
    assert response.status_code == 400 and needle in response.json()["error"]


@pytest.mark.smoke
@pytest.mark.django_db
def test_a_zip_bomb_member_is_read_only_up_to_the_limit(organiser):
    upload = zip_of({"bomb.txt": "1 Sangan\n" * 200_000})
    decklists = bulk.decklists_from_zip(_Sized(upload))
    assert len(decklists[0][1]) <= bulk.MAX_CHARS * 4 + 1
    job = bulk.validation_job_create(game="yugioh", decklists=decklists, owner=organiser)
    assert "longer than" in job.items.get().input["error"]


class _Sized(io.BytesIO):
    def __init__(self, source):
        super().__init__(source.getvalue())
        self.size = len(source.getvalue())


@pytest.mark.smoke
@pytest.mark.django_db
def test_anonymous_users_may_not_run_bulk_jobs_and_players_may(client):
    payload = {"game": "yugioh", "decklists": [{"decklist": "1 A"}]}
    assert client.post(URL, payload, content_type="application/json").status_code == 403
    assert Job.objects.count() == 0
    player = User.objects.create_user("player", password="pw-player-1")
    client.force_login(player)
    # Issue 30: bulk validation is open to anyone signed in (this used to be a 403 for players).
    assert client.post(URL, payload, content_type="application/json").status_code == 202
    assert Job.objects.get().owner == player


@pytest.mark.smoke
@pytest.mark.django_db
def test_a_job_s_results_are_private_to_its_owner(organiser_client, client, ygo_pool):
    response = organiser_client.post(
        URL, {"game": "yugioh", "decklists": [{"decklist": ydk(forty())}]}, content_type="application/json"
    )
    job_id = response.json()["job"]
    other = User.objects.create_user("other", password="pw-other-1")
    client.force_login(other)
    assert client.get(f"/api/jobs/{job_id}/").status_code == 404
    assert client.get(f"/jobs/{job_id}/").status_code == 404


@pytest.mark.smoke
def test_pasted_decklists_split_on_name_lines():
    text = "=== Alice\n#main\n123456\n=== Bob\n1 Sangan\n\n===\n1 Raigeki\n"
    assert bulk.decklists_from_paste(text) == [
        ("Alice", "#main\n123456\n"),
        ("Bob", "1 Sangan\n\n"),
        ("decklist 3", "1 Raigeki\n"),
    ]


@pytest.mark.smoke
def test_csv_rows():
    ok = {"legal": True, "format": "advanced", "format_name": "Advanced (no list)"}
    ok["sections"] = {"main": 40, "extra": 0}
    assert bulk.csv_row("a", ok) == ["yes", "advanced", "Advanced (no list)", "main=40 extra=0", 0, ""]
    assert bulk.csv_row("b", {"legal": False, "error": "empty"}) == ["error", "", "", "", "", "empty"]


@pytest.mark.smoke
@pytest.mark.django_db
def test_process_batch_reuses_the_game_s_cards_within_a_job(ygo_pool, django_assert_max_num_queries):
    params = {"game": "yugioh", "format": "advanced", "snapshot": "test-snapshot"}
    bulk.process_batch([{"decklist": ydk(forty())}], params)
    with django_assert_max_num_queries(0):
        results = bulk.process_batch([{"decklist": ydk(forty())}] * 20, params)
    assert all(r["legal"] for r in results)
