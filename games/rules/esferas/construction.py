"""Dragon Ball "esferas" deck construction (seeds/dragonball-esferas-rules.es.txt, "Lo principal").

A deck of no fewer than 40 cards with no repeated card, except the Dragon Ball sphere cards. The
minimum and the copy limit are Format.limits settings.
"""

from collections import Counter

from ..common import (
    COPY_LIMIT,
    KEY,
    Problem,
    format_list_problems,
    plural,
    representatives,
    section_size_problems,
    unknown_section_problems,
)

SECTIONS = ("main",)
LABELS = {"main": "Deck"}
DEFAULT_LIMITS = {"main": [40, None], "copies": 1}
SEED = "Esferas rules (seeds/dragonball-esferas-rules.es.txt), Lo principal"
RULE_SIZE = f"{SEED}: a deck of no fewer than 40 cards"
RULE_COPIES = f"{SEED}: no repeated cards except Dragon Ball sphere cards"
SPHERE, OTHER = "sphere", "main"


def zone_of(type_name, attrs):
    return SPHERE if (type_name or "").lower().replace(" ", "") == "dragonball" else OTHER


def validate(sections, fmt, *, style=None):
    deck = sections.get("main", ())
    problems = section_size_problems(sections, fmt, {"main": DEFAULT_LIMITS["main"]}, LABELS, RULE_SIZE)
    problems += unknown_section_problems(sections, SECTIONS, "Esferas")
    copies = fmt.limits.get("copies", DEFAULT_LIMITS["copies"])
    counts = Counter(map(KEY, deck))
    reps = representatives(deck)
    for key, n in counts.items():
        record = reps[key]
        if n > copies and record.zone != SPHERE:
            problems.append(
                Problem(
                    COPY_LIMIT,
                    f"{record.name} ({key}) is in the deck {plural(n, 'time')}; "
                    f"only Dragon Ball sphere cards may repeat (at most {plural(copies, 'copy')} of other cards).",
                    "main",
                    (key,),
                    RULE_COPIES,
                )
            )
    problems += format_list_problems(counts, reps, fmt, "main", "in the deck")
    return problems
