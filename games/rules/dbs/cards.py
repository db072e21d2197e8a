"""What the DBS engine reads from a card's facts, as the service hands them over.

The service looks up the codes `engine.card_codes(record)` names in the DBS Card table and passes
`{code: {"name": card.name, "type": card.type, "text": card.text, **card.attrs}}` (docs/cards.md, "dbs").
Read here: `type` (Leader, Battle, Extra), `color` ("Red", "Red/Blue"), `cost` (the total energy cost),
`specified_cost` (the colour requirement, when the card database holds it: {"Red": 1} or "1 Red"),
`power`, `back_power` (an awakened Leader's), `combo` (combo power), `combo_cost`, and the keyword skills,
from `keywords` (the CSV column) and from bracketed keywords opening the card text or one of its lines
("[Blocker]", "[Counter: Attack]", "[Double Strike]"); a Leader's back side from `back_keywords` and
`back_text`. A fact the database does not hold is None, and the engine says in the verdict what it could
not check (a colour requirement, a combo cost, a keyword skill).

Which keyword skills a card has is known when its facts hold its text or their `keywords` name a keyword
skill (a file that names one names them all); the real card file holds neither (only the deck-building
keywords), so there a keyword the record uses is "unchecked", not refused (issue 31).
"""

import re
from typing import NamedTuple

from ..messages import N_, MessageError

TYPES = {"leader": "leader", "battle": "battle", "extra": "extra"}
COLOURS = ("Red", "Blue", "Green", "Yellow", "Black")
_COLOUR_WORDS = {c.lower(): c for c in COLOURS}
_KEYWORD_AT_LINE_START = re.compile(r"(?:^|\n)\s*((?:\[[^\]\n]{1,40}\]\s*)+)")
_BRACKETED = re.compile(r"\[([^\]\n]{1,40})\]")
_SPECIFIED = re.compile(r"(\d+)?\s*([A-Za-z]+)")
# Bracketed words that open a skill's text without being keyword skills of the card (manual 8-1-2).
SKILL_KINDS = frozenset({"auto", "permanent", "activate", "activate: main", "activate: battle", "once per turn"})
DECK_BUILDING = frozenset({"ultimate", "super combo", "dragon ball"})  # keywords of the deck rules, not skills
MAX_NUMBER = 1_000_000  # far above any printed power, cost or combo


class CardFactsError(MessageError):
    """A card whose facts do not say what the rules need; str() names the card and the fact."""


class Card(NamedTuple):  # a tuple: cheap to build for every card of every record
    code: str
    name: str
    type: str  # "leader", "battle", "extra"
    colours: frozenset
    cost: int | None
    specified: tuple  # ((colour, n), ...): the colour requirement; () when none or not known
    specified_known: bool
    power: int | None
    back_power: int | None
    combo_power: int | None
    combo_cost: int | None
    keywords: frozenset  # lower-case keyword skills: "blocker", "counter: attack", "double strike"
    token: bool = False
    keywords_known: bool = True  # whether the facts say every keyword skill of the card (its text, or named)
    back_keywords: frozenset = frozenset()  # an awakened Leader's (manual 10-2-3: the back side's information)
    back_known: bool = False

    def has(self, keyword):
        return keyword in self.keywords


def normal_keyword(text):
    """ "Counter : Attack" -> "counter: attack"; "Double  Strike" -> "double strike"."""
    word = re.sub(r"\s*:\s*", ": ", text.strip().strip("[]").lower())
    return re.sub(r"\s+", " ", word)


def keywords_of(facts, keys=("keywords", "text")):
    """(keyword skills, whether they are all known): from the keywords list and the text's openings."""
    raw = facts.get(keys[0]) or ()
    if isinstance(raw, str):
        raw = raw.replace(";", ",").split(",")
    found = {normal_keyword(k) for k in raw if isinstance(k, str) and k.strip()}
    text = facts.get(keys[1])
    has_text = isinstance(text, str) and bool(text.strip())
    if has_text and "[" in text:
        for opening in _KEYWORD_AT_LINE_START.findall(text):
            found.update(normal_keyword(k) for k in _BRACKETED.findall(opening))
    skills = frozenset(found - SKILL_KINDS)
    return skills, has_text or bool(skills - DECK_BUILDING)


def card_facts(code, facts):
    """The Card of `code` from its facts; CardFactsError naming the card when they cannot be read."""
    if not isinstance(facts, dict):
        raise CardFactsError(N_("card {card}: its facts must be an object"), {"card": code})
    kind = TYPES.get(" ".join(str(facts.get("type") or "").lower().split()).removesuffix(" card"))
    if kind is None:
        template = N_("card {card}: type {type} is not a DBS card type (Leader, Battle or Extra)")
        raise CardFactsError(template, {"card": code, "type": str(facts.get("type"))[:40]})
    colours = frozenset(
        _COLOUR_WORDS[part.strip().lower()]
        for part in str(facts.get("color") or "").split("/")
        if part.strip().lower() in _COLOUR_WORDS
    )
    specified, known = _specified(code, facts.get("specified_cost"))
    keywords, keywords_known = keywords_of(facts)
    back_keywords, back_known = keywords_of(facts, ("back_keywords", "back_text")) if kind == "leader" else ((), False)
    return Card(
        code=code,
        name=str(facts.get("name") or code),
        type=kind,
        colours=colours,
        cost=_number(code, facts, "cost"),
        specified=specified,
        specified_known=known,
        power=_number(code, facts, "power"),
        back_power=_number(code, facts, "back_power"),
        combo_power=_number(code, facts, "combo"),
        combo_cost=_number(code, facts, "combo_cost"),
        keywords=keywords,
        keywords_known=keywords_known,
        back_keywords=frozenset(back_keywords),
        back_known=back_known,
    )


def token_card(spec, owner):
    """A token made by a declared effect (FAQ [Jeton]): a Battle Card with the power it is given."""
    name = spec.get("name") or spec["id"]
    return Card(
        code=spec["id"],
        name=name,
        type="battle",
        colours=frozenset(),
        cost=0,  # FAQ [Jeton] Q4: no energy cost unless stated
        specified=(),
        specified_known=True,
        power=spec.get("power", 0),
        back_power=None,
        combo_power=spec.get("combo_power"),
        combo_cost=spec.get("combo_cost"),
        keywords=frozenset(normal_keyword(k) for k in spec.get("keywords") or ()),
        token=True,
    )


def _number(code, facts, key):
    value = facts.get(key)
    if value is None or value == "":
        return None
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,7}\s*", value):
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_NUMBER:
        template = N_("card {card}: {field} is {value}, not a whole number")
        raise CardFactsError(template, {"card": code, "field": key, "value": str(value)[:40]})
    return value


def _specified(code, value):
    """((colour, n), ...) and whether the card database holds the colour requirement at all."""
    if value is None or value == "":
        return (), False
    pairs = {}
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, str):
        items = [(word, int(n) if n else 1) for n, word in _SPECIFIED.findall(value)]
    else:
        items = None
    for colour, n in items or ():
        name = _COLOUR_WORDS.get(str(colour).lower())
        if name is None or isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 20:
            items = None
            break
        pairs[name] = pairs.get(name, 0) + n
    if items is None:
        template = N_("card {card}: specified_cost {value} is not a colour requirement such as 1 Red")
        raise CardFactsError(template, {"card": code, "value": str(value)[:40]})
    return tuple(sorted((c, n) for c, n in pairs.items() if n)), True
