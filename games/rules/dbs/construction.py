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
    cards_count,
    format_list_problems,
    problem,
    representatives,
    section_size_problems,
    unknown_section_problems,
)
from ..messages import N_, count

SECTIONS = ("leader", "main", "side")
LABELS = {"leader": N_("Leader"), "main": N_("Main Deck"), "side": N_("Side Deck")}
HAND_SIZE = 6  # rule manual 5-2-1-6: each player draws 6 cards as their opening hand
STYLE_CHOICES = ()  # no declared style in this game
DEFAULT_LIMITS = {"main": [50, 50], "side": [0, 15], "copies": 4, "ultimate": 1, "super_combo": 4, "dragon_ball": 7}
# Rule citations are whole literals (each one a message to translate): the FAQ is
# seeds/dbs-cardgame-faq.fr.txt, the rule manual is version 1.074.
RULE_SIZES = N_(
    "DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), Construction du deck Q1: exactly 50 cards besides the Leader; "
    "side deck 0-15"
)
RULE_LEADER = N_("DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), Construction du deck Q2: one Leader card")
RULE_COPIES = N_(
    "DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), Construction du deck Q3-Q4: at most 4 cards with the same card number"
)
RULE_DECK_CARDS = N_("DBS rule manual 1.074, 5-1-3: the deck is built of Battle Cards and/or Extra Cards")
RULE_TEXT_LIMIT = N_(
    "DBS rule manual 1.074, 5-1-3-2: the card's own deck-building text replaces the 4-copy rule; "
    "card text of {name} ({key}): you can include {own} of this card"
)
# limits key, keyword as printed, FAQ section
KEYWORDS = (
    (
        "ultimate",
        "Ultimate",
        N_("DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), [Ultimate] Q1-Q2: one across deck and side deck"),
    ),
    (
        "super_combo",
        "Super Combo",
        N_("DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), [Super Combo] Q1-Q2: four in total across deck and side deck"),
    ),
    (
        "dragon_ball",
        "Dragon Ball",
        N_("DBS FAQ (seeds/dbs-cardgame-faq.fr.txt), [Dragon Ball] Q1-Q2: seven in total across deck and side deck"),
    ),
)
LEADER_ZONE, DECK_ZONE, NO_ZONE = "leader", "main", "none"
# The card zones a section holds, where a name shared by several cards needs the section to say which.
SECTION_ZONES = {"leader": {LEADER_ZONE}, "main": {DECK_ZONE, NO_ZONE}, "side": {DECK_ZONE, NO_ZONE}}
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
    problems += format_list_problems(with_leader, reps, fmt, None, N_("in Leader, Main and Side Deck"))
    return problems


def _leader_problems(leader):
    if len(leader) != 1:
        return [
            problem(
                LEADER,
                N_("A deck needs exactly one Leader card; this one has {n}."),
                {"n": len(leader)},
                section="leader",
                cards=[r.code for r in leader],
                rule=RULE_LEADER,
            )
        ]
    record = leader[0]
    if record.zone != LEADER_ZONE:
        template = (
            N_("{name} ({code}) is a {type} card, not a Leader.")
            if record.type
            else N_("{name} ({code}) is a non-Leader card, not a Leader.")
        )
        params = {"name": record.name, "code": record.code, "type": record.type}
        return [problem(LEADER, template, params, section="leader", cards=(record.code,), rule=RULE_LEADER)]
    return []


def _not_deck_cards(cards, section):
    """WRONG_SECTION for a Leader, a token or any card that is neither Battle nor Extra in Main or Side Deck."""
    problems = []
    for record in sorted(set(cards), key=lambda r: r.code):
        if record.zone == DECK_ZONE:
            continue
        params = {"name": record.name, "code": record.code, "type": record.type, "section": LABELS[section]}
        if record.zone == LEADER_ZONE:
            template = N_("{name} ({code}) is a Leader card; Leaders cannot be in the {section}.")
            rule = RULE_LEADER
        elif record.type:
            template = N_("{name} ({code}) is a {type} card; the {section} holds only Battle and Extra cards.")
            rule = RULE_DECK_CARDS
        else:
            template = N_("{name} ({code}) is a card of no type; the {section} holds only Battle and Extra cards.")
            rule = RULE_DECK_CARDS
        problems.append(problem(WRONG_SECTION, template, params, section=section, cards=(record.code,), rule=rule))
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
        params = {"name": record.name, "key": key, "cards": cards_count(n), "limit": limit}
        if own is not None:
            params["own"] = count(own, "{n} copy", "{n} copies")
        problems.append(
            problem(
                COPY_LIMIT,
                N_(
                    "{name} ({key}): {cards} with this card number across Main and Side Deck "
                    "(special printings count as their base number); at most {limit}."
                ),
                params,
                cards=sorted({r.code for r in printings}),
                rule=RULE_COPIES if own is None else RULE_TEXT_LIMIT,
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
                problem(
                    KEYWORD_LIMIT,
                    N_("{cards} with [{keyword}] across Main and Side Deck; at most {limit}."),
                    {"cards": cards_count(len(holders)), "keyword": keyword, "limit": limit},
                    cards=sorted({r.code for r in holders}),
                    rule=rule,
                )
            )
    return problems
