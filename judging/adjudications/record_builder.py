"""The record builders on the submit page (a game's partial adjudications/_<slug>_builder.html and its script)
and the JSON endpoints behind them.

A builder writes the record box as the judge clicks; these endpoints check its shape as it grows (the
server's own check_shape, the first error naming its field), deal from a seed (a game whose presenter
deals) and hand out a complete example. They store nothing: the record is still submitted by the form. Bad input is a
400 naming the field, never a 500; a visitor who is not logged in gets a 401 rather than the login page.
"""

import json
from functools import wraps

from django.http import JsonResponse
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_POST

from config import jsonbody
from games.i18n import localise
from games.rules import registry as games
from games.rules.messages import Word

from . import examples, registry, services
from .presenters import game_presenter

# a turn-by-turn form's choice of a player: (the record's seat, its name on the page)
BUILDER_PLAYERS = [(0, gettext_lazy("player 0")), (1, gettext_lazy("player 1"))]


def builders(offered):
    """[{"slug", "template", "script", "words", "context"}] of each offered game that has a record builder (a partial
    adjudications/_<slug>_builder.html): the builder's words from the game's descriptor (BUILDER), with
    the page's own (its presenter's BUILDER_WORDS, translated in their context), and its presenter's
    builder_context() when it has one; its script is static js/<slug>_builder.js unless the presenter names
    another (BUILDER_SCRIPT)."""
    found = []
    for slug in offered:
        template = f"adjudications/_{slug}_builder.html"
        try:
            get_template(template)
        except TemplateDoesNotExist:
            continue
        presenter = game_presenter(slug)
        words = {name: [_translated(item) for item in items] for name, items in _vocabulary(slug).items()}
        words.update(getattr(presenter, "BUILDER_WORDS", {}))
        context = presenter.builder_context() if hasattr(presenter, "builder_context") else None
        script = getattr(presenter, "BUILDER_SCRIPT", f"js/{slug}_builder.js")
        found.append({"slug": slug, "template": template, "script": script, "words": words, "context": context})
    return found


def _vocabulary(slug):
    return games.get(slug).adjudication().BUILDER


def _translated(item):
    """A choice of the builder with its marked words (games.rules.messages.N_) translated where shown."""
    return tuple(gettext_lazy(part) if isinstance(part, Word) else part for part in item)


def refused(field, message, status=400, **extra):
    return JsonResponse({"field": field, "message": str(message), **extra}, status=status)


def logged_in(view):
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not request.user.is_authenticated:
            return refused(None, _("Log in to use the record builder."), status=401)
        return view(request, *args, **kwargs)

    return wrapper


def _engine(game):
    try:
        return registry.engine_for(game)
    except registry.NoEngine:
        return None


@require_POST
@logged_in
def record_check(request, game):
    """POST the record as JSON: 200 {"field": null, ...} when well-formed, 400 with the first shape error
    ({"field": its path, "message", "errors": [every error]}) otherwise. A well-formed record also gets the
    builder's hints when the game's presenter gives some (`builder_hints(engine, record)`: who acts next,
    the first violation of a replay so far); the adjudication itself stays the worker's."""
    engine = _engine(game)
    if engine is None:
        return refused("game", _('No adjudication engine for "%(game)s".') % {"game": game}, status=404)
    unsupported = jsonbody.unsupported_type(request)
    if unsupported:
        return refused("record", unsupported, status=415)
    if len(request.body) > services.RECORD_MAX_BYTES:
        return refused("record", _("The record is larger than %(limit)d bytes.") % {"limit": services.RECORD_MAX_BYTES})
    try:
        record = json.loads(request.body.decode("utf-8"))
    except UnicodeDecodeError:
        return refused("record", _("The record is not UTF-8 text."))
    except json.JSONDecodeError as exc:
        where = {"line": exc.lineno, "column": exc.colno, "error": exc.msg}
        return refused("record", _("Not valid JSON: line %(line)d, column %(column)d: %(error)s.") % where)
    except RecursionError:
        return refused("record", _("Not valid JSON: nested too deeply."))
    except ValueError as exc:  # an integer longer than Python's digit limit
        return refused("record", _("Not valid JSON: %(error)s.") % {"error": exc})
    if not isinstance(record, dict):
        return refused("record", _("The record must be a JSON object ({...})."))
    try:
        jsonbody.check(record)  # the limits every JSON body has: the submission would refuse it too
    except jsonbody.JSONBodyError as exc:
        return refused(exc.path or "record", str(exc))
    errors = [_shown(error) for error in engine.check_shape(record)]
    if errors:
        first = errors[0]
        return refused(first["path"] or "record", first["message"], errors=errors)
    body = {"field": None, "message": "", "errors": []}
    hints = getattr(game_presenter(game), "builder_hints", None)  # e.g. who bids or plays next
    if hints:
        body.update(hints(engine, record))
    return JsonResponse(body)


@require_GET
@logged_in
def builder_deal(request, game):
    """GET ?seed=text: a deal from the seed by the game's presenter (`builder_deal(seed)`: the same seed, the
    same deal), for a game whose builder deals; 404 for another."""
    deal = getattr(game_presenter(game), "builder_deal", None) if game in registry.games_with_engines() else None
    if deal is None:
        return refused("game", _('No deal for "%(game)s".') % {"game": game}, status=404)
    return deal(request.GET.get("seed", "").strip())


def _shown(error):
    message = localise(error.template, error.params) if error.template else error.message
    return {"path": error.path, "message": message}


@require_GET
@logged_in
def builder_example(request, game):
    """The game's example record to load (examples.example_to_load: the demo one on demo cards alone)."""
    text = examples.example_to_load(game)
    if not text:
        return refused("game", _('No example record for "%(game)s".') % {"game": game}, status=404)
    return JsonResponse(json.loads(text))
