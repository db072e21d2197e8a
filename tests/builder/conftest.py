"""Decks of the shared owner (tests/conftest.py) on the shared Yu-Gi-Oh! pool (`ygo_cards`)."""

import pytest

from decks import services
from tests.support.cards import legal_main


@pytest.fixture
def deck(owner, yugioh, ygo_cards):
    return services.deck_create(owner=owner, game=yugioh, name="Alice's deck", sections={"main": legal_main(ygo_cards)})


@pytest.fixture
def public_deck(owner, yugioh, ygo_cards):
    return services.deck_create(
        owner=owner, game=yugioh, name="Shared deck", sections={"main": legal_main(ygo_cards)}, is_public=True
    )
