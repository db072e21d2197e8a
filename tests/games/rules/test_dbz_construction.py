"""Dragon Ball Z CCG construction: Main Personality levels, Life Deck, alignment, Dragon Balls, styles."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.rules import home_sections
from games.rules.dbz.construction import DEFAULT_LIMITS, normal_style, validate

from .cards import codes, dbz, fmt

pytestmark = pytest.mark.smoke
STANDARD = fmt(DEFAULT_LIMITS)


def personality(name, level, alignment="Hero", code=None):
    return dbz(code or f"P-{name}-{level}", name, "Personality", personality=name, level=level, alignment=alignment)


GOKU = [personality("Goku", level) for level in (1, 2, 3)]
VEGETA = [personality("Vegeta", level, "Rogue") for level in (1, 2, 3)]
KRILLIN = [personality("Krillin", level, "Villain") for level in (1,)]


def life(n=50, style="Freestyle", start=0):
    return [dbz(f"SAIYAN-{start + i:03d}", style=style) for i in range(n)]


def deck(mp=GOKU, main=None):
    return {"personality": list(mp), "main": list(life() if main is None else main)}


def test_a_goku_deck_of_fifty_is_legal():
    assert validate(deck(), STANDARD) == []


@pytest.mark.parametrize(("n", "legal"), [(49, False), (50, True), (85, True), (86, False)])
def test_the_life_deck_holds_50_to_85(n, legal):
    assert (validate(deck(main=life(n)), STANDARD) == []) is legal


def test_the_main_personality_needs_every_level_from_one():
    problems = validate(deck(mp=[GOKU[0], GOKU[2]]), STANDARD)
    assert codes(problems) == ["PERSONALITY_LEVELS"] and "missing level 2" in problems[0].message


def test_the_main_personality_has_one_card_per_level():
    problems = validate(deck(mp=[*GOKU, personality("Goku", 2, code="P-Goku-2b")]), STANDARD)
    assert codes(problems) == ["PERSONALITY_LEVELS"] and "level 2 more than once" in problems[0].message


def test_the_main_personality_is_one_personality():
    problems = validate(deck(mp=[GOKU[0], VEGETA[1]]), STANDARD)
    assert codes(problems) == ["PERSONALITY_LEVELS"]


def test_a_deck_needs_a_main_personality():
    assert codes(validate(deck(mp=[]), STANDARD)) == ["PERSONALITY_LEVELS"]


def test_only_personality_cards_form_the_main_personality():
    problems = validate(deck(mp=[*GOKU, life(1)[0]]), STANDARD)
    assert codes(problems) == ["PERSONALITY_LEVELS"] and "Only personality cards" in problems[0].message


@pytest.mark.parametrize("top", [1, 2])
def test_the_basic_game_main_personality_reaches_level_three(top):
    problems = validate(deck(mp=GOKU[:top]), STANDARD)
    assert codes(problems) == ["PERSONALITY_LEVELS"]
    assert f"highest level is {top}" in problems[0].message and "level 3" in problems[0].rule


def test_a_main_personality_past_level_three_is_fine():
    assert validate(deck(mp=[*GOKU, personality("Goku", 4)]), STANDARD) == []


def test_the_lowest_highest_level_is_a_format_setting():
    assert validate(deck(mp=GOKU[:1]), fmt({**DEFAULT_LIMITS, "min_top_level": 1})) == []
    assert codes(validate(deck(mp=GOKU), fmt({**DEFAULT_LIMITS, "min_top_level": 4}))) == ["PERSONALITY_LEVELS"]


def test_personality_names_compare_case_insensitively():
    king_kai = [personality("King Kai", 1), personality("KING KAI", 2), personality("king kai", 3)]
    assert validate(deck(mp=king_kai), STANDARD) == []


def test_three_copies_of_a_card_and_not_four():
    punch = dbz("SAIYAN-901", "Orange Standing Fist Punch", style="Orange")
    assert validate(deck(main=[punch] * 3 + life(47)), STANDARD) == []
    problems = validate(deck(main=[punch] * 4 + life(46)), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "4 copies" in problems[0].message


def test_a_card_whose_text_limits_it_to_one_per_deck_is_held_to_one():
    move = dbz("SAIYAN-534", "Straining Off-Balancing Move", deck_limit=1)
    assert validate(deck(main=[move, *life(49)]), STANDARD) == []
    problems = validate(deck(main=[move, move, *life(48)]), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "at most 1" in problems[0].message
    assert "SAIYAN-534" in problems[0].rule and "card text" in problems[0].rule.lower()


def test_a_limit_two_card_allows_two_and_not_three():
    attack = dbz("SAIYAN-525", "Goku's Physical Attack", deck_limit=2)
    assert validate(deck(main=[attack] * 2 + life(48)), STANDARD) == []
    assert codes(validate(deck(main=[attack] * 3 + life(47)), STANDARD)) == ["COPY_LIMIT"]


def test_other_personality_cards_are_held_to_the_copy_limit_not_to_one():
    ally = personality("Piccolo", 1, code="SAIYAN-165")
    assert validate(deck(main=[ally] * 3 + life(47)), STANDARD) == []
    problems = validate(deck(main=[ally] * 4 + life(46)), STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "at most 3" in problems[0].message


def test_a_deck_may_hold_another_players_main_personality_at_any_level():
    krillin = [personality("Krillin", level) for level in (1, 2, 3)]
    assert validate(deck(main=[*krillin, krillin[0], *life(46)]), STANDARD) == []


def test_a_personality_card_with_a_text_limit_is_held_to_it():
    ally = dbz("SAIYAN-166", "Piccolo", "Personality", personality="Piccolo", level=1, deck_limit=1)
    assert codes(validate(deck(main=[ally, ally, *life(48)]), STANDARD)) == ["COPY_LIMIT"]


def test_the_main_personality_is_not_in_the_life_deck_again():
    other_printing = personality("GOKU", 2, code="PROMO-GOKU-2")
    problems = validate(deck(main=[GOKU[0], other_printing, *life(48)]), STANDARD)
    assert codes(problems) == ["WRONG_SECTION"] and problems[0].section == "main"
    assert set(problems[0].cards) == {GOKU[0].code, "PROMO-GOKU-2"} and GOKU[0].code in problems[0].message


def test_named_cards_of_the_main_personality_stay_in_the_life_deck():
    named = dbz("SAIYAN-625", "Goku's Physical Attack", personality="Goku")
    assert validate(deck(main=[named, *life(49)]), STANDARD) == []


def test_a_hero_may_hold_no_villain_personality():
    problems = validate(deck(main=[KRILLIN[0], *life(49)]), STANDARD)
    assert codes(problems) == ["ALIGNMENT"] and "hero Main Personality" in problems[0].message


def test_rogue_counts_as_villain_both_ways():
    assert codes(validate(deck(main=[VEGETA[0], *life(49)]), STANDARD)) == ["ALIGNMENT"]
    raditz = personality("Raditz", 1, "Villain", code="SAIYAN-170")
    assert validate(deck(mp=VEGETA, main=[raditz, *life(49)]), STANDARD) == []
    assert codes(validate(deck(mp=VEGETA, main=[GOKU[0], *life(49)]), STANDARD)) == ["ALIGNMENT"]


def ball(number, set_name="Saiyan", code=None):
    return dbz(code or f"{set_name.upper()}-DB{number}", f"Earth Dragon Ball {number}", "Dragonball", set=set_name)


def test_one_of_each_dragon_ball():
    assert validate(deck(main=[ball(1), ball(2), *life(48)]), STANDARD) == []
    problems = validate(deck(main=[ball(1), ball(1), *life(48)]), STANDARD)
    assert codes(problems) == ["DRAGON_BALLS"] and "only one of each" in problems[0].message


def test_the_same_dragon_ball_from_another_set_is_still_the_same_ball():
    problems = validate(deck(main=[ball(1), ball(1, "Frieza"), *life(48)]), STANDARD)
    assert codes(problems) == ["DRAGON_BALLS", "DRAGON_BALLS"]


def test_dragon_balls_all_from_one_set():
    problems = validate(deck(main=[ball(1), ball(2, "Frieza"), *life(48)]), STANDARD)
    assert codes(problems) == ["DRAGON_BALLS"] and "one set" in problems[0].message


def test_a_declared_style_allows_only_that_style_and_none():
    mixed = life(45, "Orange") + life(3, "Freestyle", start=100) + life(2, "Red", start=200)
    assert validate(deck(main=mixed), STANDARD) == []
    problems = validate(deck(main=mixed), STANDARD, style="Orange")
    assert codes(problems) == ["STYLE"] and "Red" in problems[0].message and len(problems[0].cards) == 2
    assert validate(deck(main=life(45, "Orange") + life(5, None, start=100)), STANDARD, style="orange") == []


def test_saiyan_style_only_for_villains_or_goku_and_gohan():
    saiyan = life(50, "Saiyan")
    assert validate(deck(main=saiyan), STANDARD, style="Saiyan") == []
    assert validate(deck(mp=VEGETA, main=saiyan), STANDARD, style="Saiyan") == []
    gohan = [personality("Gohan", level) for level in (1, 2, 3)]
    assert validate(deck(mp=gohan, main=saiyan), STANDARD, style="Saiyan") == []
    tien = [personality("Tien", level) for level in (1, 2, 3)]
    problems = validate(deck(mp=tien, main=saiyan), STANDARD, style="Saiyan")
    assert codes(problems) == ["STYLE"] and "Tien" in problems[0].message


def test_an_unknown_style_is_reported_and_freestyle_means_none():
    assert codes(validate(deck(), STANDARD, style="Purple")) == ["STYLE"]
    assert validate(deck(main=life(48) + life(2, "Red", start=100)), STANDARD, style="Freestyle") == []
    assert normal_style(" blue ") == "Blue" and normal_style(None) is None


def test_the_format_list_applies():
    banned = fmt(DEFAULT_LIMITS, {"SAIYAN-000": 0})
    assert codes(validate(deck(), banned)) == ["FORMAT_LIMIT"]


@given(st.lists(st.sampled_from(["Red", "Blue", "Orange", "Black", "Saiyan", "Freestyle", None]), max_size=20))
def test_a_declared_style_reports_exactly_the_off_style_cards(styles):
    cards = [dbz(f"SAIYAN-{700 + i}", style=s) for i, s in enumerate(styles)] + life(50)
    problems = validate(deck(mp=VEGETA, main=cards), fmt({"main": [0, 200]}), style="Red")
    off = {c.code for c in cards if c.attrs.get("style") not in ("Red", "Freestyle", None)}
    assert {code for p in problems if p.code == "STYLE" for code in p.cards} == off


@given(st.integers(1, 4), st.integers(1, 6))
def test_a_text_limit_replaces_the_general_limit_either_way(limit, n):
    card = dbz("SAIYAN-900", "Limited move", deck_limit=limit)
    problems = validate(deck(main=[card] * n + life(50 - n)), STANDARD)
    assert ("COPY_LIMIT" in codes(problems)) is (n > limit)


# A list written without headers (issue 32 round two): the Main Personality takes its level cards only.
KRILLIN_HERO = personality("Krillin", 1, "Hero")
BALL = dbz("SAIYAN-032", "Earth Dragon Ball 2", "Dragon Ball")


def test_a_headerless_list_puts_the_main_personalitys_levels_in_it_and_allies_in_the_life_deck():
    cards = [GOKU[0], KRILLIN_HERO, GOKU[1], BALL, GOKU[2], *life(2)]
    assert home_sections("dbz", cards) == ["personality", "main", "personality", "main", "personality", "main", "main"]


def test_the_main_personality_is_the_personality_whose_levels_run_longest_from_one():
    vegeta_ally = [personality("Vegeta", 1, "Rogue")]
    cards = [*vegeta_ally, *GOKU]
    assert home_sections("dbz", cards) == ["main", "personality", "personality", "personality"]
    # no level 1 for Vegeta: a run of 0, below Goku's 3, whatever the order
    assert home_sections("dbz", [VEGETA[1], VEGETA[2], *GOKU]) == ["main", "main", *["personality"] * 3]


def test_a_second_copy_of_a_level_stays_in_the_life_deck_where_the_rules_name_it():
    cards = [*GOKU, GOKU[0]]
    assert home_sections("dbz", cards) == ["personality"] * 3 + ["main"]
    placed = {"personality": GOKU, "main": [GOKU[0], *life(49)]}
    assert "WRONG_SECTION" in [p.code for p in validate(placed, STANDARD)]


def test_a_personality_header_names_the_main_personality_and_its_taken_levels():
    assert home_sections("dbz", [VEGETA[0], GOKU[1], GOKU[0]], {"personality": [GOKU[0]]}) == [
        "main",
        "personality",
        "main",
    ]


def test_unknown_cards_stay_where_their_line_is():
    assert home_sections("dbz", [None, GOKU[0]]) == [None, "personality"]


@given(st.permutations([*GOKU, KRILLIN_HERO, BALL, *life(3)]))
def test_a_headerless_list_places_the_same_cards_whatever_their_order(cards):
    placed = {"personality": [], "main": []}
    for card, section in zip(cards, home_sections("dbz", cards), strict=True):
        placed[section].append(card)
    assert sorted(r.code for r in placed["personality"]) == sorted(r.code for r in GOKU)
