"""The tournaments API's actions on one thing of an event: check-in, unlocking a list, judges, pairing
overrides, penalty approval, deck-check verdicts and finishing the event. Each is one services call, as the
pages make it; services refuse what the caller's role does not allow (403), and a thing of another event is 404."""

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from . import selectors, services
from .api import OBJECTS, _event, _penalty_json, _registration_json, _round_json, _staff, match_json
from .models import DeckCheck, Decklist, EventStaff, Match, Penalty


class JudgeRequest(serializers.Serializer):
    username = serializers.CharField(min_length=1, max_length=150)
    head = serializers.BooleanField(default=False)


class StaffRequest(JudgeRequest):
    role = serializers.ChoiceField(choices=EventStaff.Role.choices, default=EventStaff.Role.JUDGE)


class SwapRequest(serializers.Serializer):
    first = serializers.IntegerField(min_value=0, help_text="a table of the current round")
    second = serializers.IntegerField(min_value=0, help_text="another table of the current round")
    side = serializers.ChoiceField(choices=["a", "b"], default="a", help_text="swap the first or the second players")


class PairRequest(serializers.Serializer):
    a = serializers.IntegerField(help_text="a registration left without a match this round")
    b = serializers.IntegerField(required=False, allow_null=True, help_text="another one; none gives `a` a bye")


class DeckCheckVerdictRequest(serializers.Serializer):
    verdict = serializers.ChoiceField(choices=[DeckCheck.Verdict.MATCH, DeckCheck.Verdict.MISMATCH])
    notes = serializers.CharField(max_length=4000, required=False, allow_blank=True, default="")


def action(request=None, responses=OpenApiTypes.OBJECT, **schema):
    """A POST of a logged-in user on one thing of an event."""

    def decorate(view):
        view = api_view(["POST"])(permission_classes([IsAuthenticated])(view))
        return extend_schema(request=request, responses=responses, **schema)(view)

    return decorate


def _registration(event, registration_id):
    return get_object_or_404(event.registrations, pk=registration_id)


def _current(event):
    return services.round_in_progress(event)


def _judge_json(judge):
    return {"username": judge.user.get_username(), "head": judge.is_head}


def _staff_json(row):
    return {"username": row.user.get_username(), "role": row.role, "head": row.is_head}


@action(None)
def check_in(request, event_id, registration_id):
    """The player checks in (or a judge checks them in)."""
    event = _event(event_id)
    registration = services.check_in(registration=_registration(event, registration_id), actor=request.user)
    return Response(_registration_json(registration))


@action(None)
def decklist_unlock(request, event_id, registration_id):
    """The organiser unlocks one locked list so the player may replace it (audit-logged)."""
    event = _event(event_id)
    decklist = get_object_or_404(Decklist, registration=_registration(event, registration_id))
    decklist = services.decklist_unlock(decklist=decklist, actor=request.user)
    return Response({"registration": decklist.registration_id, "unlocked": decklist.unlocked})


def _grant(request, event, body_class):
    """The organiser names a user (by user name) to the event's staff; the row written comes back."""
    body = body_class(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    role = data.get("role", EventStaff.Role.JUDGE)
    return services.staff_add(event=event, actor=request.user, username=data["username"], role=role, head=data["head"])


@extend_schema(methods=["GET"], responses={200: OBJECTS})
@extend_schema(methods=["POST"], request=JudgeRequest, responses={201: OpenApiTypes.OBJECT})
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def judges(request, event_id):
    """GET (staff): the event's judges. POST (organiser): add a judge by username, `head` to name the head judge."""
    event = _event(event_id)
    if request.method == "GET":
        _staff(request, event)
        return Response([_judge_json(j) for j in selectors.staff_rows(event).filter(role=EventStaff.Role.JUDGE)])
    return Response(_judge_json(_grant(request, event, JudgeRequest)), status=201)


@extend_schema(methods=["GET"], responses={200: OBJECTS})
@extend_schema(methods=["POST"], request=StaffRequest, responses={201: OpenApiTypes.OBJECT})
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def staff(request, event_id):
    """GET (staff): the event's judges and scorekeepers. POST (organiser): name a user a judge (`head`: the
    head judge) or a scorekeeper of this event; naming someone again changes their role. Logged."""
    event = _event(event_id)
    if request.method == "GET":
        _staff(request, event)
        return Response([_staff_json(row) for row in selectors.staff_rows(event)])
    return Response(_staff_json(_grant(request, event, StaffRequest)), status=201)


@extend_schema(request=None, responses={204: None})
@api_view(["DELETE"])
@permission_classes([IsAuthenticated])
def staff_member(request, event_id, username):
    """The organiser takes a user off the event's staff (logged); their past work stays in the log."""
    event = _event(event_id)
    services.staff_remove(event=event, actor=request.user, username=username)
    return Response(status=204)


@action(None, responses={201: OpenApiTypes.OBJECT})
def round_repair(request, event_id):
    """Pair the current Swiss round again from scratch (no result entered yet)."""
    event = _event(event_id)
    return Response(_round_json(services.round_repair(round_=_current(event), actor=request.user)), status=201)


@action(SwapRequest)
def round_swap(request, event_id):
    """Exchange a player of one table with the player on the same side of another (logged)."""
    event = _event(event_id)
    body = SwapRequest(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    round_ = _current(event)
    first = get_object_or_404(round_.matches.select_related("round__event"), table=data["first"])
    second = get_object_or_404(round_.matches.select_related("round__event"), table=data["second"])
    services.match_swap(match=first, other=second, actor=request.user, swap_a=data["side"] == "a")
    return Response(_round_json(round_))


@action(None)
def match_break(request, event_id, match_id):
    """Undo one pairing of the current round; its players wait to be paired by hand (logged)."""
    event = _event(event_id)
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=match_id, round__event=event)
    round_ = services.match_break(match=match, actor=request.user)
    return Response({**_round_json(round_), "unpaired": [r.pk for r in services.unpaired(round_)]})


@action(PairRequest, responses={201: OpenApiTypes.OBJECT})
def match_pair(request, event_id):
    """Seat two players left without a match this round at a table (one alone gets a bye; logged)."""
    event = _event(event_id)
    body = PairRequest(data=request.data)
    body.is_valid(raise_exception=True)
    a = _registration(event, body.validated_data["a"])
    b = body.validated_data.get("b")
    b = _registration(event, b) if b is not None else None
    match = services.match_pair(round_=_current(event), actor=request.user, a=a, b=b)
    return Response(match_json(Match.objects.select_related("round", "a", "b").get(pk=match.pk)), status=201)


@action(None)
def penalty_approve(request, event_id, penalty_id):
    """The head judge approves a penalty issued above or below its default."""
    event = _event(event_id)
    record = get_object_or_404(
        Penalty.objects.select_related("registration", "round", "judge"), pk=penalty_id, event=event
    )
    return Response(_penalty_json(services.penalty_approve(record=record, actor=request.user)))


@action(DeckCheckVerdictRequest, operation_id="tournaments_deck_check_verdict")
def deck_check_verdict(request, event_id, check_id):
    """A judge records whether the deck matched its registered list (a mismatch stays against the player)."""
    event = _event(event_id)
    check = get_object_or_404(DeckCheck.objects.select_related("event", "registration"), pk=check_id, event=event)
    body = DeckCheckVerdictRequest(data=request.data)
    body.is_valid(raise_exception=True)
    check = services.deck_check_record(check=check, actor=request.user, **body.validated_data)
    return Response(
        {"id": check.pk, "registration": check.registration_id, "verdict": check.verdict, "notes": check.notes}
    )


@action(None)
def event_finish(request, event_id):
    """The organiser ends the event (every result in)."""
    event = services.event_finish(event=_event(event_id), actor=request.user)
    return Response({"id": event.pk, "stage": event.stage})
