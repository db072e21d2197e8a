"""Every violation and shape error the Esferas rules report can be translated: rendered from a template
`make messages` extracts, with parameters kept as JSON, so a stored verdict reads in any language later."""

import json

import pytest

from games.rules.esferas.cards import CardFactsError, card_facts
from games.rules.esferas.record import check_shape
from games.rules.messages import is_count, is_word, render
from tests.games.rules.esferas.helpers import attack, judge, record, scripted, turn
from tests.games.rules.extraction import marked_strings

pytestmark = pytest.mark.smoke

EXTRACTED = marked_strings()
TIME = {"do": "permanent", "card": "TIME", "sphere": "DB4"}
GOKU = {"do": "character", "card": "GOKU"}
# The issue's rule ids, each broken by one small record.
RULES = {
    "energy-start": record(energy=400),
    "deck": record(size=39),
    "draw": record(turns=[turn(0, {"do": "reshuffle", "order": []})]),
    "hand-limit": record(
        ["TIME", "DB4"], turns=[turn(0, TIME, {"do": "use_permanent", "card": "TIME", "effect": {"draw": [3, 0]}})]
    ),
    "not-in-hand": record(turns=[turn(0, attack("KAME", "DB3"))]),
    "sphere": record(["KAME", "DB4"], turns=[turn(0, attack("KAME", "DB4"))]),
    "one-modifier": record(["KAME", "DB3"], turns=[turn(0, attack("KAME", "DB3", modifier=["MOD30", "GUARD"]))]),
    "dragon-balls": record(["DB1", "DB2"], turns=[turn(0, {"do": "dragon_balls", "cards": ["DB1", "DB2"]})]),
    "instant": record(["FLARE"], turns=[turn(0, {"do": "instant", "card": "FLARE", "effect": {}})]),
    "permanent": record(
        ["TIME", "DB4", "LOOKOUT", "DB1"], turns=[turn(0, TIME, {**TIME, "card": "LOOKOUT", "sphere": "DB1"})]
    ),
    "character": record(["GOKU", "VEGETA"], turns=[turn(0, GOKU, {"do": "character", "card": "VEGETA"})]),
    "no-play-discard": record(turns=[turn(0)]),
    "extra-discard": record(["ATK70", "DB1"], turns=[turn(0, attack("ATK70", "DB1"), discard=["F00"])]),
    "turn-order": record(turns=[turn(1)]),
    "card-kind": record(["KAME"], turns=[turn(0, {"do": "character", "card": "KAME"})]),
}
MORE = {
    "step order": record(["GOKU", "KAME", "DB3"], turns=[turn(0, attack("KAME", "DB3"), GOKU)]),
    "turned character": scripted(
        record(["GOKU", "ATK4", "LOOKOUT"]),
        [[GOKU], [], [attack("ATK4", character="GOKU"), attack("F00", character="GOKU")]],
    ),
    "permanent paid by a character": scripted(
        record(["GOKU", "TIME"]), [[GOKU], [], [{"do": "permanent", "card": "TIME", "character": "GOKU"}]]
    ),
    "discard not at end": record(
        ["TIME", "DB4", "KAME", "DB3"],
        turns=[turn(0, TIME, {"do": "discard_permanent", "card": "TIME"}, attack("KAME", "DB3"))],
    ),
}


def violations():
    found = {name: judge(rec)["violation"] for name, rec in {**RULES, **MORE}.items()}
    return found


def _phrases(params):
    return {phrase for value in params.values() if is_count(value) for phrase in (value["one"], value["other"])}


def test_each_rule_of_the_issue_is_broken_by_its_scenario():
    found = violations()
    assert {name: found[name]["rule"] for name in RULES} == {name: name for name in RULES}


@pytest.mark.parametrize(("name", "violation"), violations().items())
def test_a_violation_keeps_its_template_and_json_parameters(name, violation):
    assert violation["template"] in EXTRACTED
    assert _phrases(violation["params"]) <= EXTRACTED
    assert json.loads(json.dumps(violation["params"])) == violation["params"]
    assert render(violation["template"], violation["params"]) == violation["message"]
    if violation["source"] is not None:  # the seed's sentence (issue 31), translatable too
        assert violation["source_template"] in EXTRACTED
        assert render(violation["source_template"], violation["source_params"]) == violation["source"]


def test_the_words_a_violation_shows_are_extracted():
    kind = violations()["card-kind"]
    assert (
        kind["message"] == "KAME is an attack or defence card, not a character (put on the table as a permanent sphere)"
    )
    words = [kind["params"][key] for key in ("kind", "expected", "what")]
    assert all(is_word(word) for word in words)
    assert {word["word"] for word in words} <= EXTRACTED
    assert kind["params"]["card"] == "KAME"  # a code is shown as written, never translated


def shape_errors():
    rec = record(turns=[turn(0, attack("KAME", "DB3", character="GOKU", modifier_sphere="DB5"))])
    rec["decks"][0][0] = 5
    rec["turns"].append({"player": 3, "actions": [{"do": "fly"}, {"do": "attack"}], "discard": "F00"})
    rec["turns"].append({"player": 0, "actions": [{"do": "use_permanent", "card": "T", "effect": {"energy": [1]}}]})
    rec["turns"].append({"player": 0, "actions": [attack("K", "S", modifier=[1] * 9, instants=[{"card": "I"}] * 21)]})
    rec["oops"] = 1
    others = [[1], {"energy": "x", "decks": [], "turns": {}, "meta": 3}, {"turns": [{"player": 0}] * 2001}]
    return [*check_shape(rec), *(error for other in others for error in check_shape(other))]


def test_every_shape_error_renders_from_its_template():
    errors = shape_errors()
    assert len(errors) > 15
    for error in errors:
        assert error.template in EXTRACTED and _phrases(error.params) <= EXTRACTED, error.message
        assert render(error.template, error.params) == error.message
        assert json.loads(json.dumps(error.to_dict())) == error.to_dict()


@pytest.mark.parametrize(
    ("kind", "attrs"),
    [
        ("Leader", {}),
        ("Attack", {"sphere": 1}),
        ("Attack", {"points": "x", "sphere": 1}),
        ("Modifier", {"modifier": 3}),
        ("Attack", {"points": "1/2", "attack": 3, "defence": 1, "sphere": 1}),
        ("Permanent", {"sphere": 9}),
    ],
)
def test_a_card_facts_error_renders_from_its_template(kind, attrs):
    with pytest.raises(CardFactsError) as caught:
        card_facts(kind, attrs, code="K")
    assert caught.value.template in EXTRACTED
    assert render(caught.value.template, caught.value.params) == str(caught.value)
