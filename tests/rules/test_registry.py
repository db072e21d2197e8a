"""games.rules.registry: the one list of games, each package's descriptor, and the helpers that read it."""

import dataclasses

import pytest

import games.rules as rules
from games.rules import registry
from games.rules.descriptor import GameDescriptor


def test_games_in_display_order():
    assert registry.slugs() == ("yugioh", "dbs", "dbz", "esferas", "tractor")
    assert [g.order for g in registry.GAMES] == sorted(g.order for g in registry.GAMES)


def test_each_package_exports_its_descriptor():
    import games.rules.dbz as dbz

    assert registry.get("dbz") is dbz.GAME
    assert dbz.GAME.name == "Dragon Ball Z CCG (Score)"


def test_descriptor_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        registry.get("yugioh").name = "other"


@pytest.mark.parametrize("slug", ["nope", "", None, ["yugioh"]])
def test_unknown_slug_is_a_lookup_error_naming_it(slug):
    with pytest.raises(LookupError, match="unknown game") as caught:
        registry.get(slug)
    assert isinstance(caught.value, registry.UnknownGame)


def test_tractor_has_no_construction():
    tractor = registry.get("tractor")
    assert not tractor.has_decks
    with pytest.raises(ValueError, match="tractor"):
        tractor.construction()
    assert rules.CONSTRUCTION_GAMES == ("yugioh", "dbs", "dbz", "esferas")


def test_helpers_read_the_descriptor():
    assert rules.construction("esferas") is registry.get("esferas").construction()
    assert rules.sections("dbs") == ("leader", "main", "side")
    with pytest.raises(ValueError):
        rules.construction("nope")


def test_register_adds_a_game_for_the_block_only():
    made_up = GameDescriptor(slug="madeup", name="Made Up", order=99)
    with registry.register(made_up):
        assert registry.get("madeup") is made_up
        assert registry.slugs()[-1] == "madeup"
        with pytest.raises(ValueError, match="already"), registry.register(made_up):
            pass
    with pytest.raises(registry.UnknownGame):
        registry.get("madeup")
