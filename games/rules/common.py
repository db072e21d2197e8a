"""Plain types every game's construction rules share: card records, formats, problems.

No Django here: the rules take these small values and return problems, so the same functions
serve the API, the deck editor and the bulk jobs, and can be tested and measured without a database.
"""

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from .messages import N_, count, jsonable, render

# The problem codes of issue 4, stable across versions: clients branch on them.
SECTION_SIZE = "SECTION_SIZE"
COPY_LIMIT = "COPY_LIMIT"
FORMAT_LIMIT = "FORMAT_LIMIT"
NOT_IN_POOL = "NOT_IN_POOL"
WRONG_SECTION = "WRONG_SECTION"
LEADER = "LEADER"
KEYWORD_LIMIT = "KEYWORD_LIMIT"
ALIGNMENT = "ALIGNMENT"
STYLE = "STYLE"
PERSONALITY_LEVELS = "PERSONALITY_LEVELS"
DRAGON_BALLS = "DRAGON_BALLS"
UNKNOWN_CARD = "UNKNOWN_CARD"
UNREADABLE_LINE = "UNREADABLE_LINE"
AMBIGUOUS_NAME = "AMBIGUOUS_NAME"

# What a page calls each problem (the code itself is for clients, never shown to a reader).
PROBLEM_TITLES = {
    SECTION_SIZE: N_("Wrong number of cards"),
    COPY_LIMIT: N_("Too many copies"),
    FORMAT_LIMIT: N_("Over the format's limit"),
    NOT_IN_POOL: N_("Not in the format's card pool"),
    WRONG_SECTION: N_("In the wrong section"),
    LEADER: N_("Leader"),
    KEYWORD_LIMIT: N_("Keyword limit"),
    ALIGNMENT: N_("Alignment"),
    STYLE: N_("Deck style"),
    PERSONALITY_LEVELS: N_("Personality levels"),
    DRAGON_BALLS: N_("Dragon Balls"),
    UNKNOWN_CARD: N_("Unknown card"),
    UNREADABLE_LINE: N_("Unreadable line"),
    AMBIGUOUS_NAME: N_("Ambiguous card name"),
}
GENERIC_PROBLEM_TITLE = N_("Problem")

LIST_LIMIT_WORDS = {1: N_("limited"), 2: N_("semi-limited")}


@dataclass(frozen=True, slots=True, eq=False)
class CardRecord:
    """One card as the rules see it. Compared and hashed by identity: a deck repeats the same record.

    `alias` is the card whose copy limit this one shares (a Yu-Gi-Oh! alternate printing, a DBS
    special printing's base number); `key` is that shared code. `zone` is where the game lets the
    card go, set by the game's `zone_of` when the record is built.
    """

    code: str
    name: str
    type: str = ""
    attrs: dict[str, Any] = field(default_factory=dict)
    alias: str | None = None
    zone: str = ""
    key: str = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "key", self.alias or self.code)


KEY = attrgetter("key")

try:  # the C loop behind Counter, without Counter's Python-level __init__: 2-3x faster on a deck
    from collections import _count_elements
except ImportError:  # pragma: no cover - other Python implementations

    def _count_elements(mapping, iterable):
        for element in iterable:
            mapping[element] = mapping.get(element, 0) + 1


def count_keys(cards):
    """{card key: copies} of a list of records (alternate printings counted together)."""
    counts = {}
    _count_elements(counts, map(KEY, cards))
    return counts


@dataclass(frozen=True, slots=True)
class FormatRules:
    """The limits of one format: `limits` per docs/formats.md, and its card list keyed by card key."""

    slug: str = "standard"
    name: str = "Standard"
    limits: dict[str, Any] = field(default_factory=dict)
    card_limits: dict[str, int] = field(default_factory=dict)
    is_whitelist: bool = False
    # Built from real lists (a banlist file): the demo cards, invented for trying the application, are
    # not in its pool (demo_card_problems).
    real_lists: bool = False

    def section_range(self, section, default):
        low, high = self.limits.get(section, default)
        return low, high


def list_by_key(listed, alias_of):
    """A format's list {code: limit} re-keyed by card key, whichever printing the list names.

    `alias_of` maps a printing's code to the code it is an alternate of. Where a list names two
    printings of one card with different limits, the stricter one holds.
    """
    by_key = {}
    for code, limit in listed.items():
        key = alias_of.get(code) or code
        by_key[key] = min(limit, by_key.get(key, limit))
        by_key.setdefault(code, by_key[key])
    return by_key


@dataclass(slots=True)
class Problem:
    """One thing wrong with a deck. `message` is English; `template` and `params` let a page show it in
    its own language (games.rules.messages); `rule` cites the rules text, itself a translatable string."""

    code: str
    message: str
    section: str | None = None
    cards: tuple[str, ...] = ()
    rule: str = ""
    line: int | None = None
    template: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    rule_template: str = ""

    def to_dict(self):
        data = {
            "code": self.code,
            "message": self.message,
            "section": self.section,
            "cards": list(self.cards),
            "rule": self.rule,
        }
        if self.line is not None:
            data["line"] = self.line
        if self.template:
            data["template"] = self.template
            data["params"] = jsonable(self.params)
            data["rule_template"] = self.rule_template
        return data


def problem(code, template, params=None, *, section=None, cards=(), rule="", line=None):
    """A Problem from a message template and a rule citation (both marked with N_, both may name the
    parameters) and the parameters; the English text of both is rendered now."""
    params = params or {}
    return Problem(
        code, render(template, params), section, tuple(cards), render(rule, params), line, template, params, rule
    )


def plural(n, word):
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def cards_count(n):
    return count(n, "{n} card", "{n} cards")


def copies_count(n):
    return count(n, "{n} copy", "{n} copies")


def size_template(low, high):
    """The SECTION_SIZE message for a range: at least, exactly, or from-to."""
    if high is None:
        return N_("{section} has {cards}; it must have at least {low}.")
    if low == high:
        return N_("{section} has {cards}; it must have exactly {low}.")
    return N_("{section} has {cards}; it must have {low} to {high}.")


def section_size_problems(sections, fmt, defaults, labels, rule):
    """SECTION_SIZE for every section whose card count is outside the format's [min, max]."""
    problems = []
    for section, default in defaults.items():
        low, high = fmt.section_range(section, default)
        n = len(sections.get(section, ()))
        if n < low or (high is not None and n > high):
            params = {"section": labels[section], "cards": cards_count(n), "low": low, "high": high}
            problems.append(problem(SECTION_SIZE, size_template(low, high), params, section=section, rule=rule))
    return problems


def unknown_section_problems(sections, allowed, game_name):
    return [
        problem(
            WRONG_SECTION,
            N_("A {game} deck has no '{section}' section (it has {allowed})."),
            {"game": game_name, "section": section, "allowed": list(allowed)},
            section=section,
            cards=tuple(r.code for r in cards[:20]),
            rule=N_("Deck sections of the game"),
        )
        for section, cards in sections.items()
        if section not in allowed and cards
    ]


def representatives(cards):
    """The first record seen for each key: what messages name a card by."""
    reps = {}
    for record in cards:
        reps.setdefault(record.key, record)
    return reps


def demo_card_problems(sections, demo_codes, fmt):
    """NOT_IN_POOL for each demo card of the deck (codes in `demo_codes`) when `fmt` is built from real lists:
    a made-up card is never legal in a real format, whatever its list says."""
    if not fmt.real_lists or not demo_codes:
        return []
    problems, seen = [], set()
    for section, records in sections.items():
        for record in records:
            if record.code in demo_codes and record.code not in seen:
                seen.add(record.code)
                problems.append(
                    problem(
                        NOT_IN_POOL,
                        N_(
                            "{name} ({code}) is a demo card, invented for trying Arbiter: {format} is built from "
                            "real lists and its pool has no demo card."
                        ),
                        {"name": record.name, "code": record.code, "format": fmt.name},
                        section=section,
                        cards=(record.code,),
                        rule=N_("Format {format}: real cards only"),
                    )
                )
    return problems


def format_list_problems(counts, reps, fmt, section, where):
    """FORMAT_LIMIT where a card is over its limit in the format's list (0 forbidden, 1, 2),
    NOT_IN_POOL where a whitelist format does not list the card at all."""
    problems = []
    card_limits = fmt.card_limits
    if not card_limits and not fmt.is_whitelist:
        return problems
    for key, n in counts.items():
        limit = card_limits.get(key)
        record = reps[key]
        if limit is None:
            limit = card_limits.get(record.code)
        if limit is None:
            if fmt.is_whitelist:
                problems.append(
                    problem(
                        NOT_IN_POOL,
                        N_("{name} ({code}) is not in the card pool of {format}."),
                        {"name": record.name, "code": record.code, "format": fmt.name},
                        section=section,
                        cards=(record.code,),
                        rule=N_("Format {format}: closed card pool (whitelist)"),
                    )
                )
            continue
        if n > limit:
            params = {
                "name": record.name,
                "code": record.code,
                "format": fmt.name,
                "copies": copies_count(n),
                "where": where,
                "limit": limit,
                "status": LIST_LIMIT_WORDS.get(limit, N_("limited")),
            }
            template = (
                N_("{name} ({code}) is forbidden in {format}: {copies} {where}, none allowed.")
                if limit == 0
                else N_("{name} ({code}) is {status} in {format}: {copies} {where}, at most {limit}.")
            )
            problems.append(
                problem(
                    FORMAT_LIMIT,
                    template,
                    params,
                    section=section,
                    cards=(record.code,),
                    rule=N_("Format {format}: card list"),
                )
            )
    return problems


def deck_list_problems(cards, fmt, section, where):
    """format_list_problems for `cards` counted together: one deck, or all its sections at once."""
    return format_list_problems(count_keys(cards), representatives(cards), fmt, section, where)


def layout_problems(sections, fmt, sizes, labels, rule, allowed, game_name):
    """The sections a deck is laid out in: each of `sizes` ({section: default [min, max]}) within the
    format's range (section_size_problems), and none but `allowed` (unknown_section_problems)."""
    problems = section_size_problems(sections, fmt, sizes, labels, rule)
    return problems + unknown_section_problems(sections, allowed, game_name)
