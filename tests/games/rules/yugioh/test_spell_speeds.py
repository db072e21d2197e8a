"""Spell Speeds (seed, "Spell Speed 1/2/3"): what may start a chain, what may answer which link, the
Counter Trap rule, Triggers put on a chain together, and whose priority it is while a chain is built."""

import pytest

from tests.games.rules.yugioh.helpers import (
    BLACK_LUSTER_RITUAL,
    BOOK,
    BREAKER,
    CALL,
    JAMMER,
    JINZO,
    KURIBOH,
    MAN_EATER,
    MESSENGER,
    MIRROR,
    MST,
    PLASMA,
    POT,
    PREMATURE,
    SAKURETSU,
    SANGAN,
    SOLEMN,
    VORSE,
    WITCH,
    act,
    broken,
    do,
    legal,
    make,
    opening,
    pass_,
    passes,
)

pytestmark = pytest.mark.smoke

# Player 0's cards that start a chain at each Spell Speed, and player 1's that answer at each, all
# ready: Spells in the hand, Spells and Traps Set on an earlier turn.
CARDS = {
    "pot0": (POT, 0),
    "mst0": (MST, 0, "spell_trap"),
    "solemn0": (SOLEMN, 0, "spell_trap"),
    "pot1": (POT, 1),
    "sakuretsu1": (SAKURETSU, 1, "spell_trap"),
    "jammer1": (JAMMER, 1, "spell_trap"),
    "mirror1": (MIRROR, 1, "spell_trap"),
    "solemn1": (SOLEMN, 1, "spell_trap"),
    "kuriboh1": (KURIBOH, 1),
    "v0": (VORSE, 0),
}
STARTERS = {1: act(0, "pot0"), 2: act(0, "mst0"), 3: act(0, "solemn0", negate_summon="v0")}
SUMMON = do("normal_summon", 0, "v0")
ANSWERS = {1: act(1, "pot1"), 2: act(1, "sakuretsu1"), 3: act(1, "jammer1", negate_activation=1)}


def chain(*links, resolve=True):
    """Turn 1, player 0 in Main Phase 1, the links in order (players alternating), then both pass. A chain
    started by a Counter Trap answers a Summon (seed «السلاسل»: a Counter Trap answers something)."""
    events = [*opening(0), *([SUMMON] if links[0] is STARTERS[3] else []), *links]
    if resolve:
        last = links[-1]["player"]
        events += passes(1 - last)
    return make(CARDS, events)


def event_of(record, link_event):
    return record["turns"][0]["events"].index(link_event) + 1


@pytest.mark.parametrize("started", [1, 2, 3])
@pytest.mark.parametrize("answered", [1, 2, 3])
def test_each_spell_speed_answering_each(started, answered):
    """Speed 1 never answers; 2 answers 1 or 2; 3 answers anything; only 3 answers 3."""
    record = chain(STARTERS[started], ANSWERS[answered])
    allowed = answered >= 2 and (started < 3 or answered == 3)
    if allowed:
        verdict = legal(record)
        assert [link["spell_speed"] for link in verdict["chains"][0]["links"]] == [started, answered]
    else:
        violation = broken(record)
        assert violation["rule"] == "spell-speed"
        assert (violation["turn"], violation["event"], violation["player"]) == (
            1,
            event_of(record, ANSWERS[answered]),
            1,
        )


@pytest.mark.parametrize("started", [1, 2, 3])
def test_every_spell_speed_can_start_a_chain(started):
    verdict = legal(chain(STARTERS[started]))
    assert verdict["chains"][0]["links"][0]["spell_speed"] == started


def test_a_counter_trap_answers_a_counter_trap_and_a_trap_cannot_follow():
    """Seed: Counter Traps answer the last link added; after one, only another Spell Speed 3 may come."""
    legal(
        chain(STARTERS[1], ANSWERS[2], act(0, "solemn0", negate_activation=2), act(1, "jammer1", negate_activation=3))
    )
    violation = broken(chain(STARTERS[1], act(1, "jammer1", negate_activation=1), act(0, "mst0")))
    assert violation["rule"] == "spell-speed"
    assert "only Spell Speed 3 can respond" in violation["message"]


def test_a_quick_effect_is_spell_speed_2():
    """Kuriboh's Quick effect answers a Spell Speed 1 or 2 link, not a Counter Trap."""
    verdict = legal(chain(STARTERS[1], act(1, "kuriboh1", "quick")))
    assert verdict["chains"][0]["links"][1]["spell_speed"] == 2
    assert broken(chain(STARTERS[3], act(1, "kuriboh1", "quick")))["rule"] == "spell-speed"


# Every kind of Spell Speed 1: each starts a chain in its controller's Main Phase and answers nothing.
SLOW = {
    "Normal Spell": ((POT, 0), None),
    "Equip Spell": ((PREMATURE, 0), None),
    "Field Spell": ((PLASMA, 0), None),
    "Ritual Spell": ((BLACK_LUSTER_RITUAL, 0), None),
    "Continuous Spell": ((MESSENGER, 0), None),
    "Ignition effect": ((BREAKER, 0, "monster"), "ignition"),
    "Trigger effect": ((SANGAN, 0, "graveyard"), "trigger"),
    "Flip effect": ((MAN_EATER, 0, "monster", "set"), "flip"),  # Flip Summoned first
    "Continuous effect": ((JINZO, 0, "monster"), "continuous"),
}


@pytest.mark.parametrize("kind", SLOW)
def test_spell_speed_1_starts_a_chain(kind):
    spec, effect = SLOW[kind]
    flip = [do("flip_summon", 0, "slow")] if effect == "flip" else []
    verdict = legal(make({**CARDS, "slow": spec}, [*opening(0), *flip, act(0, "slow", effect), *passes(1)]))
    link = verdict["chains"][0]["links"][0]
    assert (link["spell_speed"], link["type"]) == (1, kind)


@pytest.mark.parametrize("kind", [kind for kind in SLOW if kind != "Flip effect"])  # a flip is no answer either
def test_spell_speed_1_never_answers(kind):
    spec, effect = SLOW[kind]
    answer = act(0, "slow", effect)
    record = make({**CARDS, "slow": spec}, [*opening(0), act(0, "mst0"), pass_(1), answer])
    violation = broken(record)
    assert violation["rule"] == "spell-speed"
    assert violation["event"] == len(record["turns"][0]["events"])


def test_a_continuous_trap_is_spell_speed_2():
    record = make(
        {**CARDS, "call1": (CALL, 1, "spell_trap"), "g": (SANGAN, 1, "graveyard")},
        [*opening(0), act(0, "pot0"), act(1, "call1", targets=["g"]), *passes(0)],
    )
    assert legal(record)["chains"][0]["links"][1]["spell_speed"] == 2


# Triggers that happen together go on one chain (seed: "each effect will be placed on the new chain")


def triggers_record(*links):
    cards = {
        **CARDS,
        "sangan0": (SANGAN, 0, "graveyard"),
        "witch1": (WITCH, 1, "graveyard"),
        "sangan1": (SANGAN, 1, "graveyard"),
        "witch0": (WITCH, 0, "graveyard"),
    }
    return make(cards, [*opening(0), *links, *passes(1 - links[-1]["player"])])


def test_triggers_happening_together_stack_on_one_chain_without_priority():
    verdict = legal(
        triggers_record(act(0, "sangan0", "trigger"), act(1, "witch1", "trigger"), act(1, "sangan1", "trigger"))
    )
    assert [link["card"] for link in verdict["chains"][0]["links"]] == ["sangan0", "witch1", "sangan1"]
    assert [entry["link"] for entry in verdict["chains"][0]["resolution"]] == [3, 2, 1]


def test_a_trigger_cannot_join_a_chain_once_a_player_has_passed():
    violation = broken(triggers_record(act(0, "sangan0", "trigger"), pass_(1), act(0, "witch0", "trigger")))
    assert violation["rule"] == "spell-speed"


def test_a_trigger_cannot_answer_a_quick_play():
    violation = broken(triggers_record(act(0, "mst0"), act(1, "sangan1", "trigger")))
    assert violation["rule"] == "spell-speed"


def test_a_trigger_starts_a_chain_whoever_has_priority():
    """Player 1's Sangan goes to the Graveyard during player 0's Main Phase: its trigger needs no priority."""
    legal(make({**CARDS, "sangan1": (SANGAN, 1, "graveyard")}, [*opening(0), act(1, "sangan1", "trigger"), *passes(0)]))


# Priority while a chain is built


def test_after_an_activation_priority_passes_to_the_opponent():
    violation = broken(chain(act(0, "pot0"), act(0, "mst0")))
    assert violation["rule"] == "priority"
    assert violation["message"] == "player 0 does not have priority: player 1 has it"


def test_players_alternate_adding_links_after_a_pass():
    """Player 1 passes, player 0 may add link 2 to their own chain."""
    legal(make(CARDS, [*opening(0), act(0, "pot0"), pass_(1), act(0, "mst0"), *passes(1)]))


def test_a_chain_resolves_only_when_both_pass_in_succession():
    record = make(CARDS, [*opening(0), act(0, "pot0"), pass_(1), act(0, "mst0"), pass_(1)])
    verdict = legal(record)
    assert verdict["chains"][0]["resolution"] == []  # one pass since link 2: still open
    record["turns"][0]["events"].append(pass_(0))
    assert [entry["link"] for entry in legal(record)["chains"][0]["resolution"]] == [2, 1]


def test_a_quick_play_from_the_hand_only_on_its_controllers_turn():
    cards = {**CARDS, "book1": (BOOK, 1)}
    violation = broken(make(cards, [*opening(0), act(0, "mst0"), act(1, "book1")]))
    assert (violation["rule"], violation["player"]) == ("timing", 1)
