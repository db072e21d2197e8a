"""What the editor and the deck page render: the deck's rows, its verdict with card names, charts.

Plain functions from (deck, sections, cards, verdict) to template context; the views call them.
"""

from collections import Counter
from html import escape

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.text import slugify
from django.utils.translation import gettext as _

from games.i18n import localise_problem, translate_word
from games.images import has_images
from games.rules import registry
from games.templatetags.card_pictures import card_thumb

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
    # Every +/- button posts here: reversed once, not twice per card.
    change_url = editor_url(deck, "change")
    pictures = has_images(deck.game.slug)
    return {
        "deck": deck,
        "game": deck.game.slug,
        "game_rules": registry.get(deck.game.slug),  # what the templates ask of the game (has_styles, export_formats)
        "state": builder.dumps(sections),
        "sections": _section_rows(deck.game.slug, sections, cards, flagged, change_url=change_url, pictures=pictures),
        "total": builder.total(sections),
        "verdict": verdict,
        "problems": [_problem_view(p, cards, format) for p in verdict.get("problems") or []],
        "demo_cards": sorted((card for card in cards.values() if card.is_demo), key=lambda card: card.code),
        "charts": stats.deck_charts(deck.game.slug, sections, cards),
        "format": format,
        "style": style,
        "ydke": _ydke(deck.game.slug, sections),
        "change_url": change_url,
        # A row's picture is a template of its own: rendered only for a game with a picture source.
        "pictures": pictures,
        "styles": builder.style_choices(deck.game.slug),
    }


def _section_rows(game, sections, cards, flagged, *, change_url, pictures):
    texts = _RowTexts()
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
        for e in entries:
            e["html"] = _entry_html(e, section=section, change_url=change_url, pictures=pictures, texts=texts)
        rows.append(
            {
                "name": section,
                "title": section_label(game, section),
                "entries": entries,
                "count": sum(e["count"] for e in entries),
            }
        )
    return rows


class _RowTexts:
    """The row's words, translated once per panel rather than once per card."""

    def __init__(self):
        self.add, self.remove, self.problem = _("Add one %(card)s"), _("Remove one %(card)s"), _("problem")


def _entry_html(e, *, section, change_url, pictures, texts):
    """One card's row of the editor's deck panel: its count, name and +/- buttons.

    Built here rather than in the template because every editor click re-renders every row, and the
    template engine's per-variable cost was a third of the click (the same reason Django's admin builds
    its change list's cells in Python). Every value is escaped (`html.escape` is what Django's `escape` runs).
    """
    code, label = e["code"], e["label"]
    slug = slugify(code)
    thumb = (
        render_to_string("games/_card_thumb.html", card_thumb(e["card"], key=section)) if pictures and e["card"] else ""
    )
    flag = f' <span class="flag">{escape(texts.problem)}</span>' if e["flagged"] else ""
    inc = _button(f"inc-{section}-{slug}", f"inc|{section}|{code}", change_url, texts.add % {"card": label}, "+")
    dec = _button(
        f"dec-{section}-{slug}", f"dec|{section}|{code}", change_url, texts.remove % {"card": label}, "\N{MINUS SIGN}"
    )
    return mark_safe(  # every value above is escaped
        f'<li class="{"flagged" if e["flagged"] else ""}" data-code="{escape(code)}">\n'
        f'      <span class="count">{int(e["count"])}\N{MULTIPLICATION SIGN}</span>{thumb}\n'
        f'      <span class="name"><bdi>{escape(label)}</bdi>{flag}</span>\n'
        f'      <span class="actions">\n        {inc}\n        {dec}\n      </span>\n    </li>'
    )


def _button(id, op, url, label, sign):
    return (
        f'<button type="button" class="small secondary" id="{escape(id)}" name="op" value="{escape(op)}" '
        f'hx-post="{escape(url)}" hx-target="#deck-panel" hx-swap="outerHTML" aria-label="{escape(label)}">'
        f"{sign}</button>"
    )


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
    if not registry.get(game).ydk:
        return ""
    try:
        return decklists.to_ydke(builder.expand(sections))
    except (ValueError, TypeError):  # a code that is not a passcode cannot go into a ydke link
        return ""


def section_label(game, section):
    """A section's label in the page's language ("Main Deck", "Deck Principal"); its key titled if unknown."""
    labels = builder.section_labels(game)
    return translate_word(labels[section]) if section in labels else section.title()
