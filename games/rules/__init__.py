"""Pure game rules, one package per game. No Django import anywhere under games/rules."""

from importlib import import_module

from .common import CardRecord

CONSTRUCTION_GAMES = ("yugioh", "dbs", "dbz", "esferas")


def construction(game):
    """The construction-rules module of a collectible game: SECTIONS, DEFAULT_LIMITS, zone_of, validate."""
    if game not in CONSTRUCTION_GAMES:
        raise ValueError(f"no deck construction rules for game {game!r}")
    return import_module(f"games.rules.{game}.construction")


def make_record(game, *, code, name, type="", attrs=None, alias=None):
    """A CardRecord with its zone set by the game's rules."""
    attrs = attrs or {}
    return CardRecord(code, name, type, attrs, alias, construction(game).zone_of(type, attrs))
