"""Every rule id of issue 14 is reported by some record, and every violation and shape error renders from a
template `make messages` extracts, with parameters kept as JSON: a stored verdict reads in any language."""

import json

import pytest

from games.rules.dbz.record import check_shape
from games.rules.messages import is_count, render
from tests.games.rules.dbz import test_combat, test_table, test_turns
from tests.games.rules.dbz.helpers import FILLER, PASS, VEGETA, combat, draw, judge, player, power_up, record, turn
from tests.games.rules.extraction import marked_strings

pytestmark = pytest.mark.smoke

EXTRACTED = marked_strings()
PUNCH = "SAIYAN-006"
RULES = {
    "setup": record(first=1),
    "turn-steps": record([turn(0, power_up(), draw())]),
    "draw": record([turn(0, draw(FILLER))]),
    "power-up": record([turn(0, draw(), power_up(mp=3))]),
    "combat-order": record([turn(0, draw(), power_up(), combat(PASS, PASS, PASS))]),
    "energy-cost": test_combat.fight({"card": PUNCH, "cost": 9}),
    "final-attack": test_combat.fight({"final": FILLER}, PASS, {"card": PUNCH}),
    "card-power-once": test_combat.fight({"power": True, "kind": "physical"}, PASS, {"power": True, "kind": "energy"}),
    "ally": test_table.step_two({"card": "NAPPA-1"}),
    "drill": test_table.drills("BLUE-DRILL", "RED-DRILL"),
    "discard": test_turns.attacked_turn([]),
    "rejuvenate": record([test_turns.quiet_turn(0, rejuvenates=False)]),
    "dragon-ball": test_table.step_two({"card": "SAIYAN-015"}, {"card": "SAIYAN-015"}),
    "card": record([turn(0, draw("NOPE", FILLER, FILLER))]),
    "in-hand": test_combat.fight({"card": "SAIYAN-002"}),
    "in-play": test_table.step_two({"use": "SAIYAN-022", "effect": {}}),
    "card-kind": test_table.step_two({"card": PUNCH}),
    "turn-order": record([turn(1, draw())]),
    "game-over": record([turn(0, draw(FILLER, FILLER), power_up())], players=[player(life=2), player(VEGETA)]),
    "life-cards": test_combat.fight({"card": "SAIYAN-074", "life_cards": [FILLER]}),  # issue 31
}
ISSUE_RULES = {
    "setup", "turn-steps", "draw", "power-up", "combat-order", "energy-cost", "final-attack", "card-power-once",
    "ally", "drill", "discard", "rejuvenate", "dragon-ball",
}  # fmt: skip


def _phrases(params):
    return {phrase for value in params.values() if is_count(value) for phrase in (value["one"], value["other"])}


@pytest.mark.parametrize("rule", sorted(RULES))
def test_each_rule_is_reported_with_its_id_and_a_translatable_message(rule):
    verdict = judge(RULES[rule])
    found = verdict["violation"]
    assert found["rule"] == rule, found
    assert found["template"] in EXTRACTED, found["template"]
    assert _phrases(found["params"]) <= EXTRACTED
    assert render(found["template"], found["params"]) == found["message"]
    if found["source"] is not None:  # the seed's sentence, translatable too
        assert found["source_template"] in EXTRACTED
        assert render(found["source_template"], found["source_params"]) == found["source"]
    json.dumps(verdict)  # the verdict is stored as JSON


def test_every_rule_of_the_issue_is_covered():
    assert set(RULES) >= ISSUE_RULES


def test_shape_errors_render_from_extracted_templates():
    bad = {"players": [{"personality": [1], "highest_level": "x", "life_deck": -1}, 4], "first": 3, "turns": [
        {"player": 0, "steps": [{"step": "combat", "attacks": [{"pass": 1}, {"card": FILLER, "effect": {"life": 1}}]}]},
    ] + [{}] * 3}  # fmt: skip
    errors = check_shape(bad)
    assert len(errors) > 6
    for error in errors:
        assert error.template in EXTRACTED, error.template
        assert _phrases(error.params) <= EXTRACTED
