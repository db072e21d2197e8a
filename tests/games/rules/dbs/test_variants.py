"""parse_variant: the seed FAQ's rules by default, the other rule versions by name."""

import pytest

from games.rules.dbs.variants import Variant, parse_variant

pytestmark = pytest.mark.smoke


def test_no_variant_is_the_seeds_rules():
    assert parse_variant(None) == parse_variant({}) == Variant(first_turn_attack=False, charge_draw=1)


def test_a_variant_sets_its_options():
    variant = parse_variant({"first_turn_attack": True, "charge_draw": 1})
    assert variant.to_dict() == {"first_turn_attack": True, "charge_draw": 1}
    assert parse_variant(variant) is variant


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a variant must be a JSON object"),
        ({"mulligans": 2}, 'unknown variant key "mulligans" (known: first_turn_attack, charge_draw)'),
        ({"first_turn_attack": "yes"}, 'variant first_turn_attack must be true or false, not "yes"'),
        ({"charge_draw": 3}, "variant charge_draw must be 1 or 2, not 3"),
        ({"charge_draw": True}, "variant charge_draw must be 1 or 2, not True"),
    ],
)
def test_a_bad_variant_is_refused_naming_the_key(data, message):
    with pytest.raises(ValueError) as caught:
        parse_variant(data)
    assert str(caught.value) == message
