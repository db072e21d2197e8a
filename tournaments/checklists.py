"""A deck check's checklist: the registered list, card by card (count, name, code) per section, in the
game's order, read by the same parser and card index as validation (decks.decklists, decks.validation)."""

from decks.decklists import DecklistError, parse_decklist
from decks.validation import CardIndex
from games.i18n import translate_word
from games.rules import section_labels


def checklist(game, text):
    """[{"section", "total", "rows": [(count, name, code)]}] of a registered decklist."""
    try:
        parsed = parse_decklist(text, game=game)
    except DecklistError:
        return []
    index = CardIndex.for_entries(game, parsed.candidates())
    parsed.settle(index.knows)
    parsed.place(index.home)  # lines before any header: where their card type goes, as validation reads them
    labels = section_labels(game)
    sections = []
    for section, entries in parsed.entries.items():
        rows = {}
        for entry in entries:
            card = index.find(entry, section)
            key = card.code if card else entry.value
            name = card.name if card else (entry.name or entry.value)
            count, _name = rows.get(key, (0, name))
            rows[key] = (count + 1, name)
        shown = sorted(((n, name, code) for code, (n, name) in rows.items()), key=lambda row: row[1].lower())
        label = translate_word(labels[section]) if section in labels else section
        sections.append({"section": label, "total": sum(r[0] for r in shown), "rows": shown})
    return sections
