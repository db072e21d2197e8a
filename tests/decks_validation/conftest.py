"""Card rows for the validation tests, written straight to the database (docs/cards.md attrs)."""

import pytest

from games.models import Card, Format, FormatCard, Game


def add_card(game, code, name, type_name="Effect Monster", attrs=None, alternate_of=None):
    game_obj = Game.objects.get(slug=game)
    if attrs is None and game == "yugioh":
        word = type_name.split()[0].lower()
        attrs = {"kind": "monster", "types": ["monster", word]}
    return Card.objects.create(
        game=game_obj, code=code, name=name, type=type_name, attrs=attrs or {}, alternate_of=alternate_of
    )


@pytest.fixture
def ygo_pool(db):
    """40 plain monsters (codes 10000..10039), Pot of Greed and an alternate printing, a Fusion, a Token."""
    cards = {c.code: c for c in (add_card("yugioh", str(10000 + i), f"Monster {i}") for i in range(40))}
    pot = add_card("yugioh", "55144522", "Pot of Greed", "Normal Spell", {"kind": "spell", "types": ["spell"]})
    add_card("yugioh", "55144523", "Pot of Greed", "Normal Spell", {"kind": "spell", "types": ["spell"]}, pot)
    add_card("yugioh", "70000001", "Thousand-Eyes Restrict", "Fusion Monster")
    add_card("yugioh", "73915052", "Sheep Token", "Token", {"kind": "monster", "types": ["monster", "token"]})
    add_card("yugioh", "20000001", "Pokémon Fan", "Normal Monster")
    return cards


def forty():
    return [str(10000 + i) for i in range(40)]


def ydk(main=(), extra=(), side=()):
    return (
        "#created by test\n#main\n"
        + "".join(f"{c}\n" for c in main)
        + "#extra\n"
        + "".join(f"{c}\n" for c in extra)
        + "!side\n"
        + "".join(f"{c}\n" for c in side)
    )


def make_format(game, slug, valid_from, listed=None, whitelist=False, limits=None):
    fmt = Format.objects.create(
        game=Game.objects.get(slug=game),
        slug=slug,
        name=slug.replace("-", " ").title(),
        valid_from=valid_from,
        is_whitelist=whitelist,
        limits=limits if limits is not None else Format.objects.get(game__slug=game, is_default=True).limits,
    )
    FormatCard.objects.bulk_create(FormatCard(format=fmt, code=c, limit=n) for c, n in (listed or {}).items())
    return fmt
