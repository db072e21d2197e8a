"""Every violation and shape error the DBS rules report can be translated: message and source are rendered
from templates `make messages` extracts, with parameters kept as JSON, so a stored verdict reads in any
language later. Each rule id of the engine is broken by one small record here."""

import json

import pytest

from games.rules.dbs.record import check_shape
from games.rules.messages import is_count, render
from tests.games.rules.dbs.helpers import GOKU, SSJ3, TRUNKS, VADOS, attack, play, player, state, turn, violation
from tests.games.rules.dbs.test_keywords import FACTS
from tests.games.rules.dbs.test_setup import deck, game
from tests.games.rules.extraction import marked_strings

pytestmark = pytest.mark.smoke

EXTRACTED = marked_strings()
RULES = {
    "setup": lambda: game(mulligan0={"return": [VADOS], "deck": []}),
    "deck": lambda: game(deck(size=49)),
    "first-turn": lambda: state(turns=[turn(attack())], turn=1),
    "phases": lambda: state(turns=[turn(player=1)]),
    "cost": lambda: state(player(hand=[SSJ3], energy=[VADOS]), turns=[turn(play(SSJ3, VADOS))]),
    "area": lambda: state(turns=[turn(attack(SSJ3))]),
    "attack": lambda: state(turns=[turn(attack(), attack())]),
    "combo": lambda: state(player(hand=["P-084"]), turns=[turn(attack(offence=[{"combo": "P-084"}]))]),
    "blocker": lambda: state(p1=player(GOKU, battle=[TRUNKS]), turns=[turn(attack(blocker=TRUNKS))]),
    "counter": lambda: state(
        p1=player(GOKU, hand=["COUNTER-PLAY"], energy=[VADOS]),
        turns=[turn(attack(counter={"card": "COUNTER-PLAY", "pay": [VADOS]}))],
    ),
    "evolve": lambda: state(
        player(hand=[VADOS], battle=[SSJ3]), turns=[turn({"do": "evolve", "card": VADOS, "onto": SSJ3})]
    ),
    "union": lambda: state(
        player(hand=["FUSION", SSJ3]),
        turns=[turn({"do": "union", "kind": "fusion", "card": "FUSION", "cards": [SSJ3]})],
    ),
    "skill": lambda: state(turns=[turn({"do": "skill", "card": SSJ3, "effect": {}})]),
    "awaken": lambda: state(turns=[turn({"do": "awaken"})]),
    "barrier": lambda: state(
        p1=player(GOKU, battle=["BARRIER"]), turns=[turn({"do": "effect", "effect": {"ko": ["1:BARRIER"]}})]
    ),
    "indestructible": lambda: state(
        p1=player(GOKU, battle=["TOUGH"]), turns=[turn({"do": "effect", "effect": {"ko": ["1:TOUGH"]}})]
    ),
    "deflect": lambda: state(
        player(hand=["DEFLECT"], energy=[VADOS] * 3),
        player(GOKU, hand=["COUNTER-PLAY"], energy=[TRUNKS]),
        turns=[
            turn(
                play(
                    "DEFLECT",
                    VADOS,
                    VADOS,
                    VADOS,
                    counter={"card": "COUNTER-PLAY", "pay": [TRUNKS], "effect": {"negate": True}},
                )
            )
        ],
    ),
    "game-over": lambda: state(p1=player(GOKU, life=1), turns=[turn(attack(), attack())]),
}


def violations():
    return {name: violation(make(), facts=FACTS) for name, make in RULES.items()}


def _phrases(params):
    return {phrase for value in params.values() if is_count(value) for phrase in (value["one"], value["other"])}


def test_each_rule_id_is_broken_by_its_scenario():
    assert {name: found["rule"] for name, found in violations().items()} == {name: name for name in RULES}


@pytest.mark.parametrize(("name", "found"), violations().items())
def test_a_violation_keeps_its_templates_and_json_parameters(name, found):
    assert set(found) >= {"turn", "phase", "action", "player", "rule", "source", "message"}
    assert found["template"] in EXTRACTED and found["source_template"] in EXTRACTED, name
    assert _phrases(found["params"]) <= EXTRACTED
    assert json.loads(json.dumps(found)) == found
    assert render(found["template"], found["params"]) == found["message"]
    assert render(found["source_template"], found["source_params"]) == found["source"]
    assert "FAQ" in found["source"] or "rule manual 1.074" in found["source"]


def test_an_area_word_is_a_marked_value_shown_translated():
    found = violation(state(player(deck=[TRUNKS] * 4), turns=[turn(play(SSJ3))]))
    assert found["params"]["area"] == {"word": "hand"} and "hand" in EXTRACTED


def shape_errors():
    rec = state(turns=[{"actions": [{"do": "fly"}, {"do": "attack"}, {"do": "play", "card": 5}]}] * 2)
    rec["state"]["players"][0].update(life="x", hand=[1] * 200, energy=[3])
    rec["oops"] = 1
    return [*check_shape(rec), *check_shape([]), *check_shape({"turns": [{}] * 500, "state": {}})]


def test_every_shape_error_renders_from_its_template():
    errors = shape_errors()
    assert len(errors) > 8
    for error in errors:
        assert error.template in EXTRACTED and _phrases(error.params) <= EXTRACTED, error.message
        assert render(error.template, error.params) == error.message
