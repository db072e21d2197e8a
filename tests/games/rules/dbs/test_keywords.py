"""The keyword skills the engine applies from a card's keywords, each reproducing FAQ answers (and the
manual's chapter 10). The cards are real ones with the keyword a CSV `keywords` column would carry."""

import pytest

from tests.games.rules.dbs.helpers import (
    BALL,
    GOKU,
    ONE_HIT,
    SSJ3,
    TRUNKS,
    VADOS,
    VEGETA,
    attack,
    battles,
    cards,
    judge,
    play,
    player,
    rule_of,
    state,
    turn,
    violation,
    with_keywords,
    with_text,
)

pytestmark = pytest.mark.smoke

FACTS = cards(
    **{
        # The plain cards with their text known: a keyword they lack is refused (the real file holds no text).
        **{code: with_text(code) for code in (SSJ3, VADOS, TRUNKS, ONE_HIT, BALL, VEGETA, GOKU)},
        "BLOCK": with_keywords(TRUNKS, "Blocker"),  # 10000
        "BIGBLOCK": with_keywords(ONE_HIT, "Blocker"),  # 25000
        "DOUBLE": with_keywords(SSJ3, "Double Strike"),  # 15000
        "BOTH": with_keywords(SSJ3, "Double Strike", "Triple Strike"),
        "CRIT": with_keywords(SSJ3, "Double Strike", "Critical"),
        "BARRIER": with_keywords(TRUNKS, "Barrier"),
        "DUAL": with_keywords(SSJ3, "Dual Attack"),
        "COUNTER-ATK": with_keywords(BALL, "Counter: Attack"),  # Extra, cost 1
        "COUNTER-PLAY": with_keywords(BALL, "Counter: Play"),
        "COUNTER-CTR": with_keywords(BALL, "Counter: Counter"),
        "EVOLVE": with_keywords(VADOS, "Evolve"),  # 20000
        "XENO": with_keywords(VADOS, "Xeno-Evolve"),
        "FUSION": with_keywords(ONE_HIT, "Union-Fusion"),
        "POTARA": with_keywords(ONE_HIT, "Union-Potara"),
        "ABSORB": with_keywords(VADOS, "Union-Absorb"),
        "REVENGE": with_keywords(VADOS, "Revenge"),
        "TOUGH": with_keywords(TRUNKS, "Indestructible"),
        "VICTORY": with_keywords(SSJ3, "Double Strike", "Victory Strike"),
        "DEFLECT": with_keywords(SSJ3, "Deflect"),
        "AWAKE": with_keywords(GOKU, "Awaken"),
    }
)


def judged(record):
    return judge(record, facts=FACTS)


def broken(record):
    return violation(record, facts=FACTS)


def fight(me=None, them=None, *actions):
    return state(me or player(), them or player(GOKU), turns=[turn(*actions)])


def after(verdict, p):
    return verdict["turns"][0]["state_after"][p]


# [Blocker] (FAQ «[Bloqueur]»; manual 10-4)


def test_a_blocker_is_the_defenders_choice_and_takes_the_attack():
    """FAQ «[Bloqueur]» R1: [Blocker] does not activate by itself; used, it rests and becomes the guard card."""
    them = player(GOKU, battle=["BIGBLOCK"])
    assert battles(judged(fight(None, them, attack())))[0]["damage"] == 1  # not used
    verdict = judged(fight(None, them, attack(blocker="BIGBLOCK")))
    (battle,) = battles(verdict)
    assert (battle["blocker"]["card"], battle["defence_power"], battle["result"], battle["damage"]) == (
        "BIGBLOCK",
        25000,
        "lose",
        0,
    )
    assert after(verdict, 1)["life"] == 8 and after(verdict, 1)["battle"][0]["rested"] is True


def test_a_blocker_that_loses_is_ko_d():
    verdict = judged(
        fight(player(hand=[VADOS]), player(GOKU, battle=["BLOCK"]), attack(blocker="BLOCK", offence=[{"combo": VADOS}]))
    )
    assert (after(verdict, 1)["battle"], after(verdict, 1)["life"]) == ([], 8)


def test_a_card_without_blocker_or_a_rested_one_cannot_block():
    assert rule_of(fight(None, player(GOKU, battle=[TRUNKS]), attack(blocker=TRUNKS)), facts=FACTS) == "blocker"
    found = broken(
        fight(
            player(battle=["DOUBLE"]),
            player(GOKU, battle=["BLOCK"]),
            attack("DOUBLE", "leader", effect={"rest": ["1:BLOCK"], "note": "When this card attacks"}, blocker="BLOCK"),
        )
    )
    assert (found["rule"], found["player"]) == ("blocker", 1)
    assert found["message"] == "BLOCK is in Rest Mode: [Blocker] rests an Active card"


def test_the_when_attacking_skill_resolves_before_the_blocker():
    """FAQ «[Bloqueur]» R2: the [Auto] that triggers on attacking first, then [Blocker]: a blocker rested by it
    can no longer block (the case above); one given power by it blocks with that power."""
    boost = {"power": [{"card": "1:BLOCK", "amount": 20000, "until": "battle", "chosen": False}]}
    verdict = judged(fight(None, player(GOKU, battle=["BLOCK"]), attack(effect=boost, blocker="BLOCK")))
    assert battles(verdict)[0]["defence_power"] == 30000


def test_the_attacked_card_itself_is_not_its_own_blocker():
    """Manual 10-4-1: when any *other* of the player's cards is attacked."""
    them = player(GOKU, battle=[{"code": "BLOCK", "rested": True}])
    # A rested blocker is attacked: it cannot block itself (it is also rested)
    assert rule_of(fight(None, them, attack("leader", "BLOCK", blocker="BLOCK")), facts=FACTS) == "blocker"


# [Double Strike] / [Triple Strike] (the strike questions, FAQ «[Bloqueur]» second series; manual 10-7)


def test_double_strike_deals_two_damage_one_life_card_at_a_time():
    """Strike questions R1: two damage adds two Life cards to the hand, one by one."""
    verdict = judged(fight(player(battle=["DOUBLE"]), None, attack("DOUBLE")))
    assert battles(verdict)[0]["damage"] == 2
    assert (after(verdict, 1)["life"], after(verdict, 1)["hand"]) == (6, 2)


def test_double_and_triple_strike_deal_three_only_the_highest_applies():
    """Strike questions R2: a card with [Double Strike] and [Triple Strike] deals three."""
    assert battles(judged(fight(player(battle=["BOTH"]), None, attack("BOTH"))))[0]["damage"] == 3


def test_double_strike_gained_twice_is_not_triple_strike():
    """Strike questions R3."""
    twice = {"keywords": [{"card": "DOUBLE", "keyword": "Double Strike"}]}
    rec = fight(player(battle=["DOUBLE"]), None, {"do": "effect", "effect": twice}, attack("DOUBLE"))
    assert battles(judged(rec))[0]["damage"] == 2


def test_strikes_apply_only_to_the_leader():
    rec = fight(
        player(battle=["DOUBLE"]), player(GOKU, battle=[{"code": TRUNKS, "rested": True}]), attack("DOUBLE", TRUNKS)
    )
    verdict = judged(rec)
    assert (battles(verdict)[0]["damage"], after(verdict, 1)["life"]) == (0, 8)


# [Critical] (FAQ «[Coup critique]»; manual 10-6)


def test_critical_sends_each_life_card_to_the_drop_area():
    """FAQ «[Coup critique]» R1: two damage or more, that many Life cards to the Drop Area."""
    verdict = judged(fight(player(battle=["CRIT"]), None, attack("CRIT")))
    assert (after(verdict, 1)["life"], after(verdict, 1)["hand"], after(verdict, 1)["drop"]) == (6, 0, 2)


# [Barrier] (FAQ «[Barrière]»; manual 10-16)


def test_the_opponents_skill_cannot_choose_a_barrier_card():
    """FAQ «[Barrière]» R3; R4: your own skill may choose it."""
    ko = {"do": "effect", "effect": {"ko": ["1:BARRIER"]}}
    found = broken(fight(None, player(GOKU, battle=["BARRIER"]), ko))
    assert (found["rule"], found["source"]) == ("barrier", "FAQ «[Barrière]» Q3; rule manual 1.074 10-16-1")
    own = {"do": "effect", "effect": {"power": [{"card": "BARRIER", "amount": 5000}]}}
    assert judged(fight(player(battle=["BARRIER"]), None, own))["legal"] is True


def test_a_skill_that_does_not_choose_affects_a_barrier_card():
    """FAQ «[Barrière]» R2, R5, R6: a skill that does not "choose" (such as [Revenge]) still applies."""
    rest_all = {"do": "effect", "effect": {"power": [{"card": "1:BARRIER", "amount": -5000, "chosen": False}]}}
    verdict = judged(fight(None, player(GOKU, battle=["BARRIER"]), rest_all))
    assert after(verdict, 1)["battle"][0]["power"] == 10000  # until the end of the turn: gone by its end


def test_a_barrier_card_combos_from_the_battle_area():
    """FAQ «[Barrière]» R1."""
    rec = fight(player(battle=["BARRIER"]), None, attack(offence=[{"combo": "BARRIER", "from": "battle"}]))
    assert battles(judged(rec))[0]["attack_power"] == 15000


# [Dual Attack] (FAQ «[Réplique]»; manual 10-8)


def test_dual_attack_switches_to_active_once_a_turn():
    """Manual 10-8-1: "switch this card to Active Mode after the battle", X-1 = 1 time a turn."""
    me = player(battle=["DUAL"])
    assert len(battles(judged(fight(me, None, attack("DUAL"), attack("DUAL"))))) == 2
    found = broken(fight(me, None, attack("DUAL"), attack("DUAL"), attack("DUAL")))
    assert (found["rule"], found["action"]) == ("attack", 3)


def test_dual_attack_is_active_again_even_when_the_attack_was_negated():
    """FAQ «[Réplique]» R1: the end-of-battle effects resolve even when the attack is negated."""
    counter = {"card": "COUNTER-ATK", "pay": [VADOS], "effect": {"negate": True}}
    rec = fight(
        player(battle=["DUAL"]),
        player(GOKU, hand=["COUNTER-ATK"], energy=[VADOS]),
        attack("DUAL", counter=counter),
        attack("DUAL"),
    )
    verdict = judged(rec)
    assert [b["result"] for b in battles(verdict)] == ["negated", "win"]


def test_dual_attack_gained_again_is_not_triple_attack():
    """FAQ «[Réplique]» R2."""
    again = {"do": "effect", "effect": {"keywords": [{"card": "DUAL", "keyword": "Dual Attack"}]}}
    me = player(battle=["DUAL"])
    assert rule_of(fight(me, None, again, attack("DUAL"), attack("DUAL"), attack("DUAL")), facts=FACTS) == "attack"


# [Counter] (FAQ «[Contre]»; manual 4-7, 10-10)


def test_a_counter_attack_negates_the_attack_and_goes_to_the_drop_area():
    """Manual 7-1-2 and 10-10-4; FAQ «[Contre]» R5: its energy cost is paid."""
    counter = {"card": "COUNTER-ATK", "pay": [VADOS], "effect": {"negate": True}}
    verdict = judged(fight(None, player(GOKU, hand=["COUNTER-ATK"], energy=[VADOS]), attack(counter=counter)))
    (battle,) = battles(verdict)
    assert (battle["result"], battle["damage"], after(verdict, 1)["life"]) == ("negated", 0, 8)
    assert after(verdict, 1)["drop"] == 1 and after(verdict, 1)["energy"] == {"active": 0, "rested": 1}


def test_a_counter_is_paid_in_full():
    """FAQ «[Contre]» R5: you must pay its energy cost."""
    counter = {"card": "COUNTER-ATK", "effect": {"negate": True}}
    found = broken(fight(None, player(GOKU, hand=["COUNTER-ATK"], energy=[VADOS]), attack(counter=counter)))
    assert (found["rule"], found["player"]) == ("cost", 1)


def test_a_counter_is_activated_from_hand_only():
    """FAQ «[Contre]» R1."""
    counter = {"card": "COUNTER-ATK", "pay": [VADOS], "effect": {"negate": True}}
    them = player(GOKU, hand=[], deck=[TRUNKS] * 5, drop=["COUNTER-ATK"], energy=[VADOS])
    found = broken(fight(None, them, attack(counter=counter)))
    assert (found["rule"], found["source"]) == ("counter", "FAQ «[Contre]» Q1; rule manual 1.074 10-10-2")
    assert found["message"] == "player 1 has no COUNTER-ATK in hand: [Counter] is activated only from the hand"


def test_a_counter_answers_only_its_kind_of_action():
    """FAQ «[Contre]» R7 and manual 10-10-3: [Counter: Play] answers a play, [Counter: Attack] an attack."""
    counter = {"card": "COUNTER-PLAY", "pay": [VADOS], "effect": {"negate": True}}
    found = broken(fight(None, player(GOKU, hand=["COUNTER-PLAY"], energy=[VADOS]), attack(counter=counter)))
    assert found["rule"] == "counter"


def test_a_negated_play_keeps_its_cost_paid():
    """FAQ «[Contre]» R6: the energy used for an action a [Counter] negates stays used."""
    counter = {"card": "COUNTER-PLAY", "pay": [TRUNKS], "effect": {"negate": True}}
    rec = fight(
        player(hand=[SSJ3], energy=[VADOS] * 3),
        player(GOKU, hand=["COUNTER-PLAY"], energy=[TRUNKS]),
        play(SSJ3, VADOS, VADOS, VADOS, counter=counter),
    )
    mine = after(judged(rec), 0)
    assert (mine["battle"], mine["drop"], mine["energy"]) == ([], 1, {"active": 0, "rested": 3})


def test_a_counter_answered_by_a_counter_is_negated():
    """FAQ «[Contre]» R9: a [Counter] answers an opposing [Counter] after its activation, before it resolves;
    manual 4-7-3-5: the last activated resolves first."""
    answer = {"card": "COUNTER-CTR", "pay": [VADOS], "effect": {"negate": True}}
    counter = {"card": "COUNTER-ATK", "pay": [TRUNKS], "effect": {"negate": True}, "counter": answer}
    rec = fight(
        player(hand=["COUNTER-CTR"], energy=[VADOS]),
        player(GOKU, hand=["COUNTER-ATK"], energy=[TRUNKS]),
        attack(counter=counter),
    )
    assert battles(judged(rec))[0]["result"] == "win"


# [Evolve] (FAQ «[Évolution (Évolution-EX)]»; manual 10-5)


def test_evolve_keeps_the_mode_and_the_power_change_not_a_keyword_given():
    """FAQ «[Évolution (Évolution-EX)]» R4 (Rest Mode kept), R5 (+5000 kept, [Double Strike] not)."""
    boost = {
        "do": "effect",
        "effect": {"power": [{"card": SSJ3, "amount": 5000}], "keywords": [{"card": SSJ3, "keyword": "Double Strike"}]},
    }
    evolve = {"do": "evolve", "card": "EVOLVE", "onto": SSJ3, "pay": [VADOS]}
    me = player(hand=["EVOLVE"], energy=[VADOS], battle=[SSJ3])
    rec = fight(me, None, boost, attack(SSJ3), evolve, {"do": "effect", "effect": {"note": "look"}})
    rec["turns"][0]["actions"].insert(3, {"do": "effect", "effect": {}})
    verdict = judged(rec)
    (unit,) = after(verdict, 0)["battle"]
    assert (unit["code"], unit["rested"]) == ("EVOLVE", True)
    rec2 = fight(me, None, boost, evolve, attack("EVOLVE"))
    (battle,) = battles(judged(rec2))
    assert (battle["attack_power"], battle["damage"]) == (25000, 1)


def test_evolve_is_played_from_hand_onto_your_own_battle_card():
    """FAQ «[Évolution (Évolution-EX)]» R1; a card without [Evolve] cannot evolve."""
    me = player(hand=[VADOS], energy=[VADOS], battle=[SSJ3])
    assert rule_of(fight(me, None, {"do": "evolve", "card": VADOS, "onto": SSJ3}), facts=FACTS) == "evolve"
    found = broken(
        fight(
            player(hand=["EVOLVE"]),
            player(GOKU, battle=[SSJ3]),
            {"do": "evolve", "card": "EVOLVE", "onto": "1:" + SSJ3},
        )
    )
    assert found["rule"] == "evolve"


def test_an_evolved_card_leaving_takes_the_cards_under_it_to_the_drop_area():
    """FAQ «[Évolution (Évolution-EX)]» R10; manual 11-3-5."""
    me = player(hand=["EVOLVE"], battle=[SSJ3])
    ko = {"do": "effect", "effect": {"ko": ["EVOLVE"]}}
    verdict = judged(fight(me, None, {"do": "evolve", "card": "EVOLVE", "onto": SSJ3}, ko))
    assert (after(verdict, 0)["battle"], after(verdict, 0)["drop"]) == ([], 2)


def test_xeno_evolve_sends_the_card_to_the_warp_and_plays_active():
    """Manual 10-5-5; FAQ «[Évolution-Xeno]» R4: nothing carried over."""
    me = player(hand=["XENO"], battle=[SSJ3])
    verdict = judged(fight(me, None, attack(SSJ3), {"do": "evolve", "card": "XENO", "onto": SSJ3}))
    mine = after(verdict, 0)
    assert (mine["warp"], mine["battle"][0]["rested"]) == (1, False)


# [Awaken] (FAQ «[Éveil]»; manual 10-2)


def test_awaken_needs_life_at_4_or_less_and_happens_once():
    assert rule_of(fight(player(GOKU, life=5), None, {"do": "awaken"}), facts=FACTS) == "awaken"  # no [Awaken]
    found = broken(fight(player("AWAKE", life=5), None, {"do": "awaken"}))
    assert (found["rule"], found["message"]) == ("awaken", "player 0 has 5 Life: [Awaken] needs 4 or less")
    again = fight(player("AWAKE", life=4), None, {"do": "awaken"}, {"do": "awaken"})
    assert broken(again)["message"] == "the Leader AWAKE is already awakened"


def test_an_awakened_leader_stays_rested_and_keeps_power_not_keywords():
    """FAQ «[Éveil]» R3 (Rest Mode kept), R4 (+5000 kept, [Double Strike] not)."""
    give = {
        "do": "effect",
        "effect": {
            "power": [{"card": "leader", "amount": 5000}],
            "keywords": [{"card": "leader", "keyword": "Double Strike"}],
        },
    }
    rec = state(player("AWAKE", life=4), player(GOKU), turns=[turn(give, attack(), {"do": "awaken"})])
    verdict = judged(rec)
    assert after(verdict, 0)["leader"]["rested"] is True and after(verdict, 0)["leader"]["awakened"] is True
    rec = state(player("AWAKE", life=4), player(GOKU), turns=[turn(give, {"do": "awaken"}, attack())])
    (battle,) = battles(judged(rec))
    assert (battle["attack_power"], battle["damage"]) == (15000, 1)


def test_awaken_in_the_defence_step():
    """FAQ «Étape d'Attaque et étape de Défense» R3: [Awaken] may be activated during those steps."""
    rec = fight(None, player("AWAKE", life=3), attack(defence=[{"awaken": True, "effect": {"draw": [0, 2]}}]))
    verdict = judged(rec)
    assert after(verdict, 1)["leader"]["awakened"] is True
    assert after(verdict, 1)["hand"] == 3  # two drawn by the declared effect, one Life card


# [Union] (FAQ «[Union-Fusion]», «[Union-Potara]», «[Union-Absorption]»; manual 10-13)


def test_union_fusion_places_cards_of_equal_power_from_hand():
    """FAQ «[Union-Fusion]» R2 (from hand), R4 (the same power), R5 (all the cards named)."""
    fusion = {"do": "union", "kind": "fusion", "card": "FUSION", "cards": [SSJ3, SSJ3]}
    verdict = judged(fight(player(hand=["FUSION", SSJ3, SSJ3]), None, fusion))
    mine = after(verdict, 0)
    assert ([u["code"] for u in mine["battle"]], mine["drop"], mine["battle"][0]["rested"]) == (["FUSION"], 2, False)
    uneven = {**fusion, "cards": [SSJ3, VADOS]}
    found = broken(fight(player(hand=["FUSION", SSJ3, VADOS]), None, uneven))
    assert (found["rule"], found["source"]) == ("union", "FAQ «[Union-Fusion]» Q4, Q5; rule manual 1.074 10-13-3-1")
    assert broken(fight(player(hand=["FUSION", SSJ3]), None, {**fusion, "cards": [SSJ3]}))["rule"] == "union"


def test_union_potara_goes_on_top_of_the_two_cards():
    """FAQ «[Union-Potara]» R4: the cards under it are one card with it; manual 10-13-4-4."""
    potara = {"do": "union", "kind": "potara", "card": "POTARA", "onto": [SSJ3, TRUNKS]}
    verdict = judged(fight(player(hand=["POTARA"], battle=[SSJ3, TRUNKS]), None, potara))
    assert [u["code"] for u in after(verdict, 0)["battle"]] == ["POTARA"]
    assert (
        rule_of(fight(player(hand=["POTARA"], battle=[SSJ3]), None, {**potara, "onto": [SSJ3]}), facts=FACTS) == "union"
    )


def test_union_absorb_places_the_cards_under_the_card_in_play():
    """FAQ «[Union-Absorption]» R1: from the Battle Area; manual 10-13-5-4."""
    absorb = {"do": "union", "kind": "absorb", "card": "ABSORB", "cards": [SSJ3], "from": "drop"}
    verdict = judged(fight(player(battle=["ABSORB"], drop=[SSJ3]), None, absorb))
    assert after(verdict, 0)["drop"] == 0


# Tokens (FAQ «[Jeton]»; manual 10-18)


def test_a_token_comes_into_the_battle_area_active_and_vanishes_when_it_leaves():
    """FAQ «[Jeton]» R1 (Battle Area), R3 (Active Mode), R5 (not placed in the Drop Area)."""
    make = {"do": "effect", "effect": {"token": [{"id": "saibaman", "name": "Saibaman Token", "power": 5000}]}}
    verdict = judged(fight(None, None, make, attack("saibaman")))
    assert battles(verdict)[0]["attack_power"] == 5000
    ko = {"do": "effect", "effect": {"ko": ["saibaman"]}}
    mine = after(judged(fight(None, None, make, ko)), 0)
    assert (mine["battle"], mine["drop"]) == ([], 0)


def test_a_token_combos_only_with_a_combo_power():
    """FAQ «[Jeton]» R6."""
    plain = {"do": "effect", "effect": {"token": [{"id": "t", "power": 5000}]}}
    assert rule_of(fight(None, None, plain, attack(offence=[{"combo": "t", "from": "battle"}]))) == "combo"
    combo = {"do": "effect", "effect": {"token": [{"id": "t", "power": 5000, "combo_power": 5000, "combo_cost": 0}]}}
    assert (
        battles(judge(fight(None, None, combo, attack(offence=[{"combo": "t", "from": "battle"}]))))[0]["attack_power"]
        == 15000
    )


# [Revenge], [Indestructible], [Victory Strike], [Deflect]


def test_revenge_kos_the_attacker_after_the_battle():
    """FAQ «[Vengeance]» R1."""
    rec = fight(
        player(battle=[ONE_HIT]), player(GOKU, battle=[{"code": "REVENGE", "rested": True}]), attack(ONE_HIT, "REVENGE")
    )
    verdict = judged(rec)
    assert (after(verdict, 0)["battle"], after(verdict, 1)["battle"]) == ([], [])


def test_revenge_of_a_card_a_blocker_replaced_does_not_resolve():
    """FAQ «[Vengeance]» R2: the card with [Revenge] did not take part in the battle."""
    rec = fight(
        player(battle=[SSJ3]),
        player(GOKU, battle=[{"code": "REVENGE", "rested": True}, "BIGBLOCK"]),
        attack(SSJ3, "REVENGE", blocker="BIGBLOCK"),
    )
    assert [u["code"] for u in after(judged(rec), 0)["battle"]] == [SSJ3]


def test_indestructible_is_not_removed_by_the_opponents_skill_or_by_battle():
    """FAQ «[Immortalité]» R3, R4 (your own skill may); manual 10-12-1."""
    found = broken(fight(None, player(GOKU, battle=["TOUGH"]), {"do": "effect", "effect": {"ko": ["1:TOUGH"]}}))
    assert found["rule"] == "indestructible"
    assert judged(fight(player(battle=["TOUGH"]), None, {"do": "effect", "effect": {"ko": ["TOUGH"]}}))["legal"]
    rec = fight(
        player(battle=[ONE_HIT]), player(GOKU, battle=[{"code": "TOUGH", "rested": True}]), attack(ONE_HIT, "TOUGH")
    )
    assert [u["code"] for u in after(judged(rec), 1)["battle"]] == ["TOUGH"]


def test_victory_strike_wins_when_it_deals_damage():
    """FAQ «[Frappe de la Victoire]» R1: [Double Strike] and [Victory Strike] dealing damage wins the game."""
    verdict = judged(fight(player(battle=["VICTORY"]), None, attack("VICTORY")))
    assert (verdict["winner"], verdict["reason"]) == (0, "victory_strike")


def test_counter_play_does_not_affect_a_deflect_card():
    """FAQ «[Déflexion]» R1: the counter may be activated, but the [Deflect] card is not affected."""
    counter = {"card": "COUNTER-PLAY", "pay": [TRUNKS], "effect": {"negate": True}}
    rec = fight(
        player(hand=["DEFLECT"], energy=[VADOS] * 3),
        player(GOKU, hand=["COUNTER-PLAY"], energy=[TRUNKS]),
        play("DEFLECT", VADOS, VADOS, VADOS, counter=counter),
    )
    found = broken(rec)
    assert (found["rule"], found["source"]) == ("deflect", "FAQ «[Déflexion]» Q1, Q2; rule manual 1.074 10-22-1")


def test_moving_a_barrier_card_of_the_opponent_by_choosing_it_is_refused():
    """FAQ «[Barrière]» Q3, for a skill that returns the chosen card to its owner's hand."""
    bounce = {"do": "effect", "effect": {"move": [{"player": 1, "card": "BARRIER", "from": "battle", "to": "hand"}]}}
    assert broken(fight(None, player(GOKU, battle=["BARRIER"]), bounce))["rule"] == "barrier"
    unchosen = {"move": [{"player": 1, "card": "BARRIER", "from": "battle", "to": "hand", "chosen": False}]}
    verdict = judged(fight(None, player(GOKU, battle=["BARRIER"]), {"do": "effect", "effect": unchosen}))
    assert (after(verdict, 1)["battle"], after(verdict, 1)["hand"]) == ([], 1)


def test_union_absorb_is_of_your_own_card():
    absorb = {"do": "union", "kind": "absorb", "card": "1:ABSORB", "cards": [SSJ3], "from": "drop"}
    assert broken(fight(player(drop=[SSJ3]), player(GOKU, battle=["ABSORB"]), absorb))["rule"] == "union"


def test_an_awakened_leader_fights_with_its_back_power_when_the_card_database_holds_it():
    """Manual 2-3-2-1-2: only the side facing up counts; its power is the back's."""
    facts = {**FACTS, "AWAKE15": with_keywords(GOKU, "Awaken", back_power=15000)}
    rec = state(player("AWAKE15", life=4), player(GOKU), turns=[turn({"do": "awaken"}, attack())])
    verdict = judge(rec, facts=facts)
    assert verdict["turns"][0]["battles"][0]["attack_parts"]["base"] == 15000
    already = state(player("AWAKE15", awakened=True), player(GOKU), turns=[turn(attack())])
    assert judge(already, facts=facts)["turns"][0]["battles"][0]["attack_power"] == 15000
