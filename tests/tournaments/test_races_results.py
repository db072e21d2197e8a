"""Reports and judges' entries through a live server: a different second report is kept beside the first
as a conflict for the judges, and two judges entering one match at once give one result and one 409."""

import pytest

from tests.conftest import client_for, make_user
from tournaments import services
from tournaments.models import AuditEntry

from .conftest import players, ygo_event
from .race import race_posts

TRIALS = 3


def _paired(organiser, name):
    event = ygo_event(organiser, name)
    a, b = players(event, 2, prefix=f"{name}-")
    match = services.round_pair(event=event, actor=organiser).matches.get()
    return event, match, a, b


def _result_url(live_server, event, match):
    return f"{live_server.url}/api/tournaments/{event.pk}/matches/{match.pk}/result/"


@pytest.mark.django_db(transaction=True)
def test_two_different_reports_at_once_are_both_kept_as_a_conflict(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, match, a, b = _paired(organiser, f"r{trial}")
        url = _result_url(live_server, event, match)
        responses = race_posts((a.user, url, {"outcome": "a"}), (b.user, url, {"outcome": "b"}))
        assert [r.status_code for r in responses] == [200, 200]
        match.refresh_from_db()
        reports = {match.reported_by_id: match.reported["outcome"], match.disputed_by_id: match.disputed["outcome"]}
        assert reports == {a.pk: "a", b.pk: "b"}, f"trial {trial}: a report was lost"
        assert match.in_conflict and match.outcome == ""
        assert AuditEntry.objects.filter(event=event, kind="result", action="conflict").count() == 1


@pytest.mark.django_db
def test_the_judge_sees_the_conflict_until_a_judge_settles_it(organiser, ygo_cards):
    event, match, a, b = _paired(organiser, "seen")
    services.result_report(match=match, actor=a.user, outcome="a")
    services.result_report(match=match, actor=b.user, outcome="b")
    judge = make_user("floor-judge")
    services.judge_add(event=event, actor=organiser, user=judge)
    page = client_for(judge).get(f"/tournaments/{event.pk}/matches/{match.pk}/").content.decode()
    assert "The players reported different results." in page
    assert page.count("reported:") == 2
    manage = client_for(judge).get(f"/tournaments/{event.pk}/manage/").content.decode()
    assert "Reports in conflict" in manage and f"/matches/{match.pk}/" in manage
    api = client_for(judge).get(f"/api/tournaments/{event.pk}/rounds/").json()
    assert "in_conflict" in str(api)
    services.result_enter(match=match, actor=judge, outcome="b")
    match.refresh_from_db()
    assert (match.outcome, match.in_conflict, match.reported, match.disputed) == ("b", False, None, None)
    assert "different results" not in client_for(judge).get(f"/tournaments/{event.pk}/manage/").content.decode()


@pytest.mark.django_db
def test_the_opponent_agreeing_with_either_report_settles_it(organiser, ygo_cards):
    _event, match, a, b = _paired(organiser, "agree")
    services.result_report(match=match, actor=a.user, outcome="a")
    services.result_report(match=match, actor=b.user, outcome="b")
    services.result_report(match=match, actor=a.user, outcome="b")  # a concedes: b's report now has both
    match.refresh_from_db()
    assert (match.outcome, match.in_conflict) == ("b", False)


@pytest.mark.django_db(transaction=True)
def test_two_judges_entering_different_results_at_once_one_wins_the_other_is_a_409(live_server, organiser, ygo_cards):
    for trial in range(TRIALS):
        event, match, _a, _b = _paired(organiser, f"j{trial}")
        judges = [make_user(f"judge{trial}-{i}") for i in range(2)]
        for judge in judges:
            services.judge_add(event=event, actor=organiser, user=judge)
        url = _result_url(live_server, event, match)
        responses = race_posts((judges[0], url, {"outcome": "a"}), (judges[1], url, {"outcome": "b"}))
        assert sorted(r.status_code for r in responses) == [200, 409], f"trial {trial}"
        refused = next(r for r in responses if r.status_code == 409)
        assert refused.json()["error"] == "This match already has a result."
        won = next(r for r in responses if r.status_code == 200).json()["outcome"]
        match.refresh_from_db()
        assert match.outcome == won
        assert AuditEntry.objects.filter(event=event, kind="result", action="enter").count() == 1
