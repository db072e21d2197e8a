"""Dragon Ball Z CCG (Score): pure rules, no Django. See docs/dbz-records.md.

Besides the modules of every game's package (docs/adding-a-game.md): cards.card_of(code, facts) is what the
engine reads of the card database's facts; pat.py holds the Physical Attack Table the variant names.
"""

from ..descriptor import GameDescriptor
from ..messages import N_

GAME = GameDescriptor.of_package(
    __name__,
    name="Dragon Ball Z CCG (Score)",
    order=2,
    short_names=("Dragon Ball Z (Score)", "Dragon Ball Z"),
    default_format=("score-standard", N_("Score standard (no list)")),
    text_headers=dict.fromkeys(("combat", "non-combat", "dragon balls", "personalities in deck"), "main"),
    writer_headers={"personality": "Personality:", "main": "Life Deck"},
    code_first=True,
    # penalties: the general catalogue (no published policy)
)
