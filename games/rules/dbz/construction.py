"""Dragon Ball Z CCG (Score) deck construction, per the beginner rules (seeds/dbz-ccg-rules.th.txt).

A deck is a Main Personality (one card of each level from 1 to its highest, of one personality;
the highest level is announced at setup and is the level Most Powerful Personality reaches, 3 in
the basic game: `min_top_level`, a Format.limits setting), a Life Deck (50-85 cards, also a
setting) and an optional declared Tokui-Waza style. Setup takes every level of the Main
Personality out of the deck, so none of its personality cards is in the Life Deck; other
personality cards, even other players' Main Personalities at any level, are ordinary cards there.
Deck restrictions: hero Main Personalities may hold no villain personalities and villains none of
the heroes (the Saiyan Saga data's "Rogue" counts as villain); at most 3 copies of a card, unless
its text sets its own limit ("Limit 1 per deck": `deck_limit`, the card wins); one of each
Dragon Ball, all from one set. Tokui-Waza: a Life Deck of one style (plus cards of no style);
Saiyan style only for villains, or Goku or Gohan.
"""

from collections import Counter

from ..common import (
    ALIGNMENT,
    COPY_LIMIT,
    DRAGON_BALLS,
    KEY,
    PERSONALITY_LEVELS,
    STYLE,
    WRONG_SECTION,
    copies_count,
    deck_list_problems,
    layout_problems,
    problem,
    representatives,
)
from ..messages import N_, count
from .pat import parse_table

SECTIONS = ("personality", "main")
LABELS = {"personality": N_("Main Personality"), "main": N_("Life Deck")}
HAND_SIZE = 3  # the seed: draw 3 cards in the draw step (no opening hand)
DEFAULT_LIMITS = {"main": [50, 85], "copies": 3, "min_top_level": 3}
# What a format sets for its adjudications (games.rules.limits): the Physical Attack Table it plays with,
# issue 14's "a table per format"; a submitted variant's `pat` overrides it.
FORMAT_OPTIONS = {"pat": parse_table}
# Rule citations are whole literals (each one a message to translate); the beginner rules are
# seeds/dbz-ccg-rules.th.txt.
RULE_LEVELS = N_(
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Setup: the Main Personality's level cards in order, "
    "level 1 to the highest"
)
RULE_SIZES = N_("Score DBZ CCG tournament rules: Life Deck of 50 to 85 cards")
RULE_TOP_LEVEL = N_(
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Setup and Most Powerful Personality victory: "
    "announce the Main Personality's highest level; "
    "the basic game plays levels 1, 2 and 3 and is won by reaching level 3"
)
RULE_FORMAT_TOP_LEVEL = N_("Format {format}: min_top_level {lowest}")
RULE_MP_OUT = N_(
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Setup: every level card of the Main Personality "
    "is taken out of the deck and laid out"
)
RULE_COPIES = N_(
    "Score DBZ CCG tournament rules: at most 3 copies of a card; "
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Deck restrictions: "
    "other players' Main Personalities may be in a deck, any level, duplicates too"
)
RULE_TEXT_LIMIT = N_('Card text of {name} ({key}): "Limit {own} per deck"')
RULE_ALIGNMENT = N_(
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Deck restrictions: heroes with heroes, villains with villains"
)
RULE_DRAGON_BALLS = N_("Score DBZ CCG tournament rules: one of each Dragon Ball, all from one set")
RULE_STYLE = N_(
    "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt), Tokui-Waza: one martial arts style in the Life Deck, "
    "Saiyan for villains or Goku and Gohan"
)
STYLES = ("Red", "Blue", "Orange", "Black", "Saiyan")
NO_STYLE = ("", "freestyle", "none")
# What a deck may declare: a style, or Freestyle (no style).
STYLE_CHOICES = (*STYLES, "Freestyle")
SAIYAN_HEROES = ("goku", "gohan")
# The card zones a section holds, where a name shared by several cards needs the section to say which.
SECTION_ZONES = {"personality": {"personality"}}
PERSONALITY, DRAGON_BALL, OTHER = "personality", "dragon_ball", "main"


def zone_of(type_name, attrs):
    word = (type_name or "").lower().replace(" ", "")
    if word == "personality":
        return PERSONALITY
    if word in ("dragonball", "dragonballs"):
        return DRAGON_BALL
    return OTHER


def home_sections(records, placed):
    """Where each card of a list written without headers goes (None for None), by the seed's Setup: the Main
    Personality is one personality's level cards, one of each level, and every other card is in the Life Deck,
    allies too (other personalities are ordinary Life Deck cards: Deck restrictions). The Main Personality is
    the one a `Personality:` header named, else the personality whose levels run longest from level 1 (the first
    listed on a tie); the first card of each of its levels joins it and a second copy of a level stays in the Life
    Deck (where the rules then name it). A Dragon Ball, like any other card, goes to the Life Deck."""
    headed = [r for r in placed.get("personality", ()) if r.zone == PERSONALITY]
    mp = same_personality(headed[0]) if headed else _likely_main_personality(records)
    taken = {r.attrs.get("level") for r in headed}
    sections = []
    for record in records:
        if record is None:
            sections.append(None)
        elif record.zone == PERSONALITY and same_personality(record) == mp and record.attrs.get("level") not in taken:
            taken.add(record.attrs.get("level"))
            sections.append("personality")
        else:
            sections.append("main")
    return sections


def _likely_main_personality(records):
    """The personality (same_personality) whose level cards run longest from level 1; the first listed on a tie."""
    levels = {}
    for record in records:
        if record is not None and record.zone == PERSONALITY:
            levels.setdefault(same_personality(record), set()).add(record.attrs.get("level"))

    def run(name):
        top = 0
        while top + 1 in levels[name]:
            top += 1
        return top

    return max(levels, key=run, default=None)  # max keeps the first of equal runs: dicts keep list order


def is_villain(alignment):
    return (alignment or "").lower() in ("villain", "rogue")


def personality_of(record):
    return (record.attrs.get("personality") or record.name).strip()


def same_personality(record):
    """What personality names are compared by: "KING KAI" is King Kai."""
    return " ".join(personality_of(record).split()).casefold()


def text_limit(record):
    """The copy limit a card's own text sets ("Limit 1 per deck"), None when it sets none."""
    limit = record.attrs.get("deck_limit")
    return limit if isinstance(limit, int) else None


def validate(sections, fmt, *, style=None):
    mp = sections.get("personality", ())
    life = sections.get("main", ())
    problems = _main_personality_problems(mp, fmt)
    sizes = {"main": DEFAULT_LIMITS["main"]}
    problems += layout_problems(sections, fmt, sizes, LABELS, RULE_SIZES, SECTIONS, "Dragon Ball Z")
    mp_names = {same_personality(r) for r in mp if r.zone == PERSONALITY}
    problems += _main_personality_in_life_deck(life, mp_names, mp)
    problems += _copy_problems([r for r in life if not _is_mp_card(r, mp_names)], fmt)
    problems += _alignment_problems(mp, life)
    problems += _dragon_ball_problems(life)
    problems += _style_problems(style, mp, life)
    problems += deck_list_problems([*mp, *life], fmt, None, N_("in the deck"))
    return problems


def _main_personality_problems(mp, fmt):
    def levels_problem(template, params=None, cards=()):
        return [problem(PERSONALITY_LEVELS, template, params, section="personality", cards=cards, rule=RULE_LEVELS)]

    if not mp:
        return levels_problem(N_("The deck has no Main Personality: add its level cards, level 1 to the highest."))
    strays = [r for r in mp if r.zone != PERSONALITY]
    if strays:
        return levels_problem(
            N_("Only personality cards form the Main Personality, not {cards}."),
            {"cards": _named(strays)},
            [r.code for r in strays],
        )
    names = sorted({same_personality(r): personality_of(r) for r in mp}.values())
    codes = [r.code for r in mp]
    if len(names) > 1:
        return levels_problem(
            N_("The Main Personality must be one personality; found {names}."), {"names": names}, codes
        )
    levels = Counter(r.attrs.get("level") for r in mp)
    if None in levels or any(not isinstance(level, int) for level in levels):
        return levels_problem(N_("A Main Personality card of {name} has no level."), {"name": names[0]}, codes)
    top = max(levels)
    wanted = set(range(1, top + 1))
    if set(levels) != wanted or any(n > 1 for n in levels.values()):
        missing = sorted(wanted - set(levels))
        doubled = sorted(level for level, n in levels.items() if n > 1)
        params = {"name": names[0], "top": top, "missing": missing, "doubled": doubled}
        return levels_problem(_levels_template(missing, doubled), params, codes)
    return _top_level_problems(names[0], top, mp, fmt)


def _levels_template(missing, doubled):
    if missing and doubled:
        return N_(
            "{name} needs exactly one card of each level from 1 to {top}: "
            "missing level {missing}; level {doubled} more than once."
        )
    if missing:
        return N_("{name} needs exactly one card of each level from 1 to {top}: missing level {missing}.")
    return N_("{name} needs exactly one card of each level from 1 to {top}: level {doubled} more than once.")


def _named(cards):
    """Cards as messages name them, "Goku (SAIYAN-158)", in order."""
    return [f"{r.name} ({r.code})" for r in cards]


def _top_level_problems(name, top, mp, fmt):
    """The highest level announced at setup is the top level card in the deck; the format sets how high it must be."""
    lowest = fmt.limits.get("min_top_level", DEFAULT_LIMITS["min_top_level"])
    if top >= lowest:
        return []
    params = {
        "name": name,
        "top": top,
        "format": fmt.name,
        "lowest": lowest,
        "missing": list(range(top + 1, lowest + 1)),
    }
    return [
        problem(
            PERSONALITY_LEVELS,
            N_(
                "{name}'s highest level is {top}, the level announced at setup; {format} plays levels 1 to at least "
                "{lowest}: add level {missing}."
            ),
            params,
            section="personality",
            cards=[r.code for r in mp],
            rule=RULE_TOP_LEVEL if lowest == DEFAULT_LIMITS["min_top_level"] else RULE_FORMAT_TOP_LEVEL,
        )
    ]


def _is_mp_card(record, mp_names):
    return record.zone == PERSONALITY and same_personality(record) in mp_names


def _main_personality_in_life_deck(life, mp_names, mp):
    """WRONG_SECTION for the Main Personality's own personality cards left in the Life Deck."""
    strays = sorted({r for r in life if _is_mp_card(r, mp_names)}, key=lambda r: r.code)
    if not strays:
        return []
    return [
        problem(
            WRONG_SECTION,
            N_(
                "{cards} in the Life Deck: a personality card of the Main Personality, {personality}. "
                "Setup takes every level of the Main Personality out of the deck, so none stays in the Life Deck."
            ),
            {"cards": _named(strays), "personality": personality_of(mp[0])},
            section="main",
            cards=[r.code for r in strays],
            rule=RULE_MP_OUT,
        )
    ]


def _copy_problems(life, fmt):
    copies = fmt.limits.get("copies", DEFAULT_LIMITS["copies"])
    counts = Counter(map(KEY, life))
    reps = representatives(life)
    problems = []
    for key, n in counts.items():
        record = reps[key]
        if record.zone == DRAGON_BALL:
            continue  # one of each: _dragon_ball_problems
        own = text_limit(record)
        limit = copies if own is None else own
        if n > limit:
            params = {"name": record.name, "key": key, "copies": copies_count(n), "limit": limit, "own": own}
            if own is None:
                template = N_("{name} ({key}): {copies} in the Life Deck; at most {limit} of a card.")
            else:
                template = N_("{name} ({key}): {copies} in the Life Deck; at most {limit} of this card (its text).")
            rule = RULE_COPIES if own is None else RULE_TEXT_LIMIT
            problems.append(problem(COPY_LIMIT, template, params, section="main", cards=(key,), rule=rule))
    return problems


def _mp_alignment(mp):
    for record in mp:
        if record.attrs.get("alignment"):
            return record.attrs["alignment"]
    return None


def _alignment_problems(mp, life):
    alignment = _mp_alignment(mp)
    if not alignment:
        return []
    villain = is_villain(alignment)
    wrong = [
        r
        for r in set(life)
        if r.zone == PERSONALITY and r.attrs.get("alignment") and is_villain(r.attrs["alignment"]) != villain
    ]
    if not wrong:
        return []
    template = (
        N_("A villain Main Personality may not have hero personalities in the deck: {cards}.")
        if villain
        else N_("A hero Main Personality may not have villain personalities in the deck: {cards}.")
    )
    return [
        problem(
            ALIGNMENT,
            template,
            {"cards": sorted(_named(wrong))},
            section="main",
            cards=sorted(r.code for r in wrong),
            rule=RULE_ALIGNMENT,
        )
    ]


def _ball_name(record):
    """Dragon Balls are told apart by name ("Earth Dragon Ball 3"): reprints in other sets are the same ball."""
    return " ".join(record.name.split()).casefold()


def _dragon_ball_problems(life):
    balls = [r for r in life if r.zone == DRAGON_BALL]
    problems = []
    by_name = Counter(_ball_name(r) for r in balls)
    for record in representatives(balls).values():
        n = by_name.get(_ball_name(record), 0)
        if n > 1:
            by_name[_ball_name(record)] = 0  # report each Dragon Ball once
            problems.append(
                problem(
                    DRAGON_BALLS,
                    N_("{name}: {copies}; a deck may hold only one of each Dragon Ball."),
                    {"name": record.name, "copies": copies_count(n)},
                    section="main",
                    cards=sorted({r.code for r in balls if _ball_name(r) == _ball_name(record)}),
                    rule=RULE_DRAGON_BALLS,
                )
            )
    sets = sorted({str(r.attrs.get("set") or "?") for r in balls})
    if len(sets) > 1:
        problems.append(
            problem(
                DRAGON_BALLS,
                N_("The Dragon Balls must all come from one set; these come from {sets}."),
                {"sets": sets},
                section="main",
                cards=sorted({r.code for r in balls}),
                rule=RULE_DRAGON_BALLS,
            )
        )
    return problems


def normal_style(style):
    """A declared style as printed ("Red"), None for no style or Freestyle; unknown words kept as given."""
    word = (style or "").strip()
    if word.lower() in NO_STYLE:
        return None
    for known in STYLES:
        if word.lower() == known.lower():
            return known
    return word


def _style_problems(style, mp, life):
    declared = normal_style(style)
    if declared is None:
        return []
    if declared not in STYLES:
        return [
            problem(
                STYLE,
                N_("'{style}' is not a style: declare {styles} or none."),
                {"style": declared, "styles": list(STYLES)},
                rule=RULE_STYLE,
            )
        ]
    problems = []
    if declared == "Saiyan" and mp:
        alignment = _mp_alignment(mp)
        name = personality_of(mp[0])
        if not is_villain(alignment) and name.lower() not in SAIYAN_HEROES:
            problems.append(
                problem(
                    STYLE,
                    N_("Saiyan style may be declared only by a villain, or by Goku or Gohan among heroes, not {name}."),
                    {"name": name},
                    section="personality",
                    cards=[r.code for r in mp],
                    rule=RULE_STYLE,
                )
            )
    off_style = sorted(
        (r for r in set(life) if (r.attrs.get("style") or "").strip().lower() not in (*NO_STYLE, declared.lower())),
        key=lambda r: r.code,
    )
    if off_style:
        problems.append(_off_style_problem(declared, off_style))
    return problems


def _off_style_problem(declared, off_style):
    """STYLE naming the first ten cards of another style, and how many more there are."""
    shown = [f"{r.name} ({r.attrs.get('style')})" for r in off_style[:10]]
    params = {"style": declared, "cards": shown}
    if len(off_style) > 10:
        params["more"] = count(len(off_style) - 10, "{n} more", "{n} more")
        template = N_(
            "With {style} style declared, the Life Deck may hold only {style} or style-less cards, "
            "not {cards} and {more}."
        )
    else:
        template = N_(
            "With {style} style declared, the Life Deck may hold only {style} or style-less cards, not {cards}."
        )
    return problem(STYLE, template, params, section="main", cards=[r.code for r in off_style], rule=RULE_STYLE)
