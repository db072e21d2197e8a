"""Pure game rules, one package per game. No Django import anywhere under games/rules.

The games are listed in games.rules.registry; the helpers below read a game's descriptor.
"""

from . import registry
from .common import WRONG_SECTION, CardRecord, FormatRules, problem
from .messages import N_


def construction_games():
    """The slugs of the games with deck construction rules, in display order."""
    return tuple(g.slug for g in registry.all_games() if g.has_decks)


CONSTRUCTION_GAMES = construction_games()  # the built-in ones, for choices fixed at import


def has_decks(game):
    """Whether `game` has deck construction rules (False for an unknown slug as for Tractor)."""
    descriptor = registry.find(game)
    return bool(descriptor and descriptor.has_decks)


def construction(game):
    """The construction-rules module of a collectible game: SECTIONS, DEFAULT_LIMITS, zone_of, validate."""
    try:
        return registry.get(game).construction()
    except registry.UnknownGame:
        raise ValueError(f"no deck construction rules for game {game!r}") from None


def sections(game):
    """The sections of a deck of `game`, in the order a decklist shows them."""
    return construction(game).SECTIONS


def section_labels(game):
    return construction(game).LABELS


def all_sections():
    """Every section name any game uses, in a stable order (the validation API's fields)."""
    return tuple(dict.fromkeys(s for game in construction_games() for s in construction(game).SECTIONS))


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


def home_sections(game, records, placed=None):
    """The section each record of a list written without headers goes to (None for None: no card), in order.
    `placed` ({section: [CardRecord]}) holds what the list's headers put in sections. A game whose rules place a
    card by the rest of the deck (`home_sections` in its construction module) decides for the whole list."""
    rules = construction(game)
    own = getattr(rules, "home_sections", None)
    if own is not None:
        return own(records, placed or {})
    return [None if r is None else (r.zone if r.zone in rules.SECTIONS else "main") for r in records]


def may_place(game, section, *, type="", attrs=None):
    """Whether the rules let a card of this type go in `section` (placement_problem finds nothing): which move
    buttons the editor offers. A card's section rules read its type and its zone only, so the answer is kept per
    (game, section, type, zone): each deck row asks it for every other section on every click. A few hundred keys
    at most (a game's card types times its sections)."""
    attrs = attrs or {}
    key = (game, section, type or "", construction(game).zone_of(type, attrs))
    if key not in _PLACEABLE:
        _PLACEABLE[key] = placement_problem(game, section, code="?", name="?", type=type, attrs=attrs) is None
    return _PLACEABLE[key]


_PLACEABLE = {}


def places_by_deck(game):
    """Whether where a card goes depends on the rest of the deck (the game's construction has `home_sections`)."""
    return hasattr(construction(game), "home_sections")


def make_record(game, *, code, name, type="", attrs=None, alias=None):
    """A CardRecord with its zone set by the game's rules."""
    attrs = attrs or {}
    return CardRecord(code, name, type, attrs, alias, construction(game).zone_of(type, attrs))


def placement_problem(game, section, *, code, name, type="", attrs=None):
    """Why the rules refuse a card in `section` (a Problem: the game's own WRONG_SECTION where it has one),
    or None where it may go there: what the editor checks before it moves a card between sections."""
    rules = construction(game)
    record = make_record(game, code=code, name=name, type=type, attrs=attrs)
    label = rules.LABELS.get(section, section)
    if section not in rules.SECTIONS:
        return problem(WRONG_SECTION, N_("{game} decks have no {section}."), {"game": game, "section": section})
    found = rules.validate({section: [record]}, FormatRules(), style=None)
    own = next((p for p in found if p.code == WRONG_SECTION and code in p.cards), None)
    zones = rules.SECTION_ZONES.get(section)
    if own is None and zones and record.zone not in zones:  # e.g. a Battle Card as a DBS Leader
        template = N_("{name} ({code}) cannot be in the {section}.")
        return problem(WRONG_SECTION, template, {"name": name, "code": code, "section": label}, section=section)
    return own
