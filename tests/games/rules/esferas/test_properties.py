"""Properties over whole random games played by the legal bot (tests/support/bots/esferas.py)."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.rules.common import CardRecord, FormatRules
from games.rules.esferas.construction import OTHER, SPHERE, validate
from games.rules.esferas.engine import Replay, adjudicate, deck_problems
from games.rules.esferas.record import check_shape
from games.rules.esferas.variants import parse_variant
from tests.games.rules.esferas.helpers import CARDS
from tests.support.bots.esferas import FACTS, MAX_TURNS, random_game

pytestmark = pytest.mark.smoke

seeds = st.integers(min_value=0, max_value=2**32)
energies = st.sampled_from([300, 500, 1000])
variants = st.fixed_dictionaries({"instant_sphere": st.booleans(), "extra_discards": st.booleans()})
SETTINGS = settings(max_examples=60, deadline=None)


@SETTINGS
@given(seed=seeds, energy=energies, variant=variants)
def test_a_game_played_by_the_legal_bot_is_legal_and_played_to_the_end(seed, energy, variant):
    record, cards = random_game(seed, energy=energy, variant=variant)
    assert check_shape(record) == []
    verdict = adjudicate(record, variant, cards)
    assert verdict["violation"] is None
    assert verdict["legal"] is True
    assert verdict["variant"] == variant
    assert len(verdict["turns"]) == len(record["turns"])
    if verdict["reason"] == "energy":
        assert verdict["energy"][1 - verdict["winner"]] == 0 < verdict["energy"][verdict["winner"]]
    else:  # an attack and the defender's instant took both to 0 at once
        assert (verdict["reason"], verdict["energy"], verdict["winner"]) == ("both_zero", [0, 0], None)


def test_the_bot_plays_every_kind_of_action():
    """So that the properties below cover every rule, not only attacks."""
    seen = Counter()
    for seed in range(60):
        record, _ = random_game(seed)
        for turn in record["turns"]:
            for action in turn["actions"]:
                seen[action["do"]] += 1
                seen.update(key for key in ("modifier", "character", "instants") if action.get(key))
                seen.update("defence " + key for key in action.get("defence") or ())
    wanted = {"character", "permanent", "use_permanent", "attack", "dragon_balls", "discard_permanent", "reshuffle"}
    wanted.add("instant")  # the defender's, outside an attack
    assert wanted <= set(seen)
    assert {"modifier", "character", "instants", "defence character", "defence modifier"} <= set(seen)


def expected_energy(record, verdict, cards):
    """Each turn's energy from the record alone: the damage of its attacks (attack points plus modifier, less
    defence points plus modifier, never below 0), ±100 for the Dragon Balls, the effects the record declares."""
    energy = [record["energy"]] * 2
    for turn, judged in zip(record["turns"], verdict["turns"], strict=True):
        player = turn["player"]
        for action in turn["actions"]:
            delta = [0, 0]
            if action["do"] == "attack":
                attack = cards[action["card"]]["attack"] + _bonus(action, cards)[1]
                defence = action.get("defence")
                parry = cards[defence["card"]]["defence"] + _bonus(defence, cards)[0] if defence else 0
                delta[1 - player] -= max(0, attack - parry)
                for instant in action.get("instants") or ():
                    delta = [d + e for d, e in zip(delta, instant["effect"].get("energy", [0, 0]), strict=True)]
            elif action["do"] == "dragon_balls":
                delta[player] += 100
                delta[1 - player] -= 100
            elif action["do"] in ("use_permanent", "instant"):  # an instant here is the defender's
                delta = list(action["effect"].get("energy", [0, 0]))
            energy = [max(0, e + d) for e, d in zip(energy, delta, strict=True)]
        yield judged["energy_after"], energy


def _bonus(play, cards):
    modifier = play.get("modifier")
    return (cards[modifier]["defence"], cards[modifier]["attack"]) if modifier else (0, 0)


@SETTINGS
@given(seed=seeds, energy=energies)
def test_energy_only_changes_by_declared_damage_and_effects(seed, energy):
    record, cards = random_game(seed, energy=energy)
    verdict = adjudicate(record, None, cards)
    for judged, expected in expected_energy(record, verdict, cards):
        assert judged == expected
    for turn in verdict["turns"]:
        for entry in turn["attacks"]:
            assert entry["damage"] == max(0, entry["attack"] - entry["defence"])


@SETTINGS
@given(seed=seeds)
def test_every_card_is_always_in_exactly_one_place_and_the_table_is_as_shown(seed):
    record, cards = random_game(seed)
    decks = [Counter(deck) for deck in record["decks"]]
    checked = []

    def places(game):
        counts = game.counts()
        for player in (0, 1):
            where = game.places(player)
            assert sum((Counter(cards) for cards in where.values()), Counter()) == decks[player]
            assert sum(counts[zone][player] for zone in counts) == len(record["decks"][player])
        assert replay.turns[-1]["table_after"] == game.table()  # a table shown again is never stale
        checked.append(game.turn)

    replay = Replay(record, parse_variant(None), cards)
    replay.after_turn = places
    verdict = replay.run()
    assert verdict["legal"] is True
    assert checked == list(range(1, len(record["turns"]) + 1))


@SETTINGS
@given(seed=seeds, data=st.data())
def test_a_game_cut_after_any_turn_is_legal_so_far_with_no_winner(seed, data):
    record, cards = random_game(seed)
    cut = data.draw(st.integers(0, len(record["turns"]) - 1), label="turns kept")
    verdict = adjudicate({**record, "turns": record["turns"][:cut]}, None, cards)
    assert (verdict["legal"], verdict["winner"], verdict["reason"]) == (True, None, "unfinished")


@SETTINGS
@given(seed=seeds, complete=st.booleans())
def test_the_verdict_is_plain_json(seed, complete):
    record, cards = random_game(seed, max_turns=MAX_TURNS if complete else 9)
    verdict = adjudicate(record, None, cards)
    assert json.loads(json.dumps(verdict)) == verdict


@settings(max_examples=150, deadline=None)
@given(seed=seeds, data=st.data())
def test_a_card_swapped_anywhere_gets_a_verdict_never_a_crash(seed, data):
    record, cards = random_game(seed, max_turns=30)
    plays = [
        (t, a) for t, turn in enumerate(record["turns"]) for a, action in enumerate(turn["actions"]) if "card" in action
    ]
    if not plays:
        return
    t, a = data.draw(st.sampled_from(plays), label="action")
    record["turns"][t]["actions"][a]["card"] = data.draw(st.sampled_from(sorted(FACTS)), label="card")
    verdict = adjudicate(record, None, cards)
    assert verdict["legal"] == (verdict["violation"] is None)
    assert verdict["legal"] or verdict["violation"]["turn"] >= t + 1


codes = st.sampled_from(sorted(CARDS))
plays = st.fixed_dictionaries(
    {"card": codes},
    optional={"sphere": codes, "modifier": st.one_of(codes, st.lists(codes, max_size=2)), "modifier_sphere": codes},
).map(lambda play: play if "modifier" in play else {k: v for k, v in play.items() if k != "modifier_sphere"})
effects = st.fixed_dictionaries(
    {},
    optional={
        "energy": st.lists(st.integers(-600, 600), min_size=2, max_size=2),
        "draw": st.lists(st.integers(0, 9), min_size=2, max_size=2),
    },
)
actions = st.one_of(
    st.fixed_dictionaries({"do": st.sampled_from(["character", "discard_permanent"]), "card": codes}),
    st.fixed_dictionaries({"do": st.just("permanent"), "card": codes}, optional={"sphere": codes}),
    st.fixed_dictionaries({"do": st.just("use_permanent"), "card": codes, "effect": effects}),
    st.fixed_dictionaries({"do": st.just("instant"), "card": codes, "effect": effects}),
    st.fixed_dictionaries({"do": st.just("dragon_balls"), "cards": st.lists(codes, max_size=8)}),
    st.fixed_dictionaries({"do": st.just("reshuffle"), "order": st.lists(codes, max_size=5)}),
    st.fixed_dictionaries(
        {"do": st.just("attack"), "card": codes},
        optional={
            "sphere": codes,
            "defence": st.one_of(st.none(), plays),
            "instants": st.lists(st.fixed_dictionaries({"card": codes, "effect": effects}), max_size=2),
        },
    ),
)
turns = st.fixed_dictionaries(
    {"player": st.integers(0, 1)},
    optional={"actions": st.lists(actions, max_size=4), "discard": st.lists(codes, max_size=3)},
)
records = st.fixed_dictionaries(
    {
        "energy": st.sampled_from([300, 500, 1000, 1]),
        "first": st.integers(0, 1),
        "decks": st.lists(st.lists(codes, min_size=38, max_size=44), min_size=2, max_size=2),
    },
    optional={"turns": st.lists(turns, max_size=6)},
)


@settings(max_examples=200, deadline=None)
@given(record=records, variant=variants)
def test_any_well_formed_record_gets_a_verdict_never_a_crash(record, variant):
    assert check_shape(record) == []
    verdict = adjudicate(record, variant, CARDS)
    assert json.loads(json.dumps(verdict)) == verdict
    assert verdict["legal"] == (verdict["violation"] is None)


@settings(max_examples=200, deadline=None)
@given(deck=st.lists(codes, min_size=36, max_size=44))
def test_the_quick_deck_check_says_what_the_construction_rules_say(deck):
    records = [CardRecord(code, CARDS[code]["name"], zone=SPHERE if code.startswith("DB") else OTHER) for code in deck]
    expected = validate({"main": records}, FormatRules())
    assert [p.to_dict() for p in deck_problems(deck, CARDS)] == [p.to_dict() for p in expected]
