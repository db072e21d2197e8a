"""An event of the shared organiser (tests/conftest.py), players with accounts, and a pool of real-shaped
Yu-Gi-Oh! cards so that decklists validate for real."""

import datetime

import pytest
from rest_framework.test import APIClient

from games.models import Card, Format, Game
from tests.conftest import make_user
from tournaments import services


def api_as(user):
    client = APIClient()
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture
def ygo_cards(db):
    game = Game.objects.get(slug="yugioh")
    Card.objects.bulk_create(
        Card(game=game, code=str(10000 + i), name=f"Monster {i}", type="Effect Monster",
             attrs={"kind": "monster", "types": ["monster", "effect"]})
        for i in range(45)
    )  # fmt: skip


def legal_list(offset=0):
    return "#main\n" + "".join(f"{10000 + (i + offset) % 45}\n" for i in range(40)) + "#extra\n!side\n"


def short_list():
    return "#main\n" + "".join(f"{10000 + i}\n" for i in range(10)) + "#extra\n!side\n"


def ygo_event(organiser, name="Regional"):
    return services.event_create(
        organiser=organiser,
        game=Game.objects.get(slug="yugioh"),
        format=Format.objects.get(game__slug="yugioh", is_default=True),
        name=name,
        date=datetime.date.today(),
    )


@pytest.fixture
def event(organiser, ygo_cards):
    return ygo_event(organiser)


def players(event, n, prefix="p"):
    """n players with accounts, registered (by themselves) for the event."""
    regs = []
    for i in range(n):
        user = make_user(f"{prefix}{event.pk}-{i}")
        regs.append(services.registration_create(event=event, actor=user, user=user))
    return regs


def play_round(event, actor):
    """Pair a round and enter a result for every match (first player wins, even tables drawn)."""
    round_ = services.round_pair(event=event, actor=actor)
    for match in round_.matches.select_related("round__event", "a", "b"):
        if match.b_id is not None:
            outcome = "draw" if match.table % 4 == 0 else "a"
            services.result_enter(match=match, actor=actor, outcome=outcome)
    return round_
