"""The deck editor: one page, and the htmx requests it makes while the player builds.

The deck being edited lives in the page (a hidden JSON field). Every htmx request sends it, the
server applies the action, validates, and answers with the re-rendered parts; nothing is stored
until Save, which is refused when another tab saved first.
"""

from collections import Counter
from functools import wraps

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.shortcuts import redirect, render, resolve_url
from django.template.loader import render_to_string
from django.utils.html import escape
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from config.guards import nul_key, nul_message
from config.roles import not_found_or_login
from config.text import display_text
from games import rules
from games.i18n import localise_message, localise_problem
from games.models import Format
from games.selectors import STAT_LABELS

from . import builder, decklists, search_rows, selectors, services
from .forms import DecklistImportForm
from .models import Deck
from .presenters import editor_context, editor_url, editor_urls, section_label

SEARCH_PARTIAL = "decks/_search_results.html"


def _own_deck(request, deck_id=None, game=None):
    """The deck, if the user owns it: others' private decks are 404, others' public decks 403.

    With `game` instead of an id: a new deck of that game, not stored until its first save (a draft).
    """
    if game is not None:
        return _draft(request, game)
    deck = selectors.deck_get_owned(user=request.user, deck_id=deck_id)
    if deck is None:
        selectors.deck_get_visible(user=request.user, deck_id=deck_id)  # 404 unless the deck is public
        raise PermissionDenied(_("Only the owner can edit this deck; clone it to make your own copy."))
    return deck


def _draft(request, game_slug):
    if not request.user.is_authenticated:
        raise not_found_or_login(request.user, _("Log in to build a deck."))
    game = selectors.game_buildable().filter(slug=game_slug).first()
    if game is None:
        raise Http404(_("No deck can be built for this game"))
    name = display_text(request.GET.get("name") or "")[:120] or _("New %(game)s deck") % {"game": game.name}
    return Deck(owner=request.user, game=game, format=selectors.format_default(game=game), name=name)


def _bad_request(message, target="#editor-error"):
    """A 400 the editor shows in its error line (or next to the form that made the request)."""
    response = HttpResponseBadRequest(f'<p class="error" role="alert">{escape(message)}</p>')
    response["HX-Retarget"] = target
    response["HX-Reswap"] = "innerHTML"
    return response


def _state_errors_refused(view):
    """Answer a deck state the editor cannot read (builder.StateError) with the 400 its error line shows."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        # A multipart body passes the door's NUL check (config.guards reads urlencoded ones): read here.
        field = nul_key(request.POST) if request.method == "POST" else None
        if field is not None:
            return _bad_request(nul_message(field))
        try:
            return view(request, *args, **kwargs)
        except builder.StateError as exc:
            return _bad_request(str(exc))

    return wrapped


class EditorInput:
    """What an editor request carries besides its action: the deck state, format and style."""

    def __init__(self, request, deck):
        data = request.POST if request.method == "POST" else request.GET
        self.sections = builder.parse_state(data.get("state") or "{}", game=deck.game.slug)
        slug = data.get("format")
        self.format = deck.format
        if slug and (deck.format is None or slug != deck.format.slug):
            self.format = Format.objects.filter(game=deck.game, slug=slug).first() or deck.format
        style = data.get("style", deck.style) or ""
        self.style = style if style in builder.style_choices(deck.game.slug) else ""


def editor(request, deck_id=None, game=None):
    if game is not None:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        deck = _draft(request, game)
    else:
        deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    if not selectors.deck_is_owner(deck=deck, user=request.user):
        messages.info(request, _("This deck is read-only for you; clone it to edit your own copy."))
        return redirect("deck-detail", deck.pk)
    sections = deck.sections() if deck.pk else builder.empty(deck.game.slug)
    context = editor_context(deck, sections=sections, format=deck.format, style=deck.style)
    context.update(
        formats=selectors.format_choices(game=deck.game),
        section_choices=builder.sections_of(deck.game.slug),
        import_form=DecklistImportForm(),
        hand_size=builder.hand_size(deck.game.slug),
        urls=editor_urls(deck),
        sort_stats=[(key, STAT_LABELS.get(key, key)) for key in selectors.sort_keys(deck.game)],
        card_types=selectors.card_types(deck.game),
    )
    return render(request, "decks/editor.html", context)


@require_POST
@_state_errors_refused
def change(request, deck_id=None, game=None):
    """Apply one editor action (add, add one, remove one, validate) and re-render the deck."""
    deck = _own_deck(request, deck_id, game)
    data = EditorInput(request, deck)
    sections = data.sections
    op, _sep, arg = (request.POST.get("op") or "validate").partition("|")
    touched = None  # (section, code) of the card the action changed, for the screen reader's announcement
    if op == "add":
        section, copies = request.POST.get("section", "auto"), _copies(request.POST.get("count"))
        sections, error, touched = _add_from_search(deck, sections, code=arg, section=section, n=copies)
        if error:
            return _bad_request(error)
    elif op in ("inc", "dec"):
        section, _sep, code = arg.partition("|")
        if section not in builder.sections_of(deck.game.slug) or not code:
            return _bad_request(_("no section %(section)s in this deck") % {"section": repr(section)})
        sections = (builder.add if op == "inc" else builder.remove)(sections, section=section, code=code)
        touched = section, code
    elif op == "move":
        section, _sep, code = arg.partition("|")
        sections, error, touched = _move(deck, sections, section=section, code=code, to=request.POST.get("to", ""))
        if error:
            return _bad_request(error)
    elif op == "clear":
        sections = builder.empty(deck.game.slug)
    elif op != "validate":
        return _bad_request(_("unknown action %(action)s") % {"action": repr(op)})
    sections = builder.clean_sections(sections, game=deck.game.slug)
    extra = _announcement(deck, sections, touched) if touched else ""
    return _deck_parts(request, deck, sections=sections, format=data.format, style=data.style, extra=extra)


def _announcement(deck, sections, touched):
    """What a screen reader hears after a change: the card and how many copies its section now holds."""
    section, code = touched
    card = selectors.cards_by_code(game=deck.game, codes=[code]).get(code)
    text = _("%(card)s: %(n)s in the %(section)s.") % {
        "card": card.name if card else code,
        "n": sections.get(section, {}).get(code, 0),
        "section": section_label(deck.game.slug, section),
    }
    return f'<p id="editor-announce" hx-swap-oob="innerHTML">{escape(text)}</p>'


def _copies(value):
    """How many copies an add asks for (an accepted import suggestion adds the copies the line had)."""
    try:
        return min(max(int(value or 1), 1), builder.MAX_COUNT)
    except ValueError:
        return 1


def _add_from_search(deck, sections, *, code, section, n=1):
    card = selectors.cards_by_code(game=deck.game, codes=[code]).get(code)
    if card is None:
        return (
            sections,
            _("no %(game)s card has the code %(code)s") % {"game": deck.game.name, "code": repr(code)},
            None,
        )
    if section in ("", "auto"):
        section = _auto_section(deck, sections, card)
    if section not in builder.sections_of(deck.game.slug):
        return (
            sections,
            _("no section %(section)s in a %(game)s deck") % {"section": repr(section), "game": deck.game.name},
            None,
        )
    return builder.add(sections, section=section, code=code, n=n), None, (section, code)


def _auto_section(deck, sections, card):
    """Where a card added on "Automatic" goes: where its type goes, or, in a game that places a card by the rest of
    the deck, where the rules put it beside the
    deck's cards (read from the process's cache, as the panel reads them)."""
    game = deck.game.slug
    if not (rules.has_decks(game) and rules.places_by_deck(game)):
        return builder.auto_section(game, card_type=card.type, attrs=card.attrs)
    known = selectors.cards_by_code(game=deck.game, codes=[c for cards in sections.values() for c in cards])
    record = _record(game, card)
    placed = {
        name: [_record(game, known[c]) for c, n in cards.items() if c in known for _ in range(n)]
        for name, cards in sections.items()
    }
    return rules.home_sections(game, [record], placed)[0] or "main"


def _record(game, card):
    return rules.make_record(game, code=card.code, name=card.name, type=card.type, attrs=card.attrs)


def _move(deck, sections, *, section, code, to):
    """One copy of a card to another section, unless the game's rules forbid it there (their message says why)."""
    game = deck.game.slug
    card = selectors.cards_by_code(game=deck.game, codes=[code]).get(code)
    if to == "auto" and card is not None:  # back to where its type goes (the keyboard's move from the side-board)
        to = builder.auto_section(game, card_type=card.type, attrs=card.attrs)
    for name in (section, to):
        if name not in builder.sections_of(game):
            return sections, _("no section %(section)s in this deck") % {"section": repr(name)}, None
    if not code:
        return sections, _("no card to move"), None
    if card is not None and rules.has_decks(game):
        refused = rules.placement_problem(game, to, code=code, name=card.name, type=card.type, attrs=card.attrs)
        if refused is not None:
            return sections, localise_problem(refused.to_dict())["message"], None
    return builder.move(sections, section=section, code=code, to=to), None, (to, code)


def _deck_parts(request, deck, *, sections, format, style, extra=""):
    """The deck panel, plus out-of-band updates of the legality region and the statistics."""
    context = editor_context(deck, sections=sections, format=format, style=style)
    html = render_to_string("decks/_deck_parts.html", context, request=request)
    return HttpResponse(html + extra)


@require_GET
def search(request, deck_id=None, game=None):
    """Search results to add from: one row per card (printings folded), with its text, stats and status in the
    deck's format; sorted and filtered by the form's type, stat floors and status."""
    deck = _own_deck(request, deck_id, game)
    data = EditorInput(request, deck)
    query = request.GET.get("q", "")
    sorts = selectors.sort_keys(deck.game)
    floor = {key: value for key in sorts if (value := _number(request.GET.get(f"min_{key}"))) is not None}
    status = request.GET.get("status", "")
    try:
        results = selectors.card_search(
            game=deck.game,
            query=query,
            type=request.GET.get("type", "")[:100],
            sort=request.GET.get("sort", ""),
            status=status if status in selectors.STATUS_FILTERS else "",
            format=data.format,
            floor=floor,
        )
        error = None
    except selectors.SearchError as exc:
        results, error = [], exc
    names = Counter(card.name for card in results)
    labels = {card.code: f"{card.name} ({card.code})" if names[card.name] > 1 else card.name for card in results}
    rows = search_rows.result_rows(
        deck.game.slug,
        results,
        labels=labels,
        statuses=selectors.card_statuses(results, data.format),
        format=data.format,
        change_url=editor_url(deck, "change"),
    )
    return render(
        request,
        SEARCH_PARTIAL,
        {
            "results": rows,
            "error": error,
            "query": query.strip(),
            "filtered": bool(floor or request.GET.get("type") or status),
        },
    )


def _number(value):
    try:
        return int(value) if value not in (None, "") else None
    except ValueError:
        return None


@require_POST
@_state_errors_refused
def import_decklist(request, deck_id=None, game=None):
    """Add a pasted or uploaded decklist to the deck, or replace the deck with it; list what could not be read."""
    deck = _own_deck(request, deck_id, game)
    form = DecklistImportForm(request.POST, request.FILES)
    if not form.is_valid():
        errors = "; ".join(e for errs in form.errors.values() for e in errs)
        return _bad_request(errors, "#import-report")
    data = EditorInput(request, deck)
    try:
        sections, report, style = services.deck_import(game=deck.game, text=form.decklist_text())
    except decklists.DecklistError as exc:
        return _bad_request(_("Nothing imported: %(error)s") % {"error": localise_message(exc)}, "#import-report")
    style = style if style in builder.style_choices(deck.game.slug) else data.style
    count = builder.total(sections)
    added = request.POST.get("mode") == "add"
    before = data.sections
    if added:
        sections = builder.clean_sections(builder.merge(before, sections), game=deck.game.slug)
    context = {
        "report": report,
        "count": count,
        "added": added,
        # Replacing can be undone: the deck as it was goes back with the Undo button.
        "undo_state": builder.dumps(before) if not added and builder.total(before) else "",
        "change_url": editor_url(deck, "change"),
    }
    summary = render_to_string("decks/_import_report.html", context, request=request)
    return _deck_parts(request, deck, sections=sections, format=data.format, style=style, extra=summary)


@require_POST
@_state_errors_refused
def test_hand(request, deck_id=None, game=None):
    deck = _own_deck(request, deck_id, game)
    data = EditorInput(request, deck)
    hand = builder.draw_hand(data.sections, game=deck.game.slug)
    cards = selectors.cards_by_code(game=deck.game, codes=hand)
    names = [cards[code].name if code in cards else code for code in hand]
    size = builder.hand_size(deck.game.slug)
    return render(request, "decks/_hand.html", {"hand": names, "size": size})


@require_POST
@_state_errors_refused
def save(request, deck_id=None, game=None):
    """Save the page's deck over the revision it was loaded from; refuse if another save came first."""
    if not request.user.is_authenticated:
        # Also what a tab whose session ended sees: say so where the save status shows.
        login = resolve_url(settings.LOGIN_URL)
        text = _(
            'Not saved: you are logged out. <a href="%(login)s" target="_blank">Log in</a> in another tab, '
            "then save again."
        )
        return HttpResponseForbidden(f'<p class="error" role="alert">{text % {"login": escape(login)}}</p>')
    deck = _own_deck(request, deck_id, game)
    data = EditorInput(request, deck)
    try:
        base = int(request.POST.get("base_revision", ""))
    except ValueError:
        return _bad_request(_("base_revision must be the revision number the editor was opened at"))
    name = (request.POST.get("name") or "").strip()[:120] or deck.name
    fields = {
        "name": name,
        "format": data.format,
        "style": data.style,
        "is_public": request.POST.get("is_public") == "on",
        "notes": (request.POST.get("notes") or "")[:5000],
    }
    created = deck.pk is None
    try:
        if created:  # a draft's first save: the deck is created now, as its revision 1
            deck = services.deck_create(owner=request.user, game=deck.game, sections=data.sections, **fields)
        else:
            deck = services.deck_save(
                deck_id=deck.pk, user=request.user, base_revision=base, sections=data.sections, **fields
            )
    except services.DeckConflict as conflict:
        return _conflict(request, conflict, mine=data.sections)
    except services.DeckLimit as exc:
        return _bad_request(str(exc), "#save-status")
    if not request.htmx:
        messages.success(request, _("Saved revision %(revision)s.") % {"revision": deck.revision})
        return redirect("deck-edit", deck.pk)
    context = {"deck": deck, "created": created, "urls": editor_urls(deck) if created else None}
    return render(request, "decks/_saved.html", context)


def _conflict(request, conflict, *, mine):
    """Refuse the save and offer the newer version: what it changed compared with this tab."""
    newer = conflict.deck
    theirs = newer.sections()
    cards = selectors.cards_by_code(game=newer.game, codes=[c for s in (mine, theirs) for cs in s.values() for c in cs])
    changes = [
        {
            "section": section_label(newer.game.slug, s),
            "name": cards[c].name if c in cards else c,
            "mine": a,
            "theirs": b,
        }
        for s, c, a, b in builder.diff(mine, theirs)
    ]
    context = {"deck": newer, "message": str(conflict), "changes": changes, "base": conflict.base_revision}
    status = 409
    if not request.htmx:
        messages.error(request, str(conflict))
        return redirect("deck-edit", newer.pk)
    return render(request, "decks/_conflict.html", context, status=status)
