"""Penalties read by their names in the reader's language on every page and in the API, never as raw codes
("PE-MIN · warning")."""

import pytest
from django.urls import reverse

from tests.conftest import client_for
from tournaments import services

from .conftest import players

pytestmark = pytest.mark.django_db


@pytest.fixture
def warned(event, organiser):
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event", "a", "b").get()
    services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="PE-MIN",
                            penalty="warning", match=match)  # fmt: skip
    return event, match


@pytest.mark.parametrize(
    ("language", "infraction", "penalty"),
    [("en", "Procedural Error – Minor", "Warning"), ("fr", "Erreur de procédure – Mineure", "Avertissement")],
)
def test_the_match_and_player_pages_name_the_penalty_in_the_readers_language(warned, language, infraction, penalty):
    event, match = warned
    player = client_for(match.a.user)
    player.cookies["django_language"] = language
    for url in (reverse("event-match", args=[event.pk, match.pk]), reverse("event-me", args=[event.pk])):
        page = player.get(url, HTTP_ACCEPT_LANGUAGE=language).text
        assert f"{infraction} · {penalty}" in page, url
        assert "PE-MIN" not in page and "· warning" not in page


def test_the_api_gives_the_names_beside_the_codes(warned, organiser):
    event, _match = warned
    body = client_for(organiser).get(reverse("api-event-penalties", args=[event.pk]), HTTP_ACCEPT_LANGUAGE="fr").json()
    (row,) = body if isinstance(body, list) else body["results"]
    assert row["infraction"] == "PE-MIN"
    assert row["names"] == {"infraction": "Erreur de procédure – Mineure", "penalty": "Avertissement",
                            "category": "Erreur de procédure"}  # fmt: skip
