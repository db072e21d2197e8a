"""Getting a deck out: YDK and text downloads, the printable registration sheet and its PDF."""

import datetime

from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils.text import slugify
from django.utils.translation import get_language_bidi
from django.utils.translation import gettext as _

from games.rules import registry

from . import builder, decklists, printing, selectors

FIELD_MAX = 100


def _sections(request, deck):
    """The saved deck, or the editor's unsaved state when the page sends it (?state=...)."""
    raw = request.GET.get("state")
    if raw:
        return builder.parse_state(raw, game=deck.game.slug)
    return deck.sections()


def export(request, deck_id, fmt):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    try:
        sections = _sections(request, deck)
    except builder.StateError as exc:
        return HttpResponseBadRequest(str(exc), content_type="text/plain")
    expanded = builder.expand(sections)
    if fmt == "ydk":
        if fmt not in registry.get(deck.game.slug).export_formats:
            raise Http404("This game's decks are not exported as YDK files")
        body, extension = decklists.to_ydk(expanded), "ydk"
    elif fmt == "txt":
        cards = selectors.cards_by_code(game=deck.game, codes=[c for cs in sections.values() for c in cs])
        names = {code: card.name for code, card in cards.items()}
        body, extension = decklists.to_text(expanded, game=deck.game.slug, names=names), "txt"
    else:
        raise Http404("Unknown export format")
    response = HttpResponse(body, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{slugify(deck.name) or "deck"}.{extension}"'
    return response


def _sheet_context(request, deck):
    fields = {key: (request.GET.get(key) or "").strip()[:FIELD_MAX] for key in ("player", "player_id", "event", "date")}
    if not fields["date"]:
        fields["date"] = datetime.date.today().isoformat()
    sections = deck.sections()
    cards = selectors.cards_by_code(game=deck.game, codes=[c for cs in sections.values() for c in cs])
    sheet = printing.sheet_sections(deck.game.slug, sections, cards, builder.sections_of(deck.game.slug))
    return fields, sheet


def print_sheet(request, deck_id):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    fields, sheet = _sheet_context(request, deck)
    total = sum(s["total"] for s in sheet)
    return render(request, "decks/print.html", {"deck": deck, "fields": fields, "sheet": sheet, "total": total})


def print_pdf(request, deck_id):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    fields, sheet = _sheet_context(request, deck)
    player = {_("Player name"): fields["player"], _("Player ID"): fields["player_id"]}
    event = {_("Event"): fields["event"], _("Date"): fields["date"]}
    body = printing.sheet_pdf(
        deck_name=deck.name,
        game_name=deck.game.name,
        player=player,
        event=event,
        sheet=sheet,
        rtl=get_language_bidi(),
    )
    response = HttpResponse(body, content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{slugify(deck.name) or "deck"}-decklist.pdf"'
    return response
