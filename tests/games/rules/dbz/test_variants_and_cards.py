"""The variants (the PAT as format data, the seed's readings against the digest's) and the card facts the
engine reads, built as the service builds them from the real imported Saiyan Saga set."""

import pytest

from games.rules.dbz.cards import DRAGON_BALL, DRILL, ENERGY, NON_COMBAT, PERSONALITY, PHYSICAL, CardFactsError, card_of
from games.rules.dbz.pat import DEFAULT, parse_table
from games.rules.dbz.variants import Variant, parse_variant
from tests.games.rules.dbz.helpers import SEED_CARDS, draw, record, rule_of, saiyan_cards, turn, violation

pytestmark = pytest.mark.smoke


def test_the_default_variant_is_the_seeds_reading():
    assert parse_variant(None) == parse_variant({}) == Variant()
    assert parse_variant(None).to_dict() == {
        "pat": {"bands": [0, 100, 600, 1000, 3000, 10000, 15500, 25000], "rule": "difference"},
        "defender_draws": True,
        "defender_discard": "down_to_one",
    }


@pytest.mark.parametrize(
    "data, words",
    [
        ([], "JSON object"),
        ({"colour": 1}, "unknown variant key"),
        ({"defender_draws": "yes"}, "true or false"),
        ({"defender_discard": "two"}, "down_to_one"),
        ({"pat": []}, "pat must be an object"),
        ({"pat": {"bands": [100, 200]}}, "start at 0"),
        ({"pat": {"bands": [0, 200, 100]}}, "rise"),
        ({"pat": {"bands": "0,100"}}, "list of 1 to"),
        ({"pat": {"bands": [0, 10], "rule": "ratio"}}, "difference"),
        ({"pat": {"bands": [0, 10], "matrix": [[1, 2]]}}, "2 rows"),
        ({"pat": {"bands": [0, 10], "matrix": [[1, 2], [3, 99]]}}, "0 to 50"),
        ({"pat": {"bands": [0, 10], "matrix": [[1, 2], [3, 4]], "rule": "difference"}}, "not both"),
        ({"pat": {"rows": []}}, "unknown pat key"),
    ],
)
def test_a_bad_variant_is_refused_with_its_reason(data, words):
    with pytest.raises(ValueError, match=words):
        parse_variant(data)


def test_a_table_reads_bands_by_their_start():
    assert [DEFAULT.band(p) for p in (0, 99, 100, 599, 600, 999, 1000, 2999, 3000, 25000, 10**8)] == [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 7, 7,
    ]  # fmt: skip
    assert DEFAULT.stages(0, 7) == 0 and DEFAULT.stages(7, 0) == 8
    table = parse_table({"bands": [0, 500], "matrix": [[1, 0], [3, 2]]})
    assert (table.stages(1, 0), table.to_dict()["matrix"]) == (3, [[1, 0], [3, 2]])


def test_every_saiyan_saga_card_reads_as_a_dbz_card():
    cards = saiyan_cards()
    read = {code: card_of(code, facts) for code, facts in cards.items()}
    assert len(read) == 140
    goku = read["SAIYAN-158"]
    assert (goku.kind, goku.level, goku.pur, goku.villain, goku.personality) == (PERSONALITY, 1, 1, False, "goku")
    assert goku.stages[5] == 900  # "Scouter จะเผยให้เห็นระดับ 900"
    vegeta = read["SAIYAN-175"]
    assert (vegeta.level, vegeta.pur, vegeta.villain, vegeta.top, vegeta.stages[-1]) == (3, 4, True, 10, 18000)
    assert read["SAIYAN-001"].kind == PHYSICAL and read["SAIYAN-065"].kind == ENERGY
    assert read["SAIYAN-015"].kind == DRAGON_BALL and read["SAIYAN-022"].kind == NON_COMBAT
    assert read["SAIYAN-001"].style == "Orange" and read["SAIYAN-024"].style is None  # Freestyle


def test_drills_are_told_by_name_and_colour():
    blue = card_of("BLUE-DRILL", SEED_CARDS["BLUE-DRILL"])
    assert (blue.kind, blue.colour, blue.named) == (DRILL, "Blue", False)
    named = card_of("GOKU-DRILL", SEED_CARDS["GOKU-DRILL"])
    assert (named.colour, named.named) == (None, True)


@pytest.mark.parametrize(
    "facts, field",
    [
        ("Goku", "object"),
        ({"name": "X", "type": "Spell"}, "type"),
        ({"name": "X", "type": "Personality", "level": 1, "pur": 1}, "power_stages"),
        ({"name": "X", "type": "Personality", "level": 0, "pur": 1, "power_stages": [0, 1]}, "level"),
        ({"name": "X", "type": "Personality", "level": 1, "pur": True, "power_stages": [0, 1]}, "pur"),
        ({"name": "X", "type": "Personality", "level": 1, "pur": 1, "power_stages": [0, 5, 2]}, "power_stages"),
    ],
)
def test_unusable_facts_name_the_card_and_the_field(facts, field):
    with pytest.raises(CardFactsError) as error:
        card_of("X-1", facts)
    assert "X-1" in str(error.value) and field in str(error.value)


def test_a_card_whose_facts_are_unusable_is_a_card_violation_naming_it():
    table = {**saiyan_cards(), "BAD-1": {"name": "Bad", "type": "Mystery"}}
    found = violation(record([turn(0, draw("BAD-1", "SAIYAN-001", "SAIYAN-001"))]), table=table)
    assert (found["rule"], found["params"]["card"]) == ("card", "BAD-1")
    assert rule_of(record(), table={}) == "card"  # the Main Personalities themselves
