"""Flip's deck construction: one section of 10 to 20 cards, at most 2 copies of a card (by code)."""

from collections import Counter

from games.rules import common

SECTIONS = ("main",)
LABELS = {"main": "Deck"}
HAND_SIZE = 4
STYLE_CHOICES = ()
DEFAULT_LIMITS = {"main": [10, 20], "copies": 2}
SECTION_ZONES = {}
RULE_SIZE = "Flip rules: a deck of 10 to 20 cards"
RULE_COPIES = "Flip rules: at most 2 copies of a card"


def zone_of(type_name, attrs):
    return "main"


def validate(sections, fmt, *, style=None):
    deck = sections.get("main", ())
    problems = common.section_size_problems(sections, fmt, {"main": DEFAULT_LIMITS["main"]}, LABELS, RULE_SIZE)
    problems += common.unknown_section_problems(sections, SECTIONS, "Flip")
    counts = Counter(map(common.KEY, deck))
    reps = common.representatives(deck)
    problems += _copy_problems(counts, reps, fmt.limits.get("copies", DEFAULT_LIMITS["copies"]))
    problems += common.format_list_problems(counts, reps, fmt, "main", "in the deck")
    return problems


def _copy_problems(counts, reps, copies):
    template = "{name} ({code}) is in the deck more than {copies}."
    return [
        common.problem(
            common.COPY_LIMIT,
            template,
            {"name": reps[key].name, "code": reps[key].code, "copies": common.copies_count(copies)},
            section="main",
            cards=[reps[key].code],
            rule=RULE_COPIES,
        )
        for key, n in counts.items()
        if n > copies
    ]
