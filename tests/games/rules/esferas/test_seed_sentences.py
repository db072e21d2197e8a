"""Issue 31, the Esferas findings: each a small case from the seed's sentence, with the rule's id and the
sentence the verdict cites as its source."""

import pytest

from games.rules.esferas.cards import stored_attrs
from tests.games.rules.esferas.helpers import attack, judge, opening, record, scripted, turn, violation

pytestmark = pytest.mark.smoke

GOKU = {"do": "character", "card": "GOKU"}
SENZU = {"card": "SENZU", "effect": {"energy": [0, 20]}}


# "PERMANENTES": "Para bajarla debes hacerlo junto con la esfera correspondiente, dicha esfera se descarta"


def test_a_turned_character_does_not_pay_for_a_permanent():
    rec = scripted(record(["GOKU", "TIME"]), [[GOKU], [], [{"do": "permanent", "card": "TIME", "character": "GOKU"}]])
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"], found["player"]) == ("permanent", 3, 1, 0)
    assert found["message"] == (
        "TIME comes down with its sphere from hand, which is discarded: a character turned on the table (GOKU) "
        "does not pay for a permanent"
    )
    assert "dicha esfera se descarta" in found["source"]
    assert found["source"].startswith("Esferas rules (dragonball-esferas-rules.es.txt), PERMANENTES:")
    assert judge(rec)["turns"][-1]["table_after"]["turned"] == [[], []]  # Goku was not turned


def test_a_permanents_sphere_from_hand_is_discarded_a_character_card_from_hand_too():
    """A character card from hand is a common sphere ("pueden ser utilizadas como cartas de esfera común"):
    it is discarded with what it paid for, so it pays for a permanent."""
    for sphere in ("DB4", "GOKU"):
        permanent = {"do": "permanent", "card": "TIME", "sphere": sphere}
        verdict = judge(record(["TIME", sphere], turns=[turn(0, permanent)]))
        assert verdict["legal"] is True, verdict["violation"]
        assert verdict["turns"][0]["cards_after"]["discard"] == [1, 0]
        assert verdict["turns"][0]["table_after"]["permanents"] == ["TIME", None]


# "INSTANTÁNEAS": "Puedes utilizar estas cartas durante el turno de tu adversario (cuando tú defiendes)"


def test_the_defender_plays_an_instant_during_the_opponents_turn_outside_an_attack():
    """ "El jugador que se defiende ... solo puede defenderse ... También puede usar instantáneas": the
    defending player is the one whose turn it is not, all turn long."""
    rec = record(hand1=["SENZU"])
    rec["turns"] = [turn(0, {"do": "instant", "player": 1, **SENZU}, discard=opening(rec, 0)[:2])]
    verdict = judge(rec)
    assert verdict["legal"] is True, verdict["violation"]
    assert verdict["energy"] == [500, 520]
    assert verdict["turns"][0]["cards_after"]["hand"] == [5, 6]
    assert verdict["turns"][0]["cards_after"]["discard"] == [2, 1]


def test_the_defenders_instant_does_not_count_as_the_turn_players_card():
    """ "Si no bajó ninguna carta en su turno, descartar 2": the turn player played nothing."""
    rec = record(hand1=["SENZU"], turns=[turn(0, {"do": "instant", "player": 1, **SENZU})])
    assert violation(rec)["rule"] == "no-play-discard"


def test_an_instant_is_played_while_defending_inside_an_attack():
    rec = record(["ATK70", "DB1"], ["SENZU"], [turn(0, attack("ATK70", "DB1", instants=[SENZU]))])
    verdict = judge(rec)
    assert verdict["legal"] is True and verdict["energy"] == [500, 450]


def test_the_turn_player_never_plays_an_instant_on_their_own_turn():
    for action in ({"do": "instant", **SENZU}, {"do": "instant", "player": 0, **SENZU}):
        found = violation(record(["SENZU"], turns=[turn(0, action)]))
        assert (found["rule"], found["player"], found["action"]) == ("instant", 0, 1)
        assert "(cuando tú defiendes)" in found["source"]


def test_the_defenders_instant_comes_from_the_defenders_hand():
    found = violation(record(["SENZU"], turns=[turn(0, {"do": "instant", "player": 1, **SENZU})]))
    assert (found["rule"], found["player"], found["message"]) == ("not-in-hand", 1, "player 1 does not hold SENZU")


# "PASO A PASO": "Si no bajó ninguna carta en su turno, descartar 2 (quedándose con 5 en la mano)"


@pytest.mark.parametrize(
    ("hand", "actions", "discarded"),
    [
        (["ATK70", "DB1"], [attack("ATK70", "DB1")], 1),  # played a card: nothing to discard
        ([], [], 3),  # played nothing: exactly 2
    ],
)
def test_discarding_more_than_the_rules_ask_is_its_own_rule(hand, actions, discarded):
    rec = record(hand)
    rec["turns"] = [turn(0, *actions, discard=opening(rec, 0)[-discarded:])]
    found = violation(rec)
    assert (found["rule"], found["turn"], found["action"]) == ("extra-discard", 1, None)
    assert "descartar 2" in found["source"]
    assert judge(rec, {"extra_discards": True})["legal"] is True


# "CARTAS MODIFICADORAS": "puedes bajar una carta modificadora +0+30 junto a su respectiva esfera"


def test_a_modifier_keeps_its_printed_numbers_where_the_card_stats_read_them():
    from games.rules.esferas.catalogue import CARD_STATS

    attrs = stored_attrs("Modifier", {"points": "+0+30", "sphere": 5}, name="Power Surge")
    assert attrs == {"points": "+0+30", "modifier": "+0+30", "sphere": 5}
    assert "modifier" in CARD_STATS
    assert stored_attrs("Modificadora", {"modifier": "-10/+40", "sphere": 2})["modifier"] == "-10+40"
