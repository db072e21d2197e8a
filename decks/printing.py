"""The decklist registration sheet: the deck grouped as a tournament expects, as data and as a PDF.

Yu-Gi-Oh! sheets list the Main Deck as Monster, Spell and Trap cards with a count each, then the
Extra and Side Decks, with totals; the other games list each section grouped by card type.
"""

from django.conf import settings
from django.utils.translation import gettext as _
from fpdf import FPDF

from games.rules import registry

from .builder import section_labels

# Subsets of Noto fonts kept with the app (static/fonts/README.md), so that every machine prints the same sheet.
FONT_DIR = settings.BASE_DIR / "static" / "fonts"
# Noto Sans draws Latin, Greek and Cyrillic; a character it lacks comes from the first fallback that has it.
FONTS = {"NotoSans": "noto-sans-latin", "NotoSansThai": "noto-sans-thai", "NotoSansArabic": "noto-sans-arabic"}
FAMILY, *FALLBACKS = FONTS


def sheet_sections(game, sections, cards, order):
    """[{"title", "total", "groups": [{"title", "total", "rows": [(count, name, code)]}]}]."""
    result = []
    labels = section_labels(game)
    for section in order:
        entries = [
            (count, cards[code].name if code in cards else code, code, cards.get(code))
            for code, count in sections.get(section, {}).items()
        ]
        groups = _groups(game, section, entries)
        result.append(
            {
                "title": _(labels[section]) if section in labels else section.title(),
                "total": sum(g["total"] for g in groups),
                "groups": groups,
            }
        )
    return result


def _groups(game, section, entries):
    split = registry.get(game).sheet_groups.get(section)
    if split:
        # The game's sheets count its groups separately (Monster, Spell, Trap cards), even when one is empty.
        return [_group(_(title), [e for e in entries if _value(split, e[3]) == value]) for value, title in split.groups]
    by_type = {}
    for entry in entries:
        by_type.setdefault(entry[3].type if entry[3] and entry[3].type else _("Other"), []).append(entry)
    if len(by_type) <= 1:
        return [_group(_("Cards"), entries)]
    return [_group(title, group) for title, group in sorted(by_type.items())]


def _value(split, card):
    return (card.attrs.get(split.key) if card else None) or split.default


def _group(title, entries):
    rows = sorted(((count, name, code) for count, name, code, _card in entries), key=lambda row: row[1].lower())
    return {"title": title, "total": sum(row[0] for row in rows), "rows": rows}


def sheet_pdf(*, deck_name, game_name, player, event, sheet, rtl=False):
    """The same sheet as an A4 PDF (bytes). `player` and `event` are dicts of the header fields.

    Right to left (`rtl`), every line starts at the right margin. Names are drawn each in a cell of their own,
    so that their words keep the order of their own script whatever the language around them.
    """
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    _add_fonts(pdf)
    line = _Line(pdf, rtl)
    pdf.add_page()
    pdf.set_title(_("Decklist: %(name)s") % {"name": deck_name})
    pdf.set_font(FAMILY, "B", 16)
    line.draw(10, [(0, _("Decklist registration sheet"), "L")])
    pdf.set_font(FAMILY, "", 10)
    line.draw(6, [(None, game_name, "L"), (None, "·", "L"), (0, deck_name, "L")])
    for label, value in (*player.items(), *event.items()):
        # Translators: a field of the sheet's header (Player name, Event...) before the player's answer.
        line.draw(7, [(35, _("%(label)s:") % {"label": label}, "L"), (0, value or "_" * 40, "L")])
    for section in sheet:
        pdf.ln(3)
        pdf.set_font(FAMILY, "B", 12)
        # Translators: a section of the deck (Main Deck...) and its number of cards.
        line.draw(8, [(0, _("%(title)s: %(total)s") % section, "L")])
        for group in section["groups"]:
            pdf.set_font(FAMILY, "B", 10)
            # Translators: a group of cards (Monster cards...) and its number of cards.
            line.draw(6, [(0, _("%(title)s (%(total)s)") % group, "L")])
            pdf.set_font(FAMILY, "", 10)
            for count, name, code in group["rows"]:
                line.draw(5.5, [(12, str(count), "R"), (4, "", "L"), (116, name, "L"), (0, code, "L")])
    return bytes(pdf.output())


class _Line:
    """Draws one line of cells from the line's start: the left margin, or the right one for a right-to-left sheet.

    A cell is (width, text, align): width None fits the text, 0 takes the rest of the line; align is the side
    the text keeps to in a left-to-right sheet, mirrored in a right-to-left one.
    """

    MIRROR = {"L": "R", "R": "L"}

    def __init__(self, pdf, rtl):
        self.pdf, self.rtl = pdf, rtl

    def draw(self, height, cells):
        pdf = self.pdf
        used, room = 0, pdf.w - pdf.l_margin - pdf.r_margin
        for width, text, align in cells:
            if width is None:
                width = pdf.get_string_width(text) + 2 * pdf.c_margin
            width = width or room - used
            pdf.set_x(pdf.w - pdf.r_margin - used - width if self.rtl else pdf.l_margin + used)
            pdf.cell(width, height, text, align=self.MIRROR[align] if self.rtl else align)
            used += width
        pdf.ln(height)


def _add_fonts(pdf):
    for family, file_name in FONTS.items():
        for style, weight in (("", 400), ("B", 700)):
            pdf.add_font(family, style, str(FONT_DIR / f"{file_name}-{weight}.ttf"))
    pdf.set_fallback_fonts(FALLBACKS)
    # HarfBuzz joins Arabic letters, places Thai marks and lays right-to-left runs out from right to left.
    pdf.set_text_shaping(True)
