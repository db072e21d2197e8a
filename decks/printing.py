"""The decklist registration sheet: the deck grouped as a tournament expects, as data and as a PDF.

Yu-Gi-Oh! sheets list the Main Deck as Monster, Spell and Trap cards with a count each, then the
Extra and Side Decks, with totals; the other games list each section grouped by card type.
"""

from pathlib import Path

from fpdf import FPDF

from .builder import section_labels

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
YUGIOH_KINDS = (("monster", "Monster cards"), ("spell", "Spell cards"), ("trap", "Trap cards"))


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
                "title": labels.get(section, section.title()),
                "total": sum(g["total"] for g in groups),
                "groups": groups,
            }
        )
    return result


def _groups(game, section, entries):
    if game == "yugioh" and section == "main":
        # Tournament sheets count Monster, Spell and Trap cards separately, even when a group is empty.
        return [_group(title, [e for e in entries if _yugioh_kind(e[3]) == kind]) for kind, title in YUGIOH_KINDS]
    by_type = {}
    for entry in entries:
        by_type.setdefault(entry[3].type if entry[3] and entry[3].type else "Other", []).append(entry)
    if len(by_type) <= 1:
        return [_group("Cards", entries)]
    return [_group(title, group) for title, group in sorted(by_type.items())]


def _yugioh_kind(card):
    return (card.attrs.get("kind") if card else None) or "monster"


def _group(title, entries):
    rows = sorted(((count, name, code) for count, name, code, _ in entries), key=lambda row: row[1].lower())
    return {"title": title, "total": sum(row[0] for row in rows), "rows": rows}


def sheet_pdf(*, deck_name, game_name, player, event, sheet):
    """The same sheet as an A4 PDF (bytes). `player` and `event` are dicts of the header fields."""
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    family = _font(pdf)
    pdf.add_page()
    pdf.set_title(f"Decklist: {deck_name}")
    pdf.set_font(family, "B", 16)
    pdf.cell(0, 10, "Decklist registration sheet", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(family, "", 10)
    pdf.cell(0, 6, f"{game_name} · {deck_name}", new_x="LMARGIN", new_y="NEXT")
    for label, value in (*player.items(), *event.items()):
        pdf.cell(35, 7, f"{label}:")
        pdf.cell(0, 7, value or "_" * 40, new_x="LMARGIN", new_y="NEXT")
    for section in sheet:
        pdf.ln(3)
        pdf.set_font(family, "B", 12)
        pdf.cell(0, 8, f"{section['title']}: {section['total']}", new_x="LMARGIN", new_y="NEXT")
        for group in section["groups"]:
            pdf.set_font(family, "B", 10)
            pdf.cell(0, 6, f"{group['title']} ({group['total']})", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font(family, "", 10)
            for count, name, code in group["rows"]:
                pdf.cell(12, 5.5, str(count), align="R")
                pdf.cell(120, 5.5, f"  {name}")
                pdf.cell(0, 5.5, code, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def _font(pdf):
    """DejaVu covers the accents and scripts of card names; the core font is the fallback."""
    regular, bold = FONT_DIR / "DejaVuSans.ttf", FONT_DIR / "DejaVuSans-Bold.ttf"
    if regular.exists() and bold.exists():
        pdf.add_font("DejaVu", "", str(regular))
        pdf.add_font("DejaVu", "B", str(bold))
        return "DejaVu"
    return "helvetica"
