"""The example record the submit form loads is the one docs/<game>-records.md documents, and the verdict the
doc shows is what the pipeline says for it (the Esferas example on the demo set)."""

import json
import re

import pytest

from games.demo import demo_load
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


@pytest.mark.django_db
@pytest.mark.smoke
def test_on_the_demo_cards_alone_the_dbz_form_loads_an_example_the_demo_set_plays_legally():
    """A fresh `make run` holds the demo cards only: the DBZ example to load names demo cards, and adjudicates
    legal on them (the documented example names real Saiyan Saga cards, which the demo set does not hold)."""
    demo_load(["dbz"])
    record = json.loads(examples.example_to_load("dbz"))
    codes = set(registry.card_codes(registry.engine_for("dbz"), record))
    assert codes and all(code.startswith("DEMO-") for code in codes)
    cards = services.cards_for(game="dbz", records=[record])
    verdict = registry.replay("dbz", record, {}, cards=cards)
    assert verdict["legal"] is True and verdict["violation"] is None


@pytest.mark.django_db
def test_with_real_cards_the_dbz_form_loads_the_documented_example():
    from games.importers import import_cards
    from tests.conftest import DATA

    import_cards(game="dbz", path=DATA / "dbz" / "saiyan-saga.csv")
    assert examples.example_to_load("dbz") == examples.complete_example("dbz")
