"""Dragon Ball Super Card Game: pure rules, no Django. See docs/dbs-records.md.

Besides the modules of every game's package (docs/adding-a-game.md): cards.card_facts(code, facts) is the Card
the engine reads (type, colours, cost, power, combo, keywords); game.py holds the table, the phases and every
action's rule.
"""

from ..descriptor import GameDescriptor
from ..messages import N_

GAME = GameDescriptor.of_package(
    __name__,
    name="Dragon Ball Super Card Game",
    order=1,
    short_names=("Dragon Ball Super",),
    banlist_file="limit_csv",
    banlist_label=N_("DBS banlist %(month)s"),
    alternate_key="base_code",
    printings_share_rules=True,
    default_format=("faq-standard", N_("Standard (FAQ rules, no list)")),
    text_format="dbs",
    text_format_label=N_("DBS list"),
    text_headers=dict.fromkeys(("battle", "battle cards", "extra", "extra cards", "extra card"), "main"),
    writer_headers={"leader": "Leader:", "main": "Main Deck", "side": "Side Deck"},
    code_first=True,
)
