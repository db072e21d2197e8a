"""What the DBZ engine reads from a card: the facts the card database holds (docs/cards.md, "dbz").

The service looks up every code of `engine.card_codes(record)` in one query and hands the engine
`{code: facts}`, each `facts = {"name": card.name, "type": card.type, "text": card.text, **card.attrs}`
as the CSV importer (games/importers/csv_cards.py) fills them: `level`, `pur`, `alignment` and
`power_stages` on personality cards, `style`, `personality` on named cards, `deck_limit`... The engine
reads the type (what kind of card it is), and for a personality its level, PUR, alignment and power
stages; for a drill its colour. It never reads `text`: what a card's text does is declared in the record.
"""

import itertools
import re
from typing import NamedTuple

from ..messages import N_, MessageError
from .construction import STYLES, is_villain, normal_style
from .record import show

PERSONALITY, PHYSICAL, ENERGY, COMBAT, NON_COMBAT, DRILL, DRAGON_BALL = (
    "personality",
    "physical",
    "energy",
    "combat",
    "non_combat",
    "drill",
    "dragon_ball",
)
# The types of docs/cards.md, folded (lower case, no spaces or hyphens), to the kinds the rules know.
TYPE_KINDS = {
    "personality": PERSONALITY,
    "physicalcombat": PHYSICAL,
    "energycombat": ENERGY,
    "combat": COMBAT,
    "noncombat": NON_COMBAT,
    "drill": DRILL,
    "dragonball": DRAGON_BALL,
    "dragonballs": DRAGON_BALL,
}
COMBAT_KINDS = frozenset((PHYSICAL, ENERGY, COMBAT))  # "การ์ดต่อสู้": played from hand in combat
TABLE_KINDS = frozenset((NON_COMBAT, DRILL, DRAGON_BALL))  # put on the table in step 2
MAX_STAGES = 30  # a Saiyan Saga personality prints 11 (0 and ten above it)
MAX_POWER = 10**9
COLOUR_WORD = re.compile(r"\b(" + "|".join(STYLES) + r")\b", re.IGNORECASE)


class CardFactsError(MessageError):
    """A card whose facts do not say what the rules need; `str()` names the card and the field."""


class Card(NamedTuple):
    """One card as the rules see it. `stages` are a personality's power stages, index 0 being "0"; `villain`
    is None for a card without alignment; `colour` is a drill's colour word (None: colourless); `named` a drill
    naming a personality."""

    code: str
    name: str
    kind: str
    personality: str  # folded: what "the same personality" compares
    level: int
    pur: int
    villain: bool | None
    stages: tuple
    style: str | None
    colour: str | None
    named: bool

    @property
    def top(self):
        """The index of the card's highest power stage."""
        return len(self.stages) - 1


def fold(name):
    return " ".join(str(name or "").split()).casefold()


def card_of(code, facts):
    """The Card of `code` from its facts (docs/cards.md); CardFactsError naming the card and the field."""
    if not isinstance(facts, dict):
        raise CardFactsError(N_("card {card}: its facts must be an object"), {"card": code})
    name = facts.get("name") or code
    if not isinstance(name, str):
        name = code
    word = re.sub(r"[\s_-]+", "", str(facts.get("type") or "")).casefold()
    kind = TYPE_KINDS.get(word)
    if kind == NON_COMBAT and "drill" in name.casefold():
        kind = DRILL  # "บัตรเจาะ": the Saiyan Saga prints drills as non-combat cards named "... Drill"
    if kind is None:
        template = N_("card {card}: type {type} is not a DBZ card type (known: {types})")
        raise CardFactsError(template, {"card": code, "type": show(facts.get("type")), "types": sorted(TYPE_KINDS)})
    personality = fold(facts.get("personality") or (name if kind == PERSONALITY else ""))
    style = normal_style(facts.get("style") if isinstance(facts.get("style"), str) else None)
    alignment = facts.get("alignment")
    villain = is_villain(alignment) if isinstance(alignment, str) and alignment else None
    level = pur = 0
    stages = ()
    if kind == PERSONALITY:
        level = _whole(facts, "level", code, low=1)
        pur = _whole(facts, "pur", code, low=0)
        stages = _stages(facts.get("power_stages"), code)
    colour = named = None
    if kind == DRILL:
        match = COLOUR_WORD.search(name)
        colour = match[1].capitalize() if match else None
        named = bool(facts.get("personality"))
    return Card(code, name, kind, personality, level, pur, villain, stages, style, colour, bool(named))


def _whole(facts, key, code, *, low):
    value = facts.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 1000:
        template = N_("card {card}: a personality needs {field}, a whole number from {low}, not {value}")
        raise CardFactsError(template, {"card": code, "field": key, "low": low, "value": show(value)})
    return value


def _stages(value, code):
    """A personality's power stages: whole numbers, rising, from 0 (the Scouter's "0") upwards."""
    ok = (
        isinstance(value, list | tuple)
        and 2 <= len(value) <= MAX_STAGES
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_POWER for v in value)
        and all(a <= b for a, b in itertools.pairwise(value))
    )
    if not ok:
        template = N_("card {card}: power_stages must be a rising list of 2 to {limit} whole numbers, not {value}")
        raise CardFactsError(template, {"card": code, "limit": MAX_STAGES, "value": show(value)})
    return tuple(value)
