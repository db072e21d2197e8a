"""Who may do what in an event (config.roles): the organiser names judges and scorekeepers by user name,
from the pages and the API, for that event only; every grant and removal is logged; an outsider, a player,
a judge of another event and an anonymous visitor get the 404 of a staff page they may not see, and the 403
of an action on the public event they may see but not do."""

import pytest
from django.urls import reverse

from config import roles
from config.domain import Forbidden
from tests.conftest import api_as, client_for, make_user
from tests.support.cards import legal_list
from tournaments import services
from tournaments.models import AuditEntry, EventStaff

from .conftest import play_round, players, ygo_event

pytestmark = pytest.mark.django_db

STAFF_PAGES = ["event-manage", "event-audit", "event-penalty-new"]
ACTIONS = [
    "event-walk-in",
    "event-staff-add",
    "event-staff-remove",
    "event-pair",
    "event-repair",
    "event-swap",
    "event-break",
    "event-pair-by-hand",
    "event-cut",
    "event-finish",
    "event-deck-checks",
]
# API writes of staff, with a body that would do something for the right person.
API_WRITES = [
    ("post", "rounds/", {}),
    ("post", "rounds/current/repair/", {}),
    ("post", "rounds/current/swap/", {"first": 1, "second": 2}),
    ("post", "top-cut/", {}),
    ("post", "finish/", {}),
    ("post", "judges/", {"username": "helper"}),
    ("post", "staff/", {"username": "helper", "role": "scorekeeper"}),
    ("delete", "staff/helper/", None),
]


@pytest.fixture
def paired(event, organiser):
    regs = players(event, 4)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    services.round_pair(event=event, actor=organiser)
    make_user("helper")
    return regs


@pytest.fixture
def judge_elsewhere(other_event, organiser):
    """A judge, head judge even, of another event of the same organiser: no power in this one."""
    user = make_user("elsewhere")
    services.staff_add(event=other_event, actor=organiser, user=user, head=True)
    return user


def _intruders(outsider, paired, judge_elsewhere):
    return {"outsider": outsider, "player": paired[0].user, "judge of another event": judge_elsewhere}


def test_staff_pages_are_404_for_outsiders_players_and_judges_of_another_event(
    event, paired, outsider, judge_elsewhere, client
):
    match = event.rounds_played.get().matches.first()
    urls = [reverse(name, args=[event.pk]) for name in STAFF_PAGES]
    urls += [reverse("event-export", args=[event.pk, "players"])]
    urls += [reverse("event-match-adjudicate", args=[event.pk, match.pk])]
    for who, user in _intruders(outsider, paired, judge_elsewhere).items():
        browser = client_for(user)
        for url in urls:
            assert browser.get(url).status_code == 404, (who, url)
    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), url


def test_manage_actions_are_403_for_outsiders_players_and_judges_of_another_event(
    event, paired, outsider, judge_elsewhere, client
):
    body = {"name": "Walk In", "username": "helper", "role": "judge", "first": 1, "second": 2, "table": 1, "count": 1}
    logged = AuditEntry.objects.filter(event=event).count()
    for who, user in _intruders(outsider, paired, judge_elsewhere).items():
        browser = client_for(user)
        for name in ACTIONS:
            response = browser.post(reverse(name, args=[event.pk]), body)
            assert response.status_code == 403, (who, name)
            assert "You may not do this" in response.text
    for name in ACTIONS:
        assert client.post(reverse(name, args=[event.pk]), body).status_code == 302, name  # log in first
    assert AuditEntry.objects.filter(event=event).count() == logged  # nothing was done


def test_api_staff_writes_are_403_and_staff_reads_404_for_everyone_else(event, paired, outsider, judge_elsewhere):
    reads = ["registrations/", "staff/", "judges/", "audit/", "deck-checks/"]
    for who, user in {**_intruders(outsider, paired, judge_elsewhere), "anonymous": None}.items():
        client = api_as(user)
        for method, rest, body in API_WRITES:
            path = f"/api/tournaments/{event.pk}/{rest}"
            response = client.delete(path) if method == "delete" else client.post(path, body, format="json")
            assert response.status_code == 403, (who, rest)
        for rest in reads:
            expected = 403 if user is None else 404  # the API asks anonymous clients to authenticate
            assert client.get(f"/api/tournaments/{event.pk}/{rest}").status_code == expected, (who, rest)
    assert not EventStaff.objects.filter(event=event).exists()


def test_a_refusal_says_why_in_the_api(event, paired):
    response = api_as(paired[0].user).post(f"/api/tournaments/{event.pk}/staff/", {"username": "helper"}, format="json")
    assert response.status_code == 403
    assert response.json() == {"error": "Only the organiser names the event's staff.", "field": None}


def test_the_organiser_names_and_removes_staff_from_the_manage_page(event, paired, organiser_client):
    add = reverse("event-staff-add", args=[event.pk])
    organiser_client.post(add, {"username": "helper", "role": "scorekeeper"})
    page = organiser_client.get(reverse("event-manage", args=[event.pk])).text
    assert "helper" in page and "Scorekeeper" in page
    unknown = organiser_client.post(add, {"username": "nobody-at-all", "role": "judge"}, follow=True)
    assert unknown.status_code == 200 and "No user has that name." in unknown.text
    head = organiser_client.post(add, {"username": "helper", "role": "scorekeeper", "head": "on"}, follow=True)
    assert "The head judge is a judge." in head.text
    organiser_client.post(reverse("event-staff-remove", args=[event.pk]), {"username": "helper"})
    assert not event.staff.exists()
    entries = AuditEntry.objects.filter(event=event, kind="staff").order_by("id")
    assert [(e.action, (e.after or e.before)["role"]) for e in entries] == [
        ("grant", "scorekeeper"),
        ("revoke", "scorekeeper"),
    ]


@pytest.mark.parametrize("username", ["hel\x00per", "h" * 151])
@pytest.mark.parametrize("action", ["event-staff-add", "event-staff-remove"])
def test_a_user_name_the_form_refuses_is_a_message_on_the_manage_page_not_a_500(
    event, paired, organiser_client, action, username
):
    # Sent as multipart, as a script may send it: the door's NUL check reads urlencoded bodies only.
    page = organiser_client.post(reverse(action, args=[event.pk]), {"username": username, "role": "judge"}, follow=True)
    assert page.status_code == 200
    assert "text may not contain a NUL byte" in page.text or "at most 150 characters" in page.text
    assert not event.staff.exists()


@pytest.mark.parametrize(
    ("action", "body"),
    [("event-walk-in", {"name": "Wal\x00k"}), ("event-deck-checks", {"names": "p\x001", "count": "1"})],
)
def test_a_nul_byte_in_any_manage_form_is_a_message_and_nothing_is_written(
    event, paired, organiser_client, action, body
):
    before = (event.registrations.count(), event.deck_checks.count())
    page = organiser_client.post(reverse(action, args=[event.pk]), body, follow=True)  # multipart, past the door
    assert page.status_code == 200
    assert "text may not contain a NUL byte" in page.text
    assert (event.registrations.count(), event.deck_checks.count()) == before


def test_the_organiser_names_staff_through_the_api(event, paired, organiser):
    client = api_as(organiser)
    base = f"/api/tournaments/{event.pk}/staff/"
    assert client.post(base, {"username": "nobody-at-all"}, format="json").status_code == 404
    assert client.post(base, {"username": "helper", "role": "boss"}, format="json").status_code == 400
    bad_head = client.post(base, {"username": "helper", "role": "scorekeeper", "head": True}, format="json")
    assert bad_head.status_code == 400 and bad_head.json()["field"] == "head"
    added = client.post(base, {"username": "helper", "role": "scorekeeper"}, format="json")
    assert added.status_code == 201 and added.json() == {"username": "helper", "role": "scorekeeper", "head": False}
    promoted = client.post(base, {"username": "helper", "role": "judge", "head": True}, format="json")
    assert promoted.json() == {"username": "helper", "role": "judge", "head": True}
    assert client.get(base).json() == [{"username": "helper", "role": "judge", "head": True}]
    assert client.delete(base + "helper/").status_code == 204
    assert client.delete(base + "helper/").status_code == 404  # not on the staff any more
    assert client.get(base).json() == []
    grants = AuditEntry.objects.filter(event=event, kind="staff").order_by("id")
    assert [e.action for e in grants] == ["grant", "grant", "revoke"]
    assert grants[1].before["role"] == "scorekeeper" and grants[1].after["head"] is True


def test_a_scorekeeper_runs_the_rounds_but_does_not_rule(event, paired, organiser):
    keeper = make_user("keeper")
    services.staff_add(event=event, actor=organiser, user=keeper, role="scorekeeper")
    browser = client_for(keeper)
    assert browser.get(reverse("event-manage", args=[event.pk])).status_code == 200
    match = event.rounds_played.get().matches.exclude(b=None).first()
    entered = browser.post(reverse("event-match", args=[event.pk, match.pk]), {"outcome": "a"})
    assert entered.status_code == 302
    match.refresh_from_db()
    assert match.outcome == "a"
    assert browser.get(reverse("event-penalty-new", args=[event.pk])).status_code == 403
    with pytest.raises(Forbidden):
        services.penalty_create(
            event=event, actor=keeper, registration=paired[0], infraction="PE-MIN", penalty="warning"
        )
    with pytest.raises(Forbidden):
        services.deck_checks_create(event=event, actor=keeper, count=1)
    assert browser.post(reverse("event-staff-add", args=[event.pk]), {"username": "helper"}).status_code == 403
    assert browser.post(reverse("event-finish", args=[event.pk])).status_code == 403


def test_a_grant_for_one_event_gives_no_power_in_another(event, paired, organiser, other_event):
    helper = make_user("judge-a")
    services.staff_add(event=event, actor=organiser, user=helper, head=True)
    players(other_event, 2, prefix="q")
    assert roles.may_rule(helper, event) and roles.is_head_judge(helper, event)
    assert not roles.may_see_staff_pages(helper, other_event) and not roles.is_head_judge(helper, other_event)
    browser = client_for(helper)
    assert browser.get(reverse("event-manage", args=[event.pk])).status_code == 200
    assert browser.get(reverse("event-manage", args=[other_event.pk])).status_code == 404
    assert browser.post(reverse("event-pair", args=[other_event.pk])).status_code == 403
    assert api_as(helper).post(f"/api/tournaments/{other_event.pk}/rounds/").status_code == 403
    with pytest.raises(Forbidden):
        services.round_pair(event=other_event, actor=helper)
    assert not other_event.rounds_played.exists()


def test_a_removed_judge_loses_the_event_at_once(event, paired, organiser):
    helper = make_user("judge-b")
    services.staff_add(event=event, actor=organiser, user=helper)
    browser = client_for(helper)
    assert browser.get(reverse("event-manage", args=[event.pk])).status_code == 200
    services.staff_remove(event=event, actor=organiser, user=helper)
    assert browser.get(reverse("event-manage", args=[event.pk])).status_code == 404


def test_anyone_signed_in_creates_an_event_and_is_its_organiser(outsider, ygo_cards):
    created = ygo_event(outsider, "Mallory's locals")
    assert created.organiser == outsider and roles.may_manage_event(outsider, created)
    helper = make_user("friend")
    services.staff_add(event=created, actor=outsider, user=helper, role="scorekeeper")
    assert roles.may_run_rounds(helper, created) and not roles.may_rule(helper, created)


def test_after_a_round_the_organiser_still_sees_pairing_overrides_refused_with_a_message(event, organiser_client):
    # The manage page's forms answer with a message, not a 500 or a 404, when nothing is paired yet.
    players(event, 2)
    for name, body in (("event-swap", {"first": 1, "second": 2}), ("event-break", {"table": 1}), ("event-repair", {})):
        response = organiser_client.post(reverse(name, args=[event.pk]), body, follow=True)
        assert response.status_code == 200 and "No round has been paired yet." in response.text, name


def test_a_table_that_does_not_exist_is_a_message_naming_it(event, organiser, organiser_client):
    players(event, 4)
    play_round(event, organiser)
    services.round_pair(event=event, actor=organiser)
    response = organiser_client.post(reverse("event-break", args=[event.pk]), {"table": 99}, follow=True)
    assert "No match at table 99 this round." in response.text


@pytest.mark.parametrize(
    ("language", "words"),
    [("fr", "organisateur nomme"), ("es", "Solo el organizador"), ("ar", "المنظِّم"), ("th", "ผู้จัดงาน")],
)
def test_a_refusal_is_said_in_the_readers_language(event, paired, language, words):
    client = api_as(paired[0].user)
    api = client.post(
        f"/api/tournaments/{event.pk}/staff/", {"username": "helper"}, format="json", HTTP_ACCEPT_LANGUAGE=language
    )
    assert api.status_code == 403 and words in api.json()["error"]
    page = client_for(paired[0].user).post(f"/{language}/tournaments/{event.pk}/manage/staff/", {"username": "helper"})
    assert page.status_code == 403 and words in page.content.decode()
