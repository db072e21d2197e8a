import pytest

from games.rules import construction, make_record
from games.rules.common import CardRecord, FormatRules, Problem, list_by_key, plural, range_text

pytestmark = pytest.mark.smoke


def test_a_record_keys_by_its_alias_when_it_is_an_alternate_printing():
    assert CardRecord("89631141", "Blue-Eyes", alias="89631139").key == "89631139"
    assert CardRecord("89631139", "Blue-Eyes").key == "89631139"


def test_records_compare_by_identity_so_a_deck_can_repeat_one_record():
    record = CardRecord("1", "A")
    assert len({record, record, CardRecord("1", "A")}) == 2


def test_a_problem_is_plain_data_with_its_line_when_it_has_one():
    problem = Problem("UNKNOWN_CARD", "No card X", "main", ("X",), "rule", line=3)
    assert problem.to_dict() == {
        "code": "UNKNOWN_CARD",
        "message": "No card X",
        "section": "main",
        "cards": ["X"],
        "rule": "rule",
        "line": 3,
    }
    assert "line" not in Problem("A", "b").to_dict()


def test_a_list_naming_an_alternate_printing_applies_to_the_card():
    assert list_by_key({"83764719": 0}, {"83764719": "83764718"}) == {"83764718": 0, "83764719": 0}


def test_the_stricter_limit_holds_when_a_list_names_two_printings():
    assert list_by_key({"2": 2, "1": 1}, {"2": "1"})["1"] == 1
    assert list_by_key({"1": 1, "2": 2}, {"2": "1"})["1"] == 1


def test_words():
    assert plural(1, "copy") == "1 copy"
    assert plural(4, "copy") == "4 copies"
    assert plural(2, "card") == "2 cards"
    assert range_text(40, 60) == "40 to 60"
    assert range_text(50, 50) == "exactly 50"
    assert range_text(40, None) == "at least 40"


def test_format_rules_fall_back_to_the_game_default_section_range():
    assert FormatRules(limits={"main": [50, 60]}).section_range("main", [50, 50]) == (50, 60)
    assert FormatRules().section_range("main", [50, 50]) == (50, 50)


def test_each_collectible_game_has_construction_rules_and_tractor_none():
    for game in ("yugioh", "dbs", "dbz", "esferas"):
        module = construction(game)
        assert module.SECTIONS and callable(module.validate)
    with pytest.raises(ValueError, match="tractor"):
        construction("tractor")


def test_make_record_sets_the_zone_by_the_game():
    assert make_record("dbs", code="BT1-001", name="Champa", type="Leader").zone == "leader"
    assert make_record("yugioh", code="1", name="F", type="Fusion Monster", attrs={"types": ["fusion"]}).zone == "extra"
