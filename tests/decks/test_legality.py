"""The editor's legality check gives the validation service's verdict, card for card."""

import pytest
from django.core.management import call_command

from decks import builder, selectors
from decks.validation import validate_sections
from games.models import Format, FormatCard, Game

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def both(game, sections, fmt=None, style=None):
    game = Game.objects.get(slug=game)
    fmt = fmt or Format.objects.get(game=game, is_default=True)
    sections = builder.clean_sections(sections, game=game.slug)
    mine = selectors.deck_check(game=game, sections=sections, format=fmt, style=style)
    theirs = validate_sections(game=game.slug, sections=builder.expand(sections), format=fmt, style=style)
    return mine, theirs


# The 20 main deck cards of the ygo_cards fixture, two copies each: a legal 40-card Main Deck.
LEGAL = dict.fromkeys([*(str(10000 + i) for i in range(14)), "20000", "20001", "20002", "20003", "30000", "30001"], 2)
YUGIOH_DECKS = {
    "legal": {"main": LEGAL},
    "too few": {"main": {"10000": 3}},
    "four copies": {"main": {**LEGAL, "10000": 4}},
    "extra monster in main": {"main": {**LEGAL, "40000": 1}},
    "unknown code": {"main": {**LEGAL, "99999999": 1}},
    "empty": {},
}


@pytest.mark.parametrize("case", list(YUGIOH_DECKS))
def test_the_editor_check_matches_the_validator_on_yugioh(ygo_cards, case):
    mine, theirs = both("yugioh", YUGIOH_DECKS[case])
    assert mine["legal"] == theirs["legal"] == (case == "legal")
    assert mine["problems"] == theirs["problems"]


def test_the_editor_check_reads_the_format_list(ygo_cards):
    game = Game.objects.get(slug="yugioh")
    listed = Format.objects.create(game=game, slug="list", name="List", limits={"main": [40, 60], "copies": 3})
    FormatCard.objects.create(format=listed, code="10001", limit=1)
    mine, theirs = both("yugioh", YUGIOH_DECKS["legal"], fmt=listed)
    assert not mine["legal"] and mine["problems"] == theirs["problems"]
    assert mine["problems"][0]["cards"] == ["10001"]


@pytest.mark.parametrize(
    ("game", "sections", "style"),
    [
        ("dbs", {"leader": {"DEMO-001": 1}, "main": {"DEMO-011": 3, "DEMO-011_SPR": 2, "DEMO-020": 2}}, None),
        ("dbz", {"personality": {"DEMO-001": 1, "DEMO-002": 1}, "main": {"DEMO-010": 3, "DEMO-012": 3}}, "Red"),
        ("esferas", {"main": {"ESF-001": 5, "ESF-010": 2}}, None),
    ],
)
def test_the_editor_check_matches_the_validator_on_the_other_games(game, sections, style):
    call_command("load_demo")
    mine, theirs = both(game, sections, style=style)
    assert mine["problems"] == theirs["problems"]
    assert mine["problems"]  # each of these decks breaks a rule
