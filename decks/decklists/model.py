"""What a parsed decklist is: entries per section, each with the line it came from, and line problems.

A text line may read several ways (`7 Colored Fish`: seven Colored Fish, or one 7 Colored Fish;
`55144522 Pot of Greed`: a passcode and its name, or 55,144,522 copies). The parser keeps the
likely reading and the others as a Choice; `settle` lets the card database pick the reading whose
card exists, once the deck's cards are looked up.
"""

from dataclasses import dataclass, field

from games.rules.common import UNREADABLE_LINE, Problem
from games.rules.common import problem as make_problem
from games.rules.messages import N_, MessageError

# Bounds on what one decklist may carry: far above any legal deck, low enough to bound the work.
MAX_CHARS = 100_000
MAX_ENTRIES = 1_000
MAX_COUNT = 100
MAX_LINE_CHARS = 500
MAX_PROBLEMS = 100


class DecklistError(MessageError):
    """The input is not a decklist at all (or is too large); the message says why."""


@dataclass(slots=True)
class Entry:
    """One copy of a card as the list wrote it: a code or a name, and a name to fall back on."""

    value: str
    line: int | None = None
    name: str | None = None


@dataclass(slots=True)
class Choice:
    """A line read several ways: `readings` are (copies, Entry), most likely first.

    The list holds `taken` copies of the likely reading from `position` of its section, or, when
    the likely reading is an error, `problem`. With no reading naming a card, `error` (a bad
    count) is the line's verdict where there is one.
    """

    section: str
    line: int
    position: int
    readings: list[tuple[int, Entry]]
    taken: int = 0
    problem: Problem | None = None
    error: str | None = None


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
    choices: list[Choice] = field(default_factory=list)
    # Lines written before any header: their cards go where their card type goes (`place`), since no
    # header put them in a section. Only a header's section is the player's choice.
    unplaced_lines: set[int] = field(default_factory=set)

    @property
    def sections(self):
        """{section: [code or name, one per copy]}."""
        return {section: [e.value for e in entries] for section, entries in self.entries.items()}

    def add(self, section, value, line, count=1, name=None):
        self.add_entry(section, Entry(value, line, name), count)

    def add_entry(self, section, entry, count):
        self.size += count
        if self.size > MAX_ENTRIES:
            raise DecklistError(
                N_("line {line}: the decklist has more than {max} cards"), {"line": entry.line, "max": MAX_ENTRIES}
            )
        target = self.entries.get(section)
        if target is None:
            target = self.entries[section] = []
        # Copies of a line share one Entry: entries are read, never changed.
        target.extend([entry] * count)

    def place(self, homes):
        """Move each card of a line written before any header to the section its card type goes to. `homes(unplaced,
        placed)` gets those entries in list order and the entries a header placed ({section: [Entry]}) and gives
        each a section (None: it stays, e.g. an unknown card or a name several cards share); a game may place a
        card by the rest of the list. Order is
        kept."""
        if not self.unplaced_lines:
            return
        unplaced = [e for entries in self.entries.values() for e in entries if e.line in self.unplaced_lines]
        placed = {
            section: [e for e in entries if e.line not in self.unplaced_lines]
            for section, entries in self.entries.items()
        }
        targets = iter(homes(unplaced, placed))
        moved = {section: [] for section in self.entries}
        for section, entries in self.entries.items():
            for entry in entries:
                target = section
                if entry.line in self.unplaced_lines:
                    target = next(targets) or section
                moved.setdefault(target, []).append(entry)
        self.entries = {section: entries for section, entries in moved.items() if entries}

    def unreadable(self, line, reason, section=None):
        """An UNREADABLE_LINE problem; `reason` is (template, params), the template starting "Line {line}: "."""
        if len(self.problems) >= MAX_PROBLEMS:
            return None
        template, params = reason
        problem = make_problem(
            UNREADABLE_LINE, template, {"line": line, **params}, section=section, rule=N_("Decklist format"), line=line
        )
        self.problems.append(problem)
        return problem

    def add_choice(self, section, line, readings, likely, error=None):
        """A line of several readings: `likely` (copies, Entry) goes in now, or `error` when it is None."""
        choice = Choice(section, line, len(self.entries.get(section, ())), readings, error=error)
        if likely is None:
            choice.problem = self.unreadable(line, error, section)
        else:
            self.add_entry(section, likely[1], likely[0])
            choice.taken = likely[0]
        self.choices.append(choice)

    def _held(self, choice):
        target = self.entries.get(choice.section)
        return target[choice.position] if choice.taken and target else None

    def candidates(self):
        """Every entry the card database is asked about: the list's and every reading of its choices."""
        found = [entry for entries in self.entries.values() for entry in entries]
        return found + [entry for choice in self.choices for _, entry in choice.readings]

    def settle(self, knows):
        """Each choice's line becomes its first reading whose card `knows(entry)` finds, else its
        bad count's error, else stays as it was read. Raises DecklistError past the card limit."""
        for choice in reversed(self.choices):  # from the end, so earlier positions stay valid
            reading = next((r for r in choice.readings if knows(r[1])), None)
            if reading is None and (choice.error is None or choice.problem is not None):
                continue
            if reading is not None and reading[0] == choice.taken and reading[1] is self._held(choice):
                continue  # the likely reading it holds already
            copies, entry = reading or (0, None)
            target = self.entries.setdefault(choice.section, [])
            target[choice.position : choice.position + choice.taken] = [entry] * copies
            self.size += copies - choice.taken
            if choice.problem is not None and choice.problem in self.problems:
                self.problems.remove(choice.problem)
            if reading is None:
                self.unreadable(choice.line, choice.error, choice.section)
        self.choices = []
        self.entries = {section: entries for section, entries in self.entries.items() if entries}
        self.problems.sort(key=lambda p: p.line or 0)
        if self.size > MAX_ENTRIES:
            raise DecklistError(N_("the decklist has more than {max} cards"), {"max": MAX_ENTRIES})
