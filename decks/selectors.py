"""Reads for the deck builder: which decks a user may see, card lookups, search and legality."""

import importlib

from django.db.models import Q
from django.http import Http404

from games.models import Card, Format, Game

from .models import Deck, DeckRevision

SEARCH_LIMIT = 20
QUERY_MAX_LENGTH = 300


class SearchError(ValueError):
    """A card query the search could not read; `position` points into the query when known."""

    def __init__(self, message, position=None):
        super().__init__(message)
        self.position = position


def deck_get_visible(*, user, deck_id):
    """The deck if the user owns it or it is public; otherwise 404, so private decks stay unseen."""
    deck = Deck.objects.visible_to(user).select_related("game", "format", "owner").filter(pk=deck_id).first()
    if deck is None:
        raise Http404("No such deck")
    return deck


def deck_is_owner(*, deck, user):
    return user.is_authenticated and deck.owner_id == user.pk


def deck_list_for_owner(*, user):
    return Deck.objects.filter(owner=user).select_related("game", "format")


def deck_list_public(*, game=None):
    decks = Deck.objects.filter(is_public=True).select_related("game", "format", "owner")
    if game:
        decks = decks.filter(game__slug=game)
    return decks


def deck_revisions(*, deck):
    return DeckRevision.objects.filter(deck=deck).select_related("author")


def game_buildable():
    """Games a deck can be built for: the collectible ones, which have a default format."""
    return Game.objects.filter(formats__is_default=True).distinct()


def format_choices(*, game):
    return list(Format.objects.filter(game=game).order_by("-is_default", "name"))


def format_default(*, game):
    return Format.objects.filter(game=game, is_default=True).first()


def cards_by_code(*, game, codes):
    """{code: Card} for the codes that exist in the game: one query whatever the deck size."""
    if not codes:
        return {}
    return {card.code: card for card in Card.objects.filter(game=game, code__in=set(codes))}


def cards_resolve(*, game, entries):
    """Map decklist entries (codes or names) to card codes; returns ({entry: code}, [unknown entries])."""
    wanted = set(entries)
    by_code = {c.code: c.code for c in Card.objects.filter(game=game, code__in=wanted).only("code")}
    rest = wanted - set(by_code)
    resolved = dict(by_code)
    if rest:
        # Names match case-insensitively; the base printing (not an alternate) wins a tie.
        lowered = {name.lower(): name for name in rest}
        match = Q()
        for name in rest:
            match |= Q(name__iexact=name)
        names = Card.objects.filter(match, game=game)
        for card in names.order_by("alternate_of", "code").only("code", "name", "alternate_of"):
            original = lowered.get(card.name.lower())
            if original and original not in resolved:
                resolved[original] = card.code
    unknown = [entry for entry in dict.fromkeys(entries) if entry not in resolved]
    return resolved, unknown


def card_search(*, game, query, limit=SEARCH_LIMIT):
    """Cards matching a query of the card query language (games.search), best first."""
    query = (query or "").strip()
    if not query:
        return []
    if len(query) > QUERY_MAX_LENGTH:
        raise SearchError(f"the query is longer than {QUERY_MAX_LENGTH} characters")
    search = _optional("games.search", "search_cards")
    if search is None:  # the query language is not installed yet: plain name search
        return list(Card.objects.filter(game=game).filter(Q(name__icontains=query) | Q(code__iexact=query))[:limit])
    try:
        return list(search.search_cards(game=game, query=query)[:limit])
    except search.QueryError as exc:
        raise SearchError(str(exc.args[0] if exc.args else exc), getattr(exc, "position", None)) from None


def deck_check(*, game, sections, format=None, style=None):
    """The validator's verdict on {section: {code: count}}: {"legal", "problems": [...]} (decks.validation)."""
    from . import builder

    validation = _optional("decks.validation", "validate_sections")
    if validation is None:
        return {"legal": None, "problems": [], "unavailable": True}
    kwargs = {"game": game.slug, "sections": builder.expand(sections), "format": format}
    if style:
        kwargs["style"] = style
    return validation.validate_sections(**kwargs)


def _optional(module, name):
    """Modules written in parallel by other engineers: absent (or half there) until they land."""
    try:
        loaded = importlib.import_module(module)
    except ImportError:
        return None
    return loaded if hasattr(loaded, name) else None
