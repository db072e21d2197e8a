"""A card's own text wins over the general copy limit: read from the real Saiyan Saga file, applied by the rules."""

import pytest

from games.importers.csv_cards import read_csv
from games.rules import make_record
from games.rules.dbz.construction import DEFAULT_LIMITS, validate
from tests.conftest import DATA

from .cards import codes, fmt

pytestmark = pytest.mark.smoke


@pytest.fixture(scope="module")
def saga_records():
    parsed = read_csv("dbz", (DATA / "dbz" / "saiyan-saga.csv").read_bytes())
    return {r.code: make_record("dbz", code=r.code, name=r.name, type=r.type, attrs=r.attrs) for r in parsed.records}


def life_deck(cards, picks):
    plain = [c for code, c in sorted(cards.items()) if c.zone == "main" and "deck_limit" not in c.attrs]
    chosen = [cards[code] for code in picks]
    fill = [c for c in plain for _ in range(3)]
    return chosen + fill[: 50 - len(chosen)]


def test_limit_one_per_deck_on_a_real_card(saga_records):
    mp = [saga_records[f"SAIYAN-{n}"] for n in (158, 159, 160)]
    assert validate({"personality": mp, "main": life_deck(saga_records, ["SAIYAN-034"])}, fmt(DEFAULT_LIMITS)) == []
    twice = {"personality": mp, "main": life_deck(saga_records, ["SAIYAN-034"] * 2)}
    problems = validate(twice, fmt(DEFAULT_LIMITS))
    assert codes(problems) == ["COPY_LIMIT"] and problems[0].cards == ("SAIYAN-034",)
    assert "Limit 1 per deck" in problems[0].rule


def test_limit_two_per_deck_on_a_real_card(saga_records):
    mp = [saga_records[f"SAIYAN-{n}"] for n in (158, 159, 160)]
    deck = {"personality": mp, "main": life_deck(saga_records, ["SAIYAN-025"] * 2)}
    assert validate(deck, fmt(DEFAULT_LIMITS)) == []
    deck = {"personality": mp, "main": life_deck(saga_records, ["SAIYAN-025"] * 3)}
    assert codes(validate(deck, fmt(DEFAULT_LIMITS))) == ["COPY_LIMIT"]
