"""An event of the shared organiser (tests/conftest.py) on the shared Yu-Gi-Oh! pool (`ygo_cards`, so that
decklists validate for real: tests/support/cards.py writes their lists), players with accounts."""

import datetime

import pytest

from games.models import Format, Game
from tests.conftest import make_user
from tournaments import services


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
