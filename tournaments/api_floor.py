"""The floor through the API: the round's clock (read by anyone, run by the judges), extra time for a table,
and judge calls (a player calls; the judges read the queue, take a call, one of two at once getting 409, and
close it). Each write is one services call, which checks the caller's role first."""

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response

from config import roles
from config.domain import NotFound

from . import services
from .api import OBJECTS, _event
from .api_actions import action
from .models import JudgeCall, Match
from .services.judge_calls import NOTE_MAX, OUTCOME_MAX
from .services.round_clock import EXTRA_MINUTES_MAX


class ClockRequest(serializers.Serializer):
    action = serializers.ChoiceField(choices=["start", "pause", "resume"])


class ExtraTimeRequest(serializers.Serializer):
    minutes = serializers.IntegerField(min_value=1, max_value=EXTRA_MINUTES_MAX)
    reason = serializers.CharField(max_length=200)


class CallRequest(serializers.Serializer):
    table = serializers.IntegerField(min_value=0, max_value=100_000, required=False, help_text="the match's if none")
    note = serializers.CharField(max_length=NOTE_MAX, required=False, allow_blank=True, default="")


class CloseRequest(serializers.Serializer):
    outcome = serializers.CharField(max_length=OUTCOME_MAX)


def _clock_json(event):
    current = services.current_round(event)
    if current is None:
        return {"round": None, "state": None, "minutes": None, "remaining": None, "round_minutes": event.round_minutes}
    return {**services.clock_state(current), "round_minutes": event.round_minutes}


def call_json(call):
    return {
        "id": call.pk,
        "match": call.match_id,
        "round": call.match.round.number,
        "table": call.table,
        "caller": call.caller.shown_name,
        "note": call.note,
        "status": call.status,
        "taken_by": call.taken_by.get_username() if call.taken_by else None,
        "outcome": call.outcome,
        "created_at": call.created_at,
    }


def _match(event, match_id):
    return get_object_or_404(Match.objects.select_related("round__event", "a", "b"), pk=match_id, round__event=event)


def _match_and_body(request, event_id, match_id, request_class):
    """The event's match named in the address and the request's body, checked (a 400 names the field)."""
    match = _match(_event(event_id), match_id)
    body = request_class(data=request.data)
    body.is_valid(raise_exception=True)
    return match, body.validated_data


def _call(event, call_id):
    found = JudgeCall.objects.select_related("event", "match__round", "caller", "taken_by")
    return get_object_or_404(found, pk=call_id, event=event)


@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT, operation_id="tournaments_clock_retrieve")
@extend_schema(methods=["POST"], request=ClockRequest, responses=OpenApiTypes.OBJECT)
@api_view(["GET", "POST"])
@permission_classes([AllowAny])
def clock(request, event_id):
    """GET: the current round's clock (state, length, seconds left now). POST (judges): start, pause or resume it;
    409 when it is not in the state the action needs."""
    event = _event(event_id)
    if request.method == "POST":
        body = ClockRequest(data=request.data)
        body.is_valid(raise_exception=True)
        services.clock_change(event=event, actor=request.user, action=body.validated_data["action"])
    return Response(_clock_json(event))


@action(ExtraTimeRequest, responses={201: OpenApiTypes.OBJECT})
def extra_time(request, event_id, match_id):
    """A judge gives one table extra minutes, with the reason (audited)."""
    match, data = _match_and_body(request, event_id, match_id, ExtraTimeRequest)
    services.extra_time_give(match=match, actor=request.user, **data)
    return Response({"match": match.pk, "table": match.table, "extra_minutes": services.extra_minutes(match)}, 201)


@action(CallRequest, responses={201: OpenApiTypes.OBJECT})
def call_create(request, event_id, match_id):
    """A player of the match calls a judge to its table (409 while a call of the table is still open)."""
    match, data = _match_and_body(request, event_id, match_id, CallRequest)
    call = services.judge_call_create(match=match, actor=request.user, **data)
    return Response(call_json(call), status=201)


@extend_schema(responses={200: OBJECTS})
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def call_queue(request, event_id):
    """The event's judges: the calls waiting or being answered, oldest first."""
    event = _event(event_id)
    if not roles.may_answer_judge_calls(request.user, event):
        raise NotFound()
    return Response([call_json(c) for c in services.judge_call_queue(event)])


@action(None)
def call_take(request, event_id, call_id):
    """A judge takes the call; a call another judge took first is a 409."""
    call = _call(_event(event_id), call_id)
    return Response(call_json(services.judge_call_take(call=call, actor=request.user)))


@action(CloseRequest)
def call_close(request, event_id, call_id):
    """A judge closes a taken call with its outcome."""
    call = _call(_event(event_id), call_id)
    body = CloseRequest(data=request.data)
    body.is_valid(raise_exception=True)
    return Response(call_json(services.judge_call_close(call=call, actor=request.user, **body.validated_data)))
