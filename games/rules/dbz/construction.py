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
    Problem,
    format_list_problems,
    plural,
    representatives,
    section_size_problems,
    unknown_section_problems,
)

SECTIONS = ("personality", "main")
LABELS = {"personality": "Main Personality", "main": "Life Deck"}
HAND_SIZE = 3  # the seed: draw 3 cards in the draw step (no opening hand)
DEFAULT_LIMITS = {"main": [50, 85], "copies": 3, "min_top_level": 3}
SEED = "DBZ CCG rules (seeds/dbz-ccg-rules.th.txt)"
RULE_LEVELS = f"{SEED}, Setup: the Main Personality's level cards in order, level 1 to the highest"
RULE_SIZES = "Score DBZ CCG tournament rules: Life Deck of 50 to 85 cards"
RULE_TOP_LEVEL = (
    f"{SEED}, Setup and Most Powerful Personality victory: announce the Main Personality's highest level; "
    "the basic game plays levels 1, 2 and 3 and is won by reaching level 3"
)
RULE_MP_OUT = f"{SEED}, Setup: every level card of the Main Personality is taken out of the deck and laid out"
RULE_COPIES = (
    "Score DBZ CCG tournament rules: at most 3 copies of a card; "
    f"{SEED}, Deck restrictions: other players' Main Personalities may be in a deck, any level, duplicates too"
)
RULE_ALIGNMENT = f"{SEED}, Deck restrictions: heroes with heroes, villains with villains"
RULE_DRAGON_BALLS = "Score DBZ CCG tournament rules: one of each Dragon Ball, all from one set"
RULE_STYLE = f"{SEED}, Tokui-Waza: one martial arts style in the Life Deck, Saiyan for villains or Goku and Gohan"
STYLES = ("Red", "Blue", "Orange", "Black", "Saiyan")
NO_STYLE = ("", "freestyle", "none")
# What a deck may declare: a style, or Freestyle (no style).
STYLE_CHOICES = (*STYLES, "Freestyle")
SAIYAN_HEROES = ("goku", "gohan")
PERSONALITY, DRAGON_BALL, OTHER = "personality", "dragon_ball", "main"


def zone_of(type_name, attrs):
    word = (type_name or "").lower().replace(" ", "")
    if word == "personality":
        return PERSONALITY
    if word in ("dragonball", "dragonballs"):
        return DRAGON_BALL
    return OTHER


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
    problems += section_size_problems(sections, fmt, {"main": DEFAULT_LIMITS["main"]}, LABELS, RULE_SIZES)
    problems += unknown_section_problems(sections, SECTIONS, "Dragon Ball Z")
    mp_names = {same_personality(r) for r in mp if r.zone == PERSONALITY}
    problems += _main_personality_in_life_deck(life, mp_names, mp)
    problems += _copy_problems([r for r in life if not _is_mp_card(r, mp_names)], fmt)
    problems += _alignment_problems(mp, life)
    problems += _dragon_ball_problems(life)
    problems += _style_problems(style, mp, life)
    counts = Counter(map(KEY, [*mp, *life]))
    problems += format_list_problems(counts, representatives([*mp, *life]), fmt, None, "in the deck")
    return problems


def _main_personality_problems(mp, fmt):
    def problem(message, cards=()):
        return [Problem(PERSONALITY_LEVELS, message, "personality", tuple(cards), RULE_LEVELS)]

    if not mp:
        return problem("The deck has no Main Personality: add its level cards, level 1 to the highest.")
    strays = [r for r in mp if r.zone != PERSONALITY]
    if strays:
        names = ", ".join(f"{r.name} ({r.code})" for r in strays)
        return problem(f"Only personality cards form the Main Personality, not {names}.", [r.code for r in strays])
    names = sorted({same_personality(r): personality_of(r) for r in mp}.values())
    if len(names) > 1:
        return problem(f"The Main Personality must be one personality; found {', '.join(names)}.", [r.code for r in mp])
    levels = Counter(r.attrs.get("level") for r in mp)
    if None in levels or any(not isinstance(level, int) for level in levels):
        return problem(f"A Main Personality card of {names[0]} has no level.", [r.code for r in mp])
    top = max(levels)
    wanted = set(range(1, top + 1))
    if set(levels) != wanted or any(n > 1 for n in levels.values()):
        missing = sorted(wanted - set(levels))
        doubled = sorted(level for level, n in levels.items() if n > 1)
        detail = "; ".join(
            part
            for part in (
                f"missing level {', '.join(map(str, missing))}" if missing else "",
                f"level {', '.join(map(str, doubled))} more than once" if doubled else "",
            )
            if part
        )
        return problem(
            f"{names[0]} needs exactly one card of each level from 1 to {top}: {detail}.", [r.code for r in mp]
        )
    return _top_level_problems(names[0], top, mp, fmt)


def _top_level_problems(name, top, mp, fmt):
    """The highest level announced at setup is the top level card in the deck; the format sets how high it must be."""
    lowest = fmt.limits.get("min_top_level", DEFAULT_LIMITS["min_top_level"])
    if top >= lowest:
        return []
    missing = ", ".join(map(str, range(top + 1, lowest + 1)))
    rule = RULE_TOP_LEVEL if lowest == DEFAULT_LIMITS["min_top_level"] else f"Format {fmt.name}: min_top_level {lowest}"
    return [
        Problem(
            PERSONALITY_LEVELS,
            f"{name}'s highest level is {top}, the level announced at setup; {fmt.name} plays levels 1 to at least "
            f"{lowest}: add level {missing}.",
            "personality",
            tuple(r.code for r in mp),
            rule,
        )
    ]


def _is_mp_card(record, mp_names):
    return record.zone == PERSONALITY and same_personality(record) in mp_names


def _main_personality_in_life_deck(life, mp_names, mp):
    """WRONG_SECTION for the Main Personality's own personality cards left in the Life Deck."""
    strays = sorted({r for r in life if _is_mp_card(r, mp_names)}, key=lambda r: r.code)
    if not strays:
        return []
    names = ", ".join(f"{r.name} ({r.code})" for r in strays)
    return [
        Problem(
            WRONG_SECTION,
            f"{names} in the Life Deck: a personality card of the Main Personality, {personality_of(mp[0])}. "
            "Setup takes every level of the Main Personality out of the deck, so none stays in the Life Deck.",
            "main",
            tuple(r.code for r in strays),
            RULE_MP_OUT,
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
            what = "this card (its text)" if own is not None else "a card"
            rule = RULE_COPIES if own is None else f'Card text of {record.name} ({key}): "Limit {own} per deck"'
            problems.append(
                Problem(
                    COPY_LIMIT,
                    f"{record.name} ({key}): {plural(n, 'copy')} in the Life Deck; at most {limit} of {what}.",
                    "main",
                    (key,),
                    rule,
                )
            )
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
    side, other = ("villain", "hero") if villain else ("hero", "villain")
    names = ", ".join(sorted(f"{r.name} ({r.code})" for r in wrong))
    return [
        Problem(
            ALIGNMENT,
            f"A {side} Main Personality may not have {other} personalities in the deck: {names}.",
            "main",
            tuple(sorted(r.code for r in wrong)),
            RULE_ALIGNMENT,
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
                Problem(
                    DRAGON_BALLS,
                    f"{record.name}: {plural(n, 'copy')}; a deck may hold only one of each Dragon Ball.",
                    "main",
                    tuple(sorted({r.code for r in balls if _ball_name(r) == _ball_name(record)})),
                    RULE_DRAGON_BALLS,
                )
            )
    sets = sorted({str(r.attrs.get("set") or "?") for r in balls})
    if len(sets) > 1:
        problems.append(
            Problem(
                DRAGON_BALLS,
                f"The Dragon Balls must all come from one set; these come from {', '.join(sets)}.",
                "main",
                tuple(sorted({r.code for r in balls})),
                RULE_DRAGON_BALLS,
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
            Problem(STYLE, f"'{declared}' is not a style: declare {', '.join(STYLES)} or none.", None, (), RULE_STYLE)
        ]
    problems = []
    if declared == "Saiyan" and mp:
        alignment = _mp_alignment(mp)
        name = personality_of(mp[0])
        if not is_villain(alignment) and name.lower() not in SAIYAN_HEROES:
            problems.append(
                Problem(
                    STYLE,
                    f"Saiyan style may be declared only by a villain, or by Goku or Gohan among heroes, not {name}.",
                    "personality",
                    tuple(r.code for r in mp),
                    RULE_STYLE,
                )
            )
    off_style = sorted(
        (r for r in set(life) if (r.attrs.get("style") or "").strip().lower() not in (*NO_STYLE, declared.lower())),
        key=lambda r: r.code,
    )
    if off_style:
        names = ", ".join(f"{r.name} ({r.attrs.get('style')})" for r in off_style[:10])
        more = f" and {len(off_style) - 10} more" if len(off_style) > 10 else ""
        problems.append(
            Problem(
                STYLE,
                f"With {declared} style declared, the Life Deck may hold only {declared} or style-less cards, "
                f"not {names}{more}.",
                "main",
                tuple(r.code for r in off_style),
                RULE_STYLE,
            )
        )
    return problems
