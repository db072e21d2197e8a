"""What the rules need to know of a card, read from its facts in the card database.

The service hands the engine `{passcode: facts}`, each facts dict holding the card's `name` and the
`kind` and `types` keys of `Card.attrs` (docs/cards.md; games/importers/ygopro.py decodes them from the
cdb's `type` bits): `kind` is "monster", "spell" or "trap", `types` the lower-case type words, among
them a Spell's "quick-play", "continuous", "equip", "field" or "ritual" and a Trap's "continuous" or
"counter", and a monster's "flip" (the cdb's FLIP type bit: it has a Flip effect). A Flip effect is
mandatory unless its `text` lets its controller choose ("FLIP: You can ..."). Other keys (`alias`,
`atk`...) are ignored: an alternate printing carries its own type bits, so the rules never need the card
it is a printing of.
"""

from typing import NamedTuple

from ..messages import N_

KINDS = ("monster", "spell", "trap")
SPELL_SUBTYPES = ("quick-play", "continuous", "equip", "field", "ritual")
TRAP_SUBTYPES = ("counter", "continuous")
# Spell speeds (seed, "Spell Speed"): Quick-Play Spells 2, other Spells 1; Counter Traps 3, other Traps 2.
SPEEDS = {
    ("spell", "normal"): 1,
    ("spell", "quick-play"): 2,
    ("spell", "continuous"): 1,
    ("spell", "equip"): 1,
    ("spell", "field"): 1,
    ("spell", "ritual"): 1,
    ("trap", "normal"): 2,
    ("trap", "continuous"): 2,
    ("trap", "counter"): 3,
}
EFFECT_SPEEDS = {"ignition": 1, "trigger": 1, "flip": 1, "continuous": 1, "quick": 2}
# Cards that stay on the field once resolved, and so resolve only while still face-up on it.
LASTING = frozenset({"continuous", "field", "equip"})
LABELS = {
    ("spell", "normal"): N_("Normal Spell"),
    ("spell", "quick-play"): N_("Quick-Play Spell"),
    ("spell", "continuous"): N_("Continuous Spell"),
    ("spell", "equip"): N_("Equip Spell"),
    ("spell", "field"): N_("Field Spell"),
    ("spell", "ritual"): N_("Ritual Spell"),
    ("trap", "normal"): N_("Normal Trap"),
    ("trap", "continuous"): N_("Continuous Trap"),
    ("trap", "counter"): N_("Counter Trap"),
    ("monster", None): N_("Monster"),
}
EFFECT_LABELS = {
    "ignition": N_("Ignition effect"),
    "trigger": N_("Trigger effect"),
    "quick": N_("Quick effect"),
    "flip": N_("Flip effect"),
    "continuous": N_("Continuous effect"),
}


class CardInfo(NamedTuple):  # a tuple: built for every card of every record, so cheap to make
    code: str
    name: str
    kind: str
    subtype: str | None  # a Spell's or Trap's ("normal" when none); None for a monster
    speed: int  # a Spell's or Trap's activation; 0 for a monster, whose effects each say theirs
    lasting: bool  # a Continuous, Field or Equip card
    label: str
    flip: bool = False  # a Flip monster (the FLIP type bit)
    optional_flip: bool = False  # its Flip effect says "you can": skipping it is no violation
    binds: bool = False  # an Equip Spell or Continuous Trap: tied to the monster its resolved link aims at

    @property
    def is_monster(self):
        return self.kind == "monster"


def card_info(code, facts):
    """The CardInfo of `code` from its facts; ValueError (naming the code) when they say no kind."""
    if not isinstance(facts, dict) or facts.get("kind") not in KINDS:
        raise ValueError(f"card {code}: its facts have no kind (monster, spell or trap)")
    kind = facts["kind"]
    name = str(facts.get("name") or code)
    types = facts.get("types") or ()
    if kind == "monster":
        flip = "flip" in types
        optional = flip and _optional_flip(facts.get("text"))
        return CardInfo(code, name, kind, None, 0, False, LABELS[kind, None], flip, optional)
    subtype = "normal"
    for word in SPELL_SUBTYPES if kind == "spell" else TRAP_SUBTYPES:
        if word in types:
            subtype = word
            break
    binds = subtype == "equip" or (kind == "trap" and subtype == "continuous")
    return CardInfo(
        code, name, kind, subtype, SPEEDS[kind, subtype], subtype in LASTING, LABELS[kind, subtype], binds=binds
    )


def _optional_flip(text):
    """Whether a Flip effect's text leaves it to its controller: "FLIP: You can ..." (the wording of current
    card texts). No text, or any other wording, is a mandatory effect."""
    if not isinstance(text, str) or "FLIP:" not in text:
        return False
    return text.split("FLIP:", 1)[1].lstrip().lower().startswith("you can")
