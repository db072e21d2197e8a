"""The rulings API: search, one ruling (judges may PATCH it, keeping history), one section."""

from dataclasses import astuple

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import BasePermission
from rest_framework.response import Response

from config.api import KeptFields, StrictTypes
from config.results_cache import ResultsCache
from config.roles import may_edit_rulings

from . import revision, selectors, services
from .models import RulesSection, Ruling
from .search import query


class JudgeWritePermission(BasePermission):
    message = gettext_lazy("Only judges can change rulings.")

    def has_permission(self, request, view):
        return request.method in ("GET", "HEAD", "OPTIONS") or may_edit_rulings(request.user)


def _optional_text(max_length, help_text):
    """A query parameter that may be left out or blank: the search's filters."""
    return serializers.CharField(
        required=False, allow_blank=True, default="", max_length=max_length, help_text=help_text
    )


class SearchQuerySerializer(KeptFields, serializers.Serializer):
    """The search's query parameters; their help texts are the API documentation (parameters=[this])."""

    q = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        max_length=query.MAX_QUERY_LENGTH,
        help_text='websearch syntax: words, "phrases", -exclude, or. Exclusions need a word to search for beside '
        "them (on each side of `or`): `-word` alone is a 400 naming q. A search needs q, card or keyword. "
        "On PostgreSQL a query matching more than 1,000 rulings of a language ranks the first 1,000 it finds "
        "(or as many as the page needs); no total count is computed, `has_more` says whether another page exists",
    )
    game = _optional_text(20, "game slug")
    lang = _optional_text(2, "fr, es, ar, en or th; without it every language present is searched")
    card = _optional_text(64, "card code cited, e.g. BT1-057")
    keyword = _optional_text(100, "keyword a ruling concerns, e.g. Barrière")
    section = _optional_text(300, "part of the section heading")
    status = _optional_text(12, "current or superseded")
    kind = _optional_text(10, "ruling or rules")
    limit = serializers.IntegerField(
        required=False, default=20, min_value=1, max_value=selectors.MAX_LIMIT, help_text="results per page"
    )
    offset = serializers.IntegerField(required=False, default=0, min_value=0, max_value=10_000)


class RulingEditSerializer(StrictTypes, serializers.Serializer):
    question = serializers.CharField(required=False, max_length=5000)
    answer = serializers.CharField(required=False, max_length=10000)
    section = serializers.CharField(required=False, allow_blank=True, max_length=300)
    note = serializers.CharField(required=False, allow_blank=True, default="", max_length=300)
    superseded_by = serializers.IntegerField(required=False, min_value=1)


@extend_schema(
    parameters=[SearchQuerySerializer],
    responses=OpenApiTypes.OBJECT,
    operation_id="rulings_search",
)
@api_view(["GET"])
def ruling_search(request):
    params_in = SearchQuerySerializer(data=request.query_params)
    params_in.is_valid(raise_exception=True)
    params = selectors.SearchParams(**params_in.validated_data)
    try:
        return Response(revision.kept(SEARCHES, astuple(params), lambda: _search_answer(params)))
    except selectors.SearchError as exc:
        return Response({exc.field: [str(exc)]}, status=status.HTTP_400_BAD_REQUEST)


SEARCHES = ResultsCache("rulings search API")


def _search_answer(params):
    result = selectors.ruling_search(params=params)
    return {
        "query": params.q,
        "corrected": result.corrected,
        "languages": result.languages,
        "offset": params.offset,
        "limit": params.limit,
        "has_more": result.has_more,
        "results": [selectors.hit_as_dict(hit, result.words) for hit in result.hits],
    }


def _ruling_data(ruling):
    return {
        "id": ruling.pk,
        "game": ruling.game.slug,
        "language": ruling.language,
        "document": ruling.document.name_for(ruling.game) if ruling.document else "",
        "section": ruling.section,
        "number": ruling.number,
        "question": ruling.question,
        "answer": ruling.answer,
        "date": ruling.date,
        "status": ruling.status,
        "superseded_by": ruling.superseded_by_id,
        "supersedes": [r.pk for r in ruling.supersedes.all()],
        "is_new": ruling.is_new,
        "keywords": [k.name for k in ruling.keywords.all()],
        "characters": ruling.characters,
        "origins": ruling.origins,
        "cards": [selectors.citation_as_dict(c) for c in ruling.citations.all()],
        "permalink": ruling.get_absolute_url(),
        "history": [
            {
                "question": rev.question,
                "answer": rev.answer,
                "section": rev.section,
                "status": rev.status,
                "edited_by": rev.edited_by.get_username() if rev.edited_by else None,
                "edited_at": rev.edited_at,
                "note": rev.note,
            }
            for rev in ruling.revisions.all()
        ],
    }


# Anyone reads a ruling; only judges change one (JudgeWritePermission).
@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT, auth=[{"cookieAuth": []}, {"basicAuth": []}, {}])
@extend_schema(
    methods=["PATCH"],
    request=RulingEditSerializer,
    responses={
        200: OpenApiTypes.OBJECT,
        400: OpenApiResponse(
            description="A field is refused, keyed by field: a NUL byte in a text, `superseded_by` naming no "
            "ruling or one that cannot replace this one (another game, itself)."
        ),
    },
)
@api_view(["GET", "PATCH"])
@permission_classes([JudgeWritePermission])
def ruling_detail(request, pk):
    try:
        ruling = selectors.ruling_detail(pk=pk)
    except Ruling.DoesNotExist:
        return Response({"detail": _("No ruling %(number)s.") % {"number": pk}}, status=status.HTTP_404_NOT_FOUND)
    if request.method == "PATCH":
        edit = RulingEditSerializer(data=request.data)
        edit.is_valid(raise_exception=True)
        data = edit.validated_data
        if {"question", "answer", "section"} & set(data):
            services.ruling_update(
                ruling=ruling,
                user=request.user,
                question=data.get("question", ruling.question),
                answer=data.get("answer", ruling.answer),
                section=data.get("section"),
                note=data["note"],
            )
        if "superseded_by" in data:
            new = Ruling.objects.filter(pk=data["superseded_by"]).first()
            if new is None:
                missing = _("No ruling %(number)s.") % {"number": data["superseded_by"]}
                return Response({"superseded_by": [missing]}, status=400)
            try:
                services.ruling_supersede(old=ruling, new=new, user=request.user, note=data["note"])
            except ValueError as exc:
                return Response({"superseded_by": [str(exc)]}, status=400)
        ruling = selectors.ruling_detail(pk=pk)
    return Response(_ruling_data(ruling))


@extend_schema(responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
def section_detail(request, pk):
    section = get_object_or_404(RulesSection.objects.select_related("game", "document"), pk=pk)
    return Response(
        {
            "id": section.pk,
            "game": section.game.slug,
            "language": section.language,
            "document": section.document.name_for(section.game),
            "path": section.path,
            "heading": section.heading,
            "body": section.body,
            "order": section.order,
            "permalink": section.get_absolute_url(),
        }
    )
