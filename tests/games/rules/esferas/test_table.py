"""What stays on the table and what comes from the side: characters, permanents, instants and the seven
Dragon Balls ("Personajes", "Permanentes", "Instantáneas", "Ataque de las esferas del dragón", "Regla de oro")."""

import pytest

from tests.games.rules.esferas.helpers import attack, judge, record, rule_of, scripted, turn, violation

pytestmark = pytest.mark.smoke

IDLE = []
GOKU = {"do": "character", "card": "GOKU"}
TIME = {"do": "permanent", "card": "TIME", "sphere": "DB4"}
DRAGON_BALLS = {"do": "dragon_balls", "cards": [f"DB{n}" for n in range(1, 8)]}


def use(card="TIME", **effect):
    return {"do": "use_permanent", "card": card, "effect": effect}


def table(verdict, t=-1):
    return verdict["turns"][t]["table_after"]


# Characters


def test_a_character_stays_on_the_table_upright():
    """ "Luego de bajar una de estas cartas puedes dejarla en la mesa de forma permanente"."""
    verdict = judge(record(["GOKU"], turns=[turn(0, GOKU)]))
    assert verdict["legal"] is True
    assert table(verdict) == {"characters": [["GOKU"], []], "permanents": [None, None], "turned": [[], []]}
    assert verdict["turns"][0]["cards_after"]["table"] == [1, 0]


def test_one_character_per_turn():
    """ "solo puedes bajar una por turno"."""
    found = violation(record(["GOKU", "VEGETA"], turns=[turn(0, GOKU, {"do": "character", "card": "VEGETA"})]))
    assert (found["rule"], found["action"], found["message"]) == (
        "character",
        2,
        "one character comes down per turn; VEGETA is a second",
    )


def test_a_character_is_not_used_the_turn_it_comes_down():
    """ "No puedes usar esta carta en el mismo turno en que la bajas"."""
    found = violation(record(["GOKU", "ATK4"], turns=[turn(0, GOKU, attack("ATK4", character="GOKU"))]))
    assert (found["rule"], found["action"]) == ("character", 2)
    assert found["message"] == "GOKU came down this turn: a character is used from the next turn on"


def character_then(actions, hand=("GOKU", "TIME", "KAME", "DB3"), draws0=()):
    """Goku comes down at turn 1; turn 3 plays `actions`."""
    return scripted(record(list(hand), draws0=list(draws0)), [[GOKU], IDLE, actions])


def test_a_character_pays_as_a_permanent_sphere_and_stays_turned():
    """ "cada vez que quieras usarla solo debes girarla ... (las cartas de personajes siguen en juego)"."""
    verdict = judge(character_then([attack("ATK4", character="GOKU")], hand=("GOKU", "ATK4")))
    assert verdict["legal"] is True, verdict["violation"]
    assert table(verdict)["characters"][0] == ["GOKU"]
    assert table(verdict)["turned"][0] == ["GOKU"]
    assert verdict["turns"][-1]["cards_after"]["discard"][0] == 1  # the attack card; Goku is not discarded


def test_a_turned_character_is_not_used_again_until_upright():
    """ "no podrá ser utilizada de nuevo hasta que se encuentre derecha"."""
    twice = attack("KAME", character="GOKU")
    found = violation(character_then([attack("ATK4", character="GOKU"), twice], hand=("GOKU", "ATK4", "KAME")))
    assert (found["rule"], found["action"]) == ("character", 2)
    assert found["message"] == "GOKU is turned: it is upright again at its owner's next turn"


def test_a_character_is_upright_again_at_its_owners_next_turn():
    """ "Para enderezarla debes esperar a tu próximo turno, al principio de tu turno podrás enderezarla"."""
    plans = [[GOKU], IDLE, [attack("FIST4", character="GOKU")], IDLE, [attack("ATK4", character="GOKU")]]
    verdict = judge(scripted(record(["GOKU", "FIST4", "ATK4"]), plans))
    assert verdict["legal"] is True, verdict["violation"]
    assert table(verdict, 3)["turned"][0] == ["GOKU"]  # turned all through turn 4
    assert table(verdict, 4)["turned"][0] == ["GOKU"]  # upright at turn 5, turned again to attack
    assert verdict["turns"][4]["attacks"][0]["damage"] == 40


def test_the_defender_uses_its_characters_to_defend_and_they_stay_turned():
    """ "El jugador que se defiende no ... endereza sus permanentes": a character turned to defend is upright
    again only at its owner's next turn."""
    rec = record(["ATK70", "DB1", "KAME", "DB3"], ["VEGETA", "DEF40"], first=1)
    defended = attack("ATK70", "DB1", defence={"card": "DEF40", "character": "VEGETA"})
    rec["turns"] = [turn(1, {"do": "character", "card": "VEGETA"}), turn(0, defended)]
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    assert table(verdict)["turned"][1] == ["VEGETA"]
    rec["turns"][-1]["actions"].append(attack("KAME", "DB3", defence={"card": "DEF30", "character": "VEGETA"}))
    rec["decks"][1][2] = "DEF30"
    found = violation(rec)
    assert (found["rule"], found["player"], found["action"]) == ("character", 1, 2)


def test_no_character_twice_on_the_table_either_player():
    """ "si bajas una carta de personaje de Goku, ni tú ni tu adversario podrán bajar otra carta de Personaje
    del mismo personaje (Goku)"."""
    rec = record(["GOKU"], ["GOKU-SSJ"], [turn(0, GOKU), turn(1, {"do": "character", "card": "GOKU-SSJ"})])
    found = violation(rec)
    assert (found["rule"], found["turn"], found["player"]) == ("character", 2, 1)
    assert found["message"] == "Goku is already on the table (player 0): no character twice, either player"


def test_at_most_seven_characters_on_the_table():
    """ "El máximo de cartas de Personajes que puedes tener en la mesa es de 7"."""
    fighters = [f"C{i}" for i in range(8)]
    plans = []
    for code in fighters:
        plans += [[{"do": "character", "card": code}], IDLE]
    rec = scripted(record(fighters[:1], draws0=fighters[1:]), plans[:-1])
    found = violation(rec)
    assert (found["rule"], found["turn"]) == ("character", 15)
    assert found["message"] == "player 0 has 7 characters on the table, the most there may be"


def test_a_character_leaves_the_table_only_at_the_end_of_its_owners_turn_and_upright():
    """ "Si quieres descartar una de estas cartas debes hacerlo al final de tu turno y la misma debe estar
    derecha"."""
    leave = {"do": "discard_permanent", "card": "GOKU"}
    legal = judge(character_then([attack("KAME", "DB3"), leave]))
    assert legal["legal"] is True and table(legal)["characters"][0] == []
    found = violation(character_then([leave, attack("KAME", "DB3")]))
    assert (found["rule"], found["action"]) == ("character", 1)
    turned = violation(character_then([attack("ATK4", character="GOKU"), leave], hand=("GOKU", "ATK4")))
    assert (turned["rule"], turned["message"]) == (
        "character",
        "GOKU is turned: only an upright card is discarded from the table",
    )


# Permanents


def test_a_permanent_comes_down_with_its_sphere_which_is_discarded():
    """ "Para bajarla debes hacerlo junto con la esfera correspondiente, dicha esfera se descarta y la carta
    permanente queda en la mesa"."""
    verdict = judge(record(["TIME", "DB4"], turns=[turn(0, TIME)]))
    assert verdict["legal"] is True
    assert table(verdict)["permanents"] == ["TIME", None]
    assert table(verdict)["turned"] == [[], []]
    assert verdict["turns"][0]["cards_after"]["discard"] == [1, 0]
    assert rule_of(record(["TIME", "DB3"], turns=[turn(0, {**TIME, "sphere": "DB3"})])) == "sphere"


def test_only_one_permanent_in_play():
    """ "Solo puedes tener una carta permanente en juego"."""
    second = {"do": "permanent", "card": "LOOKOUT", "sphere": "DB1"}
    found = violation(record(["TIME", "DB4", "LOOKOUT", "DB1"], turns=[turn(0, TIME, second)]))
    assert (found["rule"], found["message"]) == (
        "permanent",
        "player 0 already has TIME in play: only one permanent at a time",
    )


def test_a_permanent_is_used_the_turn_it_comes_down_by_turning_it():
    """ "Puedes usarla en el mismo turno que la bajas ... solo deberás girarla para que cause el efecto
    correspondiente sin necesidad de utilizar ninguna esfera"; the golden rule: its text is applied as declared."""
    verdict = judge(record(["TIME", "DB4"], turns=[turn(0, TIME, use(energy=[15, -40]))]))
    assert verdict["legal"] is True
    assert verdict["energy"] == [515, 460]
    assert table(verdict)["permanents"][0] == "TIME"
    assert table(verdict)["turned"][0] == ["TIME"]


def test_a_turned_permanent_is_not_used_again_that_turn():
    found = violation(record(["TIME", "DB4"], turns=[turn(0, TIME, use(), use())]))
    assert (found["rule"], found["action"]) == ("permanent", 3)


def test_a_permanent_is_upright_again_at_its_owners_next_turn():
    rec = scripted(record(["TIME", "DB4", "ATK70", "DB1"]), [[TIME, use()], IDLE, [use(), attack("ATK70", "DB1")]])
    assert judge(rec)["legal"] is True


def test_only_your_own_permanent_in_play_is_used():
    found = violation(record(["TIME", "DB4"], turns=[turn(0, use())]))
    assert (found["rule"], found["message"]) == ("permanent", "TIME is not player 0's permanent in play")


def test_a_permanent_is_discarded_only_at_the_end_of_the_turn_and_upright():
    """ "Si quieres descartar una carta permanente debes hacerlo al final de tu turno y esta debe estar derecha";
    "Descartar, si lo desea, una carta permanentes que no haya utilizado en este turno"."""
    leave = {"do": "discard_permanent", "card": "TIME"}
    legal = judge(record(["TIME", "DB4", "ATK70", "DB1"], turns=[turn(0, TIME, attack("ATK70", "DB1"), leave)]))
    assert legal["legal"] is True
    assert table(legal)["permanents"] == [None, None]
    assert legal["turns"][0]["cards_after"]["discard"] == [4, 0]
    early = violation(record(["TIME", "DB4", "ATK70", "DB1"], turns=[turn(0, TIME, leave, attack("ATK70", "DB1"))]))
    assert (early["rule"], early["action"]) == ("permanent", 2)
    used = violation(record(["TIME", "DB4"], turns=[turn(0, TIME, use(), leave)]))
    assert (used["rule"], used["action"]) == ("permanent", 3)
    assert rule_of(record(["TIME", "DB4"], turns=[turn(0, {"do": "discard_permanent", "card": "TIME"})])) == "permanent"


def test_a_card_played_from_the_wrong_kind_is_refused():
    assert rule_of(record(["KAME"], turns=[turn(0, {"do": "character", "card": "KAME"})])) == "card-kind"
    assert rule_of(record(["GOKU", "DB3"], turns=[turn(0, {"do": "permanent", "card": "GOKU", "sphere": "DB3"})])) == (
        "card-kind"
    )


# Instants


def flare(**more):
    return {"card": "FLARE", "effect": {"energy": [0, 30]}, **more}


def test_an_instant_is_played_while_defending():
    """ "Puedes utilizar estas cartas durante el turno de tu adversario (cuando tú defiendes) para distintas
    cosas, dependiendo del texto de la carta"."""
    verdict = judge(record(["ATK70", "DB1"], ["FLARE"], [turn(0, attack("ATK70", "DB1", instants=[flare()]))]))
    assert verdict["legal"] is True
    assert verdict["energy"] == [500, 460]  # 70 damage, 30 back by the card's text
    assert verdict["turns"][0]["cards_after"]["discard"] == [2, 1]


def test_an_instant_is_not_played_on_your_own_turn():
    found = violation(record(["FLARE"], turns=[turn(0, {"do": "instant", "card": "FLARE", "effect": {}})]))
    assert (found["rule"], found["message"]) == (
        "instant",
        "FLARE is an instant: it is played on the opponent's turn, while defending",
    )


def test_an_instant_needs_no_sphere_unless_the_table_plays_so():
    rec = record(["ATK70", "DB1"], ["FLARE", "DB6"], [turn(0, attack("ATK70", "DB1", instants=[flare()]))])
    assert judge(rec)["legal"] is True
    found = violation(rec, {"instant_sphere": True})
    assert (found["rule"], found["player"]) == ("sphere", 1)
    rec["turns"][0]["actions"][0]["instants"] = [flare(sphere="DB6")]
    assert judge(rec, {"instant_sphere": True})["legal"] is True
    assert judge(rec)["turns"][0]["cards_after"]["discard"] == [2, 2]  # a sphere paid by its text is discarded


def test_an_instant_showing_no_sphere_takes_none():
    senzu = {"card": "SENZU", "sphere": "DB6", "effect": {}}
    rec = record(["ATK70", "DB1"], ["SENZU", "DB6"], [turn(0, attack("ATK70", "DB1", instants=[senzu]))])
    assert rule_of(rec) == "sphere"
    del senzu["sphere"]
    assert judge(rec, {"instant_sphere": True})["legal"] is True


def test_an_instant_is_an_instant_from_the_defenders_hand():
    rec = record(["ATK70", "DB1", "FLARE"], [], [turn(0, attack("ATK70", "DB1", instants=[flare()]))])
    found = violation(rec)
    assert (found["rule"], found["player"]) == ("not-in-hand", 1)
    rec = record(
        ["ATK70", "DB1"], ["KAME"], [turn(0, attack("ATK70", "DB1", instants=[{"card": "KAME", "effect": {}}]))]
    )
    assert rule_of(rec) == "card-kind"


def test_an_instants_draw_comes_from_the_defenders_deck():
    """The golden rule: a card's text is applied as declared; the cards drawn follow the deck."""
    drawing = {"card": "FLARE", "effect": {"draw": [0, 2]}}
    rec = record(["ATK70", "DB1"], ["FLARE"], [turn(0, attack("ATK70", "DB1", instants=[drawing]))])
    verdict = judge(rec)
    assert verdict["turns"][0]["cards_after"]["hand"] == [5, 8]
    assert verdict["turns"][0]["cards_after"]["deck"] == [33, 31]


# The seven Dragon Balls


def test_the_seven_dragon_balls_take_100_and_give_100():
    """ "Si logras reunir en tu mano las 7 esferas del Dragón, al bajarlas generas automáticamente en tu
    adversario 100 puntos de daño, los cuales se suman a tu contador de energía"."""
    verdict = judge(record([f"DB{n}" for n in range(1, 8)], turns=[turn(0, DRAGON_BALLS)]))
    assert verdict["legal"] is True
    assert verdict["energy"] == [600, 400]
    assert verdict["turns"][0]["attacks"] == [
        {"kind": "dragon_balls", "card": None, "attack": 100, "defence_card": None, "defence": 0, "damage": 100}
    ]
    assert verdict["turns"][0]["cards_after"]["discard"] == [7, 0]


def test_the_dragon_balls_are_all_seven_together():
    six = {"do": "dragon_balls", "cards": [f"DB{n}" for n in range(1, 7)]}
    found = violation(record([f"DB{n}" for n in range(1, 8)], turns=[turn(0, six)]))
    assert (found["rule"], found["params"]["cards"]) == ("dragon-balls", [f"DB{n}" for n in range(1, 7)])
    twice = {"do": "dragon_balls", "cards": ["DB1", "DB1", "DB2", "DB3", "DB4", "DB5", "DB6"]}
    assert rule_of(record(["DB1", "DB1", "DB2", "DB3", "DB4", "DB5", "DB6"], turns=[turn(0, twice)])) == "dragon-balls"


def test_a_character_is_not_a_dragon_ball():
    cards = ["DB1", "DB2", "DB3", "GOKU", "DB5", "DB6", "DB7"]
    assert rule_of(record(cards, turns=[turn(0, {"do": "dragon_balls", "cards": cards})])) == "dragon-balls"
