"""Pages of a whole event, once played: every round's pairings and results, one page a round, and the
published decklists with their cards' names by section and the file to download."""

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.text import slugify
from django.utils.translation import gettext as _

from config.domain import NotFound

from . import selectors, services
from .models import Round
from .published import published_list
from .views import _pairings, _roles


def round_page(request, event_id, round_number):
    """One round's pairings and results, the round picker above them; any round, not only the last."""
    event = selectors.event_get(event_id=event_id)
    round_ = get_object_or_404(Round, event=event, number=round_number)
    title = None
    if round_.kind == Round.Kind.CUT:
        title = services.round_title(2 * round_.matches.count())
    context = {
        "event": event,
        "round": round_,
        "title": title,
        "pairings": _pairings(round_),
        **_roles(request.user, event),
    }
    return render(request, "tournaments/round.html", context)


def _visible_list(request, event, registration_id):
    found = selectors.decklists_visible(user=request.user, event=event).filter(registration_id=registration_id).first()
    if found is None:
        raise NotFound(_("No decklist of this event is public."))
    return found


def decklist_download(request, event_id, registration_id):
    """A published list as a file in its game's own format (a .ydk where the game has one, else its text list)."""
    event = selectors.event_get(event_id=event_id)
    decklist = _visible_list(request, event, registration_id)
    body, extension = published_list(event.game.slug, decklist.text).file()
    response = HttpResponse(body, content_type="text/plain; charset=utf-8")
    name = slugify(decklist.registration.shown_name) or "deck"
    response["Content-Disposition"] = f'attachment; filename="{name}.{extension}"'
    return response
