"""The example record the submit form loads is the one docs/<game>-records.md documents, and the verdict the
doc shows is what the pipeline says for it (the Esferas example on the demo set)."""

import json
import re

import pytest

from judging.adjudications import examples, registry, services
from tests.conftest import ROOT

from .cards import store_esferas_demo

DOCS = ROOT / "docs"


def documented(game):
    """The JSON blocks of the doc's Example section: the record first."""
    example = (DOCS / f"{game}-records.md").read_text().split("\n## Example\n", 1)[1]
    return re.findall(r"```json\n(.*?)\n```", example, re.DOTALL)


@pytest.mark.parametrize("game", ["tractor", "yugioh", "esferas", "dbz", "dbs"])
def test_the_form_s_example_is_the_documented_record(game):
    assert json.loads(examples.example(game)) == json.loads(documented(game)[0])


def test_a_game_without_an_example_offers_none():
    assert examples.example("chess") == ""


@pytest.mark.django_db
@pytest.mark.smoke
def test_the_esferas_example_gives_the_documented_verdict_on_the_demo_cards():
    store_esferas_demo()
    record, verdict = (json.loads(block) for block in documented("esferas")[:2])
    cards = services.cards_for(game="esferas", records=[record])
    assert registry.replay("esferas", record, {}, cards=cards) == verdict
    record["turns"][0]["actions"][3]["sphere"] = "ESF-005"
    violation = registry.replay("esferas", record, {}, cards=cards)["violation"]
    assert (violation["rule"], violation["message"]) == ("sphere", "ESF-005 is sphere 5: ESF-010 needs sphere 3")
