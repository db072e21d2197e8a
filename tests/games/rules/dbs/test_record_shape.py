"""check_shape: types, known words and sizes of a DBS record; card_codes: what the service looks up."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.dbs.engine import adjudicate
from games.rules.dbs.record import MAX_ACTIONS, MAX_CARDS, MAX_TURNS, RecordShapeError, card_codes, check_shape
from tests.games.rules.dbs.helpers import GOKU, SSJ3, VADOS, attack, play, player, state, turn

pytestmark = pytest.mark.smoke


def paths(record):
    return [(e.path, e.message) for e in check_shape(record)]


def test_a_well_formed_state_has_no_shape_error():
    assert check_shape(state(turns=[turn(play(SSJ3, VADOS), attack(offence=[{"combo": VADOS}]))])) == []


def test_a_record_is_an_object_with_a_setup_or_a_state():
    assert paths([]) == [("", "a record must be a JSON object")]
    assert paths({"turns": []}) == [("", "needs exactly one of setup, state")]
    both = {**state(), "setup": {"first": 0, "players": []}}
    assert ("", "needs exactly one of setup, state") in paths(both)


def test_unknown_fields_and_missing_ones_are_named_with_their_path():
    rec = state(turns=[{"actions": [{"do": "attack", "attacker": "leader", "speed": 3}]}])
    rec["state"]["players"][0].pop("life")
    found = paths(rec)
    assert ("state.players[0].life", "missing") in found
    assert ("turns[0].actions[0].target", "missing") in found
    assert any(path == "turns[0].actions[0].speed" for path, _ in found)


def test_an_unknown_action_lists_the_known_ones():
    (error,) = check_shape(state(turns=[{"actions": [{"do": "fly"}]}]))
    assert error.path == "turns[0].actions[0].do"
    assert error.message.startswith('unknown action "fly" (expected one of play, evolve, union, skill, awaken')


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda r: r["state"].update(first=2), "state.first"),
        (lambda r: r["state"].update(first=True), "state.first"),
        (lambda r: r["state"]["players"][0].update(life=-1), "state.players[0].life"),
        (lambda r: r["state"]["players"][0].update(hand=[5]), "state.players[0].hand[0]"),
        (
            lambda r: r["state"]["players"][0].update(energy=[{"code": SSJ3, "rested": "yes"}]),
            "state.players[0].energy[0].rested",
        ),
        (lambda r: r["turns"].append({"charge": 7}), "turns[0].charge"),
        (lambda r: r["turns"].append({"actions": [{"do": "play", "card": "?"}]}), "turns[0].actions[0].card"),
        (
            lambda r: r["turns"].append({"actions": [attack(offence=[{"combo": SSJ3, "awaken": True}])]}),
            "turns[0].actions[0].offence[0]",
        ),
        (lambda r: r["turns"].append({"actions": [play(SSJ3, id="a:b")]}), "turns[0].actions[0].id"),
        (
            lambda r: r["turns"].append(
                {"actions": [{"do": "effect", "effect": {"move": [{"card": SSJ3, "from": "sky", "to": "hand"}]}}]}
            ),
            "turns[0].actions[0].effect.move[0].from",
        ),
    ],
)
def test_a_bad_value_is_named_by_its_path(change, path):
    rec = state()
    change(rec)
    assert path in [p for p, _ in paths(rec)]


def test_sizes_are_bounded():
    rec = state(turns=[turn()] * (MAX_TURNS + 1))
    assert paths(rec) == [("turns", f"too long: {MAX_TURNS + 1} turns (at most {MAX_TURNS})")]
    rec = state(turns=[turn(*[{"do": "awaken"}] * (MAX_ACTIONS + 1))])
    assert paths(rec)[0][0] == "turns[0].actions"
    rec = state(player(hand=[SSJ3] * (MAX_CARDS + 1)))
    assert paths(rec)[0] == ("state.players[0].hand", f"too long: {MAX_CARDS + 1} cards (at most {MAX_CARDS})")


def test_a_counter_answering_counters_is_bounded_in_depth():
    counter = {"card": "X"}
    for _ in range(5):
        counter = {"card": "X", "counter": counter}
    assert any(p.endswith(".counter") for p, _ in paths(state(turns=[turn(attack(counter=counter))])))


def test_errors_stop_at_50():
    rec = state(turns=[{"actions": [{"do": "fly"}] * 150}])
    assert len(check_shape(rec)) == 50


def test_the_engine_refuses_a_record_that_is_not_well_formed():
    with pytest.raises(RecordShapeError, match="needs exactly one of setup, state"):
        adjudicate({"turns": []}, None, {})


def test_an_unknown_card_number_is_a_value_error_naming_the_place():
    with pytest.raises(
        ValueError, match=r"^turns\[0\]\.actions\[0\]: no card with number BT9-999 in the card database$"
    ):
        adjudicate(
            state(player(hand=["?"]), turns=[turn(play("BT9-999"))]),
            None,
            {"P-025": {"type": "Leader", "power": 1}, "P-026": {"type": "Leader", "power": 1}},
        )


def test_card_codes_names_every_card_number_of_the_record():
    rec = state(
        player(hand=[SSJ3, "?"], energy=[{"code": VADOS}], battle=[{"code": "P-004", "under": ["P-001"]}]),
        player(GOKU, drop=["P-084"]),
        turns=[
            turn(
                play("BT1-001", VADOS),
                attack("1:leader", "P-003", offence=[{"combo": "1:BT2-002"}]),
                charge="BT3-003",
                draw=["BT4-004"],
            )
        ],
    )
    codes = card_codes(rec)
    expected = {"P-025", "P-026", SSJ3, VADOS, "P-004", "P-001", "P-084", "BT1-001", "BT2-002", "BT3-003", "BT4-004"}
    assert expected <= codes
    assert "?" not in codes


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["", "?", "leader", SSJ3, "play", "attack"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "state",
                    "setup",
                    "turns",
                    "actions",
                    "do",
                    "card",
                    "players",
                    "first",
                    "turn",
                    "life",
                    "hand",
                    "deck",
                    "leader",
                    "effect",
                    "offence",
                    "pay",
                ]
            ),
            inner,
            max_size=5,
        )
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(value=json_values)
def test_check_shape_and_card_codes_never_crash_on_any_json(value):
    errors = check_shape(value)
    assert all(json.loads(json.dumps(e.to_dict())) == e.to_dict() for e in errors)
    assert isinstance(card_codes(value), set)


def test_a_hostile_record_is_refused_cheaply():
    """Deep nesting where the shape has none, and lists past their limits, stop at the first look."""
    deep = {}
    for _ in range(5000):
        deep = {"x": deep}
    rec = state(turns=[turn(attack(effect={"note": "n", "power": [deep]}))])
    rec["meta"] = deep
    assert [e.path for e in check_shape(rec)][:1] == ["turns[0].actions[0].effect.power[0].x"]
    assert isinstance(card_codes(rec), set)
    huge = state(player(hand=["P-003"] * 1_000_000))
    assert [e.path for e in check_shape(huge)] == ["state.players[0].hand"]


def test_card_codes_leaves_out_the_names_of_cards_in_play():
    """The service refuses a record naming a code the card database lacks: an id is not a card number."""
    rec = state(
        player(battle=[{"code": SSJ3, "id": "goku"}]),
        player(GOKU, battle=[{"code": VADOS, "id": "vados"}]),
        turns=[
            turn(
                attack(
                    "goku",
                    "vados",
                    blocker="vados",
                    offence=[{"combo": "goku", "from": "battle"}],
                    effect={"ko": ["1:vados"], "power": [{"card": "goku", "amount": 1}]},
                ),
                {"do": "skill", "card": "goku", "effect": {"move": [{"card": "goku", "from": "battle", "to": "hand"}]}},
            )
        ],
    )
    assert card_codes(rec) == {"P-025", "P-026", SSJ3, VADOS}
