"""Properties over random hands dealt and played by the legal bot (tests/support/bots/tractor.py)."""

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.tractor.cards import FACES, RANKS
from games.rules.tractor.engine import adjudicate
from games.rules.tractor.record import check_shape
from tests.support.bots.tractor import random_record

pytestmark = pytest.mark.smoke

seeds = st.integers(min_value=0, max_value=2**32)
variants = st.fixed_dictionaries(
    {"kitty_multiplier": st.sampled_from(["times", "power"]), "follow_tractor": st.booleans()}
)
SETTINGS = settings(max_examples=60, deadline=None)


@SETTINGS
@given(seed=seeds, variant=variants)
def test_a_hand_played_by_the_legal_bot_is_legal_and_complete(seed, variant):
    verdict = adjudicate(random_record(seed, variant=variant), variant)
    assert verdict["violation"] is None
    assert verdict["legal"] and verdict["complete"]
    assert verdict["outcome"] is not None
    assert verdict["variant"] == variant


@SETTINGS
@given(seed=seeds)
def test_trick_points_and_the_buried_points_total_200(seed):
    """ "Fives 5, tens and kings 10: 200 in all"; what is not won in a trick lies in the kitty."""
    verdict = adjudicate(random_record(seed))
    assert sum(trick["points"] for trick in verdict["tricks"]) + verdict["kitty_points"] == 200


@SETTINGS
@given(seed=seeds, data=st.data())
def test_removing_any_card_from_any_play_makes_the_hand_illegal(seed, data):
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["tricks"]) - 1), label="trick")
    p = data.draw(st.integers(0, 3), label="play")
    cards = record["tricks"][t][p]["cards"]
    cards.pop(data.draw(st.integers(0, len(cards) - 1), label="card"))
    verdict = adjudicate(record)
    assert verdict["legal"] is False
    # a shorter follow is short; a shorter pair leaves its followers playing too many cards; a
    # tractor missing a card is no lead at all
    assert verdict["violation"]["trick"] == t + 1
    assert verdict["violation"]["rule"] in ("card-count", "lead-shape")
    assert verdict["outcome"] is None


@SETTINGS
@given(seed=seeds, data=st.data())
def test_adding_a_card_to_any_play_makes_the_hand_illegal(seed, data):
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["tricks"]) - 1), label="trick")
    p = data.draw(st.integers(0, 3), label="play")
    record["tricks"][t][p]["cards"].append(data.draw(st.sampled_from(["AS", "5H", "BJ", "2C"]), label="card"))
    verdict = adjudicate(record)
    assert verdict["legal"] is False
    assert verdict["violation"]["rule"] in ("card-count", "not-in-hand", "lead-shape")


@SETTINGS
@given(seed=seeds)
def test_a_record_stopping_anywhere_is_legal_so_far_and_has_no_outcome(seed):
    verdict = adjudicate(random_record(seed, complete=False))
    assert verdict["legal"] is True
    assert verdict["complete"] is False
    assert verdict["outcome"] is None
    assert verdict["kitty_multiplier"] == 0


@SETTINGS
@given(seed=seeds)
def test_the_winner_of_each_trick_leads_the_next(seed):
    verdict = adjudicate(random_record(seed))
    tricks = verdict["tricks"]
    assert tricks[0]["leader"] == verdict["dealer"]
    for before, after in pairwise(tricks):
        assert after["leader"] == before["winner"]


@SETTINGS
@given(seed=seeds, variant=variants)
def test_the_attackers_points_are_their_tricks_plus_the_kitty_bonus(seed, variant):
    record = random_record(seed)
    verdict = adjudicate(record, variant)
    led = len(record["tricks"][-1][0]["cards"])
    assert verdict["kitty_multiplier"] in (0, 2 * led if variant["kitty_multiplier"] == "times" else 2**led)
    attackers = {(verdict["dealer"] + 1) % 4, (verdict["dealer"] + 3) % 4}
    won = sum(trick["points"] for trick in verdict["tricks"] if trick["winner"] in attackers)
    assert verdict["attackers_points"] == won + verdict["kitty_points"] * verdict["kitty_multiplier"]
    assert (verdict["kitty_multiplier"] > 0) == (verdict["tricks"][-1]["winner"] in attackers)


@SETTINGS
@given(seed=seeds)
def test_the_team_the_table_names_goes_up_and_no_other(seed):
    record = random_record(seed)
    verdict = adjudicate(record)
    outcome = verdict["outcome"]
    side, _, up = outcome["result"].rpartition("_")
    dealer_team = verdict["dealer"] % 2
    team = dealer_team if side == "defenders_up" else 1 - dealer_team
    levels = zip(record["levels"], outcome["levels_after"], strict=True)
    ups = [RANKS.index(after) - RANKS.index(before) for before, after in levels]
    assert ups[1 - team] == 0
    if outcome["match_winner"] is None:
        assert ups[team] == (0 if up == "over" else int(up))
        assert outcome["next_dealer"] == (verdict["dealer"] + (2 if team == dealer_team else 1)) % 4
    else:
        assert outcome["match_winner"] == team and outcome["levels_after"][team] == "A"


@SETTINGS
@given(seed=seeds, complete=st.booleans())
def test_the_verdict_is_plain_json(seed, complete):
    verdict = adjudicate(random_record(seed, complete=complete))
    assert json.loads(json.dumps(verdict)) == verdict


@SETTINGS
@given(seed=seeds, data=st.data())
def test_a_garbled_card_is_the_only_shape_error_and_names_its_path(seed, data):
    record = random_record(seed)
    assert check_shape(record) == []
    t = data.draw(st.integers(0, len(record["tricks"]) - 1), label="trick")
    p = data.draw(st.integers(0, 3), label="play")
    record["tricks"][t][p]["cards"][0] = "11H"
    assert [str(e) for e in check_shape(record)] == [f'tricks[{t}][{p}].cards[0]: unknown card "11H"']


faces = st.sampled_from([*FACES, "TH"])
seats = st.integers(0, 3)
plays = st.fixed_dictionaries({"seat": seats, "cards": st.lists(faces, max_size=6)})
bids = st.one_of(
    st.fixed_dictionaries({"seat": seats, "pass": st.just(True)}),
    st.fixed_dictionaries({"seat": seats, "cards": st.lists(faces, max_size=3)}),
)
records = st.fixed_dictionaries(
    {
        "levels": st.lists(st.sampled_from(RANKS), min_size=2, max_size=2),
        "dealer": st.one_of(st.none(), seats),
        "hands": st.lists(st.lists(faces, max_size=27), min_size=4, max_size=4),
        "kitty": st.lists(faces, max_size=9),
    },
    optional={
        "bids": st.lists(bids, max_size=8),
        "buried": st.lists(faces, max_size=9),
        "tricks": st.lists(st.lists(plays, min_size=1, max_size=4), max_size=4),
    },
)


@settings(max_examples=200, deadline=None)
@given(record=records, variant=variants)
def test_any_well_formed_record_gets_a_verdict_never_a_crash(record, variant):
    assert check_shape(record) == []
    verdict = adjudicate(record, variant)
    assert json.loads(json.dumps(verdict)) == verdict
    assert verdict["legal"] == (verdict["violation"] is None)


@SETTINGS
@given(seed=seeds, data=st.data())
def test_the_verdict_ends_with_the_violating_play_when_any_play_is_left_out(seed, data):
    """docs/tractor-records.md: `tricks` holds every trick reached, including the violating play."""
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["tricks"]) - 2), label="trick")
    del record["tricks"][t][data.draw(st.integers(0, 3), label="play")]
    verdict = adjudicate(record)
    violation = verdict["violation"]
    assert violation["rule"] in ("turn-order", "card-count")
    assert len(verdict["tricks"]) == violation["trick"]
    plays = verdict["tricks"][-1]["plays"]
    assert len(plays) == violation["play"]
    assert plays[-1] == record["tricks"][violation["trick"] - 1][violation["play"] - 1]


@settings(max_examples=100, deadline=None)
@given(seed=seeds, data=st.data())
def test_a_bot_record_with_a_card_swapped_anywhere_gets_a_verdict(seed, data):
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["tricks"]) - 1), label="trick")
    play = record["tricks"][t][data.draw(st.integers(0, 3), label="play")]
    play["cards"][data.draw(st.integers(0, len(play["cards"]) - 1), label="card")] = data.draw(faces, label="face")
    play["seat"] = data.draw(st.one_of(st.just(play["seat"]), seats), label="seat")
    verdict = adjudicate(record)
    # a swap may be legal where it is made and caught later, when the card is missing
    assert (verdict["outcome"] is None) == (not verdict["legal"])
    assert verdict["legal"] or verdict["violation"]["trick"] >= 1
