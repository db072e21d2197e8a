"""Turn a verdict into what the page shows: tricks with their plays, the violation in place,
cards as a judge reads them, in the reader's language. The templates only lay it out."""

from django.template.loader import select_template
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from games.i18n import localise_violation
from games.models import Card
from games.rules.engine import upgraded_violation
from games.rules.tractor.cards import (
    BIG_JOKER,
    FACE_SET,
    RANKS,
    SMALL_JOKER,
    SUITS,
    TRUMP,
    canonical,
    rank_of,
    suit_of,
    trump_of,
)

from . import presenters_dbs, presenters_dbz, presenters_esferas, presenters_yugioh, registry

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {
    "S": pgettext_lazy("card suit", "spades"),
    "H": pgettext_lazy("card suit", "hearts"),
    "D": pgettext_lazy("card suit", "diamonds"),
    "C": pgettext_lazy("card suit", "clubs"),
}
RANK_NAMES = {
    "J": pgettext_lazy("card rank", "jack"),
    "Q": pgettext_lazy("card rank", "queen"),
    "K": pgettext_lazy("card rank", "king"),
    "A": pgettext_lazy("card rank", "ace"),
    "T": "10",
}
SUIT_ORDER = {suit: i for i, suit in enumerate(SUITS)} | {None: -1}  # jokers (no printed suit) first
JOKERS = {"SJ": (gettext_lazy("Small joker"), False), "BJ": (gettext_lazy("Big joker"), True)}


def variant_rows(adjudication):
    """[(option, choice)] of the adjudication's rule variant as the form words them, not its keys
    ("follow_tractor: true" reads "A player holding a tractor must follow...: yes")."""
    from django import forms as django_forms

    from .forms import VARIANT_FIELDS, AdjudicationForm

    fields = AdjudicationForm.base_fields
    names = VARIANT_FIELDS.get(adjudication.game.slug, {})
    rows = []
    for key, value in (adjudication.variant or {}).items():
        field = fields.get(names.get(key, ""))
        if field is None:
            rows.append((key, value))
        elif isinstance(field, django_forms.BooleanField):
            rows.append((field.label, pgettext("variant option", "yes") if value else pgettext("variant option", "no")))
        else:
            choices = {str(choice): label for choice, label in getattr(field, "choices", [])}
            rows.append((field.label, choices.get(str(value), value)))
    return rows


def verdict_context(adjudication):
    """What the verdict partial of the adjudication's game needs: the verdict shown in the reader's language,
    the partial (adjudications/verdicts/<game>.html, else the generic one) and the game's own views."""
    game = adjudication.game.slug
    verdict = verdict_shown(adjudication.verdict or {})
    record = adjudication.record if isinstance(adjudication.record, dict) else {}
    build = GAME_VIEWS.get(game)
    views = build(verdict, record, adjudication) if verdict and build else {}
    template = select_template([f"adjudications/verdicts/{game}.html", "adjudications/verdicts/generic.html"])
    return {"verdict": verdict, "verdict_template": template, **views}


def card_names(adjudication):
    """{code: name} of the cards the record names, in one query (nothing for a game without card facts)."""
    engine = registry.engine_for(adjudication.game.slug)
    codes = registry.card_codes(engine, adjudication.record)
    if not codes:
        return {}
    return dict(Card.objects.filter(game=adjudication.game, code__in=codes).values_list("code", "name"))


def _tractor_views(verdict, record, adjudication):
    return {
        "hands": hand_views(verdict, record),
        "kitty": [card_view(card) for card in sorted_cards(record.get("kitty"), verdict.get("trump"))],
        "tricks": trick_views(verdict, record),
        "bids": bid_views(verdict, record),
        "buried": [card_view(card) for card in record.get("buried") or []],
        "trump_text": trump_text(verdict.get("trump")),
        "result_text": result_text((verdict.get("outcome") or {}).get("result")),
    }


def _with_names(build):
    return lambda verdict, record, adjudication: build(verdict, record, card_names(adjudication))


# Each game's own views for its verdict partial; a game without an entry shows the generic verdict.
GAME_VIEWS = {
    "tractor": _tractor_views,
    "yugioh": _with_names(presenters_yugioh.context),
    "esferas": _with_names(presenters_esferas.context),
    "dbz": _with_names(presenters_dbz.context),
    "dbs": _with_names(presenters_dbs.context),
}


def verdict_shown(verdict):
    """The verdict with its violation's message in the reader's language (when the engine kept its template),
    the violation in today's shape also when it was stored before `where` and `source` (games.rules.engine)."""
    violation = upgraded_violation(verdict.get("violation"))
    if not isinstance(violation, dict):
        return verdict
    return {**verdict, "violation": localise_violation(violation, html=True)}


def card_view(card):
    if card in JOKERS:
        label, red = JOKERS[card]
        return {"text": card, "label": str(label), "red": red}
    rank, suit = str(card)[:-1], str(card)[-1:]
    rank = "10" if rank == "T" else rank
    names = {"rank": RANK_NAMES.get(rank, rank), "suit": SUIT_NAMES.get(suit, suit)}
    return {
        "text": f"{rank}{SUIT_SYMBOLS.get(suit, suit)}",
        "label": pgettext("a playing card: its rank and suit", "%(rank)s of %(suit)s") % names,
        "red": suit in ("H", "D"),
    }


def sorted_cards(cards, trump):
    """Cards as a player holds them: by effective suit (trump first, once known), highest first."""
    cards = [canonical(card) or str(card) for card in cards or [] if card is not None]
    if not trump:
        return sorted(
            cards, key=lambda card: (SUIT_ORDER.get(suit_of(card) if card in FACE_SET else None, 9), -_rank(card))
        )
    order = trump_of(trump.get("suit"), trump.get("rank"))

    def key(card):
        if card not in order.info:
            return (9, 0)
        suit, rank = order.info[card]
        return (-1 if suit == TRUMP else SUIT_ORDER[suit], -rank)

    return sorted(cards, key=key)


def _rank(card):
    if card in (BIG_JOKER, SMALL_JOKER):
        return 100 if card == BIG_JOKER else 99
    return RANKS.index(rank_of(card)) if card in FACE_SET else -1


def hand_views(verdict, record):
    """Each seat's hand as dealt, sorted, with its number of trump cards once trump is known: what a
    judge checks a claim like "I held 10 trump" against."""
    trump = verdict.get("trump")
    order = trump_of(trump.get("suit"), trump.get("rank")) if trump else None
    views = []
    for seat, hand in enumerate(record.get("hands") or []):
        cards = sorted_cards(hand if isinstance(hand, list) else [], trump)
        trumps = sum(1 for card in cards if order and card in order.info and order.suit_of(card) == TRUMP)
        views.append(
            {
                "seat": seat,
                "cards": [card_view(card) for card in cards],
                "count": len(cards),
                "trumps": trumps if order else None,
                "dealer": seat == verdict.get("dealer"),
            }
        )
    return views


def team_of(seat):
    return None if seat is None else seat % 2


def trick_views(verdict, record):
    """One row per trick played, numbered from 1, with the violation marked on its play.

    The verdict's tricks stop at the violation; the illegal play's trick is still shown from the
    record so the judge sees what was played.
    """
    violation = verdict.get("violation") or {}
    recorded = record.get("tricks") or []
    views = []
    count = max(len(verdict.get("tricks") or []), violation.get("trick") or 0)
    for number in range(1, count + 1):
        summary = _at(verdict.get("tricks"), number) or {}
        plays = summary.get("plays") or _at(recorded, number) or []
        views.append(
            {
                "number": number,
                "leader": summary.get("leader"),
                "winner": summary.get("winner"),
                "points": summary.get("points"),
                "plays": [_play_view(play, j, number, summary, violation) for j, play in enumerate(plays, 1)],
                "has_violation": violation.get("trick") == number,
            }
        )
    return views


def bid_views(verdict, record):
    """The bids as recorded, numbered from 1; the illegal one marked when the verdict names it (`bid`)."""
    violation = verdict.get("violation") or {}
    marked = violation.get("bid") if str(violation.get("rule", "")).startswith("bid") else None
    views = []
    for number, bid in enumerate(record.get("bids") or [], 1):
        bid = bid if isinstance(bid, dict) else {}
        views.append(
            {
                "number": number,
                "seat": bid.get("seat"),
                "passed": bool(bid.get("pass")),
                "cards": [card_view(card) for card in bid.get("cards") or []],
                "violation": violation if marked == number else None,
            }
        )
    return views


def _at(items, number):
    return items[number - 1] if items and 0 < number <= len(items) else None


def _play_view(play, number, trick_number, summary, violation):
    seat = play.get("seat") if isinstance(play, dict) else None
    cards = play.get("cards") if isinstance(play, dict) else []
    return {
        "number": number,
        "seat": seat,
        "team": team_of(seat),
        "cards": [card_view(card) for card in cards or []],
        "won": summary.get("winner") is not None and seat == summary.get("winner"),
        "violation": violation if violation.get("trick") == trick_number and violation.get("play") == number else None,
    }


def trump_text(trump):
    if not trump:
        return _("not decided")
    rank = trump.get("rank")
    suit = trump.get("suit")
    if suit is None:
        return _("level %(rank)s, no-trump") % {"rank": rank}
    names = {"rank": rank, "suit": SUIT_NAMES.get(suit, suit), "symbol": SUIT_SYMBOLS.get(suit, "")}
    return _("level %(rank)s, %(suit)s %(symbol)s") % names


def result_text(result):
    """`defenders_up_2` -> "Defenders go up 2 levels" (the results of games/rules/tractor/scoring.py)."""
    if result == "attackers_take_over":
        return _("Attackers take over without going up")
    side, _sep, up = str(result).partition("_up_")
    if not up.isdigit():
        return str(result).replace("_", " ")
    n = int(up)
    if side == "attackers":
        text = ngettext("Attackers take over and go up %(n)d level", "Attackers take over and go up %(n)d levels", n)
    elif side == "defenders":
        text = ngettext("Defenders go up %(n)d level", "Defenders go up %(n)d levels", n)
    else:
        return f"{side.capitalize()} go up {up} level{'' if up == '1' else 's'}"
    return text % {"n": n}


def status_text(adjudication):
    verdict = adjudication.verdict or {}
    if adjudication.status == "done":
        if verdict.get("legal"):
            return _("Done: no illegal play found.")
        violation = verdict.get("violation") or {}
        return _("Done: illegal play found (%(rule)s).") % {"rule": violation.get("rule", _("rule unknown"))}
    if adjudication.status == "failed":
        return _("Failed: the record could not be adjudicated.")
    if adjudication.status == "running":
        return _("Running (attempt %(attempt)d)…") % {"attempt": adjudication.attempts}
    return _("Queued: waiting for a worker…")
