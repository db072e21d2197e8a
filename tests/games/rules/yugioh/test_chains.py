"""How a chain resolves (seed, "Resolution"): last link first; a target gone means no effect; a card with a
Continuous effect must still be face-up on the field; Trigger, Quick, Flip and Ignition effects resolve
after their card left; negations; effects triggered while it resolves start a new chain; cards go to their
owner's Graveyard."""

import pytest

from tests.games.rules.yugioh.helpers import (
    BOOK,
    CALL,
    DISAPPEAR,
    EXILED,
    JAMMER,
    JINZO,
    KURIBOH,
    MAN_EATER,
    MIRROR,
    MONSTER_REBORN,
    MST,
    PLASMA,
    POT,
    PREMATURE,
    RAIGEKI,
    SAKURETSU,
    SANGAN,
    SOLEMN,
    TORRENTIAL,
    VORSE,
    WITCH,
    YAMI,
    act,
    attack,
    broken,
    closing,
    do,
    draw,
    leave,
    legal,
    make,
    opening,
    pass_,
    passes,
    phase,
)

pytestmark = pytest.mark.smoke


def resolution(verdict, chain=0):
    return [(entry["link"], entry["result"]) for entry in verdict["chains"][chain]["resolution"]]


def zone(verdict, player, place):
    return verdict["field"][player][place]["ids"]


def test_a_chain_resolves_last_link_first():
    cards = {
        "pot": (POT, 0),
        "mst": (MST, 1, "spell_trap"),
        "solemn": (SOLEMN, 0, "spell_trap"),
        "jammer": (JAMMER, 1, "spell_trap"),
    }
    verdict = legal(
        make(cards, [*opening(0), act(0, "pot"), act(1, "mst"), act(0, "solemn"), act(1, "jammer"), *passes(0)])
    )
    assert [link["link"] for link in verdict["chains"][0]["links"]] == [1, 2, 3, 4]
    assert resolution(verdict) == [(4, "resolved"), (3, "resolved"), (2, "resolved"), (1, "resolved")]


def test_a_target_destroyed_by_a_later_link_leaves_its_link_with_no_effect():
    """Player 1 attacks; Sakuretsu Armor targets the attacker (link 1); Torrential Tribute (link 2)
    destroys every monster first, so link 1 finds no target."""
    cards = {
        "v0": (VORSE, 0, "monster"),
        "w1": (VORSE, 1, "monster"),
        "armor": (SAKURETSU, 0, "spell_trap"),
        "torrential": (TORRENTIAL, 1, "spell_trap"),
    }
    turn1 = [*opening(0), *closing(0)]
    turn2 = [
        *opening(1),
        *passes(1),
        phase("battle"),
        attack(1, "w1", "v0"),
        pass_(1),
        act(0, "armor", targets=["w1"], destroy=["w1"]),
        act(1, "torrential", destroy=["v0", "w1"]),
        *passes(0),
    ]
    verdict = legal(make(cards, turn1, turn2))
    assert resolution(verdict) == [(2, "resolved"), (1, "no effect")]
    reason = verdict["chains"][0]["resolution"][1]
    assert reason["reason"] == "no target is still where it was targeted (w1 (Vorse Raider))"
    assert reason["template"] == "no target is still where it was targeted ({cards})"
    assert zone(verdict, 1, "graveyard") == ["w1", "torrential"]
    assert zone(verdict, 0, "graveyard") == ["v0", "armor"]


def test_a_graveyard_target_banished_in_answer_leaves_its_link_with_no_effect():
    """Seed: "if the target no longer exists when the card resolves, it resolves with no effect"."""
    cards = {"call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard"), "disappear": (DISAPPEAR, 1, "spell_trap")}
    events = [*opening(0), act(0, "call", targets=["g"]), act(1, "disappear", targets=["g"], banish=["g"]), *passes(0)]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(2, "resolved"), (1, "no effect")]
    assert zone(verdict, 0, "banished") == ["g"]
    assert zone(verdict, 0, "spells_traps") == ["call"]  # a Continuous Trap stays, doing nothing


def test_a_link_with_one_of_two_targets_gone_resolves_for_the_other():
    cards = {
        "storm": (MST, 0, "spell_trap"),
        "a": (MIRROR, 1, "spell_trap"),
        "b": (MIRROR, 1, "spell_trap"),
        "mst1": (MST, 1, "spell_trap"),
        "mst0": (MST, 0, "spell_trap"),
    }
    events = [
        *opening(0),
        act(0, "storm", targets=["a", "b"], destroy=["a", "b"]),
        act(1, "mst1"),
        act(0, "mst0", targets=["a"], destroy=["a"]),
        *passes(1),
    ]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(3, "resolved"), (2, "resolved"), (1, "resolved")]
    assert verdict["chains"][0]["resolution"][2]["params"] == {"cards": ["a (Mirror Force)"]}
    assert set(zone(verdict, 1, "graveyard")) == {"a", "b", "mst1"}


def test_a_continuous_trap_destroyed_mid_chain_does_not_resolve():
    """Seed: a card with a Continuous effect must stay face-up on the field to resolve."""
    cards = {"call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard"), "mst": (MST, 1, "spell_trap")}
    events = [*opening(0), act(0, "call", targets=["g"]), act(1, "mst", targets=["call"], destroy=["call"]), *passes(0)]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(2, "resolved"), (1, "no effect")]
    assert (
        verdict["chains"][0]["resolution"][1]["reason"]
        == "call (Call of the Haunted) left the field before its link resolved"
    )
    assert zone(verdict, 0, "graveyard") == ["g", "call"]


def test_a_continuous_effect_turned_face_down_mid_chain_does_not_resolve():
    cards = {"jinzo": (JINZO, 0, "monster"), "book": (BOOK, 1, "spell_trap")}
    events = [
        *opening(0),
        act(0, "jinzo", "continuous"),
        act(1, "book", targets=["jinzo"], face_down=["jinzo"]),
        *passes(0),
    ]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(2, "resolved"), (1, "no effect")]
    assert "turned face-down" in verdict["chains"][0]["resolution"][1]["reason"]


@pytest.mark.parametrize(
    ("code", "effect", "where", "cost"),
    [
        (MAN_EATER, "flip", "monster", False),  # destroyed in answer
        (KURIBOH, "quick", "hand", True),  # discarded as its cost
        (EXILED, "ignition", "monster", True),  # Tributed as its cost
    ],
)
def test_a_monster_effect_resolves_after_its_card_left_the_field(code, effect, where, cost):
    """Seed: Trigger, Quick and Flip effects still resolve when their card is gone."""
    cards = {
        "m": (code, 0, where, "set" if effect == "flip" else None),
        "target": (VORSE, 1, "monster"),
        "armor": (SAKURETSU, 1, "spell_trap"),
    }
    first = [act(0, "m", effect, targets=["target"], destroy=["target"])]
    if effect == "flip":  # a Flip effect comes with a flip
        first.insert(0, do("flip_summon", 0, "m"))
    if cost:
        first.append(leave(0, "m"))
    answer = [] if cost else [act(1, "armor", targets=["m"], destroy=["m"])]
    events = [*opening(0), *first, *answer, *passes(1 if cost else 0)]
    verdict = legal(make(cards, events))
    assert resolution(verdict)[-1] == (1, "resolved")
    assert zone(verdict, 1, "graveyard")[0] == "target"
    assert "m" in zone(verdict, 0, "graveyard")


def test_negating_an_activation_sends_the_card_to_the_graveyard():
    cards = {"call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard"), "jammer": (JAMMER, 1, "spell_trap")}
    verdict = legal(
        make(cards, [*opening(0), act(0, "call", targets=["g"]), act(1, "jammer", negate_activation=1), *passes(0)])
    )
    assert resolution(verdict) == [(2, "resolved"), (1, "negated")]
    assert verdict["chains"][0]["resolution"][1]["reason"] == "its activation was negated by link 2"
    assert zone(verdict, 0, "graveyard") == ["g", "call"]


def test_negating_an_effect_leaves_a_continuous_card_on_the_field():
    cards = {"call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard"), "jammer": (JAMMER, 1, "spell_trap")}
    verdict = legal(
        make(cards, [*opening(0), act(0, "call", targets=["g"]), act(1, "jammer", negate_effect=1), *passes(0)])
    )
    assert resolution(verdict) == [(2, "resolved"), (1, "negated")]
    assert verdict["chains"][0]["resolution"][1]["reason"] == "its effect was negated by link 2"
    assert zone(verdict, 0, "spells_traps") == ["call"]


def test_a_negated_negation_lets_its_target_resolve():
    cards = {"pot": (POT, 0), "jammer": (JAMMER, 1, "spell_trap"), "solemn": (SOLEMN, 0, "spell_trap")}
    events = [
        *opening(0),
        act(0, "pot"),
        act(1, "jammer", negate_activation=1),
        act(0, "solemn", negate_activation=2),
        *passes(1),
    ]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(3, "resolved"), (2, "negated"), (1, "resolved")]


def test_a_negated_link_does_nothing():
    cards = {"raigeki": (RAIGEKI, 0), "w": (VORSE, 1, "monster"), "jammer": (JAMMER, 1, "spell_trap")}
    events = [*opening(0), act(0, "raigeki", destroy=["w"]), act(1, "jammer", negate_activation=1), *passes(0)]
    verdict = legal(make(cards, events))
    assert zone(verdict, 1, "monsters") == ["w"]


def test_spent_spells_and_traps_go_to_the_graveyard_lasting_ones_stay():
    cards = {
        "pot": (POT, 0),
        "premature": (PREMATURE, 0),
        "g": (SANGAN, 0, "graveyard"),
        "mirror": (MIRROR, 1, "spell_trap"),
    }
    events = [
        *opening(0),
        act(0, "premature", targets=["g"]),
        *passes(1),
        do("special_summon", 0, "g"),
        act(0, "pot"),
        act(1, "mirror"),
        *passes(0),
        draw(0),
        draw(0),
    ]
    verdict = legal(make(cards, events))
    assert zone(verdict, 0, "spells_traps") == ["premature"]
    assert zone(verdict, 0, "monsters") == ["g"]
    assert zone(verdict, 0, "graveyard") == ["pot"]
    assert zone(verdict, 1, "graveyard") == ["mirror"]
    assert verdict["field"][0]["hand"] == {"count": 3, "ids": []}  # the Draw Phase's card and Pot of Greed's two


def test_an_equip_spell_with_no_effect_goes_to_the_graveyard():
    cards = {"premature": (PREMATURE, 0), "g": (SANGAN, 0, "graveyard"), "disappear": (DISAPPEAR, 1, "spell_trap")}
    events = [
        *opening(0),
        act(0, "premature", targets=["g"]),
        act(1, "disappear", targets=["g"], banish=["g"]),
        *passes(0),
    ]
    verdict = legal(make(cards, events))
    assert resolution(verdict) == [(2, "resolved"), (1, "no effect")]
    assert zone(verdict, 0, "graveyard") == ["premature"]


def test_a_new_field_spell_sends_the_old_one_to_the_graveyard():
    cards = {"plasma": (PLASMA, 0, "field_zone", "face_up"), "yami": (YAMI, 0)}
    verdict = legal(make(cards, [*opening(0), act(0, "yami"), *passes(1)]))
    assert zone(verdict, 0, "field_zone") == ["yami"]
    assert zone(verdict, 0, "graveyard") == ["plasma"]
    assert zone(verdict, 0, "spells_traps") == []


# Effects triggered during resolution (seed: they start a new chain after the current one)


def raigeki_on_sangan(*after):
    cards = {
        "raigeki": (RAIGEKI, 0),
        "sangan": (SANGAN, 1, "monster"),
        "witch": (WITCH, 1, "monster"),
        "found": (POT, 1, "deck"),
    }
    return make(
        cards, [*opening(0), act(0, "raigeki", destroy=["sangan", "witch"]), *passes(1), *after], decks=[10, 10]
    )


def test_a_trigger_during_resolution_starts_a_new_chain():
    verdict = legal(raigeki_on_sangan(act(1, "sangan", "trigger", to_hand=["found"]), *passes(0)))
    assert len(verdict["chains"]) == 2
    assert [(link["link"], link["card"]) for link in verdict["chains"][1]["links"]] == [(1, "sangan")]
    assert resolution(verdict, 1) == [(1, "resolved")]
    assert zone(verdict, 1, "hand") == ["found"]
    assert verdict["field"][1]["deck"] == {"count": 9, "ids": []}


def test_two_triggers_during_resolution_share_the_new_chain():
    verdict = legal(raigeki_on_sangan(act(1, "sangan", "trigger"), act(1, "witch", "trigger"), *passes(0)))
    assert [link["card"] for link in verdict["chains"][1]["links"]] == ["sangan", "witch"]


def test_a_trigger_cannot_join_the_chain_that_triggered_it():
    """Sangan is still on the field while Raigeki's chain is open: nothing has happened to it yet (seed,
    «العزيمة»: an effect is triggered by a condition placed on it)."""
    cards = {"raigeki": (RAIGEKI, 0), "sangan": (SANGAN, 1, "monster"), "mirror": (MIRROR, 1, "spell_trap")}
    events = [
        *opening(0),
        act(0, "raigeki", destroy=["sangan"]),
        act(1, "mirror"),
        pass_(0),
        act(1, "sangan", "trigger"),
    ]
    assert broken(make(cards, events))["rule"] == "trigger-event"


def test_after_a_chain_the_turn_player_has_priority_again():
    cards = {"pot": (POT, 0), "mst": (MST, 1, "spell_trap")}
    violation = broken(make(cards, [*opening(0), act(0, "pot"), *passes(1), act(1, "mst")]))
    assert violation["rule"] == "priority"


def test_cards_go_to_their_owners_graveyard():
    """Player 0 revives player 1's monster and loses it in battle: it goes to player 1's Graveyard."""
    cards = {"reborn": (MONSTER_REBORN, 0), "w": (VORSE, 1, "graveyard"), "sakuretsu": (SAKURETSU, 1, "spell_trap")}
    turn1 = [*opening(0), *closing(0)]
    turn2 = [*opening(1), *closing(1)]
    turn3 = [
        *opening(0),
        act(0, "reborn", targets=["w"]),
        *passes(1),
        do("special_summon", 0, "w"),
        pass_(0),
        act(1, "sakuretsu", targets=["w"], destroy=["w"]),
        *passes(0),
    ]
    verdict = legal(make(cards, turn1, turn2, turn3))
    assert zone(verdict, 1, "graveyard") == ["w", "sakuretsu"]
    assert zone(verdict, 0, "graveyard") == ["reborn"]


def test_a_monster_effect_activated_from_the_hand_leaves_the_card_there():
    cards = {"kuriboh": (KURIBOH, 1), "pot": (POT, 0), **{f"st{i}": (MIRROR, 1, "spell_trap") for i in range(5)}}
    verdict = legal(make(cards, [*opening(0), act(0, "pot"), act(1, "kuriboh", "quick"), *passes(0)]))
    assert zone(verdict, 1, "hand") == ["kuriboh"]
    assert len(zone(verdict, 1, "spells_traps")) == 5
