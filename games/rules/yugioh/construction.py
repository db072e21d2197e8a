"""Yu-Gi-Oh! deck construction: section sizes, copies, the Forbidden/Limited list, the Extra Deck.

Rules (Official Rulebook, "Deck construction"): Main Deck 40-60 cards, Extra Deck 0-15, Side Deck
0-15; at most 3 copies of a card across the three together, alternate printings counting as the
same card; Fusion, Synchro, Xyz and Link monsters live only in the Extra Deck, which holds nothing
else; Tokens are not deck cards. Sizes and the copy limit are Format.limits; the list is the
format's card list. Written for speed (the bulk validator runs it 20,000 times a second): per-card
work is done in C (counting, sets); Python loops run only over the cards of a problem.
"""

from operator import attrgetter

from ..common import (
    COPY_LIMIT,
    WRONG_SECTION,
    copies_count,
    count_keys,
    format_list_problems,
    problem,
    representatives,
    section_size_problems,
    unknown_section_problems,
)
from ..messages import N_

SECTIONS = ("main", "extra", "side")
LABELS = {"main": N_("Main Deck"), "extra": N_("Extra Deck"), "side": N_("Side Deck")}
HAND_SIZE = 5  # Official Rulebook: each player draws 5 cards to start
STYLE_CHOICES = ()  # no declared style in this game
DEFAULT_LIMITS = {"main": [40, 60], "extra": [0, 15], "side": [0, 15], "copies": 3}
RULE_SIZES = N_("Yu-Gi-Oh! Official Rulebook, Deck construction: Main 40-60, Extra and Side 0-15")
RULE_COPIES = N_("Yu-Gi-Oh! Official Rulebook, Deck construction: 3 copies of a card across Main, Extra and Side")
RULE_EXTRA = N_("Yu-Gi-Oh! Official Rulebook: Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck")
RULE_TOKEN = N_("Yu-Gi-Oh! Official Rulebook: Tokens and other non-deck cards are not part of a deck")

EXTRA_TYPES = frozenset({"fusion", "synchro", "xyz", "link"})
NON_DECK_TYPES = frozenset({"token", "skill"})
MAIN, EXTRA, NONE = "main", "extra", "none"
ZONE = attrgetter("zone")
ONLY_MAIN, ONLY_EXTRA, DECK_ZONES = frozenset({MAIN}), frozenset({EXTRA}), frozenset({MAIN, EXTRA})
# The card zones a section holds, where a name shared by several cards needs the section to say which.
SECTION_ZONES = {"main": {MAIN}, "extra": {EXTRA}}


def zone_of(type_name, attrs):
    """Where a card may be: the Extra Deck (extra monsters), nowhere (tokens), else the Main Deck."""
    types = {t.lower() for t in attrs.get("types") or ()}
    lowered = (type_name or "").lower()
    if types & NON_DECK_TYPES or "token" in lowered.split():
        return NONE
    if types & EXTRA_TYPES or any(word in lowered.split() for word in EXTRA_TYPES):
        return EXTRA
    return MAIN


def validate(sections, fmt, *, style=None):
    main = sections.get("main", ())
    extra = sections.get("extra", ())
    side = sections.get("side", ())
    limits = fmt.limits
    problems = []
    if not _sizes_ok(limits, len(main), len(extra), len(side)):
        problems += section_size_problems(sections, fmt, _size_defaults(), LABELS, RULE_SIZES)
    if sections.keys() - LABELS.keys():
        problems += unknown_section_problems(sections, SECTIONS, "Yu-Gi-Oh!")
    # Placement: one C-level pass per section gives the zones present; details only when wrong.
    zones_ok = set(map(ZONE, main)) <= ONLY_MAIN and set(map(ZONE, extra)) <= ONLY_EXTRA
    if not (zones_ok and set(map(ZONE, side)) <= DECK_ZONES):
        problems += _placement_problems(main, extra, side)
    deck = [*main, *extra, *side]
    counts = count_keys(deck)
    copies = limits.get("copies", 3)
    if counts and max(counts.values()) > copies:
        reps = representatives(deck)
        problems += [_too_many(reps[k], n, copies, deck) for k, n in counts.items() if n > copies]
    card_limits = fmt.card_limits
    if card_limits or fmt.is_whitelist:
        # The list's keys already cover every printing it names (common.list_by_key).
        outside = fmt.is_whitelist and counts.keys() - card_limits.keys()
        if outside or any(counts[k] > card_limits[k] for k in counts.keys() & card_limits.keys()):
            where = N_("across Main, Extra and Side Deck")
            problems += format_list_problems(counts, representatives(deck), fmt, None, where)
    return problems


def _sizes_ok(limits, n_main, n_extra, n_side):
    low, high = limits.get("main", (40, 60))
    if n_main < low or (high is not None and n_main > high):
        return False
    low, high = limits.get("extra", (0, 15))
    if n_extra < low or (high is not None and n_extra > high):
        return False
    low, high = limits.get("side", (0, 15))
    return low <= n_side and (high is None or n_side <= high)


def _size_defaults():
    return {s: DEFAULT_LIMITS[s] for s in SECTIONS}


def _placement_problems(main, extra, side):
    problems = []
    for record in set(main):
        if record.zone != MAIN:
            problems.append(_misplaced(record, "main"))
    for record in set(extra):
        if record.zone != EXTRA:
            problems.append(_misplaced(record, "extra"))
    for record in set(side):
        if record.zone == NONE:
            problems.append(_misplaced(record, "side"))
    return problems


def _misplaced(record, section):
    params = {"name": record.name, "code": record.code, "type": record.type, "section": LABELS[section]}
    if record.zone == NONE:
        template = (
            N_("{name} ({code}) is a {type} and cannot be in a deck.")
            if record.type
            else N_("{name} ({code}) is a non-deck card and cannot be in a deck.")
        )
        rule = RULE_TOKEN
    elif record.zone == EXTRA:
        template = N_("{name} ({code}) is an Extra Deck monster; it cannot be in the {section}.")
        rule = RULE_EXTRA
    else:
        template = N_("{name} ({code}) is not a Fusion, Synchro, Xyz or Link monster; it cannot be in the Extra Deck.")
        rule = RULE_EXTRA
    return problem(WRONG_SECTION, template, params, section=section, cards=(record.code,), rule=rule)


def _too_many(record, n, copies, deck):
    printings = sorted({r.code for r in deck if r.key == record.key})
    return problem(
        COPY_LIMIT,
        N_(
            "{name} ({key}): {copies} across Main, Extra and Side Deck "
            "(alternate printings count as the same card); at most {limit}."
        ),
        {"name": record.name, "key": record.key, "copies": copies_count(n), "limit": copies},
        cards=printings,
        rule=RULE_COPIES,
    )
