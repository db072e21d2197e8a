"""The engine kernel (games/rules/engine.py): one violation shape, one shape-error collector, one Engine."""

import pytest

from games.rules.engine import MAX_ERRORS, Engine, Errors, Violation, join, upgraded_violation
from games.rules.messages import N_
from games.rules.records import RecordShapeError

pytestmark = pytest.mark.smoke


def test_a_violation_is_located_where_the_replay_stood_and_what_it_knows_wins():
    broken = Violation("draw", N_("player {player} draws {n}"), {"player": 1, "n": 2}, player=1, turn=None)
    found = broken.located(turn=3, action=None, player=0)
    assert found == {
        "turn": 3,
        "action": None,
        "player": 1,
        "rule": "draw",
        "message": "player 1 draws 2",
        "template": "player {player} draws {n}",
        "params": {"player": 1, "n": 2},
        "where": {"turn": 3, "action": None, "player": 1},
        "source": None,
    }


def test_a_violation_citing_its_source_renders_it_and_keeps_its_template():
    cited = (N_("rule manual {rules}"), {"rules": "7-1"})
    found = Violation("attack", N_("no attack"), source=cited).located(turn=1)
    assert (found["source"], found["source_template"], found["source_params"]) == (
        "rule manual 7-1",
        "rule manual {rules}",
        {"rules": "7-1"},
    )


def test_a_violation_stored_before_where_gets_it_from_its_place_words():
    old = {"trick": 2, "play": 1, "seat": 3, "rule": "turn-order", "message": "m"}
    assert upgraded_violation(old) == {**old, "where": {"trick": 2, "play": 1, "seat": 3}, "source": None}
    current = Violation("deal", N_("bad deal")).located(trick=None)
    assert upgraded_violation(current) is current
    assert upgraded_violation(None) is None


def test_errors_stop_at_max_errors_and_report_keys_in_one_way():
    errors = Errors()
    assert errors.keys({"b": 1, "z": 2}, "turns[0]", frozenset({"a", "b"}), ("a",)) is True
    assert [str(e) for e in errors.found] == [
        "turns[0].z: unknown field (expected one of a, b)",
        "turns[0].a: missing",
    ]
    assert errors.keys([], "x", ("a",)) is False
    for i in range(2 * MAX_ERRORS):
        errors.seat(i + 2, f"p[{i}]")
    assert len(errors.found) == MAX_ERRORS and errors.full


def test_a_key_shown_in_a_path_is_cut_short_when_odd():
    assert join("", "cards") == "cards"
    assert join("cards", "a1") == "cards.a1"
    assert join("cards", "x" * 41).startswith('cards."xxx')
    assert join("cards", "") == 'cards.""'


def test_the_engine_on_its_own_parses_the_variant_and_checks_the_shape_first():
    seen = []

    def check_shape(record):
        errors = Errors()
        if not record.get("ok"):
            errors.add("ok", N_("missing"))
        return errors.found

    engine = Engine(
        check_shape=check_shape, parse_variant=lambda data: ("parsed", data), replay=lambda *a: seen.append(a)
    )
    engine.adjudicate({"ok": True}, {"v": 1})
    assert seen == [({"ok": True}, ("parsed", {"v": 1}), {})]
    with pytest.raises(RecordShapeError, match="ok: missing"):
        engine.adjudicate({}, None)
    assert not engine.reads_cards
