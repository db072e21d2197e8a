"""The example of docs/dbz-records.md is what the engine says: its record adjudicates to the verdict shown,
and the changed record to the violation shown."""

import json
import re

import pytest

from games.rules.dbz.pat import DEFAULT
from games.rules.dbz.record import check_shape
from tests.conftest import ROOT
from tests.games.rules.dbz.helpers import judge, saiyan_cards

pytestmark = pytest.mark.smoke

DOC = ROOT / "docs" / "dbz-records.md"


def examples():
    """The JSON blocks of the doc's Example section, in order: record, verdict, violation."""
    example = DOC.read_text().split("\n## Example\n", 1)[1]
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", example, re.DOTALL)]


def test_the_documented_record_adjudicates_to_the_documented_verdict():
    record, verdict, _violation = examples()
    assert check_shape(record) == []
    assert judge(record, table=saiyan_cards()) == verdict


def test_the_documented_change_gives_the_documented_violation():
    record, _verdict, violation = examples()
    record["turns"][0]["steps"][3]["attacks"][3] = {"card": "SAIYAN-047"}
    assert judge(record, table=saiyan_cards())["violation"] == violation


def test_the_documented_table_is_the_default():
    text = DOC.read_text()
    assert ", ".join(f"{start:,}" for start in DEFAULT.bands[:-1]) in text.replace(" and ", ", ")
