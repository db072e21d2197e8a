"""Issue 31, the rulings a head judge would still overturn, each from the seed's sentence it cites
(../shared/seeds/yugioh-priority-chains.ar.txt): Counter Traps answer the last link, a Flip effect comes
with a flip, simultaneous triggers go turn player first and need their event, a Summon can be negated, a
self-cost resolves though negated, tied cards leave together, and declared activation conditions hold."""

import pytest

from games.rules.yugioh.chain import KEPT_BY_COST
from games.rules.yugioh.sources import SOURCES
from tests.games.rules.yugioh.helpers import (
    CALL,
    EXILED,
    JAMMER,
    JINZO,
    MAN_EATER,
    MIRROR,
    MST,
    POT,
    PREMATURE,
    RAIGEKI,
    SAKURETSU,
    SANGAN,
    SOLEMN,
    TORRENTIAL,
    VORSE,
    WITCH,
    act,
    attack,
    broken,
    closing,
    do,
    leave,
    legal,
    make,
    opening,
    pass_,
    passes,
    phase,
)

pytestmark = pytest.mark.smoke

HORN = "98069388"  # Horn of Heaven, Counter Trap: Tribute 1 monster; negate the Summon and destroy it
PENGUIN = "93920745"  # Penguin Soldier: "FLIP: You can target up to 2 monsters..." (an optional Flip effect)
TAIYOU = "38699854"  # Book of Taiyou, Quick-Play Spell: a face-down monster to face-up Attack Position
AXE = "40619825"  # Axe of Despair, Equip Spell
DIVINE_WRATH = "49010598"  # Divine Wrath, Counter Trap answering a monster effect


def cites(violation, rule):
    """The violation is `rule`'s and cites the seed's sentence for it, in the seed's own words."""
    assert violation["rule"] == rule, violation
    template, params = SOURCES[rule]
    assert violation["source_template"] == template
    assert violation["source_params"] == params
    assert params["quote"] in violation["source"]
    return violation


def results(verdict, chain=0):
    return [(entry["link"], entry["result"]) for entry in verdict["chains"][chain]["resolution"]]


def zone(verdict, player, place):
    return verdict["field"][player][place]["ids"]


def turns(*later, first=None):
    """Turn 1 (player 0) as given, or passed through; then player 1's turn 2 and so on."""
    return [first or [*opening(0), *closing(0)], *later]


# «السلاسل»: "Counter Trap cards can be activated only in response to the last card or effect added to the chain"

COUNTERS = {"pot": (POT, 0), "mst": (MST, 1, "spell_trap"), "solemn": (SOLEMN, 0, "spell_trap")}


def test_a_counter_trap_answering_an_earlier_link_than_the_last_is_illegal():
    """Solemn Judgment at link 3 negating link 1 (Pot of Greed) answers no last link."""
    record = make(
        {**COUNTERS, "book": (MST, 0, "spell_trap")},
        [
            *opening(0),
            act(0, "pot"),
            act(1, "mst", targets=["book"], destroy=["book"]),
            act(0, "solemn", negate_activation=1),
        ],
    )
    violation = cites(broken(record), "counter-trap")
    assert (violation["turn"], violation["event"], violation["player"]) == (1, 11, 0)
    assert violation["params"] == {"card": "solemn (Solemn Judgment)", "last": 2, "link": 1}


def test_a_counter_trap_negating_the_last_link_is_legal():
    record = make(COUNTERS, [*opening(0), act(0, "pot"), pass_(1), act(0, "solemn", negate_activation=1), *passes(1)])
    assert results(legal(record)) == [(2, "resolved"), (1, "negated")]


def test_a_counter_trap_cannot_open_a_chain_with_nothing_to_answer():
    violation = cites(broken(make(COUNTERS, [*opening(0), act(0, "solemn"), *passes(1)])), "counter-trap")
    assert violation["event"] == 9
    assert "there was none to answer" in violation["message"]


# «إستدع»: "if it was Flip Summoned, the Flip effect activates at once"

FLIPS = {"bug": (MAN_EATER, 0), "v1": (VORSE, 1, "monster"), "set_bug": (MAN_EATER, 0, "monster", "set")}


def test_a_monster_set_this_turn_has_no_flip_effect_without_a_flip():
    record = make(
        FLIPS, [*opening(0), do("set_monster", 0, "bug"), act(0, "bug", "flip", targets=["v1"], destroy=["v1"])]
    )
    violation = cites(broken(record), "flip-effect")
    assert violation["event"] == 10
    assert "was not flipped face-up" in violation["message"]


def test_a_monster_set_this_turn_is_not_flip_summoned():
    record = make(FLIPS, [*opening(0), do("set_monster", 0, "bug"), do("flip_summon", 0, "bug")])
    assert broken(record)["rule"] == "position-change"


def test_a_flip_summon_activates_its_flip_effect():
    events = [*opening(0), do("flip_summon", 0, "set_bug"), act(0, "set_bug", "flip", targets=["v1"], destroy=["v1"])]
    verdict = legal(make(FLIPS, [*events, *passes(1)]))
    assert results(verdict) == [(1, "resolved")]
    assert zone(verdict, 1, "graveyard") == ["v1"]


def test_a_monster_normal_summoned_face_up_has_no_flip_effect():
    record = make(
        FLIPS, [*opening(0), do("normal_summon", 0, "bug"), act(0, "bug", "flip", targets=["v1"], destroy=["v1"])]
    )
    cites(broken(record), "flip-effect")


def test_a_monster_without_the_flip_type_has_no_flip_effect():
    """Sangan has no FLIP bit in the card database: Flip Summoned, it has no Flip effect to activate."""
    record = make({"s": (SANGAN, 0, "monster", "set")}, [*opening(0), do("flip_summon", 0, "s"), act(0, "s", "flip")])
    violation = cites(broken(record), "flip-effect")
    assert violation["message"] == "s (Sangan) is not a Flip monster: it has no Flip effect"


def test_a_mandatory_flip_effect_skipped_after_a_flip_summon_is_illegal():
    record = make(FLIPS, [*opening(0), do("flip_summon", 0, "set_bug"), pass_(0)])
    violation = cites(broken(record), "flip-effect")
    assert violation["event"] == 10
    assert "mandatory Flip effect" in violation["message"]


def test_an_optional_flip_effect_may_be_skipped():
    """Penguin Soldier's text says "FLIP: You can ...": skipping it breaks nothing."""
    legal(make({"p": (PENGUIN, 0, "monster", "set")}, [*opening(0), do("flip_summon", 0, "p"), *closing(0)]))


def test_a_monster_attacked_face_down_activates_its_flip_effect():
    """The attack flips it face-up: its Flip effect comes after the attack's window."""
    cards = {**FLIPS, "w1": (VORSE, 1, "monster")}
    turn2 = [
        *opening(1),
        *passes(1),
        phase("battle"),
        attack(1, "v1", "set_bug"),
        *passes(1),
        act(0, "set_bug", "flip", targets=["w1"], destroy=["w1"]),
        *passes(1),
    ]
    verdict = legal(make(cards, *turns(turn2)))
    assert zone(verdict, 1, "graveyard") == ["w1"]


def taiyou(*after):
    """Player 0's Book of Taiyou turns player 0's face-down Man-Eater Bug face-up; then `after`."""
    cards = {**FLIPS, "taiyou": (TAIYOU, 0)}
    events = [*opening(0), act(0, "taiyou", targets=["set_bug"], face_up=["set_bug"]), *passes(1)]
    return make(cards, [*events, *after])


def test_a_monster_flipped_face_up_by_an_effect_activates_its_flip_effect():
    """Seed: a Flip effect activates when the monster is flipped face-up, by any means (Book of Taiyou)."""
    verdict = legal(taiyou(act(0, "set_bug", "flip", targets=["v1"], destroy=["v1"]), *passes(1)))
    assert results(verdict, 1) == [(1, "resolved")]
    assert zone(verdict, 1, "graveyard") == ["v1"]
    assert verdict["field"][0]["monsters"]["ids"] == ["set_bug"]


def test_the_flip_effect_of_a_monster_flipped_by_an_effect_comes_as_the_chain_ends_not_later():
    """Both players passed again after Book of Taiyou's chain: the flip is over, like a trigger's event."""
    record = taiyou(*passes(0), act(0, "set_bug", "flip", targets=["v1"], destroy=["v1"]))
    cites(broken(record), "flip-effect")


def test_a_monster_never_flipped_face_up_has_no_flip_effect_though_a_taiyou_resolved():
    """Book of Taiyou turned nothing face-up (its outcome names no card): the Set monster has no flip."""
    cards = {**FLIPS, "taiyou": (TAIYOU, 0)}
    events = [*opening(0), act(0, "taiyou", targets=["set_bug"]), *passes(1)]
    record = make(cards, [*events, act(0, "set_bug", "flip", targets=["v1"], destroy=["v1"])])
    cites(broken(record), "flip-effect")


# «مهم»: "the player with priority puts their card or effect on the chain first"

TORRENT = {
    "v0": (VORSE, 0),
    "torrential": (TORRENTIAL, 1, "spell_trap"),
    "sangan0": (SANGAN, 0, "monster"),
    "sangan1": (SANGAN, 1, "monster"),
    "witch0": (WITCH, 0, "deck"),
    "witch1": (WITCH, 1, "deck"),
}


def torrent(*triggers):
    """Player 0 Normal Summons; player 1's Torrential Tribute destroys every monster, both Sangans with them."""
    destroyed = ["v0", "sangan0", "sangan1"]
    events = [
        *opening(0),
        do("normal_summon", 0, "v0"),
        pass_(0),
        act(1, "torrential", when="summon", destroy=destroyed),
    ]
    return make(TORRENT, [*events, *passes(0), *triggers, *passes(1 - triggers[-1]["player"])])


def test_simultaneous_triggers_go_on_the_chain_the_turn_players_first():
    verdict = legal(
        torrent(act(0, "sangan0", "trigger", to_hand=["witch0"]), act(1, "sangan1", "trigger", to_hand=["witch1"]))
    )
    assert [link["card"] for link in verdict["chains"][1]["links"]] == ["sangan0", "sangan1"]


def test_the_opponents_trigger_first_is_illegal():
    record = torrent(act(1, "sangan1", "trigger", to_hand=["witch1"]), act(0, "sangan0", "trigger", to_hand=["witch0"]))
    violation = cites(broken(record), "trigger-order")
    assert (violation["player"], violation["params"]["last"]) == (0, "sangan1 (Sangan)")


def test_a_sangan_still_on_the_field_does_not_trigger():
    record = make(
        {"s": (SANGAN, 0, "monster"), "w": (WITCH, 0, "deck")}, [*opening(0), act(0, "s", "trigger", to_hand=["w"])]
    )
    violation = cites(broken(record), "trigger-event")
    assert violation["params"] == {"card": "s (Sangan)"}


def test_a_trigger_comes_as_its_event_happens_not_later():
    """Sangan destroyed by Raigeki triggers at once; after both players passed, its chance is gone."""
    cards = {"raigeki": (RAIGEKI, 1), "s": (SANGAN, 0, "monster"), "w": (WITCH, 0, "deck")}
    turn2 = [*opening(1), act(1, "raigeki", destroy=["s"]), *passes(0)]
    legal(make(cards, *turns([*turn2, act(0, "s", "trigger", to_hand=["w"]), *passes(1)])))
    cites(broken(make(cards, *turns([*turn2, *passes(1), act(0, "s", "trigger", to_hand=["w"])]))), "trigger-event")


def test_a_monster_tributed_for_a_tribute_summon_triggers_once_the_summon_is_made():
    """Sangan Tributed for Jinzo (Level 6, one Tribute) triggers after the Tribute Summon is made."""
    cards = {"s": (SANGAN, 0, "monster"), "jinzo": (JINZO, 0), "w": (WITCH, 0, "deck")}
    events = [*opening(0), leave(0, "s"), do("normal_summon", 0, "jinzo"), act(0, "s", "trigger", to_hand=["w"])]
    legal(make(cards, [*events, *passes(1)]))


# «مهم!»: "a card whose effect negates the Normal Summon, Flip Summon or Special Summon of the Effect Monster: the
# Effect Monster's effect is also negated"

SUMMONS = {
    "v0": (VORSE, 0),
    "solemn": (SOLEMN, 1, "spell_trap"),
    "horn": (HORN, 1, "spell_trap"),
    "w1": (VORSE, 1, "monster"),
}


def test_solemn_judgment_negates_a_normal_summon():
    events = [*opening(0), do("normal_summon", 0, "v0"), pass_(0), act(1, "solemn", negate_summon="v0"), *passes(0)]
    verdict = legal(make(SUMMONS, events))
    assert results(verdict) == [(1, "resolved")]
    assert verdict["chains"][0]["links"][0]["negate_summon"] == "v0"
    assert zone(verdict, 0, "graveyard") == ["v0"]
    assert zone(verdict, 1, "graveyard") == ["solemn"]


def test_horn_of_heaven_negates_a_summon_with_its_tribute():
    events = [*opening(0), do("normal_summon", 0, "v0"), pass_(0), act(1, "horn", negate_summon="v0"), leave(1, "w1")]
    verdict = legal(make(SUMMONS, [*events, *passes(0)]))
    assert zone(verdict, 0, "graveyard") == ["v0"]
    assert zone(verdict, 1, "graveyard") == ["w1", "horn"]


def test_a_summon_is_negated_as_it_is_made_not_later():
    """Both players passed after the Summon: it was made, and nothing negates it any more."""
    late = [*opening(0), do("normal_summon", 0, "v0"), *passes(0), pass_(0), act(1, "solemn", negate_summon="v0")]
    violation = cites(broken(make(SUMMONS, late)), "summon-negation")
    assert violation["params"]["target"] == "v0 (Vorse Raider)"


def test_a_summon_answered_by_another_card_can_no_longer_be_negated():
    """Torrential Tribute answered the Summon: Solemn Judgment on the Summon cannot follow it."""
    cards = {**SUMMONS, "torrential": (TORRENTIAL, 1, "spell_trap"), "solemn0": (SOLEMN, 0, "spell_trap")}
    events = [
        *opening(0),
        do("normal_summon", 0, "v0"),
        pass_(0),
        act(1, "torrential", when="summon", destroy=["v0", "w1"]),
        act(0, "solemn0", negate_summon="v0"),
    ]
    cites(broken(make(cards, events)), "summon-negation")


def test_a_monster_on_the_field_since_the_start_has_no_summon_to_negate():
    record = make(SUMMONS, [*opening(0), pass_(0), act(1, "solemn", negate_summon="w1")])
    cites(broken(record), "summon-negation")


def test_a_negated_flip_summon_negates_its_flip_effect_too():
    cards = {"bug": (MAN_EATER, 0, "monster", "set"), "solemn": (SOLEMN, 1, "spell_trap"), "w1": (VORSE, 1, "monster")}
    events = [
        *opening(0),
        do("flip_summon", 0, "bug"),
        act(0, "bug", "flip", targets=["w1"], destroy=["w1"]),
        act(1, "solemn", negate_summon="bug"),
        *passes(0),
    ]
    verdict = legal(make(cards, events))
    assert results(verdict) == [(2, "resolved"), (1, "negated")]
    assert verdict["chains"][0]["resolution"][1]["reason"] == "the Summon of its monster was negated by link 2"
    assert zone(verdict, 0, "graveyard") == ["bug"]
    assert zone(verdict, 1, "monsters") == ["w1"]


# «تأثير كلفة»: "when a card sends itself as the cost of its activation, its effect still resolves on the chain
# even if another card's effect on the chain negates this card's effect"


def self_cost(*after_cost):
    cards = {"exiled": (EXILED, 0, "monster"), "w1": (VORSE, 1, "monster"), "wrath": (DIVINE_WRATH, 1, "spell_trap")}
    events = [*opening(0), act(0, "exiled", "ignition", targets=["w1"], destroy=["w1"]), *after_cost]
    return make(cards, [*events, act(1, "wrath", negate_effect=1), *passes(0)])


def test_a_card_tributed_as_its_own_cost_resolves_though_its_effect_is_negated():
    verdict = legal(self_cost(leave(0, "exiled")))
    assert results(verdict) == [(2, "resolved"), (1, "resolved")]
    step = verdict["chains"][0]["resolution"][1]
    assert (step["template"], step["params"]) == (KEPT_BY_COST, {"by": 2})
    assert zone(verdict, 1, "graveyard") == ["w1", "wrath"]


def test_without_the_self_cost_a_negated_effect_does_nothing():
    verdict = legal(self_cost())
    assert results(verdict) == [(2, "resolved"), (1, "negated")]
    assert zone(verdict, 1, "monsters") == ["w1"]


# Tied cards: an Equip Spell and its monster, a revived monster and its Trap ("جهّز بطاقات النوبة")


def revived(card_code, *after):
    """Player 0 revives Sangan with `card_code` (Premature Burial or Call of the Haunted) and Special Summons it."""
    cards = {"r": (card_code, 0, "spell_trap" if card_code == CALL else "hand"), "s": (SANGAN, 0, "graveyard")}
    cards |= {"raigeki": (RAIGEKI, 1), "mst": (MST, 1), "w": (WITCH, 0, "deck")}
    turn1 = [*opening(0), act(0, "r", targets=["s"]), *passes(1), do("special_summon", 0, "s"), *closing(0)]
    return make(cards, *turns([*opening(1), *after], first=turn1))


@pytest.mark.parametrize("code", [PREMATURE, CALL])
def test_a_revived_monster_leaving_takes_its_card_with_it(code):
    ok = revived(
        code, act(1, "raigeki", destroy=["s"]), *passes(0), leave(0, "r"), act(0, "s", "trigger", to_hand=["w"])
    )
    verdict = legal(ok)
    assert zone(verdict, 0, "graveyard") == ["s", "r"]
    missing = revived(code, act(1, "raigeki", destroy=["s"]), *passes(0), act(0, "s", "trigger", to_hand=["w"]))
    violation = cites(broken(missing), "tied-cards")
    assert violation["params"] == {
        "card": f"r ({'Premature Burial' if code == PREMATURE else 'Call of the Haunted'})",
        "other": "s (Sangan)",
    }


@pytest.mark.parametrize("code", [PREMATURE, CALL])
def test_the_card_leaving_takes_its_revived_monster_with_it(code):
    gone = [act(1, "mst", targets=["r"], destroy=["r"]), *passes(0)]
    legal(revived(code, *gone, leave(0, "s"), act(0, "s", "trigger", to_hand=["w"]), *passes(1)))
    violation = cites(broken(revived(code, *gone, *passes(1))), "tied-cards")
    assert violation["params"]["card"] == "s (Sangan)"


def test_an_equip_spell_leaves_with_its_monster():
    cards = {"axe": (AXE, 0), "v": (VORSE, 0, "monster"), "raigeki": (RAIGEKI, 1)}
    turn1 = [*opening(0), act(0, "axe", targets=["v"]), *passes(1), *closing(0)]
    turn2 = [*opening(1), act(1, "raigeki", destroy=["v"]), *passes(0)]
    legal(make(cards, *turns([*turn2, leave(0, "axe"), *closing(1)], first=turn1)))
    cites(broken(make(cards, *turns([*turn2, *closing(1)], first=turn1))), "tied-cards")


def test_an_equip_spell_leaving_leaves_its_monster_in_place():
    """Axe of Despair destroyed by Mystical Space Typhoon: Vorse Raider stays (only a card whose text says so,
    Premature Burial or Call of the Haunted, takes its monster with it)."""
    cards = {"axe": (AXE, 0), "v": (VORSE, 0, "monster"), "mst": (MST, 1)}
    turn1 = [*opening(0), act(0, "axe", targets=["v"]), *passes(1), *closing(0)]
    turn2 = [*opening(1), act(1, "mst", targets=["axe"], destroy=["axe"]), *passes(0), *closing(1)]
    verdict = legal(make(cards, *turns(turn2, first=turn1)))
    assert (zone(verdict, 0, "monsters"), zone(verdict, 0, "graveyard")) == (["v"], ["axe"])


# Activation conditions the record declares (seed, «المصدر السريع»: "activated because of some gameplay condition")


def test_mirror_force_declared_on_an_attack_needs_one():
    cards = {"v1": (VORSE, 1, "monster"), "mirror": (MIRROR, 0, "spell_trap")}
    on_attack = [
        *opening(1),
        *passes(1),
        phase("battle"),
        attack(1, "v1"),
        pass_(1),
        act(0, "mirror", when="attack", destroy=["v1"]),
        *passes(1),
    ]
    assert zone(legal(make(cards, *turns(on_attack))), 1, "graveyard") == ["v1"]
    no_attack = [*opening(1), pass_(1), act(0, "mirror", when="attack", destroy=["v1"])]
    violation = cites(broken(make(cards, *turns(no_attack))), "activation-condition")
    assert violation["message"] == (
        "mirror (Mirror Force) is activated in answer to an attack declaration by the opponent, "
        "and there is none to answer now"
    )


def test_magic_jammer_declared_on_a_spell_cannot_answer_a_trap():
    cards = {"pot": (POT, 0), "armor": (SAKURETSU, 1, "spell_trap"), "jammer": (JAMMER, 0, "spell_trap")}
    pot = act(0, "pot")
    legal(
        make(
            {**cards, "jammer": (JAMMER, 1, "spell_trap")},
            [*opening(0), pot, act(1, "jammer", when="spell", negate_activation=1), *passes(0)],
        )
    )
    record = make(cards, [*opening(0), pot, act(1, "armor"), act(0, "jammer", when="spell", negate_activation=2)])
    violation = cites(broken(record), "activation-condition")
    assert "in answer to a Spell Card's activation" in violation["message"]


def test_an_effect_declared_once_per_turn_is_not_activated_twice():
    cards = {"v": (VORSE, 0, "monster"), "breaker": ("71413901", 0, "monster")}
    once = act(0, "breaker", "ignition", once_per_turn=True)
    legal(make(cards, [*opening(0), once, *passes(1), *closing(0)]))
    violation = cites(broken(make(cards, [*opening(0), once, *passes(1), once])), "activation-condition")
    assert "once per turn" in violation["message"]
