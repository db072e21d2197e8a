"""The end of an event: its final placings (the top cut's order, then the Swiss standings), its champion
and the top cut's bracket. Reads only: the order itself is the pure module's (tournaments.placings)."""

from django.utils.translation import gettext as _

from ..models import Round
from ..placings import CutMatch, placings
from .progress import Stage, event_standings


def cut_rounds(event):
    """The top cut's rounds in order, each with its matches (players loaded), in bracket order."""
    rounds = list(event.rounds_played.filter(kind=Round.Kind.CUT).order_by("number"))
    for round_ in rounds:
        round_.bracket = list(round_.matches.select_related("a", "b").order_by("table"))
    return rounds


def _winner(match):
    return {"a": match.a_id, "b": match.b_id}.get(match.outcome)


def event_placings(event, rounds=None):
    """Every player who entered, placed: the cut's order first, then the Swiss standings."""
    rounds = cut_rounds(event) if rounds is None else rounds
    swiss = [s.id for s in event_standings(event)]
    return placings(swiss, [[CutMatch(m.a_id, m.b_id, _winner(m)) for m in r.bracket] for r in rounds])


def champion_id(event, placed):
    """The winner of a finished event: the final's winner, or the first of the Swiss standings without a cut."""
    if event.stage != Stage.FINISHED or not placed:
        return None
    return placed[0].id


def round_title(size):
    """A cut round named by how many players it has: the final, the semi-finals, ... the top 32."""
    names = {2: _("Final"), 4: _("Semi-finals"), 8: _("Quarter-finals")}
    return names.get(size) or _("Top %(n)d") % {"n": size}


def reached_title(reached):
    """What a placing's `reached` says: the champion, the finalist, a semi-finalist ..., or nothing (Swiss)."""
    names = {1: _("Champion"), 2: _("Finalist"), 4: _("Semi-finalist"), 8: _("Quarter-finalist")}
    return names.get(reached) or (_("Top %(n)d") % {"n": reached} if reached else "")
