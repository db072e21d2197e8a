"""Turn a parsed card query into a Django Q. Every value is a query parameter: nothing reaches SQL as text.

Name and rules text match the folded columns Card.search_name / search_text (trigram-indexed on
PostgreSQL); the other fields read the game's attrs keys of docs/cards.md.
"""

from django.db.models import Q

from games.models import Card, fold

from .syntax import And, Not, Or, Term, Word

# Text fields: the Card columns or attrs keys they search, and how.
ATTR_FIELDS = {
    "attribute": (["attribute"], "iexact"),
    "race": (["race", "trait"], "icontains"),  # yugioh monster type; DBS special trait
    "color": (["color", "style"], "icontains"),  # DBS colour; DBZ style
    "keyword": (["keywords"], "icontains"),
}
NUMERIC_LOOKUPS = {":": "exact", "=": "exact", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte"}
# Bounds that keep numeric comparisons to numbers: JSON nulls and strings sort outside them.
NUMBER_RANGE = (-(10**9), 10**9)
FUZZY_MIN_LENGTH = 3


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
            if reads_attrs(node.node):
                # NOT over a missing JSON key is NULL, not TRUE: negate a subquery of ids instead.
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
        if field in ("atk", "def", "level", "cost", "power", "combo", "pur"):
            return numeric(field, node.op, value)
        if field == "name":
            return self.word(Word(value, node.position))
        if field == "text":
            return Q(search_text__contains=fold(value))
        if field == "type":
            return Q(type__icontains=value) | Q(attrs__types__icontains=value)
        if field == "set":
            return Q(code__istartswith=f"{value}-")
        if field == "code":
            return Q(code__iexact=value.lstrip("0") if value.isdigit() else value)
        keys, lookup = ATTR_FIELDS[field]
        return or_any(Q(**{f"attrs__{key}__{lookup}": value}) for key in keys)


def numeric(key, op, value):
    low, high = NUMBER_RANGE
    return Q(**{f"attrs__{key}__{NUMERIC_LOOKUPS[op]}": value}) & Q(
        **{f"attrs__{key}__gte": low, f"attrs__{key}__lte": high}
    )


def reads_attrs(node):
    if isinstance(node, (And, Or)):
        return any(reads_attrs(n) for n in node.nodes)
    if isinstance(node, Not):
        return reads_attrs(node.node)
    return isinstance(node, Term) and node.field not in ("name", "text", "set", "code")


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
    return isinstance(node, Word) or (isinstance(node, Term) and node.field == "name")
