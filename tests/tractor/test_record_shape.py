"""The record's shape: types, card names, seats, list lengths (docs/tractor-records.md)."""

import pytest

from games.rules.tractor.record import MAX_CARDS, MAX_ERRORS, ShapeError, check_shape, normalize
from tests.tractor.helpers import bot_record

pytestmark = pytest.mark.smoke


def messages(record):
    return [str(error) for error in check_shape(record)]


def test_a_bot_record_is_well_formed():
    assert check_shape(bot_record(1)) == []


def test_an_unknown_card_in_a_play_is_named_by_its_path():
    record = bot_record(1)
    record["tricks"][3][1]["cards"][0] = "11H"
    assert messages(record) == ['tricks[3][1].cards[0]: unknown card "11H"']
    error = check_shape(record)[0]
    assert (error.path, error.message) == ("tricks[3][1].cards[0]", 'unknown card "11H"')


def test_a_shape_error_prints_path_then_message():
    assert str(ShapeError("kitty[2]", "unknown card")) == "kitty[2]: unknown card"


def test_the_record_must_be_an_object():
    assert messages([1, 2]) == ["a record must be a JSON object"]


def test_required_fields_are_named_when_missing():
    assert messages({}) == ["levels: missing", "dealer: missing", "hands: missing", "kitty: missing"]


def test_bids_buried_and_tricks_may_be_missing():
    record = bot_record(1)
    for key in ("bids", "buried", "tricks"):
        del record[key]
    assert messages(record) == []


def test_unknown_top_level_fields_are_refused_but_meta_is_kept():
    record = bot_record(1)
    record["trick"] = []
    record["meta"] = {"table": 4}
    assert messages(record) == [
        "trick: unknown field (expected one of bids, buried, dealer, hands, kitty, levels, meta, tricks)"
    ]


@pytest.mark.parametrize("levels", [["2"], "2", ["2", "2", "2"], None])
def test_levels_are_two_levels(levels):
    record = {**bot_record(1), "levels": levels}
    assert messages(record) == ["levels: must be a list of two levels, team 0 (seats 0 and 2) then team 1"]


def test_an_unknown_level_is_named():
    record = {**bot_record(1), "levels": ["2", "1"]}
    assert messages(record) == ['levels[1]: unknown level "1" (expected 2..10, J, Q, K, A)']


@pytest.mark.parametrize("dealer", [4, -1, "0", True, 1.0])
def test_the_dealer_is_a_seat_or_null(dealer):
    record = {**bot_record(1), "dealer": dealer}
    assert len(messages(record)) == 1
    assert messages(record)[0].startswith("dealer: unknown seat")


def test_hands_are_four_lists():
    assert messages({**bot_record(1), "hands": [[]] * 3}) == ["hands: must be a list of four hands, seats 0 to 3"]
    assert messages({**bot_record(1), "hands": [[], [], [], "AS"]}) == ["hands[3]: must be a list of cards"]


def test_a_card_must_be_a_string():
    record = bot_record(1)
    record["kitty"][0] = 10
    assert messages(record) == ["kitty[0]: unknown card 10"]


def test_lists_longer_than_any_hand_are_refused():
    record = {**bot_record(1), "buried": ["AS"] * (MAX_CARDS + 1)}
    assert messages(record) == [f"buried: too long: {MAX_CARDS + 1} cards (at most {MAX_CARDS})"]


def test_a_trick_has_at_most_four_plays():
    record = bot_record(1)
    record["tricks"][0].append(record["tricks"][0][0])
    assert messages(record) == ["tricks[0]: too long: 5 plays (at most 4)"]


def test_an_empty_trick_is_a_shape_error():
    """A trick starts with its lead: a trick with no play is not a trick at all."""
    record = bot_record(1)
    record["tricks"][2] = []
    record["tricks"].append([])
    last = len(record["tricks"]) - 1
    assert messages(record) == [
        "tricks[2]: a trick has at least one play",
        f"tricks[{last}]: a trick has at least one play",
    ]


def test_a_play_needs_a_seat_and_cards():
    record = bot_record(1)
    record["tricks"][2][0] = {"cards": ["AS"], "who": 1}
    assert messages(record) == [
        "tricks[2][0].who: unknown field (expected one of cards, seat)",
        "tricks[2][0].seat: missing",
    ]


def test_a_play_seat_is_0_to_3():
    record = bot_record(1)
    record["tricks"][0][2]["seat"] = 5
    assert messages(record) == ["tricks[0][2].seat: unknown seat 5 (expected 0, 1, 2 or 3)"]


def test_a_bid_is_cards_or_a_pass():
    record = bot_record(1)
    record["bids"] = [
        {"seat": 0, "cards": ["2H"], "pass": True},
        {"seat": 1},
        {"seat": 2, "pass": False},
        {"seat": 3, "cards": ["ZZ"]},
        "pass",
    ]
    assert messages(record) == [
        'bids[0]: a bid has either "cards" or "pass": true',
        'bids[1]: a bid has either "cards" or "pass": true',
        "bids[2].pass: must be true (a bid is either cards or a pass)",
        'bids[3].cards[0]: unknown card "ZZ"',
        "bids[4]: must be an object",
    ]


def test_errors_are_capped():
    record = {**bot_record(1), "kitty": ["??"] * MAX_CARDS}
    assert len(check_shape(record)) == MAX_ERRORS


def test_a_long_bad_value_is_cut_short_in_the_message():
    record = bot_record(1)
    record["kitty"][0] = "X" * 1000
    assert len(messages(record)[0]) < 80


def test_a_deeply_nested_bad_value_is_named_without_recursing_into_it():
    nested = []
    for _ in range(5000):
        nested = [nested]
    record = bot_record(1)
    record["kitty"][0] = nested
    assert messages(record) == ["kitty[0]: unknown card [[[[...]]]]"]


def test_normalize_spells_ten_as_10_and_fills_defaults():
    record = bot_record(1)
    record["hands"][0] = ["TH" if card == "10H" else card for card in record["hands"][0]]
    del record["tricks"]
    normal = normalize(record)
    assert "TH" not in normal["hands"][0]
    assert normal["hands"][0].count("10H") == bot_record(1)["hands"][0].count("10H")
    assert normal["tricks"] == []
