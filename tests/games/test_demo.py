from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from games.models import Card, Game

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


def _fill(codes, copies, size):
    deck = []
    for code in codes:
        deck += [code] * min(copies, size - len(deck))
    return deck


@pytest.mark.parametrize("game", ["yugioh", "dbs", "dbz", "esferas"])
def test_a_legal_deck_can_be_built_from_the_demo_cards_alone(game):
    from decks.validation import validate_sections

    call_command("load_demo")
    cards = list(Card.objects.filter(game__slug=game, alternate_of__isnull=True).order_by("code"))
    if game == "yugioh":
        extra_types = {"fusion", "synchro", "xyz", "link", "token"}
        main = [c.code for c in cards if not extra_types & set(c.attrs["types"])]
        sections = {"main": _fill(main, 3, 40), "extra": ["90000009", "90000010"]}
    elif game == "dbs":
        main = [c.code for c in cards if c.type != "Leader" and not c.attrs["keywords"]]
        sections = {"leader": ["DEMO-001"], "main": _fill(main, 4, 50)}
    elif game == "dbz":
        main = [c.code for c in cards if c.type not in ("Personality", "Dragon Ball")]
        sections = {"personality": ["DEMO-001", "DEMO-002", "DEMO-003"], "main": _fill(main, 3, 50)}
    else:
        singles = [c.code for c in cards if c.type != "Dragon Ball"]
        sections = {"main": singles + ["ESF-001"] * (40 - len(singles))}
    result = validate_sections(game=game, sections=sections)
    assert result["problems"] == []
    assert result["legal"] is True


def real_card(game, code="REAL-1", name="A Real Card"):
    return Card.objects.create(game=Game.objects.get(slug=game), code=code, name=name, type="Battle")


def test_every_demo_card_is_marked_as_demo_and_no_other_card_is():
    call_command("load_demo")
    collectible = Card.objects.exclude(game__slug="tractor")
    assert collectible.exists()
    assert not collectible.filter(is_demo=False).exists()
    assert not Card.objects.filter(game__slug="tractor", is_demo=True).exists()  # its faces are real


def test_load_demo_leaves_a_game_that_has_real_cards_alone():
    real = real_card("dbz")
    out = StringIO()
    call_command("load_demo", stdout=out)
    assert list(Card.objects.filter(game__slug="dbz")) == [real]
    assert "dbz: skipped" in out.getvalue()
    for slug in ("yugioh", "dbs", "esferas"):  # each game is judged on its own
        assert Card.objects.filter(game__slug=slug, is_demo=True).count() >= 20, slug


def test_load_demo_never_turns_a_real_card_into_a_demo_card():
    real = real_card("dbs", code="DEMO-001", name="A real card that happens to share a demo code")
    call_command("load_demo")
    real.refresh_from_db()
    assert (real.name, real.is_demo) == ("A real card that happens to share a demo code", False)


def test_load_demo_can_be_limited_to_named_games():
    call_command("load_demo", "esferas", stdout=StringIO())
    assert set(Card.objects.filter(is_demo=True).values_list("game__slug", flat=True)) == {"esferas"}


def test_load_demo_refuses_an_unknown_game():
    with pytest.raises(CommandError, match="'chess'"):
        call_command("load_demo", "chess")
