"""Yu-Gi-Oh! construction: each test fails if its rule is removed."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.rules.common import list_by_key
from games.rules.yugioh.construction import validate, zone_of

from .cards import codes, fillers, fmt, ygo

pytestmark = pytest.mark.smoke


def deck(main=None, extra=(), side=()):
    return {"main": list(main if main is not None else fillers(40)), "extra": list(extra), "side": list(side)}


def test_a_40_card_deck_of_distinct_cards_is_legal():
    assert validate(deck(), fmt()) == []


@pytest.mark.parametrize(("n", "legal"), [(39, False), (40, True), (60, True), (61, False)])
def test_the_main_deck_holds_40_to_60_cards(n, legal):
    problems = validate(deck(fillers(n)), fmt())
    assert (codes(problems) == []) is legal
    if not legal:
        assert problems[0].section == "main" and "Main Deck" in problems[0].message and str(n) in problems[0].message


@pytest.mark.parametrize(("section", "n", "legal"), [("extra", 15, True), ("extra", 16, False), ("side", 16, False)])
def test_extra_and_side_decks_hold_at_most_15(section, n, legal):
    cards = fillers(n, start=5000, kind="fusion" if section == "extra" else "effect")
    problems = validate({**deck(), section: cards}, fmt())
    assert (problems == []) is legal
    if not legal:
        assert problems[0].code == "SECTION_SIZE" and problems[0].section == section


def test_section_sizes_come_from_the_format():
    assert codes(validate(deck(fillers(40)), fmt({"main": [20, 40]}))) == []
    assert codes(validate(deck(fillers(40)), fmt({"main": [41, 60]}))) == ["SECTION_SIZE"]


def test_three_copies_are_allowed_and_four_are_not():
    pot = ygo("55144522", "Pot of Greed", "spell")
    assert validate(deck([pot] * 3 + fillers(37)), fmt()) == []
    problems = validate(deck([pot] * 4 + fillers(36)), fmt())
    assert codes(problems) == ["COPY_LIMIT"]
    assert "Pot of Greed" in problems[0].message and "4 copies" in problems[0].message


def test_copies_count_across_main_extra_and_side_together():
    pot = ygo("55144522", "Pot of Greed", "spell")
    problems = validate(deck([pot] * 2 + fillers(38), side=[pot] * 2), fmt())
    assert codes(problems) == ["COPY_LIMIT"]
    fusion = ygo("777", "Fusion", "fusion")
    assert codes(validate(deck(extra=[fusion] * 3, side=[fusion]), fmt())) == ["COPY_LIMIT"]


def test_alternate_printings_count_as_the_same_card():
    blue_eyes = ygo("89631139", "Blue-Eyes White Dragon", "normal")
    alt = ygo("89631141", "Blue-Eyes White Dragon", "normal", alias="89631139")
    problems = validate(deck([blue_eyes, blue_eyes, alt, alt, *fillers(36)]), fmt())
    assert codes(problems) == ["COPY_LIMIT"]
    assert set(problems[0].cards) == {"89631139", "89631141"}


def test_the_copy_limit_is_a_format_setting():
    pot = ygo("55144522", "Pot of Greed", "spell")
    assert codes(validate(deck([pot] * 2 + fillers(38)), fmt({"copies": 1}))) == ["COPY_LIMIT"]


@pytest.mark.parametrize(("limit", "allowed"), [(0, 0), (1, 1), (2, 2)])
def test_the_format_list_forbids_limits_and_semi_limits(limit, allowed):
    card = ygo("55144522", "Pot of Greed", "spell")
    listed = fmt(card_limits={"55144522": limit}, name="Goat")
    assert validate(deck([card] * allowed + fillers(40)), listed) == []
    problems = validate(deck([card] * (allowed + 1) + fillers(40)), listed)
    assert codes(problems) == ["FORMAT_LIMIT"]
    assert ["forbidden", "limited", "semi-limited"][limit] in problems[0].message and "Goat" in problems[0].message


def test_the_list_counts_across_sections_and_printings():
    card = ygo("83764718", "Monster Reborn", "spell")
    alt = ygo("83764719", "Monster Reborn", "spell", alias="83764718")
    listed = fmt(card_limits={"83764718": 1})
    assert codes(validate(deck([card, *fillers(40)], side=[alt]), listed)) == ["FORMAT_LIMIT"]


def test_the_list_applies_when_the_deck_holds_only_the_printing_it_names():
    alt = ygo("83764719", "Monster Reborn", "spell", alias="83764718")
    listed = list_by_key({"83764719": 0}, {"83764719": "83764718"})
    assert codes(validate(deck([alt, *fillers(40)]), fmt(card_limits=listed))) == ["FORMAT_LIMIT"]


def test_a_whitelist_rejects_any_card_outside_its_pool():
    pool = {str(1000 + i): 3 for i in range(40)}
    assert validate(deck(), fmt(card_limits=pool, whitelist=True)) == []
    outsider = ygo("424242", "Outsider")
    problems = validate(deck([outsider, *fillers(40)]), fmt(card_limits=pool, whitelist=True))
    assert codes(problems) == ["NOT_IN_POOL"] and problems[0].cards == ("424242",)


def test_a_whitelist_accepts_an_alternate_printing_of_a_listed_card():
    pool = {str(1000 + i): 3 for i in range(40)}
    alt = ygo("999", "Alt art", alias="1000")
    assert validate(deck([alt, *fillers(39, start=1001)]), fmt(card_limits=pool, whitelist=True)) == []


def test_a_card_without_a_list_entry_is_unrestricted_in_a_blacklist_format():
    assert validate(deck(), fmt(card_limits={"55144522": 1})) == []


@pytest.mark.parametrize("kind", ["fusion", "synchro", "xyz", "link"])
def test_extra_deck_monsters_may_not_be_in_the_main_deck(kind):
    problems = validate(deck([ygo("1", "Big One", kind), *fillers(40)]), fmt())
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == "main"


@pytest.mark.parametrize("kind", ["fusion", "synchro", "xyz", "link"])
def test_extra_deck_monsters_go_in_the_extra_deck(kind):
    assert validate(deck(extra=[ygo("1", "Big One", kind)]), fmt()) == []


@pytest.mark.parametrize("kind", ["effect", "normal", "spell", "trap"])
def test_the_extra_deck_holds_nothing_else(kind):
    problems = validate(deck(extra=[ygo("1", "Small", kind)]), fmt())
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == "extra"


def test_extra_deck_monsters_may_be_sided():
    assert validate(deck(side=[ygo("1", "Big One", "fusion")]), fmt()) == []


@pytest.mark.parametrize("section", ["main", "extra", "side"])
def test_tokens_are_allowed_nowhere(section):
    token = ygo("73915052", "Sheep Token", "token")
    sections = deck()
    sections[section] = sections[section] + [token]
    problems = validate(sections, fmt())
    assert "WRONG_SECTION" in codes(problems)
    assert any("Sheep Token" in p.message and p.section == section for p in problems)


def test_zone_of_reads_the_types_or_the_type_name():
    assert zone_of("Fusion Monster", {}) == "extra"
    assert zone_of("", {"types": ["monster", "xyz"]}) == "extra"
    assert zone_of("Token", {}) == "none"
    assert zone_of("Normal Spell", {"types": ["spell"]}) == "main"


def test_a_section_the_game_does_not_have_is_reported():
    problems = validate({**deck(), "leader": [ygo("1")]}, fmt())
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == "leader"


POOL = [ygo(str(100 + i), kind="spell") for i in range(6)]


@given(st.lists(st.integers(0, 5), min_size=0, max_size=80), st.integers(1, 4))
def test_copy_problems_name_exactly_the_cards_over_the_limit(picks, copies):
    cards = [POOL[i] for i in picks]
    limits = fmt({"main": [0, 200], "copies": copies})
    problems = validate({"main": cards + fillers(40), "extra": [], "side": []}, limits)
    over = {POOL[i].code for i in set(picks) if picks.count(i) > copies}
    assert {c for p in problems if p.code == "COPY_LIMIT" for c in p.cards} == over


@given(st.lists(st.integers(0, 5), max_size=30), st.lists(st.integers(0, 5), max_size=15))
def test_moving_cards_between_main_and_side_never_changes_the_copy_verdict(main_picks, side_picks):
    limits = fmt({"main": [0, 100], "side": [0, 100]})
    a = validate({"main": [POOL[i] for i in main_picks + side_picks], "extra": [], "side": []}, limits)
    b = validate({"main": [POOL[i] for i in main_picks], "extra": [], "side": [POOL[i] for i in side_picks]}, limits)
    assert sorted(p.cards for p in a if p.code == "COPY_LIMIT") == sorted(p.cards for p in b if p.code == "COPY_LIMIT")
