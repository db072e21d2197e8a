"""Checks a format's `limits` object (docs/formats.md) against what its game's construction rules read.

The rules unpack a section size as `low, high = limits[key]` and compare counts with `>`, so a
malformed value would crash deck validation; it is refused when the format is saved instead. The
allowed keys and their shapes are not listed here: they are the keys of each game's DEFAULT_LIMITS,
where a [min, max] pair is a section size and a whole number is a count, and the keys of its
FORMAT_OPTIONS: a table option the format sets for its adjudications (DBZ's Physical Attack Table, `pat`),
checked by the option's own parser.
"""

import json
from dataclasses import dataclass

from . import CONSTRUCTION_GAMES, construction

SECTION, COUNT, OPTION = "section", "count", "option"
NOT_OBJECT, UNKNOWN_KEY, BAD_SECTION, BAD_COUNT = "not_object", "unknown_key", "bad_section", "bad_count"
BAD_OPTION = "bad_option"
SHOWN_MAX = 40  # characters of a bad value quoted in a message


@dataclass(frozen=True, slots=True)
class LimitProblem:
    code: str
    key: str | None  # None: the limits object as a whole
    message: str


def limit_kinds(game):
    """{key: SECTION or COUNT} for each limit the game's construction rules read; {} for a game without any."""
    if game not in CONSTRUCTION_GAMES:
        return {}
    defaults = construction(game).DEFAULT_LIMITS
    kinds = {key: SECTION if isinstance(value, list | tuple) else COUNT for key, value in defaults.items()}
    return {**kinds, **dict.fromkeys(format_options(game), OPTION)}


def format_options(game):
    """{key: parse} of the adjudication variant's options a format of `game` may set in its limits: its
    construction rules' FORMAT_OPTIONS ({} for a game without any). `parse(value)` raises ValueError."""
    if game not in CONSTRUCTION_GAMES:
        return {}
    return getattr(construction(game), "FORMAT_OPTIONS", {})


def limits_problems(game, limits):
    """[LimitProblem] of a format's limits for `game`, one per bad key; [] when the rules can read them all."""
    if not isinstance(limits, dict):
        message = f'Limits must be an object of named limits, like {{"copies": 3}}; got {shown(limits)}.'
        return [LimitProblem(NOT_OBJECT, None, message)]
    kinds = limit_kinds(game)
    problems = []
    for key, value in limits.items():
        if key not in kinds:
            problems.append(LimitProblem(UNKNOWN_KEY, key, unknown_key_message(game, key, kinds)))
        elif kinds[key] == SECTION and (reason := section_error(value)):
            message = f"'{key}' must be a [min, max] pair of whole numbers (max null: no upper bound); {reason}."
            problems.append(LimitProblem(BAD_SECTION, key, message))
        elif kinds[key] == COUNT and not is_count(value):
            problems.append(
                LimitProblem(BAD_COUNT, key, f"'{key}' must be a whole number 0 or more; got {shown(value)}.")
            )
        elif kinds[key] == OPTION and (reason := option_error(format_options(game)[key], value)):
            problems.append(LimitProblem(BAD_OPTION, key, f"'{key}': {reason}."))
    return problems


def option_error(parse, value):
    try:
        parse(value)
    except (ValueError, TypeError) as error:
        return str(error)
    return None


def unknown_key_message(game, key, kinds):
    if not kinds:
        return f"'{key}': {game} has no construction limits."
    return f"'{key}' is not a {game} limit; allowed: {', '.join(kinds)}."


def section_error(value):
    """Why `value` is not a usable [min, max] section size, or None."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        return f"got {shown(value)}"
    low, high = value
    if not is_count(low):
        return f"min must be a whole number 0 or more, got {shown(low)}"
    if high is not None and not is_count(high):
        return f"max must be a whole number or null, got {shown(high)}"
    if high is not None and high < low:
        return f"max {high} is below min {low}"
    return None


def is_count(value):
    # JSON true/false arrive as Python bools, which are ints: a limit of `true` copies is a mistake.
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def shown(value):
    """A bad value as the user typed it (JSON), cut short."""
    text = json.dumps(value, default=repr)
    return text if len(text) <= SHOWN_MAX else text[: SHOWN_MAX - 1] + "…"
