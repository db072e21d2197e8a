"""The shape of a DBZ record: every error names its place, sizes are bounded, card_codes reads any input."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.dbz.engine import adjudicate, card_codes
from games.rules.dbz.record import MAX_ATTACKS, MAX_ERRORS, MAX_TURNS, RecordShapeError, check_shape
from tests.dbz.helpers import FILLER, GOKU, PASS, combat, draw, plays, record, saiyan_cards, turn
from tests.support.bots.dbz import random_game

pytestmark = pytest.mark.smoke


def paths(rec):
    return [error.path for error in check_shape(rec)]


def test_a_good_record_has_no_shape_error():
    assert check_shape(record([turn(0, draw(), plays({"card": FILLER}), combat(PASS, PASS))])) == []


@pytest.mark.parametrize(
    "change, path",
    [
        (lambda r: r.pop("players"), "players"),
        (lambda r: r.update(players=[r["players"][0]]), "players"),
        (lambda r: r.update(first=2), "first"),
        (lambda r: r.update(first=True), "first"),
        (lambda r: r.update(extra=1), "extra"),
        (lambda r: r["players"][0].pop("life_deck"), "players[0].life_deck"),
        (lambda r: r["players"][0].update(life_deck=-1), "players[0].life_deck"),
        (lambda r: r["players"][1].update(personality="SAIYAN-158"), "players[1].personality"),
        (lambda r: r["players"][1].update(highest_level="3"), "players[1].highest_level"),
        (lambda r: r["players"][1].update(style=7), "players[1].style"),
        (lambda r: r.update(turns={}), "turns"),
        (lambda r: r.update(turns=[{"player": 0}]), "turns[0].steps"),
        (lambda r: r.update(turns=[{"player": 0, "steps": None}]), "turns[0].steps"),  # found by hypothesis
        (lambda r: r.update(turns=[turn(0, {"step": "dance"})]), "turns[0].steps[0].step"),
        (lambda r: r.update(turns=[turn(0, {"step": "draw", "cards": [""]})]), "turns[0].steps[0].cards[0]"),
        (lambda r: r.update(turns=[turn(0, {"step": "draw"})]), "turns[0].steps[0].cards"),
        (lambda r: r.update(turns=[turn(0, plays({"card": FILLER, "use": FILLER}))]), "turns[0].steps[0].plays[0]"),
        (lambda r: r.update(turns=[turn(0, plays({"use": FILLER}))]), "turns[0].steps[0].plays[0].effect"),
        (lambda r: r.update(turns=[turn(0, combat({"pass": False}))]), "turns[0].steps[0].attacks[0].pass"),
        (lambda r: r.update(turns=[turn(0, combat({"pass": True, "card": FILLER}))]), "turns[0].steps[0].attacks[0]"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "final": FILLER}))]),
         "turns[0].steps[0].attacks[0]"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "kind": "fire"}))]),
         "turns[0].steps[0].attacks[0].kind"),
        (lambda r: r.update(turns=[turn(0, combat({"power": 1}))]), "turns[0].steps[0].attacks[0].power"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "damage": {"life": -1}}))]),
         "turns[0].steps[0].attacks[0].damage.life"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "effect": {"anger": [1]}}))]),
         "turns[0].steps[0].attacks[0].effect.anger"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "effect": {"anger": [1, 1000]}}))]),
         "turns[0].steps[0].attacks[0].effect.anger[1]"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "defence": {"stops": True}}))]),
         "turns[0].steps[0].attacks[0].defence"),
        (lambda r: r.update(turns=[turn(0, combat({"card": FILLER, "defence": {"card": FILLER, "stops": 1}}))]),
         "turns[0].steps[0].attacks[0].defence.stops"),
        (lambda r: r.update(turns=[turn(0, {"step": "rejuvenate", "done": "yes"})]), "turns[0].steps[0].done"),
        (lambda r: r.update(turns=[turn(0, {"step": "power_up", "allies": []})]), "turns[0].steps[0].allies"),
        (lambda r: r.update(meta=[]), "meta"),
    ],
)  # fmt: skip
def test_each_shape_error_names_its_place(change, path):
    rec = record()
    change(rec)
    assert path in paths(rec)


def test_sizes_are_bounded_so_a_hostile_record_is_cheap_to_reject():
    assert paths(record([turn(0)] * (MAX_TURNS + 1))) == ["turns"]
    assert paths(record([turn(0, combat(*[PASS] * (MAX_ATTACKS + 1)))])) == ["turns[0].steps[0].attacks"]
    garbage = record([turn(0, {"step": "draw", "cards": [1] * 60})] * 5)
    assert len(check_shape(garbage)) == MAX_ERRORS


def test_a_record_nested_deep_is_refused_without_recursion():
    deep = {"a": None}
    for _ in range(5000):
        deep = {"a": deep}
    rec = record()
    rec["meta"] = deep
    assert check_shape(rec) == []
    assert "players[0].style" in paths({**record(), "players": [{**record()["players"][0], "style": [deep]}, {}]})


def test_adjudicate_refuses_a_badly_shaped_record():
    with pytest.raises(RecordShapeError) as error:
        adjudicate({"players": 1, "first": 0}, None, {})
    assert error.value.errors[0].path == "players"


def test_card_codes_names_every_card_a_record_uses():
    cards = saiyan_cards()
    record_, _ = random_game(3, cards)
    codes = card_codes(record_)
    assert set(GOKU) <= codes or {"SAIYAN-173"} <= codes
    assert codes <= set(cards)


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=30))  # fmt: skip
def test_check_shape_and_card_codes_never_crash_on_garbage(value):
    assert isinstance(check_shape(value), list)
    assert isinstance(card_codes(value), set)
    for key in ("players", "turns"):
        assert isinstance(check_shape({"players": value, "first": 0, key: value}), list)
        assert isinstance(card_codes({"players": value, "turns": [{"steps": [value]}]}), set)
