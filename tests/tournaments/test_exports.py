"""CSV exports: every kind, for staff only, with formula-like cells neutralised."""

import csv
import io

import pytest
from django.urls import reverse

from tests.support.cards import legal_list
from tournaments import services
from tournaments.exports import neutral

from .conftest import play_round, players

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("text", ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", "\rx", "＝1+1", "＋SUM(A1)", "＠cmd"])
def test_a_formula_cell_is_neutralised(text):
    assert neutral(text) == "'" + text


def test_plain_cells_are_unchanged():
    assert neutral("Alice") == "Alice" and neutral(3) == "3" and neutral(None) == ""


def test_every_export_downloads_with_its_rows(organiser_client, event, organiser):
    regs = players(event, 3)
    services.registration_create(event=event, actor=organiser, name="=HYPERLINK(1)")
    services.decklist_submit(registration=regs[0], actor=regs[0].user, text=legal_list())
    play_round(event, organiser)
    services.penalty_create(event=event, actor=organiser, registration=regs[0], infraction="SP-MIN", penalty="warning")
    for what, expected in (("players", 5), ("decklists", 2), ("pairings", 3), ("results", 3), ("standings", 5),
                           ("penalties", 2)):  # fmt: skip
        response = organiser_client.get(reverse("event-export", args=[event.pk, what]))
        assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
        rows = list(csv.reader(io.StringIO(response.content.decode())))
        assert len(rows) == expected, what
    players_csv = organiser_client.get(reverse("event-export", args=[event.pk, "players"])).content.decode()
    assert "'=HYPERLINK(1)" in players_csv
