"""Decklist formats: detection, YDK, ydke://, text and DBS lists, writers; hostile input."""

import base64
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decks.decklists import MAX_CHARS, DecklistError, parse_decklist, to_text, to_ydk, to_ydke

pytestmark = pytest.mark.smoke


def sections(text, game="yugioh"):
    return parse_decklist(text, game=game).sections


# -- YDK ---------------------------------------------------------------------------------------


def test_ydk_sections_one_passcode_per_copy():
    parsed = parse_decklist("#main\n123456\n123456\n#extra\n777777\n!side\n888888\n", game="yugioh")
    assert parsed.format_name == "ydk"
    assert parsed.sections == {"main": ["123456", "123456"], "extra": ["777777"], "side": ["888888"]}


def test_ydk_is_lenient():
    text = "#created by someone\r\nsome tool text\r\n#main\r\n\r\n0089631139\r\n"
    text += "# a comment\r\n89631139  # trailing\r\n!side\r\n"
    parsed = parse_decklist(text, game="yugioh")
    assert parsed.sections == {"main": ["89631139", "89631139"]} and parsed.problems == []


def test_ydk_reports_unreadable_lines_with_their_number_and_keeps_the_rest():
    parsed = parse_decklist("#main\n123456\nPot of Greed\n234567\n", game="yugioh")
    assert parsed.sections == {"main": ["123456", "234567"]}
    assert [(p.code, p.line) for p in parsed.problems] == [("UNREADABLE_LINE", 3)]


def test_passcodes_without_headers_read_as_ydk():
    assert parse_decklist("89631139\n89631139\n", game="yugioh").format_name == "ydk"
    assert parse_decklist("3 Pot of Greed\n", game="yugioh").format_name == "text"


def test_an_empty_ydk_is_an_empty_decklist():
    assert parse_decklist("#main\n#extra\n!side\n", game="yugioh").size == 0


# -- ydke --------------------------------------------------------------------------------------


def b64(*codes):
    return base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode()


def test_ydke_urls_decode_little_endian_passcodes():
    url = f"ydke://{b64(89631139, 89631139)}!{b64(40908371)}!{b64(55144522)}!"
    parsed = parse_decklist(url, game="yugioh")
    assert parsed.format_name == "ydke"
    assert parsed.sections == {"main": ["89631139", "89631139"], "extra": ["40908371"], "side": ["55144522"]}


def test_ydke_with_empty_parts_and_surrounding_space():
    assert sections(f"  ydke://{b64(1234567)}!!!\n") == {"main": ["1234567"]}


@pytest.mark.parametrize("url", ["ydke://", "ydke://%%%!!!", "ydke://AAA!!!"])
def test_broken_ydke_is_reported(url):
    with pytest.raises(DecklistError):
        parse_decklist(url, game="yugioh")


def test_ydke_with_a_broken_part_keeps_the_good_parts():
    parsed = parse_decklist(f"ydke://{b64(1234567)}!%%%!!", game="yugioh")
    assert parsed.sections == {"main": ["1234567"]} and parsed.problems[0].section == "extra"


# -- text --------------------------------------------------------------------------------------


COUNT_FORMS = ["3 Pot of Greed", "3x Pot of Greed", "3 x Pot of Greed", "x3 Pot of Greed", "Pot of Greed x3"]


@pytest.mark.parametrize("line", [*COUNT_FORMS, "Pot of Greed (x3)"])
def test_text_count_forms(line):
    assert sections(line) == {"main": ["Pot of Greed"] * 3}


def test_text_sections_and_headers():
    text = "Main Deck (40)\n2 Sangan\nExtra Deck:\n1 Thousand-Eyes Restrict\n"
    text += "Sideboard\n1 Raigeki\nSide Deck\n1 Sangan\n"
    assert sections(text) == {
        "main": ["Sangan", "Sangan"],
        "extra": ["Thousand-Eyes Restrict"],
        "side": ["Raigeki", "Sangan"],
    }


def test_type_group_headers_stay_in_the_main_deck():
    text = "Monsters (2)\n2 Sangan\nSpells:\n1 Raigeki\nTraps\n1 Mirror Force\nExtra Deck\n1 Thousand-Eyes Restrict\n"
    assert sections(text) == {
        "main": ["Sangan", "Sangan", "Raigeki", "Mirror Force"],
        "extra": ["Thousand-Eyes Restrict"],
    }
    dbs = "Leader: BT1-001\nBattle (40)\n4 BT1-011\nExtra (10)\n4 BT1-025\nSide Deck\n1 BT1-012\n"
    main = ["BT1-011"] * 4 + ["BT1-025"] * 4
    assert sections(dbs, "dbs") == {"leader": ["BT1-001"], "main": main, "side": ["BT1-012"]}


def test_a_code_in_place_of_the_name():
    assert sections("3 89631139\n1 89631139 Blue-Eyes White Dragon\n") == {"main": ["89631139"] * 4}


def test_names_starting_with_a_number_keep_it():
    assert sections("1 7 Colored Fish\n2x 4-Starred Ladybug of Doom\n") == {
        "main": ["7 Colored Fish", "4-Starred Ladybug of Doom", "4-Starred Ladybug of Doom"]
    }


def test_text_comments_and_blank_lines_are_skipped():
    assert sections("# my deck\n// by me\n\n1 Sangan\n") == {"main": ["Sangan"]}


@pytest.mark.parametrize(("line", "reason"), [("0 Sangan", "1 to 100"), ("101 Sangan", "1 to 100"), ("12", "no card")])
def test_bad_counts_are_unreadable_lines(line, reason):
    parsed = parse_decklist(f"1 Raigeki\n{line}\n", game="yugioh")
    assert parsed.sections == {"main": ["Raigeki"]}
    assert parsed.problems[0].line == 2 and reason in parsed.problems[0].message


# -- DBS lists ---------------------------------------------------------------------------------


def test_dbs_line_forms():
    text = "Leader: BT1-001 Champa\n4 BT1-011 Lightning-fast Hit\n4x BT1-012\n2 Cabba [BT1-013]\n1 bt1-057_spr Name\n"
    parsed = parse_decklist(text, game="dbs")
    assert parsed.format_name == "dbs"
    assert parsed.sections == {
        "leader": ["BT1-001"],
        "main": ["BT1-011"] * 4 + ["BT1-012"] * 4 + ["BT1-013"] * 2 + ["BT1-057_SPR"],
    }
    assert parsed.entries["main"][0].name == "Lightning-fast Hit" and parsed.entries["main"][0].line == 2


def test_the_ideographic_space_of_a_real_list_is_a_space():
    parsed = parse_decklist("4 BT2-108 The Infinite Force Meta-Cooler\u3000Core\n", game="dbs")
    assert parsed.entries["main"][0].name == "The Infinite Force Meta-Cooler Core"


def test_dbs_side_deck_and_leader_header_on_its_own_line():
    text = "Leader:\n1 BT1-001\nMain Deck\n4 BT1-011\nSide Deck:\n2 BT1-012\n"
    assert sections(text, "dbs") == {"leader": ["BT1-001"], "main": ["BT1-011"] * 4, "side": ["BT1-012"] * 2}


def test_dbz_personality_header_and_style():
    text = "Personality:\n1 SAIYAN-158 Goku\nTokui-Waza: Orange\nLife Deck\n3 SAIYAN-001\n"
    parsed = parse_decklist(text, game="dbz")
    assert parsed.sections == {"personality": ["SAIYAN-158"], "main": ["SAIYAN-001"] * 3} and parsed.style == "Orange"


# -- not a decklist, hostile input -------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "  \n\t", "12\n7\n", "a\x00b"])
def test_not_a_decklist_at_all(text):
    with pytest.raises(DecklistError):
        parse_decklist(text, game="yugioh")


def test_size_limits():
    with pytest.raises(DecklistError, match="longer than"):
        parse_decklist("1 Sangan\n" * (MAX_CHARS // 9 + 1), game="yugioh")
    with pytest.raises(DecklistError, match="more than 1000 cards"):
        parse_decklist("100 Sangan\n" * 11, game="yugioh")
    long_line = parse_decklist("1 Sangan\n1 " + "A" * 600 + "\n", game="yugioh")
    assert long_line.problems[0].line == 2


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400), st.sampled_from(["yugioh", "dbs", "dbz", "esferas"]))
def test_any_text_either_parses_or_is_refused_with_a_reason(text, game):
    try:
        parsed = parse_decklist(text, game=game)
    except DecklistError as exc:
        assert str(exc)
        return
    assert all(isinstance(v, str) and v for values in parsed.sections.values() for v in values)
    assert all(p.line is not None for p in parsed.problems)


# -- writers -----------------------------------------------------------------------------------

passcode_lists = st.lists(st.integers(1, 2**32 - 1).map(str), max_size=20)


@given(passcode_lists, passcode_lists, passcode_lists)
def test_ydke_round_trips(main, extra, side):
    deck = {"main": main, "extra": extra, "side": side}
    parsed = parse_decklist(to_ydke(deck), game="yugioh").sections
    assert {s: parsed.get(s, []) for s in deck} == deck


@given(passcode_lists.filter(bool), passcode_lists, passcode_lists)
def test_ydk_round_trips(main, extra, side):
    deck = {"main": main, "extra": extra, "side": side}
    parsed = parse_decklist(to_ydk(deck), game="yugioh").sections
    assert {s: parsed.get(s, []) for s in deck} == deck


def test_ydke_refuses_codes_that_are_not_passcodes():
    with pytest.raises(ValueError):
        to_ydke({"main": ["BT1-001"]})


def test_text_lists_round_trip_per_game():
    ygo = {"main": ["1", "1", "2"], "extra": ["3"], "side": []}
    names = {"1": "Sangan", "2": "Raigeki", "3": "Thousand-Eyes Restrict"}
    text = to_text(ygo, game="yugioh", names=names)
    assert "2 Sangan" in text and "Extra Deck" in text
    assert sections(text) == {"main": ["Sangan", "Sangan", "Raigeki"], "extra": ["Thousand-Eyes Restrict"]}
    dbs = {"leader": ["BT1-001"], "main": ["BT1-011"] * 4, "side": ["BT1-012"]}
    text = to_text(dbs, game="dbs", names={"BT1-001": "Champa"})
    assert text.startswith("Leader: BT1-001 Champa\n")
    assert sections(text, "dbs") == dbs
    dbz = {"personality": ["SAIYAN-158"], "main": ["SAIYAN-001"] * 3}
    text = to_text(dbz, game="dbz", style="Orange")
    parsed = parse_decklist(text, game="dbz")
    assert parsed.sections == dbz and parsed.style == "Orange"


# -- counts the card database settles ----------------------------------------------------------


def settled(text, known, game="yugioh"):
    """The decklist once the card database (here: the values in `known`) has picked each line's reading."""
    parsed = parse_decklist(text, game=game)
    parsed.settle(lambda entry: entry.value in known)
    return parsed


def test_a_ydk_line_with_a_count_after_the_passcode_is_that_many_copies():
    parsed = parse_decklist("#main\n55144522 x3\n12345 (x2)\n#extra\n70000001 x 1\n", game="yugioh")
    assert parsed.sections == {"main": ["55144522"] * 3 + ["12345"] * 2, "extra": ["70000001"]}
    assert parsed.problems == []


@pytest.mark.parametrize("count", ["x0", "x101", "x1000000", "x99999999999999999999"])
def test_a_ydk_count_outside_1_to_100_is_an_unreadable_line(count):
    parsed = parse_decklist(f"#main\n10000\n55144522 {count}\n", game="yugioh")
    assert parsed.sections == {"main": ["10000"]}
    assert [(p.code, p.line) for p in parsed.problems] == [("UNREADABLE_LINE", 3)]
    assert "1 to 100" in parsed.problems[0].message


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Pot of Greed x1000000", "1000000"),
        ("x1000000 Pot of Greed", "1000000"),
        ("1000000x Pot of Greed", "1000000"),
        # a passcode-like number: a count unless the card database knows the passcode
        ("999999999 Pot of Greed", "999999999"),
        ("1000000 Pot of Greed", "1000000"),
        ("12345678 Pot of Greed", "12345678"),
    ],
)
def test_a_count_of_seven_digits_is_an_error_naming_the_line(line, number):
    parsed = settled(f"1 Raigeki\n{line}\n", {"Raigeki", "Pot of Greed"})
    assert parsed.sections == {"main": ["Raigeki"]}
    assert [(p.code, p.line) for p in parsed.problems] == [("UNREADABLE_LINE", 2)]
    assert number in parsed.problems[0].message and "1 to 100" in parsed.problems[0].message


def test_a_known_passcode_before_its_name_is_one_copy_of_that_card():
    parsed = settled("55144522 Pot of Greed\n295517 Ancient Rules\n", {"55144522", "295517"})
    assert parsed.sections == {"main": ["55144522", "295517"]} and parsed.problems == []


@pytest.mark.parametrize(
    ("line", "copies"),
    [("7 Colored Fish x3", 3), ("7 Colored Fish", 1), ("3 7 Colored Fish", 3), ("7 Colored Fish (x2)", 2)],
)
def test_names_that_begin_with_a_number_are_the_card_the_database_knows(line, copies):
    parsed = settled(f"{line}\n", {"7 Colored Fish"})
    assert parsed.sections == {"main": ["7 Colored Fish"] * copies} and parsed.problems == []
    assert {entry.line for entry in parsed.entries["main"]} == {1}


def test_a_leading_count_stays_a_count_when_the_database_knows_that_card():
    assert settled("2 Sangan\n3 Pot of Greed\n", {"Sangan", "Pot of Greed", "2 Sangan"}).sections == {
        "main": ["Sangan"] * 2 + ["Pot of Greed"] * 3
    }


def test_settled_lines_keep_their_place_in_their_section():
    text = "1 Raigeki\n7 Colored Fish\n2 Sangan\nSide Deck\n7 Colored Fish x2\n1 Raigeki\n"
    parsed = settled(text, {"Raigeki", "Sangan", "7 Colored Fish"})
    assert parsed.sections == {
        "main": ["Raigeki", "7 Colored Fish", "Sangan", "Sangan"],
        "side": ["7 Colored Fish", "7 Colored Fish", "Raigeki"],
    }
    assert parsed.size == 7


def test_a_line_no_reading_of_which_names_a_card_keeps_its_first_reading():
    parsed = settled("3 Nonexistent Dragon\n", set())
    assert parsed.sections == {"main": ["Nonexistent Dragon"] * 3} and parsed.problems == []


def test_settling_may_not_exceed_the_card_limit():
    text = "1 Raigeki\n" + "1 Fish x100\n" * 10  # read first as 1 'Fish x100' a line, then as 100 '1 Fish'
    assert parse_decklist(text, game="yugioh").size == 11
    with pytest.raises(DecklistError, match="more than 1000 cards"):
        settled(text, {"Raigeki", "1 Fish"})


# -- DBZ personalities -------------------------------------------------------------------------


def test_a_personality_header_with_its_first_card_keeps_the_personality_lines_after_it():
    text = "Personality: 1 SAIYAN-158 Goku\n1 SAIYAN-159 Goku\n1 SAIYAN-160 Goku\nLife Deck:\n3 SAIYAN-001\n"
    assert sections(text, "dbz") == {
        "personality": ["SAIYAN-158", "SAIYAN-159", "SAIYAN-160"],
        "main": ["SAIYAN-001"] * 3,
    }


def test_a_blank_line_ends_the_personalities_of_an_inline_personality_header():
    text = "Main Personality: SAIYAN-158 Goku\nSAIYAN-159 Goku\nSAIYAN-160 Goku\n\n3 SAIYAN-001 Orange Punch\n"
    text += "2 SAIYAN-002\n"
    assert sections(text, "dbz") == {
        "personality": ["SAIYAN-158", "SAIYAN-159", "SAIYAN-160"],
        "main": ["SAIYAN-001"] * 3 + ["SAIYAN-002"] * 2,
    }


def test_a_personality_header_on_its_own_line_holds_across_blank_lines():
    text = "Personality:\n\n1 SAIYAN-158 Goku\n\n1 SAIYAN-159 Goku\nLife Deck\n3 SAIYAN-001\n"
    assert sections(text, "dbz") == {"personality": ["SAIYAN-158", "SAIYAN-159"], "main": ["SAIYAN-001"] * 3}


def test_a_dbs_leader_header_holds_its_one_card():
    assert sections("Leader: BT1-001 Champa\n4 BT1-011\n", "dbs") == {"leader": ["BT1-001"], "main": ["BT1-011"] * 4}
