"""Reads for the deck builder: which decks a user may see, card lookups, search and legality."""

from django.db.models import F, Q
from django.http import Http404
from django.utils import timezone
from django.utils.translation import gettext as _

from config.roles import not_found_or_login, owns
from games.catalogue import kept
from games.i18n import localise_message
from games.images import has_images
from games.models import Card, Format, Game
from games.rules import construction
from games.search import QueryError, search_cards

from . import builder
from .decklists import Entry
from .models import Deck, DeckRevision
from .validation import CardIndex, ValidationInputError, kept_rules, resolve_format

SEARCH_LIMIT = 20
FORMATS_TRIED = 10  # a new deck looks at this many of the newest formats for one that fits the card pool
QUERY_MAX_LENGTH = 300
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


def card_search(*, game, query, limit=SEARCH_LIMIT):
    """Cards matching a query of the card query language (games.search), best first."""
    query = (query or "").strip()
    if not query:
        return []
    if len(query) > QUERY_MAX_LENGTH:
        raise SearchError(
            _("the query is longer than %(max)d characters") % {"max": QUERY_MAX_LENGTH}, QUERY_MAX_LENGTH
        )
    try:
        cards = search_cards(game=game, query=query)
        if not cards.query.order_by:
            # Exact matches come in the model's order (game, name); within one game, ordering by name
            # alone walks the (game, name) index for the first page instead of sorting every match.
            cards = cards.order_by("name", "code")
        # The text is left in the database unless a picture's preview shows it.
        deferred = ("search_text",) if has_images(game.slug) else ("text", "search_text")
        return list(cards.defer(*deferred)[:limit])
    except QueryError as exc:
        raise SearchError(localise_message(exc.message), exc.position) from None


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
    problems = [*unknown, *construction(game.slug).validate(records, kept_rules(fmt, game), style=style or None)]
    return {"legal": not problems, "format": fmt.slug, "problems": [p.to_dict() for p in problems]}


def _index_row(card):
    alias = card.alternate_of.code if card.alternate_of_id else None
    return {"code": card.code, "name": card.name, "type": card.type, "attrs": card.attrs,
            "alternate_of__code": alias, "search_name": card.search_name}  # fmt: skip


def _input_problem(exc):
    return {"code": "input", "message": str(exc), "section": exc.field, "cards": [], "rule": ""}
