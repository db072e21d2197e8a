"""What a parsed decklist is: entries per section, each with the line it came from, and line problems."""

from dataclasses import dataclass, field

from games.rules.common import UNREADABLE_LINE, Problem

# Bounds on what one decklist may carry: far above any legal deck, low enough to bound the work.
MAX_CHARS = 100_000
MAX_ENTRIES = 1_000
MAX_COUNT = 100
MAX_LINE_CHARS = 500
MAX_PROBLEMS = 100


class DecklistError(ValueError):
    """The input is not a decklist at all (or is too large); the message says why."""


@dataclass(slots=True)
class Entry:
    """One copy of a card as the list wrote it: a code or a name, and a name to fall back on."""

    value: str
    line: int | None = None
    name: str | None = None


@dataclass
class ParsedDecklist:
    format_name: str
    entries: dict[str, list[Entry]] = field(default_factory=dict)
    style: str | None = None
    problems: list[Problem] = field(default_factory=list)
    # Lines that show a decklist's shape (a count, a code, a header): a text without any, none of
    # whose lines names a known card, is not a decklist at all.
    shaped_lines: int = 0
    size: int = 0  # entries so far, all sections

    @property
    def sections(self):
        """{section: [code or name, one per copy]}."""
        return {section: [e.value for e in entries] for section, entries in self.entries.items()}

    def add(self, section, value, line, count=1, name=None):
        self.size += count
        if self.size > MAX_ENTRIES:
            raise DecklistError(f"line {line}: the decklist has more than {MAX_ENTRIES} cards")
        entry = Entry(value, line, name)
        target = self.entries.get(section)
        if target is None:
            target = self.entries[section] = []
        # Copies of a line share one Entry: entries are read, never changed.
        target.extend([entry] * count)

    def unreadable(self, line, reason, section=None):
        if len(self.problems) >= MAX_PROBLEMS:
            return
        self.problems.append(Problem(UNREADABLE_LINE, f"Line {line}: {reason}", section, (), "Decklist format", line))
