"""Websearch syntax rendered for SQLite FTS5: whatever a judge types, the engine gets a valid query."""

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judging.search import query as q

pytestmark = pytest.mark.smoke

THAI_MARKS = "\u0e31" + "".join(map(chr, range(0x0E34, 0x0E3B))) + "".join(map(chr, range(0x0E47, 0x0E4F)))


@pytest.fixture(scope="module")
def fts():
    db = sqlite3.connect(":memory:")
    tokenize = f"porter unicode61 remove_diacritics 2 tokenchars '{THAI_MARKS}'"
    db.execute(f'CREATE VIRTUAL TABLE t USING fts5(a, b, tokenize="{tokenize}")')
    db.execute("INSERT INTO t VALUES (?, ?)", ("Barrière mode Inertie", "Broly « choisir » cartes"))
    return db


def matches(db, text, column=None):
    expression = q.to_fts5(q.parse(text), column=column)
    if not expression:
        return 0
    return db.execute("SELECT count(*) FROM t WHERE t MATCH ?", (expression,)).fetchone()[0]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("barriere", 1),
        ('"mode inertie"', 1),
        ('"inertie mode"', 0),
        ("barriere -broly", 0),
        ("vengeance or broly", 1),
        ("carte", 1),
        ("-broly", 0),
    ],
)
def test_websearch_syntax_means_the_same_in_fts5(fts, text, found):
    assert matches(fts, text) == found


def test_a_column_filter_limits_to_the_question(fts):
    assert matches(fts, "broly", column="a") == 0
    assert matches(fts, "barriere", column="a") == 1


@given(st.text(max_size=60))
def test_any_typed_text_renders_to_a_valid_fts5_query(text):
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(a, b)")
    expression = q.to_fts5(q.parse(text))
    if expression:
        db.execute("SELECT count(*) FROM t WHERE t MATCH ?", (expression,)).fetchone()


@given(st.text(max_size=60))
def test_parsing_keeps_only_words_and_never_fails(text):
    for group in q.parse(text):
        for term in group:
            assert term.words and all(w.strip() for w in term.words)


@pytest.mark.parametrize(
    ("text", "rendered"),
    [
        ("-broly", ""),
        ('-"mode inertie"', ""),
        ("barriere or -broly", "barriere"),
        ("barriere -broly", "barriere -broly"),
    ],
)
def test_websearch_leaves_out_alternatives_of_exclusions_alone_as_fts5_does(text, rendered):
    # websearch_to_tsquery would match every text lacking the excluded words.
    assert q.to_websearch(q.parse(text)) == rendered


@pytest.mark.parametrize(
    ("text", "langs", "offending"),
    [
        ("-broly", ["fr"], "-broly"),
        ("-broly", [], "-broly"),
        ("barriere -broly", ["fr"], None),
        ("le -broly", ["fr"], "le -broly"),
        ("le -broly", ["en"], None),
        ("the -broly", ["fr", "en"], "the -broly"),
        ('"le la" -broly', ["fr"], '"le la" -broly'),
        ('"le mode" -broly', ["fr"], None),
        ("barriere or le -broly", ["fr"], "le -broly"),
        ("le", ["fr"], None),  # no exclusion: PostgreSQL finds nothing, not everything
    ],
)
def test_an_alternative_with_exclusions_and_no_word_to_search_for_is_found(text, langs, offending):
    group = q.excluding_only(q.parse(text), langs)
    assert (" ".join(q.render(t) for t in group) if group else None) == offending
