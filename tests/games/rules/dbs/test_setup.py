"""A whole game from its setup: the deck rules, the opening hand, the one redraw, the 8 Life cards.
Each case cites the FAQ «Préparations de jeu» / «Construction du deck» question or the manual's rule."""

import pytest

from tests.games.rules.dbs.helpers import BALL, GOKU, SSJ3, TRUNKS, VADOS, VEGETA, judge, real_facts, violation

pytestmark = pytest.mark.smoke


def deck(*top, size=50):
    """A legal 50-card deck of real Red and Blue cards that starts with `top` (4 copies of a number at most)."""
    fillers = [
        code
        for code, f in sorted(real_facts().items())
        if f["type"] == "Battle" and f["base_code"] == code and not f["keywords"]
    ][:20]
    cards = list(top)
    for code in fillers:
        while cards.count(code) < 4 and len(cards) < size:
            cards.append(code)
    return cards[:size]


def game(deck0=None, deck1=None, *, mulligan0=None, first=0, turns=()):
    players = [{"leader": VEGETA, "deck": deck0 or deck()}, {"leader": GOKU, "deck": deck1 or deck()}]
    if mulligan0 is not None:
        players[0]["mulligan"] = mulligan0
    return {"setup": {"first": first, "players": players}, "turns": list(turns)}


def test_the_opening_hand_is_6_and_the_next_8_cards_are_life():
    """Manual 5-2-1-6 (6 cards), 5-2-1-7 and FAQ «Préparations de jeu» R4: the top 8 after it go to Life."""
    verdict = judge(game(turns=[{"actions": []}]))
    first = verdict["turns"][0]["state_after"][0]
    assert (first["hand"], first["life"], first["deck"]) == (6, 8, 36)  # the first player draws nothing on turn 1


def test_a_redraw_returns_the_chosen_cards_and_draws_as_many():
    """FAQ «Préparations de jeu» R3: return the cards you choose, draw the same number (manual 5-2-1-6-1)."""
    cards = deck(SSJ3, VADOS, TRUNKS)
    returned = [SSJ3, VADOS]
    shuffled = cards[6:] + returned
    record = game(cards, mulligan0={"return": returned, "deck": shuffled}, turns=[{"actions": [], "charge": TRUNKS}])
    verdict = judge(record)
    assert verdict["legal"] is True
    assert verdict["turns"][0]["state_after"][0]["energy"] == {"active": 1, "rested": 0}


def test_a_redraw_of_cards_not_in_the_opening_hand_is_refused():
    cards = deck(SSJ3)
    found = violation(game(cards, mulligan0={"return": [BALL], "deck": [*cards[6:], BALL]}))
    assert (found["rule"], found["phase"], found["turn"], found["player"]) == ("setup", "setup", None, 0)
    assert found["source"] == "FAQ «Préparations de jeu» Q3; rule manual 1.074 5-2-1-6-1"


def test_the_deck_after_a_redraw_is_the_same_cards_shuffled():
    cards = deck(SSJ3)
    found = violation(game(cards, mulligan0={"return": [SSJ3], "deck": cards[6:]}))
    assert found["rule"] == "setup"


def test_a_deck_of_49_cards_is_not_a_deck():
    """FAQ «Construction du deck» R1: exactly fifty cards besides the Leader."""
    found = violation(game(deck(size=49)))
    assert found["rule"] == "deck"
    assert "Construction du deck Q1" in found["source"]


def test_a_battle_card_as_leader_is_refused():
    """FAQ «Construction du deck» R2: one Leader card."""
    record = game()
    record["setup"]["players"][1]["leader"] = SSJ3
    found = violation(record)
    assert (found["rule"], found["player"]) == ("setup", 1)
    assert found["message"] == "player 1's Leader P-003 is not a Leader Card"


def test_the_record_may_list_the_8_life_cards_in_any_order():
    """FAQ «Préparations de jeu» R4: the top eight cards, placed in the order of your choice."""
    cards = deck()
    record = game(cards, turns=[{"actions": []}])
    record["setup"]["players"][0]["life"] = list(reversed(cards[6:14]))
    assert judge(record)["legal"] is True
    record["setup"]["players"][0]["life"] = cards[5:13]
    found = violation(record)
    assert (found["rule"], found["source"]) == ("setup", "FAQ «Préparations de jeu» Q4; rule manual 1.074 5-2-1-7")
