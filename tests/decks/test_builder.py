"""The deck state as plain data: adding, removing, reading what a client sent."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from decks import builder

pytestmark = pytest.mark.smoke


def test_a_new_yugioh_deck_has_main_extra_and_side():
    assert builder.empty("yugioh") == {"main": {}, "extra": {}, "side": {}}


def test_each_game_has_its_sections():
    assert builder.sections_of("dbs") == ("leader", "main", "side")
    assert builder.sections_of("dbz") == ("personality", "main")
    assert builder.sections_of("esferas") == ("main",)


def test_adding_counts_copies():
    state = builder.add(builder.empty("yugioh"), section="main", code="1")
    state = builder.add(state, section="main", code="1")
    assert state["main"] == {"1": 2}


def test_removing_the_last_copy_drops_the_card():
    state = builder.remove({"main": {"1": 1}}, section="main", code="1")
    assert state == {"main": {}}


def test_removing_a_card_not_in_the_deck_changes_nothing():
    assert builder.remove({"main": {"1": 2}}, section="side", code="1") == {"main": {"1": 2}}


def test_add_does_not_change_its_input():
    state = {"main": {"1": 1}}
    builder.add(state, section="main", code="1")
    assert state == {"main": {"1": 1}}


def test_the_state_reads_lists_of_codes_one_per_copy():
    assert builder.parse_state('{"main": ["1", "1", "2"]}', game="esferas") == {"main": {"1": 2, "2": 1}}


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("not json", "not JSON"),
        ("[]", "object of sections"),
        ('{"extra": {"1": 1}}', "unknown section 'extra'"),
        ('{"main": {"1": 0}}', "count must be 1 to 99"),
        ('{"main": {"1": 100}}', "count must be 1 to 99"),
        ('{"main": {"1": true}}', "count must be 1 to 99"),
        ('{"main": {"": 1}}', "bad card code"),
        ('{"main": "1"}', "must map card codes to counts"),
    ],
)
def test_a_bad_state_is_refused_with_a_reason(raw, message):
    with pytest.raises(builder.StateError, match=message):
        builder.parse_state(raw, game="esferas")


def test_too_many_different_cards_are_refused():
    state = {"main": {str(i): 1 for i in range(builder.MAX_ENTRIES + 1)}}
    with pytest.raises(builder.StateError, match="at most"):
        builder.clean_sections(state, game="esferas")


def test_extra_deck_monsters_go_to_the_extra_deck_automatically():
    assert builder.auto_section("yugioh", card_type="Fusion Monster", attrs={"types": ["monster", "fusion"]}) == "extra"
    assert builder.auto_section("yugioh", card_type="Normal Monster", attrs={"types": ["monster"]}) == "main"
    assert builder.auto_section("dbs", card_type="Leader", attrs={}) == "leader"
    assert builder.auto_section("dbz", card_type="Personality", attrs={}) == "personality"
    assert builder.auto_section("esferas", card_type="Character", attrs={}) == "main"


def test_diff_lists_what_changed_by_section():
    old = {"main": {"a": 3, "b": 1}, "side": {}}
    new = {"main": {"a": 2, "c": 1}, "side": {"b": 1}}
    assert builder.diff(old, new) == [
        ("main", "a", 3, 2),
        ("main", "b", 1, 0),
        ("main", "c", 0, 1),
        ("side", "b", 0, 1),
    ]


@pytest.mark.parametrize(("game", "size"), [("yugioh", 5), ("dbs", 6), ("dbz", 3), ("esferas", 7)])
def test_a_test_hand_has_the_games_opening_size(game, size):
    hand = builder.draw_hand({"main": {"a": 3, "b": 3, "c": 3}}, game=game, rng=random.Random(1))
    assert len(hand) == size
    assert all(hand.count(code) <= 3 for code in "abc")


def test_a_test_hand_never_has_more_cards_than_the_main_deck():
    assert sorted(builder.draw_hand({"main": {"a": 2}, "side": {"b": 3}}, game="yugioh")) == ["a", "a"]


codes = st.text(alphabet="0123456789ABC-", min_size=1, max_size=8)
states = st.dictionaries(st.sampled_from(["main", "extra", "side"]), st.dictionaries(codes, st.integers(1, 9)))


@given(states, st.sampled_from(["main", "extra", "side"]), codes)
def test_adding_then_removing_a_copy_gives_the_deck_back(state, section, code):
    state = builder.clean_sections(state, game="yugioh")
    again = builder.remove(builder.add(state, section=section, code=code), section=section, code=code)
    assert again == state


@given(states)
def test_the_state_survives_a_round_trip_through_the_page(state):
    state = builder.clean_sections(state, game="yugioh")
    assert builder.parse_state(builder.dumps(state), game="yugioh") == state
    assert builder.clean_sections(builder.expand(state), game="yugioh") == state
    assert builder.total(state) == sum(len(codes) for codes in builder.expand(state).values())


@given(states, states)
def test_applying_the_diff_turns_one_deck_into_the_other(old, new):
    old, new = builder.clean_sections(old, game="yugioh"), builder.clean_sections(new, game="yugioh")
    result = json.loads(json.dumps(old))
    for section, code, _, after in builder.diff(old, new):
        if after:
            result[section][code] = after
        else:
            del result[section][code]
    assert {s: dict(sorted(c.items())) for s, c in result.items()} == {
        s: dict(sorted(c.items())) for s, c in new.items()
    }


def test_a_huge_list_of_codes_is_refused_before_it_is_counted():
    with pytest.raises(builder.StateError, match="more than"):
        builder.clean_sections({"main": ["1"] * (builder.MAX_ENTRIES * builder.MAX_COUNT + 1)}, game="esferas")
