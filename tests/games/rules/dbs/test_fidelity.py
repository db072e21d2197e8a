"""Issue 31, rules fidelity round three: each finding as small cases built from the sentence of the seed FAQ
(seeds/dbs-cardgame-faq.fr.txt) or the rule manual 1.074 it quotes, with the rule id and source the verdict
gives. (The Charge Phase's draw of 1 is in test_turns.py, the skills of cards in play in test_timing.py.)"""

import pytest

from tests.games.rules.dbs.helpers import (
    GOKU,
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
    real_facts,
    state,
    turn,
    violation,
    with_keywords,
)
from tests.games.rules.dbs.test_keywords import FACTS

pytestmark = pytest.mark.smoke


def fight(me=None, them=None, *actions, facts=None):
    return state(me or player(), them or player(GOKU), turns=[turn(*actions)])


def mine(verdict, p=0):
    return verdict["turns"][-1]["state_after"][p]


def cited(found):
    return found["rule"], found["source"]


# FAQ «[Jeton]» R6, manual 3-7-3-1: "A player can only combo with cards that have both a combo cost and
# combo power"; « il n'est pas possible d'effectuer de Combo avec un jeton si celui-ci ne possède pas un coût
# de Combo et une puissance de Combo ».


def token(**given):
    return {"do": "effect", "effect": {"token": [{"id": "t", "power": 5000, **given}]}}


def test_a_token_with_a_combo_power_but_no_combo_cost_does_not_combo():
    combo = attack(offence=[{"combo": "t", "from": "battle"}])
    found = violation(fight(None, None, token(combo_power=5000), combo))
    assert cited(found) == ("combo", "FAQ «[Jeton]» Q6; rule manual 1.074 3-7-3-1")
    assert (found["step"], found["params"]) == ("offence", {"card": "t"})
    found = violation(fight(None, None, token(combo_cost=0), combo))
    assert cited(found) == ("combo", "FAQ «[Jeton]» Q6; rule manual 1.074 3-7-3-1")
    both = judge(fight(None, None, token(combo_power=5000, combo_cost=0), combo))
    assert battles(both)[0]["attack_power"] == 15000


# A violation cites the rule actually broken and its FAQ answer.


def test_evolve_only_from_the_hand_cites_10_5_2():
    """Manual 10-5-2 "[Evolve] ... can only be activated from a player's hand"; FAQ «[Évolution]» R1."""
    found = violation(
        fight(
            player(battle=[SSJ3], drop=["EVOLVE"], deck=[TRUNKS] * 5),
            None,
            {"do": "evolve", "card": "EVOLVE", "onto": SSJ3},
        ),
        facts=FACTS,
    )
    assert cited(found) == ("evolve", "FAQ «[Évolution (Évolution-EX)]» Q1; rule manual 1.074 10-5-2")
    assert found["message"] == "player 0 has no EVOLVE in hand: [Evolve] is activated only from the hand"
    xeno = violation(
        fight(player(battle=[SSJ3], deck=[TRUNKS] * 5), None, {"do": "evolve", "card": "XENO", "onto": SSJ3}),
        facts=FACTS,
    )
    assert cited(xeno) == ("evolve", "FAQ «[Évolution-Xeno]» Q1; rule manual 1.074 10-5-2")


def test_union_fusion_from_the_hand_with_the_named_cards_from_the_hand():
    """Manual 10-13-3-4: "place 1 each of the specified Battle Cards ... from their hand in the Drop Area";
    FAQ «[Union-Fusion]» R2 and R7: not from the Battle Area."""
    fusion = {"do": "union", "kind": "fusion", "card": "FUSION", "cards": [SSJ3, SSJ3]}
    from_battle = fight(player(hand=["FUSION", SSJ3], battle=[SSJ3], deck=[TRUNKS] * 5), None, fusion)
    found = violation(from_battle, facts=FACTS)
    assert cited(found) == ("union", "FAQ «[Union-Fusion]» Q2, Q7; rule manual 1.074 10-13-3-4")
    not_held = fight(player(hand=[SSJ3, SSJ3], deck=[TRUNKS] * 5), None, fusion)
    found = violation(not_held, facts=FACTS)
    assert cited(found) == ("union", "FAQ «[Union-Fusion]» Q1; rule manual 1.074 10-13-3-2")
    assert judge(fight(player(hand=["FUSION", SSJ3, SSJ3]), None, fusion), facts=FACTS)["legal"] is True


# On the real card file a keyword the file does not carry is unchecked, not refused.


def unchecked_keywords(verdict):
    return [(item["card"], item["keyword"]) for item in verdict["unchecked"]["keywords"]]


def test_awakening_a_real_leader_is_unchecked_not_refused():
    verdict = judge(state(player(VEGETA, life=4), turns=[turn({"do": "awaken"})]))
    assert verdict["legal"] is True and mine(verdict)["leader"]["awakened"] is True
    assert unchecked_keywords(verdict) == [(VEGETA, "Awaken")]
    # the condition the Leaders print still holds, and a Leader whose text is known and lacks it is refused
    assert violation(state(player(VEGETA, life=5), turns=[turn({"do": "awaken"})]))["rule"] == "awaken"
    found = violation(state(player(VEGETA, life=4), turns=[turn({"do": "awaken"})]), facts=FACTS)
    assert (found["rule"], found["message"]) == ("awaken", "the Leader P-025 has no [Awaken]")


def test_declaring_a_real_card_a_blocker_is_unchecked_not_refused():
    verdict = judge(fight(None, player(GOKU, battle=[TRUNKS]), attack(blocker=TRUNKS)))
    assert verdict["legal"] is True and battles(verdict)[0]["blocker"]["card"] == TRUNKS
    assert unchecked_keywords(verdict) == [(TRUNKS, "Blocker")]
    found = violation(fight(None, player(GOKU, battle=[TRUNKS]), attack(blocker=TRUNKS)), facts=FACTS)
    assert (found["rule"], found["message"]) == ("blocker", "P-004 has no [Blocker]")


def test_a_real_card_used_as_a_counter_or_an_evolve_is_unchecked():
    counter = {"card": "P-084", "pay": [VADOS], "effect": {"negate": True}}
    verdict = judge(fight(None, player(GOKU, hand=["P-084"], energy=[VADOS]), attack(counter=counter)))
    assert battles(verdict)[0]["result"] == "negated"
    assert unchecked_keywords(verdict) == [("P-084", "Counter: Attack")]
    evolve = judge(fight(player(hand=[VADOS], battle=[SSJ3]), None, {"do": "evolve", "card": VADOS, "onto": SSJ3}))
    assert unchecked_keywords(evolve) == [(VADOS, "Evolve")] and evolve["unchecked"]["skill_cost"] == [VADOS]


def leader(front=(), back=None, **more):
    facts = with_keywords(VEGETA, "Awaken", *front, **more)
    if back is not None:
        facts["back_keywords"] = list(back)
    return facts


@pytest.mark.parametrize(
    ("facts", "damage"),
    [
        (leader(["Double Strike"], back=[]), 1),  # the front's [Double Strike] is gone once awakened
        (leader([], back=["Double Strike"]), 2),  # the back's is there
    ],
)
def test_an_awakened_leader_has_its_back_sides_keywords_only(facts, damage):
    """Manual 10-2-3: a card turned over by [Awaken] shows its back side's information."""
    rec = fight(player("LEAD", life=4), None, {"do": "awaken"}, attack())
    verdict = judge(rec, facts=cards(LEAD=facts))
    assert battles(verdict)[0]["damage"] == damage


# Colour requirements and combo costs: enforced where the data has them, listed where it has none.


def test_a_blue_card_paid_with_red_energy():
    rec = fight(player(hand=[TRUNKS], energy=[VADOS, VADOS]), None, play(TRUNKS, VADOS, VADOS))
    listed = judge(rec)
    assert listed["legal"] is True and listed["unchecked"]["specified_cost"] == [TRUNKS]
    held = cards(**{TRUNKS: {**real_facts()[TRUNKS], "specified_cost": "1 Blue"}})
    found = violation(rec, facts=held)
    assert cited(found) == ("cost", "rule manual 1.074 2-11-1-1")
    assert found["message"] == "P-004 needs 1 Blue among the energy it rests; P-002, P-002 do not meet it"


def test_a_combo_cost_the_data_holds_is_enforced():
    held = cards(**{VADOS: {**real_facts()[VADOS], "combo_cost": 1}})
    unpaid = fight(player(hand=[VADOS]), None, attack(offence=[{"combo": VADOS}]))
    assert violation(unpaid, facts=held)["rule"] == "combo"
    paid = fight(player(hand=[VADOS], energy=[SSJ3]), None, attack(offence=[{"combo": VADOS, "pay": [SSJ3]}]))
    verdict = judge(paid, facts=held)
    assert verdict["legal"] is True and verdict["unchecked"]["combo_cost"] == []


def test_a_skill_paid_from_its_text_is_listed_unchecked():
    skill = {"do": "skill", "card": SSJ3, "pay": [VADOS], "effect": {"draw": [1, 0]}}
    verdict = judge(fight(player(battle=[SSJ3], energy=[VADOS]), None, skill))
    assert verdict["unchecked"]["skill_cost"] == [SSJ3]


# Manual 10-10-3-1: [Counter: Play] answers the opponent playing a card, or a skill that has descriptions
# such as "Play" or "When played".


def counter_play(negate=True):
    return {"card": "COUNTER-PLAY", "pay": [TRUNKS], "effect": {"negate": negate}}


def test_counter_play_does_not_answer_a_skill_that_plays_nothing():
    them = player(GOKU, hand=["COUNTER-PLAY"], energy=[TRUNKS])
    skill = {"do": "skill", "card": SSJ3, "rest": True, "effect": {"draw": [1, 0]}, "counter": counter_play()}
    found = violation(fight(player(battle=[SSJ3]), them, skill), facts=FACTS)
    assert cited(found) == ("counter", "FAQ «[Contre]» Q7, Q8; rule manual 1.074 10-10-3-1, 10-10-3-2")
    assert found["player"] == 1


def test_counter_play_answers_a_skill_that_plays_a_card():
    them = player(GOKU, hand=["COUNTER-PLAY"], energy=[TRUNKS])
    makes = {"token": [{"id": "t", "power": 5000}]}
    skill = {"do": "skill", "card": SSJ3, "rest": True, "effect": makes, "counter": counter_play()}
    verdict = judge(fight(player(battle=[SSJ3]), them, skill), facts=FACTS)
    assert verdict["legal"] is True and [u["id"] for u in mine(verdict)["battle"]] == [SSJ3]  # negated
    moves = {"move": [{"card": TRUNKS, "from": "hand", "to": "battle"}]}
    skill = {"do": "skill", "card": SSJ3, "rest": True, "effect": moves, "counter": counter_play(False)}
    verdict = judge(fight(player(hand=[TRUNKS], battle=[SSJ3]), them, skill), facts=FACTS)
    assert [u["id"] for u in mine(verdict)["battle"]] == [SSJ3, TRUNKS]


# Manual 10-10-3-2, FAQ «Combo» R7: "[Counter: Attack] skills activate only when a player attacks" (or a skill
# whose description names attacking).


def counter_attack():
    return {"card": "COUNTER-ATK", "pay": [TRUNKS], "effect": {"negate": True}}


@pytest.mark.parametrize("effect", [{"draw": [1, 0]}, {"token": [{"id": "t", "power": 5000}]}])
def test_counter_attack_does_not_answer_a_skill_that_names_no_attack(effect):
    them = player(GOKU, hand=["COUNTER-ATK"], energy=[TRUNKS])
    skill = {"do": "skill", "card": SSJ3, "rest": True, "effect": effect, "counter": counter_attack()}
    found = violation(fight(player(battle=[SSJ3]), them, skill), facts=FACTS)
    assert cited(found) == ("counter", "FAQ «Combo» Q7; rule manual 1.074 10-10-3-2")


@pytest.mark.parametrize("names, counter", [("play", counter_play), ("attack", counter_attack)])
def test_a_counter_answers_a_skill_whose_description_names_its_kind(names, counter):
    """Manual 10-10-3-1: "Play" or "When played"; 10-10-3-2: "Attack" or "When attacking" (`names`)."""
    them = player(GOKU, hand=[counter()["card"]], energy=[TRUNKS])
    skill = {"do": "skill", "card": SSJ3, "rest": True, "names": names, "counter": counter()}
    verdict = judge(fight(player(battle=[SSJ3]), them, skill), facts=FACTS)
    assert verdict["legal"] is True and mine(verdict, 1)["drop"] == 1


# Manual 9-2-1: "Loss judgement processing is interruptive rule processing" (9-1-2-1: "immediately
# resolved when it occurs, even while carrying out other actions").


def test_nothing_is_processed_after_the_last_life_card():
    me = player(battle=["DUAL"], deck=10)
    last = attack("DUAL", after={"draw": [2, 0]})
    verdict = judge(fight(me, player(GOKU, life=1), last), facts=FACTS)
    assert (verdict["winner"], verdict["reason"]) == (0, "life")
    dual = mine(verdict)["battle"][0]
    assert dual["rested"] is True  # [Dual Attack] did not switch it to Active
    assert mine(verdict)["hand"] == 1 and mine(verdict)["deck"] == 9  # the Charge Phase's draw, not the 2 after


def test_an_effect_stops_when_the_life_it_takes_is_the_last():
    effect = {"do": "effect", "effect": {"damage": [0, 1], "draw": [3, 0]}}
    verdict = judge(fight(None, player(GOKU, life=1), effect))
    assert (verdict["winner"], mine(verdict)["hand"]) == (0, 1)


def test_the_defence_step_is_not_played_after_the_game_ended_in_the_offence_step():
    ends = {"skill": "leader", "effect": {"damage": [0, 1]}}
    rec = fight(None, player(GOKU, life=1, hand=[VADOS]), attack(offence=[ends], defence=[{"combo": VADOS}]))
    verdict = judge(rec)
    assert (verdict["legal"], verdict["winner"]) == (True, 0)
    assert mine(verdict, 1)["hand"] == 2  # Vados never left the hand; the Life card joined it


# A turn-order violation on a mid-game board names its phase.


def test_a_turn_out_of_order_on_a_known_board_is_in_the_charge_phase():
    found = violation(state(turns=[turn(player=1)], turn=7))
    assert (found["rule"], found["phase"], found["turn"], found["player"]) == ("phases", "charge", 1, 1)
    found = violation(state(turns=[turn(), turn(player=0)], turn=7))
    assert (found["phase"], found["turn"]) == ("charge", 2)
