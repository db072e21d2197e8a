"""docs/dbs-records.md is what the engine does: its example adjudicates to the verdict shown, the change it
describes gives the violation shown, and its table of rule ids is the engine's."""

import json
import re

import pytest

from games.rules.dbs.record import card_codes, check_shape
from tests.conftest import ROOT
from tests.games.rules.dbs.helpers import judge
from tests.games.rules.dbs.test_messages import RULES

pytestmark = pytest.mark.smoke

DOC = ROOT / "docs" / "dbs-records.md"


def examples():
    """The JSON blocks of the doc's Example section, in order: record, verdict, violation."""
    example = DOC.read_text().split("\n## Example\n", 1)[1]
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", example, re.DOTALL)]


def unchecked_example():
    """The JSON blocks of the section "Example: what the card file does not say": record, part of its verdict."""
    section = DOC.read_text().split("\n## Example: what the card file does not say\n", 1)[1].split("\n## ", 1)[0]
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", section, re.DOTALL)]


def test_the_documented_unchecked_example_adjudicates_as_shown():
    """Issue 31: on the real card file, [Awaken], [Blocker] and a skill's cost are unchecked, not refused."""
    record, shown = unchecked_example()
    assert check_shape(record) == []
    verdict = judge(record)
    assert {key: verdict[key] for key in shown} == shown


def test_the_documented_record_adjudicates_to_the_documented_verdict():
    record, verdict, _ = examples()
    assert check_shape(record) == []
    assert judge(record) == verdict


def test_the_documented_record_names_only_real_card_numbers():
    record, _, _ = examples()
    assert card_codes(record) == {"P-025", "P-026", "P-001", "P-002", "P-003", "P-004"}


def test_the_documented_change_gives_the_documented_violation():
    record, _, violation = examples()
    record["state"]["players"][1]["battle"][0]["rested"] = False
    assert judge(record)["violation"] == violation


def test_the_documented_rule_ids_are_the_engines():
    table = DOC.read_text().split("\n## Rules and their ids\n", 1)[1].split("\n## ", 1)[0]
    assert re.findall(r"^\| `([a-z-]+)` \|", table, re.MULTILINE) == list(RULES)


def test_the_documented_skill_answered_by_a_counter_attack():
    """Manual 10-10-3-2: a skill whose description names attacking is answered by [Counter: Attack]; one that
    names neither playing nor attacking by no counter (10-10-3-1, 10-10-3-2)."""
    record, _ = unchecked_example()
    section = DOC.read_text().split("\n## Example: a skill and the counters that answer it\n", 1)[1]
    skill, shown = [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", section.split("\n## ", 1)[0], re.DOTALL)]
    record["turns"][0]["actions"][1] = skill
    verdict = judge(record)
    assert verdict["legal"] is True
    assert {"card": "P-084", "keyword": "Counter: Attack"} in verdict["unchecked"]["keywords"]
    assert verdict["turns"][0]["state_after"][0]["leader"]["power"] == 10000  # the +5000 was negated
    del skill["names"]
    found = judge(record)["violation"]
    assert {key: found[key] for key in shown} == shown
