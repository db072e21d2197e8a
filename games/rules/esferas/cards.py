"""What the Esferas engine reads from a card: its kind, its numbers and the sphere it needs.

The seed's card model: a combat card prints `defence/attack` (`30/50`, attack points on the right) and
the sphere (1-7) to play with it; a modifier prints `+D+A` (`+0+30`) and its own sphere; sphere cards
are the Dragon Balls 1-7; a character counts as a sphere of its number; instants and permanents carry
text and a sphere. `card_facts(type, attrs)` reads these from a card's `type` and `attrs` as the card
database holds them (docs/esferas-records.md, "Card facts"), for the engine, the service and importers.
"""

import re

from ..messages import N_, MessageError
from .construction import type_of
from .record import show

COMBAT, MODIFIER, DRAGON_BALL, CHARACTER, PERMANENT, INSTANT = (
    "combat",
    "modifier",
    "dragon_ball",
    "character",
    "permanent",
    "instant",
)
KINDS = (COMBAT, MODIFIER, DRAGON_BALL, CHARACTER, PERMANENT, INSTANT)
SPHERE_KINDS = frozenset((DRAGON_BALL, CHARACTER))  # what pays for a card: a Dragon Ball or a character
# The types of docs/cards.md (construction.type_of reads the Spanish ones) to the kinds the rules know.
# An attack card and a defence card are one kind: either attacks or, "doing the same", defends.
TYPE_KINDS = {
    "Attack": COMBAT,
    "Defence": COMBAT,
    "Modifier": MODIFIER,
    "Dragon Ball": DRAGON_BALL,
    "Character": CHARACTER,
    "Permanent": PERMANENT,
    "Instant": INSTANT,
}
SPHERES = range(1, 8)
MAX_POINTS = 100_000  # far above any printed number, low enough that a typo is not a game-ending card
POINTS = re.compile(r"\s*(\d{1,6})\s*/\s*(\d{1,6})\s*")
BONUS = re.compile(r"\s*([+-])\s*(\d{1,6})\s*/?\s*([+-])\s*(\d{1,6})\s*")
FACT_KEYS = frozenset(("kind", "sphere", "defence", "attack", "character", "name"))


class Facts(dict):
    """The facts of one card as card_facts read them: a plain dict, known good, so not checked again."""

    __slots__ = ()


class CardFactsError(MessageError):
    """A card whose type or attrs do not say what the rules need; `str()` names the card and the field."""


def card_facts(type_name, attrs, *, name=None, code=None):
    """{"kind", "sphere", "defence", "attack", "character", "name"} of one card; CardFactsError otherwise.

    `sphere` is the sphere a card needs, a Dragon Ball's number or a character's number (None for an
    instant that shows none); `defence` and `attack` are a combat card's points or a modifier's bonus
    (0 for other cards); `character` is who a character card is (its `attrs.character`, else its name).
    """
    attrs = attrs if isinstance(attrs, dict) else {}
    card = code or name or "?"
    kind = TYPE_KINDS.get(type_of(type_name) or "")
    if kind is None:
        template = N_("card {card}: type {type} is not an Esferas card type (known: {types})")
        raise CardFactsError(template, {"card": card, "type": show(type_name), "types": sorted(TYPE_KINDS)})
    defence, attack = _numbers(kind, attrs, card)
    character = None
    if kind == CHARACTER:
        character = attrs.get("character") or name or code
        if not isinstance(character, str):
            template = N_("card {card}: attrs.character is {value}, not a character's name")
            raise CardFactsError(template, {"card": card, "value": show(character)})
    return Facts(
        kind=kind,
        sphere=_sphere(kind, attrs, card),
        defence=defence,
        attack=attack,
        character=character,
        name=name or code,
    )


def stored_attrs(type_name, attrs, *, name=None, code=None):
    """The attrs to store for a card read from a file (games/importers/csv_cards.py): what card_facts reads,
    written one way. A combat card keeps `points` ("30/50") with `defence` and `attack` as numbers, a
    modifier `points` and `modifier` ("+0+30"); `sphere` an int; unset values dropped. CardFactsError (naming
    the card and the field) when the card does not say what the rules need."""
    facts = card_facts(type_name, attrs, name=name, code=code)
    stored = {key: value for key, value in attrs.items() if value is not None and key not in ("modifier",)}
    if facts["sphere"] is not None:
        stored["sphere"] = facts["sphere"]
    if facts["kind"] == COMBAT:
        stored.update(points=_show(facts["defence"], facts["attack"]), defence=facts["defence"], attack=facts["attack"])
    elif facts["kind"] == MODIFIER:
        stored.pop("defence", None)
        stored.pop("attack", None)
        # "+0+30" as printed, under `points` (what card_facts reads) and `modifier` (what the card page and
        # the card API's stats show: catalogue.CARD_STATS)
        stored["points"] = stored["modifier"] = f"{facts['defence']:+d}{facts['attack']:+d}"
    return stored


def facts_of(value, code):
    """A `cards` entry as the engine reads it: facts already (`card_facts`'s dict), or a card as the service
    hands it ({"name", "type", "text", **attrs}, judging/adjudications/registry.py) or as the database holds
    it ({"type", "attrs", "name"}), read now. CardFactsError names the card when none of these."""
    if value.__class__ is Facts:
        return value
    if not isinstance(value, dict):
        raise CardFactsError(N_("card {card}: its facts must be an object"), {"card": code})
    if "type" not in value and "kind" in value:
        return _checked(value, code)
    attrs = value.get("attrs") if isinstance(value.get("attrs"), dict) else value
    return card_facts(value.get("type"), attrs, name=value.get("name"), code=code)


def parse_points(text):
    """`"30/50"` -> (defence 30, attack 50); None when `text` is not written so."""
    match = POINTS.fullmatch(text) if isinstance(text, str) else None
    return (int(match[1]), int(match[2])) if match else None


def parse_bonus(text):
    """`"+0+30"` -> (defence +0, attack +30), also `"+0/+30"` and signed `"-10+40"`; None when not written so."""
    match = BONUS.fullmatch(text) if isinstance(text, str) else None
    if not match:
        return None
    return int(match[1] + match[2]), int(match[3] + match[4])


def _numbers(kind, attrs, card):
    if kind == COMBAT:
        return _points(attrs, card, parse_points, N_("defence/attack points such as 30/50"))
    if kind == MODIFIER:
        return _points(attrs, card, parse_bonus, N_("a bonus +defence+attack such as +0+30"))
    return 0, 0


def _points(attrs, card, parse, shape):
    """A card's two numbers from `attrs.points` (the printed string) or the ints `attrs.defence` and
    `attrs.attack`; a modifier may also print its string in `attrs.modifier`. When several are given they agree."""
    printed = [(key, attrs[key]) for key in ("points", "modifier") if attrs.get(key) is not None]
    read = []
    for key, text in printed:
        pair = parse(text)
        if pair is None:
            template = N_("card {card}: attrs.{field} is {value}, not {shape}")
            raise CardFactsError(template, {"card": card, "field": key, "value": show(text), "shape": shape})
        read.append((f"attrs.{key}", pair))
    if "defence" in attrs or "attack" in attrs:
        read.append(("attrs.defence/attrs.attack", (_int(attrs, "defence", card), _int(attrs, "attack", card))))
    if not read:
        template = N_("card {card}: no points; write attrs.points as {shape}")
        raise CardFactsError(template, {"card": card, "shape": shape})
    first_field, pair = read[0]
    for other_field, other in read[1:]:
        if other != pair:
            template = N_("card {card}: {first} and {other} disagree ({one} and {two})")
            params = {"card": card, "first": first_field, "other": other_field, "one": _show(pair), "two": _show(other)}
            raise CardFactsError(template, params)
    for value in pair:
        if abs(value) > MAX_POINTS:
            template = N_("card {card}: points {value} are out of range (at most {limit})")
            raise CardFactsError(template, {"card": card, "value": value, "limit": MAX_POINTS})
    return pair


def _int(attrs, key, card):
    value = attrs.get(key)
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,6}\s*", value):
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        template = N_("card {card}: attrs.{field} is {value}, not a whole number")
        raise CardFactsError(template, {"card": card, "field": key, "value": show(value)})
    return value


def _show(defence, attack=None):
    """ "30/50" from (30, 50) or from the numbers."""
    if attack is None:
        defence, attack = defence
    return f"{defence}/{attack}"


def _sphere(kind, attrs, card):
    """The sphere a card shows: what it needs, or what it is worth as a sphere (Dragon Ball, character)."""
    value = attrs.get("sphere")
    if value is None:
        value = attrs.get("number")
    if value is None and kind == INSTANT:
        return None  # the seed asks no sphere for an instant; its text may
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, bool) or value not in SPHERES:
        template = N_("card {card}: attrs.sphere is {value}, not a sphere 1 to 7")
        raise CardFactsError(template, {"card": card, "value": show(value)})
    return value


def _checked(facts, code):
    """Facts handed in ready-made, held to what card_facts returns."""
    if facts.keys() != FACT_KEYS or facts["kind"] not in KINDS:
        template = N_("card {card}: facts must have exactly {keys}, with kind one of {kinds}")
        raise CardFactsError(template, {"card": code, "keys": sorted(FACT_KEYS), "kinds": list(KINDS)})
    sphere = facts["sphere"]
    if not (sphere in SPHERES and not isinstance(sphere, bool)) and not (sphere is None and facts["kind"] == INSTANT):
        raise CardFactsError(N_("card {card}: facts sphere {value} is not 1 to 7"), {"card": code, "value": sphere})
    for key in ("defence", "attack"):
        value = facts[key]
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_POINTS:
            template = N_("card {card}: facts {field} {value} is not a whole number of points")
            raise CardFactsError(template, {"card": code, "field": key, "value": show(value)})
    return facts
