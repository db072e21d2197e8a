"""What the editor and the deck page render: the deck's rows, its verdict with card names, charts.

Plain functions from (deck, sections, cards, verdict) to template context; the views call them.
"""

from collections import Counter
from html import escape
from urllib.parse import quote

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from games import rules
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


def card_url_prefix(game):
    """A card page's address but for its code (the code, quoted, and "/" complete it): reversed once for a page
    of cards rather than once a card."""
    return reverse("card-detail", args=[game, "-"])[:-2]


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
    texts = _RowTexts(game)
    order = builder.sections_of(game)
    rows = []
    for section in order:
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
        targets = _move_targets(game, section, order)
        folds = _printings(entries)
        for e in entries:
            e["html"] = _entry_html(
                e,
                section=section,
                targets=_allowed(game, e["card"], targets),
                change_url=change_url,
                pictures=pictures,
                texts=texts,
                text=e["code"] if _original(e) in folds else None,
            )
        rows.append(
            {
                "name": section,
                "title": section_label(game, section),
                "entries": entries,
                "groups": _groups(game, section, _folded(entries, folds, section, texts)),
                "cards": _card_rows(entries, folds),
                "count": sum(e["count"] for e in entries),
            }
        )
    return rows


def _original(entry):
    """The code of the card an entry is a printing of: its original's when it is an alternate printing."""
    card = entry["card"]
    return card.alternate_of.code if card is not None and card.alternate_of_id else entry["code"]


def _printings(entries):
    """{original code: [entries]} of the cards the section holds in more than one printing."""
    by_card = {}
    for e in entries:
        by_card.setdefault(_original(e), []).append(e)
    return {code: group for code, group in by_card.items() if len(group) > 1}


def _folded(entries, folds, section, texts):
    """The section's rows: one row a card, its printings listed inside it (each keeping its own +, - and moves),
    so a player sees two printings are the same card, counted together."""
    rows, done = [], set()
    for e in entries:
        original = _original(e)
        if original not in folds:
            rows.append(e)
        elif original not in done:
            done.add(original)
            rows.append(_fold_row(original, folds[original], section, texts))
    return rows


def _card_rows(entries, folds):
    """The read-only page's rows (decks/detail.html): one a card, by name, with its printings [(code, count)]
    when it has more than one; the card's count is theirs together."""
    rows, done = [], set()
    for e in sorted(entries, key=_by_name):
        original = _original(e)
        if original not in folds:
            rows.append({**e, "printings": ()})
        elif original not in done:
            done.add(original)
            printings = sorted(folds[original], key=lambda p: p["code"])
            first = next((p for p in printings if p["code"] == original), printings[0])
            rows.append(
                {
                    **first,
                    "label": first["name"],
                    "count": sum(p["count"] for p in printings),
                    "flagged": any(p["flagged"] for p in printings),
                    "printings": [(p["code"], p["count"]) for p in printings],
                }
            )
    return rows


def _fold_row(original, printings, section, texts):
    printings = sorted(printings, key=lambda e: e["code"])
    first = next((e for e in printings if e["code"] == original), printings[0])
    name, count = first["name"], sum(e["count"] for e in printings)
    url = escape(f"{texts.card_url}{quote(first['code'], safe='')}/")
    demo = f' <span class="badge demo">{escape(texts.demo)}</span>' if first["card"].is_demo else ""
    several = escape(texts.printings(len(printings)))
    inner = "\n".join(e["html"] for e in printings)
    link = f'<a class="card-ref" href="{url}" data-preview="{url}preview/"><bdi>{escape(name)}</bdi></a>'
    listed = escape(texts.printings_of % {"card": name})
    html = (
        f'<li class="printings" data-card="{escape(original)}" data-section="{escape(section)}">\n'
        f'      <span class="count">{count}\N{MULTIPLICATION SIGN}</span>\n'
        f'      <span class="name">{link}{demo} <span class="muted">{several}</span></span>\n'
        f'      <ul class="printing-list" aria-label="{listed}">{inner}</ul>\n    </li>'
    )
    return {**first, "count": count, "label": name, "html": mark_safe(html)}  # every value above is escaped


def _move_targets(game, section, order):
    """The sections a card of `section` may be moved to, the side-board first (what a player moves most)."""
    others = [s for s in order if s != section]
    return sorted(others, key=lambda s: s != "side") if section != "side" else others


def _allowed(game, card, targets):
    """The sections the rules let this card go to (a Spell is never offered the Extra Deck); every one for a card
    the database lacks, whose row the player may still move."""
    if card is None or not rules.has_decks(game):
        return targets
    return [to for to in targets if rules.may_place(game, to, type=card.type, attrs=card.attrs)]


def _groups(game, section, entries):
    """The section's cards in the groups a player reads (Monsters, Spells, Traps: the descriptor's sheet groups;
    else by card type), each with its count; cards by name within a group. One untitled group when all alike."""
    split = registry.get(game).sheet_groups.get(section)
    groups = {}
    if split:
        titles = dict(split.groups)
        for e in entries:
            value = (e["card"].attrs.get(split.key) if e["card"] else None) or split.default
            groups.setdefault(value, []).append(e)
        values = dict.fromkeys([*titles, *groups])  # the sheet's order, then any other value met
        named = [(translate_word(titles[v]) if v in titles else str(v).title(), groups.get(v, [])) for v in values]
    else:
        for e in entries:
            groups.setdefault(e["type"] or _("Other"), []).append(e)
        named = sorted(groups.items())
    result = [
        {"title": title, "count": sum(e["count"] for e in group), "entries": sorted(group, key=_by_name)}
        for title, group in named
        if group
    ]
    if len(result) == 1:
        result[0]["title"] = ""
    return result


def _by_name(entry):
    return entry["label"].casefold()


class _RowTexts:
    """The row's words, translated once per panel rather than once per card."""

    def __init__(self, game):
        self.add, self.remove, self.problem = _("Add one %(card)s"), _("Remove one %(card)s"), _("problem")
        self.move = _("Move one %(card)s to the %(section)s")
        self.demo = pgettext("badge", "demo")
        self.sections = {s: section_label(game, s) for s in builder.sections_of(game)}
        self.card_url = card_url_prefix(game)
        self.printings_of = _("Printings of %(card)s")

    @staticmethod
    def printings(count):
        return ngettext("(%(count)d printing)", "(%(count)d printings)", count) % {"count": count}


def _entry_html(e, *, section, targets, change_url, pictures, texts, text=None):
    """One card's row of the editor's deck panel: its count, name (a link to the card, with its preview) and
    its buttons: +, - and a move to each other section. `text` replaces the name shown (a printing's code in
    its card's row); the buttons still name the card.

    Built here rather than in the template because every editor click re-renders every row, and the
    template engine's per-variable cost was a third of the click (the same reason Django's admin builds
    its change list's cells in Python). Every value is escaped (`html.escape` is what Django's `escape` runs).
    """
    code, label = e["code"], e["label"]
    slug = code if code.isascii() and code.isdecimal() else slugify(code)  # a passcode is its own slug: no slugify
    thumb = (
        render_to_string("games/_card_thumb.html", card_thumb(e["card"], key=section)) if pictures and e["card"] else ""
    )
    flag = f' <span class="flag">{escape(texts.problem)}</span>' if e["flagged"] else ""
    demo = f' <span class="badge demo">{escape(texts.demo)}</span>' if e["card"] and e["card"].is_demo else ""
    name = f"<bdi>{escape(text or label)}</bdi>"
    if e["known"]:
        url = escape(f"{texts.card_url}{quote(code, safe='')}/")
        name = f'<a class="card-ref" href="{url}" data-preview="{url}preview/">{name}</a>'
    inc = _button(f"inc-{section}-{slug}", f"inc|{section}|{code}", change_url, texts.add % {"card": label}, "+")
    dec = _button(
        f"dec-{section}-{slug}", f"dec|{section}|{code}", change_url, texts.remove % {"card": label}, "\N{MINUS SIGN}"
    )
    moves = "".join(
        _button(
            f"move-{section}-{slug}-{to}",
            f"move|{section}|{code}",
            change_url,
            texts.move % {"card": label, "section": texts.sections[to]},
            f"\N{LEFT RIGHT ARROW} {escape(texts.sections[to])}",
            extra=f""" hx-vals='{{"to": "{escape(to)}"}}' data-move""",
            css="small secondary move",
        )
        for to in targets
    )
    return mark_safe(  # every value above is escaped
        f'<li class="{"flagged" if e["flagged"] else ""}" data-code="{escape(code)}" data-section="{escape(section)}" '
        f'tabindex="-1">\n'
        f'      <span class="count">{int(e["count"])}\N{MULTIPLICATION SIGN}</span>{thumb}\n'
        f'      <span class="name">{name}{demo}{flag}</span>\n'
        f'      <span class="actions">\n        {inc}\n        {dec}\n        {moves}\n      </span>\n    </li>'
    )


def _button(id, op, url, label, sign, *, extra="", css="small secondary"):
    return (
        f'<button type="button" class="{css}" id="{escape(id)}" name="op" value="{escape(op)}" '
        f'hx-post="{escape(url)}" hx-target="#deck-panel" hx-swap="outerHTML" aria-label="{escape(label)}"{extra}>'
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
    refs = card_refs(problem.get("cards"), cards)
    return {**problem, "card_names": [label for label, _card in refs], "card_refs": refs}


def card_refs(refs, cards):
    """[(label, Card or None)] of the codes (or written names) a problem names, for games/_card_refs.html: each
    card by its name; alternate printings share a name, so the code tells them apart."""
    refs = [str(ref) for ref in refs or ()]
    names = [cards[ref].name if ref in cards else ref for ref in refs]
    repeated = {name for name in names if names.count(name) > 1}
    labels = [f"{name} ({ref})" if name in repeated else name for name, ref in zip(names, refs, strict=True)]
    return [(label, cards.get(ref)) for label, ref in zip(labels, refs, strict=True)]


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
