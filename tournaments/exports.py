"""CSV exports of an event. A cell a spreadsheet would read as a formula (= + - @, a tab or a carriage
return first, fullwidth forms included) is prefixed with an apostrophe, so an exported name can never run
as one (config.csvsafe)."""

import csv
import io

from django.http import HttpResponse

from config.csvsafe import safe_cell

from .models import Decklist, Match, Penalty


def neutral(value):
    return safe_cell("" if value is None else str(value))


def csv_response(filename, header, rows):
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows([neutral(v) for v in row] for row in rows)
    response = HttpResponse(out.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def players_rows(event):
    for r in event.registrations.all():
        yield [r.pk, r.name, r.partner_name, r.status, r.checked_in, r.dropped_after, r.late_losses]


PLAYERS = ["id", "name", "partner", "status", "checked_in", "dropped_after", "late_losses"]


def decklists_rows(event):
    for d in Decklist.objects.filter(registration__event=event).select_related("registration"):
        problems = len(d.verdict.get("problems") or [])
        yield [d.registration_id, d.registration.name, d.legal, problems, d.submitted_at.isoformat(), d.text]


DECKLISTS = ["id", "name", "legal", "problems", "submitted_at", "decklist"]


def _matches(event):
    return Match.objects.filter(round__event=event).select_related("round", "a", "b").order_by("round__number", "table")


def pairings_rows(event):
    for m in _matches(event):
        yield [
            m.round.number,
            m.round.kind,
            m.table,
            m.a.shown_name,
            m.b.shown_name if m.b else "",
            " | ".join(n.get("message", "") for n in m.notes),
        ]


PAIRINGS = ["round", "kind", "table", "player_a", "player_b", "notes"]


def results_rows(event):
    for m in _matches(event):
        yield [
            m.round.number,
            m.table,
            m.a.shown_name,
            m.b.shown_name if m.b else "",
            m.outcome,
            m.a_games,
            m.b_games,
            m.draws,
            m.no_show,
        ]


RESULTS = ["round", "table", "player_a", "player_b", "outcome", "a_games", "b_games", "draws", "no_show"]


def standings_rows(event, table, names):
    for s in table:
        yield [
            s.rank,
            names.get(s.id, s.id),
            s.points,
            s.wins,
            s.losses,
            s.draws,
            s.byes,
            f"{s.omw:.4f}",
            f"{s.gw:.4f}",
            f"{s.ogw:.4f}",
            f"{s.oomw:.4f}",
            s.dropped,
        ]


STANDINGS = ["rank", "name", "points", "wins", "losses", "draws", "byes", "omw", "gw", "ogw", "oomw", "dropped"]


def penalties_rows(event):
    records = Penalty.objects.filter(event=event).select_related("registration", "judge", "round", "approved_by")
    for p in records:
        yield [
            p.created_at.isoformat(),
            p.round.number if p.round else "",
            p.registration.shown_name,
            p.infraction,
            p.category,
            p.default_penalty,
            p.penalty,
            p.deviation_reason,
            p.approved_by.get_username() if p.approved_by else "",
            p.judge.get_username(),
            p.description,
        ]


PENALTIES = [
    "at",
    "round",
    "player",
    "infraction",
    "category",
    "default",
    "penalty",
    "reason",
    "approved_by",
    "judge",
    "description",
]
