"""Properties over whole random games played by the legal bot (tests/support/bots/dbs.py) on the real cards."""

import copy
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.rules.dbs.engine import Replay, adjudicate, card_codes
from games.rules.dbs.record import check_shape
from games.rules.dbs.variants import parse_variant
from tests.games.rules.dbs.helpers import real_facts
from tests.support.bots.dbs import random_game

pytestmark = pytest.mark.smoke

seeds = st.integers(min_value=0, max_value=2**32)
variants = st.fixed_dictionaries({"first_turn_attack": st.booleans(), "charge_draw": st.sampled_from([1, 2])})
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def game(seed, **options):
    return random_game(seed, real_facts(), **options)


@SETTINGS
@given(seed=seeds, variant=variants, keywords=st.booleans())
def test_a_game_played_by_the_legal_bot_is_legal(seed, variant, keywords):
    record, cards = game(seed, variant=variant, keywords=keywords)
    assert check_shape(record) == []
    assert card_codes(record) == set(cards)  # exactly the cards the service looks up
    verdict = adjudicate(record, variant, cards)
    assert verdict["violation"] is None and verdict["legal"] is True
    assert len(verdict["turns"]) == len(record["turns"])
    if verdict["reason"] in ("life", "deck"):
        loser = verdict["turns"][-1]["state_after"][1 - verdict["winner"]]
        assert loser[verdict["reason"]] == 0


def test_the_bot_uses_every_kind_of_action():
    """So that the properties cover combos on both sides, blockers, [Awaken], skills, [Counter: Play] against
    a play and against a skill that makes a token, token combos and declared effects."""
    seen = Counter()
    for seed in range(30):
        record, _ = game(seed)
        for turn in record["turns"]:
            seen["charge"] += "charge" in turn
            for action in turn["actions"]:
                seen[action["do"]] += 1
                if "counter" in action and action["do"] != "attack":
                    seen["counter " + action["do"]] += 1
                seen["token combo"] += any(s.get("combo", "").startswith("token") for s in action.get("offence", ()))
                seen.update(
                    key for key in ("blocker", "counter", "offence", "defence", "after", "effect") if key in action
                )
                seen["negated"] += bool(action.get("counter", {}).get("effect", {}).get("negate"))
                seen.update(s.get("from", "awaken") for s in (*action.get("offence", ()), *action.get("defence", ())))
    wanted = {
        "charge",
        "play",
        "attack",
        "effect",
        "awaken",
        "blocker",
        "counter",
        "negated",
        "offence",
        "defence",
        "after",
        "skill",
        "counter play",
        "counter skill",
        "token combo",
    }
    assert wanted <= set(seen)
    assert {"hand", "battle", "awaken"} <= set(seen)


def test_on_the_real_card_file_the_leaders_awaken_unchecked():
    """Issue 31: the real file holds no keyword skills; a Leader awakening is listed as unchecked, not refused."""
    listed = set()
    for seed in range(30):
        record, cards = game(seed, keywords=False)
        verdict = adjudicate(record, None, cards)
        assert verdict["legal"] is True
        listed.update(item["keyword"] for item in verdict["unchecked"]["keywords"])
    assert "Awaken" in listed


def every_card(record, player):
    spec = record["setup"]["players"][player]
    return Counter([spec["leader"], *spec["deck"]])


@SETTINGS
@given(seed=seeds)
def test_every_card_is_always_in_exactly_one_area(seed):
    record, cards = game(seed)
    checked = []

    def places(game):
        for player in (0, 1):
            where = game.places(player)
            assert sum((Counter(codes) for codes in where.values()), Counter()) == every_card(record, player)
            assert not where["combo"] or game.over  # empty outside a battle, unless the game ended in one (9-2-1)
        checked.append(game.turn)

    replay = Replay(record, parse_variant(None), cards)
    replay.after_turn = places
    assert replay.run()["legal"] is True
    assert len(checked) == len(record["turns"])


def declared_damage(effect, player):
    return ((effect or {}).get("damage") or (0, 0))[player]


@SETTINGS
@given(seed=seeds)
def test_life_only_goes_down_by_computed_damage_or_declared_effects(seed):
    record, cards = game(seed)
    verdict = adjudicate(record, None, cards)
    life = [None, None]
    for turn, judged in zip(record["turns"], verdict["turns"], strict=True):
        for player in (0, 1):
            before = life[player]
            now = judged["state_after"][player]["life"]
            if before is not None:
                damage = sum(b["damage"] for b in judged["battles"] if b["target"]["player"] == player)
                for action in turn["actions"]:
                    damage += declared_damage(action.get("effect"), player) + declared_damage(
                        action.get("after"), player
                    )
                assert now == max(0, before - damage)
            life[player] = now
    for battle in (b for t in verdict["turns"] for b in t["battles"]):
        if battle["result"] != "negated":
            assert battle["attack_power"] == battle["attack_parts"]["total"]
            assert (battle["result"] == "win") == (battle["attack_power"] >= battle["defence_power"])


@SETTINGS
@given(seed=seeds, data=st.data())
def test_a_game_cut_after_any_turn_is_legal_so_far(seed, data):
    record, cards = game(seed)
    cut = data.draw(st.integers(0, len(record["turns"]) - 1), label="turns kept")
    verdict = adjudicate({**record, "turns": record["turns"][:cut]}, None, cards)
    assert (verdict["legal"], verdict["winner"], verdict["reason"]) == (True, None, "unfinished")


@SETTINGS
@given(seed=seeds)
def test_the_verdict_is_plain_json_and_the_record_is_not_changed(seed):
    record, cards = game(seed, max_turns=12)
    before = copy.deepcopy(record)
    verdict = adjudicate(record, None, cards)
    assert json.loads(json.dumps(verdict)) == verdict
    assert record == before


@settings(max_examples=120, deadline=None)
@given(seed=seeds, data=st.data())
def test_a_card_swapped_anywhere_gets_a_verdict_never_a_crash(seed, data):
    record, cards = game(seed, max_turns=16)
    plays = [
        (t, a)
        for t, turn in enumerate(record["turns"])
        for a, action in enumerate(turn["actions"])
        if action["do"] in ("play", "attack")
    ]
    if not plays:
        return
    t, a = data.draw(st.sampled_from(plays), label="action")
    action = record["turns"][t]["actions"][a]
    key = "card" if action["do"] == "play" else data.draw(st.sampled_from(["attacker", "target"]), label="key")
    action[key] = data.draw(st.sampled_from([*sorted(cards), "leader", "1:leader", "nobody"]), label="card")
    replay = Replay(record, parse_variant(None), cards)
    verdict = replay.run()
    assert verdict == adjudicate(record, None, cards)
    assert verdict["legal"] == (verdict["violation"] is None)
    assert verdict["legal"] or verdict["violation"]["turn"] >= t + 1
    assert json.loads(json.dumps(verdict)) == verdict
    for player in (0, 1):  # an illegal action moved nothing: every card is still in exactly one area
        where = replay.game.places(player)
        assert sum((Counter(codes) for codes in where.values()), Counter()) == every_card(record, player)


codes = st.sampled_from(["P-001", "P-002", "P-003", "P-004", "P-084", "P-025", "?"])
names = st.sampled_from(["leader", "1:leader", "P-003", "1:P-004", "t"])
effects = st.fixed_dictionaries(
    {},
    optional={
        "power": st.lists(st.fixed_dictionaries({"card": names, "amount": st.integers(-30000, 30000)}), max_size=2),
        "draw": st.lists(st.integers(0, 3), min_size=2, max_size=2),
        "damage": st.lists(st.integers(0, 3), min_size=2, max_size=2),
        "ko": st.lists(names, max_size=2),
        "token": st.lists(st.fixed_dictionaries({"id": st.just("t"), "power": st.integers(0, 20000)}), max_size=1),
    },
)
steps = st.one_of(
    st.fixed_dictionaries({"combo": names | codes}, optional={"from": st.sampled_from(["hand", "battle"])}),
    st.fixed_dictionaries({"awaken": st.just(True)}),
)
actions = st.one_of(
    st.fixed_dictionaries({"do": st.just("play"), "card": codes}, optional={"pay": st.lists(codes, max_size=4)}),
    st.fixed_dictionaries(
        {"do": st.just("attack"), "attacker": names, "target": names},
        optional={"offence": st.lists(steps, max_size=2), "defence": st.lists(steps, max_size=2), "blocker": names},
    ),
    st.fixed_dictionaries({"do": st.just("effect"), "effect": effects}),
    st.fixed_dictionaries({"do": st.just("evolve"), "card": codes, "onto": names}),
    st.fixed_dictionaries({"do": st.just("awaken")}),
)
players = st.fixed_dictionaries(
    {
        "leader": st.sampled_from(["P-025", "P-026"]),
        "life": st.integers(0, 8) | st.lists(codes, max_size=8),
        "hand": st.lists(codes, max_size=6),
        "deck": st.integers(0, 30),
    },
    optional={
        "energy": st.lists(codes.filter(lambda c: c != "?"), max_size=6),
        "battle": st.lists(st.sampled_from(["P-001", "P-003", "P-004"]), max_size=3),
    },
)
records = st.fixed_dictionaries(
    {
        "state": st.fixed_dictionaries(
            {
                "first": st.integers(0, 1),
                "turn": st.integers(1, 4),
                "players": st.lists(players, min_size=2, max_size=2),
            }
        ),
        "turns": st.lists(
            st.fixed_dictionaries({}, optional={"actions": st.lists(actions, max_size=4), "charge": codes}), max_size=4
        ),
    }
)


@settings(max_examples=250, deadline=None)
@given(record=records, variant=variants)
def test_any_well_formed_record_gets_a_verdict_never_a_crash(record, variant):
    if check_shape(record):  # "?" (an unseen card) only in a pile
        assert "?" in json.dumps(record["turns"])
        return
    verdict = adjudicate(record, variant, real_facts())
    assert json.loads(json.dumps(verdict)) == verdict
    assert verdict["legal"] == (verdict["violation"] is None)
    if verdict["violation"]:
        assert verdict["violation"]["rule"] and verdict["violation"]["source"]


@settings(max_examples=120, deadline=None)
@given(seed=seeds, data=st.data())
def test_an_action_left_out_gets_a_verdict_and_moves_no_card_out_of_its_area(seed, data):
    record, cards = game(seed, max_turns=16)
    places = [(t, a) for t, turn in enumerate(record["turns"]) for a in range(len(turn["actions"]))]
    if not places:
        return
    t, a = data.draw(st.sampled_from(places), label="action left out")
    del record["turns"][t]["actions"][a]
    replay = Replay(record, parse_variant(None), cards)
    verdict = replay.run()
    assert verdict["legal"] or (verdict["violation"]["turn"], verdict["violation"]["action"] or 0) >= (t + 1, 0)
    for player in (0, 1):
        where = replay.game.places(player)
        assert sum((Counter(codes) for codes in where.values()), Counter()) == every_card(record, player)
