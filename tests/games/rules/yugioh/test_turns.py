"""The turn (seed, "Draw Phase" to "End Phase"): the six phases in order, the draw and running out of
cards, priority in each phase, the Normal Summon, zones of five, battle positions, attacks, Sets."""

import pytest

from games.rules.yugioh.engine import adjudicate
from tests.games.rules.yugioh.helpers import (
    BLUE_EYES,
    BOOK,
    BREAKER,
    CALL,
    MESSENGER,
    MIRROR,
    MST,
    PLASMA,
    POT,
    SANGAN,
    VORSE,
    act,
    attack,
    broken,
    closing,
    do,
    draw,
    judge,
    legal,
    make,
    opening,
    pass_,
    passes,
    phase,
    real_cards,
    whole_turn,
)

pytestmark = pytest.mark.smoke

HAND = {"v": (VORSE, 0), "w": (VORSE, 0), "s": (SANGAN, 0), "pot": (POT, 0), "mst": (MST, 0), "mirror": (MIRROR, 0)}


def turn(*main, tp=0):
    return whole_turn(tp, *main)


def last_event(record):
    return len(record["turns"][-1]["events"])


# Phases


def test_a_whole_turn_and_the_next_are_legal():
    verdict = legal(make(HAND, turn(do("normal_summon", 0, "v")), turn(tp=1)))
    assert verdict["chains"] == [] and verdict["winner"] is None
    assert verdict["field"][0]["monsters"]["ids"] == ["v"]


@pytest.mark.parametrize(
    "phases",
    [["main1", "end"], ["main1", "battle", "end"], ["main1", "battle", "main2", "end"]],
    ids=["no battle", "no main 2", "every phase"],
)
def test_battle_and_main_2_may_be_skipped(phases):
    events = [*opening(1)[:-1]]
    for name in phases:
        events += [phase(name), *passes(1)]
    legal(make(HAND, turn(), events))


@pytest.mark.parametrize(
    ("order", "wrong"),
    [
        (["draw", "main1"], "main1"),
        (["draw", "standby", "main1", "main2"], "main2"),
        (["draw", "standby", "main1", "battle", "main2", "battle"], "battle"),
        (["draw", "standby", "main1", "end", "main1"], "main1"),
    ],
)
def test_phases_come_in_order(order, wrong):
    events = []
    for name in order:
        events += [phase(name), *([draw(1)] if name == "draw" else []), *passes(1)]
    record = make(HAND, turn(), events)
    violation = broken(record)
    assert violation["rule"] == "phase-order"
    assert record["turns"][1]["events"][violation["event"] - 1] == phase(wrong)


def test_a_turn_starts_with_its_draw_phase():
    violation = broken(make(HAND, [phase("standby")]))
    assert (violation["rule"], violation["event"]) == ("phase-order", 1)
    assert broken(make(HAND, [pass_(0)]))["rule"] == "phase-order"


def test_a_turn_ends_after_its_end_phase():
    violation = broken(make(HAND, opening(0), turn(tp=1)))
    assert (violation["turn"], violation["event"], violation["rule"]) == (2, 1, "phase-order")
    assert violation["message"] == "turn 1 ended in Main Phase 1: a turn ends after its End Phase"


def test_turns_alternate():
    record = make(HAND, turn(), turn(tp=1))
    record["turns"][1]["player"] = 0
    violation = broken(record)
    assert (violation["turn"], violation["event"], violation["rule"]) == (2, None, "turn-order")


def test_the_first_player_has_no_battle_phase_on_turn_1():
    violation = broken(make(HAND, [*opening(0), *passes(0), phase("battle")]))
    assert violation["rule"] == "first-turn-battle"
    legal(make(HAND, turn(), [*opening(1), *passes(1), phase("battle"), *passes(1), phase("end"), *passes(1)]))


# Priority in a phase


def test_a_phase_ends_only_when_both_players_pass_in_succession():
    violation = broken(make(HAND, [phase("draw"), draw(0), pass_(0), phase("standby")]))
    assert violation["rule"] == "priority"
    assert (
        violation["message"]
        == "the Draw Phase ends only when both players pass in succession with nothing on the chain"
    )


def test_a_phase_cannot_end_with_a_chain_open():
    violation = broken(make(HAND, [*opening(0), act(0, "pot"), pass_(1), phase("end")]))
    assert violation["rule"] == "priority"


def test_the_turn_player_has_priority_first_in_each_phase():
    cards = {**HAND, "set_mst": (MST, 1, "spell_trap")}
    violation = broken(make(cards, [phase("draw"), draw(0), act(1, "set_mst")]))
    assert (violation["rule"], violation["player"]) == ("priority", 1)
    legal(make(cards, [phase("draw"), draw(0), pass_(0), act(1, "set_mst"), *passes(0), *passes(0), phase("standby")]))


def test_a_player_passes_only_with_priority():
    violation = broken(make(HAND, [phase("draw"), draw(0), pass_(1)]))
    assert violation["rule"] == "priority"


def test_after_both_pass_the_turn_player_may_go_on():
    legal(make(HAND, [*opening(0), *passes(0), do("normal_summon", 0, "v"), *closing(0)]))


# The draw (seed: "the turn player draws 1 card"; "a player who cannot draw loses")


def test_the_turn_player_draws_before_anything_else():
    violation = broken(make(HAND, [phase("draw"), pass_(0)]))
    assert (violation["rule"], violation["event"]) == ("draw", 2)
    violation = broken(make(HAND, [phase("draw"), phase("standby")]))
    assert violation["rule"] == "draw"


def test_only_one_card_in_the_draw_phase():
    violation = broken(make(HAND, [phase("draw"), draw(0), draw(0)]))
    assert (violation["rule"], violation["event"]) == ("draw", 3)


def test_a_resolving_effect_may_draw():
    legal(make(HAND, [*opening(0), act(0, "pot"), *passes(1), draw(0), draw(0), *closing(0)]))


def test_the_variant_skips_the_first_players_first_draw():
    variant = {"first_turn_draw": False}
    legal(make(HAND, whole_turn(0, drew=False), whole_turn(1)), variant)
    violation = broken(make(HAND, whole_turn(0)), variant)
    assert (violation["rule"], violation["event"]) == ("draw", 2)
    assert violation["message"] == "the player who goes first does not draw on turn 1"
    assert broken(make(HAND, whole_turn(0, drew=False), whole_turn(1, drew=False)), variant)["rule"] == "draw"
    assert judge(make(HAND, whole_turn(0, drew=False)), variant)["variant"] == variant


def test_a_player_drawing_from_an_empty_deck_loses():
    verdict = legal(make(HAND, turn(), [phase("draw"), draw(1)], decks=[5, 0]))
    assert (verdict["winner"], verdict["reason"]) == (0, "deck-out")


def test_a_record_stopping_where_the_draw_is_due_from_an_empty_deck_is_a_loss():
    verdict = legal(make(HAND, turn(), [phase("draw")], decks=[5, 0]))
    assert (verdict["winner"], verdict["reason"]) == (0, "deck-out")


def test_an_effect_drawing_from_an_empty_deck_loses_too():
    verdict = legal(make(HAND, [*opening(0), act(0, "pot"), *passes(1), draw(0), draw(0)], decks=[2, 5]))
    assert (verdict["winner"], verdict["reason"]) == (1, "deck-out")


def test_nothing_happens_after_the_duel_is_over():
    violation = broken(make(HAND, turn(), [phase("draw"), draw(1), pass_(1)], decks=[5, 0]))
    assert (violation["turn"], violation["event"], violation["rule"]) == (2, 3, "game-over")
    assert violation["message"] == "the duel is over: player 0 won (deck-out)"


def test_a_named_draw_takes_that_card_from_the_deck():
    cards = {**HAND, "top": (BREAKER, 0, "deck")}
    verdict = legal(
        make(
            cards,
            [
                phase("draw"),
                draw(0, "top"),
                *passes(0),
                phase("standby"),
                *passes(0),
                phase("main1"),
                do("normal_summon", 0, "top"),
            ],
            decks=[3, 3],
        )
    )
    assert verdict["field"][0]["monsters"]["ids"] == ["top"]
    assert verdict["field"][0]["deck"] == {"count": 2, "ids": []}


def test_a_card_drawn_must_be_in_the_players_deck():
    cards = {**HAND, "top": (BREAKER, 1, "deck")}
    assert broken(make(cards, [phase("draw"), draw(0, "top")]))["rule"] == "card-location"


def test_a_draw_from_a_deck_of_listed_cards_must_name_one():
    record = make({**HAND, "top": (BREAKER, 0, "deck")}, [phase("draw"), draw(0)], decks=[1, 5])
    with pytest.raises(
        ValueError, match=r"turns\[0\]\.events\[1\]\.card: every card left in player 0's Deck is listed"
    ):
        adjudicate(record, None, real_cards())


# The Normal Summon (seed: "1 Normal Summon or Set per turn")


@pytest.mark.parametrize("second", ["normal_summon", "set_monster"])
def test_one_normal_summon_or_set_per_turn(second):
    violation = broken(make(HAND, turn(do("normal_summon", 0, "v"), do(second, 0, "w"))))
    assert violation["rule"] == "normal-summon-limit"
    assert violation["message"] == "player 0 already Normal Summoned or Set a monster this turn (v (Vorse Raider))"


def test_a_special_summon_is_not_the_normal_summon():
    cards = {**HAND, "g": (SANGAN, 0, "graveyard")}
    legal(make(cards, turn(do("normal_summon", 0, "v"), do("special_summon", 0, "g"))))


def test_a_new_turn_brings_a_new_normal_summon():
    legal(make(HAND, turn(do("normal_summon", 0, "v")), turn(tp=1), turn(do("set_monster", 0, "w"))))


@pytest.mark.parametrize(
    ("event", "rule"),
    [
        (do("normal_summon", 1, "v"), "timing"),  # not the turn player's
        (do("normal_summon", 0, "mst"), "card-location"),  # not a monster
        (do("normal_summon", 0, "gone"), "card-location"),  # not in the hand
    ],
)
def test_the_turn_player_summons_a_monster_from_their_hand(event, rule):
    cards = {**HAND, "gone": (VORSE, 0, "graveyard")}
    assert broken(make(cards, [*opening(0), *([pass_(0)] if event["player"] == 1 else []), event]))["rule"] == rule


def test_no_normal_summon_outside_the_main_phase_or_during_a_chain():
    assert broken(make(HAND, [phase("draw"), draw(0), do("normal_summon", 0, "v")]))["rule"] == "timing"
    assert broken(make(HAND, [*opening(0), act(0, "pot"), pass_(1), do("normal_summon", 0, "v")]))["rule"] == "timing"


# Zones of five (seed: "may not exceed the 5-card limit of the Monster or Spell & Trap Card Zone")


def full(zone, code, n=5):
    return {f"{zone}{i}": (code, 0, zone) for i in range(n)}


def test_a_sixth_monster_is_refused():
    violation = broken(make({**HAND, **full("monster", VORSE)}, turn(do("normal_summon", 0, "v"))))
    assert violation["rule"] == "zone-limit"
    assert violation["message"] == "player 0's Monster Card Zone already holds 5 cards"
    cards = {**HAND, **full("monster", VORSE), "g": (SANGAN, 0, "graveyard")}
    assert broken(make(cards, turn(do("special_summon", 0, "g"))))["rule"] == "zone-limit"


def test_a_sixth_spell_or_trap_is_refused():
    cards = {**HAND, **full("spell_trap", MIRROR)}
    assert broken(make(cards, turn(do("set_spell_trap", 0, "mst"))))["rule"] == "zone-limit"
    assert broken(make(cards, turn(act(0, "pot"))))["rule"] == "zone-limit"
    legal(make({**cards, "plasma": (PLASMA, 0)}, turn(act(0, "plasma"), *passes(1))))  # the Field Zone is apart


def test_a_record_starting_with_six_monsters_is_refused_before_turn_1():
    violation = broken(make(full("monster", VORSE, 6), turn()))
    assert (violation["turn"], violation["event"], violation["player"], violation["rule"]) == (
        None,
        None,
        None,
        "zone-limit",
    )


def test_a_record_starting_with_a_spell_in_the_monster_zone_is_refused():
    assert broken(make({"pot": (POT, 0, "monster")}, turn()))["rule"] == "card-location"


# Battle positions (seed: "each card's position can change only once a turn, in Main Phase 1 or 2")


FIELD = {"old": (VORSE, 0, "monster"), "down": (BLUE_EYES, 0, "monster", "set"), **HAND}  # no Flip effect to activate


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (
            [do("change_position", 0, "old"), do("change_position", 0, "old")],
            "old (Vorse Raider) already changed its battle position this turn",
        ),
        (
            [do("normal_summon", 0, "v"), do("change_position", 0, "v")],
            "v (Vorse Raider) came to the field this turn: its position cannot change until a later turn",
        ),
        (
            [do("change_position", 0, "down")],
            "down (Blue-Eyes White Dragon) is face-down: it changes position by a Flip Summon",
        ),
        (
            [do("flip_summon", 0, "down"), do("change_position", 0, "down")],
            "down (Blue-Eyes White Dragon) already changed its battle position this turn",
        ),
        (
            [do("set_monster", 0, "v"), do("flip_summon", 0, "v")],
            "v (Vorse Raider) came to the field this turn: its position cannot change until a later turn",
        ),
    ],
)
def test_a_battle_position_changes_once_a_turn_and_not_the_turn_a_monster_arrives(events, message):
    violation = broken(make(FIELD, turn(*events)))
    assert (violation["rule"], violation["message"]) == ("position-change", message)


def test_a_battle_position_changes_only_in_a_main_phase():
    events = [*opening(1), *passes(1), phase("battle"), do("change_position", 1, "w")]
    violation = broken(make({**FIELD, "w": (VORSE, 1, "monster")}, turn(), events))
    assert violation["rule"] == "position-change"


def test_a_monster_that_attacked_keeps_its_position():
    cards = {**FIELD, "w": (VORSE, 1, "monster")}
    events = [
        *opening(1),
        *passes(1),
        phase("battle"),
        attack(1, "w", "old"),
        *passes(1),
        phase("main2"),
        do("change_position", 1, "w"),
    ]
    assert broken(make(cards, turn(), events))["rule"] == "position-change"


def test_a_position_changes_again_on_a_later_turn():
    legal(
        make(
            FIELD,
            turn(do("change_position", 0, "old"), do("flip_summon", 0, "down")),
            turn(tp=1),
            turn(do("change_position", 0, "old"), do("change_position", 0, "down")),
        )
    )


def test_a_monster_flipped_face_down_by_an_effect_is_not_flip_summoned_that_turn():
    cards = {**FIELD, "book": (BOOK, 1, "spell_trap")}
    events = [
        *opening(0),
        pass_(0),
        act(1, "book", targets=["old"], face_down=["old"]),
        *passes(0),
        do("flip_summon", 0, "old"),
    ]
    assert broken(make(cards, events))["rule"] == "position-change"


# Attacks


def battle(*events, cards=None):
    return make(
        {**FIELD, "w": (VORSE, 1, "monster"), **(cards or {})},
        turn(),
        [*opening(1), *passes(1), phase("battle"), *events],
    )


@pytest.mark.parametrize(
    ("events", "rule"),
    [
        ([attack(1, "w", None)], "attack"),  # player 0 controls monsters: no direct attack
        ([attack(1, "w", "old"), *passes(1), attack(1, "w", "old")], "attack"),  # once per turn
        ([attack(1, "w", "w")], "attack"),  # not the opponent's monster
        ([do("change_position", 1, "w")], "position-change"),
        ([pass_(1), attack(1, "w", "old")], "priority"),
        ([attack(0, "old", "w")], "timing"),  # not the turn player
    ],
)
def test_attacks(events, rule):
    assert broken(battle(*events))["rule"] == rule


def test_a_direct_attack_when_the_opponent_has_no_monster():
    record = make(
        {"w": (VORSE, 1, "monster")},
        turn(),
        [*opening(1), *passes(1), phase("battle"), attack(1, "w", None), *passes(1)],
    )
    legal(record)


def test_a_monster_in_defense_position_does_not_attack():
    record = make(
        {"w": (VORSE, 1, "monster", "defense")},
        turn(),
        [*opening(1), *passes(1), phase("battle"), attack(1, "w", None)],
    )
    assert broken(record)["rule"] == "attack"


def test_attacks_only_in_the_battle_phase():
    record = make({"w": (VORSE, 1, "monster")}, turn(), [*opening(1), attack(1, "w", None)])
    assert broken(record)["rule"] == "timing"


def test_a_monster_destroyed_by_battle_goes_to_its_owners_graveyard():
    verdict = legal(
        battle(
            attack(1, "w", "old"),
            *passes(1),
            {"player": 1, "do": "leave", "card": "old", "to": "graveyard"},
            *passes(1),
        )
    )
    assert verdict["field"][0]["graveyard"]["ids"] == ["old"]


# Set cards (seed: Traps are Set, then activated; "set-this-turn")


def test_a_trap_set_this_turn_cannot_be_activated():
    cards = {**HAND, "m": (VORSE, 1, "monster")}
    events = [
        *opening(0),
        do("set_spell_trap", 0, "mirror"),
        pass_(0),
        pass_(1),
        do("set_spell_trap", 0, "mst"),
        pass_(0),
    ]
    record = make(cards, [*events, pass_(1), act(0, "mirror")])
    violation = broken(record)
    assert (violation["rule"], violation["event"]) == ("set-this-turn", last_event(record))
    assert (
        violation["message"]
        == "mirror (Mirror Force) was Set this turn: a Normal Trap cannot be activated the turn it was Set"
    )
    assert broken(make(cards, [*events, pass_(1), act(0, "mst")]))["rule"] == "set-this-turn"


def test_a_set_trap_is_activated_on_a_later_turn():
    legal(
        make(
            HAND,
            turn(do("set_spell_trap", 0, "mirror")),
            [*opening(1), pass_(1), act(0, "mirror"), *passes(1), *closing(1)],
        )
    )


def test_a_normal_spell_set_this_turn_can_be_activated():
    legal(make(HAND, turn(do("set_spell_trap", 0, "pot"), act(0, "pot"), *passes(1))))


def test_a_trap_is_not_activated_from_the_hand():
    assert broken(make(HAND, turn(act(0, "mirror"))))["rule"] == "card-location"


def test_a_player_activates_only_their_own_cards():
    assert broken(make({**HAND, "pot1": (POT, 1)}, turn(act(0, "pot1"))))["rule"] == "card-location"


@pytest.mark.parametrize(
    ("events", "when"),
    [
        ([phase("draw"), draw(0), act(0, "pot")], "Draw Phase"),
        ([*opening(0), pass_(0), act(1, "pot1")], "opponent's turn"),
    ],
)
def test_a_normal_spell_only_in_its_controllers_main_phase(events, when):
    violation = broken(make({**HAND, "pot1": (POT, 1)}, events))
    assert violation["rule"] == "timing", when
    assert violation["message"].endswith("activated only in its controller's Main Phase, with no chain open")


def test_an_ignition_effect_only_in_its_controllers_main_phase():
    cards = {"breaker": (BREAKER, 1, "monster"), **HAND}
    violation = broken(make(cards, [*opening(0), pass_(0), act(1, "breaker", "ignition")]))
    assert violation["rule"] == "timing"
    assert violation["message"] == (
        "breaker (Breaker the Magical Warrior), Ignition effect: activated only in its controller's Main Phase, "
        "with no chain open"
    )


def test_the_end_phase_closes_with_both_players_passing_before_the_next_turn():
    violation = broken(make(HAND, [*opening(0), *passes(0), phase("end"), pass_(0)], whole_turn(1)))
    assert (violation["turn"], violation["event"], violation["rule"]) == (2, 1, "priority")


def test_a_spell_or_trap_turned_face_down_by_an_effect_counts_as_set_this_turn():
    cards = {**HAND, "call": (CALL, 0, "spell_trap", "face_up"), "flip": (MST, 1, "spell_trap")}
    events = [*opening(0), pass_(0), act(1, "flip", targets=["call"], face_down=["call"]), *passes(0), act(0, "call")]
    assert broken(make(cards, events))["rule"] == "set-this-turn"


def test_a_face_up_continuous_card_activates_its_effect_at_its_spell_speed():
    cards = {**HAND, "messenger": (MESSENGER, 0, "spell_trap", "face_up"), "call": (CALL, 0, "spell_trap", "face_up")}
    verdict = legal(make(cards, turn(act(0, "messenger"), pass_(1), act(0, "call"), *passes(1))))
    links = verdict["chains"][0]["links"]
    assert [(link["card"], link["spell_speed"]) for link in links] == [("messenger", 1), ("call", 2)]
    assert verdict["field"][0]["spells_traps"]["ids"] == ["messenger", "call"]


def test_a_card_already_on_the_chain_is_not_activated_again():
    cards = {**HAND, "call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard")}
    events = [*opening(0), act(0, "call", targets=["g"]), pass_(1), act(0, "call", targets=["g"])]
    assert broken(make(cards, events))["rule"] == "card-location"
