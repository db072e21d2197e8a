"""Which text search configuration indexes each language, and how text is prepared for it.

Pure Python (no Django): the PostgreSQL migration, the SQLite FTS5 index and the search service all
read this one mapping. The `arbiter_*` configurations copy PostgreSQL's own and add `unaccent`, so
"barriere" finds "Barrière" (see migration 0002). Thai has no configuration in PostgreSQL and no
spaces between words, so Thai text is segmented with pythainlp (`newmm`) before it is indexed with
`simple`, and Thai queries are segmented the same way.
"""

import functools
import re
import unicodedata

from config import longlived

# language code -> (PostgreSQL configuration to search with, the built-in it copies or None)
CONFIGURATIONS = {
    "fr": ("arbiter_french", "french"),
    "es": ("arbiter_spanish", "spanish"),
    "ar": ("arbiter_arabic", "arabic"),
    "en": ("arbiter_english", "english"),
    "th": ("simple", None),
}
LANGUAGE_NAMES = {"fr": "Français", "es": "Español", "ar": "العربية", "en": "English", "th": "ไทย"}
LANGUAGES = tuple(CONFIGURATIONS)
SEGMENTED = {"th"}
# Arabic attaches prepositions and conjunctions to the word ("بالأولوية" = "with the priority").
CLITIC = {"ar"}


def _word_set(text):
    return frozenset(text.split())


# The commonest function words, left out of SQLite queries as PostgreSQL's configurations leave
# them out of theirs (FTS5 has no stop words: "combien de cartes dans mon deck" would need "dans").
STOPWORDS = {
    "fr": _word_set(
        "a à au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur lui ma mais me mes "
        "moi mon ne nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre "
        "vous y d l j n s c"
    ),
    "es": _word_set("a al con de del el en es la las le les lo los mi no o para por que se si su sus te tu un una y"),
    "en": _word_set("a an and are as at be by for from in is it its of on or that the this to was with"),
    "ar": _word_set("في من على إلى عن أو و ثم أن إن لا ما هذا هذه التي الذي"),
    "th": frozenset(),
}

_ARABIC_MARKS = re.compile("[\u064b-\u065f\u0670\u0640]")  # harakat and tatweel: spelling aids, not letters


def configuration(language):
    """The literal configuration name for a language; raises KeyError for an unknown one."""
    return CONFIGURATIONS[language][0]


def segment(text, language):
    """Text with spaces between its words, for languages written without them."""
    if language not in SEGMENTED or not text:
        return text
    words = _thai_words()(text, engine="newmm", keep_whitespace=False)
    return " ".join(word for word in words if word.strip())


@functools.cache
def _thai_words():
    """pythainlp's word_tokenize, its dictionary loaded (on first use: it takes a moment and 70 MB), a trie of
    420,000 objects that lives as long as the process: a web process freezes it out of the garbage collector's
    sight (config/longlived.py)."""
    from pythainlp.tokenize import word_tokenize  # local import: loading Thai's dictionary takes a moment

    word_tokenize("ก", engine="newmm")
    longlived.settle()
    return word_tokenize


def index_text(text, language):
    """What the full-text index stores for `text`: the text itself, segmented where needed."""
    return segment(text or "", language)


@functools.lru_cache(maxsize=200_000)  # snippets fold the same words over and over
def fold(text):
    """Lower-case, accents and Arabic marks removed: the form used to compare words."""
    text = _ARABIC_MARKS.sub("", text.casefold())
    decomposed = unicodedata.normalize("NFKD", text)
    # Thai vowel and tone marks are combining characters too, but they are letters there: keep them.
    kept = (ch for ch in decomposed if not unicodedata.combining(ch) or "\u0e00" <= ch <= "\u0e7f")
    return unicodedata.normalize("NFC", "".join(kept))


# Letters, digits and the combining marks that belong inside words (Python's \w leaves them out,
# which would cut Thai words at their vowel signs and Arabic words at their harakat).
WORD = re.compile(r"(?:\w|[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u0e31\u0e34-\u0e3a\u0e47-\u0e4e])+")


def words(text, language):
    """Folded words of a text, segmented first where needed."""
    return [fold(w) for w in WORD.findall(segment(text, language))]


SCRIPTS = {"fr": "latin", "es": "latin", "en": "latin", "ar": "arabic", "th": "thai"}


def script(word):
    """The script a word is written in, by its first letter: "thai", "arabic" or "latin"."""
    for ch in word:
        if "\u0e00" <= ch <= "\u0e7f":
            return "thai"
        if "\u0600" <= ch <= "\u06ff" or "\u0750" <= ch <= "\u077f":
            return "arabic"
        if ch.isalpha():
            return "latin"
    return "latin"
