"""The shape check of a record (docs/yugioh-records.md, Record): every error names its path, sizes are
bounded, and the passcodes the engine needs are listed."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.messages import render
from games.rules.yugioh import record as shape
from games.rules.yugioh.record import card_codes, check_shape, passcode
from tests.games.rules.yugioh.helpers import POT, VORSE, act, make, whole_turn
from tests.support.bots.yugioh import random_record

pytestmark = pytest.mark.smoke


def errors(record):
    return [str(error) for error in check_shape(record)]


def good():
    return make({"v": (VORSE, 0), "pot": (POT, 0, "deck")}, whole_turn(0, act(0, "pot")), decks=[30, 30])


def test_a_well_formed_record_has_no_error():
    assert check_shape(good()) == []
    assert check_shape({"first": 1, "cards": {}, "turns": [], "meta": {"event": "Regional"}}) == []


def test_bot_records_are_well_formed():
    for seed in range(30):
        assert check_shape(random_record(seed)) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda r: r.update(extra=1), ["extra: unknown field (expected one of cards, decks, first, meta, turns)"]),
        (lambda r: r.pop("turns"), ["turns: missing"]),
        (lambda r: r.update(first=2), ["first: unknown player 2 (expected 0 or 1)"]),
        (lambda r: r.update(first=True), ["first: unknown player True (expected 0 or 1)"]),
        (lambda r: r.update(cards=[]), ["cards: must be an object of cards by id"]),
        (
            lambda r: r["cards"]["v"].update(code="89631139x"),
            ['cards.v.code: "89631139x" is not a passcode (a string of 1 to 10 digits, not all zeros)'],
        ),
        (
            lambda r: r["cards"]["v"].update(code=89631139),
            ["cards.v.code: 89631139 is not a passcode (a string of 1 to 10 digits, not all zeros)"],
        ),
        (
            lambda r: r["cards"]["v"].update(code="000"),
            ['cards.v.code: "000" is not a passcode (a string of 1 to 10 digits, not all zeros)'],
        ),
        (lambda r: r["cards"]["v"].update(owner=3), ["cards.v.owner: unknown player 3 (expected 0 or 1)"]),
        (
            lambda r: r["cards"]["v"].update(zone="field"),
            [
                (
                    'cards.v.zone: unknown value "field" (expected one of hand, deck, extra, monster, spell_trap, '
                    "field_zone, graveyard, banished)"
                )
            ],
        ),
        (
            lambda r: r["cards"]["v"].update(position="attack"),
            ["cards.v.position: only a card on the field has a position"],
        ),
        (
            lambda r: r["cards"]["v"].update(zone="spell_trap", position="attack"),
            ['cards.v.position: unknown value "attack" (expected one of set, face_up)'],
        ),
        (lambda r: r["cards"]["v"].pop("owner"), ["cards.v.owner: missing"]),
        (
            lambda r: r["cards"].update({"": r["cards"]["v"]}),
            ['cards."": a card id is 1 to 40 characters'],
        ),
        (lambda r: r.update(decks=[30]), ["decks: must be a list of two card counts, player 0 then player 1"]),
        (lambda r: r.update(decks=[-1, 30]), ["decks[0]: must be a number of cards from 0 to 200"]),
        (
            lambda r: r.update(decks=[0, 30]),
            ["decks[0]: player 0's Deck holds 0 cards, fewer than the 1 card listed in it"],
        ),
        (lambda r: r.update(turns={}), ["turns: must be a list of turns"]),
        (lambda r: r["turns"][0].update(player=None), ["turns[0].player: unknown player None (expected 0 or 1)"]),
        (lambda r: r["turns"][0].update(events="all"), ["turns[0].events: must be a list of events"]),
        (lambda r: r["turns"][0]["events"].append("pass"), ["turns[0].events[14]: must be an object"]),
        (
            lambda r: r["turns"][0]["events"].append({"phase": "damage"}),
            [
                (
                    'turns[0].events[14].phase: unknown value "damage" (expected one of draw, standby, main1, battle, '
                    "main2, end)"
                )
            ],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"phase": "end", "player": 0}),
            ["turns[0].events[14].player: unknown field (expected one of phase)"],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0}),
            ['turns[0].events[14]: an event has either "phase" or "do"'],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "discard"}),
            [
                (
                    'turns[0].events[14].do: unknown value "discard" (expected one of draw, normal_summon, '
                    "set_monster, flip_summon, special_summon, set_spell_trap, change_position, attack, activate, "
                    "pass, leave)"
                )
            ],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "normal_summon"}),
            ["turns[0].events[14].card: missing"],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "normal_summon", "card": "x"}),
            ['turns[0].events[14].card: unknown card id "x" (not in cards)'],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "pass", "card": "v"}),
            ["turns[0].events[14].card: unknown field (expected one of do, player)"],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "attack", "card": "v"}),
            ["turns[0].events[14].target: missing"],
        ),
        (
            lambda r: r["turns"][0]["events"].append({"player": 0, "do": "leave", "card": "v", "to": "field"}),
            ['turns[0].events[14].to: unknown value "field" (expected one of graveyard, banished, hand, deck)'],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(effect="fast"),
            [
                (
                    'turns[0].events[8].effect: unknown value "fast" (expected one of ignition, trigger, quick, flip, '
                    "continuous)"
                )
            ],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(targets=["v", "v"]),
            ["turns[0].events[8].targets: names a card twice"],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(targets="v"),
            ["turns[0].events[8].targets: must be a list of card ids"],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(outcome={"destroy": ["w"]}),
            ['turns[0].events[8].outcome.destroy[0]: unknown card id "w" (not in cards)'],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(outcome={"negate_activation": 0}),
            ["turns[0].events[8].outcome.negate_activation: must be a chain link number from 1 to 1000"],
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(outcome={"negate": 1}),
            [
                (
                    "turns[0].events[8].outcome.negate: unknown field (expected one of banish, destroy, face_down, "
                    "face_up, negate_activation, negate_effect, negate_summon, to_deck, to_hand)"
                )
            ],
        ),
        (lambda r: r.update(meta=[]), ["meta: must be an object"]),
    ],
)
def test_each_shape_error_names_its_path(change, expected):
    record = good()
    change(record)
    assert errors(record) == expected


def test_a_record_must_be_an_object():
    assert errors([]) == ["a record must be a JSON object"]


def test_a_shape_error_keeps_its_template_and_parameters():
    record = good()
    record["cards"]["v"]["owner"] = 3
    (error,) = check_shape(record)
    assert error.to_dict() == {
        "path": "cards.v.owner",
        "message": "unknown player 3 (expected 0 or 1)",
        "template": "unknown player {value} (expected 0 or 1)",
        "params": {"value": "3"},
    }
    assert render(error.template, error.params) == error.message


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda r: r.update(turns=[{"player": 0, "events": []}] * (shape.MAX_TURNS + 1)), "turns"),
        (
            lambda r: r["turns"][0].update(events=[{"player": 0, "do": "pass"}] * (shape.MAX_TURN_EVENTS + 1)),
            "turns[0].events",
        ),
        (
            lambda r: r.update(
                cards={f"c{i}": {"code": POT, "owner": 0, "zone": "hand"} for i in range(shape.MAX_CARDS + 1)}
            ),
            "cards",
        ),
        (
            lambda r: r["turns"][0]["events"][8].update(targets=["v"] * (shape.MAX_LISTED + 1)),
            "turns[0].events[8].targets",
        ),
    ],
)
def test_sizes_are_bounded(change, path):
    record = good()
    change(record)
    found = check_shape(record)
    assert [error.path for error in found] == [path]
    assert "too" in found[0].message


def test_the_events_of_the_whole_record_are_bounded():
    turn = {"player": 0, "events": [{"player": 0, "do": "pass"}] * shape.MAX_TURN_EVENTS}
    record = {"first": 0, "cards": {}, "turns": [turn] * (shape.MAX_EVENTS // shape.MAX_TURN_EVENTS + 1)}
    assert [error.path for error in check_shape(record)] == [
        f"turns[{shape.MAX_EVENTS // shape.MAX_TURN_EVENTS}].events"
    ]


def test_a_record_of_garbage_stops_at_the_error_limit():
    record = good()
    record["turns"][0]["events"] = [{"player": 9, "do": "pass"}] * 1000
    assert len(check_shape(record)) == shape.MAX_ERRORS


def test_a_value_nested_deep_is_shown_short():
    deep = []
    for _ in range(10_000):
        deep = [deep]
    record = good()
    record["first"] = deep
    (message,) = errors(record)
    assert message.startswith("first: unknown player [[[") and len(message) < 100


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("89631139", "89631139"),
        ("05318639", "5318639"),
        ("0", None),
        ("12a", None),
        ("¹²", None),
        ("12345678901", None),
        (5318639, None),
    ],
)
def test_passcodes_are_read_as_the_card_database_spells_them(code, expected):
    assert passcode(code) == expected


def test_card_codes_lists_each_passcode_once_without_leading_zeros():
    record = make({"a": ("05318639", 0), "b": ("5318639", 1), "c": (POT, 0)}, [])
    assert card_codes(record) == {"5318639", POT}
    record["cards"]["d"] = {"code": "oops"}
    record["cards"]["e"] = "not a card"
    assert card_codes(record) == {"5318639", POT}
    assert card_codes({"cards": []}) == set() and card_codes(None) == set()


# The quick checks of the well-formed case agree with the detailed checks: they accept exactly what those
# find no error in (well-formed events and cards, each changed at one key).

values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 1001),
    st.sampled_from(["v", "pot", "x", "", "draw", "main1", "hand", "monster", "set", "attack", "trigger", "graveyard"]),
    st.sampled_from(["89631139", "05318639", "000", "12a", "¹"]),
    st.lists(st.sampled_from(["v", "pot", "x", 1]), max_size=3),
    st.dictionaries(
        st.sampled_from(["destroy", "negate_effect", "banish", "oops"]),
        st.one_of(st.integers(0, 3), st.lists(st.sampled_from(["v", "pot"]), max_size=2)),
        max_size=2,
    ),
)
EVENTS = [
    {"phase": "main1"},
    {"player": 0, "do": "draw"},
    {"player": 1, "do": "draw", "card": "v"},
    {"player": 0, "do": "normal_summon", "card": "v"},
    {"player": 0, "do": "attack", "card": "v", "target": None},
    {
        "player": 1,
        "do": "activate",
        "card": "pot",
        "effect": "quick",
        "targets": ["v"],
        "outcome": {"destroy": ["v"], "negate_effect": 1},
    },
    {"player": 1, "do": "pass"},
    {"player": 0, "do": "leave", "card": "v", "to": "hand"},
]
CARDS = [
    {"code": POT, "owner": 0, "zone": "hand"},
    {"code": "05318639", "owner": 1, "zone": "monster", "position": "set"},
]
event_keys = st.sampled_from(["phase", "player", "do", "card", "target", "targets", "effect", "outcome", "to", "extra"])
card_keys = st.sampled_from(["code", "owner", "zone", "position", "extra"])


def changed(base, key, value, drop):
    thing = dict(base)
    if drop:
        thing.pop(key, None)
    else:
        thing[key] = value
    return thing


@settings(max_examples=600, deadline=None)
@given(
    base=st.sampled_from(EVENTS),
    key=event_keys,
    value=st.one_of(values, st.sampled_from(list(shape.ACTIONS))),
    drop=st.booleans(),
)
def test_the_quick_event_check_accepts_exactly_what_has_no_shape_error(base, key, value, drop):
    event = changed(base, key, value, drop)
    checker = shape._Checker()
    checker.ids = {"v": {}, "pot": {}}
    shape._check_event(event, "e", checker)
    assert shape._event_ok(event, checker.ids) == (checker.found == []), checker.found


@settings(max_examples=400, deadline=None)
@given(
    base=st.sampled_from(CARDS),
    key=card_keys,
    value=values,
    drop=st.booleans(),
    cid=st.sampled_from(["v", "", "x" * 41]),
)
def test_the_quick_card_check_accepts_exactly_what_has_no_shape_error(base, key, value, drop, cid):
    card = changed(base, key, value, drop)
    checker = shape._Checker()
    shape._check_cards({cid: card}, checker)
    assert shape._card_ok(cid, card) == (checker.found == []), checker.found
