"""A small demo card set for each collectible game, written for this project (not real cards).

Enough cards to build a legal deck in each game, including cards that exercise each game's special
construction limits. Attribute keys follow docs/cards.md.

The set is for trying the application on an empty database: demo_load() loads it only into a game
that has no real cards, marks each card `is_demo`, and demo_remove() takes a game's demo cards out
once its real cards are imported, so searches and decks never mix the two.
"""

from django.db import transaction

from .models import Card, Game
from .rules.esferas.cards import stored_attrs

YUGIOH_MONSTER_TYPES = {
    "normal": ("Normal Monster", ["monster", "normal"]),
    "effect": ("Effect Monster", ["monster", "effect"]),
    "ritual": ("Ritual Monster", ["monster", "ritual", "effect"]),
    "fusion": ("Fusion Monster", ["monster", "fusion"]),
    "synchro": ("Synchro Monster", ["monster", "synchro", "effect"]),
    "xyz": ("Xyz Monster", ["monster", "xyz", "effect"]),
    "link": ("Link Monster", ["monster", "link", "effect"]),
    "token": ("Token", ["monster", "token"]),
}
YUGIOH_SPELL_TRAP_TYPES = {
    "spell": ("Normal Spell", ["spell"]),
    "quick-play": ("Quick-Play Spell", ["spell", "quick-play"]),
    "equip": ("Equip Spell", ["spell", "equip"]),
    "field": ("Field Spell", ["spell", "field"]),
    "continuous-spell": ("Continuous Spell", ["spell", "continuous"]),
    "trap": ("Normal Trap", ["trap"]),
    "continuous-trap": ("Continuous Trap", ["trap", "continuous"]),
    "counter": ("Counter Trap", ["trap", "counter"]),
}

# code, name, kind, attribute, race, level, atk, def, text
YUGIOH_MONSTERS = [
    ("90000001", "Lantern Warden", "normal", "LIGHT", "Warrior", 4, 1800, 1200, "A sentinel who keeps the lamps lit."),
    ("90000002", "Ember Drake", "normal", "FIRE", "Dragon", 4, 1900, 1000, "It nests inside volcanic glass."),
    (
        "90000003",
        "Tidecaller Adept",
        "effect",
        "WATER",
        "Spellcaster",
        4,
        1600,
        1400,
        "When this card is Normal Summoned: you can draw 1 card.",
    ),
    (
        "90000004",
        "Gravel Golem",
        "effect",
        "EARTH",
        "Rock",
        3,
        1000,
        2000,
        "Once per turn: you can change this card's battle position.",
    ),
    (
        "90000005",
        "Night Courier",
        "effect",
        "DARK",
        "Fiend",
        2,
        800,
        600,
        "If this card is sent to the Graveyard: add 1 DARK monster from your Deck to your hand.",
    ),
    (
        "90000006",
        "Skyward Lancer",
        "effect",
        "WIND",
        "Winged Beast",
        4,
        1700,
        800,
        "This card can attack directly if your opponent controls no Spell cards.",
    ),
    (
        "90000007",
        "Crowned Leviathan",
        "effect",
        "WATER",
        "Sea Serpent",
        7,
        2600,
        2100,
        "Cannot be Normal Summoned unless you Tribute 2 monsters.",
    ),
    (
        "90000008",
        "Ritual Sovereign",
        "ritual",
        "LIGHT",
        "Fairy",
        8,
        2800,
        2500,
        'You can Ritual Summon this card with "Rite of the Sovereign".',
    ),
    ("90000009", "Twin Flame Chimera", "fusion", "FIRE", "Beast", 6, 2400, 1500, '"Ember Drake" + "Lantern Warden"'),
    (
        "90000010",
        "Clockwork Paladin",
        "synchro",
        "EARTH",
        "Machine",
        6,
        2300,
        1900,
        "1 Tuner + 1 or more non-Tuner monsters",
    ),
    (
        "90000011",
        "Abyssal Archivist",
        "xyz",
        "DARK",
        "Spellcaster",
        4,
        2100,
        1800,
        "2 Level 4 monsters. Once per turn: detach 1 material; draw 1 card.",
    ),
    ("90000012", "Circuit Seraph", "link", "LIGHT", "Cyberse", 2, 1500, None, "2 Effect Monsters"),
    ("90000013", "Spark Token", "token", "LIGHT", "Thunder", 1, 0, 0, "This card is a Token."),
]
# code, name, kind, text
YUGIOH_SPELLS_TRAPS = [
    ("90000101", "Surge of Insight", "spell", "Draw 2 cards."),
    ("90000102", "Sudden Gale", "quick-play", "Destroy 1 Spell or Trap card on the field."),
    ("90000103", "Tempered Blade", "equip", "The equipped monster gains 500 ATK."),
    ("90000104", "Sunken Citadel", "field", "All WATER monsters gain 200 ATK."),
    ("90000105", "Rite of the Sovereign", "spell", 'This card is used to Ritual Summon "Ritual Sovereign".'),
    ("90000106", "Banner of Resolve", "continuous-spell", "Monsters you control gain 100 DEF."),
    ("90000107", "Snare Pit", "trap", "When your opponent Normal Summons a monster: destroy it."),
    ("90000108", "Watchful Ward", "continuous-trap", "Your opponent cannot target monsters you control."),
    ("90000109", "Word of Denial", "counter", "Pay 1000 LP: negate the activation of a Spell card."),
]
# An alternate printing of Surge of Insight: copy limits count both as one card.
YUGIOH_ALTERNATES = [("90000201", "90000101")]

# code, name, type, color, cost, power, combo, character, trait, keywords, any_number
DBS_CARDS = [
    ("DEMO-001", "Hero of the Tournament, Goku", "Leader", "Red", None, 10000, None, "Son Goku", "Saiyan", [], False),
    ("DEMO-002", "Prince of Pride, Vegeta", "Leader", "Blue", None, 10000, None, "Vegeta", "Saiyan", [], False),
    ("DEMO-010", "Training Partner Krillin", "Battle", "Red", 1, 10000, 5000, "Krillin", "Earthling", [], False),
    ("DEMO-011", "Determined Goku", "Battle", "Red", 2, 15000, 5000, "Son Goku", "Saiyan", [], False),
    ("DEMO-012", "Swift Strike Goku", "Battle", "Red", 3, 20000, 10000, "Son Goku", "Saiyan", [], False),
    ("DEMO-013", "Young Gohan, Hidden Power", "Battle", "Red", 2, 15000, 10000, "Son Gohan", "Saiyan", [], False),
    ("DEMO-014", "Piccolo, Stern Mentor", "Battle", "Red", 4, 25000, 10000, "Piccolo", "Namekian", [], False),
    ("DEMO-015", "Yamcha, Wolf Fang", "Battle", "Red", 1, 10000, 5000, "Yamcha", "Earthling", [], False),
    ("DEMO-016", "Tien, Triclops Warrior", "Battle", "Red", 2, 15000, 5000, "Tien Shinhan", "Earthling", [], False),
    ("DEMO-017", "Chiaotzu, Psychic Aid", "Battle", "Red", 1, 5000, 5000, "Chiaotzu", "Earthling", [], False),
    ("DEMO-018", "Bulma's Capsule Corps", "Extra", "Red", 1, None, None, "Bulma", "Earthling", [], False),
    ("DEMO-019", "Kamehameha Barrage", "Extra", "Red", 2, None, None, "Son Goku", "Saiyan", [], False),
    (
        "DEMO-020",
        "Spirit Bomb, Ultimate Hope",
        "Battle",
        "Red",
        7,
        35000,
        10000,
        "Son Goku",
        "Saiyan",
        ["Ultimate"],
        False,
    ),
    ("DEMO-021", "Combined Spirit", "Battle", "Red", 0, 5000, 10000, "Son Goku", "Saiyan", ["Super Combo"], False),
    ("DEMO-022", "Saibaman Swarm", "Battle", "Red", 1, 5000, 5000, "Saibaman", "Alien", [], True),
    ("DEMO-031", "Dragon Ball (One Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-032", "Dragon Ball (Two Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-033", "Dragon Ball (Three Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-040", "Vegeta, Elite Warrior", "Battle", "Blue", 2, 15000, 5000, "Vegeta", "Saiyan", [], False),
    ("DEMO-041", "Nappa, Brute Force", "Battle", "Blue", 3, 20000, 5000, "Nappa", "Saiyan", [], False),
    ("DEMO-042", "Galick Gun Charge", "Extra", "Blue", 2, None, None, "Vegeta", "Saiyan", [], False),
]
# A special printing of Determined Goku: copy limits count it as DEMO-011.
DBS_SPECIAL_PRINTINGS = [("DEMO-011_SPR", "DEMO-011")]

# number, name, type, style, personality, level, pur, alignment, power_stages, text
DBZ_CARDS = [
    (
        "001",
        "Goku, Earth's Defender",
        "Personality",
        None,
        "Goku",
        1,
        2,
        "Hero",
        [2000, 2500, 3000, 3500, 4000],
        "Power: physical attack doing +2 stages of damage.",
    ),
    (
        "002",
        "Goku, Kaio-ken Warrior",
        "Personality",
        None,
        "Goku",
        2,
        3,
        "Hero",
        [5000, 6000, 7000, 8000, 9000],
        "Power: energy attack costing 1 stage.",
    ),
    (
        "003",
        "Goku, Spirit Bomb Caster",
        "Personality",
        None,
        "Goku",
        3,
        4,
        "Hero",
        [10000, 12000, 14000, 16000, 18000],
        "Power: raise your anger 2 levels.",
    ),
    (
        "004",
        "Krillin, Loyal Friend",
        "Personality",
        None,
        "Krillin",
        1,
        1,
        "Hero",
        [1000, 1500, 2000],
        "Power: draw the bottom card of your discard pile.",
    ),
    (
        "005",
        "Raditz, Saiyan Invader",
        "Personality",
        None,
        "Raditz",
        1,
        2,
        "Villain",
        [2500, 3000, 3500, 4000],
        "Power: physical attack doing +1 stage of damage.",
    ),
    (
        "006",
        "Raditz, Cruel Brother",
        "Personality",
        None,
        "Raditz",
        2,
        3,
        "Villain",
        [6000, 7000, 8000, 9000],
        "Power: energy attack doing 5 life cards of damage.",
    ),
    (
        "010",
        "Red Knee Strike",
        "Physical Combat",
        "Red",
        None,
        None,
        None,
        None,
        None,
        "Physical attack. Raise your anger 1 level.",
    ),
    (
        "011",
        "Red Double Fist",
        "Physical Combat",
        "Red",
        None,
        None,
        None,
        None,
        None,
        "Physical attack doing +1 stage of damage.",
    ),
    ("012", "Blue Ki Blast", "Energy Combat", "Blue", None, None, None, None, None, "Energy attack."),
    ("013", "Blue Barrier", "Energy Combat", "Blue", None, None, None, None, None, "Stops an energy attack."),
    ("014", "Orange Leg Sweep", "Physical Combat", "Orange", None, None, None, None, None, "Physical attack."),
    ("015", "Orange Block", "Physical Combat", "Orange", None, None, None, None, None, "Stops a physical attack."),
    (
        "016",
        "Black Shadow Kick",
        "Physical Combat",
        "Black",
        None,
        None,
        None,
        None,
        None,
        "Physical attack. Your opponent discards 1 card.",
    ),
    ("017", "Black Counter", "Combat", "Black", None, None, None, None, None, "Stops a physical attack."),
    ("018", "Saiyan Rage", "Combat", "Saiyan", None, None, None, None, None, "Raise your anger 2 levels."),
    ("019", "Saiyan Tail Grab", "Physical Combat", "Saiyan", None, None, None, None, None, "Physical attack."),
    (
        "020",
        "Focused Breathing",
        "Non-Combat",
        "Freestyle",
        None,
        None,
        None,
        None,
        None,
        "Raise your Main Personality 2 power stages.",
    ),
    ("021", "Scouter Reading", "Non-Combat", None, None, None, None, None, None, "Look at your opponent's hand."),
    ("022", "Hidden Reserves", "Combat", "Freestyle", None, None, None, None, None, "Stops an energy attack."),
    ("023", "Goku's Flying Nimbus", "Non-Combat", None, "Goku", None, None, None, None, "Goku only: draw 2 cards."),
    ("031", "Earth Dragon Ball 1", "Dragon Ball", None, None, None, None, None, None, "Draw 3 cards."),
    ("032", "Earth Dragon Ball 2", "Dragon Ball", None, None, None, None, None, None, "Raise your anger 2 levels."),
    ("033", "Earth Dragon Ball 3", "Dragon Ball", None, None, None, None, None, None, "Search your Life Deck."),
]
# More style-less cards, so that a legal 50-card Life Deck can be built from the demo set alone.
DBZ_CARDS += [
    (f"{n:03d}", name, kind, "Freestyle", None, None, None, None, None, text)
    for n, (name, kind, text) in enumerate(
        [
            ("Quick Dodge", "Combat", "Stops a physical attack."),
            ("Power Up Burst", "Non-Combat", "Raise your Main Personality 3 power stages."),
            ("Flying Tackle", "Physical Combat", "Physical attack."),
            ("Ki Sense", "Non-Combat", "Draw 1 card."),
            ("Energy Volley", "Energy Combat", "Energy attack doing 3 life cards of damage."),
            ("Second Wind", "Non-Combat", "Shuffle 3 cards from your discard pile into your Life Deck."),
        ],
        start=24,
    )
]
DBZ_SET = "DEMO"

# code, name, type, sphere, points as printed (combat "defence/attack", modifier "+D+A"), character, text.
# The seed's worked numbers are here: Kamehameha 30/50 with Power Surge +0+30 attacks for 80.
ESFERAS_CARDS = [
    *[
        (
            f"ESF-{n:03d}",
            f"Dragon Ball {n}",
            "Dragon Ball",
            n,
            None,
            None,
            "Play all seven together: your opponent loses 100 energy and you gain 100.",
        )
        for n in range(1, 8)
    ],
    ("ESF-010", "Kamehameha", "Attack", 3, "30/50", None, "An attack card; play it with its sphere."),
    ("ESF-011", "Final Flash", "Attack", 1, "10/70", None, "An attack card."),
    ("ESF-012", "Masenko", "Attack", 4, "20/40", None, "An attack card."),
    ("ESF-013", "Special Beam Cannon", "Attack", 7, "0/100", None, "An attack card."),
    ("ESF-014", "Destructo Disc", "Attack", 5, "10/60", None, "An attack card."),
    ("ESF-020", "Energy Shield", "Defence", 2, "40/20", None, "A defence card; play it with its sphere."),
    ("ESF-021", "Afterimage", "Defence", 6, "50/0", None, "A defence card."),
    ("ESF-022", "Guard Stance", "Defence", 2, "30/10", None, "A defence card."),
    ("ESF-030", "Power Surge", "Modifier", 5, "+0+30", None, "Adds 30 to the attack it modifies."),
    ("ESF-031", "Focus", "Modifier", 1, "+20+0", None, "Adds 20 to the defence it modifies."),
    ("ESF-040", "Solar Flare", "Instant", 6, None, None, "On your opponent's turn, while defending."),
    (
        "ESF-050",
        "Hyperbolic Time Chamber",
        "Permanent",
        4,
        None,
        None,
        "Turn it: draw 1 card. Only one permanent in play.",
    ),
    ("ESF-060", "Goku", "Character", 4, None, "Goku", "Use as a sphere, or keep as a permanent sphere."),
    ("ESF-061", "Vegeta", "Character", 2, None, "Vegeta", "Use as a sphere, or keep as a permanent sphere."),
    ("ESF-062", "Piccolo", "Character", 3, None, "Piccolo", "Use as a sphere, or keep as a permanent sphere."),
]

# Forty more one-of techniques: an Esferas deck holds each non-sphere card once, and needs 40 cards.
_ESFERAS_TECHNIQUES = [
    "Wolf Fang Fist", "Tri-Beam", "Big Bang Attack", "Galick Gun", "Burning Attack", "Dodon Ray",
    "Spirit Ball", "Hellzone Grenade", "Death Beam", "Supernova", "Double Sunday", "Eye Laser",
    "Light Grenade", "Scatter Shot", "Meteor Smash", "Dragon Fist", "Super Ghost Kamikaze", "Big Tree Cannon",
    "Finish Sign", "Blaster Meteor", "Dynamite Kick", "Rock Paper Scissors", "Afterimage Strike", "Thunder Flash",
    "Full Nelson", "Kiai Cannon", "Chou Makouhou", "Final Shine", "Energy Wave", "Photon Wave",
    "Crusher Ball", "Eraser Cannon", "Mouth Blast", "Rolling Hammer", "Spiral Ball", "Solar Kamehameha",
    "Heat Dome", "Justice Combination", "Gigantic Omega", "Sonic Kick",
]  # fmt: skip
ESFERAS_CARDS += [
    (f"ESF-{100 + i:03d}", name, "Attack", i % 7 + 1, f"{10 * (i % 3)}/{40 + 5 * (i % 9)}", None, "An attack card.")
    for i, name in enumerate(_ESFERAS_TECHNIQUES)
]


def yugioh_cards():
    for code, name, kind, attribute, race, level, atk, dfn, text in YUGIOH_MONSTERS:
        type_name, types = YUGIOH_MONSTER_TYPES[kind]
        attrs = {"kind": "monster", "types": types, "attribute": attribute, "race": race, "level": level, "atk": atk}
        if dfn is not None:
            attrs["def"] = dfn
        yield {"code": code, "name": name, "type": type_name, "text": text, "attrs": attrs}
    for code, name, kind, text in YUGIOH_SPELLS_TRAPS:
        type_name, types = YUGIOH_SPELL_TRAP_TYPES[kind]
        yield {"code": code, "name": name, "type": type_name, "text": text, "attrs": {"kind": types[0], "types": types}}


def dbs_cards():
    for code, name, kind, color, cost, power, combo, character, trait, keywords, any_number in DBS_CARDS:
        attrs = {
            "base_code": code, "color": color, "cost": cost, "power": power, "combo": combo,
            "character": character, "trait": trait, "era": "Demo Saga", "keywords": keywords,
            "any_number_of_copies": any_number, "set": code.split("-")[0],
        }  # fmt: skip
        if kind == "Leader":
            attrs["leader_back_name"] = f"{name} (awakened)"
        text = "[Any number of copies of this card may be in your deck.]" if any_number else ""
        text += " ".join(f"[{k}]" for k in keywords)
        yield {"code": code, "name": name, "type": kind, "text": text, "attrs": attrs}


def dbz_cards():
    for number, name, kind, style, personality, level, pur, alignment, stages, text in DBZ_CARDS:
        attrs = {"set": DBZ_SET, "number": number, "style": style, "rarity": "Demo"}
        if personality:
            attrs["personality"] = personality
        if level is not None:
            attrs.update(level=level, pur=pur, alignment=alignment, power_stages=stages)
        yield {"code": f"{DBZ_SET}-{number}", "name": name, "type": kind, "text": text, "attrs": attrs}


def esferas_cards():
    for code, name, kind, sphere, points, character, text in ESFERAS_CARDS:
        attrs = {"sphere": sphere, "points": points, "character": character}
        attrs = stored_attrs(kind, {k: v for k, v in attrs.items() if v is not None}, name=name, code=code)
        yield {"code": code, "name": name, "type": kind, "text": text, "attrs": attrs}


DEMO_SETS = {"yugioh": yugioh_cards, "dbs": dbs_cards, "dbz": dbz_cards, "esferas": esferas_cards}
# (game, alternate code, code of the card it reprints)
DEMO_ALTERNATES = [("yugioh", alt, base) for alt, base in YUGIOH_ALTERNATES] + [
    ("dbs", alt, base) for alt, base in DBS_SPECIAL_PRINTINGS
]


def demo_load(slugs=None):
    """Load the demo set of each game in `slugs` (default: all) that holds no real card.

    Returns {slug: (demo cards now in the game, real cards that kept the demo set out)}: one of the
    two is 0. Upserts by (game, code), so loading again changes nothing.
    """
    games = {game.slug: game for game in Game.objects.filter(slug__in=slugs or DEMO_SETS)}
    result = {}
    with transaction.atomic():
        for slug, game in games.items():
            real = Card.objects.filter(game=game).real().count()
            if not real:
                _load_game(game)
            result[slug] = (Card.objects.filter(game=game).demo().count(), real)
    return result


def _load_game(game):
    for card in DEMO_SETS[game.slug]():
        fields = {k: v for k, v in card.items() if k != "code"}
        Card.objects.update_or_create(game=game, code=card["code"], defaults={**fields, "is_demo": True})
    for slug, alternate_code, base_code in DEMO_ALTERNATES:
        if slug != game.slug:
            continue
        base = Card.objects.get(game=game, code=base_code)
        attrs = dict(base.attrs)
        if slug == "dbs":
            attrs["base_code"] = base_code
        fields = {"name": base.name, "type": base.type, "text": base.text, "attrs": attrs, "alternate_of": base}
        Card.objects.update_or_create(game=game, code=alternate_code, defaults={**fields, "is_demo": True})


def demo_remove(game):
    """Delete the demo cards of `game` (a Game); returns how many went. Real cards are untouched."""
    _, deleted = Card.objects.filter(game=game).demo().delete()
    return deleted.get(Card._meta.label, 0)
