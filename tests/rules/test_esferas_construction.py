"""Esferas construction: at least 40 cards, no repeats except Dragon Ball sphere cards."""

import pytest

from games.rules.esferas.construction import DEFAULT_LIMITS, validate

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
