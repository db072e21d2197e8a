"""card_facts: what the engine reads from a card's type and attrs, in the seed's own notation."""

import pytest

from games.rules.esferas.cards import (
    CHARACTER,
    COMBAT,
    DRAGON_BALL,
    INSTANT,
    MODIFIER,
    PERMANENT,
    CardFactsError,
    card_facts,
    facts_of,
    parse_bonus,
    parse_points,
)

pytestmark = pytest.mark.smoke


def test_a_combat_card_prints_defence_then_attack():
    """The seed's "carta de ataque 30/50": attack points on the right ("a la derecha")."""
    facts = card_facts("Attack", {"points": "30/50", "sphere": 3}, name="Kamehameha", code="ESF-010")
    assert facts == {"kind": COMBAT, "sphere": 3, "defence": 30, "attack": 50, "character": None, "name": "Kamehameha"}


def test_a_modifier_prints_its_bonus_as_plus_defence_plus_attack():
    """The seed's "carta modificadora +0+30 junto a su respectiva esfera (por ejemplo esfera 5)"."""
    facts = card_facts("Modifier", {"points": "+0+30", "sphere": 5})
    assert (facts["kind"], facts["defence"], facts["attack"], facts["sphere"]) == (MODIFIER, 0, 30, 5)


def test_a_modifier_may_print_its_bonus_in_the_modifier_attribute():
    assert card_facts("Modificadora", {"modifier": "+20+0", "sphere": 1})["defence"] == 20


@pytest.mark.parametrize(
    ("text", "pair"), [("30/50", (30, 50)), (" 0 / 90 ", (0, 90)), ("30-50", None), ("30/", None), (30, None)]
)
def test_points_are_read_as_printed(text, pair):
    assert parse_points(text) == pair


@pytest.mark.parametrize(
    ("text", "pair"),
    [("+0+30", (0, 30)), ("+0/+30", (0, 30)), ("+ 10 + 10", (10, 10)), ("-10+40", (-10, 40)), ("0+30", None)],
)
def test_a_bonus_is_read_with_its_signs(text, pair):
    assert parse_bonus(text) == pair


def test_whole_numbers_in_defence_and_attack_are_read_too():
    """What the CSV columns `defence` and `attack` give today."""
    facts = card_facts("Defence", {"defence": 40, "attack": 20, "sphere": 2})
    assert (facts["defence"], facts["attack"]) == (40, 20)


def test_the_printed_points_and_the_numbers_must_agree():
    with pytest.raises(CardFactsError, match=r"card K: attrs.points and attrs.defence/attrs.attack disagree"):
        card_facts("Attack", {"points": "30/50", "defence": 30, "attack": 60, "sphere": 3}, code="K")


def test_a_combat_card_without_both_numbers_is_refused_naming_the_card_and_field():
    with pytest.raises(CardFactsError, match=r"card ESF-010: attrs.defence is None, not a whole number"):
        card_facts("Attack", {"attack": 80, "sphere": 4}, code="ESF-010")


def test_a_bare_modifier_number_does_not_say_what_it_adds_to():
    """The old demo's `modifier: 30` could be +30 attack or +30 defence: the golden rule says never guess."""
    with pytest.raises(CardFactsError, match=r"attrs.modifier is 30, not a bonus \+defence\+attack such as \+0\+30"):
        card_facts("Modifier", {"modifier": 30, "sphere": 3}, code="ESF-030")


def test_a_card_without_points_asks_for_them():
    with pytest.raises(CardFactsError, match=r"no points; write attrs\.points as defence/attack points such as 30/50"):
        card_facts("Ataque", {"sphere": 1}, code="X")


@pytest.mark.parametrize(
    ("type_name", "kind"),
    [
        ("Dragon Ball", DRAGON_BALL),
        ("Esfera", DRAGON_BALL),
        ("Esfera del Dragón", DRAGON_BALL),
        ("ataque", COMBAT),
        ("Defensa", COMBAT),
        ("Modificadora", MODIFIER),
        ("Instantánea", INSTANT),
        ("PERMANENTE", PERMANENT),
        ("Personaje", CHARACTER),
    ],
)
def test_spanish_type_names_are_the_same_kinds(type_name, kind):
    attrs = {"sphere": 2, "points": "+0+10" if kind == MODIFIER else "10/20"}
    assert card_facts(type_name, attrs, code="X")["kind"] == kind


def test_a_dragon_ball_is_worth_its_number():
    assert card_facts("Esfera del Dragón", {"sphere": 5})["sphere"] == 5


def test_a_character_counts_as_a_sphere_of_its_number_and_is_its_character():
    facts = card_facts("Personaje", {"sphere": 4, "character": "Goku"}, name="Goku, Saiyan")
    assert (facts["kind"], facts["sphere"], facts["character"]) == (CHARACTER, 4, "Goku")


def test_a_character_without_a_character_attribute_is_told_by_its_name():
    assert card_facts("Character", {"number": 2}, name="Vegeta")["character"] == "Vegeta"


def test_an_instant_may_show_no_sphere():
    assert card_facts("Instant", {})["sphere"] is None


@pytest.mark.parametrize("sphere", [0, 8, None, "x", True])
def test_a_card_needing_a_sphere_shows_one_from_1_to_7(sphere):
    with pytest.raises(CardFactsError, match=r"card P: attrs\.sphere is .*, not a sphere 1 to 7"):
        card_facts("Permanent", {"sphere": sphere}, code="P")


def test_an_unknown_type_is_refused():
    with pytest.raises(CardFactsError, match='type "Leader" is not an Esferas card type'):
        card_facts("Leader", {}, code="L")


def test_facts_of_takes_facts_or_a_card_as_the_database_holds_it():
    facts = card_facts("Attack", {"points": "30/50", "sphere": 3}, name="Kamehameha")
    assert facts_of(facts, "K") is facts
    card = {"type": "Ataque", "attrs": {"points": "30/50", "sphere": 3}, "name": "Kamehameha"}
    assert facts_of(card, "K") == {**facts, "name": "Kamehameha"}


@pytest.mark.parametrize(
    "value",
    [
        "Attack",
        {"kind": "combat"},
        {"kind": "leader", "sphere": 1, "defence": 0, "attack": 0, "character": None, "name": "x"},
        {"kind": "combat", "sphere": 9, "defence": 0, "attack": 0, "character": None, "name": "x"},
        {"kind": "combat", "sphere": 1, "defence": "30", "attack": 0, "character": None, "name": "x"},
    ],
)
def test_facts_handed_in_are_held_to_the_same_shape(value):
    with pytest.raises(CardFactsError, match=r"^card K: "):
        facts_of(value, "K")


def test_a_card_facts_error_is_a_template_with_parameters():
    with pytest.raises(CardFactsError) as caught:
        card_facts("Attack", {"points": "nope", "sphere": 1}, code="K")
    assert caught.value.template == "card {card}: attrs.{field} is {value}, not {shape}"
    assert caught.value.params["card"] == "K"


def test_a_character_is_somebody():
    with pytest.raises(CardFactsError, match=r"^card C: attrs\.character is 7, not a character's name$"):
        card_facts("Character", {"sphere": 1, "character": 7}, code="C")
