"""The deck under construction, as plain data: {section: {code: count}}. No Django here.

The editor keeps this state in the page and sends it with every htmx request, so the server holds
no draft: each request is a pure function of (state, action) -> new state, then validated.
"""

import json
import random
from collections.abc import Iterable

from games import rules
from games.rules.messages import N_, MessageError

# Size limits on what a request may carry: far above any legal deck, low enough to bound the work.
MAX_ENTRIES = 300
MAX_COUNT = 99
MAX_CODE_LENGTH = 64


class StateError(MessageError):
    """The deck state sent by a client is malformed; the message names what is wrong."""


def sections_of(game):
    """The game's sections (games.rules states them); a game without construction rules has one."""
    return rules.sections(game) if rules.has_decks(game) else ("main",)


def empty(game):
    return {section: {} for section in sections_of(game)}


def parse_state(raw, *, game):
    """Read the JSON state a page or API client sent; refuse anything that is not a deck of this game."""
    try:
        data = json.loads(raw) if isinstance(raw, str | bytes) else raw
    except ValueError as exc:
        raise StateError(N_("deck state is not JSON: {reason}"), {"reason": str(exc)}) from None
    except RecursionError:  # "[" x 50,000: the decoder gives up; a deck's state is two levels deep
        raise StateError(N_("deck state is not JSON: {reason}"), {"reason": "nested too deep"}) from None
    return clean_sections(data, game=game)


def clean_sections(data, *, game):
    if not isinstance(data, dict):
        raise StateError(N_("deck state must be an object of sections"))
    allowed = sections_of(game)
    result = empty(game)
    entries = 0
    for section, cards in data.items():
        if section not in allowed:
            raise StateError(
                N_("unknown section {section}; {game} decks have {allowed}"),
                {"section": repr(section), "game": game, "allowed": list(allowed)},
            )
        if isinstance(cards, list):  # one code per copy, as the validator takes it
            if len(cards) > MAX_ENTRIES * MAX_COUNT:
                raise StateError(
                    N_("section {section} lists more than {max} cards"),
                    {"section": repr(section), "max": MAX_ENTRIES * MAX_COUNT},
                )
            cards = count_codes(cards)
        if not isinstance(cards, dict):
            raise StateError(N_("section {section} must map card codes to counts"), {"section": repr(section)})
        for code, count in cards.items():
            if not isinstance(code, str) or not code or len(code) > MAX_CODE_LENGTH:
                raise StateError(
                    N_("section {section}: bad card code {code}"), {"section": repr(section), "code": repr(code)}
                )
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
                raise StateError(
                    N_("section {section}, card {code}: count must be 1 to {max}"),
                    {"section": repr(section), "code": code, "max": MAX_COUNT},
                )
            result[section][code] = count
            entries += 1
            if entries > MAX_ENTRIES:  # stop reading at once: the state may be megabytes long
                raise StateError(N_("a deck may list at most {max} different cards"), {"max": MAX_ENTRIES})
    return result


def count_codes(codes: Iterable[str]):
    counts = {}
    for code in codes:
        if not isinstance(code, str):
            raise StateError(N_("bad card code {code}"), {"code": repr(code)})
        counts[code] = counts.get(code, 0) + 1
    return counts


def dumps(sections):
    return json.dumps(sections, separators=(",", ":"))


def add(sections, *, section, code, n=1):
    """A copy of the state with n more copies of `code` in `section` (never above MAX_COUNT)."""
    result = {name: dict(cards) for name, cards in sections.items()}
    cards = result.setdefault(section, {})
    cards[code] = min(MAX_COUNT, cards.get(code, 0) + n)
    return result


def remove(sections, *, section, code):
    """A copy of the state with one copy of `code` fewer in `section`; the entry goes at zero."""
    result = {name: dict(cards) for name, cards in sections.items()}
    cards = result.get(section, {})
    if code in cards:
        cards[code] -= 1
        if cards[code] <= 0:
            del cards[code]
    return result


def move(sections, *, section, code, to):
    """A copy of the state with one copy of `code` taken from `section` into `to` (unchanged if it has none)."""
    if not sections.get(section, {}).get(code) or section == to:
        return sections
    return add(remove(sections, section=section, code=code), section=to, code=code)


def merge(sections, extra):
    """A copy of `sections` with every card of `extra` added to it (an import "added to the deck")."""
    result = {name: dict(cards) for name, cards in sections.items()}
    for section, cards in extra.items():
        for code, n in cards.items():
            result = add(result, section=section, code=code, n=n)
    return result


def expand(sections):
    """{section: [code, ...]} with one code per copy: the validator's and the writers' input."""
    return {
        section: [code for code, count in cards.items() for _ in range(count)] for section, cards in sections.items()
    }


def total(sections, section=None):
    if section is not None:
        return sum(sections.get(section, {}).values())
    return sum(sum(cards.values()) for cards in sections.values())


def auto_section(game, *, card_type, attrs):
    """Where a card goes when the player leaves the Section choice on automatic: where the game puts it."""
    return rules.home_section(game, type=card_type, attrs=attrs)


def section_labels(game):
    return rules.section_labels(game) if rules.has_decks(game) else {"main": "Deck"}


def hand_size(game):
    return rules.hand_size(game) if rules.has_decks(game) else 5


def style_choices(game):
    return rules.style_choices(game) if rules.has_decks(game) else ()


def diff(old, new):
    """What changed between two states: [(section, code, old count, new count)], sections in order."""
    changes = []
    for section in dict.fromkeys([*old, *new]):
        before, after = old.get(section, {}), new.get(section, {})
        for code in dict.fromkeys([*before, *after]):
            if before.get(code, 0) != after.get(code, 0):
                changes.append((section, code, before.get(code, 0), after.get(code, 0)))
    return changes


def draw_hand(sections, *, game, rng=None):
    """A random opening hand from the main deck: the game's opening size, or the whole deck if smaller."""
    rng = rng or random.SystemRandom()
    deck = expand(sections).get("main", [])
    return rng.sample(deck, min(hand_size(game), len(deck)))
