"""The turn: the Charge Phase (switch to active, draw, at most one card to energy), the first turn, the order
of turns and the end of the game. Each case cites the FAQ question or the manual's rule it reproduces."""

import pytest

from tests.games.rules.dbs.helpers import (
    GOKU,
    SSJ3,
    TRUNKS,
    VADOS,
    VEGETA,
    attack,
    judge,
    play,
    player,
    rule_of,
    state,
    turn,
    violation,
)

pytestmark = pytest.mark.smoke


def after(verdict, t=0, p=0):
    return verdict["turns"][t]["state_after"][p]


def test_rested_cards_switch_to_active_in_the_charge_phase():
    """FAQ «Phase de Recharge» R2: every card in Rest Mode goes to Active Mode (manual 6-2-2)."""
    me = player(energy=[{"code": SSJ3, "rested": True}], battle=[{"code": VADOS, "rested": True}], leader_rested=True)
    verdict = judge(state(me, turns=[turn()]))
    mine = after(verdict)
    assert mine["energy"] == {"active": 1, "rested": 0}
    assert mine["battle"][0]["rested"] is False and mine["leader"]["rested"] is False


def test_the_turn_player_draws_1_and_the_variant_draws_2():
    """Manual 6-2-3 "The turn player draws 1 card from their deck"; FAQ «Phase de Recharge» R3 « vous devez
    obligatoirement piocher une carte ». Issue 15's draw of 2 is the variant charge_draw: 2 (issue 31)."""
    assert after(judge(state(turns=[turn()])))["hand"] == 1
    assert after(judge(state(turns=[turn()]), {"charge_draw": 2}))["hand"] == 2
    found = violation(state(turns=[turn(draw=[SSJ3, VADOS])]))
    assert (found["rule"], found["phase"], found["message"]) == (
        "phases",
        "charge",
        "player 0 draws 1 in this Charge Phase, not 2",
    )
    assert found["source"] == "FAQ «Phase de Recharge» Q3; rule manual 1.074 6-2-3"
    assert judge(state(turns=[turn(draw=[SSJ3, VADOS])]), {"charge_draw": 2})["legal"] is True


def test_the_first_player_does_not_draw_on_the_first_turn():
    """FAQ «Phase de Recharge» R1: the first player does not draw on their first turn (manual 6-2-3)."""
    verdict = judge(state(turns=[turn(), turn()], turn=1))
    assert (after(verdict, 0, 0)["hand"], after(verdict, 1, 1)["hand"]) == (0, 1)
    found = violation(state(turns=[turn(draw=[SSJ3])], turn=1))
    assert found["rule"] == "first-turn"
    assert found["source"] == "FAQ «Phase de Recharge» Q1, Q3; rule manual 1.074 6-2-3"


def test_the_draw_names_cards_of_an_unseen_deck_and_must_match_a_known_one():
    """FAQ opening questions R6: drawing moves the top card of the deck to the hand."""
    verdict = judge(state(player(hand=["?"]), turns=[turn(play(SSJ3, SSJ3), draw=[SSJ3], charge=VADOS)]))
    assert verdict["legal"] is False  # SSJ3 costs 3 and one energy was named
    assert verdict["violation"]["rule"] == "cost"
    known = state(player(deck=[VADOS, SSJ3, TRUNKS]), turns=[turn(draw=[SSJ3])])
    found = violation(known)
    assert (found["rule"], found["message"]) == ("phases", "the top card of player 0's deck is P-002, not P-003")


def test_one_card_at_most_goes_to_energy_and_none_is_fine():
    """Manual 6-2-5 (may place 1 card); FAQ «Phase de Recharge» R4: not compulsory."""
    assert after(judge(state(turns=[turn(draw=[SSJ3])])))["energy"]["active"] == 0
    found = violation(state(player(hand=[VADOS]), turns=[turn(draw=[SSJ3], charge=[SSJ3, VADOS])]))
    assert (found["rule"], found["phase"]) == ("phases", "charge")
    assert found["source"] == "FAQ «Phase de Recharge» Q4; rule manual 1.074 6-2-5"


def test_a_card_charged_must_be_in_hand():
    found = violation(state(player(deck=[VADOS, TRUNKS, VADOS]), turns=[turn(charge=SSJ3)]))
    assert (found["rule"], found["message"]) == ("area", "player 0 has no P-003 in hand")


def test_the_first_player_cannot_attack_on_the_first_turn():
    """FAQ «Phase principale» R8; the variant first_turn_attack plays the manual 1.074, which sets no such limit."""
    record = state(turns=[turn(attack())], turn=1)
    found = violation(record)
    assert (found["rule"], found["source"], found["action"]) == ("first-turn", "FAQ «Phase principale» Q8", 1)
    assert judge(record, {"first_turn_attack": True})["legal"] is True
    assert judge(state(turns=[turn(), turn(attack())], turn=1))["legal"] is True  # the second player may


def test_turns_alternate():
    found = violation(state(turns=[turn(player=1)]))
    assert (found["rule"], found["message"]) == ("phases", "turn 3 of the game is player 0's, not player 1's")
    assert judge(state(turns=[turn(player=0), turn(player=1)]))["turns"][1]["player"] == 1


def test_a_player_whose_deck_reaches_0_loses():
    """Manual 1-2-1-1-2; FAQ «[Explosion]» R1: the deck at zero cards loses the game."""
    verdict = judge(state(player(deck=1), turns=[turn()]))
    assert (verdict["winner"], verdict["reason"], verdict["legal"]) == (1, "deck", True)
    found = violation(state(player(deck=1), turns=[turn(), turn()]))
    assert (found["rule"], found["turn"]) == ("game-over", 2)


def test_a_player_whose_life_reaches_0_loses():
    """Manual 1-2-1-1-1: the Life Area at 0 cards."""
    verdict = judge(state(p1=player(GOKU, life=1), turns=[turn(attack())]))
    assert (verdict["winner"], verdict["reason"]) == (0, "life")
    found = violation(state(p1=player(GOKU, life=1), turns=[turn(attack(), attack(SSJ3))]))
    assert (found["rule"], found["action"]) == ("game-over", 2)


def test_both_players_at_0_at_once_is_a_draw():
    """Manual 1-2-3: both fulfil a loss condition at once."""
    verdict = judge(
        state(player(life=1), player(GOKU, life=1), turns=[turn({"do": "effect", "effect": {"damage": [1, 1]}})])
    )
    assert (verdict["winner"], verdict["reason"]) == (None, "draw")


def test_effects_until_the_end_of_the_turn_end_with_it():
    """Manual 6-4-1-2."""
    boost = {
        "do": "effect",
        "effect": {
            "power": [
                {"card": "leader", "amount": 5000, "until": "turn"},
                {"card": SSJ3, "amount": 5000, "until": "game"},
            ]
        },
    }
    verdict = judge(state(player(battle=[SSJ3]), turns=[turn(boost)]))
    mine = after(verdict)
    assert (mine["leader"]["power"], mine["battle"][0]["power"]) == (10000, 20000)


def test_a_starting_state_unseen_cards_become_what_the_record_plays():
    rec = state(player(hand=["?", "?"], energy=[VADOS] * 3), turns=[turn(play(SSJ3, VADOS, VADOS, VADOS))])
    assert judge(rec)["legal"] is True
    assert rule_of(state(player(hand=[TRUNKS], deck=[VEGETA] * 3), turns=[turn(play(SSJ3))])) == "area"
