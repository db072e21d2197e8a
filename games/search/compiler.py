"""Turn a parsed card query into a Django Q. Every value is a query parameter: nothing reaches SQL as text.

Name and rules text match the folded columns Card.search_name / search_text; the text attributes
match the lower-case generated columns Card.search_type/_attribute/_race/_color/_keywords, which
the database computes from the attrs keys of docs/cards.md (t:, r: and k: whatever separates the
words: see JOINED_FIELDS). All are indexed on PostgreSQL.
"""

import re

from django.db import connection
from django.db.models import Q
from django.db.models.lookups import Contains

from games.models import JOINED_WORD_COLUMNS, SEARCH_SOURCES, Card, fold, lowered_values
from games.rules import registry
from games.rules.codes import CodeError

from .syntax import And, Not, Or, Term, Word

# Text fields: the generated Card column each searches (see Card for the attrs keys it holds), and how.
ATTR_FIELDS = {
    "type": ("search_type", "contains"),  # the type line and the type words
    "attribute": ("search_attribute", "exact"),
    "race": ("search_race", "contains"),  # yugioh monster type; DBS special trait
    "color": ("search_color", "contains"),  # DBS colour; DBZ style
    "keyword": ("search_keywords", "contains"),
}
# Words players write joined, hyphenated or spaced alike ("Dragon Ball", "Quick-Play", "Winged Beast",
# "Super Combo"): the columns of these fields hold them without spaces, hyphens and underscores
# (games.models.JOINED_WORD_COLUMNS), so the value leaves them out too and a LIKE the trigram index
# serves finds "quick-play" for quickplay. (A regular expression skipping them in the query instead
# gave the index next to no trigrams: t:fusion 14 -> 25 ms an API request at 20,000 yugioh cards.)
# Colours and attributes are single words.
JOINED_FIELDS = {field for field, (column, _) in ATTR_FIELDS.items() if column in JOINED_WORD_COLUMNS}
SEPARATORS = re.compile(r"[\s_-]+")
NUMERIC_LOOKUPS = {":": "exact", "=": "exact", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte"}
# Bounds that keep numeric comparisons to numbers: in jsonb order nulls and strings sort below every
# number and booleans, arrays and objects above (on SQLite, text sorts above numbers).
NUMBER_RANGE = (-(10**9), 10**9)
FUZZY_MIN_LENGTH = 3


def written_codes(value):
    """`value` as it is, in upper case, and as each game writes a code (a passcode without its zeros); a
    game that refuses it as a code (another script's digits) adds nothing."""
    codes = {value, value.upper()}
    for game in registry.all_games():
        try:
            codes.add(game.normal_code(value))
        except CodeError:
            pass
    return codes


class Compiler:
    def __init__(self, fuzzy=False):
        self.fuzzy = fuzzy

    def compile(self, node):
        """-> Q. Negation is exact (two-valued) even where an attrs key is missing."""
        if isinstance(node, And):
            return and_all(self.compile(n) for n in node.nodes)
        if isinstance(node, Or):
            return or_any(self.compile(n) for n in node.nodes)
        if isinstance(node, Not):
            inner = self.compile(node.node)
            if connection.vendor != "postgresql" and reads_numbers(node.node):
                # On SQLite a JSON null compares as NULL, and NOT NULL is not TRUE: negate a subquery of ids.
                return ~Q(pk__in=Card.objects.filter(inner).values("pk"))
            return ~inner
        if isinstance(node, Word):
            return self.word(node)
        return self.term(node)

    def word(self, node):
        text = fold(node.text.strip())
        q = Q(search_name__contains=text)
        if self.fuzzy and not node.quoted and len(text) >= FUZZY_MIN_LENGTH:
            # Typo tolerance for a bare word: `<%` (word similarity) is served by the GIN trigram index
            # on search_name and finds a misspelt word inside a longer name. Quoted phrases stay exact.
            q |= Q(search_name__trigram_word_similar=text)
        return q

    def term(self, node):
        field, value = node.field, node.value
        if field in NUMERIC_FIELDS:
            return numeric(field, node.op, value)
        if field == "name":
            return self.word(Word(value, node.position))
        if field == "text":
            return Q(search_text__contains=fold(value))
        if field == "set":
            return Q(code__istartswith=f"{value}-")
        if field == "code":
            # Exact matches on the spellings the games write (each game's one normaliser, games.rules.registry)
            # use the (game, code) index.
            return Q(code__in=written_codes(value))
        # The columns are lower case and never NULL ("" for a missing key), so a negation is exact.
        column, lookup = ATTR_FIELDS[field]
        if field in JOINED_FIELDS:
            return joined_words_contain(column, value.lower())
        return Q(**{f"{column}__{lookup}": value.lower()})


def joined_words_contain(column, value):
    """`value` in a JOINED_WORD_COLUMNS column, spaces, hyphens and underscores left out of both.

    A value made only of those characters would be empty: it is looked for as written in the
    column's values before they were left out, which no index serves.
    """
    joined = SEPARATORS.sub("", value)
    if joined:
        return Q(**{f"{column}__contains": joined})
    return Q(Contains(lowered_values(*SEARCH_SOURCES[column]), value))


def numeric(key, op, value):
    """A number comparison that is FALSE (not NULL) for a missing key, a JSON null or a string.

    On PostgreSQL jsonb orders every value, so one bound shuts out the values that are not numbers.
    """
    low, high = NUMBER_RANGE
    lookup = NUMERIC_LOOKUPS[op]
    q = Q(attrs__has_key=key) & Q(**{f"attrs__{key}__{lookup}": value})
    if lookup in ("lt", "lte"):  # jsonb sorts null and strings below every number
        q &= Q(**{f"attrs__{key}__gte": low})
    elif lookup in ("gt", "gte"):  # and booleans, arrays, objects (and on SQLite, strings) above
        q &= Q(**{f"attrs__{key}__lte": high})
    return q


NUMERIC_FIELDS = ("atk", "def", "level", "cost", "power", "combo", "pur")


def reads_numbers(node):
    if isinstance(node, (And, Or)):
        return any(reads_numbers(n) for n in node.nodes)
    if isinstance(node, Not):
        return reads_numbers(node.node)
    return isinstance(node, Term) and node.field in NUMERIC_FIELDS


def and_all(qs):
    result = Q()
    for q in qs:
        result &= q
    return result


def or_any(qs):
    qs = list(qs)
    result = qs[0]
    for q in qs[1:]:
        result |= q
    return result


def has_words(node):
    if isinstance(node, (And, Or)):
        return any(has_words(n) for n in node.nodes)
    if isinstance(node, Not):
        return False  # a typo-tolerant negation would hide too much
    # Only bare words are retried typo tolerant; a quoted phrase means exactly that phrase.
    return (isinstance(node, Word) and not node.quoted) or (isinstance(node, Term) and node.field == "name")
