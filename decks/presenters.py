"""What the editor and the deck page render: the deck's rows, its verdict with card names, charts.

Plain functions from (deck, sections, cards, verdict) to template context; the views call them.
"""

from collections import Counter

from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _

from games.i18n import localise_problem, translate_word
from games.images import has_images

from . import builder, decklists, selectors, stats

# action -> (the saved deck's URL name, a draft's URL name); a draft's endpoints are keyed by its game.
EDITOR_URLS = {
    "edit": ("deck-edit", "deck-draft"),
    "change": ("deck-change", "deck-draft-change"),
    "search": ("deck-search", "deck-draft-search"),
    "import": ("deck-import", "deck-draft-import"),
    "hand": ("deck-hand", "deck-draft-hand"),
    "save": ("deck-save", "deck-draft-save"),
}


def editor_url(deck, action):
    """The editor's endpoint for `action`: the deck's, or, for a draft not saved yet, its game's."""
    saved, draft = EDITOR_URLS[action]
    return reverse(saved, args=[deck.pk]) if deck.pk else reverse(draft, args=[deck.game.slug])


def editor_urls(deck):
    return {action: editor_url(deck, action) for action in EDITOR_URLS}


def editor_context(deck, *, sections, format, style, verdict=None):
    """Everything the deck panel, legality region and statistics render from."""
    codes = [code for cards in sections.values() for code in cards]
    cards = selectors.cards_by_code(game=deck.game, codes=codes)
    if verdict is None:
        verdict = selectors.deck_check(game=deck.game, sections=sections, format=format, style=style, cards=cards)
    flagged = _flagged(verdict, cards)
    return {
        "deck": deck,
        "game": deck.game.slug,
        "state": builder.dumps(sections),
        "sections": _section_rows(deck.game.slug, sections, cards, flagged),
        "total": builder.total(sections),
        "verdict": verdict,
        "problems": [_problem_view(p, cards, format) for p in verdict.get("problems") or []],
        "demo_cards": sorted((card for card in cards.values() if card.is_demo), key=lambda card: card.code),
        "charts": stats.deck_charts(deck.game.slug, sections, cards),
        "format": format,
        "style": style,
        "ydke": _ydke(deck.game.slug, sections),
        # Every +/- button posts here: reversed once, not twice per card.
        "change_url": editor_url(deck, "change"),
        # A row's picture is a template of its own: rendered only for a game with a picture source.
        "pictures": has_images(deck.game.slug),
        "styles": builder.style_choices(deck.game.slug),
    }


def _section_rows(game, sections, cards, flagged):
    rows = []
    for section in builder.sections_of(game):
        entries = []
        for code, count in sections.get(section, {}).items():
            card = cards.get(code)
            entries.append(
                {
                    "code": code,
                    "count": count,
                    "name": card.name if card else _("Unknown card %(code)s") % {"code": code},
                    "type": card.type if card else "",
                    "known": card is not None,
                    "card": card,
                    "flagged": code in flagged or card is None,
                }
            )
        _name_alternates(entries)
        for e in entries:  # the buttons' ids and names, made here once rather than by template tags per row
            slug = slugify(e["code"])
            e["inc_id"], e["dec_id"] = f"inc-{section}-{slug}", f"dec-{section}-{slug}"
            e["inc_op"], e["dec_op"] = f"inc|{section}|{e['code']}", f"dec|{section}|{e['code']}"
            e["add_label"] = _("Add one %(card)s") % {"card": e["label"]}
            e["remove_label"] = _("Remove one %(card)s") % {"card": e["label"]}
        rows.append(
            {
                "name": section,
                "title": section_label(game, section),
                "entries": entries,
                "count": sum(e["count"] for e in entries),
            }
        )
    return rows


def _name_alternates(entries):
    """Alternate printings share a name: their label (and buttons' names) add the code to tell them apart."""
    names = Counter(e["name"] for e in entries)
    for e in entries:
        e["label"] = f"{e['name']} ({e['code']})" if names[e["name"]] > 1 else e["name"]


def _flagged(verdict, cards):
    """Codes named by a problem; a problem may name a card by code or by name."""
    by_name = {card.name.lower(): code for code, card in cards.items()}
    flagged = set()
    for problem in verdict.get("problems") or []:
        for ref in problem.get("cards") or []:
            ref = str(ref)
            flagged.add(ref if ref in cards else by_name.get(ref.lower(), ref))
    return flagged


def _problem_view(problem, cards, format=None):
    """The problem in the reader's language (HTML, the format by its label), with the names of the cards it names."""
    problem = localise_problem(problem, html=True, format_label=getattr(format, "label", None))
    refs = [str(ref) for ref in problem.get("cards") or []]
    names = [cards[ref].name if ref in cards else ref for ref in refs]
    repeated = {name for name in names if names.count(name) > 1}
    # Alternate printings share a name; the code tells them apart.
    labels = [f"{name} ({ref})" if name in repeated else name for name, ref in zip(names, refs, strict=True)]
    return {**problem, "card_names": labels}


def _ydke(game, sections):
    if game != "yugioh":
        return ""
    try:
        return decklists.to_ydke(builder.expand(sections))
    except (ValueError, TypeError):  # a code that is not a passcode cannot go into a ydke link
        return ""


def section_label(game, section):
    """A section's label in the page's language ("Main Deck", "Deck Principal"); its key titled if unknown."""
    labels = builder.section_labels(game)
    return translate_word(labels[section]) if section in labels else section.title()
