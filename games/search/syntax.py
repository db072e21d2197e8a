"""The card query language, parsed into a small tree. Plain Python, no Django.

In the spirit of Scryfall: bare words match the name, `"quoted phrases"` too; `field:value` and
`field>=number` search one property; `-` negates a term; `or` between terms; parentheses group;
terms side by side are all required. Every error names the position where it was found.
"""

import re
import unicodedata
from dataclasses import dataclass

from games.messages import N_

from .errors import QueryError

MAX_LENGTH = 500
MAX_DEPTH = 12  # parentheses and negations nested deeper than this are refused
MAX_TERMS = 60

OPERATORS = (">=", "<=", ":", "=", ">", "<")
FIELD_RE = re.compile(r"([A-Za-z]+)(>=|<=|:|=|>|<)")
NUMBER_RE = re.compile(r"[+-]?\d{1,9}")

# Field names and their aliases -> the canonical field.
TEXT_FIELDS = {
    "o": "text", "text": "text", "oracle": "text",
    "t": "type", "type": "type",
    "a": "attribute", "attribute": "attribute",
    "r": "race", "race": "race",
    "c": "color", "color": "color", "colour": "color",
    "k": "keyword", "keyword": "keyword", "kw": "keyword",
    "s": "set", "set": "set",
    "code": "code",
    "n": "name", "name": "name",
}  # fmt: skip
NUMERIC_FIELDS = {
    "atk": "atk", "def": "def", "level": "level", "lv": "level", "cost": "cost",
    "power": "power", "combo": "combo", "pur": "pur",
}  # fmt: skip


@dataclass(frozen=True)
class Word:
    """A bare word or a quoted phrase, matched against the card name."""

    text: str
    position: int
    quoted: bool = False


@dataclass(frozen=True)
class Term:
    field: str  # canonical name: "text", "type", ..., "atk"
    op: str  # ":" for text fields; ":", "=", ">", ">=", "<", "<=" for numbers
    value: str | int
    position: int


@dataclass(frozen=True)
class Not:
    node: object


@dataclass(frozen=True)
class Junction:
    """Nodes joined by one operator (And, Or): equal only to a node of the same operator."""

    nodes: tuple


class And(Junction):
    pass


class Or(Junction):
    pass


@dataclass(frozen=True)
class Token:
    kind: str  # "(", ")", "-", "or", "and", "word", "term"
    position: int
    node: object = None


def tokenize(query):
    tokens, i, n = [], 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            tokens.append(Token(ch, i))
            i += 1
        elif ch == "-":
            if i + 1 == n or query[i + 1].isspace() or query[i + 1] == ")":
                raise QueryError(N_("'-' must be followed by the term it negates"), i)
            tokens.append(Token("-", i))
            i += 1
        elif ch == '"':
            text, end = read_quoted(query, i)
            tokens.append(Token("word", i, Word(text, i, quoted=True)))
            i = end
        else:
            token, i = read_word(query, i)
            tokens.append(token)
    return tokens


def read_quoted(query, start):
    end = query.find('"', start + 1)
    if end < 0:
        raise QueryError(N_("this quote is never closed"), start)
    text = query[start + 1 : end]
    if not text.strip():
        raise QueryError(N_("empty quotes"), start)
    return text, end + 1


def read_word(query, start):
    end = start
    while end < len(query) and not query[end].isspace() and query[end] not in '()"':
        end += 1
    word = query[start:end]
    match = FIELD_RE.match(word)
    if not match:
        if word.lower() in ("or", "and"):
            return Token(word.lower(), start), end
        return Token("word", start, Word(word, start)), end
    name, op = match.group(1).lower(), match.group(2)
    value, value_pos = word[match.end() :], start + match.end()
    if not value and end < len(query) and query[end] == '"':
        value, end = read_quoted(query, end)
    return Token("term", start, make_term(name, op, value, start, value_pos)), end


def make_term(name, op, value, position, value_pos):
    if name in NUMERIC_FIELDS:
        if not NUMBER_RE.fullmatch(value):
            if value:
                raise QueryError(
                    N_("{term} needs a whole number, not {value}"), value_pos, term=name + op, value=repr(value)
                )
            raise QueryError(N_("{term} needs a whole number"), value_pos, term=name + op)
        return Term(NUMERIC_FIELDS[name], op, int(value), position)
    if name not in TEXT_FIELDS:
        raise QueryError(N_("unknown field {name} (put text with a colon in quotes)"), position, name=repr(name))
    if op not in (":", "="):
        raise QueryError(
            N_("{name} compares text: use {name}: not {term}"), value_pos - len(op), name=name, term=name + op
        )
    if not value.strip():
        raise QueryError(N_("{name}: needs a value"), value_pos, name=name)
    return Term(TEXT_FIELDS[name], ":", value.strip(), position)


class Parser:
    """query := or ; or := and ('or' and)* ; and := unary+ ; unary := '-' unary | '(' or ')' | word | term"""

    def __init__(self, query):
        self.query = query
        self.tokens = tokenize(query)
        self.index = 0
        self.terms = 0

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def here(self):
        token = self.peek()
        return token.position if token else len(self.query)

    def take(self):
        token = self.peek()
        self.index += 1
        return token

    def parse(self):
        if not self.tokens:
            return None
        node = self.parse_or(0)
        token = self.peek()
        if token is not None:  # only a stray ")" can stop parse_or early
            raise QueryError(N_("this ')' has no matching '('"), token.position)
        return node

    def parse_or(self, depth):
        nodes = [self.parse_and(depth)]
        while self.peek() and self.peek().kind == "or":
            self.take()
            nodes.append(self.parse_and(depth))
        return nodes[0] if len(nodes) == 1 else Or(tuple(nodes))

    def parse_and(self, depth):
        nodes = []
        while (token := self.peek()) and token.kind not in (")", "or"):
            if token.kind == "and":
                if not nodes:
                    raise QueryError(N_("'and' needs a term before it"), token.position)
                self.take()
                if not self.peek() or self.peek().kind in (")", "or", "and"):
                    raise QueryError(N_("'and' needs a term after it"), token.position)
                continue
            nodes.append(self.parse_unary(depth))
        if not nodes:
            token = self.peek()
            if token and token.kind == "or":
                raise QueryError(N_("'or' needs a term on each side"), token.position)
            raise QueryError(N_("expected a search term here"), self.here())
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def parse_unary(self, depth):
        if depth > MAX_DEPTH:
            raise QueryError(N_("the query nests deeper than {depth} levels"), self.here(), depth=MAX_DEPTH)
        token = self.take()
        if token.kind == "-":
            following = self.peek()
            if following is None or following.kind in (")", "or", "and", "-"):
                raise QueryError(N_("'-' must be followed by the term it negates"), token.position)
            return Not(self.parse_unary(depth + 1))
        if token.kind == "(":
            if self.peek() and self.peek().kind == ")":
                raise QueryError(N_("empty parentheses"), token.position)
            node = self.parse_or(depth + 1)
            closing = self.take()
            if closing is None or closing.kind != ")":
                raise QueryError(N_("this '(' is never closed"), token.position)
            return node
        self.terms += 1
        if self.terms > MAX_TERMS:
            raise QueryError(N_("the query has more than {terms} terms"), token.position, terms=MAX_TERMS)
        return token.node


def parse(query):
    """Query text -> tree (None for an empty query). Raises QueryError(message, position)."""
    if len(query) > MAX_LENGTH:
        raise QueryError(N_("the query is longer than {length} characters"), MAX_LENGTH, length=MAX_LENGTH)
    for position, ch in enumerate(query):
        if (ord(ch) < 32 and ch not in "\t\n\r") or ch == "\x7f" or unicodedata.category(ch) == "Cs":
            raise QueryError(N_("the query contains a control character"), position)
    return Parser(query).parse()
