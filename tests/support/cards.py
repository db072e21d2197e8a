"""Card rows for the tests, written straight to the database (docs/cards.md says what `attrs` holds per game),
and the small Yu-Gi-Oh! pool most deck and tournament tests build on (the `ygo_cards` fixture,
tests/conftest.py)."""

from games.models import Card, Game

YUGIOH_LABELS = {"monster": "Normal Monster", "spell": "Normal Spell", "trap": "Normal Trap"}


def add_card(game, code, name, type="", text="", *, alternate_of=None, **attrs):
    """One card of `game` (a Game or its slug); its attrs are the keyword arguments."""
    game = game if isinstance(game, Game) else Game.objects.get(slug=game)
    return Card.objects.create(
        game=game, code=code, name=name, type=type, text=text, attrs=attrs, alternate_of=alternate_of
    )


def yugioh_card(code, name, kind="monster", types=None, level=4, attribute="LIGHT"):
    """A plain Yu-Gi-Oh! card of `kind` (monster, spell or trap); a monster has a level, an attribute, 1000 ATK."""
    types = types or ([kind, "normal"] if kind == "monster" else [kind])
    attrs = {"kind": kind, "types": types}
    label = YUGIOH_LABELS[kind]
    if kind == "monster":
        attrs.update(level=level, attribute=attribute, atk=1000, race="Warrior")
        if "fusion" in types:
            label = "Fusion Monster"
    return add_card("yugioh", code, name, label, **attrs)


def yugioh_pool():
    """14 monsters (levels 1 to 8), 4 spells, 2 traps and a Fusion monster: a legal 40-card deck at 2 copies
    of each of the first 20 (legal_main), searchable by name ("Test Monster 00", "Test Fusion")."""
    cards = [yugioh_card(str(10000 + i), f"Test Monster {i:02d}", level=1 + i % 8) for i in range(14)]
    cards += [yugioh_card(str(20000 + i), f"Test Spell {i}", kind="spell") for i in range(4)]
    cards += [yugioh_card(str(30000 + i), f"Test Trap {i}", kind="trap") for i in range(2)]
    cards.append(yugioh_card("40000", "Test Fusion", types=["monster", "fusion"], level=7, attribute="DARK"))
    return cards


def legal_main(cards):
    """A 40-card main deck of the pool: 2 copies of each of its first 20 (main deck) cards."""
    return {card.code: 2 for card in cards[:20]}


MAIN_CODES = [str(10000 + i) for i in range(14)] + [str(20000 + i) for i in range(4)] + ["30000", "30001"]


def legal_list(offset=0):
    """A legal YDK decklist of the pool, its cards in an order that depends on `offset` (one per player)."""
    codes = MAIN_CODES[offset % 20 :] + MAIN_CODES[: offset % 20]
    return ydk([code for code in codes for _ in range(2)])


def short_list():
    """A YDK decklist of the pool that is 30 cards short of a legal main deck."""
    return ydk(MAIN_CODES[:10])


def ygo_monster(code, name, type="Effect Monster"):
    """A Yu-Gi-Oh! monster whose only facts are its kind and its type's first word (effect, fusion, normal)."""
    return add_card("yugioh", code, name, type, kind="monster", types=["monster", type.split()[0].lower()])


def validation_pool():
    """40 plain monsters ("Monster 0" to "Monster 39", codes 10000..10039: `forty`), Pot of Greed and an
    alternate printing of it, a Fusion, a Token, and a monster whose name is not ASCII (the `ygo_pool` fixture)."""
    cards = {c.code: c for c in (ygo_monster(str(10000 + i), f"Monster {i}") for i in range(40))}
    pot = add_card("yugioh", "55144522", "Pot of Greed", "Normal Spell", kind="spell", types=["spell"])
    add_card("yugioh", "55144523", "Pot of Greed", "Normal Spell", kind="spell", types=["spell"], alternate_of=pot)
    ygo_monster("70000001", "Thousand-Eyes Restrict", "Fusion Monster")
    add_card("yugioh", "73915052", "Sheep Token", "Token", kind="monster", types=["monster", "token"])
    ygo_monster("20000001", "Pokémon Fan", "Normal Monster")
    return cards


def forty():
    """The codes of validation_pool's 40 monsters: a legal main deck."""
    return [str(10000 + i) for i in range(40)]


def ydk(main=(), extra=(), side=()):
    """A YDK decklist of these codes, as ygopro writes one."""
    return "\n".join(["#created by test", "#main", *main, "#extra", *extra, "!side", *side]) + "\n"
