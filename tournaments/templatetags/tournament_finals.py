"""The end of an event on its pages: the champion, the top cut's bracket and the final placings, and the
picker leading to every round's pairings and results (inclusion tags, so the event page's view stays as it is)."""

from django import template

from .. import services

register = template.Library()


@register.inclusion_tag("tournaments/_finals.html")
def event_finals(event):
    rounds = services.cut_rounds(event)
    if not rounds and event.stage != event.Stage.FINISHED:
        return {"shown": False}
    placed = services.event_placings(event, rounds)
    names = {r.pk: r.shown_name for r in event.registrations.all()}
    seeds = {p.id: p.swiss_rank for p in placed}
    champion = services.champion_id(event, placed)
    return {
        "shown": True,
        "event": event,
        "champion": names.get(champion) if champion else None,
        "bracket": [bracket_round(r, seeds) for r in rounds],
        "placings": [
            {
                "place": p.place,
                "name": names.get(p.id, p.id),
                "reached": services.reached_title(p.reached),
                "swiss_rank": p.swiss_rank,
            }
            for p in placed
        ],
    }


def bracket_round(round_, seeds):
    """One round of the bracket: its title and its matches, each player with their seed (Swiss rank)."""
    for m in round_.bracket:
        m.a_seed, m.b_seed = seeds.get(m.a_id), seeds.get(m.b_id)
    return {"number": round_.number, "title": services.round_title(2 * len(round_.bracket)), "matches": round_.bracket}


@register.inclusion_tag("tournaments/_round_picker.html")
def round_picker(event, shown=None):
    rounds = list(event.rounds_played.all())
    cut_sizes = {r.pk: 2 * r.matches.count() for r in rounds if r.kind == r.Kind.CUT}
    items = [
        {"number": r.number, "title": services.round_title(cut_sizes[r.pk]) if r.pk in cut_sizes else None}
        for r in rounds
    ]
    return {"event": event, "rounds": items, "shown": shown}
