"""The demo set of Dragon Ball Z (Score) (games.demo loads it): cards written for this project, not real ones."""

# Personalities: number, name, personality, level, pur, alignment, power_stages, text (no style)
PERSONALITIES = [
    (
        "001",
        "Goku, Earth's Defender",
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
        "Raditz",
        2,
        3,
        "Villain",
        [6000, 7000, 8000, 9000],
        "Power: energy attack doing 5 life cards of damage.",
    ),
]
# Every other card: number, name, type, style, personality (the one it is for, or None), text
OTHER_CARDS = [
    ("010", "Red Knee Strike", "Physical Combat", "Red", None, "Physical attack. Raise your anger 1 level."),
    ("011", "Red Double Fist", "Physical Combat", "Red", None, "Physical attack doing +1 stage of damage."),
    ("012", "Blue Ki Blast", "Energy Combat", "Blue", None, "Energy attack."),
    ("013", "Blue Barrier", "Energy Combat", "Blue", None, "Stops an energy attack."),
    ("014", "Orange Leg Sweep", "Physical Combat", "Orange", None, "Physical attack."),
    ("015", "Orange Block", "Physical Combat", "Orange", None, "Stops a physical attack."),
    ("016", "Black Shadow Kick", "Physical Combat", "Black", None, "Physical attack. Your opponent discards 1 card."),
    ("017", "Black Counter", "Combat", "Black", None, "Stops a physical attack."),
    ("018", "Saiyan Rage", "Combat", "Saiyan", None, "Raise your anger 2 levels."),
    ("019", "Saiyan Tail Grab", "Physical Combat", "Saiyan", None, "Physical attack."),
    ("020", "Focused Breathing", "Non-Combat", "Freestyle", None, "Raise your Main Personality 2 power stages."),
    ("021", "Scouter Reading", "Non-Combat", None, None, "Look at your opponent's hand."),
    ("022", "Hidden Reserves", "Combat", "Freestyle", None, "Stops an energy attack."),
    ("023", "Goku's Flying Nimbus", "Non-Combat", None, "Goku", "Goku only: draw 2 cards."),
    ("031", "Earth Dragon Ball 1", "Dragon Ball", None, None, "Draw 3 cards."),
    ("032", "Earth Dragon Ball 2", "Dragon Ball", None, None, "Raise your anger 2 levels."),
    ("033", "Earth Dragon Ball 3", "Dragon Ball", None, None, "Search your Life Deck."),
]
# More style-less cards, so that a legal 50-card Life Deck can be built from the demo set alone.
OTHER_CARDS += [
    (f"{n:03d}", name, kind, "Freestyle", None, text)
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
    for number, name, personality, level, pur, alignment, stages, text in PERSONALITIES:
        stats = {"level": level, "pur": pur, "alignment": alignment, "power_stages": printed_stages(stages)}
        yield _card(number, name, "Personality", text, {**_attrs(number, None, personality), **stats})
    for number, name, kind, style, personality, text in OTHER_CARDS:
        yield _card(number, name, kind, text, _attrs(number, style, personality))


def printed_stages(stages):
    """A personality's power stages as Score prints them: 0, then ten stages rising from the first listed to the
    last (the seed's setup puts the Main Personality 5 stages above 0, so a card needs them all)."""
    first, last = stages[0], stages[-1]
    step = max(1, (last - first) // 9)
    return [0, *range(first, first + 10 * step, step)]


def _attrs(number, style, personality):
    attrs = {"set": DBZ_SET, "number": number, "style": style, "rarity": "Demo"}
    if personality:
        attrs["personality"] = personality
    return attrs


def _card(number, name, kind, text, attrs):
    return {"code": f"{DBZ_SET}-{number}", "name": name, "type": kind, "text": text, "attrs": attrs}
