"""Tournament pages: public event page (pairings and standings refresh themselves), the player's own
page, and the staff's pages behind login (their one-click actions: views_actions). Every write is a
services function, which checks the user's role (config.roles); a staff page answers 404 to anyone else."""

from types import SimpleNamespace

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config import roles
from config.domain import Conflict, Invalid, NotFound
from games.i18n import localise_message, localise_problem
from judging.adjudications.forms import AdjudicationForm

from . import exports, penalties, selectors, services
from .checklists import checklist
from .forms import (
    DeckCheckForm,
    DeckCheckRecordForm,
    DecklistForm,
    EventForm,
    PenaltyForm,
    RegistrationForm,
    ResultForm,
    StaffForm,
)
from .models import DeckCheck, Event, EventStaff, Match, Penalty, Round
from .pairing_sheets import pairing_rows
from .published import published_list
from .selectors import own_registration
from .views_actions import as_int

REFUSED = (Invalid, Conflict)  # what a page shows as a message; Forbidden and NotFound are the 403 and 404 pages


def _fail(request, exc, to):
    messages.error(request, str(exc))
    return redirect(to)


def _roles(user, event):
    """What the event's pages offer this user (the services decide what they may do)."""
    return {
        "is_organiser": roles.may_manage_event(user, event),
        "is_staff": roles.may_see_staff_pages(user, event),
        "is_judge": roles.may_rule(user, event),
        "is_head_judge": roles.is_head_judge(user, event),
    }


def event_list(request):
    events = Event.objects.select_related("game", "format")[:200]
    context = {"events": events, "may_create": roles.may_create_event(request.user)}
    return render(request, "tournaments/list.html", context)


@login_required
def event_new(request):
    """Anyone signed in creates an event and is its organiser (services.event_create checks it)."""
    form = EventForm(request.POST or None, initial={"best_of": 1, "points_win": 3, "points_draw": 1})
    if request.method == "POST" and form.is_valid():
        fields = {k: v for k, v in form.cleaned_data.items() if k != "chain"}
        try:
            event = services.event_create(organiser=request.user, tiebreakers=form.cleaned_data["chain"], **fields)
        except Invalid as exc:
            form.add_error(exc.field, str(exc))
        else:
            return redirect(event)
    return render(request, "tournaments/new.html", {"form": form}, status=400 if form.errors else 200)


def _pairings(round_):
    if round_ is None:
        return []
    rows = []
    extra = services.extra_by_match(round_)
    for m in round_.matches.select_related("a", "b"):
        m.shown_notes = _shown_notes(m)
        m.extra = extra.get(m.pk, 0)
        rows.append(m)
    return rows


def _shown_notes(match):
    return [localise_message(n) if n.get("template") else n.get("message", "") for n in match.notes]


def event_page(request, event_id):
    event = selectors.event_get(event_id=event_id)
    current = services.current_round(event)
    mine = own_registration(request.user, event)
    context = {
        "event": event,
        "current": current,
        "pairings": _pairings(current),
        "standings": _standings_rows(event),
        "mine": mine,
        "my_match": _my_match(mine, current),
        "players": event.registrations.exclude(status="waiting").count(),
        "waiting": event.registrations.filter(status="waiting").count(),
        "planned_rounds": services.planned_rounds(event),
        "judges": selectors.staff_rows(event).filter(role=EventStaff.Role.JUDGE),
        **_roles(request.user, event),
    }
    return render(request, "tournaments/event.html", context)


def _standings_rows(event):
    names = {r.pk: r.shown_name for r in event.registrations.all()}
    return [{**s.__dict__, "name": names.get(s.id, s.id)} for s in services.event_standings(event)]


def _my_match(mine, current):
    if mine is None or current is None:
        return None
    return next((m for m in _pairings(current) if mine.pk in (m.a_id, m.b_id)), None)


def pairings_partial(request, event_id):
    event = selectors.event_get(event_id=event_id)
    current = services.current_round(event)
    context = {"event": event, "current": current, "pairings": _pairings(current), **_roles(request.user, event)}
    return render(request, "tournaments/_pairings.html", context)


def standings_partial(request, event_id):
    event = selectors.event_get(event_id=event_id)
    return render(request, "tournaments/_standings.html", {"event": event, "standings": _standings_rows(event)})


def pairings_sheet(request, event_id, round_number):
    event = selectors.event_get(event_id=event_id)
    round_ = get_object_or_404(Round, event=event, number=round_number)
    matches = _pairings(round_)
    _by_table, by_name = pairing_rows(round_)
    context = {"event": event, "round": round_, "matches": matches, "by_name": by_name, **_roles(request.user, event)}
    return render(request, "tournaments/sheet.html", context)


@login_required
def me(request, event_id):
    """The player's own page: their table, opponent, record, list and penalties."""
    event = selectors.event_get(event_id=event_id)
    mine = own_registration(request.user, event)
    if mine is None:
        return redirect(event)
    row = next((s for s in _standings_rows(event) if s["id"] == mine.pk), None)
    matches = list(services.player_matches(mine))
    context = {
        "event": event,
        "mine": mine,
        "row": row,
        "matches": matches,
        "my_match": _my_match(mine, services.current_round(event)),
        "decklist": getattr(mine, "decklist", None),
        "penalties": _penalty_rows(
            list(selectors.penalties_visible(user=request.user, event=event).filter(registration=mine))
        ),
        "locked": event.decklists_locked(),
        "form": DecklistForm(),
        "result_form": ResultForm(),
        **_roles(request.user, event),  # a player who is also on the staff keeps the header's staff links
    }
    if context["decklist"]:
        label = event.format.label if event.format else None
        problems = context["decklist"].verdict.get("problems", [])
        context["problems"] = [localise_problem(p, html=True, format_label=label) for p in problems]
    return render(request, "tournaments/me.html", context)


@login_required
@require_POST
def register(request, event_id):
    event = selectors.event_get(event_id=event_id)
    try:
        services.registration_create(
            event=event, actor=request.user, user=request.user, partner_name=request.POST.get("partner_name", "")
        )
    except REFUSED as exc:
        return _fail(request, exc, event)
    return redirect("event-me", event.pk)


@login_required
@require_POST
def decklist_submit(request, event_id):
    event = selectors.event_get(event_id=event_id)
    mine = own_registration(request.user, event)
    roles.require(mine is not None, _("Register for the event to submit a decklist."))
    form = DecklistForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Paste a decklist."))
        return redirect("event-me", event.pk)
    try:
        decklist = services.decklist_submit(registration=mine, actor=request.user, text=form.cleaned_data["decklist"])
    except REFUSED as exc:
        return _fail(request, exc, reverse("event-me", args=[event.pk]))
    if decklist.legal:
        messages.success(request, _("Your decklist is legal."))
    else:
        messages.warning(request, _("Your decklist has problems: see below."))
    return redirect("event-me", event.pk)


@login_required
def manage(request, event_id):
    """The organiser's and judges' page: players and their lists, staff, rounds, deck checks, exports."""
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    registrations = event.registrations.select_related("decklist", "user")
    context = {
        "event": event,
        "registrations": registrations,
        "summary": services.decklist_summary(event) if event.has_decklists else None,
        "current": services.current_round(event),
        "missing": services.missing_results(services.current_round(event)),
        "unpaired": services.unpaired(services.current_round(event)) if services.current_round(event) else [],
        "conflicts": Match.objects.filter(round__event=event, outcome="", disputed__isnull=False).select_related(
            "round"
        ),
        "rounds": event.rounds_played.all(),
        "staff": selectors.staff_rows(event),
        "checks": DeckCheck.objects.filter(event=event).select_related("registration", "judge"),
        "planned_rounds": services.planned_rounds(event),
        "walk_in": RegistrationForm(),
        "staff_form": StaffForm(),
        "check_form": DeckCheckForm(),
        **_roles(request.user, event),
    }
    return render(request, "tournaments/manage.html", context)


@login_required
def deck_check(request, event_id, check_id):
    """The printable checklist of one deck check, and the form recording whether the deck matched."""
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    check = get_object_or_404(DeckCheck.objects.select_related("registration__decklist"), pk=check_id, event=event)
    form = DeckCheckRecordForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        services.deck_check_record(check=check, actor=request.user, **form.cleaned_data)
        return redirect("event-manage", event.pk)
    decklist = getattr(check.registration, "decklist", None)
    sections = checklist(event.game.slug, decklist.text) if decklist else []
    context = {"event": event, "check": check, "sections": sections, "form": form, **_roles(request.user, event)}
    return render(request, "tournaments/deck_check.html", context)


@login_required
def match_page(request, event_id, match_id):
    """One match: its result, its players' penalties, and the judge's ties to rulings and adjudications."""
    event = selectors.event_get(event_id=event_id)
    match = selectors.match_get(event=event, match_id=match_id)
    shown = _roles(request.user, event)
    in_match = any(roles.is_player(request.user, r) for r in match.players())
    roles.require(shown["is_staff"] or in_match, _("Only the players of this match and the event's staff open it."))
    form = ResultForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = {k: v or 0 for k, v in form.cleaned_data.items() if k != "no_show"}
        try:
            if shown["is_staff"]:
                services.result_enter(
                    match=match,
                    actor=request.user,
                    no_show=form.cleaned_data["no_show"],
                    correct=bool(request.POST.get("correct")),
                    **data,
                )
            else:
                services.result_report(match=match, actor=request.user, **data)
        except REFUSED as exc:
            messages.error(request, str(exc))
        return redirect("event-match", event.pk, match.pk)
    history = {
        r.pk: _penalty_rows(list(selectors.penalties_visible(user=request.user, event=event).filter(registration=r)))
        for r in match.players()
    }
    context = {
        "event": event,
        "match": match,
        "notes": _shown_notes(match),
        "form": form,
        "history": [(r, history[r.pk]) for r in match.players()],
        "adjudications": match.adjudications.all(),
        "checks": DeckCheck.objects.filter(event=event, registration__in=match.players()),
        "conflict": _conflict(match),
        **shown,
    }
    return render(request, "tournaments/match.html", context)


def _conflict(match):
    """The two different reports of a match in conflict, each as (who reported, the result shown as one)."""
    if not match.in_conflict:
        return []
    reports = [(match.reported_by, match.reported), (match.disputed_by, match.disputed)]
    return [(by, SimpleNamespace(a=match.a, b=match.b, no_show=False, **values)) for by, values in reports]


@login_required
@require_POST
def match_deck_check(request, event_id, match_id, registration_id):
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    match = selectors.match_get(event=event, match_id=match_id)
    if registration_id not in (match.a_id, match.b_id):
        raise NotFound(_("That player is not in this match."))
    try:
        (check,) = services.deck_checks_create(event=event, actor=request.user, registrations=[registration_id])
    except REFUSED as exc:
        return _fail(request, exc, reverse("event-match", args=[event.pk, match.pk]))
    return redirect("event-deck-check", event.pk, check.pk)


@login_required
def match_adjudicate(request, event_id, match_id):
    """Submit a recorded game of this match for adjudication; the adjudication is linked to the match."""
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    roles.require(roles.may_rule(request.user, event), _("Only the event's judges submit a game for adjudication."))
    match = selectors.match_get(event=event, match_id=match_id)
    form = AdjudicationForm(request.POST or None, request.FILES or None, initial={"game": event.game.slug})
    adjudication = form.submit(request.user) if request.method == "POST" else None
    if adjudication is not None:
        match.adjudications.add(adjudication)
        services.audit(
            event=event,
            actor=request.user,
            kind="result",
            action="adjudication",
            obj=match,
            after={"adjudication": str(adjudication.pk)},
        )
        return redirect(adjudication)
    return render(
        request,
        "tournaments/adjudicate.html",
        {"event": event, "match": match, "form": form, **_roles(request.user, event)},
        status=400 if form.errors else 200,
    )


@login_required
def penalty_new(request, event_id):
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    roles.require(roles.may_rule(request.user, event), _("Only the event's judges record penalties."))
    match = None
    if request.GET.get("match") or request.POST.get("match"):
        match = selectors.match_get(event=event, match_id=as_int(request.GET.get("match") or request.POST.get("match")))
    players = match.players() if match else list(event.registrations.exclude(status="waiting"))
    form = PenaltyForm(request.POST or None, event=event, players=players)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            services.penalty_create(
                event=event,
                actor=request.user,
                registration=event.registrations.get(pk=data["registration"]),
                match=match,
                **services.penalty_input(data),
            )
        except (*REFUSED, NotFound) as exc:
            form.add_error(exc.field if exc.field in form.fields else None, str(exc))
        else:
            messages.success(request, _("Penalty recorded."))
            return redirect("event-penalties", event.pk)
    context = {"event": event, "match": match, "form": form, "earlier": _earlier(request, event, players)}
    context.update(_roles(request.user, event))  # the header's staff links
    if request.htmx and request.method == "GET":
        return render(request, "tournaments/_penalty_table.html", {**context, "records": context["earlier"]})
    return render(request, "tournaments/penalty_new.html", context, status=400 if form.errors else 200)


def _earlier(request, event, players):
    """The players' earlier penalties; once a player and an infraction are chosen, that player's in its category."""
    earlier = selectors.penalties_visible(user=request.user, event=event).filter(registration__in=players)
    chosen = request.GET if request.method == "GET" else request.POST
    player, code = as_int(chosen.get("registration")) or 0, chosen.get("infraction")
    item = next((i for i in penalties.CATALOGUES.get(event.game.slug, ()) if i.code == code), None)
    if player > 0 and item is not None:
        earlier = earlier.filter(registration_id=player, category=str(item.category))
    return _penalty_rows(earlier)


def _penalty_rows(records):
    for record in records:
        names = services.penalty_names(record)
        record.infraction_name, record.penalty_name, record.category_name = (
            names["infraction"],
            names["penalty"],
            names["category"],
        )
        record.awaiting = services.needs_approval(record)
    return records


@login_required
def penalty_list(request, event_id):
    event = selectors.event_get(event_id=event_id)
    records = selectors.penalties_visible(user=request.user, event=event)
    if not roles.may_rule(request.user, event) and not records.exists():
        raise NotFound(_("You have no penalties in this event."))
    context = {"event": event, "records": _penalty_rows(list(records)), **_roles(request.user, event)}
    return render(request, "tournaments/penalties.html", context)


@login_required
@require_POST
def penalty_approve(request, event_id, penalty_id):
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    record = get_object_or_404(Penalty, pk=penalty_id, event=event)
    try:
        services.penalty_approve(record=record, actor=request.user)
    except REFUSED as exc:
        return _fail(request, exc, reverse("event-penalties", args=[event.pk]))
    return redirect("event-penalties", event.pk)


@login_required
def audit_log(request, event_id):
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    entries = event.audit.order_by("-at", "-id")[:1000]
    context = {"event": event, "entries": entries, **_roles(request.user, event)}  # the header's staff links
    return render(request, "tournaments/audit.html", context)


def decklists_page(request, event_id):
    event = selectors.event_get(event_id=event_id)
    lists = selectors.decklists_visible(user=request.user, event=event)
    if not lists.exists() and not roles.may_rule(request.user, event):
        raise NotFound(_("No decklist of this event is public."))
    place = {p.id: p.place for p in services.event_placings(event)}  # the lists in the order of the placings
    ordered = sorted(lists, key=lambda d: (place.get(d.registration_id, len(place) + 1), d.registration_id))
    shown = [(d, published_list(event.game.slug, d.text)) for d in ordered]
    return render(request, "tournaments/decklists.html", {"event": event, "lists": shown})


EXPORTS = {
    "players": (exports.PLAYERS, exports.players_rows),
    "decklists": (exports.DECKLISTS, exports.decklists_rows),
    "pairings": (exports.PAIRINGS, exports.pairings_rows),
    "results": (exports.RESULTS, exports.results_rows),
    "penalties": (exports.PENALTIES, exports.penalties_rows),
}


@login_required
def export(request, event_id, what):
    event = selectors.event_get(event_id=event_id)
    selectors.staff_or_404(request.user, event)
    filename = f"event-{event.pk}-{what}.csv"
    if what == "standings":
        names = {r.pk: r.shown_name for r in event.registrations.all()}
        rows = exports.standings_rows(event, services.event_standings(event), names)
        return exports.csv_response(filename, exports.STANDINGS, rows)
    if what not in EXPORTS:
        raise NotFound(_("No such export."))
    header, rows = EXPORTS[what]
    return exports.csv_response(filename, header, rows(event))
