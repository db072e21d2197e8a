"""The JSON endpoints behind the record builder on the submit page (static/js/record_builder.js).

The builder writes the record box as the judge clicks; these endpoints check its shape as it grows
(the server's own check_shape, the first error naming its field), deal at random from a seed and hand
out a complete example. They store nothing: the record is still submitted by the form. Bad input is a
400 naming the field, never a 500; a visitor who is not logged in gets a 401 rather than the login page.
"""

import json
from functools import wraps

from django.http import JsonResponse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy
from django.views.decorators.http import require_GET, require_POST

from config import jsonbody
from games.i18n import localise, localise_violation
from games.rules.tractor import bidding
from games.rules.tractor import deal as tractor_deal
from games.rules.tractor.cards import FACES, RANKS
from games.rules.yugioh import record as yugioh_record
from games.rules.yugioh.cards import EFFECT_LABELS
from games.rules.yugioh.duel import PHASE_LABELS, ZONE_WORDS

from . import examples, registry, services

SEATS = 4
# The Esferas form's parts of an action that are paid for: (part, its field's label, its name in the payment's labels)
ESFERAS_PAYMENTS = [
    ("card", "", gettext_lazy("The card")),
    ("modifier", gettext_lazy("Modifier (code, optional)"), gettext_lazy("The modifier")),
    ("defence", gettext_lazy("The opponent's defence card (code; empty: no defence)"), gettext_lazy("The defence")),
]
# The DBZ form's Tokui-Waza choices: (the record's word, its name on the page); the words are the engine's
DBZ_STYLES = [
    ("Red", pgettext_lazy("DBZ style", "Red")),
    ("Blue", pgettext_lazy("DBZ style", "Blue")),
    ("Orange", pgettext_lazy("DBZ style", "Orange")),
    ("Black", pgettext_lazy("DBZ style", "Black")),
    ("Saiyan", pgettext_lazy("DBZ style", "Saiyan")),
]

# The Yu-Gi-Oh! form's choices: (the engine's word, its name on the page as the verdicts name it): the phases, the
# zones a card starts in, where a card that leaves its place goes
YUGIOH_PHASES = [(word, gettext_lazy(PHASE_LABELS[word])) for word in yugioh_record.PHASES]
YUGIOH_ZONES = [(word, gettext_lazy(ZONE_WORDS[word])) for word in yugioh_record.ZONES]
YUGIOH_DESTINATIONS = [(word, gettext_lazy(ZONE_WORDS[word])) for word in yugioh_record.DESTINATIONS]
# a turn-by-turn form's choice of a player: (the record's seat, its name on the page)
BUILDER_PLAYERS = [(0, gettext_lazy("player 0")), (1, gettext_lazy("player 1"))]
# What the turn-by-turn forms name the record's words and their fields, as (form, word, name): Yu-Gi-Oh!'s actions (each
# "do" word, and a new phase), an activation's lists of card ids (its targets, its outcome's) and the links it
# negates; DBS's board fields, its actions (offence and defence: a combo in the last attack's steps) and an
# attack's fields. The forms offer every action and effect the engine knows, in the order of the lists below.
FORM_NAMES = [
    ("yugioh", "phase", gettext_lazy("the turn enters a phase")),
    ("yugioh", "draw", gettext_lazy("draws")),
    ("yugioh", "pass", gettext_lazy("passes")),
    ("yugioh", "normal_summon", gettext_lazy("Normal Summons")),
    ("yugioh", "set_monster", gettext_lazy("Sets a monster")),
    ("yugioh", "flip_summon", gettext_lazy("Flip Summons")),
    ("yugioh", "special_summon", gettext_lazy("Special Summons")),
    ("yugioh", "set_spell_trap", gettext_lazy("Sets a Spell or Trap")),
    ("yugioh", "change_position", gettext_lazy("changes a battle position")),
    ("yugioh", "attack", gettext_lazy("attacks")),
    ("yugioh", "activate", gettext_lazy("activates")),
    ("yugioh", "leave", gettext_lazy("a card leaves its place (battle, Tribute, cost)")),
    ("yugioh", "targets", gettext_lazy("Targets (ids, optional)")),
    ("yugioh", "destroy", gettext_lazy("On resolving, destroys (ids)")),
    ("yugioh", "banish", gettext_lazy("On resolving, banishes (ids)")),
    ("yugioh", "to_hand", gettext_lazy("On resolving, adds to the hand (ids)")),
    ("yugioh", "to_deck", gettext_lazy("On resolving, returns to the Deck (ids)")),
    ("yugioh", "negate_activation", gettext_lazy("On resolving, negates the activation of link (number)")),
    ("yugioh", "negate_effect", gettext_lazy("On resolving, negates the effect of link (number)")),
    ("dbs", "leader", gettext_lazy("Leader (card number)")),
    ("dbs", "life", gettext_lazy("Life cards (how many)")),
    ("dbs", "hand", gettext_lazy("Hand (card numbers; ? for a card nobody has seen)")),
    ("dbs", "deck", gettext_lazy("Cards in the deck (how many)")),
    ("dbs", "energy", gettext_lazy("Energy Area, all active (card numbers)")),
    ("dbs", "battle", gettext_lazy("Battle Area, all active (card numbers)")),
    ("dbs", "drop", gettext_lazy("Drop Area (card numbers)")),
    ("dbs", "draw", gettext_lazy("the turn’s draw")),
    ("dbs", "charge", gettext_lazy("the charge: a card from hand to the Energy Area")),
    ("dbs", "play", gettext_lazy("a card played from hand")),
    ("dbs", "attack", gettext_lazy("an attack")),
    ("dbs", "offence", gettext_lazy("a combo of the attacker (in the last attack)")),
    ("dbs", "defence", gettext_lazy("a combo of the defender (in the last attack)")),
    ("dbs attack", "attacker", gettext_lazy("Attacker (leader, an id or a card number)")),
    ("dbs attack", "target", gettext_lazy("The card attacked (leader, an id or a card number)")),
    ("dbs attack", "blocker", gettext_lazy("The defender’s blocker (optional)")),
    ("dbs attack", "life", gettext_lazy("The Life cards the damage takes (optional)")),
]


def _named(form, words):
    names = {word: name for of, word, name in FORM_NAMES if of == form}
    return [(word, names[word]) for word in words]


_YUGIOH_ACTION_ORDER = ("phase", "draw", "pass", *(a for a in yugioh_record.ACTIONS if a not in ("draw", "pass")))
YUGIOH_ACTIONS = _named("yugioh", _YUGIOH_ACTION_ORDER)
YUGIOH_EFFECTS = [("", gettext_lazy("a Spell or Trap (its Spell Speed from its type)"))] + [
    (word, gettext_lazy(EFFECT_LABELS[word])) for word in yugioh_record.EFFECTS
]
YUGIOH_ID_LISTS = _named("yugioh", ("targets", "destroy", "banish", "to_hand", "to_deck"))
YUGIOH_NEGATIONS = _named("yugioh", ("negate_activation", "negate_effect"))
# DBS: each player's board as (the record's key, its label, whether it is a count), the actions, an attack's fields
DBS_COUNTS = ("life", "deck")
DBS_BOARD = [
    (key, name, key in DBS_COUNTS)
    for key, name in _named("dbs", ("leader", "life", "hand", "deck", "energy", "battle", "drop"))
]
DBS_ACTIONS = _named("dbs", ("draw", "charge", "play", "attack", "offence", "defence"))
DBS_ATTACK = _named("dbs attack", ("attacker", "target", "blocker", "life"))
DBS_COMBO_FROM = [("hand", gettext_lazy("hand")), ("battle", gettext_lazy("Battle Area"))]


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
    ({"field": its path, "message", "errors": [every error]}) otherwise. For Tractor a well-formed record
    also gets `next` (who bids or plays next, the dealer) and the first `violation` of a replay so far: the
    builder's hints; the adjudication itself stays the worker's."""
    engine = _engine(game)
    if engine is None:
        return refused("game", _('No adjudication engine for "%(game)s".') % {"game": game}, status=404)
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
    if game == "tractor":
        body.update(_tractor_hints(engine, record))
    return JsonResponse(body)


def _shown(error):
    message = localise(error.template, error.params) if error.template else error.message
    return {"path": error.path, "message": message}


def _tractor_hints(engine, record):
    verdict = engine.adjudicate(record, engine.parse_variant({}))
    return {"next": tractor_next(record, verdict), "violation": localise_violation(verdict["violation"])}


def tractor_next(record, verdict):
    """Who acts next in a well-formed record, as far as the replay knows: {"bid": seat or None (the
    bidding is over), "dealer": seat or None, "play": seat or None (unknown: a trick's winner the replay
    did not reach)}. The builder offers these seats; the judge may record another (a play out of turn)."""
    bids = record.get("bids") or []
    bidding_over = verdict["trump"] is not None
    bid_seat = None if bidding_over else (bidding.first_bidder(record["dealer"]) + len(bids)) % SEATS
    tricks = record.get("tricks") or []
    play_seat = verdict["dealer"]
    if tricks:
        last = tricks[-1]
        if len(last) < SEATS:
            play_seat = (last[0]["seat"] + len(last)) % SEATS
        else:
            shown = verdict["tricks"][len(tricks) - 1] if len(verdict["tricks"]) >= len(tricks) else {}
            play_seat = shown.get("winner")
    return {"bid": bid_seat, "dealer": verdict["dealer"], "play": play_seat}


@require_GET
@logged_in
def tractor_deal_view(request):
    """GET ?seed=text: {"seed", "hands", "kitty"} dealt by games.rules.tractor.deal (the same seed, the same deal)."""
    seed = request.GET.get("seed", "").strip()
    if not seed:
        return refused("seed", _("Give a seed: any text or number, to deal the same cards again later."))
    if len(seed) > tractor_deal.MAX_SEED_LENGTH:
        limit = {"limit": tractor_deal.MAX_SEED_LENGTH}
        return refused("seed", _("The seed is longer than %(limit)d characters.") % limit)
    return JsonResponse({"seed": seed, **tractor_deal.deal(seed)})


@require_GET
@logged_in
def builder_example(request, game):
    """The game's complete example record (examples/<game>-complete.json, else its documented example)."""
    text = examples.complete_example(game)
    if not text:
        return refused("game", _('No example record for "%(game)s".') % {"game": game}, status=404)
    return JsonResponse(json.loads(text))


def tractor_builder_context():
    """What the builder's script shows, in the page's language (json_script: the CSP runs no inline
    script, and JSON data is not script): message templates with {fields}, each face's label and the
    deck grid's "n left" for 0, 1 and 2 copies (plural rules differ by language)."""
    from .presenters import card_view

    left = [ngettext("%(card)s, %(n)d left", "%(card)s, %(n)d left", n) for n in range(3)]
    return {
        "faces": {face: card_view(face) for face in FACES},
        "ranks": RANKS,
        "left": [text.replace("%(n)d", str(n)).replace("%(card)s", "{card}") for n, text in enumerate(left)],
        "text": {
            "seat": _("Seat {seat}"),
            "target_seat": _("Seat {seat}: {n}/25"),
            "target_kitty": _("Kitty: {n}/8"),
            "bid_turn": _("Seat {seat} to bid (bids go round from the dealer, seat 0 when there is none)."),
            "bid_over": _("The bidding is over."),
            "bid_pass": pgettext("bid", "pass"),
            "bid_item": _("Bid {number} · seat {seat}: {cards}"),
            "no_bid_cards": _("Seat {seat} holds no level card ({level}) nor joker to bid with."),
            "bury_turn": _("The dealer, seat {seat}, buries 8 cards from hand and kitty: {n}/8."),
            "bury_wait": _("The dealer is not known yet: finish the bidding first."),
            "play_turn": _("Trick {trick}: seat {seat} to play."),
            "play_unknown": _("Trick {trick}: who leads depends on who won the last trick; checking…"),
            "trick_item": _("Trick {number}: {plays}"),
            "play_item": _("seat {seat} {cards}"),
            "none_chosen": _("Choose cards first."),
            "checking": _("Checking the record…"),
            "well_formed": _("The record is well-formed so far."),
            "shape_error": _("Not yet well-formed: {field}: {message}"),
            "replay_legal": _("Replay so far: no illegal action."),
            "replay_violation": _("Replay so far: rule {rule}: {message}"),
            "bad_json": _(
                "The record box does not hold a Tractor record the builder can read; fix it or start a new record."
            ),
            "unreachable": _("The server could not check the record ({status}); the record box is still yours."),
            "dealt": _("Dealt from seed {seed}; bids, bury and tricks cleared."),
            "example_loaded": _("Example loaded: a complete hand."),
            "cleared": _("New record started."),
        },
    }
