"""Small builders of card records and decks for the pure construction rules."""

from games.rules import make_record
from games.rules.common import FormatRules


def ygo(code, name=None, kind="effect", alias=None):
    types = {
        "effect": ["monster", "effect"],
        "normal": ["monster", "normal"],
        "fusion": ["monster", "fusion"],
        "synchro": ["monster", "synchro", "effect"],
        "xyz": ["monster", "xyz"],
        "link": ["monster", "link"],
        "token": ["monster", "token"],
        "spell": ["spell"],
        "trap": ["trap"],
    }[kind]
    type_name = "Token" if kind == "token" else f"{kind.capitalize()} Monster"
    attrs = {"kind": types[0], "types": types}
    return make_record("yugioh", code=code, name=name or f"Card {code}", type=type_name, attrs=attrs, alias=alias)


def fillers(n, start=1000, kind="effect"):
    """n distinct cards, one copy each."""
    return [ygo(str(start + i), kind=kind) for i in range(n)]


def fmt(limits=None, card_limits=None, whitelist=False, name="Test format"):
    return FormatRules("test", name, limits or {}, card_limits or {}, whitelist)


def codes(problems, code=None):
    return [p.code for p in problems if code is None or p.code == code]


def dbs(code, name=None, kind="Battle", keywords=(), any_number=False, base=None, deck_limit=None):
    attrs = {"keywords": list(keywords), "any_number_of_copies": any_number, "base_code": base or code}
    if deck_limit is not None:
        attrs["deck_limit"] = deck_limit
    alias = base if base and base != code else None
    return make_record("dbs", code=code, name=name or f"Card {code}", type=kind, attrs=attrs, alias=alias)


def dbz(code, name=None, kind="Physical Combat", **attrs):
    return make_record("dbz", code=code, name=name or f"Card {code}", type=kind, attrs=attrs)


def esferas(code, name=None, kind="Attack", **attrs):
    return make_record("esferas", code=code, name=name or f"Card {code}", type=kind, attrs=attrs)
