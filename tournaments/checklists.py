"""A registered list card by card: (count, name, code) per section, in the game's order, read by the same
parser and card index as validation (decks.decklists, decks.validation). A deck check's checklist prints it;
a published list (tournaments.published) shows it by name."""

from decks.decklists import DecklistError, parse_decklist
from decks.validation import CardIndex
from games.i18n import translate_word
from games.rules import section_labels


def resolved_sections(game, text):
    """[(section, [(count, name or None, code, card found, a demo card)])] of a list: one row a card, by name;
    [] unreadable. A demo card (games.demo) is said so wherever the row shows."""
    try:
        parsed = parse_decklist(text, game=game)
    except DecklistError:
        return []
    index = CardIndex.for_entries(game, parsed.candidates())
    parsed.settle(index.knows)
    parsed.place(index.homes)  # lines before any header: where their card type goes, as validation reads them
    sections = []
    for section, entries in parsed.entries.items():
        rows = {}
        for entry in entries:
            card = index.find(entry, section)
            key = card.code if card else entry.value
            name = card.name if card else entry.name
            count, _name, _found = rows.get(key, (0, name, card is not None))
            rows[key] = (count + 1, name, card is not None)
        shown = [(n, name, code, found, code in index.demo_codes) for code, (n, name, found) in rows.items()]
        sections.append((section, sorted(shown, key=lambda row: (row[1] or row[2]).lower())))
    return sections


def section_label(game, section):
    labels = section_labels(game)
    return translate_word(labels[section]) if section in labels else section


def checklist(game, text):
    """[{"section", "total", "rows": [(count, name, code, found, demo)]}] of a registered decklist."""
    return [
        {
            "section": section_label(game, section),
            "total": sum(row[0] for row in rows),
            "rows": [(count, name or code, code, found, demo) for count, name, code, found, demo in rows],
        }
        for section, rows in resolved_sections(game, text)
    ]
