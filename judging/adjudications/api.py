"""The adjudications API: submit one record (202, then poll), read it back, submit many as a job."""

from django.urls import reverse
from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from config.api import refuse_oversized
from games.i18n import localise_message, localise_violation
from jobs.services import job_create
from jobs.views import job_payload

from . import bulk, registry, selectors, services
from .presenters import in_shape

REQUEST_MAX_BYTES = 2 * services.RECORD_MAX_BYTES
BULK_MAX_RECORDS = 5000
BULK_MAX_BYTES = 32 * 1024 * 1024  # 5,000 hands of about 5 KB, with room to spare


class ParsedJSON(serializers.JSONField):
    """A value of the parsed JSON body, taken as it is: serializers.JSONField would serialize every
    record again only to prove it is JSON, which it is (2,000 records: most of a second)."""

    def to_internal_value(self, data):
        return data


class AdjudicationRequestSerializer(serializers.Serializer):
    game = serializers.CharField(max_length=20)
    record = ParsedJSON()
    variant = ParsedJSON(required=False, default=dict)


class BulkRequestSerializer(serializers.Serializer):
    game = serializers.CharField(max_length=20)
    records = serializers.ListField(child=ParsedJSON(), allow_empty=False, max_length=BULK_MAX_RECORDS)
    names = serializers.ListField(child=serializers.CharField(max_length=255), required=False)
    variant = ParsedJSON(required=False, default=dict)


class AcceptedSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.CharField()
    url = serializers.URLField()


class AdjudicationSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = serializers.CharField(source="game.slug")
    status = serializers.CharField()
    variant = serializers.JSONField()
    verdict = serializers.SerializerMethodField()
    error = serializers.CharField()
    attempts = serializers.IntegerField()
    requested_by = serializers.CharField(source="requested_by.get_username")
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    url = serializers.SerializerMethodField()
    page = serializers.SerializerMethodField()

    def get_verdict(self, obj) -> dict | None:
        """The stored verdict, its violation's message in the reader's language (Accept-Language), in
        today's shape also when it was stored before `where` and `source` (games.rules.engine)."""
        verdict = obj.verdict
        if not isinstance(verdict, dict) or not isinstance(verdict.get("violation"), dict):
            return verdict
        return {**verdict, "violation": localise_violation(in_shape(verdict)["violation"], public=True)}

    def get_url(self, obj) -> str:
        return self.context["request"].build_absolute_uri(reverse("adjudication-detail-api", args=[obj.pk]))

    def get_page(self, obj) -> str:
        return self.context["request"].build_absolute_uri(obj.get_absolute_url())


def _data(request):
    """The parsed body; JSON nested deeper than Python's parser goes is a 400, not a crash."""
    try:
        return request.data
    except RecursionError:
        raise ParseError(_("JSON parse error - nested too deeply")) from None


def _invalid(exc):
    return ValidationError({exc.field: [localise_message(message) for message in exc.messages]})


IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key",
    str,
    OpenApiParameter.HEADER,
    description="Retrying with the same key returns the same adjudication (409 if the record differs).",
)


ADJUDICATION_PAGE = inline_serializer(  # what PageNumberPagination answers, as the schema must say
    name="PaginatedAdjudicationList",
    fields={
        "count": serializers.IntegerField(),
        "next": serializers.URLField(allow_null=True),
        "previous": serializers.URLField(allow_null=True),
        "results": AdjudicationSerializer(many=True),
    },
)
PAGE_PARAMETERS = [OpenApiParameter("page", OpenApiTypes.INT, description="A page number, from 1 (50 a page).")]


@extend_schema(
    methods=["GET"], responses=ADJUDICATION_PAGE, parameters=PAGE_PARAMETERS, operation_id="adjudications_list"
)
@extend_schema(
    methods=["POST"],
    request=AdjudicationRequestSerializer,
    responses={202: AcceptedSerializer},
    parameters=[IDEMPOTENCY_KEY],
    operation_id="adjudications_create",
)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def adjudication_collection(request):
    """GET: the adjudications you may see, newest first. POST: submit a record; 202 then poll `url`."""
    if request.method == "GET":
        return _list(request)
    too_large = refuse_oversized(request, REQUEST_MAX_BYTES)
    if too_large:
        return too_large
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 0 < len(key) <= services.IDEMPOTENCY_KEY_MAX:
        message = _("must be 1 to %(max)d characters") % {"max": services.IDEMPOTENCY_KEY_MAX}
        raise ValidationError({"Idempotency-Key": [message]})
    body = AdjudicationRequestSerializer(data=_data(request))
    body.is_valid(raise_exception=True)
    try:
        adjudication, created = services.adjudication_create(
            requested_by=request.user, idempotency_key=key, **body.validated_data
        )
    except registry.InvalidRequest as exc:
        raise _invalid(exc) from None
    except services.IdempotencyConflict as exc:
        return Response({"detail": str(exc)}, status=status.HTTP_409_CONFLICT)
    url = request.build_absolute_uri(reverse("adjudication-detail-api", args=[adjudication.pk]))
    response = Response(
        {"id": str(adjudication.pk), "status": adjudication.status, "url": url},
        status=status.HTTP_202_ACCEPTED,
        headers={"Location": url},
    )
    if not created:
        response["Idempotent-Replayed"] = "true"
    return response


def _list(request):
    paginator = PageNumberPagination()
    page = paginator.paginate_queryset(selectors.adjudication_list_visible(user=request.user), request)
    data = AdjudicationSerializer(page, many=True, context={"request": request}).data
    return paginator.get_paginated_response(data)


@extend_schema(responses=AdjudicationSerializer)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def adjudication_detail(request, adjudication_id):
    adjudication = selectors.adjudication_get_visible(user=request.user, adjudication_id=adjudication_id)
    data = AdjudicationSerializer(adjudication, context={"request": request}).data
    data["record"] = adjudication.record
    return Response(data)


@extend_schema(request=BulkRequestSerializer, responses={202: OpenApiTypes.OBJECT})
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def adjudication_bulk(request):
    """Many records of one game and variant: 202 with a job whose progress is at `url`.

    Each result is {"verdict"} or {"error"}: a malformed record is its item's error, with its path.
    """
    too_large = refuse_oversized(request, BULK_MAX_BYTES)
    if too_large:
        return too_large
    body = BulkRequestSerializer(data=_data(request))
    body.is_valid(raise_exception=True)
    game, records, variant = body.validated_data["game"], body.validated_data["records"], body.validated_data["variant"]
    names = body.validated_data.get("names") or [str(i) for i in range(1, len(records) + 1)]
    if len(names) != len(records):
        counts = {"names": len(names), "records": len(records)}
        raise ValidationError({"names": [_("has %(names)d names for %(records)d records") % counts]})
    try:
        _game_row, variant_json = services.records_checked(
            game=game, records=records, variant=variant, field=lambda index: f"records[{index}]", shape=False
        )
    except registry.InvalidRequest as exc:
        raise _invalid(exc) from None
    job = job_create(
        kind="adjudication",
        handler=bulk.__name__,
        items=[(name, {"record": record}) for name, record in zip(names, records, strict=True)],
        owner=request.user,
        params={"game": game, "variant": variant_json},
    )
    # The job's own representation, plus the keys bulk deck validation answers with (job, page).
    body = {**job_payload(job, request), "job": str(job.id), "page": request.build_absolute_uri(job.get_absolute_url())}
    return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["url"]})
