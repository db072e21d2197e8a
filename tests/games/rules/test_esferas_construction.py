"""Esferas construction: at least 40 cards, no repeats except Dragon Ball sphere cards."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.rules.esferas.construction import DEFAULT_LIMITS, OTHER, SPHERE, validate, zone_of

from .cards import codes, esferas, fmt

pytestmark = pytest.mark.smoke
STANDARD = fmt(DEFAULT_LIMITS)


def cards(n, start=0):
    return [esferas(f"ESF-{start + i:03d}") for i in range(n)]


@pytest.mark.parametrize(("n", "legal"), [(39, False), (40, True), (200, True)])
def test_at_least_forty_cards(n, legal):
    assert (validate({"main": cards(n)}, STANDARD) == []) is legal


def test_no_repeated_card():
    kame = esferas("ESF-900", "Kamehameha")
    problems = validate({"main": [kame, kame, *cards(40)]}, STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and "Kamehameha" in problems[0].message


def test_dragon_ball_sphere_cards_may_repeat():
    sphere = esferas("ESF-001", "Dragon Ball 1", "Dragon Ball", sphere=1)
    assert validate({"main": [sphere] * 6 + cards(40)}, STANDARD) == []


def test_a_card_showing_a_sphere_is_not_a_sphere_card():
    attack = esferas("ESF-010", "Kamehameha", "Attack", sphere=4)
    assert codes(validate({"main": [attack, attack, *cards(40)]}, STANDARD)) == ["COPY_LIMIT"]


def test_a_second_section_is_wrong():
    assert codes(validate({"main": cards(40), "side": cards(1)}, STANDARD)) == ["WRONG_SECTION"]


SPHERES = [esferas(f"ESF-S{n}", f"Dragon Ball {n}", "Dragon Ball", sphere=n) for n in range(1, 8)]
OTHERS = [esferas(f"ESF-A{n}", f"Attack {n}", "Attack", sphere=n) for n in range(1, 8)]


@given(st.lists(st.integers(0, 6), max_size=30), st.lists(st.integers(0, 6), max_size=10))
def test_only_repeated_non_sphere_cards_are_reported(sphere_picks, other_picks):
    deck = [SPHERES[i] for i in sphere_picks] + [OTHERS[i] for i in other_picks] + cards(40)
    reported = {c for p in validate({"main": deck}, STANDARD) if p.code == "COPY_LIMIT" for c in p.cards}
    assert reported == {OTHERS[i].code for i in set(other_picks) if other_picks.count(i) > 1}


@pytest.mark.parametrize(
    "type_name",
    ["Dragon Ball", "dragonball", "Esfera", "ESFERA", "Esfera del Dragón", "esfera del dragon", "Esferas del Dragón"],
)
def test_sphere_cards_are_known_by_their_english_and_spanish_type_names(type_name):
    assert zone_of(type_name, {}) == SPHERE


@pytest.mark.parametrize(
    "type_name", ["Ataque", "Defensa", "Modificadora", "Instantánea", "instantanea", "Permanente", "Personaje"]
)
def test_the_other_spanish_types_are_not_sphere_cards(type_name):
    assert zone_of(type_name, {}) == OTHER


def test_spanish_sphere_cards_may_repeat():
    sphere = esferas("ESF-001", "Esfera 1", "Esfera del Dragón", sphere=1)
    assert validate({"main": [sphere] * 3 + cards(40)}, STANDARD) == []


def test_the_same_card_under_two_codes_is_one_card():
    first, second = esferas("ESF-900", "Kamehameha"), esferas("ESF-950", "KAMEHAMEHA ")
    problems = validate({"main": [first, second, *cards(40)]}, STANDARD)
    assert codes(problems) == ["COPY_LIMIT"] and set(problems[0].cards) == {"ESF-900", "ESF-950"}
    assert "2 times" in problems[0].message


def test_sphere_cards_under_two_codes_still_repeat():
    first = esferas("ESF-001", "Dragon Ball 1", "Dragon Ball", sphere=1)
    second = esferas("ESF-101", "Dragon Ball 1", "Esfera", sphere=1)
    assert validate({"main": [first, second, second, *cards(40)]}, STANDARD) == []
