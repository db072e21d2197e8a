import pytest

from games.rules.tractor.variants import Variant, parse_variant

pytestmark = pytest.mark.smoke


def test_no_variant_is_the_seed_rules():
    assert parse_variant(None) == Variant()
    assert parse_variant({}).to_dict() == {"kitty_multiplier": "times", "follow_tractor": False}


def test_known_keys_are_read():
    variant = parse_variant({"kitty_multiplier": "power", "follow_tractor": True})
    assert variant.to_dict() == {"kitty_multiplier": "power", "follow_tractor": True}


def test_a_variant_round_trips_through_its_dict():
    variant = parse_variant({"follow_tractor": True})
    assert parse_variant(variant.to_dict()) == variant


@pytest.mark.parametrize(
    ("data", "named"),
    [
        ({"follow_tractors": True}, '"follow_tractors"'),
        ({"kitty_multiplier": "square"}, '"square"'),
        ({"follow_tractor": "yes"}, '"yes"'),
        ({"follow_tractor": 1}, "1"),
        ([], "JSON object"),
    ],
)
def test_an_unknown_key_or_bad_value_is_named(data, named):
    with pytest.raises(ValueError, match=named):
        parse_variant(data)
