"""The demo set of Dragon Ball Z (Score) (games.demo loads it): cards written for this project, not real ones."""

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
ALTERNATES = []


def cards():
    for number, name, kind, style, personality, level, pur, alignment, stages, text in DBZ_CARDS:
        attrs = {"set": DBZ_SET, "number": number, "style": style, "rarity": "Demo"}
        if personality:
            attrs["personality"] = personality
        if level is not None:
            attrs.update(level=level, pur=pur, alignment=alignment, power_stages=stages)
        yield {"code": f"{DBZ_SET}-{number}", "name": name, "type": kind, "text": text, "attrs": attrs}
