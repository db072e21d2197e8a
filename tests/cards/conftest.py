import pytest

from tests.support.cards import add_card


@pytest.fixture
def sample_cards(db):
    """A few cards of three games, enough to tell every search operator apart."""
    y = "yugioh"
    monster = {"kind": "monster"}
    add_card(
        y,
        "46986414",
        "Dark Magician",
        "Normal Monster",
        "The ultimate wizard in terms of attack and defense.",
        **monster,
        types=["monster", "normal"],
        attribute="DARK",
        race="Spellcaster",
        level=7,
        atk=2500,
        **{"def": 2100},
    )
    add_card(
        y,
        "38033121",
        "Dark Magician Girl",
        "Effect Monster",
        "Gains 300 ATK for every Dark Magician in the GY.",
        **monster,
        types=["monster", "effect"],
        attribute="DARK",
        race="Spellcaster",
        level=6,
        atk=2000,
        **{"def": 1700},
    )
    add_card(
        y,
        "89631139",
        "Blue-Eyes White Dragon",
        "Normal Monster",
        "This legendary dragon is a powerful engine.",
        **monster,
        types=["monster", "normal"],
        attribute="LIGHT",
        race="Dragon",
        level=8,
        atk=3000,
        **{"def": 2500},
    )
    add_card(
        y,
        "23995346",
        "Blue-Eyes Ultimate Dragon",
        "Fusion Monster",
        "Blue-Eyes White Dragon x3",
        **monster,
        types=["monster", "fusion"],
        attribute="LIGHT",
        race="Dragon",
        level=12,
        atk=4500,
        **{"def": 3800},
    )
    add_card(
        y,
        "14291024",
        "Gradius' Option",
        "Effect Monster",
        "This card's ATK and DEF are equal to Gradius.",
        **monster,
        types=["monster", "effect"],
        attribute="LIGHT",
        race="Machine",
        level=1,
        atk=None,
        **{"def": None},
    )
    add_card(
        y, "53129443", "Dark Hole", "Normal Spell", "Destroy all monsters on the field.", kind="spell", types=["spell"]
    )
    add_card(
        y,
        "44095762",
        "Mirror Force",
        "Normal Trap",
        "When an opponent's monster declares an attack: Destroy all your opponent's Attack Position monsters.",
        kind="trap",
        types=["trap"],
    )
    add_card(
        y,
        "5318639",
        "Mystical Space Typhoon",
        "Quick-Play Spell",
        "Target 1 Spell/Trap on the field; destroy that target.",
        kind="spell",
        types=["spell", "quick-play"],
    )
    d = "dbs"
    add_card(
        d,
        "BT1-031",
        "God Break Son Goku",
        "Battle",
        set="BT1",
        color="Blue",
        cost=7,
        power=30000,
        combo=10000,
        trait="Saiyan",
        keywords=[],
        base_code="BT1-031",
    )
    add_card(
        d,
        "BT1-011",
        "Lightning-fast Hit",
        "Battle",
        set="BT1",
        color="Red",
        cost=6,
        power=25000,
        combo=10000,
        trait="Alien",
        keywords=[],
        base_code="BT1-011",
    )
    add_card(
        d,
        "BT10-001",
        "Son Goku",
        "Leader",
        set="BT10",
        color="Red/Blue",
        cost=None,
        power=10000,
        combo=None,
        trait="Saiyan",
        keywords=[],
        base_code="BT10-001",
    )
    add_card(
        d,
        "BT4-075",
        "Miraculous Fighter SS3 Gogeta",
        "Battle",
        set="BT4",
        color="Yellow",
        cost=5,
        power=35000,
        combo=10000,
        trait="Saiyan",
        keywords=["Ultimate"],
        base_code="BT4-075",
    )
    z = "dbz"
    add_card(
        z,
        "SAIYAN-158",
        "Vegeta",
        "Personality",
        set="Saiyan",
        number="158",
        style=None,
        personality="Vegeta",
        level=1,
        pur=2,
        alignment="Rogue",
        power_stages=[0, 2000, 2200],
    )
    add_card(
        z,
        "SAIYAN-024",
        "Goku's Surprise Attack",
        "Physical Combat",
        "Physical attack doing 5 power stages.",
        set="Saiyan",
        number="024",
        style="Freestyle",
        personality="Goku",
    )
    add_card("esferas", "ESF-001", "Ataque Básico", "Attack", "Un ataque de energía.", attack=2, defence=None)
    add_card("esferas", "ESF-002", "ÉLITE Defensa", "Defence", "Bloquea un ataque.", attack=None, defence=3)
