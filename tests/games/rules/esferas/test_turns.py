"""A game's turns: energy at the start, decks, drawing, the hand limit, discards, turn order, running out
of cards and the end ("Lo principal", "Empezando a jugar", "Cuando se acaba el mazo", "Paso a paso")."""

import pytest

from tests.games.rules.esferas.helpers import CARDS, attack, judge, opening, record, rule_of, scripted, turn, violation

pytestmark = pytest.mark.smoke

IDLE = []  # a turn in which no card comes down: two are discarded


@pytest.mark.parametrize("energy", [300, 500, 1000])
def test_each_player_starts_with_300_500_or_1000_energy(energy):
    """ "Cada jugador comienza con 300, 500 o 1000 puntos"."""
    verdict = judge(record(energy=energy))
    assert verdict["legal"] is True and verdict["energy"] == [energy, energy]


@pytest.mark.parametrize("energy", [0, 400, 2000])
def test_any_other_starting_energy_is_refused(energy):
    found = violation(record(energy=energy))
    assert (found["rule"], found["turn"], found["action"], found["player"]) == ("energy-start", None, None, None)
    assert found["message"] == f"each player starts with 300, 500 or 1000 energy, not {energy}"


def test_a_deck_has_at_least_40_cards():
    """ "Cada jugador debe tener su propio mazo, el cual no puede tener menos de 40 cartas"."""
    found = violation(record(size=39))
    assert (found["rule"], found["player"], found["turn"]) == ("deck", 0, None)
    assert found["message"] == "Deck has 39 cards; it must have at least 40."


def test_no_repeated_card_in_a_deck():
    """ "En el mazo no pueden haber cartas repetidas"."""
    rec = record()
    rec["decks"][1][5] = rec["decks"][1][6]
    found = violation(rec)
    assert (found["rule"], found["player"]) == ("deck", 1)
    assert found["template"].startswith("{name} ({codes}) is in the deck {times}")


def test_one_card_under_two_codes_is_repeated():
    cards = {**CARDS, "KAME-2": dict(CARDS["KAME"])}
    assert judge(record(["KAME", "KAME-2"]), cards=cards)["violation"]["rule"] == "deck"


def test_dragon_ball_cards_may_repeat():
    """ "(excepto cartas Esfera del Dragón)"."""
    assert judge(record(["DB1", "DB1", "DB1", "DB2", "DB2"]))["legal"] is True


def test_a_card_the_database_does_not_know_is_a_deck_violation():
    found = violation(record(["NOPE"]))
    assert (found["rule"], found["player"], found["params"]["cards"]) == ("deck", 0, ["NOPE"])


def test_players_take_turns_starting_with_first():
    rec = record(first=1)
    rec["turns"] = [turn(1, discard=opening(rec, 1)[:2]), turn(0, discard=opening(rec, 0)[:2])]
    assert judge(rec)["legal"] is True
    found = violation(record(turns=[turn(1)]))
    assert (found["rule"], found["turn"], found["player"]) == ("turn-order", 1, 1)
    assert found["message"] == "turn 1 is player 0's, not player 1's"


def test_each_turn_draws_up_to_seven_and_the_defender_does_not_draw():
    """ "Levantar la cantidad necesaria de cartas para tener 7 en la mano"; "El jugador que se defiende no
    levanta cartas hasta que sea su turno"."""
    defended = attack("ATK70", "DB1", defence={"card": "DEF40", "sphere": "DB2"})
    rec = record(
        ["ATK70", "DB1"],
        ["DEF40", "DB2"],
        [turn(0, defended), turn(1, attack("ATK70", "DB1"))],
        draws1=["ATK70", "DB1"],
    )
    first, second = judge(rec)["turns"]
    assert (first["drawn"], first["cards_after"]["hand"]) == (0, [5, 5])  # the defender is still at 5
    assert second["drawn"] == 2
    assert (second["cards_after"]["hand"], second["cards_after"]["deck"]) == ([5, 5], [33, 31])


def test_the_draws_follow_the_deck_order():
    plans = [[attack("ATK70", "DB1")], IDLE, [attack("KAME", "DB3")]]
    assert judge(scripted(record(["ATK70", "DB1"], draws0=["KAME", "DB3"]), plans))["legal"] is True
    late = scripted(record(["ATK70", "DB1"], draws0=["DB3", "F50", "KAME"]), plans[:2])
    late["turns"].append(turn(0, attack("KAME", "DB3")))
    found = violation(late)
    assert (found["rule"], found["turn"], found["message"]) == ("not-in-hand", 3, "player 0 does not hold KAME")


def test_a_player_who_played_no_card_discards_two():
    """ "Si no bajó ninguna carta en su turno, descartar 2 (quedándose con 5 en la mano)"."""
    rec = record()
    rec["turns"] = [turn(0, discard=opening(rec, 0)[:2])]
    verdict = judge(rec)
    assert verdict["legal"] is True and verdict["turns"][0]["hand_after"] == 5
    found = violation(record(turns=[turn(0)]))
    assert (found["rule"], found["turn"], found["action"]) == ("no-play-discard", 1, None)
    assert found["message"] == "player 0 played no card this turn and discarded 0 cards: discard 2, keeping 5"
    rec["turns"] = [turn(0, discard=opening(rec, 0)[:1])]
    assert rule_of(rec) == "no-play-discard"


def test_a_player_who_played_discards_nothing_more():
    rec = record(["ATK70", "DB1"])
    rec["turns"] = [turn(0, attack("ATK70", "DB1"), discard=opening(rec, 0)[-1:])]
    found = violation(rec)
    assert found["rule"] == "extra-discard"
    assert found["message"] == "player 0 discarded 1 card at the end of the turn; the rules ask for 0 cards"


def test_the_extra_discards_variant_lets_a_player_discard_more_never_less():
    rec = record(["ATK70", "DB1"])
    rec["turns"] = [turn(0, attack("ATK70", "DB1"), discard=opening(rec, 0)[-1:])]
    assert judge(rec, {"extra_discards": True})["legal"] is True
    rec["turns"] = [turn(0, discard=opening(rec, 0)[-1:])]
    assert rule_of(rec, {"extra_discards": True}) == "no-play-discard"


def test_a_discard_must_be_in_hand():
    rec = record()
    rec["turns"] = [turn(0, discard=["DB7", opening(rec, 0)[0]])]
    found = violation(rec)
    assert (found["rule"], found["message"]) == ("not-in-hand", "player 0 does not hold DB7")


def test_never_more_than_seven_in_hand_at_the_end_of_a_turn():
    """ "Un jugador no puede nunca tener más de 7 cartas en su mano al finalizar su turno": a card's text drew
    four, so two must go."""
    actions = [
        {"do": "permanent", "card": "TIME", "sphere": "DB4"},
        {"do": "use_permanent", "card": "TIME", "effect": {"draw": [4, 0]}},
    ]
    rec = record(["TIME", "DB4"], turns=[turn(0, *actions)])
    found = violation(rec)
    assert (found["rule"], found["action"]) == ("hand-limit", None)
    assert found["message"] == "player 0 ends the turn with 9 cards in hand, more than 7"
    rec["turns"][0]["discard"] = rec["decks"][0][7:9]  # two of the cards drawn
    verdict = judge(rec)
    assert verdict["legal"] is True and verdict["turns"][0]["hand_after"] == 7


def test_steps_come_in_order_character_permanent_attacks():
    """ "Paso a paso": 2. a character, 3. a permanent, 4. attacks."""
    hand = ["GOKU", "TIME", "DB4", "ATK70", "DB1"]
    permanent = {"do": "permanent", "card": "TIME", "sphere": "DB4"}
    character = {"do": "character", "card": "GOKU"}
    assert judge(record(hand, turns=[turn(0, character, permanent, attack("ATK70", "DB1"))]))["legal"] is True
    found = violation(record(hand, turns=[turn(0, attack("ATK70", "DB1"), character)]))
    assert (found["rule"], found["action"]) == ("turn-order", 2)
    assert found["params"] == {"action": "character", "step": 2, "previous": 4}
    assert rule_of(record(hand, turns=[turn(0, permanent, character)])) == "turn-order"


def idle_game(turns=36):
    """Both players discard two cards a turn: player 0's deck (33 cards after the opening 7, two drawn a turn
    from turn 3) runs out in the middle of its draw at turn 35."""
    return scripted(record(), [IDLE] * turns)


def test_an_empty_deck_is_replaced_by_the_shuffled_discard_pile():
    """ "Si durante el juego se acaban las cartas de tu mazo principal ... toma la pila de descarte, mézclala
    bien y cámbiala de lugar para que se transforme nuevamente en tu mazo principal"."""
    rec = idle_game()
    assert [t for t, turn in enumerate(rec["turns"], start=1) if turn["actions"]] == [35, 36]
    order = rec["turns"][34]["actions"][0]["order"]
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    turn35 = verdict["turns"][34]
    assert (turn35["drawn"], len(order)) == (2, 34)  # the last card of the deck, then one of the reshuffled pile
    assert turn35["cards_after"]["deck"][0] == len(order) - 1
    assert turn35["cards_after"]["discard"][0] == 2


def test_a_reshuffle_is_the_whole_discard_pile():
    rec = idle_game()
    rec["turns"][34]["actions"][0]["order"].pop()
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"]) == ("draw", 35, 1)
    assert found["template"] == (
        "the reshuffled deck must be player {player}'s discard pile: {missing} missing, {extra} extra"
    )


def test_drawing_from_an_empty_deck_needs_the_reshuffle():
    rec = idle_game()
    rec["turns"][34]["actions"] = []
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"], found["player"]) == ("draw", 35, None, 0)


def test_a_deck_with_cards_is_not_reshuffled():
    found = violation(record(turns=[turn(0, {"do": "reshuffle", "order": []})]))
    assert (found["rule"], found["message"]) == (
        "draw",
        "player 0's deck still holds 33 cards: only an empty deck is replaced by the discard pile",
    )


def knockout(energy=300, turns=7):
    """Player 0 attacks for 90 every turn, player 1 never defends."""
    draws = [code for i in range(1, 10) for code in (f"BIG{i}", "DB7")]
    rec = record(["BIG0", "DB7"], draws0=draws, energy=energy)
    return scripted(rec, [[attack(f"BIG{t // 2}", "DB7")] if t % 2 == 0 else IDLE for t in range(turns)])


def test_the_player_who_takes_all_the_opponents_energy_wins():
    """ "Gana el jugador que logra quitarle todos sus puntos de energía a su adversario"."""
    verdict = judge(knockout())
    assert verdict["legal"] is True
    assert [t["energy_after"][1] for t in verdict["turns"]] == [210, 210, 120, 120, 30, 30, 0]
    assert (verdict["energy"], verdict["winner"], verdict["reason"]) == ([300, 0], 0, "energy")


def test_energy_never_goes_below_zero():
    verdict = judge(knockout(energy=300, turns=7))
    assert min(e for t in verdict["turns"] for e in t["energy_after"]) == 0


def test_nothing_is_played_after_the_end():
    rec = knockout()
    rec["turns"][-1]["actions"].append(attack("F50", "DB7"))
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"]) == ("turn-order", 7, 2)
    assert found["message"] == "the game is over: an energy reached 0"


def test_a_turn_after_the_end_is_refused_but_the_result_stands():
    rec = knockout(turns=8)
    verdict = judge(rec)
    assert (verdict["violation"]["rule"], verdict["violation"]["turn"]) == ("turn-order", 8)
    assert verdict["violation"]["message"] == "the game ended at turn 7: no turn comes after it"
    assert (verdict["legal"], verdict["winner"], verdict["reason"]) == (False, 0, "energy")


def test_the_turn_that_ends_the_game_has_no_end_of_turn_discard():
    rec = knockout()
    rec["turns"][-1]["discard"] = rec["decks"][0][-1:]
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"]) == ("turn-order", 7, None)


def test_both_players_at_zero_is_no_winner():
    """A card's text took both to 0 at once: the seed names no winner then."""
    actions = [
        {"do": "permanent", "card": "TIME", "sphere": "DB4"},
        {"do": "use_permanent", "card": "TIME", "effect": {"energy": [-500, -600]}},
    ]
    verdict = judge(record(["TIME", "DB4"], turns=[turn(0, *actions)]))
    assert (verdict["legal"], verdict["energy"], verdict["winner"]) == (True, [0, 0], None)
    assert verdict["reason"] == "both_zero"


def test_an_unfinished_record_is_legal_with_no_winner():
    verdict = judge(scripted(record(), [IDLE, IDLE]))
    assert (verdict["legal"], verdict["winner"], verdict["reason"]) == (True, None, "unfinished")


def drawn_dry():
    """Turn 1: player 0's Time Chamber draws its whole deck (33 cards); it keeps Solar Flare and 6 more.
    Turn 2: player 1 attacks, and player 0's Solar Flare draws a card from an empty deck."""
    rec = record(["TIME", "DB4", "FLARE"], ["ATK70", "DB1"])
    hand = [code for code in rec["decks"][0] if code not in ("TIME", "DB4")]
    keep = ["FLARE", *[code for code in hand if code != "FLARE"][:6]]
    use = {"do": "use_permanent", "card": "TIME", "effect": {"draw": [33, 0]}}
    first = turn(
        0, {"do": "permanent", "card": "TIME", "sphere": "DB4"}, use, discard=[c for c in hand if c not in keep]
    )
    pile = ["DB4", *first["discard"], "FLARE"]
    flare = {"card": "FLARE", "effect": {"draw": [1, 0]}}
    second = turn(1, attack("ATK70", "DB1", instants=[flare]), {"do": "reshuffle", "player": 0, "order": pile})
    return {**rec, "turns": [first, second]}


def test_a_cards_draw_from_an_empty_deck_takes_the_reshuffle_that_follows_it():
    """A card's text made the defender draw: the defender's reshuffle comes right after the attack, the cards
    the attack used already in the discard pile."""
    verdict = judge(drawn_dry())
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["turns"][1]["cards_after"]["deck"][0] == 32  # 33 reshuffled, 1 drawn
    assert verdict["turns"][1]["cards_after"]["hand"][0] == 7


def test_a_cards_draw_from_an_empty_deck_without_the_reshuffle_is_refused():
    rec = drawn_dry()
    rec["turns"][1]["actions"].pop()
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"], found["player"]) == ("draw", 2, 1, 0)
