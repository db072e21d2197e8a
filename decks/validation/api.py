"""The validation API: one deck (`POST /api/decks/validate/`) or many (`POST /api/decks/validate/bulk/`)."""

from django.urls import reverse
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.decorators import api_view, parser_classes, permission_classes
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from config.api import KeptFields, StrictCharField, refuse_oversized
from config.jsonbody import CheckedJSONParser as JSONParser
from config.roles import may_bulk_validate, require
from games.i18n import public_problem
from games.rules import CONSTRUCTION_GAMES, construction_games

from ..decklists import MAX_CHARS
from .bulk import (
    MAX_DECKLISTS,
    MAX_ZIP_BYTES,
    BulkInputError,
    decklists_from_json,
    decklists_from_zip,
    validation_job_create,
)
from .service import MAX_ENTRY_CHARS, MAX_SECTION_ENTRIES, ValidationInputError, validate_decklist, validate_sections

SECTION_FIELDS = ("leader", "main", "extra", "side", "personality")
MAX_BODY_BYTES = 4 * MAX_CHARS  # JSON escaping may grow a 100,000-character decklist
MAX_BULK_BODY_BYTES = MAX_ZIP_BYTES + 1024 * 1024


@extend_schema_field({"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]})
class OneOrListField(serializers.ListField):
    """A list of codes, or one code written alone (`"leader": "BT1-001"`), read as a list of one."""

    def to_internal_value(self, data):
        return super().to_internal_value([data] if isinstance(data, str) else data)


def _section(field=serializers.ListField):
    child = StrictCharField(min_length=1, max_length=MAX_ENTRY_CHARS)
    return field(child=child, max_length=MAX_SECTION_ENTRIES, required=False)


class _GameField(serializers.Serializer):
    """`game`, one of the games with decks: the built-in ones in the schema, the registry's when validating."""

    game = serializers.ChoiceField(choices=CONSTRUCTION_GAMES)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = construction_games()


class DeckValidateRequest(KeptFields, _GameField):
    format = StrictCharField(max_length=100, required=False, allow_blank=True)
    date = serializers.DateField(required=False, allow_null=True)
    decklist = StrictCharField(min_length=1, max_length=MAX_CHARS, required=False, trim_whitespace=False)
    leader = _section(OneOrListField)  # a deck has one Leader: the code alone will do
    main = _section()
    extra = _section()
    side = _section()
    personality = _section()
    style = StrictCharField(max_length=30, required=False, allow_blank=True, allow_null=True)

    def validate(self, attrs):
        if "decklist" not in attrs and not any(s in attrs for s in SECTION_FIELDS):
            raise serializers.ValidationError("send a decklist, or sections (leader, main, extra, side, personality)")
        return attrs


class DeckBulkValidateRequest(_GameField):
    format = serializers.CharField(max_length=100, required=False, allow_blank=True)
    date = serializers.DateField(required=False, allow_null=True)


def _invalid(serializer):
    return Response({"error": "invalid request", "fields": serializer.errors}, status=status.HTTP_400_BAD_REQUEST)


@extend_schema(
    request=DeckValidateRequest,
    responses={200: OpenApiResponse(description="{legal, game, format, sections, problems}"), 400: None, 413: None},
    summary="Validate one deck: a decklist in any format, or sections of codes",
)
@api_view(["POST"])
@permission_classes([AllowAny])
@parser_classes([JSONParser])
def validate_api(request):
    refused = refuse_oversized(request, MAX_BODY_BYTES)
    if refused:
        return refused
    if not isinstance(request.data, dict):
        return Response({"error": "send a JSON object"}, status=status.HTTP_400_BAD_REQUEST)
    serializer = DeckValidateRequest(data=request.data)
    if not serializer.is_valid():
        return _invalid(serializer)
    data = serializer.validated_data
    where = {"game": data["game"], "format": data.get("format"), "date": data.get("date")}
    try:
        if "decklist" in data:
            body = validate_decklist(text=data["decklist"], **where)
        else:
            sections = {s: data[s] for s in SECTION_FIELDS if s in data}
            body = validate_sections(sections=sections, style=data.get("style"), **where)
    except ValidationInputError as exc:
        return Response({"error": str(exc), "field": exc.field}, status=status.HTTP_400_BAD_REQUEST)
    return Response({**body, "problems": [public_problem(p) for p in body["problems"]]})


@extend_schema(
    request=DeckBulkValidateRequest,
    responses={202: OpenApiResponse(description="{job, url, page, report_csv}"), 400: None, 403: None, 413: None},
    summary=f"Validate up to {MAX_DECKLISTS:,} decklists (JSON, or a zip upload as `file`) in a background job",
)
@api_view(["POST"])
@parser_classes([JSONParser, MultiPartParser, FormParser])
def validate_bulk_api(request):
    require(may_bulk_validate(request.user), _("Log in to run a bulk validation."))
    refused = refuse_oversized(request, MAX_BULK_BODY_BYTES)
    if refused:
        return refused
    serializer = DeckBulkValidateRequest(data=request.data)
    if not serializer.is_valid():
        return _invalid(serializer)
    data = serializer.validated_data
    try:
        upload = request.FILES.get("file")
        decklists = decklists_from_zip(upload) if upload else decklists_from_json(request.data.get("decklists"))
        job = validation_job_create(
            game=data["game"], format=data.get("format"), date=data.get("date"), decklists=decklists, owner=request.user
        )
    except (BulkInputError, ValidationInputError) as exc:
        return Response({"error": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
    location = {"Location": reverse("job-detail-api", args=[job.id])}
    return Response(job_links(request, job), status=status.HTTP_202_ACCEPTED, headers=location)


def job_links(request, job):
    return {
        "job": str(job.id),
        "total": job.total,
        "url": request.build_absolute_uri(reverse("job-detail-api", args=[job.id])),
        "page": request.build_absolute_uri(job.get_absolute_url()),
        "report_csv": request.build_absolute_uri(reverse("job-report-csv", args=[job.id])),
    }
