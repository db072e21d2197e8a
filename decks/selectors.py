"""Reads for the deck builder: which decks a user may see, card lookups, search and legality."""

from django.db.models import F, Q
from django.http import Http404
from django.utils import timezone
from django.utils.text import capfirst
from django.utils.translation import gettext
from django.utils.translation import gettext as _

from config.roles import not_found_or_login, owns
from games.catalogue import kept
from games.i18n import localise_message
from games.models import Card, Format, Game
from games.rules import construction, registry
from games.rules.common import LIST_LIMIT_WORDS, demo_card_problems
from games.search import QueryError, search_cards
from games.search.syntax import NUMERIC_FIELDS
from games.selectors import format_status, printings_collapsed

from . import builder
from .decklists import Entry
from .models import Deck, DeckRevision
from .validation import CardIndex, ValidationInputError, kept_rules, resolve_format

SEARCH_LIMIT = 20
FORMATS_TRIED = 10  # a new deck looks at this many of the newest formats for one that fits the card pool
QUERY_MAX_LENGTH = 300
NUMERIC_STATS = frozenset(NUMERIC_FIELDS.values())
CARDS_KEPT = 5000  # cards of one game a process keeps for cards_by_code: memory stays bounded (~2 KB a card)


class SearchError(ValueError):
    """A card query the search could not read, said in the active language; `position` points into the
    query when known."""

    def __init__(self, message, position=None):
        super().__init__(message)
        self.position = position


def deck_get_visible(*, user, deck_id):
    """The deck if the user owns it or it is public; otherwise 404, so private decks stay unseen."""
    deck = Deck.objects.visible_to(user).select_related("game", "format__game", "owner").filter(pk=deck_id).first()
    if deck is None:
        if not user.is_authenticated and Deck.objects.filter(pk=deck_id).exists():
            raise not_found_or_login(user, _("No such deck"))
        raise Http404(_("No such deck"))
    return deck


def deck_get_owned(*, user, deck_id):
    """The user's own deck or None: what every editor request reads first, so its game and format come in
    the same query and the owner and the format's game are filled from what is at hand, not joined."""
    if not user.is_authenticated:
        return None
    deck = Deck.objects.select_related("game", "format").filter(pk=deck_id, owner=user).first()
    if deck is not None:
        deck.owner = user
        if deck.format is not None and deck.format.game_id == deck.game_id:
            deck.format.game = deck.game
    return deck


def deck_is_owner(*, deck, user):
    return owns(user, deck)


def deck_list_for_owner(*, user):
    return Deck.objects.filter(owner=user).select_related("game", "format__game")


def deck_list_public(*, game=None):
    decks = Deck.objects.filter(is_public=True).select_related("game", "format__game", "owner")
    if game:
        decks = decks.filter(game__slug=game)
    return decks


def deck_revisions(*, deck):
    return DeckRevision.objects.filter(deck=deck).select_related("author")


def game_buildable():
    """Games a deck can be built for: the collectible ones, which have a default format."""
    return Game.objects.filter(formats__is_default=True).distinct()


def format_choices(*, game):
    """The game's formats, newest first (the list-less default, dated 1999, comes last)."""
    formats = Format.objects.filter(game=game).select_related("game")
    return list(formats.order_by(F("valid_from").desc(nulls_last=True), "is_whitelist", "name"))


def format_default(*, game, day=None):
    """The format a new deck starts in: the game's newest dated format in force on `day` (today) whose
    list is one for the cards the database holds, else the default format.

    A list is for this card pool when most of the cards it lists are known: the current TCG list names
    mostly cards a Goat-era database does not hold, the April 2005 list names Goat cards. Of two lists
    of the same day, an open list comes before a closed pool, then the first imported.
    """
    day = day or timezone.localdate()
    formats = Format.objects.filter(game=game).filter(Q(valid_from__lte=day) | Q(valid_from__isnull=True))
    formats = formats.order_by(F("valid_from").desc(nulls_last=True), "is_whitelist", "id")
    for fmt in formats[:FORMATS_TRIED]:
        listed = fmt.card_limits.count()
        if not listed or 2 * Card.objects.filter(game=game, code__in=fmt.card_limits.values("code")).count() > listed:
            return fmt
    return Format.objects.filter(game=game, is_default=True).first()


def cards_by_code(*, game, codes):
    """{code: Card} for the codes that exist in the game: at most one query whatever the deck size, and
    none for the cards this process has read since the game last changed (the editor asks for the same
    deck's cards on every click). The Card objects are shared between requests: read them, never change them."""
    if not codes:
        return {}
    known = kept(game, "cards by code", None, dict)  # {code: Card, or None for a code the game lacks}
    missing = set(codes).difference(known)
    if missing:
        found = Card.objects.filter(game=game, code__in=missing).select_related("alternate_of", "game")
        found = {card.code: card for card in found}
        if len(known) + len(missing) <= CARDS_KEPT:
            known.update((code, found.get(code)) for code in missing)
    else:
        found = {}
    return {code: card for code in codes if (card := known.get(code) or found.get(code))}


SORTS = ("name",)  # besides the game's numeric stats (sort_keys), highest first
STATUS_FILTERS = ("allowed", "limited", "forbidden")
STATUS_SCAN = 10  # a status filter reads this many pages of matches to fill one


def sort_keys(game):
    """The stats a search may sort and filter by: the game's numeric card stats the query language compares."""
    return [key for key in registry.get(game.slug).card_stats if key in NUMERIC_STATS]


def card_types(game):
    """The game's card types (its type lines), for the search's type filter; kept while its cards do not change."""
    return kept(game, "card types", None, lambda: sorted(
        Card.objects.filter(game=game).exclude(type="").values_list("type", flat=True).distinct()[:60]
    ))  # fmt: skip


def card_search(*, game, query, limit=SEARCH_LIMIT, type="", sort="", status="", format=None, floor=None):
    """Cards matching a query of the card query language (games.search), best first; one row per card (its
    alternate printings folded into the original, as the cards page shows them).

    `type` keeps one type line, `floor` {stat: lowest value}, `sort` orders by a numeric stat (highest first)
    or the name, `status` keeps the cards of that status in `format` (card_statuses).
    """
    query = (query or "").strip()
    terms = [f"{key}>={int(value)}" for key, value in (floor or {}).items() if key in NUMERIC_STATS]
    if not query and not type and not terms and not status:
        return []
    if len(query) > QUERY_MAX_LENGTH:
        raise SearchError(
            _("the query is longer than %(max)d characters") % {"max": QUERY_MAX_LENGTH}, QUERY_MAX_LENGTH
        )
    text = " ".join([f"({query})" if query else "", *terms]).strip()
    try:
        cards = search_cards(game=game, query=text) if text else Card.objects.filter(game=game)
        if type:
            cards = cards.filter(type=type)
        if sort in sort_keys(game):
            cards = cards.order_by(F(f"attrs__{sort}").desc(nulls_last=True), "name", "code")
        elif sort == "name" or not cards.query.order_by:
            # Exact matches come in the model's order (game, name); within one game, ordering by name
            # alone walks the (game, name) index for the first page instead of sorting every match.
            cards = cards.order_by("name", "code")
        cards = printings_collapsed(cards.select_related("alternate_of", "game"))
        # The text is shown in the results now, shortened by the template.
        found = list(cards.defer("search_text")[: limit * STATUS_SCAN if status else limit])
    except QueryError as exc:
        raise SearchError(localise_message(exc.message), exc.position) from None
    if status:
        statuses = card_statuses(found, format)
        found = [card for card in found if statuses[card.code][1] == status][:limit]
    return found


TONES = {"ok": "allowed", "warn": "limited", "bad": "forbidden"}


def card_statuses(cards, format):
    """{code: (label in the page's language, "allowed" | "limited" | "forbidden")} of `cards` in `format`: its
    list, by card whichever printing it names; a demo card is outside a format built from real lists."""
    if format is None:
        return {card.code: ("", "allowed") for card in cards}
    rules = kept_rules(format, format.game)
    copies = (format.limits or {}).get("copies")
    result = {}
    for card in cards:
        key = card.alternate_of.code if card.alternate_of_id else card.code
        limit = rules.card_limits.get(key, rules.card_limits.get(card.code))
        label, tone = format_status(
            limit=limit,
            is_whitelist=format.is_whitelist,
            copies=copies,
            demo_outside=card.is_demo and format.real_lists,
        )
        words = LIST_LIMIT_WORDS.get(limit) if TONES[tone] == "limited" else None  # "semi-limited", as players say
        result[card.code] = (capfirst(gettext(words) if words else localise_message(label)), TONES[tone])
    return result


def deck_check(*, game, sections, format=None, style=None, cards=None):
    """The construction rules' verdict on {section: {code: count}}: {"legal", "format", "problems": [...]}.

    The same rules and format lists as decks.validation.validate_sections, but the editor's state
    holds codes only, so its cards are found by code through the unique (game, code) index (and
    shared with the page, `cards`) instead of by code-or-name, which reads every card of the game.
    """
    try:
        fmt = format or resolve_format(game)
    except ValidationInputError as exc:
        return {"legal": False, "format": None, "problems": [_input_problem(exc)]}
    if cards is None:
        cards = cards_by_code(game=game, codes=[code for codes in sections.values() for code in codes])
    index = CardIndex(game.slug, [_index_row(card) for card in cards.values()])
    entries = {section: [Entry(code) for code in codes] for section, codes in builder.expand(sections).items()}
    records, unknown = index.resolve(entries)
    rules = kept_rules(fmt, game)
    problems = [
        *unknown,
        *construction(game.slug).validate(records, rules, style=style or None),
        *demo_card_problems(records, index.demo_codes, rules),
    ]
    return {"legal": not problems, "format": fmt.slug, "problems": [p.to_dict() for p in problems]}


def _index_row(card):
    alias = card.alternate_of.code if card.alternate_of_id else None
    return {"code": card.code, "name": card.name, "type": card.type, "attrs": card.attrs,
            "alternate_of__code": alias, "search_name": card.search_name, "is_demo": card.is_demo}  # fmt: skip


def _input_problem(exc):
    return {"code": "input", "message": str(exc), "section": exc.field, "cards": [], "rule": ""}
