"""Card pages: search as you type, one card with its printings and formats, and the import upload."""

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Count, Window
from django.http import FileResponse, Http404, HttpResponseNotModified
from django.shortcuts import redirect, render
from django.utils.http import http_date
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django.views.static import was_modified_since

from config.roles import require

from .card_rows import printings_of, result_rows, with_printing_codes
from .forms import CardImportForm
from .i18n import localise_message
from .images import CONTENT_TYPES, picture_file, source_of
from .importers import ImportFileError
from .models import Game
from .search import MAX_LENGTH, QueryError, retry_typo_tolerant, search_cards
from .selectors import (
    card_format_statuses,
    card_get,
    card_printings,
    card_stats_display,
    printings_collapsed,
    with_printings,
)
from .services import card_import_start, user_can_import

PAGE_SIZE = 50
# Pictures change rarely (a new art is a new passcode); a day in the browser, then a cheap 304.
PICTURE_MAX_AGE = 86400


def cards_page(request):
    games = list(Game.objects.all())
    slug = request.GET.get("game") or ""
    game = next((g for g in games if g.slug == slug), None)
    query = request.GET.get("q", "")
    context = {
        "games": games,
        "game": game,
        "query": query,
        "max_length": MAX_LENGTH,
        "error": None,
        "can_import": user_can_import(request.user),
    }
    status = 200
    if slug and game is None:
        context["error"], status = _("Unknown game %(game)s.") % {"game": repr(slug[:40])}, 400
    elif query or game:
        try:
            page = cards_page_of(game, query, request.GET.get("page"))
            context["page"], context["searched"] = page, True  # an empty Page is falsy in the template
            cards = page.object_list
            pairs = printings_of(cards) if settings.DATABASE_IS_POSTGRES else with_printings(cards)
            context["rows"] = result_rows(pairs, all_games=game is None)
        except QueryError as exc:
            context["error"], context["error_position"], status = localise_message(exc.message), exc.position, 400
    if request.htmx:
        return render(request, "games/_card_results.html", context, status=status)
    return render(request, "games/cards.html", context, status=status)


def cards_page_of(game, query, number):
    """The search's cards, printings folded, paged; the typo-tolerant retry only when the exact search's count
    (which the page's statement reads anyway) is 0, so a search that matches costs no separate "any exact
    match?" statement."""
    everything = not query.strip()
    exact = printings_collapsed(search_cards(game=game, query=query, typo_tolerant=False), everything=everything)
    page = CountedPaginator(listed(exact), PAGE_SIZE).get_page(number)
    if page.paginator.count == 0 and (retried := retry_typo_tolerant(game=game, query=query)) is not None:
        return CountedPaginator(listed(printings_collapsed(retried)), PAGE_SIZE).get_page(number)
    return page


# What a row of the results shows (games.card_rows); the card's text and its search columns are left in the table.
ROW_FIELDS = ("code", "name", "type", "attrs", "alternate_of_id", "game__slug", "game__name", "game__order")


def listed(cards):
    cards = cards.only(*ROW_FIELDS)
    # On PostgreSQL the page's statement reads each card's printings too.
    return with_printing_codes(cards) if settings.DATABASE_IS_POSTGRES else cards


class CountedPaginator(Paginator):
    """A Paginator whose page's statement also counts the matches (COUNT(*) OVER ()): one statement, not two.

    PostgreSQL reads every match for the count either way; the window spares the second statement, its
    second search and the ORM's work to build it. A page past the last match finds no row and so no count:
    then Paginator counts on its own and answers as it does (the last page, or an empty first page).
    """

    def get_page(self, number):
        try:
            number = int(number)
        except (TypeError, ValueError):
            number = 1
        if number >= 1:
            bottom = (number - 1) * self.per_page
            counted = self.object_list.annotate(matches_in_all=Window(Count("*")))
            rows = list(counted[bottom : bottom + self.per_page])
            if rows:
                self.count = rows[0].matches_in_all
                return self._get_page(rows, number, self)
        return super().get_page(number)


def card_detail(request, game, code):
    card = card_get(game=game, code=code)
    printings = list(card_printings(card))
    context = {
        "card": card,
        "stats": card_stats_display(card),
        "printings": printings,
        "statuses": [
            (fmt, localise_message(label), tone) for fmt, label, tone in card_format_statuses(card, printings)
        ],
    }
    return render(request, "games/card_detail.html", context)


@require_safe
def card_image(request, game, code):
    """The picture of one card from its game's local folder: only the file named by a known card's code."""
    source = source_of(game)
    if source is None or source.folder is None:
        raise Http404(_("This game's card pictures are not served here."))
    card = card_get(game=game, code=code)
    path = picture_file(source.folder, card.code)
    if path is None:
        raise Http404(_("No picture of this card."))
    modified = path.stat().st_mtime
    if not was_modified_since(request.META.get("HTTP_IF_MODIFIED_SINCE"), modified):
        response = HttpResponseNotModified()
    else:
        response = FileResponse(path.open("rb"), content_type=CONTENT_TYPES[path.suffix])
    response["Last-Modified"] = http_date(modified)
    response["Cache-Control"] = f"public, max-age={PICTURE_MAX_AGE}"
    return response


@login_required
def card_import(request):
    require(user_can_import(request.user), _("Only judges and organisers import cards."))
    form = CardImportForm(request.POST or None, request.FILES or None)
    summary, status = None, 200
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            try:
                summary, job = card_import_start(
                    user=request.user,
                    kind=data["kind"],
                    game=data["game"],
                    uploaded=data["file"],
                    name=data["name"],
                    valid_from=data["valid_from"],
                )
            except ImportFileError as exc:
                error = {"file": data["file"].name, "error": localise_message(exc)}
                form.add_error("file", _("%(file)s: %(error)s. Nothing was imported.") % error)
                status = 400
            else:
                if job is not None:
                    return redirect(job)
                summary["warnings"] = [localise_message(w) for w in summary.get("warnings", [])]
        else:
            status = 400
    return render(request, "games/card_import.html", {"form": form, "summary": summary}, status=status)
