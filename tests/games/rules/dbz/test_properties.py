"""Properties over random legal games played by the bot (tests/support/bots/dbz.py) on the real Saiyan Saga cards."""

import copy
import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.dbz.engine import Replay, adjudicate
from games.rules.dbz.record import check_shape
from games.rules.dbz.variants import parse_variant
from tests.games.rules.dbz.helpers import SEED_CARDS, saiyan_cards
from tests.support.bots.dbz import random_game

pytestmark = pytest.mark.smoke

CARDS = saiyan_cards()
# The Saiyan Saga prints no drill: the seed's drills of two colours, named and colourless, join it for the bot.
WITH_DRILLS = {**CARDS, **{code: card for code, card in SEED_CARDS.items() if "DRILL" in code}}
seeds = st.integers(min_value=0, max_value=2**32)
variants = st.fixed_dictionaries(
    {"defender_draws": st.booleans(), "defender_discard": st.sampled_from(["down_to_one", "one"])}
)
SETTINGS = settings(max_examples=60, deadline=None)


@SETTINGS
@given(seed=seeds, variant=variants)
def test_a_game_played_by_the_legal_bot_adjudicates_legal(seed, variant):
    record, cards = random_game(seed, CARDS, variant=variant)
    assert check_shape(record) == []
    verdict = adjudicate(record, variant, cards)
    assert verdict["violation"] is None
    assert verdict["legal"] is True
    assert len(verdict["turns"]) == len(record["turns"])
    if verdict["victory"] == "survival":
        loser = 1 - verdict["winner"]
        assert verdict["turns"][-1]["state_after"][loser]["life"] == 0


def test_the_bot_covers_the_combat_rules():
    """So that the properties below reach every kind of attack, not only one."""
    seen = Counter()
    for seed in range(40):
        record, _ = random_game(seed, CARDS)
        for turn in record["turns"]:
            for step in turn["steps"]:
                seen[step["step"]] += 1
                for attack in step.get("attacks", ()):
                    keys = ("pass", "card", "power", "final", "defence", "damage", "life_cards", "unusable")
                    seen.update(key for key in keys if attack.get(key))
                    seen["ally attacks"] += attack.get("by", "mp") != "mp"
                    seen["ally defends"] += (attack.get("defence") or {}).get("by", "mp") != "mp"
                seen["play"] += len(step.get("plays", ()))
                for play in step.get("plays", ()):
                    seen["ally_power"] += "ally_power" in (play.get("effect") or {})
                    seen["own MP as ally"] += play["card"] in record["players"][turn["player"]]["personality"]
    assert {"draw", "non_combat", "power_up", "combat", "discard", "rejuvenate"} <= set(seen)
    assert {"pass", "card", "power", "final", "defence", "damage", "play", "life_cards", "unusable"} <= set(seen)
    assert {"ally attacks", "ally defends", "ally_power", "own MP as ally"} <= {key for key, n in seen.items() if n}


def test_the_bot_covers_the_timings_card_text_allows():
    """Cards ending a combat without attacking, cards played during the opponent's power up, combat cards that
    stay on the table and are used again from it, wrong-colour drills shown and shuffled back."""
    seen = Counter()
    for seed in range(40):
        record, _ = random_game(seed, WITH_DRILLS)
        for turn in record["turns"]:
            for step in turn["steps"]:
                seen["opponent_plays"] += bool(step.get("opponent_plays"))
                seen["shuffle_back"] += sum("shuffle_back" in play for play in step.get("plays", ()))
                for attack in step.get("attacks", ()):
                    seen["play"] += "play" in attack
                    seen["table"] += "table" in attack
                    seen["stays"] += bool((attack.get("effect") or {}).get("stays"))
    assert all(seen[key] for key in ("opponent_plays", "shuffle_back", "play", "table", "stays")), seen


@SETTINGS
@given(seed=seeds)
def test_a_game_with_drills_played_by_the_legal_bot_adjudicates_legal(seed):
    record, cards = random_game(seed, WITH_DRILLS)
    assert check_shape(record) == []
    assert adjudicate(record, None, cards)["violation"] is None


@SETTINGS
@given(seed=seeds)
def test_life_discard_hand_and_table_always_add_up_to_the_life_deck(seed):
    record, cards = random_game(seed, CARDS)
    sizes = [player["life_deck"] for player in record["players"]]
    checked = []

    def counts(game):
        for side, size in zip(game.sides, sizes, strict=True):
            assert side.life + len(side.hand) + len(side.discard) + len(side.removed) + side.in_play() == size
        checked.append(game.turn)

    replay = Replay(record, parse_variant(None), cards)
    replay.after_turn = counts
    assert replay.run()["legal"]
    assert checked == list(range(1, len(record["turns"]) + 1))


@SETTINGS
@given(seed=seeds)
def test_power_stays_between_0_and_the_top_stage_and_anger_between_0_and_5(seed):
    record, cards = random_game(seed, CARDS)
    verdict = adjudicate(record, None, cards)
    mps = [[cards[code] for code in player["personality"]] for player in record["players"]]
    for turn in verdict["turns"]:
        for seat, state in enumerate(turn["state_after"]):
            stages = mps[seat][state["level"] - 1]["power_stages"]
            assert 0 <= state["power_stage"] < len(stages)
            assert state["power"] == stages[state["power_stage"]]
            assert 0 <= state["anger"] < 5
            assert state["life"] >= 0
        for attack in turn["attacks"]:
            assert attack["stages_lost"] >= 0 and attack["life_lost"] >= 0
            if attack["kind"] == "physical":
                pat = attack["pat"]
                table = verdict["variant"]["pat"]["bands"]
                assert table[pat["attacker_band"]] <= attack["attacker_power"]
                assert table[pat["defender_band"]] <= attack["defender_power"]
                assert pat["stages"] == max(0, 1 + pat["attacker_band"] - pat["defender_band"])


@SETTINGS
@given(seed=seeds)
def test_a_replay_is_deterministic_and_leaves_the_record_unchanged(seed):
    record, cards = random_game(seed, CARDS)
    before = copy.deepcopy(record)
    assert adjudicate(record, None, cards) == adjudicate(record, None, cards)
    assert record == before


def _places(value, path=()):
    """Every (container, key) in a record, to change one of them."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield value, key
            yield from _places(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield value, i
            yield from _places(item, (*path, i))


junk = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from(["SAIYAN-001", "SAIYAN-158", "mp", "K", "x"]),
    st.just([]), st.just({}), st.just({"pass": True}), st.just({"step": "combat", "attacks": []}),
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 200), pick=st.integers(0, 10**6), value=junk)
def test_a_changed_record_gets_a_verdict_or_shape_errors_never_a_crash(seed, pick, value):
    record, cards = random_game(seed, CARDS, max_turns=6)
    places = list(_places(record))
    container, key = places[pick % len(places)]
    container[key] = value
    try:
        verdict = adjudicate(record, None, cards)
    except ValueError as error:  # RecordShapeError: the record is not well-formed
        assert getattr(error, "errors", None), error
        return
    assert verdict["legal"] is (verdict["violation"] is None)
    json.dumps(verdict)
