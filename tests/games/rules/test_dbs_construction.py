"""Dragon Ball Super construction, from the FAQ's "Construction du deck" and keyword sections."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.rules.dbs.construction import DEFAULT_LIMITS, validate

from .cards import codes, dbs, fmt

pytestmark = pytest.mark.smoke

CHAMPA = dbs("BT1-001", "Champa", "Leader")
STANDARD = fmt(DEFAULT_LIMITS)


def fifty(start=100, n=50):
    """n cards, 4 copies of each number (the FAQ's maximum) and the rest single."""
    cards = []
    i = 0
    while len(cards) < n:
        cards += [dbs(f"BT9-{start + i:03d}")] * min(4, n - len(cards))
        i += 1
    return cards


def deck(main=None, leader=(CHAMPA,), side=()):
    return {"leader": list(leader), "main": list(fifty() if main is None else main), "side": list(side)}


def test_a_leader_and_fifty_cards_is_legal():
    assert validate(deck(), STANDARD) == []


@pytest.mark.parametrize("n", [49, 51, 60])
def test_the_faq_demands_exactly_fifty(n):
    problems = validate(deck(fifty(n=n)), STANDARD)
    assert codes(problems) == ["SECTION_SIZE"] and "exactly 50" in problems[0].message


def test_newer_rules_allow_fifty_to_sixty_as_a_format_setting():
    newer = fmt({**DEFAULT_LIMITS, "main": [50, 60]})
    assert validate(deck(fifty(n=60)), newer) == []
    assert codes(validate(deck(fifty(n=61)), newer)) == ["SECTION_SIZE"]


def test_the_side_deck_holds_at_most_fifteen():
    assert validate(deck(side=fifty(start=500, n=15)), STANDARD) == []
    assert codes(validate(deck(side=fifty(start=500, n=16)), STANDARD)) == ["SECTION_SIZE"]


@pytest.mark.parametrize("leaders", [(), (CHAMPA, dbs("BT1-002", "Other", "Leader"))])
def test_exactly_one_leader(leaders):
    problems = validate(deck(leader=leaders), STANDARD)
    assert codes(problems) == ["LEADER"] and problems[0].section == "leader"


def test_the_leader_must_be_a_leader_card():
    problems = validate(deck(leader=[dbs("BT1-011", "Lightning-fast Hit")]), STANDARD)
    assert codes(problems) == ["LEADER"] and "not a Leader" in problems[0].message


@pytest.mark.parametrize("section", ["main", "side"])
def test_no_leader_in_main_or_side(section):
    sections = deck([*fifty(n=49), CHAMPA] if section == "main" else None, side=[CHAMPA] if section == "side" else ())
    problems = validate(sections, STANDARD)
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == section


def test_at_most_four_with_the_same_card_number():
    hit = dbs("BT1-012", "Hit")
    problems = validate(deck([hit] * 5 + fifty(n=45)), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "Hit" in problems[0].message


def test_the_four_count_across_main_and_side():
    hit = dbs("BT1-012", "Hit")
    assert codes(validate(deck([hit] * 4 + fifty(n=46), side=[hit]), STANDARD)) == ["COPY_LIMIT"]


def test_special_printings_count_as_their_base_number():
    hit, hit_spr = dbs("BT1-012", "Hit"), dbs("BT1-012_SPR", "Hit", base="BT1-012")
    problems = validate(deck([hit] * 3 + [hit_spr] * 2 + fifty(n=45)), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and set(problems[0].cards) == {"BT1-012", "BT1-012_SPR"}


def test_same_name_with_different_numbers_is_fine():
    a, b = dbs("BT1-012", "Hit"), dbs("BT2-050", "Hit")
    assert validate(deck([a] * 4 + [b] * 4 + fifty(n=42)), STANDARD) == []


def test_a_card_allowing_any_number_of_copies_is_not_held_to_four():
    meta = dbs("BT2-107", "Infinite Multiplication Meta-Cooler", any_number=True)
    assert validate(deck([meta] * 21 + fifty(n=29)), STANDARD) == []


def test_ultimate_one_across_deck_and_side():
    ult = dbs("BT3-001", "Ultimate card", keywords=["Ultimate"])
    other = dbs("BT3-002", "Another", keywords=["Ultimate"])
    assert validate(deck([ult, *fifty(n=49)]), STANDARD) == []
    problems = validate(deck([ult, *fifty(n=49)], side=[other]), STANDARD)
    assert codes(problems) == ["KEYWORD_LIMIT"] and "[Ultimate]" in problems[0].message
    assert codes(validate(deck([ult, ult, *fifty(n=48)]), STANDARD)) == ["KEYWORD_LIMIT"]


def test_super_combo_four_in_total_across_different_cards():
    combos = [dbs(f"BT4-{i:03d}", keywords=["Super Combo"]) for i in range(5)]
    assert validate(deck(combos[:4] + fifty(n=46)), STANDARD) == []
    assert codes(validate(deck(combos[:3] + fifty(n=47), side=combos[3:]), STANDARD)) == ["KEYWORD_LIMIT"]


def test_dragon_ball_seven_in_total_and_not_held_to_four():
    ball = dbs("BT5-099", "Dragon Ball", keywords=["Dragon Ball"])
    assert validate(deck([ball] * 7 + fifty(n=43)), STANDARD) == []
    problems = validate(deck([ball] * 7 + fifty(n=43), side=[ball]), STANDARD)
    assert codes(problems) == ["KEYWORD_LIMIT"] and "[Dragon Ball]" in problems[0].message


def test_keyword_limits_are_format_settings():
    ult = dbs("BT3-001", keywords=["Ultimate"])
    assert validate(deck([ult, ult, *fifty(n=48)]), fmt({**DEFAULT_LIMITS, "ultimate": 2})) == []


def test_keywords_may_come_as_a_string():
    ult = dbs("BT3-001")
    ult.attrs["keywords"] = "Ultimate; Super Combo"
    assert codes(validate(deck([ult, ult, *fifty(n=48)]), STANDARD)) == ["KEYWORD_LIMIT"]


def test_the_banned_list_applies_by_number_leader_included():
    banned = fmt(DEFAULT_LIMITS, {"BT1-001": 0}, name="May 2020")
    problems = validate(deck(), banned)
    assert codes(problems) == ["FORMAT_LIMIT"] and "Champa" in problems[0].message


def test_the_limited_list_counts_special_printings():
    cell, cell_spr = dbs("BT2-086", "Cell"), dbs("BT2-086_SPR", "Cell", base="BT2-086")
    limited = fmt(DEFAULT_LIMITS, {"BT2-086": 1})
    assert validate(deck([cell, *fifty(n=49)]), limited) == []
    assert codes(validate(deck([cell, cell_spr, *fifty(n=48)]), limited)) == ["FORMAT_LIMIT"]


@given(st.integers(0, 12), st.integers(0, 4))
def test_dragon_ball_total_is_the_only_limit_on_dragon_ball_cards(n_main, n_side):
    ball = dbs("BT5-099", keywords=["Dragon Ball"])
    limits = fmt({**DEFAULT_LIMITS, "main": [0, 100]})
    problems = validate(deck([ball] * n_main + fifty(n=10), side=[ball] * n_side), limits)
    assert ("KEYWORD_LIMIT" in codes(problems)) is (n_main + n_side > 7)
    assert "COPY_LIMIT" not in codes(problems)


def test_a_card_whose_text_sets_its_own_count_is_held_to_it():
    """Rule manual 5-1-3-2: such a [Permanent] skill replaces the four-copy rule, both ways."""
    eight = dbs("BT9-900", "Eight allowed", deck_limit=8)
    assert validate(deck([eight] * 8 + fifty(n=42)), STANDARD) == []
    problems = validate(deck([eight] * 8 + fifty(n=42), side=[eight]), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "at most 8" in problems[0].message
    assert "5-1-3-2" in problems[0].rule and "BT9-900" in problems[0].rule
    one = dbs("BT9-901", "Only one", deck_limit=1)
    assert codes(validate(deck([one] * 2 + fifty(n=48)), STANDARD)) == ["COPY_LIMIT"]


def test_a_text_count_on_the_base_card_holds_its_special_printings():
    base, spr = dbs("BT9-902", "Only one", deck_limit=1), dbs("BT9-902_SPR", "Only one", base="BT9-902")
    problems = validate(deck([spr, base, *fifty(n=48)]), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "at most 1" in problems[0].message


@given(st.integers(1, 10), st.integers(1, 12))
def test_a_text_count_is_the_only_copy_limit_of_its_card(limit, n):
    card = dbs("BT9-903", deck_limit=limit)
    problems = validate(deck([card] * n + fifty(n=50 - n)), STANDARD)
    assert ("COPY_LIMIT" in codes(problems)) is (n > limit)


@pytest.mark.parametrize("kind", ["Token", "Unison", ""])
@pytest.mark.parametrize("section", ["main", "side"])
def test_only_battle_and_extra_cards_go_in_main_and_side(kind, section):
    """Rule manual 5-1-3: a deck of Battle Cards and/or Extra Cards."""
    token = dbs("TK-001", "Ghost Token", kind)
    main = [*fifty(n=49), token] if section == "main" else None
    problems = validate(deck(main, side=[token] if section == "side" else ()), STANDARD)
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == section
    assert problems[0].cards == ("TK-001",) and "5-1-3" in problems[0].rule


@pytest.mark.parametrize("kind", ["Battle", "EXTRA", "battle card"])
def test_battle_and_extra_cards_are_read_whatever_their_case(kind):
    assert validate(deck([dbs("BT9-904", kind=kind), *fifty(n=49)]), STANDARD) == []
