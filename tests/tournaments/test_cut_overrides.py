"""The top cut's bracket is seeded from the Swiss standings: no judge's swap may reorder it."""

import pytest

from config.domain import Conflict
from config.errors import status_for
from tests.conftest import client_for
from tournaments import services
from tournaments.models import AuditEntry

from .conftest import play_round, players

pytestmark = pytest.mark.django_db


@pytest.fixture
def cut(event, organiser):
    event.top_cut, event.rounds = 4, 3
    event.save()
    players(event, 8)
    for _ in range(3):
        play_round(event, organiser)
    return services.cut_start(event=event, actor=organiser)


def test_swapping_players_inside_the_top_cut_is_refused(event, organiser, cut):
    first, second = cut.matches.select_related("round__event").order_by("table")
    pairs = [(m.a_id, m.b_id) for m in (first, second)]
    with pytest.raises(Conflict) as refused:
        services.match_swap(match=first, other=second, actor=organiser)
    assert status_for(refused.value) == 409 and "top cut" in str(refused.value)
    assert [(m.a_id, m.b_id) for m in cut.matches.order_by("table")] == pairs
    assert not AuditEntry.objects.filter(event=event, action="swap").exists()


def test_the_manage_pages_swap_in_the_cut_answers_with_the_message(event, organiser, cut):
    first, second = cut.matches.order_by("table")
    response = client_for(organiser).post(
        f"/tournaments/{event.pk}/manage/swap/", {"first": first.table, "second": second.table}, follow=True
    )
    assert response.status_code < 500 and "cannot be swapped" in response.content.decode()
    api = client_for(organiser).post(
        f"/api/tournaments/{event.pk}/rounds/current/swap/",
        {"first": first.table, "second": second.table},
        content_type="application/json",
    )
    assert api.status_code == 409 and "cannot be swapped" in api.json()["error"]
