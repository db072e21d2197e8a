"""Dragon Ball Super Card Game deck construction, per the official FAQ (seeds/dbs-cardgame-faq.fr.txt).

"Construction du deck": one Leader (Q2); exactly fifty cards besides it (Q1; newer rules allow
50-60, a Format.limits setting); at most four cards with the same card number (Q3, Q4), special
printings counting as their base number. Keywords: [Ultimate] one across deck and side deck,
[Super Combo] four in total, [Dragon Ball] seven in total (and those are not held to four). The
card wins over the rules (FAQ, first question): a card whose text allows any number of copies is
not held to four, and one whose text sets its own count (`deck_limit`) is held to that count
instead (rule manual 5-1-3-2). Main and Side Deck hold only Battle and Extra cards (rule manual
5-1-3). Banned (0) and limited (1) lists go by card number, the Leader included.
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
HAND_SIZE = 6  # rule manual 5-2-1-6: each player draws 6 cards as their opening hand
STYLE_CHOICES = ()  # no declared style in this game
DEFAULT_LIMITS = {"main": [50, 50], "side": [0, 15], "copies": 4, "ultimate": 1, "super_combo": 4, "dragon_ball": 7}
FAQ = "DBS FAQ (seeds/dbs-cardgame-faq.fr.txt)"
RULE_SIZES = f"{FAQ}, Construction du deck Q1: exactly 50 cards besides the Leader; side deck 0-15"
RULE_LEADER = f"{FAQ}, Construction du deck Q2: one Leader card"
RULE_COPIES = f"{FAQ}, Construction du deck Q3-Q4: at most 4 cards with the same card number"
MANUAL = "DBS rule manual 1.074"
RULE_DECK_CARDS = f"{MANUAL}, 5-1-3: the deck is built of Battle Cards and/or Extra Cards"
# limits key, keyword as printed, FAQ section
KEYWORDS = (
    ("ultimate", "Ultimate", f"{FAQ}, [Ultimate] Q1-Q2: one across deck and side deck"),
    ("super_combo", "Super Combo", f"{FAQ}, [Super Combo] Q1-Q2: four in total across deck and side deck"),
    ("dragon_ball", "Dragon Ball", f"{FAQ}, [Dragon Ball] Q1-Q2: seven in total across deck and side deck"),
)
LEADER_ZONE, DECK_ZONE, NO_ZONE = "leader", "main", "none"
DECK_TYPES = ("battle", "extra")


def zone_of(type_name, attrs):
    """Leader, a deck card (Battle or Extra), or neither (a token, an unknown type): "Battle Card" reads as Battle."""
    word = " ".join((type_name or "").lower().split()).removesuffix(" card")
    if word == "leader":
        return LEADER_ZONE
    return DECK_ZONE if word in DECK_TYPES else NO_ZONE


def keywords(record):
    raw = record.attrs.get("keywords") or ()
    if isinstance(raw, str):
        raw = raw.replace(";", ",").split(",")
    return {k.strip().strip("[]").lower() for k in raw if k and k.strip()}


def any_number(record):
    return bool(record.attrs.get("any_number_of_copies"))


def text_limits(cards):
    """{card key: the count its own text sets (`deck_limit`)}, from whichever printing carries it."""
    return {r.key: r.attrs["deck_limit"] for r in cards if isinstance(r.attrs.get("deck_limit"), int)}


def validate(sections, fmt, *, style=None):
    leader = sections.get("leader", ())
    main = sections.get("main", ())
    side = sections.get("side", ())
    problems = _leader_problems(leader)
    problems += section_size_problems(
        sections, fmt, {s: DEFAULT_LIMITS[s] for s in ("main", "side")}, LABELS, RULE_SIZES
    )
    problems += unknown_section_problems(sections, SECTIONS, "Dragon Ball Super")
    problems += _not_deck_cards(main, "main") + _not_deck_cards(side, "side")
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


def _not_deck_cards(cards, section):
    """WRONG_SECTION for a Leader, a token or any card that is neither Battle nor Extra in Main or Side Deck."""
    problems = []
    for record in sorted(set(cards), key=lambda r: r.code):
        if record.zone == DECK_ZONE:
            continue
        if record.zone == LEADER_ZONE:
            message = f"{record.name} ({record.code}) is a Leader card; Leaders cannot be in the {LABELS[section]}."
            rule = RULE_LEADER
        else:
            kind = f"a {record.type} card" if record.type else "a card of no type"
            message = (
                f"{record.name} ({record.code}) is {kind}; the {LABELS[section]} holds only Battle and Extra cards."
            )
            rule = RULE_DECK_CARDS
        problems.append(Problem(WRONG_SECTION, message, section, (record.code,), rule))
    return problems


def _copy_problems(counts, reps, deck, fmt):
    copies = fmt.limits.get("copies", DEFAULT_LIMITS["copies"])
    own_limits = text_limits(deck)
    problems = []
    for key, n in counts.items():
        record = reps[key]
        own = own_limits.get(key)
        limit = copies if own is None else own
        if n <= limit or any_number(record) or "dragon ball" in keywords(record):
            continue
        printings = [r for r in deck if r.key == key]
        rule = RULE_COPIES if own is None else _text_rule(record, key, own)
        problems.append(
            Problem(
                COPY_LIMIT,
                f"{record.name} ({key}): {plural(n, 'card')} with this card number across Main and Side Deck "
                f"(special printings count as their base number); at most {limit}.",
                None,
                tuple(sorted({r.code for r in printings})),
                rule,
            )
        )
    return problems


def _text_rule(record, key, limit):
    return (
        f"{MANUAL}, 5-1-3-2: the card's own deck-building text replaces the 4-copy rule; "
        f"card text of {record.name} ({key}): you can include {plural(limit, 'copy')} of this card"
    )


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
