"""Named users and small card sets for the deck builder tests (healthchecks style: owner, outsider)."""

import pytest

from decks import services
from games.models import Card, Game


@pytest.fixture
def yugioh(db):
    return Game.objects.get(slug="yugioh")


def make_yugioh_card(code, name, kind="monster", types=None, level=4, attribute="LIGHT"):
    game = Game.objects.get(slug="yugioh")
    types = types or ([kind, "normal"] if kind == "monster" else [kind])
    attrs = {"kind": kind, "types": types}
    label = {"monster": "Normal Monster", "spell": "Normal Spell", "trap": "Normal Trap"}[kind]
    if kind == "monster":
        attrs.update(level=level, attribute=attribute, atk=1000, race="Warrior")
        if "fusion" in types:
            label = "Fusion Monster"
    return Card.objects.create(game=game, code=code, name=name, type=label, attrs=attrs)


@pytest.fixture
def ygo_cards(db):
    """14 monsters, 4 spells, 2 traps and a Fusion monster: enough for a legal 40-card deck (3 copies max)."""
    cards = [make_yugioh_card(str(10000 + i), f"Test Monster {i:02d}", level=1 + i % 8) for i in range(14)]
    cards += [make_yugioh_card(str(20000 + i), f"Test Spell {i}", kind="spell") for i in range(4)]
    cards += [make_yugioh_card(str(30000 + i), f"Test Trap {i}", kind="trap") for i in range(2)]
    cards.append(make_yugioh_card("40000", "Test Fusion", types=["monster", "fusion"], level=7, attribute="DARK"))
    return cards


def legal_main(cards):
    """A 40-card main deck: 2 copies of each of the first 20 main-deck cards."""
    return {card.code: 2 for card in cards[:20]}


@pytest.fixture
def deck(owner, yugioh, ygo_cards):
    return services.deck_create(owner=owner, game=yugioh, name="Alice's deck", sections={"main": legal_main(ygo_cards)})


@pytest.fixture
def public_deck(owner, yugioh, ygo_cards):
    return services.deck_create(
        owner=owner, game=yugioh, name="Shared deck", sections={"main": legal_main(ygo_cards)}, is_public=True
    )
