"""A format's limits are checked when saved: the keys its game's rules read, in the shapes they read them."""

import json

import pytest
from django.core.exceptions import ValidationError

from games.models import Format
from games.rules import CONSTRUCTION_GAMES, construction, default_limits
from games.rules.limits import limit_kinds, limits_problems


def messages(game, limits):
    return [p.message for p in limits_problems(game, limits)]


@pytest.mark.parametrize("game", CONSTRUCTION_GAMES)
def test_each_games_default_limits_and_default_format_pass(game):
    assert limits_problems(game, construction(game).DEFAULT_LIMITS) == []
    assert limits_problems(game, default_limits(game)) == []
    assert limits_problems(game, {}) == []


@pytest.mark.parametrize(
    ("limits", "key", "words"),
    [
        ({"main": "forty"}, "main", 'got "forty"'),
        ({"main": [60, 40]}, "main", "max 40 is below min 60"),
        ({"main": [40]}, "main", "a [min, max] pair"),
        ({"main": [40, 60, 80]}, "main", "a [min, max] pair"),
        ({"main": [-1, 60]}, "main", "min must be a whole number"),
        ({"main": [40.5, 60]}, "main", "min must be a whole number"),
        ({"main": [40, "60"]}, "main", "max must be a whole number or null"),
        ({"main": [True, 60]}, "main", "min must be a whole number"),
        ({"copies": -1}, "copies", "got -1"),
        ({"copies": 2.5}, "copies", "got 2.5"),
        ({"copies": "3"}, "copies", 'got "3"'),
        ({"copies": True}, "copies", "got true"),
        ({"copies": None}, "copies", "got null"),
        ({"copies": [3, 3]}, "copies", "got [3, 3]"),
        ({"mian": [40, 60]}, "mian", "allowed: main, extra, side, copies"),
    ],
)
def test_a_malformed_limit_is_named_by_its_key(limits, key, words):
    (message,) = messages("yugioh", limits)
    assert message.startswith(f"'{key}'")
    assert words in message


def test_a_section_without_an_upper_bound_is_allowed():
    assert limits_problems("esferas", {"main": [40, None]}) == []
    assert limits_problems("yugioh", {"side": [0, 0], "copies": 0}) == []


@pytest.mark.parametrize("limits", [[["main", [40, 60]]], "copies: 3", 3, None])
def test_limits_that_are_not_an_object_are_refused(limits):
    (problem,) = limits_problems("dbz", limits)
    assert (problem.code, problem.key) == ("not_object", None)
    assert "must be an object" in problem.message


def test_every_bad_key_is_reported_at_once():
    problems = limits_problems("dbs", {"main": "fifty", "copies": -4, "ultimate": 1, "zeni": 3})
    assert [(p.key, p.code) for p in problems] == [
        ("main", "bad_section"),
        ("copies", "bad_count"),
        ("zeni", "unknown_key"),
    ]


def test_the_allowed_keys_and_their_shapes_come_from_the_rules(monkeypatch):
    rules = construction("dbz")
    monkeypatch.setattr(rules, "DEFAULT_LIMITS", {**rules.DEFAULT_LIMITS, "min_top_level": 2, "reserve": [0, 10]})
    assert limit_kinds("dbz") == {
        "main": "section", "copies": "count", "min_top_level": "count", "reserve": "section", "pat": "option"
    }  # fmt: skip
    assert limits_problems("dbz", {"min_top_level": 3, "reserve": [0, None]}) == []
    assert messages("dbz", {"min_top_level": [1, 2]}) == [
        "'min_top_level' must be a whole number 0 or more; got [1, 2]."
    ]
    assert "allowed: main, copies, min_top_level, reserve, pat" in messages("dbz", {"ultimate": 1})[0]


def test_a_dbz_format_sets_its_physical_attack_table_checked_by_the_tables_parser():
    """Issue 31: the Physical Attack Table is format data (`pat`, read as games.rules.dbz.pat reads it)."""
    assert limits_problems("dbz", {"pat": {"bands": [0, 1000, 5000], "rule": "difference"}}) == []
    (problem,) = limits_problems("dbz", {"pat": {"bands": [5, 1]}})
    assert (problem.key, problem.code) == ("pat", "bad_option")
    assert problem.message.startswith("'pat': pat bands must start at 0")
    assert messages("yugioh", {"pat": {}}) == [
        "'pat' is not a yugioh limit; allowed: main, extra, side, copies."
    ]  # another game's formats set no table


def test_a_game_without_construction_rules_takes_no_limits():
    assert limits_problems("tractor", {}) == []
    assert messages("tractor", {"copies": 1}) == ["'copies': tractor has no construction limits."]


def test_a_long_bad_value_is_shortened_in_the_message():
    (message,) = messages("yugioh", {"copies": "x" * 500})
    assert len(message) < 150


# The model and the admin


def test_format_validation_names_the_bad_key(yugioh):
    fmt = Format(game=yugioh, slug="bad", name="Bad", limits={"main": [60, 40], "copies": 3})
    with pytest.raises(ValidationError) as caught:
        fmt.full_clean()
    assert list(caught.value.message_dict) == ["limits"]
    assert caught.value.message_dict["limits"][0].startswith("'main'")
    assert caught.value.error_dict["limits"][0].code == "bad_section"


def test_format_validation_accepts_good_limits(yugioh):
    Format(game=yugioh, slug="good", name="Good", limits={"main": [40, 60], "copies": 2}).full_clean()


def admin_form(game, limits):
    return {
        "game": game.pk, "slug": "edited", "name": "Edited", "valid_from": "", "limits": json.dumps(limits),
        "source": "", "card_limits-TOTAL_FORMS": "0", "card_limits-INITIAL_FORMS": "0",
        "card_limits-MIN_NUM_FORMS": "0", "card_limits-MAX_NUM_FORMS": "1000",
    }  # fmt: skip


def test_the_admin_refuses_a_bad_format_and_says_which_key(admin_client, yugioh):
    response = admin_client.post("/admin/games/format/add/", admin_form(yugioh, {"copies": -1}))
    assert response.status_code == 200
    assert "&#x27;copies&#x27; must be a whole number 0 or more; got -1." in response.content.decode()
    assert not Format.objects.filter(slug="edited").exists()


def test_the_admin_saves_a_good_format(admin_client, yugioh):
    response = admin_client.post("/admin/games/format/add/", admin_form(yugioh, {"main": [40, 60], "copies": 1}))
    assert response.status_code == 302
    assert Format.objects.get(slug="edited").limits == {"main": [40, 60], "copies": 1}
