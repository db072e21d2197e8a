"""t:, r: and k: match the words of a type, race or keyword with or without their spaces, hyphens or
underscores, as players type them: `t:dragonball` finds "Dragon Ball", `t:quickplay` finds "Quick-Play"."""

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.models import Card
from games.search import search_cards
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def codes(query, game):
    return sorted(search_cards(game=game, query=query).values_list("code", flat=True))


@pytest.fixture
def spaced_words(db):
    add_card("dbz", "SAIYAN-015", "Earth Dragon Ball 1", "Dragon Ball", style="Freestyle")
    add_card("dbz", "SAIYAN-043", "Senzu Bean", "Non-Combat", style="Freestyle")
    add_card("dbz", "SAIYAN-001", "Orange Standing Fist Punch", "Physical Combat", style="Orange")
    add_card("dbs", "BT1-001", "Shenron", "Battle", keywords=["Dragon Ball", "Super Combo"], trait="Shenron")
    add_card("dbs", "BT1-002", "Son Goku", "Battle", keywords=["Ultimate"], trait="Saiyan")
    add_card("yugioh", "1", "Mystical Space Typhoon", "Quick-Play Spell", kind="spell", types=["spell", "quick-play"])
    add_card("yugioh", "2", "Harpie Lady", "Normal Monster", types=["monster", "normal"], race="Winged Beast")
    add_card("yugioh", "3", "Dark Hole", "Normal Spell", kind="spell", types=["spell"])


@pytest.mark.parametrize(
    "query", ["t:dragonball", 't:"dragon ball"', "t:dragon_ball", "t:dragon-ball", "t:DragonBall", 't:"Dragon  Ball"']
)
def test_a_type_matches_with_or_without_its_spaces(spaced_words, query):
    assert codes(query, "dbz") == ["SAIYAN-015"]


@pytest.mark.parametrize(
    ("query", "game", "expected"),
    [
        ("t:noncombat", "dbz", ["SAIYAN-043"]),
        ('t:"non combat"', "dbz", ["SAIYAN-043"]),
        ("t:combat", "dbz", ["SAIYAN-001", "SAIYAN-043"]),
        ("t:physicalcombat", "dbz", ["SAIYAN-001"]),
        ("-t:dragonball", "dbz", ["SAIYAN-001", "SAIYAN-043"]),
        ("t:quickplay", "yugioh", ["1"]),
        ('t:"quick play"', "yugioh", ["1"]),
        ("t:quick-play", "yugioh", ["1"]),
        ("t:normalspell", "yugioh", ["3"]),
        ("t:spell", "yugioh", ["1", "3"]),
        ("r:wingedbeast", "yugioh", ["2"]),
        ("r:winged-beast", "yugioh", ["2"]),
        ("k:dragonball", "dbs", ["BT1-001"]),
        ('k:"super combo"', "dbs", ["BT1-001"]),
        ("k:supercombo -k:ultimate", "dbs", ["BT1-001"]),
    ],
)
def test_type_race_and_keyword_words_ignore_spaces_hyphens_and_underscores(spaced_words, query, game, expected):
    assert codes(query, game) == expected


@pytest.mark.parametrize(
    "query",
    [
        "t:spellquickplay",  # two values of the type words list: their JSON separators are no spaces
        "t:monsternormal",
        "k:dragonballsupercombo",  # two keywords
        "t:dragon.ball",  # only spaces, hyphens and underscores are left out
    ],
)
def test_words_of_different_values_never_join(spaced_words, query):
    assert not search_cards(game=None, query=query).exists()


def test_a_value_of_only_separators_is_matched_as_written(spaced_words):
    assert codes("t:-", "dbz") == ["SAIYAN-043"]
    assert codes("-t:-", "dbz") == ["SAIYAN-001", "SAIYAN-015"]
    assert codes("r:_", "yugioh") == codes("k:-", "dbs") == []


def test_the_real_saiyan_saga_dragon_balls_are_found_as_players_type_them(saiyan_saga):
    dragon_balls = codes('t:"dragon ball"', "dbz")
    assert len(dragon_balls) == 7
    assert codes("t:dragonball", "dbz") == dragon_balls


SPACING = re.compile(r"[ _-]+")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet="abcXYZ09 -_.*+?()[]{}|^$\\/'&!#", min_size=1, max_size=20).filter(lambda t: t.strip(" ")))
def test_any_type_is_found_as_written_and_with_its_separators_dropped(db, type_text):
    Card.objects.filter(code="H-1").delete()
    add_card("dbz", "H-1", "Hypothesis", type_text)
    written = type_text.strip(" ")
    assert codes(f't:"{written}"', "dbz") == ["H-1"]
    joined = SPACING.sub("", written)
    if joined:
        assert codes(f't:"{joined}"', "dbz") == ["H-1"]


@pytest.mark.parametrize("query", ["t:a.c", "t:a*", 't:"(b)"', "t:[ab]c", "t:a|x", "t:^b", "t:c$"])
def test_regular_expression_characters_are_literal(db, query):
    add_card("dbz", "R-1", "Literal", "abc")
    assert codes(query, "dbz") == []
