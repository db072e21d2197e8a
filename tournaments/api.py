"""The tournaments API: events, registrations, decklists, rounds and results, standings, penalties,
deck checks, the top cut and the audit log. Every write is a services function, which checks the caller's
role; its refusal (config.domain) becomes the response's status and {"error", "field"} in the API's
exception handler (config.api)."""

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from drf_spectacular.plumbing import build_array_type, build_basic_type
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import NotAuthenticated, ValidationError
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response

from config import roles
from config.api import StrictCharField, StrictTypes, refuse_oversized
from config.domain import NotFound
from decks.decklists import MAX_CHARS
from games.i18n import localise_message, public_problem
from games.models import Format, Game

from . import selectors, services
from .models import CUT_SIZES, EVENT_EDITABLE, EVENT_SETTINGS, ROUND_MINUTES_MAX, Event, Match, Round
from .standings import TIEBREAKERS

OBJECTS = build_array_type(build_basic_type(OpenApiTypes.OBJECT))  # what a list of rows answers


class EventSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", queryset=Game.objects.all())
    format = serializers.SlugRelatedField(
        slug_field="slug", queryset=Format.objects.all(), required=False, allow_null=True
    )
    organiser = serializers.CharField(source="organiser.get_username", read_only=True)
    tiebreakers = serializers.ListField(child=serializers.ChoiceField(choices=TIEBREAKERS), required=False)
    top_cut = serializers.ChoiceField(choices=CUT_SIZES, required=False)
    round_minutes = serializers.IntegerField(min_value=1, max_value=ROUND_MINUTES_MAX, required=False)

    class Meta:
        model = Event
        fields = ["id", *EVENT_SETTINGS, "tiebreakers", "organiser", "stage"]
        read_only_fields = ["stage"]

    def validate(self, attrs):
        fmt, game = attrs.get("format"), attrs.get("game")
        if fmt is not None and game is not None and fmt.game_id != game.pk:
            raise ValidationError({"format": ["not a format of this game"]})
        return attrs


class EventEditSerializer(StrictTypes, serializers.ModelSerializer):
    """What the organiser may change after creating the event (PATCH): any of these fields, each audited."""

    round_minutes = serializers.IntegerField(min_value=1, max_value=ROUND_MINUTES_MAX, required=False)

    class Meta:
        model = Event
        fields = list(EVENT_EDITABLE)


class RegistrationSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    name = StrictCharField(max_length=100, required=False, allow_blank=True)
    partner_name = StrictCharField(max_length=100, required=False, allow_blank=True)
    status = serializers.CharField(read_only=True)
    checked_in = serializers.BooleanField(read_only=True)
    dropped_after = serializers.IntegerField(read_only=True, allow_null=True)
    late_losses = serializers.IntegerField(read_only=True)
    walk_in = serializers.BooleanField(write_only=True, required=False, default=False)


class DecklistRequest(serializers.Serializer):
    decklist = serializers.CharField(max_length=MAX_CHARS, trim_whitespace=False)


class ResultRequest(serializers.Serializer):
    outcome = serializers.ChoiceField(choices=Match.OUTCOMES)
    a_games = serializers.IntegerField(min_value=0, max_value=2, default=0)
    b_games = serializers.IntegerField(min_value=0, max_value=2, default=0)
    draws = serializers.IntegerField(min_value=0, max_value=3, default=0)
    no_show = serializers.BooleanField(default=False)
    correct = serializers.BooleanField(default=False)


class PenaltyRequest(serializers.Serializer):
    registration = serializers.IntegerField()
    infraction = serializers.CharField(max_length=20)
    penalty = serializers.CharField(max_length=20)
    description = serializers.CharField(max_length=4000, required=False, allow_blank=True, default="")
    reason = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")
    match = serializers.IntegerField(required=False, allow_null=True)
    # the judge confirms re-computing the standings when the penalty changes an earlier round's result
    recompute = serializers.BooleanField(required=False, default=False)


class DeckCheckRequest(serializers.Serializer):
    count = serializers.IntegerField(min_value=0, max_value=500, default=0)
    registrations = serializers.ListField(
        child=serializers.IntegerField(), required=False, default=list, max_length=500
    )


def _event(event_id):
    return selectors.event_get(event_id=event_id)


def _staff(request, event):
    selectors.staff_or_404(request.user, event)


def match_json(match):
    return {
        "id": match.pk,
        "round": match.round.number,
        "kind": match.round.kind,
        "table": match.table,
        "a": match.a_id,
        "b": match.b_id,
        "a_name": match.a.shown_name,
        "b_name": match.b.shown_name if match.b else None,
        "outcome": match.outcome or None,
        "a_games": match.a_games,
        "b_games": match.b_games,
        "draws": match.draws,
        "no_show": match.no_show,
        "reported": match.reported,
        "disputed": match.disputed,  # the opponent's different report: a conflict a judge settles
        "in_conflict": match.in_conflict,
        "notes": [
            {"kind": n.get("kind"), "message": localise_message(n) if n.get("template") else n.get("message")}
            for n in match.notes
        ],
        "adjudications": [str(pk) for pk in match.adjudications.values_list("pk", flat=True)],
    }


def _registration_json(r):
    return RegistrationSerializer(r).data | {"name": r.name, "partner_name": r.partner_name}


@extend_schema(methods=["GET"], responses=EventSerializer(many=True), operation_id="tournaments_list")
@extend_schema(
    methods=["POST"], request=EventSerializer, responses={201: EventSerializer}, operation_id="tournaments_create"
)
@api_view(["GET", "POST"])
@permission_classes([AllowAny])
def event_collection(request):
    """GET: events, newest first. POST (organisers): create one."""
    if request.method == "GET":
        events = Event.objects.select_related("game", "format", "organiser")[:200]
        return Response(EventSerializer(events, many=True).data)
    body = EventSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    event = services.event_create(organiser=request.user, **body.validated_data)
    return Response(EventSerializer(event).data, status=status.HTTP_201_CREATED)


@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT)
@extend_schema(methods=["PATCH"], request=EventEditSerializer, responses=EventSerializer)
@api_view(["GET", "PATCH"])
@permission_classes([AllowAny])
def event_detail(request, event_id):
    """GET: the event, its current round's pairings and the caller's own registration. PATCH (the organiser):
    change its deadline, capacity, rounds, round length, list publication, name or description (audited)."""
    event = _event(event_id)
    if request.method == "PATCH":
        return _event_patch(request, event)
    current = services.current_round(event)
    mine = selectors.own_registration(request.user, event)
    matches = current.matches.select_related("round", "a", "b") if current else []
    return Response(
        {
            **EventSerializer(event).data,
            "current_round": current.number if current else None,
            "planned_rounds": services.planned_rounds(event),
            "pairings": [match_json(m) for m in matches],
            "me": _registration_json(mine) if mine else None,
        }
    )


def _event_patch(request, event):
    if not request.user.is_authenticated:
        raise NotAuthenticated()
    roles.require(roles.may_edit_event(request.user, event), _("Only the organiser edits the event."))
    body = EventEditSerializer(event, data=request.data, partial=True)
    body.is_valid(raise_exception=True)
    event = services.event_update(event=event, actor=request.user, **body.validated_data)
    return Response(EventSerializer(event).data)


@extend_schema(methods=["POST"], request=RegistrationSerializer, responses={201: RegistrationSerializer})
@extend_schema(methods=["GET"], responses=RegistrationSerializer(many=True))
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def registration_collection(request, event_id):
    """GET (staff): every registration. POST: register yourself, or (organiser, walk_in) a player by name."""
    event = _event(event_id)
    if request.method == "GET":
        _staff(request, event)
        return Response([_registration_json(r) for r in event.registrations.all()])
    body = RegistrationSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    user = None if data["walk_in"] else request.user
    registration = services.registration_create(
        event=event, actor=request.user, user=user, name=data.get("name", ""), partner_name=data.get("partner_name", "")
    )
    return Response(_registration_json(registration), status=status.HTTP_201_CREATED)


@extend_schema(request=None, responses=RegistrationSerializer)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def registration_drop(request, event_id, registration_id):
    event = _event(event_id)
    registration = get_object_or_404(event.registrations, pk=registration_id)
    if not roles.may_act_for(request.user, registration, event):
        raise NotFound(_("No such registration."))  # another player's registration is not yours to see
    return Response(_registration_json(services.drop(registration=registration, actor=request.user)))


def _decklist_json(decklist, *, with_text=True):
    verdict = decklist.verdict or {}
    body = {
        "registration": decklist.registration_id,
        "name": decklist.registration.name,
        "legal": decklist.legal,
        "problems": [public_problem(p) for p in verdict.get("problems", [])],
        "sections": verdict.get("sections", {}),
        "submitted_at": decklist.submitted_at,
        "unlocked": decklist.unlocked,
    }
    if with_text:
        body["decklist"] = decklist.text
    return body


@extend_schema(methods=["POST"], request=DecklistRequest, responses=OpenApiTypes.OBJECT)
@extend_schema(methods=["GET"], responses=OpenApiTypes.OBJECT)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def decklist(request, event_id):
    """Your own list: GET it, POST (submit or replace) it; the verdict and its problems come back at once."""
    event = _event(event_id)
    mine = selectors.own_registration(request.user, event)
    if mine is None:
        raise NotFound(_("You are not registered for this event."))
    if request.method == "GET":
        found = getattr(mine, "decklist", None) if hasattr(mine, "decklist") else None
        if found is None:
            raise NotFound(_("No decklist submitted yet."))
        return Response(_decklist_json(found))
    refused = refuse_oversized(request, 4 * MAX_CHARS)
    if refused:
        return refused
    body = DecklistRequest(data=request.data)
    body.is_valid(raise_exception=True)
    found = services.decklist_submit(registration=mine, actor=request.user, text=body.validated_data["decklist"])
    return Response(_decklist_json(found), status=status.HTTP_201_CREATED)


@extend_schema(responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([AllowAny])
def decklist_list(request, event_id):
    """The lists you may see: all for staff, all once public after the event, else your own."""
    event = _event(event_id)
    lists = selectors.decklists_visible(user=request.user, event=event)
    body = {"lists": [_decklist_json(d) for d in lists]}
    if roles.may_rule(request.user, event):
        body["summary"] = services.decklist_summary(event)
    return Response(body)


@extend_schema(methods=["POST"], request=None, responses={201: OpenApiTypes.OBJECT})
@extend_schema(methods=["GET"], responses={200: OBJECTS})
@api_view(["GET", "POST"])
@permission_classes([AllowAny])
def round_collection(request, event_id):
    """GET: every round and its matches. POST (judges): pair the next Swiss round (409 while results are missing)."""
    event = _event(event_id)
    if request.method == "POST":
        round_ = services.round_pair(event=event, actor=request.user)
        return Response(_round_json(round_), status=status.HTTP_201_CREATED)
    return Response([_round_json(r) for r in event.rounds_played.all()])


def _round_json(round_):
    matches = round_.matches.select_related("round", "a", "b").prefetch_related("adjudications")
    return {"number": round_.number, "kind": round_.kind, "matches": [match_json(m) for m in matches]}


@extend_schema(request=ResultRequest, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def match_result(request, event_id, match_id):
    """A player reports (both must agree) or a judge enters the result of a match of the current round."""
    event = _event(event_id)
    match = get_object_or_404(Match.objects.select_related("round__event", "a", "b"), pk=match_id, round__event=event)
    body = ResultRequest(data=request.data)
    body.is_valid(raise_exception=True)
    data = dict(body.validated_data)
    no_show, correct = data.pop("no_show"), data.pop("correct")
    if roles.may_run_rounds(request.user, event):
        match = services.result_enter(match=match, actor=request.user, no_show=no_show, correct=correct, **data)
    else:
        match = services.result_report(match=match, actor=request.user, **data)
    return Response(match_json(match))


@extend_schema(responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([AllowAny])
def standings_view(request, event_id):
    """The standings now, and each finished round's snapshot (?round=N)."""
    event = _event(event_id)
    names = {r.pk: r.shown_name for r in event.registrations.all()}
    number = request.query_params.get("round")
    if number:
        round_ = get_object_or_404(Round, event=event, number=number if number.isdigit() else -1)
        snapshot = getattr(round_, "snapshot", None)
        if snapshot is None:
            raise NotFound(_("This round has no standings yet."))
        rows = snapshot.rows
    else:
        rows = [s.__dict__ for s in services.event_standings(event)]
    return Response({"tiebreakers": list(event.chain()), "rows": [{**r, "name": names.get(r["id"])} for r in rows]})


def _penalty_json(p):
    return {
        "id": p.pk,
        "registration": p.registration_id,
        "name": p.registration.shown_name,
        "round": p.round.number if p.round else None,
        "match": p.match_id,
        "infraction": p.infraction,
        "names": services.penalty_names(p),  # infraction, penalty and category by name, in the reader's language
        "category": p.category,
        "default_penalty": p.default_penalty,
        "penalty": p.penalty,
        "reason": p.deviation_reason,
        "approved_by": p.approved_by.get_username() if p.approved_by else None,
        "awaiting_approval": services.needs_approval(p),
        "judge": p.judge.get_username(),
        "description": p.description,
        "created_at": p.created_at,
    }


@extend_schema(methods=["POST"], request=PenaltyRequest, responses={201: OpenApiTypes.OBJECT})
@extend_schema(methods=["GET"], responses={200: OBJECTS})
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def penalty_collection(request, event_id):
    """GET: the penalties you may see (staff: all; a player: their own). POST (judges): record one; the
    answer lists the player's earlier infractions of the same category."""
    event = _event(event_id)
    if request.method == "GET":
        return Response([_penalty_json(p) for p in selectors.penalties_visible(user=request.user, event=event)])
    _staff(request, event)
    body = PenaltyRequest(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    registration = get_object_or_404(event.registrations, pk=data["registration"])
    match = None
    if data.get("match"):
        match = get_object_or_404(Match.objects.select_related("round__event"), pk=data["match"], round__event=event)
    record = services.penalty_create(
        event=event,
        actor=request.user,
        registration=registration,
        match=match,
        **services.penalty_input(data),
    )
    earlier = services.earlier_in_category(registration, record.category, exclude=record.pk)
    body = _penalty_json(record) | {"earlier_in_category": [_penalty_json(p) for p in earlier]}
    return Response(body, status=status.HTTP_201_CREATED)


@extend_schema(methods=["POST"], request=DeckCheckRequest, responses={201: OBJECTS})
@extend_schema(methods=["GET"], responses={200: OBJECTS})
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def deck_check_collection(request, event_id):
    """GET (staff): deck checks. POST (head judge): check `count` random players or the named registrations."""
    event = _event(event_id)
    _staff(request, event)
    if request.method == "POST":
        body = DeckCheckRequest(data=request.data)
        body.is_valid(raise_exception=True)
        services.deck_checks_create(event=event, actor=request.user, **body.validated_data)
    checks = event.deck_checks.select_related("registration", "judge")
    rows = [
        {
            "id": c.pk,
            "registration": c.registration_id,
            "name": c.registration.name,
            "verdict": c.verdict,
            "notes": c.notes,
            "judge": c.judge.get_username(),
        }
        for c in checks
    ]
    return Response(rows, status=status.HTTP_201_CREATED if request.method == "POST" else 200)


@extend_schema(request=None, responses={201: OpenApiTypes.OBJECT})
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def top_cut_view(request, event_id):
    """Start the top cut, seeded from the final Swiss standings."""
    event = _event(event_id)
    round_ = services.cut_start(event=event, actor=request.user)
    return Response(_round_json(round_), status=status.HTTP_201_CREATED)


@extend_schema(responses={200: OBJECTS})
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def audit_list(request, event_id):
    event = _event(event_id)
    _staff(request, event)
    entries = event.audit.order_by("id")[:5000]
    return Response(
        [
            {
                "at": e.at,
                "actor": e.actor_name or None,
                "kind": e.kind,
                "action": e.action,
                "object": e.object_id,
                "before": e.before,
                "after": e.after,
            }
            for e in entries
        ]
    )


@extend_schema(responses={200: OpenApiTypes.OBJECT})
@api_view(["GET"])
@permission_classes([AllowAny])
def placings_view(request, event_id):
    """The final placings (the top cut's order, then the Swiss standings), the champion once the event is
    finished, and the top cut's bracket round by round."""
    event = _event(event_id)
    rounds = services.cut_rounds(event)
    placed = services.event_placings(event, rounds)
    names = {r.pk: r.shown_name for r in event.registrations.all()}
    champion = services.champion_id(event, placed)
    return Response(
        {
            "finished": event.stage == Event.Stage.FINISHED,
            "champion": {"id": champion, "name": names.get(champion)} if champion else None,
            "placings": [
                {
                    "place": p.place,
                    "id": p.id,
                    "name": names.get(p.id),
                    "reached": p.reached,
                    "reached_name": services.reached_title(p.reached),
                    "swiss_rank": p.swiss_rank,
                }
                for p in placed
            ],
            "bracket": [
                {
                    "number": r.number,
                    "title": services.round_title(2 * len(r.bracket)),
                    "matches": [match_json(m) for m in r.bracket],
                }
                for r in rounds
            ],
        }
    )
