"""check_shape: what a well-formed record is, every error named by its path, and the size limits that keep a
hostile record cheap to refuse."""

import pytest

from games.rules.esferas.engine import adjudicate, card_codes
from games.rules.esferas.record import MAX_DECK, MAX_ERRORS, MAX_TURNS, RecordShapeError, check_shape
from tests.games.rules.esferas.helpers import CARDS, attack, record, turn

pytestmark = pytest.mark.smoke


def errors(rec):
    return [str(e) for e in check_shape(rec)]


def full_record():
    """Every action, with every optional key."""
    defence = {"card": "DEF40", "character": "VEGETA", "modifier": "GUARD", "modifier_sphere": "DB6"}
    instants = [{"card": "FLARE", "sphere": "DB6", "effect": {"energy": [0, 10], "draw": [0, 1]}}]
    actions = [
        {"do": "character", "card": "GOKU"},
        {"do": "permanent", "card": "TIME", "sphere": "DB4"},
        {"do": "use_permanent", "card": "TIME", "effect": {}},
        attack("KAME", "DB3", modifier="MOD30", modifier_character="GOKU", defence=defence, instants=instants),
        {"do": "dragon_balls", "cards": [f"DB{n}" for n in range(1, 8)]},
        {"do": "instant", "card": "SENZU", "effect": {"energy": [10, 0]}},
        {"do": "reshuffle", "order": ["F01"], "player": 1},
        {"do": "discard_permanent", "card": "TIME"},
    ]
    return {**record(turns=[turn(0, *actions, discard=["F00"])]), "meta": {"event": "club night"}}


def test_a_full_record_is_well_formed():
    assert errors(full_record()) == []


def test_turns_actions_and_discards_may_be_left_out():
    rec = record()
    del rec["turns"]
    assert errors(rec) == []
    assert errors(record(turns=[{"player": 1}])) == []


def test_a_record_is_an_object_with_its_required_fields():
    assert errors([]) == ["a record must be a JSON object"]
    assert errors({}) == ["energy: missing", "first: missing", "decks: missing"]


def test_unknown_fields_are_named_with_what_is_expected():
    rec = record()
    rec["winner"] = 0
    assert errors(rec) == ["winner: unknown field (expected one of decks, energy, first, meta, turns)"]


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"energy": "500"}, 'energy: must be a whole number, not "500"'),
        ({"energy": True}, "energy: must be a whole number, not True"),
        ({"energy": 10**7}, "energy: 10000000 is out of range (-1000000 to 1000000)"),
        ({"first": 2}, "first: unknown player 2 (expected 0 or 1)"),
        ({"decks": [[]]}, "decks: must be a list of two decks, player 0 then player 1"),
        ({"decks": [["A", ""], []]}, 'decks[0][1]: must be a card code (text of 1 to 64 characters), not ""'),
        ({"turns": {}}, "turns: must be a list of turns"),
        ({"turns": [[]]}, "turns[0]: must be an object"),
        ({"turns": [{"actions": []}]}, "turns[0].player: missing"),
        (
            {"turns": [{"player": 0, "actions": [{"do": "pass"}]}]},
            'turns[0].actions[0].do: unknown action "pass" (expected one of character, permanent, use_permanent, '
            "attack, dragon_balls, discard_permanent, reshuffle, instant)",
        ),
        ({"turns": [{"player": 0, "actions": [{"do": "character"}]}]}, "turns[0].actions[0].card: missing"),
        ({"turns": [{"player": 0, "discard": "F00"}]}, "turns[0].discard: must be a list of card codes"),
    ],
)
def test_each_field_is_checked(change, error):
    assert errors({**record(), **change}) == [error]


@pytest.mark.parametrize(
    ("action", "error"),
    [
        (attack("KAME", "DB3", character="GOKU"), ": pay with sphere or character, not both"),
        (attack("KAME", "DB3", modifier_sphere="DB5"), ": a modifier's sphere is given, but no modifier"),
        (attack("KAME", "DB3", modifier=5), ".modifier: must be a card code (text of 1 to 64 characters), not 5"),
        (attack("KAME", "DB3", modifier=["A"] * 8), ".modifier: too long: 8 cards (at most 7)"),
        (attack("KAME", "DB3", defence={"sphere": "DB2"}), ".defence.card: missing"),
        (
            attack("KAME", "DB3", defence={"card": "DEF40", "shield": 1}),
            ".defence.shield: unknown field (expected one of card, character, modifier, "
            "modifier_character, modifier_sphere, sphere)",
        ),
        (attack("KAME", "DB3", instants=[{"card": "FLARE"}]), ".instants[0].effect: missing"),
        (
            attack("KAME", "DB3", instants=[{"card": "FLARE", "effect": {"draw": [-1, 0]}}]),
            ".instants[0].effect.draw[0]: -1 is out of range (0 to 200)",
        ),
        (
            {"do": "use_permanent", "card": "TIME", "effect": {"energy": [5]}},
            ".effect.energy: must be a list of two numbers, player 0 then player 1",
        ),
        (
            {"do": "use_permanent", "card": "TIME", "effect": {"cancel": True}},
            ".effect.cancel: unknown field (expected one of draw, energy)",
        ),
        ({"do": "reshuffle", "order": [], "player": 3}, ".player: unknown player 3 (expected 0 or 1)"),
        ({"do": "dragon_balls", "cards": "DB1"}, ".cards: must be a list of card codes"),
        (
            {"do": "permanent", "card": "TIME", "effect": {}},
            ".effect: unknown field (expected one of card, character, do, sphere)",
        ),
    ],
)
def test_each_action_is_checked(action, error):
    assert errors(record(turns=[turn(0, action)])) == ["turns[0].actions[0]" + error]


def test_sizes_are_bounded():
    assert errors({**record(), "turns": [{"player": 0}] * (MAX_TURNS + 1)}) == [
        "turns: too long: 2001 turns (at most 2000)"
    ]
    assert errors({**record(), "decks": [["DB1"] * (MAX_DECK + 1), []]}) == [
        "decks[0]: too long: 201 cards (at most 200)"
    ]
    assert errors({**record(), "decks": [["X" * 65], []]})[0].startswith("decks[0][0]: must be a card code")


def test_errors_stop_at_the_limit():
    rec = {**record(), "turns": [{"player": 9}] * 200}
    assert len(check_shape(rec)) == MAX_ERRORS


def test_a_deeply_nested_value_is_named_briefly():
    nested = []
    for _ in range(5000):
        nested = [nested]
    [error] = errors({**record(), "first": nested})
    assert error == "first: unknown player [[[[...]]]] (expected 0 or 1)"


def test_adjudicate_refuses_a_record_that_is_not_well_formed():
    with pytest.raises(RecordShapeError) as caught:
        adjudicate({**record(), "first": 2}, None, CARDS)
    assert [str(e) for e in caught.value.errors] == ["first: unknown player 2 (expected 0 or 1)"]
    assert isinstance(caught.value, ValueError)


def test_card_codes_names_every_card_the_record_holds():
    rec = full_record()
    expected = set(rec["decks"][0]) | set(rec["decks"][1]) | {"GOKU", "TIME", "KAME", "MOD30", "DEF40", "VEGETA"}
    expected |= {"GUARD", "DB6", "FLARE", "SENZU", "DB3", "DB4", "F01", "F00"} | {f"DB{n}" for n in range(1, 8)}
    assert card_codes(rec) == expected


def test_card_codes_reads_only_what_is_shaped_as_expected():
    assert card_codes(
        {"decks": [["A", 5], "B"], "turns": [3, {"actions": ["x", {"card": ["C"], "cards": ["D"]}]}]}
    ) == {
        "A",
        "D",
    }
    assert card_codes([]) == set()
