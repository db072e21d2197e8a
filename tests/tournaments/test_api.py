"""The tournaments API: the whole flow, and its 4xx and permission answers."""

import pytest

from tests.conftest import api_as, make_user
from tests.support.cards import legal_list, short_list
from tournaments import services
from tournaments.models import Match, Penalty

from .conftest import players

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def url(event, rest=""):
    return f"/api/tournaments/{event.pk}/{rest}"


def test_anyone_signed_in_creates_an_event_and_an_anonymous_client_cannot(outsider, ygo_cards):
    body = {"game": "yugioh", "format": "yugioh-standard", "name": "API event", "date": "2026-12-05", "top_cut": 8}
    from games.models import Format

    body["format"] = Format.objects.get(game__slug="yugioh", is_default=True).slug
    # Issue 30: no administrator is needed; the creator is the organiser (this used to be a 403).
    assert api_as(None).post("/api/tournaments/", body, format="json").status_code == 403
    response = api_as(outsider).post("/api/tournaments/", body, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["top_cut"] == 8 and response.json()["organiser"] == outsider.username
    bad = api_as(outsider).post("/api/tournaments/", {**body, "top_cut": 6}, format="json")
    assert bad.status_code == 400


def test_register_submit_pair_report_and_standings(event, organiser):
    a, b = make_user("api-a"), make_user("api-b")
    for user in (a, b):
        assert api_as(user).post(url(event, "registrations/"), {}, format="json").status_code == 201
    again = api_as(a).post(url(event, "registrations/"), {}, format="json")
    assert again.status_code == 409 and "already registered" in again.json()["error"]
    verdict = api_as(a).post(url(event, "decklist/"), {"decklist": short_list()}, format="json").json()
    assert verdict["legal"] is False and verdict["problems"][0]["message"]
    assert api_as(b).post(url(event, "decklist/"), {"decklist": legal_list()}, format="json").json()["legal"]
    assert api_as(a).post(url(event, "rounds/"), format="json").status_code == 403
    paired = api_as(organiser).post(url(event, "rounds/"), format="json")
    assert paired.status_code == 201
    match_id = paired.json()["matches"][0]["id"]
    assert api_as(organiser).post(url(event, "rounds/"), format="json").status_code == 409  # result missing
    for user in (a, b):
        response = api_as(user).post(url(event, f"matches/{match_id}/result/"), {"outcome": "a"}, format="json")
        assert response.status_code == 200
    assert Match.objects.get(pk=match_id).outcome == "a"
    second = api_as(organiser).post(url(event, f"matches/{match_id}/result/"), {"outcome": "b"}, format="json")
    assert second.status_code == 409
    rows = api_as(None).get(url(event, "standings/")).json()["rows"]
    assert rows[0]["points"] == 3
    assert api_as(None).get(url(event, "standings/") + "?round=1").status_code == 200


def test_players_see_only_their_own_lists_until_the_organiser_publishes(event, organiser):
    a, b = players(event, 2)
    services.decklist_submit(registration=a, actor=a.user, text=legal_list())
    services.decklist_submit(registration=b, actor=b.user, text=legal_list(2))
    mine = api_as(a.user).get(url(event, "decklists/")).json()["lists"]
    assert [d["registration"] for d in mine] == [a.pk]
    assert api_as(None).get(url(event, "decklists/")).json()["lists"] == []
    staff = api_as(organiser).get(url(event, "decklists/")).json()
    assert len(staff["lists"]) == 2 and staff["summary"]["legal"] == 2
    event.decklists_public, event.stage = True, "finished"
    event.save()
    assert len(api_as(None).get(url(event, "decklists/")).json()["lists"]) == 2


def test_penalties_are_seen_by_staff_and_the_penalised_player_only(event, organiser, outsider):
    a, b = players(event, 2)
    body = {"registration": a.pk, "infraction": "SP-MIN", "penalty": "warning", "description": "slow"}
    assert api_as(a.user).post(url(event, "penalties/"), body, format="json").status_code == 404
    created = api_as(organiser).post(url(event, "penalties/"), body, format="json")
    assert created.status_code == 201 and created.json()["earlier_in_category"] == []
    second = api_as(organiser).post(url(event, "penalties/"), body, format="json").json()
    assert len(second["earlier_in_category"]) == 1
    assert len(api_as(a.user).get(url(event, "penalties/")).json()) == 2
    assert api_as(b.user).get(url(event, "penalties/")).json() == []
    assert api_as(outsider).get(url(event, "penalties/")).json() == []
    bad = api_as(organiser).post(url(event, "penalties/"), {**body, "infraction": "XX"}, format="json")
    assert bad.status_code == 400 and Penalty.objects.count() == 2


def test_a_result_for_an_unknown_match_is_404(event, organiser):
    players(event, 2)
    assert (
        api_as(organiser).post(url(event, "matches/999999/result/"), {"outcome": "a"}, format="json").status_code == 404
    )


def test_the_audit_log_is_for_staff(event, organiser, outsider):
    players(event, 2)
    assert api_as(outsider).get(url(event, "audit/")).status_code == 404
    entries = api_as(organiser).get(url(event, "audit/")).json()
    assert [e["action"] for e in entries][:3] == ["create", "register", "register"]


def test_a_list_after_the_event_started_is_a_409(event, organiser):
    a, _b = players(event, 2)
    services.round_pair(event=event, actor=organiser)
    response = api_as(a.user).post(url(event, "decklist/"), {"decklist": legal_list()}, format="json")
    assert response.status_code == 409


def test_the_schema_includes_the_tournaments_api(client):
    assert "/api/tournaments/{event_id}/rounds/" in client.get("/api/schema/").text


def test_deck_checks_are_the_head_judges_and_the_top_cut_waits_for_results(event, organiser, judge):
    regs = players(event, 4)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    services.judge_add(event=event, actor=organiser, user=judge)
    assert api_as(judge).post(url(event, "deck-checks/"), {"count": 2}, format="json").status_code == 403
    checks = api_as(organiser).post(url(event, "deck-checks/"), {"count": 2}, format="json")
    assert checks.status_code == 201 and len(checks.json()) == 2
    too_many = api_as(organiser).post(url(event, "deck-checks/"), {"count": 9}, format="json")
    assert too_many.status_code == 400 and too_many.json()["field"] == "count"
    event.top_cut = 4
    event.save()
    services.round_pair(event=event, actor=organiser)
    assert api_as(organiser).post(url(event, "top-cut/"), format="json").status_code == 409
    assert api_as(regs[0].user).post(url(event, "top-cut/"), format="json").status_code == 403


@pytest.mark.parametrize("field", ["name", "partner_name"])
def test_a_name_that_is_not_a_string_is_refused_naming_the_field(event, organiser, field):
    # Issue 35 (9): `partner_name: 0` was stored as the string "0".
    response = api_as(organiser).post(url(event, "registrations/"), {field: 0, "walk_in": True}, format="json")
    assert response.status_code == 400
    assert field in str(response.json())
