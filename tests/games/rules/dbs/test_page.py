"""The DBS verdict partial: each battle with both powers and their parts, the state after every turn,
the violation with its source, in the reader's language."""

import re

from django.template.loader import render_to_string
from django.utils import translation

from judging.adjudications.presenters_dbs import context
from tests.games.rules.dbs.helpers import judge
from tests.games.rules.dbs.test_docs import examples, unchecked_example

NAMES = {"P-025": "Vegeta", "P-026": "Son Goku", "P-002": "Proud Spark Vados"}


def page(verdict):
    # The cards a verdict names come with their names from the card table (presenters.verdict_cards).
    cards = {
        "verdict_game": "dbs",
        "verdict_cards": {code: {"name": name, "demo": False} for code, name in NAMES.items()},
    }
    html = render_to_string(
        "adjudications/verdicts/dbs.html", {"verdict": verdict, **cards, **context(verdict, {}, NAMES)}
    )
    html = re.sub(r"</?(bdi|a)\b[^>]*>", "", html)  # isolated names and card links, inside the text
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_each_battle_shows_both_powers_and_their_parts():
    _, verdict, _ = examples()
    text = page(verdict)
    assert (
        "Leader P-025 Vegeta Leader P-026 Son Goku 20000 = base 10000 + 10000 (combo P-002) "
        "20000 = base 10000 + 10000 (combo P-001)"
    ) in text
    assert "the attacker wins 1" in text
    assert "trunks (P-004)" in text
    assert "After turn 2" in text and "P-026 10000 · rested" in text


def test_the_keyword_skills_the_card_database_does_not_hold_are_listed_unchecked():
    """Issue 31: on the real card file the Leader's [Awaken] is not refused, and the page says it was not checked."""
    record, _ = unchecked_example()
    text = page(judge(record))
    assert "have the keyword skill used: P-004 [Blocker] , P-025 [Awaken]" in text  # tags stripped around ","
    assert "which the card database does not hold: P-003" in text


def test_the_violation_shows_its_rule_place_and_source():
    record, _, _ = examples()
    record["state"]["players"][1]["battle"][0]["rested"] = False
    text = page(judge(record))
    assert "Rule attack · turn 1, Main Phase · action 3 · player 0" in text
    assert "Source: FAQ «Combat» Q1, Q2, Q3; rule manual 1.074 7-1" in text


def test_the_page_reads_in_french():
    record, _, _ = examples()
    record["state"]["players"][1]["battle"][0]["rested"] = False
    with translation.override("fr"):
        text = page(judge(record))
    assert "FAQ «Combat» Q1, Q2, Q3 ; manuel des règles 1.074 7-1" in text
    assert "ne peut pas être attaquée" in text
