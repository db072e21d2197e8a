"""The question mode of the Rulings page and its API: GET /rulings/ask/ and GET /api/rulings/ask/."""

from django.shortcuts import render
from django.utils.safestring import mark_safe
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from config.api import KeptFields
from config.results_cache import ResultsCache
from config.roles import may_edit_rulings
from games.core_data import GAMES

from . import ask, revision, selectors, semantic
from .forms import AskForm, SearchForm


class AskQuerySerializer(KeptFields, serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, default="", max_length=ask.MAX_QUESTION_LENGTH)
    game = serializers.CharField(required=False, allow_blank=True, default="", max_length=20)
    lang = serializers.CharField(required=False, allow_blank=True, default="", max_length=2)
    mode = serializers.CharField(required=False, allow_blank=True, default="hybrid", max_length=10)
    limit = serializers.IntegerField(required=False, default=10, min_value=1, max_value=ask.MAX_LIMIT)


@extend_schema(
    summary="Answers to a question, from rulings and rules in every language",
    description=(
        "The question goes to the full-text search and to a search by meaning (multilingual sentence "
        "embeddings), whose rankings are merged by relative score fusion: a question in one language finds "
        "the rulings and rules sections that answer it in any language. The question's game terms (keywords, "
        "areas, phases: the game's glossary) are searched in every language's spelling. "
        "Each result carries its language, "
        "its original text (question and answer, or the section's heading) and `passage`, the passage that "
        'matched as escaped HTML: the question\'s words in <mark>, the passage in <mark class="passage">. '
        "`found_by` says which search found it (text, meaning); `matched` why: `terms`, the question's game terms "
        "the result writes in its own language (`asked` as typed, `found` as written there, with their languages), "
        "`words`, the question's words it has (in `words_language`), and `by_meaning`. "
        "Rulings not yet embedded (the job runs after "
        "each import) are found by the full-text search only. Errors are 400s naming the parameter."
    ),
    parameters=[
        OpenApiParameter(
            "q",
            {"type": "string", "minLength": 1, "maxLength": ask.MAX_QUESTION_LENGTH, "pattern": "\\S"},
            required=True,
            description=f"the question, 1-{ask.MAX_QUESTION_LENGTH} characters",
        ),
        OpenApiParameter(
            "game",
            OpenApiTypes.STR,
            enum=[slug for slug, _name in GAMES],
            description="game slug; without it every game",
        ),
        OpenApiParameter(
            "lang", OpenApiTypes.STR, enum=["fr", "es", "ar", "en", "th"], description="without it every language"
        ),
        OpenApiParameter("mode", OpenApiTypes.STR, enum=["hybrid", "text", "meaning"], description="hybrid (default)"),
        OpenApiParameter(
            "limit", {"type": "integer", "minimum": 1, "maximum": ask.MAX_LIMIT}, description="default 10"
        ),
    ],
    responses=OpenApiTypes.OBJECT,
)
@api_view(["GET"])
def ask_api(request):
    params = AskQuerySerializer(data=request.query_params)
    params.is_valid(raise_exception=True)
    data = params.validated_data
    # The passages' vectors this process holds: read again a second after the embedding job writes (judging.semantic).
    key = (*sorted(data.items()), semantic.current_revision())
    try:
        return Response(revision.kept(ANSWERS, key, lambda: _answer(data)))
    except selectors.SearchError as exc:
        return Response({exc.field: [str(exc)]}, status=status.HTTP_400_BAD_REQUEST)


ANSWERS = ResultsCache("questions API")


def _answer(data):
    answers = ask.ask(question=data["q"], game=data["game"], lang=data["lang"], limit=data["limit"], mode=data["mode"])
    return {"question": data["q"], "mode": data["mode"], "results": [ask.answer_as_dict(a, data["q"]) for a in answers]}


def ask_page(request):
    """The Rulings page in question mode: the answers in place of the search results."""
    form = AskForm(request.GET or None, auto_id="ask_%s")
    answers, error = None, ""
    if form.is_valid() and form.cleaned_data["ask"].strip():
        data = form.cleaned_data
        key = (data["ask"], data["game"], data["lang"], semantic.current_revision())
        try:
            answers = revision.kept(PAGE_ANSWERS, key, lambda: _page_answers(data))
        except selectors.SearchError as exc:
            error = str(exc)
    elif form.is_bound and not form.is_valid():
        error = "; ".join(e for errors in form.errors.values() for e in errors)
    context = {"ask_form": form, "answers": answers, "error": error, "question": form["ask"].value() or ""}
    if request.htmx:
        return render(request, "judging/_answers.html", context)
    context.update({"form": SearchForm(), "results": None, "is_judge": may_edit_rulings(request.user)})
    return render(request, "judging/search.html", context, status=400 if error else 200)


PAGE_ANSWERS = ResultsCache("questions page")


def _page_answers(data):
    answers = []
    for answer in ask.ask(question=data["ask"], game=data["game"], lang=data["lang"]):
        item = ask.answer_as_dict(answer, data["ask"])
        item["passage"] = mark_safe(item["passage"])  # escaped by answer_as_dict; only <mark> added
        answers.append(item)
    return answers
