"""What Arbiter knows of one game, in one frozen value: `games.rules.<game>.GAME`.

The Django layers ask `games.rules.registry` for a game's descriptor and read its fields instead of naming
the game. Fields are grouped by who reads them; a group may be added (with defaults, so the five games and
a test game need only state what they have). Modules are named by dotted path and imported on first use,
so reading a descriptor imports no engine.
"""

from dataclasses import dataclass
from importlib import import_module


@dataclass(frozen=True, slots=True)
class GameDescriptor:
    # --- identity: the Game row (games.core_data) and every list of games, in `order` ---
    slug: str
    name: str  # a proper name, not translated
    order: int

    # --- deck construction (decks, decks.validation): None for a game without decks (Tractor) ---
    # the module's SECTIONS, LABELS, HAND_SIZE, STYLE_CHOICES, DEFAULT_LIMITS, zone_of, validate
    construction_module: str | None = None

    # --- engine / adjudication (judging.adjudications): the kernel's fields go here ---
    # engine: ... (not filled here; the kernel helper adds it)

    @property
    def has_decks(self):
        return self.construction_module is not None

    def construction(self):
        """The construction-rules module (imported on first use); ValueError for a game without decks."""
        if self.construction_module is None:
            raise ValueError(f"no deck construction rules for game {self.slug!r}")
        return import_module(self.construction_module)
