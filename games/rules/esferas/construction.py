"""Dragon Ball "esferas" deck construction (seeds/dragonball-esferas-rules.es.txt, "Lo principal").

A deck of no fewer than 40 cards with no repeated card, except the Dragon Ball sphere cards. The
minimum and the copy limit are Format.limits settings. A card is told by its name: the same card
under two codes is still one card. Card types may be named in Spanish, as a real file would.
"""

import unicodedata
from collections import Counter

from ..common import (
    COPY_LIMIT,
    KEY,
    copies_count,
    format_list_problems,
    problem,
    representatives,
    section_size_problems,
    unknown_section_problems,
)
from ..messages import N_, count

SECTIONS = ("main",)
LABELS = {"main": N_("Deck")}
HAND_SIZE = 7  # the seed: each player takes 7 cards
STYLE_CHOICES = ()  # no declared style in this game
DEFAULT_LIMITS = {"main": [40, None], "copies": 1}
# The card zones a section holds, where a name shared by several cards needs the section to say which.
SECTION_ZONES = {}  # one section: nothing to settle
RULE_SIZE = N_("Esferas rules (seeds/dragonball-esferas-rules.es.txt), Lo principal: a deck of no fewer than 40 cards")
RULE_COPIES = N_(
    "Esferas rules (seeds/dragonball-esferas-rules.es.txt), Lo principal: "
    "no repeated cards except Dragon Ball sphere cards"
)
SPHERE, OTHER = "sphere", "main"
DRAGON_BALL = "Dragon Ball"
# Type names, folded (see fold), to the types of docs/cards.md: English, and the Spanish of the rules.
TYPE_NAMES = {
    **dict.fromkeys(("dragon ball", "dragonball", "esfera", "esfera del dragon", "esferas del dragon"), DRAGON_BALL),
    **dict.fromkeys(("attack", "ataque"), "Attack"),
    **dict.fromkeys(("defence", "defense", "defensa"), "Defence"),
    **dict.fromkeys(("modifier", "modificadora"), "Modifier"),
    **dict.fromkeys(("instant", "instantanea"), "Instant"),
    **dict.fromkeys(("permanent", "permanente"), "Permanent"),
    **dict.fromkeys(("character", "personaje"), "Character"),
}


def fold(text):
    """Lower case, no accents, single spaces: "Esfera del  Dragón" -> "esfera del dragon"."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def type_of(word):
    """The type of docs/cards.md that a type name means, in English or Spanish; None when unknown."""
    return TYPE_NAMES.get(fold(word))


def zone_of(type_name, attrs):
    return SPHERE if type_of(type_name) == DRAGON_BALL else OTHER


def validate(sections, fmt, *, style=None):
    deck = sections.get("main", ())
    problems = section_size_problems(sections, fmt, {"main": DEFAULT_LIMITS["main"]}, LABELS, RULE_SIZE)
    problems += unknown_section_problems(sections, SECTIONS, "Esferas")
    problems += _repeat_problems(deck, fmt)
    counts = Counter(map(KEY, deck))
    problems += format_list_problems(counts, representatives(deck), fmt, "main", N_("in the deck"))
    return problems


def _repeat_problems(deck, fmt):
    """COPY_LIMIT for a card other than a sphere card repeated, counted by name across its codes."""
    copies = fmt.limits.get("copies", DEFAULT_LIMITS["copies"])
    by_name = {}
    for record in deck:
        if record.zone != SPHERE:
            by_name.setdefault(fold(record.name), []).append(record)
    problems = []
    for same in by_name.values():
        if len(same) <= copies:
            continue
        record = same[0]
        found = sorted({r.code for r in same})
        params = {
            "name": record.name,
            "codes": found,
            "times": count(len(same), "{n} time", "{n} times"),
            "copies": copies_count(copies),
        }
        problems.append(
            problem(
                COPY_LIMIT,
                N_(
                    "{name} ({codes}) is in the deck {times}; "
                    "only Dragon Ball sphere cards may repeat (at most {copies} of other cards)."
                ),
                params,
                section="main",
                cards=found,
                rule=RULE_COPIES,
            )
        )
    return problems
