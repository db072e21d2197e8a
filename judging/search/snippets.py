"""Highlighted snippets: the source text HTML-escaped, then <mark> around the words that matched.

Pure Python. Escaping comes first and marking second, over spans of the original text, so nothing
from a document can inject markup. A word matches a query word when their folded forms (lower case,
no accents) are equal or share a long enough start to be the same word inflected ("cartes" and
"carte"); Thai words, having no spaces around them, are found as substrings, and so are Arabic words
inside a word that carries a prefix ("الأولوية" in "بالأولوية").
"""

import html
import re

from . import languages

WINDOW = 300


def _same_word(word, wanted):
    if word == wanted:
        return True
    shortest = min(len(word), len(wanted))
    stem = max(4, shortest - 2)
    return shortest >= 4 and word[:stem] == wanted[:stem] and abs(len(word) - len(wanted)) <= 3


def hit_spans(text, words, language):
    """(start, end) spans of `text` that match any of the query `words`, in order, not overlapping."""
    wanted = {languages.fold(w) for w in words if w}
    if not wanted or not text:
        return []
    spans = []
    if language in languages.SEGMENTED:
        for word in wanted:
            spans += [(m.start(), m.end()) for m in re.finditer(re.escape(word), text)]
    else:
        for m in languages.WORD.finditer(text):
            folded = languages.fold(m.group())
            clitic = language in languages.CLITIC
            if any(_same_word(folded, w) or (clitic and len(w) >= 3 and w in folded) for w in wanted):
                spans.append((m.start(), m.end()))
    spans.sort()
    merged = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def highlight(text, spans):
    """Escaped text with <mark> around each span."""
    out, pos = [], 0
    for start, end in spans:
        out.append(html.escape(text[pos:start]))
        out.append(f"<mark>{html.escape(text[start:end])}</mark>")
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)


def snippet(text, words, language, window=WINDOW):
    """A window of `text` around its first hit (or its start), escaped and marked."""
    spans = hit_spans(text, words, language)
    start = 0
    if spans and len(text) > window:
        start = max(0, spans[0][0] - window // 3)
        space = text.rfind(" ", 0, start)
        start = space + 1 if space > start - 20 else start
    end = min(len(text), start + window)
    shown = [(max(s, start) - start, min(e, end) - start) for s, e in spans if s < end and e > start]
    body = highlight(text[start:end], shown)
    return ("…" if start else "") + body + ("…" if end < len(text) else "")
