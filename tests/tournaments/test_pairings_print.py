"""Pairings as events print and project them: by table, and alphabetically by player name with each player's
table, seat and opponent; each a page of its own without the site's navigation."""

import pytest
from django.test import Client
from django.urls import reverse

from tests.conftest import make_user
from tournaments import services

from .conftest import ygo_event


@pytest.mark.django_db
def test_pairings_by_name_list_every_player_alphabetically_with_table_seat_and_opponent(organiser, ygo_cards):
    event = ygo_event(organiser)
    for name in ("zoe", "Adam", "mia", "Bob", "carl"):
        user = make_user(name)
        services.registration_create(event=event, actor=user, user=user)
    round_ = services.round_pair(event=event, actor=organiser)
    response = Client().get(reverse("event-pairings-print", args=[event.pk, 1, "name"]))
    assert response.status_code == 200
    rows = response.context["rows"]
    assert [r.name for r in rows] == ["Adam", "Bob", "carl", "mia", "zoe"]
    for match in round_.matches.select_related("a", "b"):
        a_row = next(r for r in rows if r.name == match.a.name)
        if match.b is None:
            assert a_row.opponent is None
            continue
        b_row = next(r for r in rows if r.name == match.b.name)
        assert (a_row.table, a_row.seat, a_row.opponent) == (match.table, 1, match.b.name)
        assert (b_row.table, b_row.seat, b_row.opponent) == (match.table, 2, match.a.name)
    body = response.content.decode()
    # a print view: no site navigation; the event's header as on every page of the event, its navigation not printed
    assert 'class="site-nav"' not in body and 'class="event-nav no-print"' in body
    assert "Seat" in body and "Bye" in body


@pytest.mark.django_db
def test_pairings_by_table_and_the_sheet_link_to_both_print_views(organiser, ygo_cards):
    event = ygo_event(organiser)
    for i in range(4):
        user = make_user(f"t{i}")
        services.registration_create(event=event, actor=user, user=user)
    round_ = services.round_pair(event=event, actor=organiser)
    response = Client().get(reverse("event-pairings-print", args=[event.pk, 1, "table"]))
    assert [r.table for r in response.context["rows"]] == sorted(round_.matches.values_list("table", flat=True))
    sheet = Client().get(reverse("event-sheet", args=[event.pk, 1])).content.decode()
    for order in ("table", "name"):
        assert reverse("event-pairings-print", args=[event.pk, 1, order]) in sheet
    assert Client().get(reverse("event-pairings-print", args=[event.pk, 1, "seat"])).status_code == 404
    assert Client().get(reverse("event-pairings-print", args=[event.pk, 9, "table"])).status_code == 404
