"""Running an event: every write goes through one of these functions, inside one transaction, and
leaves an audit entry. Bad requests raise TournamentError (a 4xx with a message) before anything is
written. Pairing and standings are the pure modules' (pairing, standings); this module only feeds them."""

import random
import secrets

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from decks.validation import ValidationInputError, validate_decklist
from games.rules import registry

from . import penalties as catalogue
from .models import (
    AuditEntry,
    DeckCheck,
    Decklist,
    Event,
    EventJudge,
    Match,
    Penalty,
    Registration,
    Round,
    StandingsSnapshot,
)
from .pairing import entrants_from, next_round, pair_round, top_cut
from .roles import is_event_judge, is_event_organiser, is_head_judge
from .standings import Result, standings, swiss_rounds

Stage = Event.Stage
ACTIVE, WAITING, DROPPED = Registration.Status.ACTIVE, Registration.Status.WAITING, Registration.Status.DROPPED


class TournamentError(Exception):
    """A request the event cannot take: `status` is its HTTP status (400, 403, 404 or 409)."""

    def __init__(self, message, status=400, field=None):
        super().__init__(message)
        self.status = status
        self.field = field


def _forbidden(message=None):
    return TournamentError(message or _("You may not do this in this event."), status=403)


# -- the audit log -------------------------------------------------------------------------------------


def audit(*, event, actor, kind, action, obj=None, before=None, after=None):
    AuditEntry.objects.create(
        event=event,
        actor=actor if actor is not None and actor.is_authenticated else None,
        kind=kind,
        action=action,
        object_id=getattr(obj, "pk", None),
        before=before,
        after=after,
    )


def match_state(match):
    return {
        "round": match.round.number,
        "table": match.table,
        "a": match.a_id,
        "b": match.b_id,
        "outcome": match.outcome,
        "a_games": match.a_games,
        "b_games": match.b_games,
        "draws": match.draws,
        "no_show": match.no_show,
    }


# -- events and staff ------------------------------------------------------------------------------------


def event_create(*, organiser, **fields):
    fields.setdefault("seed", secrets.token_hex(8))
    if fields.get("game") and not registry.get(fields["game"].slug).has_decks:
        fields["format"] = None
    elif fields.get("format") is not None and fields["format"].game_id != fields["game"].pk:
        raise TournamentError(_("The format is not one of this game's."), field="format")
    with transaction.atomic():
        event = Event.objects.create(organiser=organiser, **fields)
        audit(event=event, actor=organiser, kind="event", action="create", obj=event, after={"name": event.name})
    return event


def judge_add(*, event, actor, user, head=False):
    if not is_event_organiser(actor, event):
        raise _forbidden()
    with transaction.atomic():
        if head:
            event.judges.filter(is_head=True).update(is_head=False)
        judge, _created = EventJudge.objects.update_or_create(event=event, user=user, defaults={"is_head": head})
        audit(event=event, actor=actor, kind="staff", action="judge", obj=judge, after={"user": user.pk, "head": head})
    return judge


# -- registration ----------------------------------------------------------------------------------------


def current_round(event):
    return event.rounds_played.order_by("-number").first()


def registration_create(*, event, actor, user=None, name="", partner_name=""):
    """A player registers (user) or the organiser adds a walk-in by name. Full: the waiting list.
    After round 1 (late entries allowed): a loss for each round missed."""
    walk_in = user is None
    event.refresh_from_db(fields=["stage"])
    if walk_in and not is_event_organiser(actor, event):
        raise _forbidden(_("Only the organiser adds players by name."))
    if not walk_in and not event.registration_open() and not is_event_organiser(actor, event):
        raise TournamentError(_("Registration for this event is closed."), status=409)
    if event.stage not in (Stage.REGISTRATION, Stage.SWISS) or (event.stage == Stage.SWISS and not event.late_entries):
        raise TournamentError(_("This event takes no more entries."), status=409)
    name = (name or (user.get_username() if user else "")).strip()[:100]
    if not name:
        raise TournamentError(_("A player needs a name."), field="name")
    if event.is_pairs and not partner_name.strip():
        raise TournamentError(_("A Tractor team registers two players: name the partner."), field="partner_name")
    with transaction.atomic():
        Event.objects.select_for_update().get(pk=event.pk)  # one registration at a time against the capacity
        if user is not None and event.registrations.filter(user=user).exists():
            raise TournamentError(_("You are already registered for this event."), status=409)
        taken = event.registrations.filter(status=ACTIVE).count()
        status = WAITING if event.capacity is not None and taken >= event.capacity else ACTIVE
        played = event.rounds_played.filter(kind=Round.Kind.SWISS).count()
        try:
            registration = Registration.objects.create(
                event=event,
                user=user,
                name=name,
                partner_name=partner_name.strip()[:100],
                status=status,
                late_losses=played if status == ACTIVE else 0,
                checked_in=walk_in,
            )
        except IntegrityError:
            raise TournamentError(_("You are already registered for this event."), status=409) from None
        audit(
            event=event, actor=actor, kind="registration", action="register", obj=registration, after=_reg(registration)
        )
    return registration


def _reg(registration):
    return {"name": registration.name, "status": registration.status, "late_losses": registration.late_losses}


def check_in(*, registration, actor):
    event = registration.event
    if registration.user_id != actor.pk and not is_event_judge(actor, event):
        raise _forbidden()
    if registration.status != ACTIVE:
        raise TournamentError(_("Only a registered player checks in."), status=409)
    Registration.objects.filter(pk=registration.pk).update(checked_in=True)
    registration.checked_in = True
    audit(event=event, actor=actor, kind="registration", action="check_in", obj=registration)
    return registration


def drop(*, registration, actor):
    """The player leaves: never paired again. A match already paired this round still stands (the drop
    takes effect after it); a place freed before round 1 goes to the first on the waiting list."""
    event = registration.event
    if registration.user_id != actor.pk and not is_event_judge(actor, event):
        raise _forbidden()
    if registration.status == DROPPED:
        raise TournamentError(_("This player has already dropped."), status=409)
    with transaction.atomic():
        was = registration.status
        current = current_round(event)
        registration.status = DROPPED
        registration.dropped_after = current.number if current else 0
        registration.save(update_fields=["status", "dropped_after"])
        audit(event=event, actor=actor, kind="registration", action="drop", obj=registration, after=_reg(registration))
        if was == ACTIVE and event.stage == Stage.REGISTRATION:
            first = event.registrations.filter(status=WAITING).order_by("created_at", "id").first()
            if first is not None:
                first.status = ACTIVE
                first.save(update_fields=["status"])
                audit(event=event, actor=actor, kind="registration", action="promote", obj=first, after=_reg(first))
    return registration


# -- decklists -------------------------------------------------------------------------------------------


def decklist_submit(*, registration, actor, text):
    """Validate and store the player's list; the verdict (problems included) is returned at once."""
    event = registration.event
    if not event.has_decklists:
        raise TournamentError(_("Tractor events take no decklists."), status=409)
    if registration.user_id != actor.pk and not is_event_organiser(actor, event):
        raise _forbidden()
    existing = Decklist.objects.filter(registration=registration).first()
    if event.decklists_locked() and not (existing and existing.unlocked):
        raise TournamentError(_("Decklists are locked: the deadline has passed."), status=409)
    if event.stage != Stage.REGISTRATION and not (existing and existing.unlocked):
        raise TournamentError(_("Decklists are locked: the event has started."), status=409)
    try:
        verdict = validate_decklist(game=event.game, text=text, format=event.format, date=event.date)
    except ValidationInputError as exc:
        raise TournamentError(str(exc), field="decklist") from None
    with transaction.atomic():
        before = {"legal": existing.legal, "text": existing.text} if existing else None
        decklist, _created = Decklist.objects.update_or_create(
            registration=registration,
            defaults={"text": text, "legal": verdict["legal"], "verdict": verdict, "submitted_at": timezone.now()},
        )
        if existing and existing.unlocked and event.decklists_locked():
            Decklist.objects.filter(pk=decklist.pk).update(unlocked=False)  # one change per unlock
            decklist.unlocked = False
        after = {"legal": decklist.legal, "text": text}
        audit(event=event, actor=actor, kind="decklist", action="submit", obj=decklist, before=before, after=after)
    return decklist


def decklist_unlock(*, decklist, actor):
    event = decklist.registration.event
    if not is_event_organiser(actor, event):
        raise _forbidden(_("Only the organiser unlocks a decklist."))
    with transaction.atomic():
        Decklist.objects.filter(pk=decklist.pk).update(unlocked=True)
        decklist.unlocked = True
        audit(event=event, actor=actor, kind="decklist", action="unlock", obj=decklist, after={"unlocked": True})
    return decklist


def decklist_summary(event):
    lists = Decklist.objects.filter(registration__event=event, registration__status=ACTIVE)
    active = event.registrations.filter(status=ACTIVE).count()
    legal = lists.filter(legal=True).count()
    submitted = lists.count()
    return {
        "players": active,
        "submitted": submitted,
        "legal": legal,
        "illegal": submitted - legal,
        "missing": active - submitted,
    }


# -- rounds and pairings ---------------------------------------------------------------------------------


def _require_judge(actor, event):
    if not is_event_judge(actor, event):
        raise _forbidden()


def _results(event, kind=Round.Kind.SWISS, through=None):
    """The finished matches of the event's rounds of `kind` (up to round `through`) as the standings' Results."""
    matches = Match.objects.filter(round__event=event, round__kind=kind).exclude(outcome="").select_related("round")
    if through is not None:
        matches = matches.filter(round__number__lte=through)
    results = [Result(m.round.number, m.a_id, m.b_id, m.a_games, m.b_games, m.draws, m.outcome) for m in matches]
    if kind == Round.Kind.SWISS:
        results += _late_losses(event, through)
    return results


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
        _results(event, through=through),
        points=event.points,
        tiebreakers=event.chain(),
        dropped=dropped,
    )


def missing_results(round_):
    return round_.matches.filter(outcome="").count() if round_ else 0


def planned_rounds(event):
    """The event's fixed number of Swiss rounds, or the usual count for everyone who entered."""
    return event.rounds or swiss_rounds(event.registrations.exclude(status=WAITING).count())


def round_pair(*, event, actor):
    """Pair the next Swiss round. Refused while a result of the current round is missing."""
    _require_judge(actor, event)
    with transaction.atomic():
        event = Event.objects.select_for_update().get(pk=event.pk)
        current = current_round(event)
        if current is not None and current.kind == Round.Kind.SWISS and unpaired(current):
            raise TournamentError(
                _("Round %(round)d has players without a match: pair them first.") % {"round": current.number},
                status=409,
            )
        if missing_results(current):
            n = missing_results(current)
            raise TournamentError(
                _("Round %(round)d still has %(n)d results missing.") % {"round": current.number, "n": n}, status=409
            )
        if event.stage not in (Stage.REGISTRATION, Stage.SWISS):
            raise TournamentError(_("The Swiss rounds are over."), status=409)
        number = (current.number if current else 0) + 1
        if number > planned_rounds(event):
            n = planned_rounds(event)
            played = ngettext("The %(n)d Swiss round has been played.", "All %(n)d Swiss rounds have been played.", n)
            raise TournamentError(played % {"n": n}, status=409)
        if number == 1:
            _first_round_drops(event, actor)
        if event.registrations.filter(status=ACTIVE).count() < 2:
            raise TournamentError(_("A round needs at least two players."), status=409)
        pairings = pair_round(_entrants(event, number), round_number=number, seed=event.seed)
        round_ = Round.objects.create(event=event, number=number)
        for p in pairings:
            _match_create(round_, p, event)
        event.stage = Stage.SWISS
        event.save(update_fields=["stage"])
        after = [{"table": p.table, "a": p.a, "b": p.b} for p in pairings]
        audit(event=event, actor=actor, kind="pairing", action="pair", obj=round_, after={"matches": after})
        _snapshot_if_complete(round_)
    return round_


def _first_round_drops(event, actor):
    if not event.has_decklists or not event.auto_drop_illegal:
        return
    for registration in event.registrations.filter(status=ACTIVE).exclude(decklist__legal=True):
        registration.status = DROPPED
        registration.dropped_after = 0
        registration.save(update_fields=["status", "dropped_after"])
        audit(
            event=event,
            actor=actor,
            kind="registration",
            action="auto_drop",
            obj=registration,
            after=_reg(registration),
        )


def _entrants(event, number):
    table = event_standings(event)
    gone = [s.id for s in table if s.dropped]
    return entrants_from(table, _results(event), dropped=gone, ranked=number > 1)


def _match_create(round_, pairing, event):
    notes = [{"kind": n.kind, **n.message.to_dict()} for n in pairing.notes]
    match = Match(round=round_, table=pairing.table, a_id=pairing.a, b_id=pairing.b, notes=notes)
    if pairing.b is None:  # a bye is a match win, entered at once
        match.outcome = "a"
        match.a_games = 2 if event.best_of == 3 else 1
    match.save()
    return match


def match_swap(*, match, other, actor, swap_a=True):
    """A manual override: exchange a player of `match` with a player of `other` (same round, no result yet).
    `swap_a` picks each match's first player, otherwise their second."""
    event = match.round.event
    _require_judge(actor, event)
    if match.round_id != other.round_id or match.pk == other.pk:
        raise TournamentError(_("Swap players between two matches of the same round."))
    if (match.finished and not match.is_bye) or (other.finished and not other.is_bye):
        raise TournamentError(_("A match with a result cannot be re-paired."), status=409)
    if current_round(event).pk != match.round_id:
        raise TournamentError(_("Only the current round can be re-paired."), status=409)
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
                m.outcome, m.a_games = "a", 2 if event.best_of == 3 else 1
            else:
                m.outcome, m.a_games = "", 0
            m.notes = [*m.notes, {"kind": "override", "message": _("Changed by hand.")}]
            m.save()
        audit(
            event=event,
            actor=actor,
            kind="pairing",
            action="swap",
            obj=match.round,
            before=before,
            after=[match_state(match), match_state(other)],
        )
    return match, other


def _override_allowed(round_, actor):
    event = round_.event
    _require_judge(actor, event)
    if current_round(event).pk != round_.pk or round_.kind != Round.Kind.SWISS:
        raise TournamentError(_("Only the current Swiss round can be re-paired."), status=409)
    return event


def match_break(*, match, actor):
    """A manual override: undo one pairing of the current round (no result yet, byes aside); its players
    wait unpaired until `match_pair` seats them, and the next round cannot be paired before that."""
    event = _override_allowed(match.round, actor)
    if match.finished and not match.is_bye:
        raise TournamentError(_("A match with a result cannot be re-paired."), status=409)
    with transaction.atomic():
        before = match_state(match)
        round_ = match.round
        match.delete()
        audit(event=event, actor=actor, kind="pairing", action="break", obj=round_, before=before)
    return round_


def unpaired(round_):
    """Active players of the round's event who have no match in it (after `match_break`)."""
    seated = set(round_.matches.values_list("a_id", flat=True)) | set(
        round_.matches.exclude(b__isnull=True).values_list("b_id", flat=True)
    )
    # a late entry of this round has its loss for it already (late_losses counts the rounds paired before it came)
    waiting = round_.event.registrations.filter(status=ACTIVE, late_losses__lt=round_.number).order_by("pk")
    return [r for r in waiting if r.pk not in seated]


def match_pair(*, round_, actor, a, b=None):
    """A manual override: seat two unpaired players of the current round at a new table (one alone: a bye)."""
    event = _override_allowed(round_, actor)
    waiting = {r.pk for r in unpaired(round_)}
    for who in (a, b):
        if who is not None and who.pk not in waiting:
            raise TournamentError(_("Only an active player without a match this round can be paired."), status=409)
    if b is not None and a.pk == b.pk:
        raise TournamentError(_("A player cannot be paired with themselves."))
    with transaction.atomic():
        used = set(round_.matches.values_list("table", flat=True))
        table = next(t for t in range(1, len(used) + 2) if t not in used)  # the table a break freed, if any
        note = {"kind": "override", "message": _("Changed by hand.")}
        match = Match(round=round_, table=table, a=a, b=b, notes=[note])
        if b is None:
            match.outcome, match.a_games = "a", 2 if event.best_of == 3 else 1
        match.save()
        audit(event=event, actor=actor, kind="pairing", action="pair_by_hand", obj=round_, after=match_state(match))
    return match


def round_repair(*, round_, actor):
    """Pair the current round again from scratch (no result entered yet, byes aside)."""
    event = round_.event
    _require_judge(actor, event)
    if current_round(event).pk != round_.pk or round_.kind != Round.Kind.SWISS:
        raise TournamentError(_("Only the current Swiss round can be paired again."), status=409)
    if round_.matches.exclude(outcome="").exclude(b__isnull=True).exists():
        raise TournamentError(_("A result is in: this round can no longer be paired again."), status=409)
    with transaction.atomic():
        before = [match_state(m) for m in round_.matches.select_related("round")]
        number = round_.number
        round_.delete()
        new = round_pair(event=event, actor=actor)
        audit(
            event=event,
            actor=actor,
            kind="pairing",
            action="repair",
            obj=new,
            before=before,
            after=[match_state(m) for m in new.matches.select_related("round")],
        )
        assert new.number == number
    return new


# -- results ---------------------------------------------------------------------------------------------


def _check_result(match, outcome, a_games, b_games, draws):
    event = match.round.event
    if match.is_bye:
        raise TournamentError(_("A bye has no result to report."), status=409)
    if outcome not in Match.OUTCOMES:
        raise TournamentError(_("The outcome is a, b, draw or double_loss."), field="outcome")
    if match.round.kind == Round.Kind.CUT and outcome not in ("a", "b"):
        raise TournamentError(_("A top cut match has a winner."), field="outcome")
    games = a_games + b_games + draws
    if event.best_of == 1:
        return {
            "outcome": outcome,
            "a_games": int(outcome == "a"),
            "b_games": int(outcome == "b"),
            "draws": int(outcome == "draw"),
        }
    if min(a_games, b_games, draws) < 0 or a_games > 2 or b_games > 2 or games > 5:
        raise TournamentError(_("A best of 3 has at most two wins a side."), field="a_games")
    expected = "a" if a_games > b_games else "b" if b_games > a_games else "draw"
    if outcome in ("a", "b", "draw") and outcome != expected:
        raise TournamentError(_("The game score does not give that outcome."), field="outcome")
    return {"outcome": outcome, "a_games": a_games, "b_games": b_games, "draws": draws}


def _current_match(match):
    current = current_round(match.round.event)
    if current is None or current.pk != match.round_id:
        raise TournamentError(_("This match is not in the current round."), status=409)


def result_enter(*, match, actor, outcome, a_games=0, b_games=0, draws=0, no_show=False, correct=False):
    """A judge or the organiser enters (or, with `correct`, corrects) a match's result."""
    event = match.round.event
    _require_judge(actor, event)
    _current_match(match)
    if match.finished and not correct:
        raise TournamentError(_("This match already has a result."), status=409)
    values = _check_result(match, outcome, a_games, b_games, draws)
    return _write_result(match, actor, values, no_show=no_show, action="correct" if match.finished else "enter")


def result_report(*, match, actor, outcome, a_games=0, b_games=0, draws=0):
    """A player reports; the result stands once the opponent reports the same one."""
    registration = next((r for r in match.players() if r.user_id == actor.pk), None)
    if registration is None:
        raise _forbidden(_("Only the players of a match report its result."))
    _current_match(match)
    if match.finished:
        raise TournamentError(_("This match already has a result."), status=409)
    values = _check_result(match, outcome, a_games, b_games, draws)
    with transaction.atomic():
        match = Match.objects.select_for_update().select_related("round__event").get(pk=match.pk)
        if match.reported and match.reported_by_id != registration.pk and match.reported == values:
            return _write_result(match, actor, values, action="confirm")
        before = match.reported
        match.reported, match.reported_by = values, registration
        match.save(update_fields=["reported", "reported_by"])
        audit(
            event=match.round.event, actor=actor, kind="result", action="report", obj=match, before=before, after=values
        )
    return match


def _write_result(match, actor, values, *, no_show=False, action):
    with transaction.atomic():
        before = match_state(match)
        for key, value in values.items():
            setattr(match, key, value)
        match.no_show, match.reported, match.reported_by = no_show, None, None
        match.save()
        audit(
            event=match.round.event,
            actor=actor,
            kind="result",
            action=action,
            obj=match,
            before=before,
            after=match_state(match),
        )
        _snapshot_if_complete(match.round)
        if match.round.kind == Round.Kind.CUT:
            _advance_cut(match.round, actor)
    return match


def _snapshot_if_complete(round_):
    if round_.kind != Round.Kind.SWISS or missing_results(round_):
        return None
    rows = [s.__dict__ for s in event_standings(round_.event, through=round_.number)]
    snapshot, _c = StandingsSnapshot.objects.update_or_create(round=round_, defaults={"rows": rows})
    return snapshot


# -- the top cut -----------------------------------------------------------------------------------------


def cut_start(*, event, actor):
    _require_judge(actor, event)
    event.refresh_from_db()
    if not event.top_cut:
        raise TournamentError(_("This event has no top cut."), status=409)
    current = current_round(event)
    if event.stage != Stage.SWISS or missing_results(current):
        raise TournamentError(_("The top cut starts when every Swiss result is in."), status=409)
    seeds = [s.id for s in event_standings(event) if not s.dropped]
    try:
        pairs = top_cut(seeds, event.top_cut)
    except ValueError as exc:
        raise TournamentError(str(exc), status=409) from None
    with transaction.atomic():
        round_ = _cut_round(event, current.number + 1, pairs)
        event.stage = Stage.CUT
        event.save(update_fields=["stage"])
        audit(event=event, actor=actor, kind="pairing", action="top_cut", obj=round_, after={"pairs": pairs})
    return round_


def _cut_round(event, number, pairs):
    round_ = Round.objects.create(event=event, number=number, kind=Round.Kind.CUT)
    Match.objects.bulk_create(Match(round=round_, table=i, a_id=a, b_id=b) for i, (a, b) in enumerate(pairs, 1))
    return round_


def _advance_cut(round_, actor):
    if missing_results(round_):
        return
    event = round_.event
    winners = [m.a_id if m.outcome == "a" else m.b_id for m in round_.matches.order_by("table")]
    if len(winners) == 1:
        event.stage = Stage.FINISHED
        event.save(update_fields=["stage"])
        audit(event=event, actor=actor, kind="pairing", action="finish", obj=round_, after={"winner": winners[0]})
        return
    new = _cut_round(event, round_.number + 1, next_round(winners))
    audit(event=event, actor=actor, kind="pairing", action="top_cut", obj=new, after={"pairs": next_round(winners)})


def event_finish(*, event, actor):
    if not is_event_organiser(actor, event):
        raise _forbidden()
    if missing_results(current_round(event)):
        raise TournamentError(_("Results are still missing."), status=409)
    event.stage = Stage.FINISHED
    event.save(update_fields=["stage"])
    audit(event=event, actor=actor, kind="event", action="finish", obj=event)
    return event


# -- deck checks -----------------------------------------------------------------------------------------


def deck_checks_create(*, event, actor, count=0, registrations=(), seed=None):
    """The head judge picks `count` random players with a list (or the named `registrations`)."""
    if not is_head_judge(actor, event):
        raise _forbidden(_("Only the head judge orders deck checks."))
    with_lists = list(event.registrations.filter(status=ACTIVE, decklist__isnull=False).order_by("pk"))
    named = [r for r in with_lists if r.pk in {getattr(x, "pk", x) for x in registrations}]
    if registrations and len(named) != len(set(registrations)):
        raise TournamentError(_("Only active players with a decklist can be checked."), field="registrations")
    if not registrations:
        if count < 1 or count > len(with_lists):
            raise TournamentError(_("Pick between 1 and %(n)d players.") % {"n": len(with_lists)}, field="count")
        named = random.Random(seed).sample(with_lists, count)
    with transaction.atomic():
        current = current_round(event)
        checks = [DeckCheck.objects.create(event=event, registration=r, round=current, judge=actor) for r in named]
        for check in checks:
            audit(
                event=event,
                actor=actor,
                kind="deck_check",
                action="create",
                obj=check,
                after={"registration": check.registration_id},
            )
    return checks


def deck_check_record(*, check, actor, verdict, notes=""):
    if not is_event_judge(actor, check.event):
        raise _forbidden()
    if verdict not in (DeckCheck.Verdict.MATCH, DeckCheck.Verdict.MISMATCH):
        raise TournamentError(_("A deck check matches the list or does not."), field="verdict")
    with transaction.atomic():
        before = {"verdict": check.verdict, "notes": check.notes}
        check.verdict, check.notes = verdict, notes[:4000]
        check.save(update_fields=["verdict", "notes"])
        audit(
            event=check.event,
            actor=actor,
            kind="deck_check",
            action="record",
            obj=check,
            before=before,
            after={"verdict": verdict, "notes": check.notes},
        )
    return check


# -- penalties -------------------------------------------------------------------------------------------


def earlier_in_category(registration, category, exclude=None):
    found = Penalty.objects.filter(registration=registration, category=category)
    return found.exclude(pk=exclude) if exclude else found


def penalty_create(*, event, actor, registration, infraction, penalty, description="", match=None, reason=""):
    """Record an infraction. A penalty above or below the catalogue's default is an upgrade or downgrade:
    it needs a reason, and stands approved when the head judge records it (else awaits approval).
    A game or match loss changes the match's result; a disqualification drops the player too."""
    _require_judge(actor, event)
    if registration.event_id != event.pk:
        raise TournamentError(_("That player is not in this event."), status=404)
    try:
        item = catalogue.infraction(event.game.slug, infraction)
        deviation = catalogue.deviation(item.default_penalty, penalty)
    except ValueError as exc:
        raise TournamentError(str(exc), field="infraction") from None
    if deviation and not reason.strip():
        raise TournamentError(_("An upgrade or downgrade needs its reason."), field="reason")
    if match is not None and registration.pk not in (match.a_id, match.b_id):
        raise TournamentError(_("That player is not in this match."), field="match")
    with transaction.atomic():
        record = Penalty.objects.create(
            event=event,
            registration=registration,
            round=match.round if match else current_round(event),
            match=match,
            judge=actor,
            infraction=item.code,
            category=str(item.category),
            default_penalty=item.default_penalty,
            penalty=penalty,
            deviation_reason=reason.strip(),
            approved_by=actor if deviation and is_head_judge(actor, event) else None,
            description=description[:4000],
        )
        audit(event=event, actor=actor, kind="penalty", action="create", obj=record, after=penalty_state(record))
        _apply_penalty(record, actor)
    return record


def penalty_state(record):
    return {
        "registration": record.registration_id,
        "infraction": record.infraction,
        "penalty": record.penalty,
        "approved_by": record.approved_by_id,
        "match": record.match_id,
    }


def needs_approval(record):
    return record.penalty != record.default_penalty and record.approved_by_id is None


def penalty_approve(*, record, actor):
    if not is_head_judge(actor, record.event):
        raise _forbidden(_("Only the head judge approves an upgrade or downgrade."))
    with transaction.atomic():
        before = penalty_state(record)
        record.approved_by = actor
        record.save(update_fields=["approved_by"])
        audit(
            event=record.event,
            actor=actor,
            kind="penalty",
            action="approve",
            obj=record,
            before=before,
            after=penalty_state(record),
        )
    return record


def _apply_penalty(record, actor):
    if record.penalty == "disqualification" and record.registration.status != DROPPED:
        reg = record.registration
        reg.status, reg.dropped_after = DROPPED, getattr(record.round, "number", 0)
        reg.save(update_fields=["status", "dropped_after"])
        audit(event=record.event, actor=actor, kind="registration", action="disqualify", obj=reg, after=_reg(reg))
    match = record.match
    if match is None or match.is_bye or record.penalty not in ("game_loss", "match_loss", "disqualification"):
        return
    event = record.event
    side = "a" if match.a_id == record.registration_id else "b"
    other = "b" if side == "a" else "a"
    if record.penalty == "game_loss" and event.best_of == 3:
        games = {"a": match.a_games, "b": match.b_games}
        games[other] = min(2, games[other] + 1)
        outcome = other if games[other] == 2 else match.outcome or ""
        values = {"a_games": games["a"], "b_games": games["b"], "outcome": outcome, "draws": match.draws}
    else:
        wins = 2 if event.best_of == 3 else 1
        values = {"outcome": other, f"{other}_games": wins, f"{side}_games": 0, "draws": 0}
    if values["outcome"]:
        _write_result(match, actor, values, action="penalty")
    else:
        before = match_state(match)
        Match.objects.filter(pk=match.pk).update(**{k: v for k, v in values.items() if k != "outcome"})
        match.refresh_from_db()
        audit(
            event=event,
            actor=actor,
            kind="result",
            action="penalty",
            obj=match,
            before=before,
            after=match_state(match),
        )


def player_matches(registration):
    return Match.objects.filter(Q(a=registration) | Q(b=registration)).select_related("round", "a", "b")
