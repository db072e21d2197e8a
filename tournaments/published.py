"""A decklist as the event publishes it: each section under the game's label (Main/Extra/Side,
Leader/Battle/Extra ... as its descriptor names them), each card by its name with its count, and the file
to download in the game's own format. Never the raw codes: a code the card table lacks shows as an
unknown card."""

from dataclasses import dataclass

from django.utils.translation import gettext as _

from decks.decklists import to_text, to_ydk
from games.rules import registry

from .checklists import resolved_sections, section_label


@dataclass
class PublishedList:
    game: str
    sections: list  # [{"key", "label", "total", "rows": [(count, name, code, found, demo)]}]
    codes: dict  # {section: [code, one a copy]}, for the file
    names: dict  # {code: name}

    def file(self):
        """(body, extension): a YDK file for a game that has one, else the game's text list with names."""
        if "ydk" in registry.get(self.game).export_formats:
            return to_ydk(self.codes), "ydk"
        return to_text(self.codes, game=self.game, names=self.names), "txt"


def published_list(game, text):
    sections, codes, names = [], {}, {}
    for section, rows in resolved_sections(game, text):
        shown = []
        for count, name, code, found, demo in rows:
            shown.append((count, name if found or (name and name != code) else _("Unknown card"), code, found, demo))
            codes.setdefault(section, []).extend([code] * count)
            if found and name:
                names[code] = name
        total = sum(row[0] for row in shown)
        sections.append({"key": section, "label": section_label(game, section), "total": total, "rows": shown})
    return PublishedList(game, sections, codes, names)
