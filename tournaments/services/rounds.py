"""Swiss rounds: pairing the next one, and the judges' overrides of the current one (pair again, swap two
players, break a match, seat players by hand). Every override is logged with the pairings before and after."""

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from config import roles
from config.domain import Conflict, Invalid

from ..models import Decklist, Event, Match, Round
from ..pairing import entrants_from, pair_round
from .audit import audit, match_state, registration_state
from .progress import (
    ACTIVE,
    DROPPED,
    Stage,
    current_round,
    event_standings,
    missing_results,
    planned_rounds,
    results,
    round_in_progress,
    snapshot_if_complete,
    unpaired,
)
from .registration import promote_waiting


def _may_run_rounds(actor, event):
    roles.require(roles.may_run_rounds(actor, event), _("Only the event's staff pair rounds and enter results."))


def round_pair(*, event, actor):
    """Pair the next Swiss round. Refused while a result of the current round is missing."""
    _may_run_rounds(actor, event)
    return _pair_next(event, actor)


def _pair_next(event, actor):
    with transaction.atomic():
        event = Event.objects.select_for_update().get(pk=event.pk)
        current = current_round(event)
        if current is not None and current.kind == Round.Kind.SWISS and unpaired(current):
            raise Conflict(
                _("Round %(round)d has players without a match: pair them first.") % {"round": current.number}
            )
        if missing_results(current):
            n = missing_results(current)
            raise Conflict(_("Round %(round)d still has %(n)d results missing.") % {"round": current.number, "n": n})
        if event.stage not in (Stage.REGISTRATION, Stage.SWISS):
            raise Conflict(_("The Swiss rounds are over."))
        number = (current.number if current else 0) + 1
        if number > planned_rounds(event):
            n = planned_rounds(event)
            played = ngettext("The %(n)d Swiss round has been played.", "All %(n)d Swiss rounds have been played.", n)
            raise Conflict(played % {"n": n})
        if number == 1:
            _first_round_drops(event, actor)
        if event.registrations.filter(status=ACTIVE).count() < 2:
            raise Conflict(_("A round needs at least two players."))
        pairings = pair_round(_entrants(event, number), round_number=number, seed=event.seed)
        round_ = Round.objects.create(event=event, number=number)
        for p in pairings:
            _match_create(round_, p, event)
        event.stage = Stage.SWISS
        event.save(update_fields=["stage"])
        after = [{"table": p.table, "a": p.a, "b": p.b} for p in pairings]
        audit(event=event, actor=actor, kind="pairing", action="pair", obj=round_, after={"matches": after})
        snapshot_if_complete(round_)
    return round_


def _first_round_drops(event, actor):
    """At round 1, players the event cannot seat leave: those without a legal list (auto-drop) and those who
    did not check in (when the event asks for check-in). Their places go to the waiting list in order, to
    players who would stay (a legal list, checked in): one who would not would only be dropped in turn."""
    illegal = event.has_decklists and event.auto_drop_illegal
    reasons = []
    if illegal:
        reasons.append(("auto_drop", event.registrations.filter(status=ACTIVE).exclude(decklist__legal=True)))
    if event.check_in_required:
        reasons.append(("no_check_in", event.registrations.filter(status=ACTIVE, checked_in=False)))
    if not reasons:
        return
    for action, leaving in reasons:
        for registration in leaving:
            registration.status = DROPPED
            registration.dropped_after = 0
            registration.save(update_fields=["status", "dropped_after"])
            after = registration_state(registration)
            audit(event=event, actor=actor, kind="registration", action=action, obj=registration, after=after)

    def stays_out(waiting):
        return (illegal and not _has_legal_list(waiting)) or (event.check_in_required and not waiting.checked_in)

    promote_waiting(event, actor, skip=stays_out)


def _has_legal_list(registration):
    return Decklist.objects.filter(registration=registration, legal=True).exists()


def _entrants(event, number):
    table = event_standings(event)
    gone = [s.id for s in table if s.dropped]
    return entrants_from(table, results(event), dropped=gone, ranked=number > 1)


def _bye(match, event):
    """A bye is a match win, entered at once."""
    match.outcome, match.a_games = "a", 2 if event.best_of == 3 else 1


def _match_create(round_, pairing, event):
    notes = [{"kind": n.kind, **n.message.to_dict()} for n in pairing.notes]
    match = Match(round=round_, table=pairing.table, a_id=pairing.a, b_id=pairing.b, notes=notes)
    if pairing.b is None:
        _bye(match, event)
    match.save()
    return match


def _current_swiss(round_):
    event = round_.event
    if current_round(event).pk != round_.pk or round_.kind != Round.Kind.SWISS:
        raise Conflict(_("Only the current Swiss round can be re-paired."))
    return event


def _at_table(round_, table, field):
    """The match at the table a form names, or Invalid naming the field."""
    match = round_.matches.select_related("round__event").filter(table=table).first() if table is not None else None
    if match is None:
        raise Invalid(_("No match at table %(table)s this round.") % {"table": table}, field=field)
    return match


def _player(event, pk, field):
    found = event.registrations.filter(pk=pk).first() if pk is not None else None
    if found is None:
        raise Invalid(_("That player is not in this event."), field=field)
    return found


# The overrides as the manage page's forms send them (tables and registration ids of the current round):
# the role is checked first, then what the form names.


def swap_tables(*, event, actor, first, second, swap_a=True):
    _may_run_rounds(actor, event)
    round_ = round_in_progress(event)
    return _swap(_at_table(round_, first, "first"), _at_table(round_, second, "second"), actor, swap_a)


def break_table(*, event, actor, table):
    _may_run_rounds(actor, event)
    return _break(_at_table(round_in_progress(event), table, "table"), actor)


def pair_by_hand(*, event, actor, a, b=None):
    _may_run_rounds(actor, event)
    round_ = round_in_progress(event)
    return _pair(round_, actor, _player(event, a, "a"), _player(event, b, "b") if b is not None else None)


def repair_current(*, event, actor):
    _may_run_rounds(actor, event)
    return _repair(round_in_progress(event), actor)


def match_swap(*, match, other, actor, swap_a=True):
    """A manual override: exchange a player of `match` with a player of `other` (same round, no result yet).
    `swap_a` picks each match's first player, otherwise their second."""
    _may_run_rounds(actor, match.round.event)
    return _swap(match, other, actor, swap_a)


def _swap(match, other, actor, swap_a):
    event = match.round.event
    if match.round_id != other.round_id or match.pk == other.pk:
        raise Invalid(_("Swap players between two matches of the same round."))
    if match.round.kind == Round.Kind.CUT:  # the bracket is seeded from the standings: 1 v 8, 4 v 5 ...
        raise Conflict(_("The top cut is seeded from the standings: its players cannot be swapped."))
    if (match.finished and not match.is_bye) or (other.finished and not other.is_bye):
        raise Conflict(_("A match with a result cannot be re-paired."))
    if current_round(event).pk != match.round_id:
        raise Conflict(_("Only the current round can be re-paired."))
    with transaction.atomic():
        before = [match_state(match), match_state(other)]
        field = "a" if swap_a else "b"
        first, second = getattr(match, f"{field}_id"), getattr(other, f"{field}_id")
        if first is None or second is None:
            field = "a"  # a bye's only player
            first, second = match.a_id, other.a_id
        setattr(match, f"{field}_id", second)
        setattr(other, f"{field}_id", first)
        for m in (match, other):
            if m.b_id is None:
                _bye(m, event)
            else:
                m.outcome, m.a_games = "", 0
            m.notes = [*m.notes, {"kind": "override", "message": _("Changed by hand.")}]
            m.save()
        after = [match_state(match), match_state(other)]
        audit(event=event, actor=actor, kind="pairing", action="swap", obj=match.round, before=before, after=after)
    return match, other


def match_break(*, match, actor):
    """A manual override: undo one pairing of the current round (no result yet, byes aside); its players
    wait unpaired until `match_pair` seats them, and the next round cannot be paired before that."""
    _may_run_rounds(actor, match.round.event)
    return _break(match, actor)


def _break(match, actor):
    event = _current_swiss(match.round)
    if match.finished and not match.is_bye:
        raise Conflict(_("A match with a result cannot be re-paired."))
    with transaction.atomic():
        before = match_state(match)
        round_ = match.round
        match.delete()
        audit(event=event, actor=actor, kind="pairing", action="break", obj=round_, before=before)
    return round_


def match_pair(*, round_, actor, a, b=None):
    """A manual override: seat two unpaired players of the current round at a new table (one alone: a bye)."""
    _may_run_rounds(actor, round_.event)
    return _pair(round_, actor, a, b)


def _pair(round_, actor, a, b):
    event = _current_swiss(round_)
    waiting = {r.pk for r in unpaired(round_)}
    for who in (a, b):
        if who is not None and who.pk not in waiting:
            raise Conflict(_("Only an active player without a match this round can be paired."))
    if b is not None and a.pk == b.pk:
        raise Invalid(_("A player cannot be paired with themselves."))
    with transaction.atomic():
        used = set(round_.matches.values_list("table", flat=True))
        table = next(t for t in range(1, len(used) + 2) if t not in used)  # the table a break freed, if any
        note = {"kind": "override", "message": _("Changed by hand.")}
        match = Match(round=round_, table=table, a=a, b=b, notes=[note])
        if b is None:
            _bye(match, event)
        match.save()
        audit(event=event, actor=actor, kind="pairing", action="pair_by_hand", obj=round_, after=match_state(match))
    return match


def round_repair(*, round_, actor):
    """Pair the current round again from scratch (no result entered yet, byes aside)."""
    _may_run_rounds(actor, round_.event)
    return _repair(round_, actor)


def _repair(round_, actor):
    event = _current_swiss(round_)
    if round_.matches.exclude(outcome="").exclude(b__isnull=True).exists():
        raise Conflict(_("A result is in: this round can no longer be paired again."))
    with transaction.atomic():
        before = [match_state(m) for m in round_.matches.select_related("round")]
        number = round_.number
        round_.delete()
        new = _pair_next(event, actor)
        after = [match_state(m) for m in new.matches.select_related("round")]
        audit(event=event, actor=actor, kind="pairing", action="repair", obj=new, before=before, after=after)
        assert new.number == number
    return new
