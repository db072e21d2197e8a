"""The validation service on database cards: resolution, formats by date, lists, unknown cards."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from decks.validation import ValidationInputError, validate_decklist, validate_sections
from tests.support.cards import add_card, forty, ydk

from .conftest import make_format

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def codes(body):
    return [p["code"] for p in body["problems"]]


def test_a_legal_ydk_deck(ygo_pool):
    body = validate_decklist(game="yugioh", text=ydk(forty()))
    assert body == {
        "legal": True,
        "game": "yugioh",
        "format": "advanced",
        "format_name": "Advanced (no list)",
        "sections": {"main": 40, "extra": 0, "side": 0},
        "problems": [],
        "decklist_format": "ydk",
    }


def test_sections_of_codes_validate_the_same_way(ygo_pool):
    body = validate_sections(game="yugioh", sections={"main": forty(), "side": ["55144522"] * 4})
    assert codes(body) == ["COPY_LIMIT"] and body["legal"] is False


def test_unknown_cards_are_reported_with_their_line_and_the_rest_is_validated(ygo_pool):
    text = ydk([*forty(), "99999999"], extra=["70000001"])
    body = validate_decklist(game="yugioh", text=text)
    assert codes(body) == ["UNKNOWN_CARD"]
    problem = body["problems"][0]
    assert problem["line"] == 43 and problem["cards"] == ["99999999"] and "99999999" in problem["message"]
    assert body["sections"] == {"main": 40, "extra": 1, "side": 0}


def test_unknown_cards_in_sections_have_no_line(ygo_pool):
    body = validate_sections(game="yugioh", sections={"main": [*forty(), "nope"]})
    assert codes(body) == ["UNKNOWN_CARD"] and "line" not in body["problems"][0]


def test_leading_zeros_and_alternate_printings_resolve(ygo_pool):
    body = validate_decklist(game="yugioh", text=ydk([*forty()[:38], "055144522", "55144523", "55144523"]))
    assert codes(body) == [] and body["sections"]["main"] == 41


def test_alternate_printings_count_together_from_the_database(ygo_pool):
    body = validate_decklist(game="yugioh", text=ydk([*forty(), "55144522", "55144522", "55144523", "55144523"]))
    assert codes(body) == ["COPY_LIMIT"]


def test_names_match_case_and_accent_insensitively(ygo_pool):
    text = "\n".join(f"1 Monster {i}" for i in range(38)) + "\n1 POKEMON FAN\n2x pot of greed\n"
    body = validate_decklist(game="yugioh", text=text)
    assert codes(body) == [] and body["sections"]["main"] == 41 and body["decklist_format"] == "text"


def test_a_deck_resolves_in_one_query(ygo_pool):
    text = "\n".join(f"1 Monster {i}" for i in range(40)) + "\n3 55144522\n"
    fmt = make_format("yugioh", "one-query", datetime.date(2001, 1, 1))
    with CaptureQueriesContext(connection) as queries:
        validate_decklist(game="yugioh", text=text, format=fmt)
    card_queries = [q for q in queries.captured_queries if '"games_card"' in q["sql"] and "IN" in q["sql"]]
    assert len(card_queries) == 1


def test_the_newest_format_in_force_on_the_date_is_used(ygo_pool):
    make_format("yugioh", "list-2004", datetime.date(2004, 1, 1), {"55144522": 0})
    make_format("yugioh", "list-2005", datetime.date(2005, 4, 1), {"55144522": 1})
    deck = ydk([*forty(), "55144522", "55144522"])
    assert validate_decklist(game="yugioh", text=deck, date="2003-06-01")["format"] == "advanced"
    in_2004 = validate_decklist(game="yugioh", text=deck, date="2004-06-01")
    assert in_2004["format"] == "list-2004" and "forbidden" in in_2004["problems"][0]["message"]
    in_2005 = validate_decklist(game="yugioh", text=deck, date=datetime.date(2005, 4, 1))
    assert in_2005["format"] == "list-2005" and "limited" in in_2005["problems"][0]["message"]


def test_without_a_date_today_decides(ygo_pool):
    make_format("yugioh", "future", datetime.date(2999, 1, 1), {"10000": 0})
    make_format("yugioh", "past", datetime.date(2010, 1, 1))
    assert validate_decklist(game="yugioh", text=ydk(forty()))["format"] == "past"


def test_a_list_naming_an_alternate_printing_limits_the_original(ygo_pool):
    fmt = make_format("yugioh", "alt-list", datetime.date(2005, 1, 1), {"55144523": 1})
    body = validate_decklist(game="yugioh", text=ydk([*forty(), "55144522", "55144522"]), format=fmt.slug)
    assert codes(body) == ["FORMAT_LIMIT"]


def test_a_whitelist_format_rejects_cards_outside_its_pool(ygo_pool):
    fmt = make_format("yugioh", "goat-pool", datetime.date(2005, 1, 1), dict.fromkeys(forty(), 3), whitelist=True)
    assert validate_decklist(game="yugioh", text=ydk(forty()), format=fmt)["legal"] is True
    body = validate_decklist(game="yugioh", text=ydk([*forty(), "20000001"]), format=fmt)
    assert codes(body) == ["NOT_IN_POOL"] and "Pokémon Fan" in body["problems"][0]["message"]


def test_extra_deck_and_token_placement_from_database_types(ygo_pool):
    body = validate_decklist(game="yugioh", text=ydk([*forty(), "70000001", "73915052"]))
    assert sorted(codes(body)) == ["WRONG_SECTION", "WRONG_SECTION"]


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"game": "chess"}, "game"),
        ({"game": "tractor"}, "game"),
        ({"game": "yugioh", "format": "nope"}, "format"),
        ({"game": "yugioh", "date": "yesterday"}, "date"),
        ({"game": "yugioh", "format": "faq-standard"}, "format"),
    ],
)
def test_bad_input_names_the_field(ygo_pool, kwargs, field):
    with pytest.raises(ValidationInputError) as caught:
        validate_decklist(text=ydk(forty()), **kwargs)
    assert caught.value.field == field


@pytest.mark.parametrize("text", ["", "   \n", "hello world", "\x00\x01binary", '{"not": "a deck"}'])
def test_text_that_is_not_a_decklist_at_all_is_refused_with_a_reason(ygo_pool, text):
    with pytest.raises(ValidationInputError) as caught:
        validate_decklist(game="yugioh", text=text)
    assert caught.value.field == "decklist" and str(caught.value)


@pytest.mark.parametrize("game", ["dbs", "dbz", "esferas"])
def test_prose_is_not_a_decklist_in_any_game(game):
    with pytest.raises(ValidationInputError, match="not a decklist"):
        validate_decklist(game=game, text="Dear judge,\nplease check my deck.\n")


def test_a_text_line_naming_an_unknown_card_with_a_count_is_still_a_decklist(ygo_pool):
    body = validate_decklist(game="yugioh", text="3 Nonexistent Dragon\n")
    assert "UNKNOWN_CARD" in codes(body) and body["problems"][0]["line"] == 1


def test_dbs_sections_with_special_printings(db):
    add_card("dbs", "BT1-001", "Champa", "Leader", base_code="BT1-001")
    base = add_card("dbs", "BT1-012", "Hit", "Battle", base_code="BT1-012", keywords=[])
    add_card("dbs", "BT1-012_SPR", "Hit", "Battle", base_code="BT1-012", keywords=[], alternate_of=base)
    sections = {"leader": ["BT1-001"], "main": ["BT1-012"] * 3 + ["BT1-012_SPR"] * 2}
    body = validate_sections(game="dbs", sections=sections)
    assert sorted(codes(body)) == ["COPY_LIMIT", "SECTION_SIZE"]


def test_dbz_style_travels_with_the_sections(db):
    for level in (1, 2):
        attrs = {"personality": "Goku", "level": level, "alignment": "Hero"}
        add_card("dbz", f"SAIYAN-{157 + level}", "Goku", "Personality", **attrs)
    add_card("dbz", "SAIYAN-001", "Orange Punch", "Physical Combat", style="Orange")
    sections = {"personality": ["SAIYAN-158", "SAIYAN-159"], "main": ["SAIYAN-001"]}
    assert "STYLE" not in codes(validate_sections(game="dbz", sections=sections, style="Orange"))
    assert "STYLE" in codes(validate_sections(game="dbz", sections=sections, style="Red"))


def test_a_dbz_text_list_declares_its_style(db):
    add_card("dbz", "SAIYAN-158", "Goku", "Personality", personality="Goku", level=1, alignment="Hero")
    add_card("dbz", "SAIYAN-050", "Red Punch", "Physical Combat", style="Red")
    body = validate_decklist(game="dbz", text="Personality:\n1 SAIYAN-158 Goku\nStyle: Blue\nLife Deck\n3 SAIYAN-050\n")
    assert body["style"] == "Blue" and "STYLE" in codes(body) and body["sections"] == {"personality": 1, "main": 3}


def test_a_whole_validation_takes_four_queries(ygo_pool, django_assert_max_num_queries):
    # the game, the format in force, its list, and the deck's cards
    with django_assert_max_num_queries(4):
        assert validate_decklist(game="yugioh", text=ydk(forty()))["legal"] is True


def test_a_dbs_line_whose_code_is_unknown_falls_back_to_its_name(db):
    add_card("dbs", "BT1-001", "Champa", "Leader", base_code="BT1-001")
    add_card("dbs", "BT1-012", "Hit", "Battle", base_code="BT1-012", keywords=[])
    body = validate_decklist(game="dbs", text="Leader: BT1-001 Champa\n4 BT9-999 Hit\n4 BT9-998 Nobody\n")
    assert body["sections"]["main"] == 4
    unknown = [p for p in body["problems"] if p["code"] == "UNKNOWN_CARD"]
    assert len(unknown) == 1 and unknown[0]["line"] == 3 and "Nobody" in unknown[0]["message"]


@pytest.mark.parametrize(
    ("line", "copies"),
    [("7 Colored Fish x3", 3), ("7 Colored Fish", 1), ("3 7 Colored Fish", 3), ("x2 7 Colored Fish", 2)],
)
def test_a_name_that_begins_with_a_number_is_read_with_its_count(ygo_pool, fish, line, copies):
    text = "\n".join(f"1 Monster {i}" for i in range(40)) + f"\n{line}\n"
    body = validate_decklist(game="yugioh", text=text)
    assert body["problems"] == [] and body["sections"]["main"] == 40 + copies


def test_four_copies_of_a_name_that_begins_with_a_number_are_too_many(ygo_pool, fish):
    body = validate_decklist(
        game="yugioh", text="\n".join(f"1 Monster {i}" for i in range(40)) + "\n7 Colored Fish x4\n"
    )
    assert [(p["code"], p["cards"]) for p in body["problems"]] == [("COPY_LIMIT", ["23771716"])]


def test_a_count_of_seven_digits_is_an_error_naming_the_line(ygo_pool):
    text = "\n".join(f"1 Monster {i}" for i in range(40)) + "\n999999999 Pot of Greed\n"
    body = validate_decklist(game="yugioh", text=text)
    assert [(p["code"], p["line"]) for p in body["problems"]] == [("UNREADABLE_LINE", 41)]
    assert "999999999" in body["problems"][0]["message"] and body["sections"]["main"] == 40


def test_a_passcode_before_its_name_is_one_copy(ygo_pool):
    text = "\n".join(f"1 Monster {i}" for i in range(40)) + "\n55144522 Pot of Greed\n"
    body = validate_decklist(game="yugioh", text=text)
    assert body["problems"] == [] and body["sections"]["main"] == 41


def test_a_ydk_count_after_the_passcode_is_validated_as_copies(ygo_pool):
    body = validate_decklist(game="yugioh", text=ydk([*forty(), "55144522 x3", "55144523 x1"]))
    assert [(p["code"], p["cards"]) for p in body["problems"]] == [("COPY_LIMIT", ["55144522", "55144523"])]
