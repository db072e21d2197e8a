import pytest

from games.rules import construction, make_record
from games.rules.common import CardRecord, FormatRules, Problem, list_by_key, plural, problem, size_template
from games.rules.messages import N_, count, render

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
    section = {"section": "Main Deck", "cards": count(3, "{n} card", "{n} cards")}
    assert render(size_template(40, 60), {**section, "low": 40, "high": 60}).endswith("must have 40 to 60.")
    assert render(size_template(50, 50), {**section, "low": 50, "high": 50}).endswith("must have exactly 50.")
    assert render(size_template(40, None), {**section, "low": 40, "high": None}).endswith("must have at least 40.")


def test_a_problem_keeps_its_template_and_parameters_beside_the_english_text():
    made = problem(
        "COPY_LIMIT",
        N_("{name}: {copies}, at most {limit}."),
        {"name": "Pot of Greed", "copies": count(4, "{n} copy", "{n} copies"), "limit": 3},
        cards=("55144522",),
        rule=N_("Format {name}: card list"),
    )
    data = made.to_dict()
    assert data["message"] == "Pot of Greed: 4 copies, at most 3."
    assert data["rule"] == "Format Pot of Greed: card list"
    assert data["template"] == "{name}: {copies}, at most {limit}."
    assert data["params"]["copies"] == {"n": 4, "one": "{n} copy", "other": "{n} copies"}
    assert render(data["template"], data["params"]) == data["message"]


def test_rendering_translates_words_and_plurals_through_the_given_functions():
    params = {"section": N_("Main Deck"), "copies": count(1, "{n} copy", "{n} copies"), "names": ["a", "b"]}
    shown = render(
        "{section}: {copies} ({names})",
        params,
        word=lambda w: {"Main Deck": "Deck principal"}.get(w, w),
        plural=lambda one, other, n: "{n} exemplaire" if n == 1 else "{n} exemplaires",
    )
    assert shown == "Deck principal: 1 exemplaire (a, b)"


def test_a_template_field_without_a_value_shows_as_written():
    assert render("{name} and {missing}", {"name": "x"}) == "x and {missing}"


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


def test_only_marked_values_are_translated_never_a_card_name_that_reads_like_a_word():
    translate = {"Leader": "Leader (fr)", "Deck": "Deck (fr)"}.get
    params = {"section": N_("Leader"), "name": "Leader"}
    assert render("{section}: {name}", params, word=lambda w: translate(w, w)) == "Leader (fr): Leader"
    stored = Problem("X", "", template=N_("{section}: {name}"), params=params).to_dict()["params"]
    assert stored == {"section": {"word": "Leader"}, "name": "Leader"}
    assert render("{section}: {name}", stored, word=lambda w: translate(w, w)) == "Leader (fr): Leader"
