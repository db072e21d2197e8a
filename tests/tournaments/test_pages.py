"""Pages render for the people who may see them, and answer 403/404 to everyone else."""

import pytest
from django.urls import reverse

from tests.conftest import client_for
from tests.support.cards import legal_list
from tournaments import services

from .conftest import play_round, players

pytestmark = pytest.mark.django_db


@pytest.fixture
def running(event, organiser):
    regs = players(event, 5)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    play_round(event, organiser)
    services.round_pair(event=event, actor=organiser)
    return event, regs


def test_the_public_pages_render_for_anyone(client, running):
    event, _regs = running
    for name in ("event-page", "event-pairings", "event-standings"):
        response = client.get(reverse(name, args=[event.pk]))
        assert response.status_code == 200, name
    assert client.get(reverse("event-list")).status_code == 200
    sheet = client.get(reverse("event-sheet", args=[event.pk, 1]))
    assert sheet.status_code == 200 and "By name" in sheet.text


def test_the_header_links_to_tournaments(client):
    assert reverse("event-list") in client.get(reverse("home")).text


def test_staff_pages_render_for_the_organiser(organiser_client, running):
    event, _regs = running
    match = event.rounds_played.last().matches.exclude(b=None).first()
    urls = [
        reverse("event-manage", args=[event.pk]),
        reverse("event-penalties", args=[event.pk]),
        reverse("event-penalty-new", args=[event.pk]) + f"?match={match.pk}",
        reverse("event-audit", args=[event.pk]),
        reverse("event-match", args=[event.pk, match.pk]),
        reverse("event-match-adjudicate", args=[event.pk, match.pk]),
        reverse("event-decklists", args=[event.pk]),
    ]
    for url in urls:
        assert organiser_client.get(url).status_code == 200, url


def test_staff_pages_are_404_for_a_stranger(outsider_client, running):
    event, _regs = running
    match = event.rounds_played.last().matches.first()
    for name, args in (
        ("event-manage", [event.pk]),
        ("event-audit", [event.pk]),
        ("event-penalty-new", [event.pk]),
        ("event-match-adjudicate", [event.pk, match.pk]),
        ("event-export", [event.pk, "players"]),
    ):
        assert outsider_client.get(reverse(name, args=args)).status_code == 404, name
    assert outsider_client.get(reverse("event-match", args=[event.pk, match.pk])).status_code == 403
    # The event is public: pairing it is seen but not allowed, a 403 as in the API (the page said 404).
    assert outsider_client.post(reverse("event-pair", args=[event.pk])).status_code == 403


def test_anyone_signed_in_may_open_the_new_event_form(client, outsider_client):
    # Issue 30: this used to be a 403 for anyone outside the organiser group.
    assert outsider_client.get(reverse("event-new")).status_code == 200
    assert client.get(reverse("event-new")).status_code == 302  # log in first


def test_the_organiser_creates_an_event_in_the_form(organiser_client, ygo_cards):
    from games.models import Format, Game

    game = Game.objects.get(slug="yugioh")
    fmt = Format.objects.get(game=game, is_default=True)
    response = organiser_client.post(reverse("event-new"), {
        "game": game.pk, "format": fmt.pk, "name": "Locals", "date": "2026-12-05", "best_of": 3,
        "points_win": 3, "points_draw": 1, "points_loss": 0, "top_cut": 8, "chain": "points,omw,gw,ogw",
    })  # fmt: skip
    assert response.status_code == 302
    from tournaments.models import Event

    event = Event.objects.get(name="Locals")
    assert event.top_cut == 8 and event.best_of == 3 and event.tiebreakers == ["points", "omw", "gw", "ogw"]


def test_the_players_page_shows_their_table_and_opponent(running):
    event, _regs = running
    match = event.rounds_played.last().matches.exclude(b=None).select_related("a", "b").first()
    page = client_for(match.a.user).get(reverse("event-me", args=[event.pk]))
    assert page.status_code == 200
    assert f"Table {match.table}" in page.text and match.b.name in page.text


def test_a_player_reports_from_the_match_page(running):
    event, _regs = running
    match = event.rounds_played.last().matches.exclude(b=None).select_related("a", "b").first()
    url = reverse("event-match", args=[event.pk, match.pk])
    client_for(match.a.user).post(url, {"outcome": "b"})
    client_for(match.b.user).post(url, {"outcome": "b"})
    match.refresh_from_db()
    assert match.outcome == "b"


def test_a_player_registers_from_the_event_page(owner_client, event):
    response = owner_client.post(reverse("event-register", args=[event.pk]))
    assert response.status_code == 302
    again = owner_client.post(reverse("event-register", args=[event.pk]), follow=True)
    assert "already registered" in again.text
    assert event.registrations.count() == 1


def test_the_deck_check_checklist_lists_the_cards(organiser_client, running):
    event, regs = running
    (check,) = services.deck_checks_create(event=event, actor=event.organiser, registrations=[regs[0].pk])
    page = organiser_client.get(reverse("event-deck-check", args=[event.pk, check.pk]))
    assert page.status_code == 200 and "Monster 0" in page.text
    assert 'class="card-ref" href="/cards/yugioh/10000/" data-preview="/cards/yugioh/10000/preview/"' in page.text
    organiser_client.post(reverse("event-deck-check", args=[event.pk, check.pk]), {"verdict": "mismatch"})
    check.refresh_from_db()
    assert check.verdict == "mismatch"


def test_a_demo_card_on_the_deck_check_sheet_carries_the_demo_badge(organiser_client, running):
    import re

    from games.models import Card

    Card.objects.filter(game__slug="yugioh", code="10000").update(is_demo=True)
    event, regs = running
    (check,) = services.deck_checks_create(event=event, actor=event.organiser, registrations=[regs[0].pk])
    page = organiser_client.get(reverse("event-deck-check", args=[event.pk, check.pk])).text
    badged = re.findall(r'href="/cards/yugioh/(\d+)/"[^>]*><bdi>[^<]*</bdi></a> <span class="badge demo">', page)
    assert badged == ["10000"]  # the demo card alone


def test_a_tractor_event_page_asks_for_the_partner_and_no_list(owner_client, organiser):
    import datetime

    from games.models import Game

    event = services.event_create(
        organiser=organiser, game=Game.objects.get(slug="tractor"), name="Pairs", date=datetime.date.today()
    )
    page = owner_client.get(reverse("event-page", args=[event.pk]))
    assert 'name="partner_name"' in page.text
    owner_client.post(reverse("event-register", args=[event.pk]), {"partner_name": "Bea"})
    me = owner_client.get(reverse("event-me", args=[event.pk]))
    assert "alice &amp; Bea" in me.text and "Submit the decklist" not in me.text


def test_the_penalty_form_shows_the_players_earlier_infractions_of_the_chosen_category(organiser_client, running):
    event, regs = running
    for code in ("SP-MIN", "PE-MIN"):
        services.penalty_create(event=event, actor=event.organiser, registration=regs[0], infraction=code,
                                penalty="warning", description=f"earlier {code}")  # fmt: skip
    url = reverse("event-penalty-new", args=[event.pk])
    part = organiser_client.get(
        url, {"registration": regs[0].pk, "infraction": "SP-MAJ"}, headers={"HX-Request": "true"}
    )
    assert "earlier SP-MIN" in part.text and "earlier PE-MIN" not in part.text
    assert "<form" not in part.text.split("<table")[0]  # the partial alone


def test_not_even_a_superuser_edits_the_audit_log_in_the_admin(event):
    from django.contrib.auth.models import User

    from tournaments.models import AuditEntry

    root = User.objects.create_superuser("root", password="pw-for-tests-12345")
    entry = AuditEntry.objects.first()
    client = client_for(root)
    assert client.get(reverse("admin:tournaments_auditentry_change", args=[entry.pk])).status_code == 200  # read only
    assert (
        client.post(reverse("admin:tournaments_auditentry_change", args=[entry.pk]), {"action": "x"}).status_code == 403
    )
    assert (
        client.post(reverse("admin:tournaments_auditentry_delete", args=[entry.pk]), {"post": "yes"}).status_code == 403
    )
    entry.refresh_from_db()
    assert entry.action == "create"


def test_the_organiser_breaks_a_match_and_pairs_its_players_from_the_manage_page(organiser_client, running):
    event, _regs = running
    current = services.current_round(event)
    match = current.matches.exclude(b=None).order_by("table").first()
    action = lambda name: reverse(f"event-{name}", args=[event.pk])  # noqa: E731
    organiser_client.post(action("break"), {"table": match.table})
    page = organiser_client.get(reverse("event-manage", args=[event.pk])).content.decode()
    assert "Players without a match this round" in page and f'value="{match.a_id}"' in page
    organiser_client.post(action("pair-by-hand"), {"a": match.b_id, "b": match.a_id})
    again = current.matches.get(table=match.table)
    assert (again.a_id, again.b_id) == (match.b_id, match.a_id)
    assert (
        "Players without a match this round"
        not in organiser_client.get(reverse("event-manage", args=[event.pk])).content.decode()
    )


def test_every_page_of_the_event_has_its_header_with_the_current_page_marked(organiser, running):
    event, regs = running
    (check,) = services.deck_checks_create(event=event, actor=organiser, registrations=[regs[0]])
    staff = client_for(organiser)
    pages = {
        "event-page": [event.pk],
        "event-manage": [event.pk],
        "event-judge-calls": [event.pk],
        "event-edit": [event.pk],
        "event-audit": [event.pk],
        "event-penalties": [event.pk],
        "event-round": [event.pk, 1],
        "event-sheet": [event.pk, 1],
        "event-deck-check": [event.pk, check.pk],
        "event-penalty-new": [event.pk],
        "event-pairings-print": [event.pk, 1, "name"],
    }
    for name, args in pages.items():
        page = staff.get(reverse(name, args=args)).text
        assert 'class="event-head"' in page, name
        assert reverse("event-manage", args=[event.pk]) in page, name  # the staff's links on every page
        if name in ("event-page", "event-manage", "event-judge-calls", "event-edit", "event-audit", "event-penalties"):
            assert f'href="{reverse(name, args=args)}" aria-current="page"' in page, name
    assert reverse("event-edit", args=[event.pk]) not in client_for(regs[0].user).get(event.get_absolute_url()).text


def test_manage_offers_check_in_only_where_it_matters(organiser, event):
    regs = players(event, 2)
    manage = reverse("event-manage", args=[event.pk])
    check_in = reverse("event-check-in", args=[event.pk, regs[0].pk])
    assert check_in not in client_for(organiser).get(manage).text  # the event does not ask for it
    services.event_update(event=event, actor=organiser, check_in_required=True)
    assert check_in in client_for(organiser).get(manage).text
