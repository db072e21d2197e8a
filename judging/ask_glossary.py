"""A question's game terms, found in whichever language it names them, in every language.

A judge writes the keyword they know ([Dual Attack], Warp, Counter) where the answer says [Réplique],
Dimension parallèle, [Contre] (issue 33). The terms are pure data per game, in
games/rules/<game>/glossary.py (TERMS: a table, a row per term, a column per language, the documents'
spelling first; an empty cell writes the term as English does). This module finds them in a question and gives
the question search what it needs:

- `search_terms`: for each language, the term's spellings there, which the full-text half adds to
  its search in that language (ask_text.py): a term in English finds the French FAQ's word;
- `variants`: the question with its terms written in another language's spelling, embedded for the
  search by meaning in that language's passages: the model knows "attack" in every language, not
  that [Dual Attack] is [Réplique].

`python -m judging.ask_glossary --write` regenerates the terms' section of docs/glossary.md.
Pure Python (no Django).
"""

import functools
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from games.rules import registry

from .search import languages

LANGUAGES = ("en", "fr", "es", "ar", "th")
BRACKETS = re.compile(r"[\[\]]")
ARABIC_CLITICS = "(?:[وفبلك]|لل|ال|وال|بال|فال|كال)?"  # "and", "with", "the"... written onto the word


def spellings(term, lang):
    """The term's spellings in `lang`: its own, else English's (printed keywords stay English)."""
    return term.get(lang) or term["en"]


def fold(text):
    """The form spellings are compared in: NFKC, case and accents folded, one kind of apostrophe,
    hyphens and brackets as spaces, spaces collapsed."""
    text = languages.fold(unicodedata.normalize("NFKC", text)).replace("’", "'")
    return " ".join(re.sub(r"[-‐\[\]]", " ", text).split())


def _folded_with_offsets(text):
    """`text` folded character by character, with the index in `text` of each folded character:
    matches are found on the folded form and reported on the question as typed."""
    chars, offsets = [], []
    for i, ch in enumerate(text):
        for out in fold(ch) if ch.strip() and ch not in "-‐[]" else " ":
            chars.append(out)
            offsets.append(i)
    return "".join(chars), offsets


def _pattern(folded_spelling):
    script = languages.script(folded_spelling)
    body = re.escape(folded_spelling).replace(r"\ ", r"\s+")
    if script == "thai":  # no spaces between Thai words: a substring
        return re.compile(body)
    if script == "arabic":  # the word's clitics and endings with it ("وحشاً" is "وحش")
        return re.compile(rf"(?<!\w){ARABIC_CLITICS}{body}\w*")
    # Each word of a Latin-script term may take its plural: "Invocaciones Normales", "cartes Extra".
    body = r"(?:s|es)?\s+".join(re.escape(word) for word in folded_spelling.split())
    return re.compile(rf"(?<!\w){body}(?:s|es)?(?!\w)")


@dataclass(frozen=True)
class Entry:
    game: str
    term: dict
    spelling: str  # as the data writes it
    langs: tuple  # the languages that spell the term this way


def parse_table(text):
    """Terms ({language: spellings}) of a glossary table: a header line, then a row per term, its
    cells (en | fr | es | ar | th) separated by "|", a cell's spellings by " / "; an empty cell is
    left out (the term is written as in English); lines starting with # are comments."""
    rows = [line for line in text.strip().splitlines() if line.strip() and not line.lstrip().startswith("#")]
    terms = []
    for line in rows[1:]:
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) > len(LANGUAGES) or not cells[0]:
            raise ValueError(f"glossary row needs an English spelling and at most 5 cells: {line!r}")
        cells += [""] * (len(LANGUAGES) - len(cells))
        terms.append(
            {
                lang: tuple(s.strip() for s in cell.split(" / "))
                for lang, cell in zip(LANGUAGES, cells, strict=True)
                if cell
            }
        )
    return tuple(terms)


@functools.cache
def game_terms(slug):
    """The terms of the game's glossary (its descriptor's glossary_module; none for a game without one)."""
    game = registry.find(slug)
    glossary = game.module("glossary_module") if game else None
    return parse_table(glossary.TERMS) if glossary else ()


@functools.cache
def entries(game=""):
    """(key, pattern, Entry) of every spelling of every term of `game` (every game without one), the
    longest spellings first so that "Counter Trap" is found before "Counter"; `key`, the spelling's
    longest word, is looked for first (a plain substring test), as most spellings are not there."""
    result = []
    for slug in [game] if game else registry.slugs():
        for term in game_terms(slug):
            by_form = {}  # folded spelling: (spelling, languages)
            for lang in LANGUAGES:
                for spelling in spellings(term, lang):
                    written, langs = by_form.get(fold(spelling), (spelling, ()))
                    by_form[fold(spelling)] = (written, (*langs, lang))
            for folded, (spelling, langs) in by_form.items():
                key = max(folded.split(), key=len)  # a word the question must hold for the spelling to be there
                result.append((len(folded), key, _pattern(folded), Entry(slug, term, spelling, langs)))
    result.sort(key=lambda row: -row[0])  # stable: the data's order among equal lengths
    return [(key, pattern, entry) for _length, key, pattern, entry in result]


@dataclass(frozen=True)
class Match:
    start: int  # in the question as typed
    end: int
    text: str  # what the question says
    entries: tuple  # the terms so spelled (one per game that has it)

    @property
    def langs(self):
        """The languages whose spelling the question used."""
        return tuple(dict.fromkeys(lang for entry in self.entries for lang in entry.langs))


@functools.lru_cache(maxsize=4096)
def find(question, game=""):
    """The game terms in `question`, in reading order; overlapping spellings give way to the longest.
    Kept per question: the answers' explanations ask again for the same question."""
    folded, offsets = _folded_with_offsets(question)
    taken = [False] * len(folded)
    spans = {}
    for key, pattern, entry in entries(game):
        if key not in folded:
            continue
        for m in pattern.finditer(folded):
            span = (m.start(), m.end())
            if span in spans:
                if all(e.term is not entry.term for e in spans[span]):
                    spans[span].append(entry)
                continue
            if any(taken[m.start() : m.end()]):
                continue
            taken[m.start() : m.end()] = [True] * (m.end() - m.start())
            spans[span] = [entry]
    matches = []
    for (low, high), found in sorted(spans.items()):
        start, end = offsets[low], offsets[high - 1] + 1
        while end < len(question) and unicodedata.combining(question[end]):  # marks folding dropped
            end += 1
        # A bracketed keyword is replaced with its brackets.
        if start > 0 and question[start - 1] == "[" and question[end : end + 1] == "]":
            start, end = start - 1, end + 1
        matches.append(Match(start, end, question[start:end], tuple(found)))
    return tuple(matches)


def search_terms(matches, langs=LANGUAGES, typed_in=()):
    """{language: [spelling]} the full-text half adds in each language: every spelling there of
    each term found, brackets removed; in `typed_in` (the languages the question itself is searched
    in) the spelling it already has is left out."""
    result = {}
    for lang in langs:
        words = []
        for match in matches:
            said = fold(match.text) if lang in typed_in else None
            for entry in match.entries:
                for spelling in spellings(entry.term, lang):
                    plain = " ".join(BRACKETS.sub(" ", spelling).split())
                    if fold(plain) != said and plain not in words:
                        words.append(plain)
        if words:
            result[lang] = words
    return result


def _spaced(question, start, end, written):
    """`written` with a space on each side that touches a letter: a Latin keyword put into Thai,
    which has no spaces between words, must stay a word of its own."""
    before = " " if start > 0 and question[start - 1].isalnum() else ""
    after = " " if end < len(question) and question[end].isalnum() else ""
    return f"{before}{written}{after}"


def variants(question, matches, langs=LANGUAGES):
    """{question with its terms in a language's spelling: [languages]}: one text per distinct
    rewriting; a term already in that language's spelling stays as typed, and languages whose
    rewriting is the question itself are left out."""
    result = {}
    for lang in langs:
        text, at = [], 0
        for match in matches:
            if lang in match.langs:
                continue
            written = spellings(match.entries[0].term, lang)[0]
            if not match.text.startswith("["):
                written = BRACKETS.sub("", written).strip()
            text += [question[at : match.start], _spaced(question, match.start, match.end, written)]
            at = match.end
        text = "".join([*text, question[at:]])
        if fold(text) != fold(question):
            result.setdefault(text, []).append(lang)
    return result


# docs/glossary.md: the terms' section, generated from the data between these two lines.
DOC = Path(__file__).resolve().parent.parent / "docs" / "glossary.md"
BEGIN = (
    "<!-- search terms: generated by `python -m judging.ask_glossary --write`; edit games/rules/<game>/glossary.py -->"
)
END = "<!-- end of search terms -->"


def markdown():
    """The section of docs/glossary.md that lists the search terms, one table per game."""
    out = [BEGIN, "", "## Search terms (the question search's data)", ""]
    out.append(
        "The rulings' question search finds these terms in a question in any language and looks for them in "
        "every language (docs/rulings-qa.md). The data is `games/rules/<game>/glossary.py`; an empty cell "
        "writes the term as English does; several spellings are separated by ` / `, the documents' first."
    )
    for slug in registry.slugs():
        terms = game_terms(slug)
        if not terms:
            continue
        out += [
            "",
            f"### {registry.get(slug).name}",
            "",
            "| English | Français | Español | العربية | ไทย |",
            "|---|---|---|---|---|",
        ]
        for term in terms:
            cells = [" / ".join(term["en"])] + [
                " / ".join(term[lang]) if lang in term else "" for lang in LANGUAGES[1:]
            ]
            out.append("| " + " | ".join(cells) + " |")
    return "\n".join([*out, "", END])


def document_with_terms(text):
    """docs/glossary.md's text with its generated section replaced (appended if absent)."""
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        return head + markdown() + rest.split(END, 1)[1]
    return text.rstrip("\n") + "\n\n" + markdown() + "\n"


if __name__ == "__main__":
    if "--write" in sys.argv:
        DOC.write_text(document_with_terms(DOC.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        print(markdown())
