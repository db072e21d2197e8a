"""Card.is_demo: the invented demo cards (games/demo.py) are told apart from real ones.

Cards already loaded by load_demo are marked by game, code and name, so a real card that shares a
demo code is left unmarked. The demo set is copied here as it stands, so that a later change of
games/demo.py does not change what this migration marks.
"""

from django.db import migrations, models

# game: one "code | name" line per demo card, alternate printings included.
DEMO_CARDS = {
    "yugioh": """
90000001 | Lantern Warden
90000002 | Ember Drake
90000003 | Tidecaller Adept
90000004 | Gravel Golem
90000005 | Night Courier
90000006 | Skyward Lancer
90000007 | Crowned Leviathan
90000008 | Ritual Sovereign
90000009 | Twin Flame Chimera
90000010 | Clockwork Paladin
90000011 | Abyssal Archivist
90000012 | Circuit Seraph
90000013 | Spark Token
90000101 | Surge of Insight
90000102 | Sudden Gale
90000103 | Tempered Blade
90000104 | Sunken Citadel
90000105 | Rite of the Sovereign
90000106 | Banner of Resolve
90000107 | Snare Pit
90000108 | Watchful Ward
90000109 | Word of Denial
90000201 | Surge of Insight
""",
    "dbs": """
DEMO-001 | Hero of the Tournament, Goku
DEMO-002 | Prince of Pride, Vegeta
DEMO-010 | Training Partner Krillin
DEMO-011 | Determined Goku
DEMO-012 | Swift Strike Goku
DEMO-013 | Young Gohan, Hidden Power
DEMO-014 | Piccolo, Stern Mentor
DEMO-015 | Yamcha, Wolf Fang
DEMO-016 | Tien, Triclops Warrior
DEMO-017 | Chiaotzu, Psychic Aid
DEMO-018 | Bulma's Capsule Corps
DEMO-019 | Kamehameha Barrage
DEMO-020 | Spirit Bomb, Ultimate Hope
DEMO-021 | Combined Spirit
DEMO-022 | Saibaman Swarm
DEMO-031 | Dragon Ball (One Star)
DEMO-032 | Dragon Ball (Two Star)
DEMO-033 | Dragon Ball (Three Star)
DEMO-040 | Vegeta, Elite Warrior
DEMO-041 | Nappa, Brute Force
DEMO-042 | Galick Gun Charge
DEMO-011_SPR | Determined Goku
""",
    "dbz": """
DEMO-001 | Goku, Earth's Defender
DEMO-002 | Goku, Kaio-ken Warrior
DEMO-003 | Goku, Spirit Bomb Caster
DEMO-004 | Krillin, Loyal Friend
DEMO-005 | Raditz, Saiyan Invader
DEMO-006 | Raditz, Cruel Brother
DEMO-010 | Red Knee Strike
DEMO-011 | Red Double Fist
DEMO-012 | Blue Ki Blast
DEMO-013 | Blue Barrier
DEMO-014 | Orange Leg Sweep
DEMO-015 | Orange Block
DEMO-016 | Black Shadow Kick
DEMO-017 | Black Counter
DEMO-018 | Saiyan Rage
DEMO-019 | Saiyan Tail Grab
DEMO-020 | Focused Breathing
DEMO-021 | Scouter Reading
DEMO-022 | Hidden Reserves
DEMO-023 | Goku's Flying Nimbus
DEMO-031 | Earth Dragon Ball 1
DEMO-032 | Earth Dragon Ball 2
DEMO-033 | Earth Dragon Ball 3
DEMO-024 | Quick Dodge
DEMO-025 | Power Up Burst
DEMO-026 | Flying Tackle
DEMO-027 | Ki Sense
DEMO-028 | Energy Volley
DEMO-029 | Second Wind
""",
    "esferas": """
ESF-001 | Dragon Ball 1
ESF-002 | Dragon Ball 2
ESF-003 | Dragon Ball 3
ESF-004 | Dragon Ball 4
ESF-005 | Dragon Ball 5
ESF-006 | Dragon Ball 6
ESF-007 | Dragon Ball 7
ESF-010 | Kamehameha
ESF-011 | Final Flash
ESF-012 | Masenko
ESF-013 | Special Beam Cannon
ESF-014 | Destructo Disc
ESF-020 | Energy Shield
ESF-021 | Afterimage
ESF-022 | Guard Stance
ESF-030 | Power Surge
ESF-031 | Focus
ESF-040 | Solar Flare
ESF-050 | Hyperbolic Time Chamber
ESF-060 | Goku
ESF-061 | Vegeta
ESF-062 | Piccolo
ESF-100 | Wolf Fang Fist
ESF-101 | Tri-Beam
ESF-102 | Big Bang Attack
ESF-103 | Galick Gun
ESF-104 | Burning Attack
ESF-105 | Dodon Ray
ESF-106 | Spirit Ball
ESF-107 | Hellzone Grenade
ESF-108 | Death Beam
ESF-109 | Supernova
ESF-110 | Double Sunday
ESF-111 | Eye Laser
ESF-112 | Light Grenade
ESF-113 | Scatter Shot
ESF-114 | Meteor Smash
ESF-115 | Dragon Fist
ESF-116 | Super Ghost Kamikaze
ESF-117 | Big Tree Cannon
ESF-118 | Finish Sign
ESF-119 | Blaster Meteor
""",
}


def demo_cards():
    for game, block in DEMO_CARDS.items():
        for line in block.strip().splitlines():
            code, name = line.split(" | ", 1)
            yield game, code, name


def mark_demo_cards(apps, schema_editor):
    Card = apps.get_model("games", "Card")
    by_game = {}
    for game, code, name in demo_cards():
        by_game.setdefault(game, {})[code] = name
    for game, names in by_game.items():
        cards = Card.objects.filter(game__slug=game, code__in=names).only("id", "code", "name")
        ids = [card.id for card in cards if card.name == names[card.code]]
        Card.objects.filter(id__in=ids).update(is_demo=True)


class Migration(migrations.Migration):
    dependencies = [("games", "0006_card_attr_search_columns")]

    operations = [
        migrations.AddField(
            model_name="card",
            name="is_demo",
            field=models.BooleanField(
                default=False, help_text="An invented card of the demo set (games/demo.py), not a real one."
            ),
        ),
        migrations.RunPython(mark_demo_cards, migrations.RunPython.noop, elidable=True),
    ]
