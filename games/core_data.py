"""Rows every installation has: the five games, their default formats, Tractor's card faces, groups.

Written against model classes passed in, so the data migration (historical models) and the test
suite (which flushes tables between transactional tests) share one definition.
"""

import datetime

from django.utils.translation import gettext_noop as N_

from .rules import default_limits, registry

GAMES = [(game.slug, game.name) for game in registry.GAMES]  # (slug, name) in display order

# Each collectible game's default format: the standard limits its rules state (docs/formats.md), no card list.
# Its name is translated when shown (games.formats).
DEFAULT_FORMATS = {
    "yugioh": ("advanced", N_("Advanced (no list)")),
    "dbs": ("faq-standard", N_("Standard (FAQ rules, no list)")),
    "dbz": ("score-standard", N_("Score standard (no list)")),
    "esferas": ("standard", N_("Standard")),
}
EPOCH = datetime.date(1999, 1, 1)

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
RANK_NAMES = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
POINTS = {"5": 5, "10": 10, "K": 10}
GROUPS = ("judge", "organiser")


def tractor_faces():
    for suit, suit_name in SUITS.items():
        for rank in RANKS:
            name = f"{RANK_NAMES.get(rank, rank)} of {suit_name}"
            yield f"{rank}{suit}", name, "Suit card", {"rank": rank, "suit": suit, "points": POINTS.get(rank, 0)}
    yield "SJ", "Small Joker", "Joker", {"rank": "SJ", "suit": None, "points": 0}
    yield "BJ", "Big Joker", "Joker", {"rank": "BJ", "suit": None, "points": 0}


def ensure_core_data(*, Game, Format, Card, Group):
    games = {}
    for game in registry.GAMES:
        games[game.slug], _ = Game.objects.update_or_create(
            slug=game.slug, defaults={"name": game.name, "order": game.order}
        )
    for slug, (fslug, fname) in DEFAULT_FORMATS.items():
        Format.objects.update_or_create(
            game=games[slug],
            slug=fslug,
            defaults={
                "name": fname,
                "limits": default_limits(slug),
                "is_default": True,
                "valid_from": EPOCH,
                "source": "rules",
            },
        )
    for code, name, kind, attrs in tractor_faces():
        Card.objects.update_or_create(
            game=games["tractor"], code=code, defaults={"name": name, "type": kind, "attrs": attrs}
        )
    for group in GROUPS:
        Group.objects.get_or_create(name=group)
