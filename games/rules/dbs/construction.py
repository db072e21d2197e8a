"""Dragon Ball Super Card Game deck construction, per the official FAQ (seeds/dbs-cardgame-faq.fr.txt).

"Construction du deck": one Leader (Q2); exactly fifty cards besides it (Q1; newer rules allow
50-60, a Format.limits setting); at most four cards with the same card number (Q3, Q4), special
printings counting as their base number. Keywords: [Ultimate] one across deck and side deck,
[Super Combo] four in total, [Dragon Ball] seven in total (and those are not held to four). A card
whose text allows any number of copies is not held to four either. Banned (0) and limited (1)
lists go by card number, the Leader included.
"""

from collections import Counter

from ..common import (
    COPY_LIMIT,
    KEY,
    KEYWORD_LIMIT,
    LEADER,
    WRONG_SECTION,
    Problem,
    format_list_problems,
    plural,
    representatives,
    section_size_problems,
    unknown_section_problems,
)

SECTIONS = ("leader", "main", "side")
LABELS = {"leader": "Leader", "main": "Main Deck", "side": "Side Deck"}
DEFAULT_LIMITS = {"main": [50, 50], "side": [0, 15], "copies": 4, "ultimate": 1, "super_combo": 4, "dragon_ball": 7}
FAQ = "DBS FAQ (seeds/dbs-cardgame-faq.fr.txt)"
RULE_SIZES = f"{FAQ}, Construction du deck Q1: exactly 50 cards besides the Leader; side deck 0-15"
RULE_LEADER = f"{FAQ}, Construction du deck Q2: one Leader card"
RULE_COPIES = f"{FAQ}, Construction du deck Q3-Q4: at most 4 cards with the same card number"
# limits key, keyword as printed, FAQ section
KEYWORDS = (
    ("ultimate", "Ultimate", f"{FAQ}, [Ultimate] Q1-Q2: one across deck and side deck"),
    ("super_combo", "Super Combo", f"{FAQ}, [Super Combo] Q1-Q2: four in total across deck and side deck"),
    ("dragon_ball", "Dragon Ball", f"{FAQ}, [Dragon Ball] Q1-Q2: seven in total across deck and side deck"),
)
LEADER_ZONE, DECK_ZONE = "leader", "main"


def zone_of(type_name, attrs):
    return LEADER_ZONE if (type_name or "").strip().lower() == "leader" else DECK_ZONE


def keywords(record):
    raw = record.attrs.get("keywords") or ()
    if isinstance(raw, str):
        raw = raw.replace(";", ",").split(",")
    return {k.strip().strip("[]").lower() for k in raw if k and k.strip()}


def any_number(record):
    return bool(record.attrs.get("any_number_of_copies"))


def validate(sections, fmt, *, style=None):
    leader = sections.get("leader", ())
    main = sections.get("main", ())
    side = sections.get("side", ())
    problems = _leader_problems(leader)
    problems += section_size_problems(
        sections, fmt, {s: DEFAULT_LIMITS[s] for s in ("main", "side")}, LABELS, RULE_SIZES
    )
    problems += unknown_section_problems(sections, SECTIONS, "Dragon Ball Super")
    problems += _leaders_in_deck(main, "main") + _leaders_in_deck(side, "side")
    deck = [*main, *side]
    counts = Counter(map(KEY, deck))
    reps = representatives([*deck, *leader])
    problems += _copy_problems(counts, reps, deck, fmt)
    problems += _keyword_problems(deck, fmt)
    with_leader = counts + Counter(map(KEY, leader))
    problems += format_list_problems(with_leader, reps, fmt, None, "in Leader, Main and Side Deck")
    return problems


def _leader_problems(leader):
    if len(leader) != 1:
        return [
            Problem(
                LEADER,
                f"A deck needs exactly one Leader card; this one has {len(leader)}.",
                "leader",
                tuple(r.code for r in leader),
                RULE_LEADER,
            )
        ]
    record = leader[0]
    if record.zone != LEADER_ZONE:
        return [
            Problem(
                LEADER,
                f"{record.name} ({record.code}) is a {record.type or 'non-Leader'} card, not a Leader.",
                "leader",
                (record.code,),
                RULE_LEADER,
            )
        ]
    return []


def _leaders_in_deck(cards, section):
    return [
        Problem(
            WRONG_SECTION,
            f"{record.name} ({record.code}) is a Leader card; Leaders cannot be in the {LABELS[section]}.",
            section,
            (record.code,),
            RULE_LEADER,
        )
        for record in set(cards)
        if record.zone == LEADER_ZONE
    ]


def _copy_problems(counts, reps, deck, fmt):
    copies = fmt.limits.get("copies", DEFAULT_LIMITS["copies"])
    problems = []
    for key, n in counts.items():
        record = reps[key]
        if n <= copies or any_number(record) or "dragon ball" in keywords(record):
            continue
        printings = sorted({r.code for r in deck if r.key == key})
        problems.append(
            Problem(
                COPY_LIMIT,
                f"{record.name} ({key}): {plural(n, 'card')} with this card number across Main and Side Deck "
                f"(special printings count as their base number); at most {copies}.",
                None,
                tuple(printings),
                RULE_COPIES,
            )
        )
    return problems


def _keyword_problems(deck, fmt):
    problems = []
    for limit_key, keyword, rule in KEYWORDS:
        word = keyword.lower()
        holders = [r for r in deck if word in keywords(r)]
        limit = fmt.limits.get(limit_key, DEFAULT_LIMITS[limit_key])
        if len(holders) > limit:
            problems.append(
                Problem(
                    KEYWORD_LIMIT,
                    f"{plural(len(holders), 'card')} with [{keyword}] across Main and Side Deck; at most {limit}.",
                    None,
                    tuple(sorted({r.code for r in holders})),
                    rule,
                )
            )
    return problems
