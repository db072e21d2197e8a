import pytest
from django.core.management import call_command

from games.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_load_demo_twice_leaves_the_same_number_of_cards():
    call_command("load_demo")
    first = Card.objects.count()
    call_command("load_demo")
    assert Card.objects.count() == first


def test_each_collectible_game_gets_at_least_20_demo_cards():
    call_command("load_demo")
    for slug in ("yugioh", "dbs", "dbz", "esferas"):
        assert Card.objects.filter(game__slug=slug).count() >= 20, slug


def test_demo_cards_exercise_the_special_limits():
    call_command("load_demo")
    spr = Card.objects.get(game__slug="dbs", code="DEMO-011_SPR")
    assert spr.attrs["base_code"] == "DEMO-011"
    assert spr.alternate_of.code == "DEMO-011"
    dbs = Card.objects.filter(game__slug="dbs")
    assert any("Ultimate" in c.attrs["keywords"] for c in dbs)
    assert sum("Dragon Ball" in c.attrs["keywords"] for c in dbs) >= 3
    assert any(c.attrs["any_number_of_copies"] for c in dbs)
    assert Card.objects.get(game__slug="yugioh", code="90000201").alternate_of.code == "90000101"
    yugioh_types = [c.attrs["types"] for c in Card.objects.filter(game__slug="yugioh")]
    assert any("fusion" in types for types in yugioh_types)
    assert any("token" in types for types in yugioh_types)
    levels = sorted(
        c.attrs["level"]
        for c in Card.objects.filter(game__slug="dbz", type="Personality")
        if c.attrs["personality"] == "Goku"
    )
    assert levels == [1, 2, 3]
    spheres = {c.attrs["sphere"] for c in Card.objects.filter(game__slug="esferas", type="Dragon Ball")}
    assert spheres == set(range(1, 8))
