"""Judge calls: a player calls from their match page, the event's judges see the queue, one judge takes a call
(two at once through a live server: one 200, one 409) and closes it with its outcome; everything in the audit
log, and nobody else calls, sees the queue or answers."""

import pytest
from django.test import Client
from django.urls import reverse

from tests.conftest import client_for, make_user
from tournaments import services
from tournaments.models import AuditEntry, JudgeCall

from .conftest import players, ygo_event
from .race import race_posts, session

TRIALS = 3


def _floor(organiser, name="Calls"):
    event = ygo_event(organiser, name)
    players(event, 4, prefix=f"{name}-")
    match = services.round_pair(event=event, actor=organiser).matches.exclude(b=None).order_by("table").first()
    judges = []
    for i in range(2):
        user = make_user(f"{name}-judge{i}")
        services.staff_add(event=event, actor=organiser, user=user)
        judges.append(user)
    return event, match, judges


@pytest.fixture
def floor(organiser, ygo_cards):
    return _floor(organiser)


def _call(event, match, user, **data):
    return client_for(user).post(reverse("event-judge-call", args=[event.pk, match.pk]), data)


@pytest.mark.django_db
def test_a_player_calls_a_judge_from_their_match_page_with_the_table_prefilled(floor):
    event, match, _judges = floor
    page = client_for(match.a.user).get(reverse("event-match", args=[event.pk, match.pk])).content.decode()
    assert "Call a judge" in page and f'name="table" value="{match.table}"' in page
    assert _call(event, match, match.a.user, table=str(match.table), note="Missed trigger").status_code == 302
    call = JudgeCall.objects.get()
    assert (call.match, call.table, call.caller, call.note, call.status) == (
        match,
        match.table,
        match.a,
        "Missed trigger",
        "open",
    )
    entry = AuditEntry.objects.get(event=event, kind="call", action="call")
    assert entry.actor == match.a.user and entry.after["note"] == "Missed trigger"
    page = client_for(match.b.user).get(reverse("event-match", args=[event.pk, match.pk])).content.decode()
    assert "Waiting for a judge" in page  # the opponent sees the call, and cannot call twice
    assert _call(event, match, match.b.user).status_code == 302
    assert JudgeCall.objects.count() == 1


@pytest.mark.django_db
def test_only_the_players_of_the_match_call_a_judge_to_it(floor, organiser):
    event, match, judges = floor
    other = event.rounds_played.get().matches.exclude(pk=match.pk).exclude(b=None).first()
    assert _call(event, match, other.a.user).status_code == 403  # a player of another table
    assert _call(event, match, make_user("stranger")).status_code == 403
    assert _call(event, match, judges[0]).status_code == 403  # a judge does not call a judge
    anonymous = Client().post(reverse("event-judge-call", args=[event.pk, match.pk]))
    assert anonymous.status_code == 302 and "/login/" in anonymous["Location"]
    elsewhere = ygo_event(organiser, "Elsewhere")
    assert _call(elsewhere, match, match.a.user).status_code == 404  # the match is not that event's
    assert not JudgeCall.objects.exists()


@pytest.mark.django_db
def test_only_the_events_judges_see_the_queue(floor, organiser):
    event, match, judges = floor
    services.judge_call_create(match=match, actor=match.a.user, note="Rules question")
    keeper = make_user("keeper")
    services.staff_add(event=event, actor=organiser, user=keeper, role="scorekeeper")
    for url in (reverse("event-judge-calls", args=[event.pk]), reverse("event-judge-calls-queue", args=[event.pk])):
        for user in (match.a.user, keeper, make_user(f"outsider{len(url)}")):
            assert client_for(user).get(url).status_code == 404, (url, user)
        for user in (judges[0], organiser):
            body = client_for(user).get(url).content.decode()
            assert "Rules question" in body and f"Take the call at table {match.table}" in body
    queue = reverse("api-event-calls", args=[event.pk])
    assert client_for(match.a.user).get(queue).status_code == 404
    assert client_for(judges[1]).get(queue).json()[0]["note"] == "Rules question"


@pytest.mark.django_db
def test_a_judge_takes_a_call_opens_its_match_and_closes_it_with_an_outcome(floor):
    event, match, (judge, other) = floor
    call = services.judge_call_create(match=match, actor=match.b.user)
    taken = client_for(judge).post(reverse("event-judge-call-take", args=[event.pk, call.pk]))
    assert taken["Location"] == reverse("event-match", args=[event.pk, match.pk])
    page = client_for(judge).get(taken["Location"]).content.decode()
    for tool in ("Search the rulings", "Record a penalty", "Deck check of", "Adjudicate a recorded game"):
        assert tool in page
    assert "A judge is coming" in page and "Close the call" in page
    again = client_for(other).post(reverse("event-judge-call-take", args=[event.pk, call.pk]), follow=True)
    assert "Another judge has taken this call." in again.content.decode()
    close = reverse("event-judge-call-close", args=[event.pk, call.pk])
    assert "Say what came of the call." in client_for(judge).post(close, {"outcome": " "}, follow=True).content.decode()
    client_for(judge).post(close, {"outcome": "Ruling given: the trigger resolves now."})
    call.refresh_from_db()
    assert (call.status, call.taken_by, call.outcome) == ("closed", judge, "Ruling given: the trigger resolves now.")
    actions = list(AuditEntry.objects.filter(event=event, kind="call").order_by("id").values_list("action", "actor"))
    assert actions == [("call", match.b.user.pk), ("take", judge.pk), ("close", judge.pk)]
    assert (
        "No judge is called right now."
        in client_for(judge).get(reverse("event-judge-calls-queue", args=[event.pk])).content.decode()
    )


@pytest.mark.django_db
def test_a_player_may_not_take_or_close_a_call(floor):
    event, match, (judge, _other) = floor
    call = services.judge_call_create(match=match, actor=match.a.user)
    assert client_for(match.a.user).post(reverse("event-judge-call-take", args=[event.pk, call.pk])).status_code == 403
    services.judge_call_take(call=call, actor=judge)
    close = reverse("event-judge-call-close", args=[event.pk, call.pk])
    assert client_for(match.a.user).post(close, {"outcome": "Nothing"}).status_code == 403
    call.refresh_from_db()
    assert call.status == "taken"


@pytest.mark.django_db(transaction=True)
def test_two_judges_taking_one_call_at_once_one_gets_it_the_other_409(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, match, judges = _floor(organiser, f"race{trial}")
        create = f"{live_server.url}/api/tournaments/{event.pk}/matches/{match.pk}/calls/"
        made = session(match.a.user).post(create, json={"note": "Help"})
        assert made.status_code == 201, made.text
        take = f"{live_server.url}/api/tournaments/{event.pk}/calls/{made.json()['id']}/take/"
        responses = race_posts(*[(judge, take, {}) for judge in judges])
        assert sorted(r.status_code for r in responses) == [200, 409], f"trial {trial}"
        winner = next(r for r in responses if r.status_code == 200).json()["taken_by"]
        call = JudgeCall.objects.get(pk=made.json()["id"])
        assert call.taken_by.username == winner
        assert AuditEntry.objects.filter(event=event, kind="call", action="take").count() == 1


@pytest.mark.django_db(transaction=True)
def test_both_players_calling_at_once_make_one_call(live_server, organiser, ygo_cards):
    event, match, _judges = _floor(organiser, "both")
    url = f"{live_server.url}/api/tournaments/{event.pk}/matches/{match.pk}/calls/"
    responses = race_posts((match.a.user, url, {}), (match.b.user, url, {}))
    assert sorted(r.status_code for r in responses) == [201, 409]
    assert JudgeCall.objects.filter(match=match).count() == 1


@pytest.mark.django_db
def test_the_calls_api_creates_takes_and_closes(floor):
    event, match, (judge, _other) = floor
    base = f"/api/tournaments/{event.pk}"
    player = client_for(match.a.user)
    assert (
        player.post(f"{base}/matches/{match.pk}/calls/", {"table": -1}, content_type="application/json").status_code
        == 400
    )
    made = player.post(f"{base}/matches/{match.pk}/calls/", {"note": "Hi"}, content_type="application/json")
    assert made.status_code == 201 and made.json()["table"] == match.table
    call_id = made.json()["id"]
    referee = client_for(judge)
    assert (
        referee.post(f"{base}/calls/{call_id}/close/", {"outcome": "x"}, content_type="application/json").status_code
        == 409
    )
    assert referee.post(f"{base}/calls/{call_id}/take/").json()["status"] == "taken"
    closed = referee.post(f"{base}/calls/{call_id}/close/", {"outcome": "No action"}, content_type="application/json")
    assert closed.json()["status"] == "closed" and closed.json()["outcome"] == "No action"
    assert referee.get(f"{base}/calls/").json() == []


@pytest.mark.django_db
def test_a_judge_on_the_match_page_takes_its_open_call_there(floor):
    event, match, (judge, _other) = floor
    call = services.judge_call_create(match=match, actor=match.a.user, note="Help")
    url = reverse("event-match", args=[event.pk, match.pk])
    take = reverse("event-judge-call-take", args=[event.pk, call.pk])
    assert take not in client_for(match.a.user).get(url).text  # a player sees the call, not the judge's button
    page = client_for(judge).get(url).text
    assert take in page and f"Take the call at table {match.table}" in page
    assert client_for(judge).post(take)["Location"] == url
    call.refresh_from_db()
    assert (call.status, call.taken_by) == ("taken", judge)
