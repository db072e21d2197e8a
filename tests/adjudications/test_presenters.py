"""The replay the page shows, for any hand the bot plays: every trick, every play, the violation in place."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judging.adjudications import presenters_tractor, registry
from tests.support.bots.tractor import random_record

from .conftest import with_card_not_in_hand

pytestmark = pytest.mark.smoke
SEEDS = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, complete=st.booleans())
def test_every_trick_and_play_of_a_legal_hand_is_shown(seed, complete):
    record = random_record(seed, complete=complete)
    verdict = registry.replay("tractor", record, {})
    tricks = presenters_tractor.trick_views(verdict, record)
    assert [t["number"] for t in tricks] == list(range(1, len(record.get("tricks") or []) + 1))
    for view, played in zip(tricks, record.get("tricks") or [], strict=True):
        assert [p["seat"] for p in view["plays"]] == [p["seat"] for p in played]
        assert sum(len(p["cards"]) for p in view["plays"]) == sum(len(p["cards"]) for p in played)
        assert not any(p["violation"] for p in view["plays"])
        assert sum(p["won"] for p in view["plays"]) == (1 if view["winner"] is not None else 0)


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS)
def test_the_illegal_play_is_marked_and_only_it(seed):
    record = with_card_not_in_hand(random_record(seed))
    verdict = registry.replay("tractor", record, {})
    tricks = presenters_tractor.trick_views(verdict, record)
    marked = [(t["number"], p["number"]) for t in tricks for p in t["plays"] if p["violation"]]
    assert marked == [(1, 2)]


def test_a_violation_beyond_the_verdicts_tricks_is_still_shown_from_the_record():
    record = {"tricks": [[{"seat": 0, "cards": ["AS"]}], [{"seat": 1, "cards": ["2H"]}]]}
    verdict = {"tricks": [], "violation": {"trick": 2, "play": 1, "seat": 1, "rule": "turn-order", "message": "m"}}
    tricks = presenters_tractor.trick_views(verdict, record)
    assert [t["number"] for t in tricks] == [1, 2]
    assert tricks[1]["plays"][0]["violation"]["rule"] == "turn-order"


def test_trump_reads_as_level_and_suit():
    assert presenters_tractor.trump_text({"suit": "H", "rank": "J"}) == "level J, hearts ♥"
    assert presenters_tractor.trump_text({"suit": None, "rank": "2"}) == "level 2, no-trump"
    assert presenters_tractor.trump_text(None) == "not decided"
