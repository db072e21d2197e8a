"""What Arbiter knows of one game, in one frozen value: `games.rules.<game>.GAME`.

The Django layers ask `games.rules.registry` for a game's descriptor and read its fields instead of naming
the game. Fields are grouped by the layer that reads them; each group has defaults, so a game states only
what it has (docs/adding-a-game.md). Modules are named by dotted path and imported on first use, so
reading a descriptor imports no engine. Words a reader sees are marked with games.rules.messages.N_ and
translated where shown.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from importlib.util import find_spec

from .cardrows import CardRows
from .codes import ascii_shape, card_number
from .penalties import GENERAL, Infraction


@dataclass(frozen=True, slots=True)
class Chart:
    """A bar chart of a deck's statistics: the cards of `sections` counted by `key(type, attrs)`
    (a label, or None to leave the card out; a card the database lacks counts as unknown)."""

    title: str  # a marked word
    sections: tuple
    key: Callable
    translated: bool = False  # its labels are marked words (N_), shown in the page's language; else as printed


@dataclass(frozen=True, slots=True)
class SheetGroups:
    """How a registration sheet splits one section: by the attrs key `key` (`default` when missing),
    one group per (value, marked title), in order, even when a group is empty."""

    key: str
    default: str
    groups: tuple


# The module fields a game's rules package fills by convention (GameDescriptor.of_package): field -> module.
PACKAGE_MODULES = {
    "glossary_module": "glossary",
    "demo_module": "demo",
    "construction_module": "construction",
    "adjudication_module": "adjudication",
}
# The data fields it fills by convention from its own modules, where the package has the module and the module
# the name: field -> (module, name). A game's card catalogue (catalogue.py), card CSV (cardrows.py) and penalty
# policy (penalties.py) thus say what they are in one place, and its __init__ states only what differs.
PACKAGE_DATA = {
    "code_pattern": ("catalogue", "CODE_PATTERN"),
    "card_stats": ("catalogue", "CARD_STATS"),
    "eras": ("catalogue", "ERAS"),
    "charts": ("catalogue", "CHARTS"),
    "sheet_groups": ("catalogue", "SHEET_GROUPS"),
    "card_rows": ("cardrows", "ROWS"),
    "penalties": ("penalties", "CATALOGUE"),
}


@dataclass(frozen=True, slots=True)
class GameDescriptor:
    # --- identity: the Game row (games.core_data) and every list of games, in `order` ---
    slug: str
    name: str  # a proper name, not translated
    order: int
    short_names: tuple = ()  # shorter names texts use for it ("Dragon Ball Super"), not translated

    # --- card codes (decklists, card pages, the API): what a code looks like, and its one written form ---
    # `code_pattern` matches a code written in ASCII; None: no text is read as a code of this game.
    code_pattern: re.Pattern | None = None
    # The one normaliser of the game's codes (games.rules.codes): text -> the code as Card.code spells it,
    # raising CodeError for a code written in another script's digits.
    normal_code: Callable[[str], str] = card_number

    # --- the card catalogue (games: imports, card pages, demo set) ---
    card_stats: tuple = ()  # attrs keys shown at a glance, in reading order (docs/cards.md)
    card_file: str | None = None  # the card import's file kind (games.importers): "cdb", "csv"; None: no import
    banlist_file: str | None = None  # the banlist import's file kind: "lflist", "limit_csv"; None: no banlist
    banlist_label: str | None = None  # a format imported from a dated list: N_("... %(month)s")
    eras: dict = field(default_factory=dict)  # {date a list took effect: the name players give the format}
    card_rows: CardRows | None = None  # how the game's card CSV reads (games.rules.cardrows)
    alternate_key: str | None = None  # the attrs key naming, by code, the card a printing reprints
    # A special printing is its base card for the copy rules, even unlinked (attrs[alternate_key]).
    printings_share_rules: bool = False
    demo_module: str | None = None  # module with cards() and ALTERNATES: the demo set (games.demo)
    # Cards every installation has (no import): a module whose cards() yields (code, name, type, attrs).
    fixed_cards_module: str | None = None
    no_import_reason: str | None = None  # a marked sentence: why the game's cards are not imported
    # The game's terms in every language (TERMS), for the rulings' question search (judging.ask_glossary).
    glossary_module: str | None = None

    # --- decks and formats (decks, decks.validation): None for a game without decks (Tractor) ---
    # the module's SECTIONS, LABELS, HAND_SIZE, STYLE_CHOICES, DEFAULT_LIMITS, zone_of, validate, SECTION_ZONES
    construction_module: str | None = None
    default_format: tuple | None = None  # (slug, marked name) of the format of the rules' standard limits

    # --- decklists (decks.decklists): reading and writing the game's lists ---
    ydk: bool = False  # decks travel as YDK files and ydke:// links (ygopro simulators)
    text_format: str = "text"  # the name a text list of this game is reported as (its `decklist_format`)
    text_format_label: str | None = None  # a marked name for it where it is not "text list"
    text_headers: dict = field(default_factory=dict)  # {header word: section}, besides the common ones
    writer_headers: dict = field(default_factory=dict)  # {section: header line} of the written text list
    code_first: bool = False  # lines are written `N CODE Name` (players write the card number first)

    # --- deck pages (decks): statistics and the registration sheet ---
    charts: tuple = ()  # Chart, in the order shown
    sheet_groups: dict = field(default_factory=dict)  # {section: SheetGroups}; others group by card type

    # --- tournaments ---
    penalties: tuple[Infraction, ...] = GENERAL  # the infraction catalogue, with its default penalties
    pairs: bool = False  # played by fixed partnerships (pairs are seated, not players)

    # --- engine / adjudication (judging.adjudications): None for a game nobody can adjudicate yet ---
    # the module's ENGINE (games.rules.engine.Engine), RECORD_HELP, VARIANT_FIELDS (games.rules.variants.
    # VariantField) and BUILDER (the record builder's vocabulary: {name: [(word, label, ...)]})
    adjudication_module: str | None = None

    @classmethod
    def of_package(cls, package, **fields):
        """The descriptor of the game whose rules are the package named `package` (its `__name__`). By
        convention its slug is the package's name; its glossary, demo, construction and adjudication modules
        are the package's own (PACKAGE_MODULES), and so is the data of its catalogue, cardrows and penalties
        modules (PACKAGE_DATA; a game whose cards come as a CSV, read by its cardrows, imports a "csv" card
        file). A field given, None included, wins over the convention."""
        modules = {name: f"{package}.{module}" for name, module in PACKAGE_MODULES.items()}
        data = {}
        for name, (module, constant) in PACKAGE_DATA.items():
            dotted = f"{package}.{module}"
            if find_spec(dotted) is not None and hasattr(import_module(dotted), constant):
                data[name] = getattr(import_module(dotted), constant)
        if data.get("card_rows") is not None:
            data["card_file"] = "csv"
        return cls(**{"slug": package.rpartition(".")[2], **modules, **data, **fields})

    @property
    def has_decks(self):
        return self.construction_module is not None

    @property
    def has_styles(self):
        """Whether a deck declares a style (DBZ's Tokui-Waza)."""
        return self.has_decks and bool(self.construction().STYLE_CHOICES)

    @property
    def export_formats(self):
        """The files a deck of this game is exported as besides its text list."""
        return ("ydk",) if self.ydk else ()

    @property
    def has_engine(self):
        return self.adjudication_module is not None

    def adjudication(self):
        """The adjudication module (imported on first use); ValueError for a game without an engine."""
        if self.adjudication_module is None:
            raise ValueError(f"no adjudication engine for game {self.slug!r}")
        return import_module(self.adjudication_module)

    def construction(self):
        """The construction-rules module (imported on first use); ValueError for a game without decks."""
        if self.construction_module is None:
            raise ValueError(f"no deck construction rules for game {self.slug!r}")
        return import_module(self.construction_module)

    def module(self, name):
        """The module named by the field `name` (card_rows, demo_module, ...), or None when the game has none."""
        path = getattr(self, name)
        return import_module(path) if path else None

    def looks_like_code(self, token):
        """Whether `token` is written as a code of this game; digits of another script count, so that
        normal_code refuses the code instead of reading it as a card's name."""
        return bool(self.code_pattern and self.code_pattern.match(ascii_shape(token)))
