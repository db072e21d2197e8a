"""Yu-Gi-Oh!: pure rules, no Django. See docs/yugioh-records.md.

Besides the modules of every game's package (docs/adding-a-game.md): codes.py holds the passcode pattern and
its normaliser; duel.py and chain.py the duel the engine replays.
"""

from ..descriptor import GameDescriptor
from ..messages import N_
from . import codes

GAME = GameDescriptor.of_package(
    __name__,
    name="Yu-Gi-Oh!",
    order=0,
    code_pattern=codes.PATTERN,
    normal_code=codes.normal_code,
    card_file="cdb",
    banlist_file="lflist",
    banlist_label=N_("Forbidden/Limited list, %(month)s"),
    alternate_key="alias",
    default_format=("advanced", N_("Advanced (no list)")),
    ydk=True,
    text_headers=dict.fromkeys(("monster", "monsters", "spell", "spells", "trap", "traps"), "main"),
    writer_headers={"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"},
)
