"""parse_variant: the table options for what the seed leaves open."""

import pytest

from games.rules.esferas.variants import Variant, parse_variant

pytestmark = pytest.mark.smoke


def test_no_variant_is_the_seeds_rules():
    assert parse_variant(None) == parse_variant({}) == Variant(instant_sphere=False, extra_discards=False)


def test_a_variant_sets_its_options():
    variant = parse_variant({"instant_sphere": True, "extra_discards": True})
    assert variant.to_dict() == {"instant_sphere": True, "extra_discards": True}
    assert parse_variant(variant) is variant


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a variant must be a JSON object"),
        ({"energy": 500}, 'unknown variant key "energy" (known: instant_sphere, extra_discards)'),
        ({"instant_sphere": "yes"}, 'variant instant_sphere must be true or false, not "yes"'),
        ({"extra_discards": 1}, "variant extra_discards must be true or false, not 1"),
    ],
)
def test_a_bad_variant_is_refused_naming_the_key(data, message):
    """The message names the key and shows the value cut short (at most 40 characters)."""
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(").replace(")", r"\)") + "$"):
        parse_variant(data)


def test_a_huge_key_is_cut_short_in_the_message():
    with pytest.raises(ValueError) as caught:
        parse_variant({"x" * 10_000: True})
    assert len(str(caught.value)) < 120
