"""Attacking, defending and modifiers, from the seed's sentences ("Atacando", "Defendiendo", "Cartas
modificadoras") and its worked numbers."""

import pytest

from tests.games.rules.esferas.helpers import attack, judge, record, rule_of, turn, violation

pytestmark = pytest.mark.smoke


def one_attack(action, hand0, hand1=(), **kwargs):
    return judge(record(hand0, hand1, [turn(0, action)], **kwargs))


def test_an_undefended_attack_costs_its_attack_points():
    """ "Si tu adversario no se defiende con otra carta, esos puntos se descuentan de su energía"."""
    verdict = one_attack(attack("ATK70", "DB1"), ["ATK70", "DB1"])
    assert verdict["legal"] is True
    assert verdict["turns"][0]["attacks"] == [
        {"kind": "attack", "card": "ATK70", "attack": 70, "defence_card": None, "defence": 0, "damage": 70}
    ]
    assert verdict["energy"] == [500, 430]


def test_70_against_40_costs_30():
    """ "si tu adversario baja una carta de 70 puntos de ataque y tu bajas una de 40 puntos de defensa, debes
    descontar de tu energía un total de 30 puntos (70-40=30)"."""
    action = attack("ATK70", "DB1", defence={"card": "DEF40", "sphere": "DB2"})
    verdict = one_attack(action, ["ATK70", "DB1"], ["DEF40", "DB2"])
    assert verdict["turns"][0]["attacks"][0]["damage"] == 30
    assert verdict["energy"] == [500, 470]


def test_30_50_with_plus_0_plus_30_attacks_for_80_with_four_cards():
    """ "bajas una carta de ataque 30/50 junto a su respectiva esfera (por ejemplo esfera 3) ... una carta
    modificadora +0+30 junto a su respectiva esfera (por ejemplo esfera 5) realizando así un ataque compuesto
    30/80 y habiendo bajado en total 4 cartas"."""
    action = attack("KAME", "DB3", modifier="MOD30", modifier_sphere="DB5")
    verdict = one_attack(action, ["KAME", "DB3", "MOD30", "DB5"])
    entry = verdict["turns"][0]["attacks"][0]
    assert (entry["attack"], entry["damage"]) == (80, 80)
    assert verdict["turns"][0]["cards_after"]["discard"] == [4, 0]  # all four discarded
    assert verdict["turns"][0]["hand_after"] == 3


def test_surplus_defence_does_not_hurt_the_attacker():
    """ "Si al defender los puntos de defensa son mayores que los de ataque del adversario, la diferencia 'no'
    se descuenta de la energía del oponente"."""
    action = attack(
        "KAME", "DB3", defence={"card": "DEF40", "sphere": "DB2", "modifier": "GUARD", "modifier_sphere": "DB6"}
    )
    verdict = one_attack(action, ["KAME", "DB3"], ["DEF40", "DB2", "GUARD", "DB6"])
    entry = verdict["turns"][0]["attacks"][0]
    assert (entry["attack"], entry["defence"], entry["damage"]) == (50, 60, 0)
    assert verdict["energy"] == [500, 500]


def test_a_defence_modifier_adds_its_defence_number():
    action = attack(
        "ATK70", "DB1", defence={"card": "DEF40", "sphere": "DB2", "modifier": "GUARD", "modifier_sphere": "DB6"}
    )
    verdict = one_attack(action, ["ATK70", "DB1"], ["DEF40", "DB2", "GUARD", "DB6"])
    assert verdict["turns"][0]["attacks"][0]["defence"] == 60
    assert verdict["energy"] == [500, 490]


def test_a_card_defends_with_its_defence_points_and_attacks_with_its_attack_points():
    """One card shows both numbers: KAME (30/50) defends for 30 and DEF40 (40/20) attacks for 20."""
    action = attack("DEF40", "DB2", defence={"card": "KAME", "sphere": "DB3"})
    verdict = one_attack(action, ["DEF40", "DB2"], ["KAME", "DB3"])
    entry = verdict["turns"][0]["attacks"][0]
    assert (entry["attack"], entry["defence"], entry["damage"]) == (20, 30, 0)


def test_an_attack_and_its_sphere_go_to_the_discard_pile():
    """ "Cada vez que un ataque es realizado, ese ataque junto con la esfera correspondiente van a parar a la
    pila de descarte"; the defence too ("Luego de realizada la defensa, la carta junto a la esfera ... descartadas")."""
    action = attack("ATK70", "DB1", defence={"card": "DEF40", "sphere": "DB2"})
    verdict = one_attack(action, ["ATK70", "DB1"], ["DEF40", "DB2"])
    assert verdict["turns"][0]["cards_after"]["discard"] == [2, 2]
    assert verdict["turns"][0]["cards_after"]["hand"] == [5, 5]


def test_as_many_attacks_as_you_want_or_can():
    """ "Realizar ataques. Tantos como quiera o pueda"."""
    rec = record(["ATK70", "DB1", "KAME", "DB3"], [], [turn(0, attack("ATK70", "DB1"), attack("KAME", "DB3"))])
    verdict = judge(rec)
    assert [a["damage"] for a in verdict["turns"][0]["attacks"]] == [70, 50]
    assert verdict["energy"] == [500, 380]


def test_an_attack_needs_the_sphere_it_shows():
    """ "si en la carta de ataque hay una esfera 5, para poder realizar el ataque debes bajarla junto a una carta
    de esfera 5"."""
    found = violation(record(["ATK70", "DB2"], [], [turn(0, attack("ATK70", "DB2"))]))
    assert (found["rule"], found["turn"], found["action"], found["player"]) == ("sphere", 1, 1, 0)
    assert found["message"] == "DB2 is sphere 2: ATK70 needs sphere 1"


def test_an_attack_without_a_sphere_is_refused():
    found = violation(record(["ATK70", "DB1"], [], [turn(0, attack("ATK70"))]))
    assert found["rule"] == "sphere"
    assert found["message"] == ("ATK70 needs sphere 1: a sphere card from hand or a character turned on the table")


def test_only_a_sphere_card_pays_for_a_sphere():
    assert rule_of(record(["ATK70", "KAME"], [], [turn(0, attack("ATK70", "KAME"))])) == "sphere"


def test_a_character_card_from_hand_is_a_common_sphere_and_is_discarded():
    """ "Estas cartas pueden ser utilizadas como cartas de esfera común"."""
    verdict = judge(record(["TIME", "GOKU"], [], [turn(0, {"do": "permanent", "card": "TIME", "sphere": "GOKU"})]))
    assert verdict["legal"] is True
    assert verdict["turns"][0]["cards_after"]["discard"] == [1, 0]


def test_a_defence_needs_its_sphere_too():
    """ "Para defenderte de un ataque debes hacer lo mismo que para atacar"."""
    action = attack("ATK70", "DB1", defence={"card": "DEF40", "sphere": "DB3"})
    found = violation(record(["ATK70", "DB1"], ["DEF40", "DB3"], [turn(0, action)]))
    assert (found["rule"], found["player"], found["action"]) == ("sphere", 1, 1)


def test_a_modifier_needs_its_own_sphere():
    action = attack("KAME", "DB3", modifier="MOD30", modifier_sphere="DB3")
    assert rule_of(record(["KAME", "DB3", "DB3", "MOD30"], [], [turn(0, action)])) == "sphere"
    no_sphere = attack("KAME", "DB3", modifier="MOD30")
    assert rule_of(record(["KAME", "DB3", "MOD30", "DB5"], [], [turn(0, no_sphere)])) == "sphere"


def test_one_modifier_per_attack_card():
    """ "solo puedes usar una carta modificadora por cada carta de defensa/ataque"."""
    action = attack("KAME", "DB3", modifier=["MOD30", "GUARD"], modifier_sphere="DB5")
    found = violation(record(["KAME", "DB3", "MOD30", "DB5", "GUARD", "DB6"], [], [turn(0, action)]))
    assert found["rule"] == "one-modifier"
    assert found["message"] == "KAME has 2 modifiers: one modifier per attack or defence card"


def test_one_modifier_per_defence_card():
    defence = {"card": "DEF40", "sphere": "DB2", "modifier": ["GUARD", "MOD30"], "modifier_sphere": "DB6"}
    action = attack("ATK70", "DB1", defence=defence)
    found = violation(record(["ATK70", "DB1"], ["DEF40", "DB2", "GUARD", "DB6", "MOD30"], [turn(0, action)]))
    assert (found["rule"], found["player"]) == ("one-modifier", 1)


def test_a_modifier_list_of_one_is_one_modifier():
    action = attack("KAME", "DB3", modifier=["MOD30"], modifier_sphere="DB5")
    assert one_attack(action, ["KAME", "DB3", "MOD30", "DB5"])["energy"] == [500, 420]


def test_an_attack_card_not_in_hand_is_refused():
    found = violation(record(["DB1"], [], [turn(0, attack("ATK70", "DB1"))]))
    assert (found["rule"], found["message"]) == ("not-in-hand", "player 0 does not hold ATK70")


def test_one_sphere_card_pays_once():
    action = attack("KAME", "DB3", modifier="MOD30", modifier_sphere="DB3")
    found = violation(record(["KAME", "DB3", "MOD30"], [], [turn(0, action)]))
    assert (found["rule"], found["message"]) == ("not-in-hand", "player 0 does not hold DB3")


@pytest.mark.parametrize(
    ("action", "hand"),
    [
        (attack("DB1", "DB1"), ["DB1", "DB1"]),
        (attack("MOD30", "DB5"), ["MOD30", "DB5"]),
        (attack("KAME", "DB3", modifier="ATK70", modifier_sphere="DB1"), ["KAME", "DB3", "ATK70", "DB1"]),
    ],
)
def test_only_a_combat_card_attacks_and_only_a_modifier_modifies(action, hand):
    assert rule_of(record(hand, [], [turn(0, action)])) == "card-kind"


def test_a_violation_mid_attack_puts_its_cards_back():
    """The replay stops at the first illegal action; the cards it had taken are still where they were."""
    action = attack("KAME", "DB3", modifier="MOD30", modifier_sphere="DB1")
    verdict = judge(record(["KAME", "DB3", "MOD30", "DB1"], [], [turn(0, action)]))
    assert verdict["violation"]["rule"] == "sphere"
    assert verdict["turns"][0]["cards_after"]["hand"] == [7, 7]
    assert verdict["turns"][0]["cards_after"]["discard"] == [0, 0]
    assert verdict["turns"][0]["attacks"] == []
