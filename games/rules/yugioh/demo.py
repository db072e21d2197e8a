"""The demo set of Yu-Gi-Oh! (games.demo loads it): cards written for this project, not real ones."""

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
ALTERNATES = [("90000201", "90000101", {})]  # (code, code of the card it reprints, attrs it changes)


def cards():
    for code, name, kind, attribute, race, level, atk, dfn, text in YUGIOH_MONSTERS:
        type_name, types = YUGIOH_MONSTER_TYPES[kind]
        attrs = {"kind": "monster", "types": types, "attribute": attribute, "race": race, "level": level, "atk": atk}
        if dfn is not None:
            attrs["def"] = dfn
        yield {"code": code, "name": name, "type": type_name, "text": text, "attrs": attrs}
    for code, name, kind, text in YUGIOH_SPELLS_TRAPS:
        type_name, types = YUGIOH_SPELL_TRAP_TYPES[kind]
        yield {"code": code, "name": name, "type": type_name, "text": text, "attrs": {"kind": types[0], "types": types}}
