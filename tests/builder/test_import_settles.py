"""Importing into the editor reads a list as the validator does: lines settled by the card database,
shared names settled by their section, and a name no section settles reported with its candidates."""

import pytest

from decks import services
from games.models import Card, Format, FormatCard, Game

pytestmark = pytest.mark.django_db


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


@pytest.mark.smoke  # the SQLite pass matches names by difflib instead of pg_trgm
def test_an_unknown_name_is_named_with_the_closest_cards():
    game = Game.objects.get(slug="yugioh")
    Card.objects.create(game=game, code="89631139", name="Blue-Eyes White Dragon", type="Normal Monster")
    Card.objects.create(game=game, code="46986414", name="Dark Magician", type="Normal Monster")
    Card.objects.create(game=game, code="40640057", name="Kuriboh", type="Effect Monster")
    sections, notes, _ = services.deck_import(game=game, text="3 Blue Eyes Whit Dragon\n1 Kuriboh\n")
    assert sections["main"] == {"40640057": 1}
    [note] = notes
    assert "'Blue Eyes Whit Dragon'" in note.message and note.line == 1 and note.count == 3
    assert note.suggestions[0] == ("89631139", "Blue-Eyes White Dragon")
    assert ("46986414", "Dark Magician") not in note.suggestions


def test_a_passcode_outside_the_pool_says_so_and_which_lists_know_it():
    game = Game.objects.get(slug="yugioh")
    Card.objects.create(game=game, code="40640057", name="Kuriboh", type="Effect Monster")
    tcg = Format.objects.create(game=game, slug="2026-05-tcg", name="2026.05 TCG")
    FormatCard.objects.create(format=tcg, code="14558127", limit=3, name="Ash Blossom & Joyous Spring")
    ydk = "#main\n40640057\n014558127\n99999999\n#extra\n!side\n"
    sections, notes, _ = services.deck_import(game=game, text=ydk)
    assert sections["main"] == {"40640057": 1}
    ash, unknown = notes
    assert ash.message == (
        "Line 3: 14558127 is not in this card pool (1 copy left out). The database knows it from: "
        "Forbidden/Limited list, May 2026 (TCG), as “Ash Blossom & Joyous Spring”."
    )
    assert unknown.message == "Line 4: 99999999 is not in this card pool (1 copy left out)."
    assert ash.suggestions == [] and unknown.suggestions == []


def test_a_card_number_of_another_game_names_that_game():
    dbs = Game.objects.get(slug="dbs")
    Card.objects.create(game=dbs, code="BT1-001", name="Son Goku", type="Leader")
    _, [note], _ = services.deck_import(game=Game.objects.get(slug="yugioh"), text="1 BT1-001\n")
    assert note.message.endswith("The database knows it from: Dragon Ball Super Card Game.")
