"""Card search: the query language of issue 3 over games.Card.

`search_cards(*, game, query)` -> QuerySet[Card], raising `QueryError(message, position)` for a
malformed query. The language is explained to users on the Cards page (templates/games/cards.html);
its grammar is in syntax.py, its translation to SQL (parameters only) in compiler.py.
"""

from django.conf import settings
from django.contrib.postgres.search import TrigramSimilarity
from django.db import connection
from django.db.models import QuerySet, Subquery

from games.messages import N_
from games.models import Card, Game, fold

from .compiler import Compiler, has_words
from .errors import QueryError
from .syntax import MAX_LENGTH, Not, Word, parse

__all__ = ["MAX_LENGTH", "QueryError", "parse", "retry_typo_tolerant", "search_cards"]

# pg_trgm's default word threshold (0.6) misses one-letter typos in short words ("drgon" scores 0.44
# against "dark dragon"); 0.4 finds them. It is a session setting read by the indexed `<%` operator.
WORD_SIMILARITY_THRESHOLD = 0.4


def resolve_game(game):
    if game is None or isinstance(game, (Game, QuerySet)):
        return game
    try:
        return Game.objects.get(slug=game)
    except Game.DoesNotExist:
        raise QueryError(N_("unknown game {game}"), 0, game=repr(game)) from None


def search_cards(*, game, query, typo_tolerant=True):
    """Cards of `game` (a Game, a slug, a QuerySet of one Game, or None for every game) matching `query`, by name.

    A QuerySet is read inside the search's own statements, not on its own: a game it does not find
    gives no cards (the caller tells an unknown game from a search without matches).

    When nothing matches exactly and the query has name words, PostgreSQL retries them typo
    tolerant (trigram similarity) and orders the cards by how close their name is. `typo_tolerant=False`
    leaves that to a caller that counts the exact matches anyway (the Cards page): one statement fewer.
    """
    game = resolve_game(game)
    tree = parse(query or "")
    # Ordering by name alone (not Card's default "game", which sorts by the Game table) lets PostgreSQL
    # read the (game, name) index in order.
    cards = Card.objects.select_related("game").order_by("name", "code")
    if isinstance(game, QuerySet):
        # A scalar subquery: PostgreSQL runs it once before the scan (an InitPlan), so the game_id
        # of the (game, ...) indexes is still a value it seeks, as with a Game.
        cards = cards.filter(game=Subquery(game.order_by().values("pk")))
    elif game is not None:
        cards = cards.filter(game=game)
    if tree is None:
        return cards
    exact = cards.filter(Compiler().compile(tree))
    if not typo_tolerant or not retries_typos(tree) or exact.exists():
        return exact
    return typo_tolerant_search(cards, tree)


def retries_typos(tree):
    return settings.DATABASE_IS_POSTGRES and tree is not None and has_words(tree)


def retry_typo_tolerant(*, game, query):
    """The typo-tolerant search of `query`, for a caller whose exact search (typo_tolerant=False) found
    nothing; None when the query has no words to retry (or the database is not PostgreSQL)."""
    tree = parse(query or "")
    if not retries_typos(tree):
        return None
    return typo_tolerant_search(search_cards(game=game, query=""), tree)


def typo_tolerant_search(cards, tree):
    words = " ".join(fold(w) for w in name_words(tree))
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT set_config('pg_trgm.word_similarity_threshold', %s, false)", [str(WORD_SIMILARITY_THRESHOLD)]
        )
    return (
        cards.filter(Compiler(fuzzy=True).compile(tree))
        .annotate(closeness=TrigramSimilarity("search_name", words))
        .order_by("-closeness", "name", "code")
    )


def name_words(node):
    if isinstance(node, Word):
        return [node.text]
    if isinstance(node, Not):
        return []
    if hasattr(node, "nodes"):
        return [w for n in node.nodes for w in name_words(n)]
    return [node.value] if getattr(node, "field", None) == "name" else []
