"""Websearch query syntax, parsed once and rendered for each engine. Pure Python.

The syntax is PostgreSQL's websearch_to_tsquery's: words (all required), "quoted phrases",
-word or -"phrase" to exclude, and `or` between alternatives. PostgreSQL reads the text itself;
this parser serves SQLite FTS5, Thai segmentation, snippets and typo correction.
"""

import re
from dataclasses import dataclass

from . import languages

TOKEN = re.compile(r'(-?)"([^"]*)"?|(\S+)')
MAX_QUERY_LENGTH = 200


@dataclass(frozen=True)
class Term:
    words: tuple  # one word, or the words of a phrase
    negated: bool = False
    phrase: bool = False


def parse(text):
    """Alternatives (lists of Terms) separated by `or`."""
    groups, current = [], []
    for m in TOKEN.finditer(text[:MAX_QUERY_LENGTH]):
        negated, quoted, bare = m.group(1) == "-", m.group(2), m.group(3)
        if bare is not None and bare.lower() == "or":
            if current:
                groups.append(current)
            current = []
            continue
        if bare is not None:
            negated, bare = bare.startswith("-") and len(bare) > 1, bare.lstrip("-") if bare.startswith("-") else bare
        raw = quoted if quoted is not None else bare
        words = tuple(languages.WORD.findall(raw or ""))
        if words:
            current.append(Term(words, negated=negated, phrase=quoted is not None or len(words) > 1))
    if current:
        groups.append(current)
    return groups


def segmented(groups, language):
    """The same query with each word segmented for languages written without spaces."""
    if language not in languages.SEGMENTED:
        return groups
    result = []
    for group in groups:
        terms = []
        for term in group:
            words = tuple(w for word in term.words for w in languages.segment(word, language).split())
            # A bare Thai word that splits into several is asked for as all of them, not as a phrase:
            # the segmenter may cut the query differently from the same words in a sentence.
            terms.append(Term(words, term.negated, phrase=term.phrase or (term.negated and len(words) > 1)))
        result.append(terms)
    return result


def without_stopwords(groups, language):
    """Bare stop words dropped from each group (phrases keep theirs), unless nothing would be left."""
    stop = languages.STOPWORDS.get(language, set())
    result = []
    for group in groups:
        kept = [t for t in group if t.phrase or t.negated or languages.fold(t.words[0]) not in stop]
        result.append(kept if any(not t.negated for t in kept) else group)
    return result


def positive_words(groups):
    return [w for group in groups for term in group if not term.negated for w in term.words]


def excluding_only(groups, langs):
    """The first alternative that excludes and has no word to search for in one of `langs` (only
    exclusions, or beside them only words too common to be searched there), or None.

    PostgreSQL drops the common words and would match every text lacking the excluded ones; FTS5
    would match none (or every text with the common word). Neither is a search, so the caller asks
    for a word instead. An alternative without exclusions is left alone: of common words only, it
    finds nothing on PostgreSQL rather than everything."""
    for group in groups:
        if not any(t.negated for t in group):
            continue
        for lang in langs or [""]:
            stop = languages.STOPWORDS.get(lang, frozenset())
            if not any(not t.negated and any(languages.fold(w) not in stop for w in t.words) for t in group):
                return group
    return None


def render(term):
    """A term as websearch syntax: word, "phrase", -word, -"phrase"."""
    text = f'"{" ".join(term.words)}"' if term.phrase else " ".join(term.words)
    return f"-{text}" if term.negated else text


def to_websearch(groups):
    """Render for PostgreSQL's websearch_to_tsquery. An alternative made only of exclusions is left
    out, as in to_fts5: websearch_to_tsquery would match every text lacking them."""
    wanted = [group for group in groups if any(not t.negated for t in group)]
    return " or ".join(" ".join(render(t) for t in group) for group in wanted)


def to_fts5(groups, column=None):
    """Render for SQLite FTS5: every word quoted (no FTS5 syntax gets through), NOT for exclusions.
    A group made only of exclusions matches nothing, as in websearch_to_tsquery."""

    def quote(words):
        return '"' + " ".join(w.replace('"', '""') for w in words) + '"'

    rendered = []
    for group in groups:
        wanted = [t for t in group if not t.negated]
        if not wanted:
            continue
        expr = " AND ".join(quote(t.words) if t.phrase else " AND ".join(quote((w,)) for w in t.words) for t in wanted)
        for term in (t for t in group if t.negated):
            expr = f"({expr}) NOT {quote(term.words)}"
        rendered.append(f"({expr})")
    if not rendered:
        return ""
    expr = " OR ".join(rendered)
    return f"{{{column}}} : ({expr})" if column else expr


def replace_words(groups, corrections):
    """The query with misspelled words replaced by their corrections."""
    return [
        [Term(tuple(corrections.get(languages.fold(w), w) for w in t.words), t.negated, t.phrase) for t in group]
        for group in groups
    ]
