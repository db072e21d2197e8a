"""The example of docs/yugioh-records.md is what the engine says: its record adjudicates to the verdict
shown, and the changed record to the violation shown."""

import json
import re

import pytest

from games.rules.yugioh.record import check_shape
from tests.conftest import ROOT
from tests.games.rules.yugioh.helpers import judge

pytestmark = pytest.mark.smoke

DOC = ROOT / "docs" / "yugioh-records.md"


def examples(heading="Example"):
    """The JSON blocks of the doc's section `heading`, in order: record, verdict, violation."""
    example = DOC.read_text().split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", example, re.DOTALL)]


def test_the_documented_record_adjudicates_to_the_documented_verdict():
    record, verdict, _violation = examples()
    assert check_shape(record) == []
    assert judge(record) == verdict


def test_the_documented_change_gives_the_documented_violation():
    record, _verdict, violation = examples()
    record["cards"]["pot"] = {"code": "55144522", "owner": 1, "zone": "hand"}
    record["turns"][1]["events"][11] = {"player": 1, "do": "activate", "card": "pot"}
    assert judge(record)["violation"] == violation


def test_the_flip_summon_example_adjudicates_as_documented():
    """Issue 31: a Flip Summon negated by Solemn Judgment negates its Flip effect; skipping the mandatory
    Flip effect is a violation citing the seed."""
    record, verdict, violation = examples("Example: a Flip Summon negated")
    assert check_shape(record) == []
    assert judge(record) == verdict
    del record["turns"][0]["events"][9]
    assert judge(record)["violation"] == violation
    assert violation["rule"] == "flip-effect" and violation["source_params"]["section"] == "إستدع"


def test_the_face_up_example_flips_the_bug_and_its_flip_effect_resolves():
    (record,) = examples("Example: a Flip monster turned face-up by an effect")
    assert check_shape(record) == []
    verdict = judge(record)
    assert verdict["legal"] is True
    assert [link["card"] for link in verdict["chains"][1]["links"]] == ["set_bug"]
    assert verdict["field"][1]["graveyard"]["ids"] == ["v1"]
    del record["turns"][0]["events"][8]["outcome"]
    assert judge(record)["violation"]["rule"] == "flip-effect"
