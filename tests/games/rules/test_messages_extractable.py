"""Every message the rules build can be translated: its template, rule citation and plural phrases are
string literals marked where they are written, so `make messages` extracts exactly what the rules render."""

import pytest

from games.rules import construction
from games.rules.messages import is_count, jsonable, render

from .extraction import RULES, marked_strings, rules_modules, unextractable
from .message_scenarios import SCENARIOS, problems

EXTRACTED = marked_strings()


@pytest.mark.parametrize("path", rules_modules(), ids=lambda p: str(p.relative_to(RULES)))
def test_every_template_in_the_rules_is_a_marked_literal(path):
    assert unextractable(path) == []


def test_the_checker_catches_templates_built_at_run_time(tmp_path):
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text(
        "def f(n, name, code):\n"
        "    ok = problem(CODE, N_('{name} is fine'), {'name': name}, rule=N_('Rule {name}'))\n"
        "    a = problem(CODE, f'{name} is bad', rule=N_('x'))\n"
        "    b = problem(CODE, N_('fine'), rule='unmarked rule')\n"
        "    c = Problem(CODE, name + ' is bad')\n"
        "    d = N_(f'{name} marked but built')\n"
        "    e = count(n, N_('{n} card'), N_('{n} cards'))\n"
        "    g = Violation('rule', N_('a') if n else 'b')\n"
        "    h = problem(CODE, '{} ({})'.format(name, code))\n"
    )
    assert sorted(line for line, _why in unextractable(sneaky)) == [3, 4, 5, 6, 7, 8, 9]
    # Extracted as xgettext would: the f-string's text is not a message the code ever renders.
    assert marked_strings([sneaky]) == {"{name} is fine", "Rule {name}", "x", "fine", "{n} card", "{n} cards", "a"}


def _phrases(params):
    """The plural phrases a message's parameters carry."""
    return {
        phrase for value in jsonable(params).values() if is_count(value) for phrase in (value["one"], value["other"])
    }


@pytest.mark.parametrize("game", SCENARIOS)
def test_every_problem_a_deck_can_have_renders_from_extracted_strings(game):
    found = problems(game)
    assert found, "the scenarios break no rule"
    for problem in found:
        assert problem.template in EXTRACTED, problem.message
        assert not problem.rule or problem.rule_template in EXTRACTED, problem.rule
        assert _phrases(problem.params) <= EXTRACTED, problem.message
        assert render(problem.template, problem.params) == problem.message
        assert render(problem.rule_template, problem.params) == problem.rule


@pytest.mark.parametrize("game", SCENARIOS)
def test_the_section_labels_and_the_words_a_message_shows_are_extracted(game):
    assert set(construction(game).LABELS.values()) <= EXTRACTED
    for problem in problems(game):
        # A section the player named ("no 'sidedeck' section") is their text, shown as written.
        fields = ("where", "status") if "'{section}'" in problem.template else ("section", "where", "status")
        for field in fields:
            if isinstance(problem.params.get(field), str):
                assert problem.params[field] in EXTRACTED, (field, problem.message)


@pytest.mark.parametrize("game", SCENARIOS)
def test_the_scenarios_produce_every_message_of_the_game(game):
    """Each string marked in a game's construction rules is met by a scenario, so the tests above see them all."""
    own = marked_strings([RULES / game / "construction.py"]) - set(construction(game).LABELS.values())
    seen = set()
    for p in problems(game):
        seen |= {p.template, p.rule_template, *_phrases(p.params)}
        seen |= {value for value in p.params.values() if isinstance(value, str)}
    assert own - seen == set()
