"""Where the event stands: its current round, the results missing, the standings now or after a round, and
the snapshot kept when a round is complete. Reads the other services build on; they write nothing but the
snapshot."""

from django.db.models import Q
from django.utils.translation import gettext as _

from config.domain import Conflict

from ..models import Event, Match, Registration, Round, StandingsSnapshot
from ..standings import Result, standings, swiss_rounds

Stage = Event.Stage
ACTIVE, WAITING, DROPPED = Registration.Status.ACTIVE, Registration.Status.WAITING, Registration.Status.DROPPED


def current_round(event):
    return event.rounds_played.order_by("-number").first()


def missing_results(round_):
    return round_.matches.filter(outcome="").count() if round_ else 0


def planned_rounds(event):
    """The event's fixed number of Swiss rounds, or the usual count for everyone who entered."""
    return event.rounds or swiss_rounds(event.registrations.exclude(status=WAITING).count())


def results(event, kind=Round.Kind.SWISS, through=None):
    """The finished matches of the event's rounds of `kind` (up to round `through`) as the standings' Results."""
    matches = Match.objects.filter(round__event=event, round__kind=kind).exclude(outcome="").select_related("round")
    if through is not None:
        matches = matches.filter(round__number__lte=through)
    found = [Result(m.round.number, m.a_id, m.b_id, m.a_games, m.b_games, m.draws, m.outcome) for m in matches]
    if kind == Round.Kind.SWISS:
        found += _late_losses(event, through)
    return found


def _late_losses(event, through=None):
    """The rounds a late entry missed, as losses with no opponent (0 games to the games a match needs)."""
    lost_games = 2 if event.best_of == 3 else 1
    late = event.registrations.exclude(status=WAITING).filter(late_losses__gt=0).values_list("pk", "late_losses")
    return [
        Result(number, pk, None, 0, lost_games, 0, "b")
        for pk, missed in late
        for number in range(1, missed + 1)
        if through is None or number <= through
    ]


def event_standings(event, through=None):
    """The Swiss standings now (or after round `through`): every player who entered, dropped ones marked."""
    regs = list(event.registrations.exclude(status=WAITING).values_list("pk", "status"))
    dropped = [pk for pk, status in regs if status == DROPPED]
    return standings(
        [pk for pk, _s in regs],
        results(event, through=through),
        points=event.points,
        tiebreakers=event.chain(),
        dropped=dropped,
    )


def snapshot_if_complete(round_):
    if round_.kind != Round.Kind.SWISS or missing_results(round_):
        return None
    rows = [s.__dict__ for s in event_standings(round_.event, through=round_.number)]
    snapshot, _c = StandingsSnapshot.objects.update_or_create(round=round_, defaults={"rows": rows})
    return snapshot


def unpaired(round_):
    """Active players of the round's event who have no match in it (after a match was broken by hand)."""
    seated = set(round_.matches.values_list("a_id", flat=True)) | set(
        round_.matches.exclude(b__isnull=True).values_list("b_id", flat=True)
    )
    # a late entry of this round has its loss for it already (late_losses counts the rounds paired before it came)
    waiting = round_.event.registrations.filter(status=ACTIVE, late_losses__lt=round_.number).order_by("pk")
    return [r for r in waiting if r.pk not in seated]


def player_matches(registration):
    return Match.objects.filter(Q(a=registration) | Q(b=registration)).select_related("round", "a", "b")


def round_in_progress(event):
    """The current round, for the overrides that change it; none paired yet is a conflict, not a crash."""
    round_ = current_round(event)
    if round_ is None:
        raise Conflict(_("No round has been paired yet."))
    return round_
