"""Card pages: search as you type, one card with its printings and formats, and the import upload."""

import functools

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db import connection
from django.db.models import Count, Window
from django.db.models.base import ModelState
from django.http import FileResponse, Http404, HttpResponseNotModified
from django.shortcuts import redirect, render
from django.utils.http import http_date
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django.views.static import was_modified_since

from config.results_cache import ResultsCache
from config.roles import require

from .card_rows import joined, printings_of, result_rows, with_printing_codes
from .catalogue import content_token
from .forms import CardImportForm
from .i18n import localise_message
from .images import CONTENT_TYPES, has_images, picture_file, source_of
from .importers import ImportFileError
from .models import Card, Game
from .search import MAX_LENGTH, QueryError, retry_typo_tolerant, search_cards
from .selectors import (
    all_games,
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
    games = all_games()
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
            # The rows' labels are in the reader's language; the games' rows are in the token.
            key = (slug, query, request.GET.get("page"), get_language())
            context["page"], context["rows"] = PAGES.get_or_build(
                lambda: content_token(games), key, lambda: results_page(game, query, request.GET.get("page"), games)
            )
            context["searched"] = True  # an empty Page is falsy in the template
        except QueryError as exc:
            context["error"], context["error_position"], status = localise_message(exc.message), exc.position, 400
    if request.htmx:
        return render(request, "games/_card_results.html", context, status=status)
    return render(request, "games/cards.html", context, status=status)


PAGES = ResultsCache("Cards page")


def results_page(game, query, number, games):
    """The page of the search's cards and its rows as the results show them."""
    page = cards_page_of(game, query, number, games)
    cards = page.object_list
    pairs = printings_of(cards) if settings.DATABASE_IS_POSTGRES else with_printings(cards)
    return page, joined(result_rows(pairs, all_games=game is None))


def cards_page_of(game, query, number, games):
    """The search's cards, printings folded, paged; the typo-tolerant retry only when the exact search's count
    (which the page's statement reads anyway) is 0, so a search that matches costs no separate "any exact
    match?" statement. `games`: every Game, which the rows' cards are given instead of joining their game."""
    number = page_number(number)
    text = ("text",) if any(has_images(g.slug) for g in ([game] if game else games)) else ()
    games = {g.pk: g for g in games}
    rows = exact_page(game, query, number, games, text) if read_first(number) else []
    if rows:
        return CountedPaginator.of(rows, number)
    if number == 1:  # nothing matches exactly: Paginator would count 0 and show an empty first page
        retried = retry_typo_tolerant(game=game, query=query)
        if retried is None:
            return Paginator([], PAGE_SIZE).get_page(1)
        rows = page_rows(page_statement(retried, number, PAGE_SIZE, fields=RAW_ROW_FIELDS + text), games)
        if rows:
            return CountedPaginator.of(rows, number)
        return Paginator([], PAGE_SIZE).get_page(1)
    # A page past the last (or below the first): Paginator's own answer, from the exact search's count.
    page = CountedPaginator(listed(exact_search(game, query), ROW_FIELDS + text), PAGE_SIZE).get_page(number)
    if page.paginator.count == 0 and (retried := retry_typo_tolerant(game=game, query=query)) is not None:
        return CountedPaginator(listed(printings_collapsed(retried), ROW_FIELDS + text), PAGE_SIZE).get_page(number)
    return page


def exact_search(game, query):
    """The cards matching `query` exactly, alternate printings folded into their card's."""
    return printings_collapsed(search_cards(game=game, query=query, typo_tolerant=False), everything=not query.strip())


def page_number(number):
    """The page asked for as Paginator reads it: a number, or 1 when it is none."""
    try:
        return int(number)
    except (TypeError, ValueError):
        return 1


def exact_page(game, query, number, games, text=()):
    """Page `number` of the exact search's cards, each counting the matches (matches_in_all), given its game.
    `text`: ("text",) when a row's picture shows a preview with the card's text (read here, not once a card)."""
    return page_rows(_exact_page_statement(game and game.pk, query, number, PAGE_SIZE, text), games)


def page_rows(statement, games):
    """The cards of a page's statement, each given its game from `games` ({pk: Game}) rather than joined.

    Each card is made as Model.from_db makes it, but without Model.__init__'s walk over Card's 16 fields with
    their descriptors for 8 values (Card has no pre_init/post_init receiver, nor an __init__ of its own): a
    tenth of the page's CPU. The columns that are the model's fields are converted as the ORM converts them
    (attrs' JSON); the others (printing_codes, matches_in_all, closeness) are attributes, as with .raw().
    A field left out of the statement (text, the search columns) is deferred: read on access, as .only() does.
    """
    with connection.cursor() as cursor:
        cursor.execute(*statement)
        columns = [column[0] for column in cursor.description]  # a Column on psycopg, a tuple on SQLite
        records = cursor.fetchall()
    fields = [FIELDS_BY_COLUMN.get(column) for column in columns]
    names = [column if field is None else field.attname for column, field in zip(columns, fields, strict=True)]
    converters = [
        (i, converter)
        for i, field in enumerate(fields)
        if field is not None
        for converter in connection.ops.get_db_converters(field.get_col(Card._meta.db_table))
        + field.get_db_converters(connection)
    ]
    alias, cards = connection.alias, []
    for record in records:
        values = list(record)
        for i, converter in converters:
            values[i] = converter(values[i], None, connection)
        card = Card.__new__(Card)
        card.__dict__.update(zip(names, values, strict=True))
        card._state = state = ModelState()
        state.adding, state.db = False, alias
        state.fields_cache = {"game": games[card.game_id]}  # what Card.game's set_cached_value would store
        cards.append(card)
    return cards


FIELDS_BY_COLUMN = {field.column: field for field in Card._meta.concrete_fields}


# The SQL of a page of an exact search depends on the game, the query and the page alone (no statement is
# run to build it): a page asked again reuses it, skipping the parsing and the ORM's building and compiling.
@functools.lru_cache(maxsize=512)
def _exact_page_statement(game_id, query, number, per_page, text=()):
    game = Game(pk=game_id) if game_id else None  # what the search's filter needs of it: its key
    cards = search_cards(game=game, query=query, typo_tolerant=False)
    return page_statement(cards, number, per_page, everything=not query.strip(), fields=RAW_ROW_FIELDS + text)


def page_statement(cards, number, per_page, *, everything=False, fields=None):
    """(SQL, params) of page `number` of the search `cards`, alternate printings folded (printings_collapsed),
    each card with its count of matches (matches_in_all) and, on PostgreSQL, its printings' codes.
    `everything`: `cards` are all of a game's (the fold is then "no alternate"); `fields`: the cards' fields read
    (RAW_ROW_FIELDS unless told)."""
    fields = fields or RAW_ROW_FIELDS
    cards = cards.select_related(None)
    bottom = (number - 1) * per_page
    order = None if everything or not settings.DATABASE_IS_POSTGRES else matches_order(cards)
    if order is None:
        cards = listed(printings_collapsed(cards, everything=everything), fields=fields)
        page = cards.annotate(matches_in_all=Window(Count("*")))[bottom : bottom + per_page]
        sql, params = page.query.sql_with_params()
        return sql, tuple(params)
    sql, params = cards.only(*fields).order_by().query.sql_with_params()
    return FOLDED_PAGE.format(search=sql, order=order), (*params, per_page, bottom)


# The page of a search with its alternate printings folded, in one pass over the search: its matches are
# read once (the CTE) and an alternate is left out when its original's id is among them. printings_collapsed's
# `alternate_of__in=<the search>` made PostgreSQL run the whole search a second time (a hashed subplan),
# up to 1.6x the unfolded page (docs/benchmarks/speed.md); a correlated lookup of each alternate's original
# was planned on the trigram index at times. The count (a window) is of the folded rows, and the printings'
# codes (as games.card_rows.with_printing_codes reads them) are read for the page's rows alone.
FOLDED_PAGE = """WITH matches AS MATERIALIZED ({search})
SELECT matches.*, ARRAY(
    SELECT printing."code" FROM "games_card" printing
    WHERE (printing."id" = COALESCE(matches."alternate_of_id", matches."id")
           OR printing."alternate_of_id" = COALESCE(matches."alternate_of_id", matches."id"))
      AND printing."id" <> matches."id"
    ORDER BY printing."code"
  ) AS "printing_codes", COUNT(*) OVER () AS "matches_in_all"
FROM matches
WHERE matches."alternate_of_id" IS NULL OR matches."alternate_of_id" NOT IN (SELECT "id" FROM matches)
ORDER BY {order} LIMIT %s OFFSET %s"""


def matches_order(cards):
    """The ORDER BY of `cards` over FOLDED_PAGE's matches (their columns), or None when a term is not one of
    the columns the matches keep (a relation sorts by its model's ordering): then the ORM builds the page."""
    if not cards.query.standard_ordering or cards.query.extra_order_by:
        return None
    terms = []
    for term in cards.query.order_by or Card._meta.ordering:
        name = term.lstrip("-") if isinstance(term, str) else None
        column = MATCHES_ORDER_COLUMNS.get(name) or (name if name in cards.query.annotation_select else None)
        if column is None:
            return None
        terms.append(f'matches."{column}" {"DESC" if term.startswith("-") else "ASC"}')
    return ", ".join(terms)


# The ordering terms a page of matches sorts by in SQL, and their columns (all among RAW_ROW_FIELDS).
MATCHES_ORDER_COLUMNS = {"pk": "id", "id": "id", "code": "code", "name": "name", "type": "type"}


# What a row of the results shows (games.card_rows); the card's text and its search columns are left in the table.
RAW_ROW_FIELDS = ("code", "name", "type", "attrs", "is_demo", "alternate_of_id", "game_id")
ROW_FIELDS = (*RAW_ROW_FIELDS[:-1], "game__slug", "game__name", "game__order")


def listed(cards, fields=ROW_FIELDS):
    cards = cards.only(*fields)
    # On PostgreSQL the page's statement reads each card's printings too.
    return with_printing_codes(cards) if settings.DATABASE_IS_POSTGRES else cards


def read_first(number):
    """Whether page `number` is read before any count: a page past any card's offset (PostgreSQL's OFFSET is a
    bigint) is left to Paginator, which counts first and answers with the last page."""
    return 1 <= number <= 10**6


class CountedPaginator(Paginator):
    """A Paginator whose page's statement also counts the matches (COUNT(*) OVER ()): one statement, not two.

    PostgreSQL reads every match for the count either way; the window spares the second statement, its
    second search and the ORM's work to build it. A page past the last match finds no row and so no count:
    then Paginator counts on its own and answers as it does (the last page, or an empty first page).
    """

    def get_page(self, number):
        number = page_number(number)
        if read_first(number):
            bottom = (number - 1) * self.per_page
            counted = self.object_list.annotate(matches_in_all=Window(Count("*")))
            rows = list(counted[bottom : bottom + self.per_page])
            if rows:
                self.count = rows[0].matches_in_all
                return self._get_page(rows, number, self)
        return super().get_page(number)

    @classmethod
    def of(cls, rows, number):
        """The page `number` of rows already read with their count."""
        paginator = cls(rows, PAGE_SIZE)
        paginator.count = rows[0].matches_in_all
        return paginator._get_page(rows, number, paginator)


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
def card_preview(request, game, code):
    """A card's name, type, stats, text and demo mark: what a hover or tap on its name shows (card_preview.js)."""
    card = card_get(game=game, code=code)
    response = render(request, "games/_card_preview.html", {"card": card, "stats": card_stats_display(card)})
    response["Cache-Control"] = "private, max-age=300"
    return response


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
