"""GET /api/cards/?game=&q= : the card search, paginated; GET /api/cards/<game>/<code>/ : one card."""

import functools
import json
from typing import NamedTuple
from urllib.parse import quote

from django.core.paginator import Paginator
from django.db import connection
from django.db.models import Window
from django.db.models.functions import RowNumber
from django.utils.functional import cached_property
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import generics, serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from config import prepared
from config.results_cache import ResultsCache

from .catalogue import content_token
from .i18n import localise_message
from .models import Card, Game
from .rules import registry
from .search import MAX_LENGTH, QueryError, retry_typo_tolerant, search_cards
from .selectors import card_format_statuses, card_get, card_printings, card_stats, stats_of

# What a query may hold (the search refuses control characters with a 400 naming their position).
NO_CONTROL_CHARACTERS = "^[^\\u0000-\\u001f\\u007f]*$"
# Clients look for a stat by its key in `stats`: the schema says which keys each game has.
STATS_HELP = "The card's stats by key, for each game in this order (a key the card lacks is left out): " + "; ".join(
    f"{game.slug}: {', '.join(game.card_stats)}" for game in registry.GAMES
)


class CardSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    stats = serializers.SerializerMethodField(help_text=STATS_HELP)
    alternate_of = serializers.SlugRelatedField(
        slug_field="code", read_only=True, allow_null=True, help_text="The card this is a printing of, if any."
    )
    url = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = ["game", "code", "name", "type", "stats", "alternate_of", "url"]

    def get_stats(self, card) -> dict:
        return card_stats(card)

    def get_url(self, card) -> str:
        # Formatted, not reversed: this runs for every card of every page.
        base = self.context.setdefault("base_url", self.context["request"].build_absolute_uri("/cards/"))
        return f"{base}{card.game.slug}/{quote(card.code, safe='')}/"


LIST_FIELDS = ["game__slug", "code", "name", "type", "attrs", "alternate_of__code"]
# Those that PostgreSQL sends as JSON text (Django decodes them in JSONField.from_db_value).
JSON_FIELDS = {"attrs"}


def card_row(row, base_url):
    """What CardSerializer gives, built from a values() row of LIST_FIELDS: a page of 50 in a fraction of the time."""
    slug, code = row["game__slug"], row["code"]
    return {
        "game": slug,
        "code": code,
        "name": row["name"],
        "type": row["type"],
        "stats": stats_of(slug, row["attrs"]),
        "alternate_of": row["alternate_of__code"],
        "url": f"{base_url}{slug}/{quote(code, safe='')}/",
    }


# Counts stay exact up to this many matches. Counting every match of a broad query (`o:destroy` hits a
# quarter of all cards) reads thousands of rows just to print a number; past the cap the count stops
# and the response says so with "count_exact": false.
COUNT_CAP = 1000


class CappedCountPaginator(Paginator):
    """A Paginator that counts at most `cap` + 1 matches: SELECT COUNT(*) FROM (... LIMIT cap + 1).

    `counted` is the queryset to count when `object_list` carries joins only the page needs.
    """

    def __init__(self, object_list, per_page, cap, counted=None):
        super().__init__(object_list, per_page)
        self.cap = cap
        self.counted = object_list if counted is None else counted

    @cached_property
    def count(self):
        # The ordering would only make PostgreSQL sort before it can stop.
        return self.counted.order_by()[: self.cap + 1].count()

    @property
    def exact(self):
        return self.count <= self.cap

    def page(self, number):
        """The first page and its capped count in one statement (see numbered_statement).

        Other pages are counted first, as Paginator does, so an absurd page number is refused
        before PostgreSQL is asked for rows at an offset past any card.
        """
        if number not in (1, "1"):
            return super().page(number)
        cards, limit = self.object_list, self.cap + 1
        statement = cards.statement(limit) if isinstance(cards, ExactSearch) else numbered_statement(cards, limit)
        rows, self.count = first_page_and_count(statement, self.per_page)
        return self._get_page(rows, 1, self)


def searched(slug, query, *, search=search_cards, **options):
    """The cards `search` finds for the query parameters, a malformed query a QueryProblem."""
    try:
        return search(game=Game.objects.filter(slug=slug) if slug else None, query=query, **options)
    except QueryError as exc:
        raise QueryProblem(localise_message(exc.message), exc.position) from None


class ExactSearch(NamedTuple):
    """A first page's search without typo tolerance, as its statement is kept for the next time it is asked."""

    slug: str | None
    query: str

    def cards(self):
        return searched(self.slug, self.query, typo_tolerant=False)

    def statement(self, limit):
        return _exact_statement(self, limit)


# The SQL of a search depends on its game's slug, its query and the cap alone (the game is read inside
# it, never before): a search asked again reuses it, skipping the parsing and the ORM's building and
# compiling (half the CPU time of a first page of 50). A query met for the first time still pays them.
# On PostgreSQL its values are written into it and the statement is prepared (config.prepared): a search asked
# again on a connection is not planned again either (planning took as long as running it).
@functools.lru_cache(maxsize=512)
def _exact_statement(search, limit):
    statement = numbered_statement(search.cards().values(*LIST_FIELDS), limit)
    return prepared.inlined(*statement) if prepared.enabled() else statement


def numbered_statement(rows, limit):
    """(SQL, params) of a values() queryset's matches numbered in its order and cut at `limit`."""
    ordering = rows.query.order_by or rows.model._meta.ordering
    numbered = rows.annotate(_position=Window(RowNumber(), order_by=list(ordering)))[:limit]
    sql, params = numbered.query.sql_with_params()
    return sql, tuple(params)


def first_page_and_count(statement, per_page):
    """The first `per_page` rows of a numbered_statement and how many it has (up to its limit), in one statement.

    The matches are numbered in the queryset's order and cut at the limit (what the capped COUNT read), the
    window counts what is left, and only the page's rows come back: one round trip and one statement for
    the ORM to build instead of two. Ordering by the numbering keeps the queryset's order, whatever it is.
    """
    sql, params = statement
    numbered = f'SELECT *, COUNT(*) OVER () FROM ({sql}) AS "matches" ORDER BY "_position" LIMIT '  # noqa: S608
    if params is None:  # its values written in (_exact_statement): prepared, with its page size written in too
        cursor, sql, params = prepared.cursor(), f"{numbered}{int(per_page)}", None
    else:  # the ORM's own statement, its values still parameters
        cursor, sql, params = connection.cursor(), f"{numbered}%s", (*params, per_page)
    with cursor:
        cursor.execute(sql, params)
        names = [column[0] for column in cursor.description]
        found = cursor.fetchall()
    if not found:
        return [], 0
    decode = [(i, name) for i, name in enumerate(names) if name in JSON_FIELDS]
    page = []
    for values in found:
        row = dict(zip(names[:-2], values[:-2], strict=True))  # without _position and the count
        for i, name in decode:
            row[name] = json.loads(values[i]) if values[i] is not None else None
        page.append(row)
    return page, found[0][-1]


class CardPagination(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200

    def paginate_queryset(self, queryset, request, view=None):
        # The cap reaches past the requested page, so `next` is right on any page, however deep.
        page_size = self.get_page_size(request)
        number = request.query_params.get(self.page_query_param, "")
        deepest = int(number) * page_size if number.isascii() and number.isdigit() and len(number) < 7 else 0
        if number in self.last_page_strings:
            deepest = 10**9  # finding the last page needs the exact count
        # A page is plain rows of LIST_FIELDS; the count reads the cards alone (values() would join games in).
        self.django_paginator_class = lambda cards, per_page: CappedCountPaginator(
            cards if isinstance(cards, ExactSearch) else cards.values(*LIST_FIELDS),
            per_page,
            cap=max(COUNT_CAP, deepest),
            counted=cards,
        )
        return super().paginate_queryset(queryset, request, view)

    def get_paginated_response(self, data):
        response = super().get_paginated_response(data)
        paginator = self.page.paginator
        response.data["count"] = min(paginator.count, paginator.cap)
        response.data["count_exact"] = paginator.exact
        return response

    def get_page_size(self, request):
        """DRF reads a page_size it cannot parse as the default; a client that sent one is told instead."""
        raw = request.query_params.get(self.page_size_query_param)
        if raw is not None and not (raw.isascii() and raw.isdigit() and 0 < len(raw) < 7):
            raise ValidationError({self.page_size_query_param: [_("must be a whole number")]})
        return super().get_page_size(request)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:  # what the paginator accepts, so a client (or a fuzzer) knows the range
            if parameter["name"] == self.page_query_param:
                parameter["schema"]["minimum"] = 1
            elif parameter["name"] == self.page_size_query_param:
                parameter["description"] = (
                    f"Cards per page, 1 to {self.max_page_size}: a larger size reads as {self.max_page_size}, "
                    f"anything else as {self.page_size}."
                )
        return parameters

    def get_paginated_response_schema(self, schema):
        schema = super().get_paginated_response_schema(schema)
        schema["properties"]["count"]["description"] = (
            f"The number of matching cards; when count_exact is false, more than this many match "
            f"(counts stop past {COUNT_CAP} or past the requested page)."
        )
        schema["properties"]["count_exact"] = {"type": "boolean"}
        schema["required"].append("count_exact")
        return schema


SEARCHES = ResultsCache("card search API")


class QueryProblem(Exception):
    def __init__(self, error, position=None):
        self.body = {"error": error, "position": position}


@extend_schema(
    parameters=[
        OpenApiParameter(
            "game",
            OpenApiTypes.STR,
            enum=list(registry.slugs()),
            description="Game slug; all games when absent.",
        ),
        OpenApiParameter(
            "q",
            {"type": "string", "maxLength": MAX_LENGTH, "pattern": NO_CONTROL_CHARACTERS},
            description=f"Card query (max {MAX_LENGTH} characters, no control characters).",
        ),
    ],
    responses={200: CardSerializer(many=True), 400: OpenApiTypes.OBJECT},
)
class CardList(generics.ListAPIView):
    """Search cards with the query language of the Cards page; a malformed query is a 400 with its position."""

    serializer_class = CardSerializer
    pagination_class = CardPagination
    permission_classes = [AllowAny]
    filter_backends = []

    def get_queryset(self, *, retry=False):
        """A later page's search, typo tolerant when nothing matches exactly; `retry`: a first page's typo-tolerant
        retry (None when the query has no words). A first page's exact search is an ExactSearch."""
        # The game is picked inside the search's statements: Game is read on its own only when the
        # search fails or finds nothing (see list), to tell an unknown game from no matches.
        slug, query = self.request.query_params.get("game") or None, self.request.query_params.get("q", "")
        return searched(slug, query, search=retry_typo_tolerant if retry else search_cards)

    def list(self, request, *args, **kwargs):
        # The answer depends on the URL alone (game, query, page, page size; the host in its links) and the cards.
        try:
            data = SEARCHES.get_or_build(content_token, request.build_absolute_uri(), self.answer)
        except QueryProblem as problem:
            return Response(problem.body, status=400)
        return Response(data)

    def answer(self):
        rows = self.search_page()
        # CardSerializer (the documented schema) would give the same; card_row is tested against it.
        base_url = self.request.build_absolute_uri("/cards/")
        return self.get_paginated_response([card_row(row, base_url) for row in rows]).data

    def search_page(self):
        """The page's rows; an unknown game is refused first, as when it was read before the search."""
        try:
            rows = self.paginate_first_or_later_page()
        except (QueryProblem, APIException):
            self.refuse_unknown_game()
            raise
        if not rows:
            self.refuse_unknown_game()
        return rows

    def paginate_first_or_later_page(self):
        """A later page is cut from the search as search_cards gives it (typo tolerant when nothing matches
        exactly, which it asks PostgreSQL first). A first page is the exact search's, and the typo-tolerant
        one's only when its count is 0: the same cards, without a statement to ask whether any match."""
        if self.request.query_params.get(self.paginator.page_query_param) not in (None, "", "1"):
            return self.paginate_queryset(self.get_queryset())
        query = self.request.query_params.get("q", "")
        rows = self.paginate_queryset(ExactSearch(self.request.query_params.get("game") or None, query))
        if self.paginator.page.paginator.count == 0 and (retried := self.get_queryset(retry=True)) is not None:
            rows = self.paginate_queryset(retried)
        return rows

    def refuse_unknown_game(self):
        slug = self.request.query_params.get("game") or None
        if slug and not Game.objects.filter(slug=slug).exists():
            slugs = ", ".join(Game.objects.values_list("slug", flat=True))
            raise QueryProblem(
                _("unknown game %(game)s; one of: %(games)s") % {"game": repr(slug[:40]), "games": slugs}
            )


class CardFormatStatusSerializer(serializers.Serializer):
    format = serializers.CharField()
    name = serializers.CharField()
    status = serializers.CharField()


class CardDetailSerializer(CardSerializer):
    printings = serializers.SerializerMethodField(help_text="Codes of the card's other printings.")
    formats = serializers.SerializerMethodField()

    class Meta(CardSerializer.Meta):
        fields = [*CardSerializer.Meta.fields, "text", "attrs", "printings", "formats"]

    def get_printings(self, card) -> list[str]:
        return [p.code for p in self.context["printings"]]

    @extend_schema_field(CardFormatStatusSerializer(many=True))
    def get_formats(self, card):
        return [
            {"format": fmt.slug, "name": fmt.name, "status": label}
            for fmt, label, _ in card_format_statuses(card, self.context["printings"])
        ]


@extend_schema(responses={200: CardDetailSerializer})
@api_view(["GET"])
@permission_classes([AllowAny])
def card_detail(request, game, code):
    """One card with all its attributes, its other printings and its status in each format."""
    card = card_get(game=game, code=code)
    context = {"request": request, "printings": list(card_printings(card))}
    return Response(CardDetailSerializer(card, context=context).data)
