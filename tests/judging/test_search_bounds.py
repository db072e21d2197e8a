"""What the fast paths of the search must keep: a bounded ranking that still pages to the end, the
language-aware index, and snippets that read only as far as their window yet mark exactly what the
whole text's hits would."""

import html

import pytest
from django.db import connection
from hypothesis import given, settings
from hypothesis import strategies as st

from games.models import Game
from judging import services
from judging.search import backends, languages, snippets

from .conftest import search

pytestmark = [pytest.mark.django_db]


@pytest.fixture
def five_zamasu_rulings(db):
    dbs = Game.objects.get(slug="dbs")
    return [
        services.ruling_create(game=dbs, language="fr", question=f"Question {n} ?", answer=f"Zamasu, réponse {n}.")
        for n in range(5)
    ]


@pytest.mark.postgres
def test_a_word_in_more_rows_than_the_candidates_still_gives_a_full_page(five_zamasu_rulings, monkeypatch):
    monkeypatch.setattr(backends, "CANDIDATES", 3)
    first, page = search("zamasu", lang="fr", limit=2)
    assert len(page) == 2 and first.has_more
    assert {r["id"] for r in page} <= {r.pk for r in five_zamasu_rulings}


@pytest.mark.postgres
def test_a_deep_page_ranks_as_many_rows_as_it_needs(five_zamasu_rulings, monkeypatch):
    monkeypatch.setattr(backends, "CANDIDATES", 3)
    pages = [search("zamasu", lang="fr", limit=1, offset=n) for n in range(5)]
    assert all(len(results) == 1 for _, results in pages)
    assert [result.has_more for result, _ in pages] == [True, True, True, True, False]
    # The last page ranks all five rows: it is the lowest of them (equal ranks: highest id last).
    assert pages[4][1][0]["id"] == max(r.pk for r in five_zamasu_rulings)


@pytest.mark.postgres
def test_every_language_branch_can_use_the_language_and_vector_index(five_zamasu_rulings):
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'judging_ruling_lang_vector_gin'")
        (definition,) = cursor.fetchone()
        assert "gin (language, search_vector)" in definition
        cursor.execute("SET LOCAL enable_seqscan = off")  # a five-row table: make the planner show its index
        cursor.execute(
            "EXPLAIN SELECT id FROM judging_ruling WHERE language = 'es' "
            "AND search_vector @@ websearch_to_tsquery('arbiter_spanish', 'zamasu')"
        )
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "judging_ruling_lang_vector_gin" in plan and "Index Cond" in plan
    _, results = search("zamasu")  # no lang: every language's branch, one finds them
    assert len(results) == 5


# --- Snippets: the lazy reading must give what reading the whole text gave -----------------------


def reference_snippet(text, words, language, window=snippets.WINDOW):
    """The snippet as defined before it read lazily: every hit of the whole text, then the window."""
    spans = snippets.hit_spans(text, words, language)
    start = 0
    if spans and len(text) > window:
        start = max(0, spans[0][0] - window // 3)
        space = text.rfind(" ", 0, start)
        start = space + 1 if space > start - 20 else start
    end = min(len(text), start + window)
    shown = [(max(s, start) - start, min(e, end) - start) for s, e in spans if s < end and e > start]
    return ("…" if start else "") + snippets.highlight(text[start:end], shown) + ("…" if end < len(text) else "")


FRENCH = ["Barrière", "barriere", "carte", "cartes", "combat", "énergie", "Énergie", "attaque", "zone", "à", "le"]
ARABIC = ["الأولوية", "بالأولوية", "سلسلة", "البطاقة", "في"]
SEPARATORS = [" ", " ", ", ", ". ", "\n", " <b> ", " & "]
VOCABULARIES = st.sampled_from([("fr", FRENCH), ("ar", ARABIC), ("en", ["Barrier", "card", "cards", "costs", "cost"])])


def drawn_text_and_words(data, vocabulary, separators=SEPARATORS, max_size=400):
    """A text of the vocabulary's words between separators, and one to three words to look for."""
    pieces = data.draw(st.lists(st.sampled_from(vocabulary), max_size=max_size))
    seps = data.draw(st.lists(st.sampled_from(separators), min_size=len(pieces), max_size=len(pieces)))
    text = "".join(p + s for p, s in zip(pieces, seps, strict=True))
    return text, data.draw(st.lists(st.sampled_from([*vocabulary, "absent"]), min_size=1, max_size=3))


@pytest.mark.smoke
@settings(max_examples=150, deadline=None)
@given(
    VOCABULARIES,
    st.data(),
)
def test_snippet_marks_the_same_hits_as_reading_the_whole_text(language_vocabulary, data):
    language, vocabulary = language_vocabulary
    text, words = drawn_text_and_words(data, vocabulary)
    got = snippets.snippet(text, words, language)
    assert got == reference_snippet(text, words, language)
    assert html.unescape(got.replace("<mark>", "").replace("</mark>", "")).strip("…") in text


def reference_highlight(text, spans):
    """Highlighting as defined before it escaped in one pass: each piece escaped on its own."""
    out, pos = [], 0
    for start, end in spans:
        out += [html.escape(text[pos:start]), f"<mark>{html.escape(text[start:end])}</mark>"]
        pos = end
    return "".join([*out, html.escape(text[pos:])])


@pytest.mark.smoke
@settings(max_examples=150, deadline=None)
@given(
    VOCABULARIES,
    st.data(),
)
def test_hit_spans_and_highlight_give_what_reading_word_by_word_gave(language_vocabulary, data):
    # hit_spans tests each distinct word once, highlight escapes the text in one pass with placeholders
    # for the marks (docs/benchmarks/qa.md): the same spans and the same escaped text as before, the
    # placeholders' own characters in the text too.
    language, vocabulary = language_vocabulary
    text, words = drawn_text_and_words(data, vocabulary, [*SEPARATORS, " \x00 ", "\x01", " \"'"], max_size=200)
    spans = snippets.hit_spans(text, words, language)
    wanted = {languages.fold(w) for w in words}
    assert spans == (list(snippets._word_hits(text, wanted, language)) if text else [])
    assert snippets.highlight(text, spans) == reference_highlight(text, spans)


@pytest.mark.smoke
def test_the_cards_of_a_result_are_those_of_the_ruling_page(corpus, broly):
    from judging.models import Ruling
    from judging.selectors import citation_as_dict

    _, results = search("Broly", lang="fr", limit=50)
    assert any(r["cards"] for r in results) and any(r["cards"][0]["url"] for r in results if r["cards"])
    for r in results:
        ruling = Ruling.objects.get(pk=r["id"])
        assert r["cards"] == [citation_as_dict(c) for c in ruling.citations.all()]
