"""What a Tractor verdict's page shows: the hands as dealt and sorted, the bids, the tricks with their plays,
the violation marked on its play, cards as a judge reads them, in the reader's language; and the record
builder's hints and words (record_builder.py asks for them by the game's slug). The template only lays it out."""

from django.http import JsonResponse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from games.i18n import localise_violation
from games.rules.tractor import bidding
from games.rules.tractor import deal as tractor_deal
from games.rules.tractor.cards import (
    BIG_JOKER,
    FACE_SET,
    FACES,
    RANKS,
    SMALL_JOKER,
    SUITS,
    TRUMP,
    canonical,
    rank_of,
    suit_of,
    trump_of,
)
from games.rules.tractor.record import SEATS

from .record_builder import refused

BUILDER_SCRIPT = "js/record_builder.js"  # the first builder, named before there were others
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


def context(verdict, record, names):
    """The views the Tractor verdict partial (adjudications/verdicts/tractor.html) lays out (no card names)."""
    return {
        "hands": hand_views(verdict, record),
        "kitty": [card_view(card) for card in sorted_cards(record.get("kitty"), verdict.get("trump"))],
        "tricks": trick_views(verdict, record),
        "bids": bid_views(verdict, record),
        "buried": [card_view(card) for card in record.get("buried") or []],
        "trump_text": trump_text(verdict.get("trump")),
        "result_text": result_text((verdict.get("outcome") or {}).get("result")),
    }


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


def builder_hints(engine, record):
    """What the builder shows of a well-formed record (record_builder.record_check)."""
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


def builder_deal(seed):
    """{"seed", "hands", "kitty"} dealt by games.rules.tractor.deal (the same seed, the same deal), or a 400
    naming the seed (record_builder.builder_deal)."""
    if not seed:
        return refused("seed", _("Give a seed: any text or number, to deal the same cards again later."))
    if len(seed) > tractor_deal.MAX_SEED_LENGTH:
        limit = {"limit": tractor_deal.MAX_SEED_LENGTH}
        return refused("seed", _("The seed is longer than %(limit)d characters.") % limit)
    return JsonResponse({"seed": seed, **tractor_deal.deal(seed)})


def builder_context():
    """What the builder's script shows, in the page's language (json_script: the CSP runs no inline
    script, and JSON data is not script): message templates with {fields}, each face's label and the
    deck grid's "n left" for 0, 1 and 2 copies (plural rules differ by language)."""
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
