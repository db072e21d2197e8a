"""Importing into the editor reads a list as the validator does: lines settled by the card database,
shared names settled by their section, and a name no section settles reported with its candidates."""

import pytest

from decks import services
from games.models import Card, Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def fish(yugioh):
    return Card.objects.create(game=yugioh, code="23771716", name="7 Colored Fish", type="Normal Monster")


def test_a_name_that_begins_with_a_number_imports_with_its_count(fish):
    sections, messages, _ = services.deck_import(game=fish.game, text="7 Colored Fish x3\n")
    assert (sections["main"], messages) == ({"23771716": 3}, [])


def test_a_shared_name_is_settled_by_its_section_or_reported_with_the_candidates():
    dbs = Game.objects.get(slug="dbs")
    Card.objects.create(game=dbs, code="BT1-001", name="Son Goku", type="Leader")
    Card.objects.create(game=dbs, code="BT1-031", name="Son Goku", type="Battle")
    sections, messages, _ = services.deck_import(game=dbs, text="Leader: Son Goku\n4 Son Goku\n")
    assert sections["leader"] == {"BT1-001": 1} and sections["main"] == {"BT1-031": 4}
    assert messages == []
    sections, messages, _ = services.deck_import(game=dbs, text="Side Deck\n1 Son Goku\n")
    assert sections["side"] == {"BT1-031": 1} and messages == []
