"""Card records of a deck's entries: codes and names resolved to the rules' CardRecords in one query."""

from django.db.models import Q

from games.core_data import GAMES
from games.models import Card, fold
from games.rules import make_record
from games.rules.common import UNKNOWN_CARD, Problem

from ..decklists.codes import normal_code

GAME_NAMES = dict(GAMES)


class CardIndex:
    """Card records of one game by code and by folded name: a deck's worth, or the whole game for a bulk job."""

    def __init__(self, game, rows):
        self.game = game
        self.by_code = {}
        self.by_name = {}
        for row in rows:
            record = self._record(row)
            self.by_code[record.code] = record
            name = row["search_name"] or fold(row["name"])
            # Alternate printings share a name: the name finds the original.
            if name not in self.by_name or self.by_name[name].alias:
                self.by_name[name] = record

    FIELDS = ("code", "name", "type", "attrs", "alternate_of__code", "search_name")

    @classmethod
    def for_entries(cls, game, entries):
        codes, names = set(), set()
        for entry in entries:
            codes.add(normal_code(game, entry.value))
            names.add(fold(entry.value))
            if entry.name:
                names.add(fold(entry.name))
        if not codes:
            return cls(game, [])
        query = Q(code__in=codes) | Q(search_name__in=names)
        return cls(game, Card.objects.filter(game__slug=game).filter(query).values(*cls.FIELDS))

    @classmethod
    def whole_game(cls, game):
        return cls(game, Card.objects.filter(game__slug=game).values(*cls.FIELDS).iterator(chunk_size=5000))

    def _record(self, row):
        attrs = row["attrs"] or {}
        alias = row["alternate_of__code"]
        if alias is None and self.game == "dbs" and attrs.get("base_code") not in (None, "", row["code"]):
            alias = attrs["base_code"]
        return make_record(self.game, code=row["code"], name=row["name"], type=row["type"], attrs=attrs, alias=alias)

    def find(self, entry):
        record = self.by_code.get(normal_code(self.game, entry.value))
        if record is None:
            record = self.by_name.get(fold(" ".join(entry.value.split())))
        if record is None and entry.name:
            record = self.by_name.get(fold(" ".join(entry.name.split())))
        return record

    def resolve(self, entries):
        """({section: [CardRecord]}, [UNKNOWN_CARD problems]) for {section: [Entry]}."""
        records, unknown, reported = {}, [], set()
        for section, section_entries in entries.items():
            found = records.setdefault(section, [])
            for entry in section_entries:
                record = self.find(entry)
                if record is not None:
                    found.append(record)
                elif (section, entry.value, entry.line) not in reported:
                    reported.add((section, entry.value, entry.line))
                    unknown.append(_unknown(self.game, section, entry))
        return records, unknown


def _unknown(game, section, entry):
    where = f"Line {entry.line}: " if entry.line else ""
    shown = entry.value if len(entry.value) <= 80 else entry.value[:80] + "..."
    named = f" ({entry.name})" if entry.name else ""
    return Problem(
        UNKNOWN_CARD,
        f"{where}no {GAME_NAMES.get(game, game)} card has the code or name '{shown}'{named}.",
        section,
        (shown,),
        "Card database",
        entry.line,
    )
