"""Highlighted snippets: the source text HTML-escaped, then <mark> around the words that matched.

Pure Python. Escaping comes first and marking second, over spans of the original text, so nothing
from a document can inject markup. A word matches a query word when their folded forms (lower case,
no accents) are equal or share a long enough start to be the same word inflected ("cartes" and
"carte"); Thai words, having no spaces around them, are found as substrings, and so are Arabic words
inside a word that carries a prefix ("الأولوية" in "بالأولوية").
"""

import functools
import html
import itertools
import re

from . import languages

WINDOW = 300


def _same_word(word, wanted):
    if word == wanted:
        return True
    shortest = min(len(word), len(wanted))
    stem = max(4, shortest - 2)
    return shortest >= 4 and word[:stem] == wanted[:stem] and abs(len(word) - len(wanted)) <= 3


MEMO = 50_000  # words remembered per query: a page of results repeats the same words


@functools.lru_cache(maxsize=256)
def _matcher(wanted, clitic):
    """Whether a word of the text matches one of the folded query words `wanted` (a frozenset),
    remembered per word: the results of one query share most of their words."""
    seen = {}

    def matches(word):
        hit = seen.get(word)
        if hit is None:
            folded = languages.fold(word)
            hit = any(_same_word(folded, w) or (clitic and len(w) >= 3 and w in folded) for w in wanted)
            if len(seen) < MEMO:
                seen[word] = hit
        return hit

    return matches


def _word_hits(text, wanted, language):
    """(start, end) of each word of `text` that matches a folded query word, in order (languages
    written with spaces). A generator, so a snippet reads the text only as far as its window."""
    matches = _matcher(frozenset(wanted), language in languages.CLITIC)
    for m in languages.WORD.finditer(text):
        if matches(m.group()):
            yield m.span()


def hit_spans(text, words, language):
    """(start, end) spans of `text` that match any of the query `words`, in order, not overlapping."""
    wanted = {languages.fold(w) for w in words if w}
    if not wanted or not text:
        return []
    if language not in languages.SEGMENTED:
        # Word matches never overlap. The text's distinct words are tested once each, and only a
        # text with a match is read again for the spans (a word at a time through _word_hits was
        # most of an answer's cost in the ask API, docs/benchmarks/qa.md).
        matches = _matcher(frozenset(wanted), language in languages.CLITIC)
        found = {word for word in set(languages.WORD.findall(text)) if matches(word)}
        return [m.span() for m in languages.WORD.finditer(text) if m.group() in found] if found else []
    spans = []
    for word in wanted:
        spans += [(m.start(), m.end()) for m in re.finditer(re.escape(word), text)]
    spans.sort()
    merged = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


_OPEN, _CLOSE = "\x00", "\x01"  # where the marks go, escaped with the text in one pass


def highlight(text, spans):
    """Escaped text with <mark> around each span."""
    if _OPEN not in text and _CLOSE not in text:
        # Placeholders put in, the whole text escaped at once, then the placeholders made marks:
        # escaping each piece between the marks apart was a third of the cost of highlighting.
        parts, pos = [], 0
        for start, end in spans:
            parts += [text[pos:start], _OPEN, text[start:end], _CLOSE]
            pos = end
        parts.append(text[pos:])
        return html.escape("".join(parts)).replace(_OPEN, "<mark>").replace(_CLOSE, "</mark>")
    out, pos = [], 0
    for start, end in spans:
        out.append(html.escape(text[pos:start]))
        out.append(f"<mark>{html.escape(text[start:end])}</mark>")
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)


def snippet(text, words, language, window=WINDOW):
    """A window of `text` around its first hit (or its start), escaped and marked."""
    wanted = {languages.fold(w) for w in words if w}
    if language in languages.SEGMENTED or not wanted or not text:
        spans = iter(hit_spans(text, words, language))
    else:
        spans = _word_hits(text, wanted, language)  # read lazily: a rules section can be long
    first = next(spans, None)
    start = 0
    if first and len(text) > window:
        start = max(0, first[0] - window // 3)
        space = text.rfind(" ", 0, start)
        start = space + 1 if space > start - 20 else start
    end = min(len(text), start + window)
    shown = []
    for s, e in itertools.chain([first] if first else [], spans):
        if s >= end:
            break
        if e > start:
            shown.append((max(s, start) - start, min(e, end) - start))
    body = highlight(text[start:end], shown)
    return ("…" if start else "") + body + ("…" if end < len(text) else "")
