"""The demo set of Esferas (games.demo loads it): cards written for this project, not real ones."""

from .cards import stored_attrs

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

ALTERNATES = []


def cards():
    for code, name, kind, sphere, points, character, text in ESFERAS_CARDS:
        attrs = {"sphere": sphere, "points": points, "character": character}
        attrs = stored_attrs(kind, {k: v for k, v in attrs.items() if v is not None}, name=name, code=code)
        yield {"code": code, "name": name, "type": kind, "text": text, "attrs": attrs}
