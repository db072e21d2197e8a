"""Properties over random records played by the legal bot (tests/support/bots/yugioh.py), and over any
well-formed record."""

import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from games.rules.yugioh.chain import KEPT_BY_COST
from games.rules.yugioh.engine import adjudicate
from games.rules.yugioh.record import EFFECTS, OUTCOME_CARDS, PHASES, check_shape
from tests.games.rules.yugioh.helpers import BOOK, CALL, JAMMER, MAN_EATER, MIRROR, POT, SANGAN, VORSE
from tests.support.bots.yugioh import POOL, random_record, reserve

pytestmark = pytest.mark.smoke

seeds = st.integers(min_value=0, max_value=2**32)
variants = st.fixed_dictionaries({"first_turn_draw": st.booleans()})
SETTINGS = settings(max_examples=60, deadline=None)
# Rarer moves of the bot (one record in ten Flip Summons a Man-Eater Bug): fewer examples, more filtered out.
RARE = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
SS1 = {"pot": None, "breaker": "ignition", "sangan": "trigger"}  # the reserves, by the effect they activate


def judge(record, variant=None):
    return adjudicate(record, variant, POOL)


@SETTINGS
@given(seed=seeds, variant=variants)
def test_a_bot_record_is_legal_and_every_chain_resolves_in_exact_reverse_order(seed, variant):
    verdict = judge(random_record(seed, variant=variant), variant)
    assert verdict["violation"] is None and verdict["legal"] is True
    for chain in verdict["chains"]:
        numbers = [link["link"] for link in chain["links"]]
        assert numbers == list(range(1, len(numbers) + 1))
        assert [entry["link"] for entry in chain["resolution"]] == numbers[::-1]


def chain_events(record, chain):
    """(turn's events, index of link 1, index of the pass that resolves the chain), 0-based."""
    events = record["turns"][chain["turn"] - 1]["events"]
    first = chain["links"][0]["event"] - 1
    passes = 0
    for i in range(chain["links"][-1]["event"], len(events)):
        if events[i].get("do") == "pass":
            passes += 1
            if passes == 2:
                return events, first, i
        elif events[i].get("do") == "activate":
            passes = 0
    raise AssertionError("the chain never resolves")


def holder_before(events, index):
    """Who has priority at `index`: the opponent of whoever last activated or passed (costs aside)."""
    previous = next(e for e in reversed(events[:index]) if e.get("do") in ("activate", "pass"))
    return 1 - previous["player"]


def stacking_triggers(events, first, index):
    """The chain so far holds only triggers put on together (no pass): another may join them."""
    so_far = events[first:index]
    return all(e.get("effect") in ("trigger", "flip") or e.get("do") == "leave" for e in so_far)


@SETTINGS
@given(seed=seeds, data=st.data())
def test_inserting_a_spell_speed_1_response_anywhere_in_a_chain_makes_it_illegal_there(seed, data):
    record = random_record(seed)
    chains = judge(record)["chains"]
    assume(chains)
    chain = data.draw(st.sampled_from(chains), label="chain")
    events, first, resolving = chain_events(record, chain)
    index = data.draw(st.integers(first + 1, resolving), label="where")
    kind = data.draw(st.sampled_from(sorted(SS1)), label="kind")
    assume(not (kind == "sangan" and stacking_triggers(events, first, index)))
    assume(events[index - 1].get("do") != "leave")  # a card tied to the one that left must leave first
    player = holder_before(events, index)
    answer = {"player": player, "do": "activate", "card": reserve(player, kind)}
    if SS1[kind]:
        answer["effect"] = SS1[kind]
    events.insert(index, answer)
    verdict = judge(record)
    assert verdict["legal"] is False
    violation = verdict["violation"]
    assert (violation["turn"], violation["event"], violation["player"]) == (chain["turn"], index + 1, player)
    assert violation["rule"] == "spell-speed"


@SETTINGS
@given(seed=seeds)
def test_a_negated_link_is_named_by_a_later_link_that_resolved(seed):
    record = random_record(seed)
    for chain in judge(record)["chains"]:
        events = record["turns"][chain["turn"] - 1]["events"]
        results = {entry["link"]: entry["result"] for entry in chain["resolution"]}
        # a link whose card was sent away as its cost resolves though its effect is negated (seed «تأثير كلفة»)
        kept = {entry["link"] for entry in chain["resolution"] if entry["template"] == KEPT_BY_COST}
        named = {}
        for link in reversed(chain["links"]):
            outcome = events[link["event"] - 1].get("outcome", {})
            if results[link["link"]] == "resolved":
                for key in ("negate_activation", "negate_effect"):
                    named.setdefault(outcome.get(key), link["link"])
                summoned = outcome.get("negate_summon")  # seed «مهم!»: the monster's own effects with its Summon
                for other in chain["links"]:
                    if other["link"] < link["link"] and other["card"] == summoned:
                        named.setdefault(other["link"], link["link"])
        assert {n for n, result in results.items() if result == "negated"} == set(named) - {None} - kept


@SETTINGS
@given(seed=seeds, data=st.data())
def test_a_bot_record_stopped_anywhere_is_legal_so_far(seed, data):
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["turns"]) - 1), label="turn")
    record["turns"] = record["turns"][: t + 1]
    events = record["turns"][t]["events"]
    del events[data.draw(st.integers(0, len(events)), label="events") :]
    assert judge(record)["legal"] is True


@SETTINGS
@given(seed=seeds)
def test_every_card_is_in_exactly_one_place_at_the_end(seed):
    record = random_record(seed)
    field = judge(record)["field"]
    places = [card for player in field for place in player.values() for card in place["ids"]]
    assert sorted(places) == sorted(record["cards"])


@SETTINGS
@given(seed=seeds, data=st.data())
def test_a_garbled_player_is_the_only_shape_error_and_names_its_path(seed, data):
    record = random_record(seed)
    t = data.draw(st.integers(0, len(record["turns"]) - 1), label="turn")
    events = record["turns"][t]["events"]
    e = data.draw(st.integers(0, len(events) - 1), label="event")
    assume("player" in events[e])
    events[e]["player"] = 2
    assert [str(error) for error in check_shape(record)] == [
        f"turns[{t}].events[{e}].player: unknown player 2 (expected 0 or 1)"
    ]


@SETTINGS
@given(seed=seeds)
def test_the_verdict_is_plain_json(seed):
    verdict = judge(random_record(seed))
    assert json.loads(json.dumps(verdict)) == verdict


# Any well-formed record, legal or not, gets a verdict (or a ValueError naming its place), never a crash.

IDS = ["m0", "m1", "s0", "s1", "t0", "t1", "g0", "h1"]
CARDS = {
    "m0": {"code": VORSE, "owner": 0, "zone": "monster"},
    "m1": {"code": MAN_EATER, "owner": 1, "zone": "monster", "position": "set"},
    "s0": {"code": POT, "owner": 0, "zone": "hand"},
    "s1": {"code": BOOK, "owner": 1, "zone": "spell_trap"},
    "t0": {"code": CALL, "owner": 0, "zone": "spell_trap"},
    "t1": {"code": JAMMER, "owner": 1, "zone": "spell_trap"},
    "g0": {"code": SANGAN, "owner": 0, "zone": "graveyard"},
    "h1": {"code": MIRROR, "owner": 1, "zone": "deck"},
}
ANY_CARDS = POOL | {
    VORSE: POOL[VORSE],
    MAN_EATER: POOL[MAN_EATER],
}
players = st.integers(0, 1)
ids = st.sampled_from(IDS)
outcomes = st.dictionaries(
    st.sampled_from([*OUTCOME_CARDS, "negate_activation", "negate_effect"]),
    st.one_of(st.lists(ids, max_size=3, unique=True), st.integers(1, 4)),
    max_size=2,
).filter(lambda o: all(isinstance(v, list) == (k in OUTCOME_CARDS) for k, v in o.items()))
events = st.one_of(
    st.builds(lambda p: {"phase": p}, st.sampled_from(PHASES)),
    st.builds(lambda p: {"player": p, "do": "pass"}, players),
    st.builds(lambda p: {"player": p, "do": "draw"}, players),
    st.builds(
        lambda p, do, c: {"player": p, "do": do, "card": c},
        players,
        st.sampled_from(
            ["normal_summon", "set_monster", "flip_summon", "special_summon", "set_spell_trap", "change_position"]
        ),
        ids,
    ),
    st.builds(
        lambda p, c, t: {"player": p, "do": "attack", "card": c, "target": t}, players, ids, st.one_of(st.none(), ids)
    ),
    st.builds(
        lambda p, c, to: {"player": p, "do": "leave", "card": c, "to": to},
        players,
        ids,
        st.sampled_from(["graveyard", "banished", "hand", "deck"]),
    ),
    st.builds(
        lambda p, c, effect, targets, outcome: {
            "player": p,
            "do": "activate",
            "card": c,
            "effect": effect,
            "targets": targets,
            "outcome": outcome,
        },
        players,
        ids,
        st.sampled_from(EFFECTS),
        st.lists(ids, max_size=2, unique=True),
        outcomes,
    ),
    st.builds(lambda p, c: {"player": p, "do": "activate", "card": c}, players, ids),
)
records = st.fixed_dictionaries(
    {
        "first": players,
        "cards": st.just(CARDS),
        "turns": st.lists(
            st.fixed_dictionaries({"player": players, "events": st.lists(events, max_size=12)}), max_size=3
        ),
    },
    optional={"decks": st.tuples(st.integers(0, 3), st.integers(1, 3)).map(list)},
)


@settings(max_examples=300, deadline=None)
@given(record=records, variant=variants)
def test_any_well_formed_record_gets_a_verdict_never_a_crash(record, variant):
    assert check_shape(record) == []
    try:
        verdict = adjudicate(record, variant, ANY_CARDS)
    except ValueError as exc:
        assert str(exc).startswith("turns[")
        return
    assert json.loads(json.dumps(verdict)) == verdict
    assert verdict["legal"] == (verdict["violation"] is None)


def _events_where(record, found):
    """(turn number, 0-based event index) of every event `found(events, index)` picks, in order."""
    return [
        (t, e)
        for t, turn in enumerate(record["turns"], 1)
        for e in range(len(turn["events"]))
        if found(turn["events"], e)
    ]


def _flip_after_flip_summon(events, e):
    event = events[e]
    before = events[e - 1] if e else {}
    return event.get("effect") == "flip" and before.get("do") == "flip_summon" and before["card"] == event["card"]


@RARE
@given(seed=seeds, data=st.data())
def test_a_mandatory_flip_effect_taken_out_after_its_flip_summon_is_a_violation_there(seed, data):
    """Seed «إستدع»: the bot's Man-Eater Bug activates its mandatory Flip effect at once; without it, the
    event after the Flip Summon is rule flip-effect, the Flip Summoning player's."""
    record = random_record(seed)
    found = _events_where(record, _flip_after_flip_summon)
    assume(found)
    t, e = data.draw(st.sampled_from(found), label="flip")
    events = record["turns"][t - 1]["events"]
    player = events[e]["player"]
    del events[e]
    verdict = judge(record)
    assert verdict["legal"] is False
    violation = verdict["violation"]
    assert (violation["rule"], violation["turn"], violation["event"], violation["player"]) == (
        "flip-effect",
        t,
        e + 1,
        player,
    )


def _counter_at_link_3_or_later(events, e):
    outcome = events[e].get("outcome") or {}
    return any(outcome.get(key, 0) >= 2 for key in ("negate_activation", "negate_effect"))


@RARE
@given(seed=seeds, data=st.data())
def test_a_counter_trap_made_to_answer_an_earlier_link_than_the_last_is_a_violation_there(seed, data):
    """Seed «السلاسل»: the bot's Counter Traps negate the last link; aimed one link lower, rule counter-trap."""
    record = random_record(seed)
    found = _events_where(record, _counter_at_link_3_or_later)
    assume(found)
    t, e = data.draw(st.sampled_from(found), label="counter")
    event = record["turns"][t - 1]["events"][e]
    key = next(key for key in ("negate_activation", "negate_effect") if key in event["outcome"])
    event["outcome"][key] -= 1
    violation = judge(record)["violation"]
    assert (violation["rule"], violation["turn"], violation["event"]) == ("counter-trap", t, e + 1)
    assert violation["params"]["link"] == event["outcome"][key]
