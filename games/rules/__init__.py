"""Pure game rules, one package per game. No Django import anywhere under games/rules."""

from importlib import import_module

from .common import CardRecord

CONSTRUCTION_GAMES = ("yugioh", "dbs", "dbz", "esferas")


def construction(game):
    """The construction-rules module of a collectible game: SECTIONS, DEFAULT_LIMITS, zone_of, validate."""
    if game not in CONSTRUCTION_GAMES:
        raise ValueError(f"no deck construction rules for game {game!r}")
    return import_module(f"games.rules.{game}.construction")


def sections(game):
    """The sections of a deck of `game`, in the order a decklist shows them."""
    return construction(game).SECTIONS


def section_labels(game):
    return construction(game).LABELS


def all_sections():
    """Every section name any game uses, in a stable order (the validation API's fields)."""
    return tuple(dict.fromkeys(s for game in CONSTRUCTION_GAMES for s in construction(game).SECTIONS))


def hand_size(game):
    return construction(game).HAND_SIZE


def style_choices(game):
    """The styles a deck of `game` may declare (DBZ's Tokui-Waza); empty where there are none."""
    return construction(game).STYLE_CHOICES


def default_limits(game):
    return dict(construction(game).DEFAULT_LIMITS)


def home_section(game, *, type="", attrs=None):
    """The section a card goes to when the player does not choose: its zone where that is a section."""
    rules = construction(game)
    zone = rules.zone_of(type, attrs or {})
    return zone if zone in rules.SECTIONS else "main"  # every game's deck has a main section


def make_record(game, *, code, name, type="", attrs=None, alias=None):
    """A CardRecord with its zone set by the game's rules."""
    attrs = attrs or {}
    return CardRecord(code, name, type, attrs, alias, construction(game).zone_of(type, attrs))
