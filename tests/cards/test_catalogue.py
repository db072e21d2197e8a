"""What a process keeps of a game's cards and formats is rebuilt as soon as they change in the database:
the triggers of migration 0010 change the game's revision on every write, however it is made."""

import pytest

from decks.validation import validate_sections
from games.models import Card, Format, FormatCard, Game
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def revision(slug="yugioh"):
    return Game.objects.get(slug=slug).revision


@pytest.mark.parametrize(
    "write",
    [
        lambda game: add_card(game, "1001", "One"),
        lambda game: Card.objects.bulk_create([Card(game=game, code="1002", name="Two")]),
        lambda game: Card.objects.filter(game=game).update(text="changed"),
        lambda game: Card.objects.filter(game=game).delete(),
        lambda game: Format.objects.filter(game=game).update(name="renamed"),
    ],
)
def test_every_kind_of_write_changes_the_revision(write):
    game = Game.objects.get(slug="yugioh")
    add_card(game, "1000", "Zero")
    before = revision()
    write(game)
    assert revision() != before


def test_reads_leave_the_revision_alone():
    before = revision()
    list(Card.objects.all())
    assert revision() == before


def test_a_validation_sees_a_card_added_and_a_limit_changed_after_it_ran():
    game = Game.objects.get(slug="yugioh")
    fmt = Format.objects.get(game=game, slug="advanced")
    add_card(game, "4000", "Pot", kind="spell", types=["spell"])
    first = validate_sections(game="yugioh", format="advanced", sections={"main": ["4000", "4001"] * 2})
    assert [p["code"] for p in first["problems"]].count("UNKNOWN_CARD") == 1
    add_card(game, "4001", "Jar", kind="spell", types=["spell"])
    FormatCard.objects.create(format=fmt, code="4000", limit=1)
    second = validate_sections(game="yugioh", format="advanced", sections={"main": ["4000", "4001"] * 2})
    codes = [p["code"] for p in second["problems"]]
    assert "UNKNOWN_CARD" not in codes and "FORMAT_LIMIT" in codes


def test_the_editor_s_cards_are_read_again_once_the_game_changes():
    from decks.selectors import cards_by_code

    add_card("yugioh", "5000", "Old Name")
    first = cards_by_code(game=Game.objects.get(slug="yugioh"), codes=["5000", "5001"])
    assert [c.name for c in first.values()] == ["Old Name"]
    again = cards_by_code(game=Game.objects.get(slug="yugioh"), codes=["5000", "5001"])
    assert again["5000"] is first["5000"]  # kept: no query while nothing changed
    Card.objects.filter(code="5000").update(name="New Name")
    add_card("yugioh", "5001", "Arrived")
    after = cards_by_code(game=Game.objects.get(slug="yugioh"), codes=["5000", "5001"])
    assert {c.code: c.name for c in after.values()} == {"5000": "New Name", "5001": "Arrived"}
    assert cards_by_code(game=Game.objects.get(slug="dbs"), codes=["5000"]) == {}  # another game's cards stay its own
