"""Rules documents split into sections at their headings: sensible sections, never one blob and never
one line each. Read without a database."""

import re
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judging.importers.rules import MAX_BODY, TITLE_MAX, split_rules

pytestmark = pytest.mark.smoke

DOCS = {
    "dbz": "seeds/dbz-ccg-rules.th.txt",
    "esferas": "seeds/dragonball-esferas-rules.es.txt",
    "tractor": "seeds/tractor-80-points-rules.th.txt",
    "yugioh": "seeds/yugioh-priority-chains.ar.txt",
    "manual": "data/dbs/rule-manual-1.074.en.txt",
}
# (fewest, most) sections a reader would expect from each document
EXPECTED = {"dbz": (8, 40), "esferas": (7, 14), "tractor": (4, 10), "yugioh": (12, 40), "manual": (80, 200)}


def split(seeds_dir, name):
    path = seeds_dir.parent / DOCS[name]
    return path.read_text(encoding="utf-8"), split_rules(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", DOCS)
def test_each_document_comes_out_as_sensible_sections(seeds_dir, name):
    _, sections = split(seeds_dir, name)
    fewest, most = EXPECTED[name]
    assert fewest <= len(sections) <= most
    assert all(len(s.body) <= MAX_BODY for s in sections), "no blob"
    assert statistics.median(len(s.body) for s in sections) >= 100, "not one line each"
    assert [s.order for s in sections] == list(range(1, len(sections) + 1))


@pytest.mark.parametrize("name", DOCS)
def test_no_text_is_lost(seeds_dir, name):
    """Every sentence is kept; only headings with nothing under them (a table of contents) may go."""
    text, sections = split(seeds_dir, name)
    kept = set(re.findall(r"\w+", " ".join([*(s.body for s in sections), *(p for s in sections for p in s.path)])))
    sentences = [line for line in text.splitlines() if len(line.strip()) > TITLE_MAX]
    assert set(re.findall(r"\w+", " ".join(sentences))) <= kept
    words = set(re.findall(r"\w+", text))
    assert len(words & kept) >= 0.97 * len(words)


def headings(sections):
    return [s.heading for s in sections]


def test_spanish_upper_case_lines_are_headings(seeds_dir):
    _, sections = split(seeds_dir, "esferas")
    assert headings(sections)[:3] == ["LO PRINCIPAL", "EMPEZANDO A JUGAR", "CUANDO SE ACABA EL MAZO"]
    step_by_step = next(s for s in sections if s.heading == "PASO A PASO")
    assert "1. Levantar la cantidad necesaria" in step_by_step.body, "numbered steps stay in their section"
    assert "REGLA DE ORO" in headings(sections)


def test_the_manual_nests_numbered_titles(seeds_dir):
    _, sections = split(seeds_dir, "manual")
    victory = next(s for s in sections if s.path[-1] == "1-2. Victory Condition")
    assert victory.path == ["General Rules", "1. Game Outline", "1-2. Victory Condition"]
    assert "1-2-1-1-2. The number of cards in a player’s Deck Area is 0." in victory.body
    assert any(s.path[-1] == "10-16. [Barrier]" for s in sections)
    assert not any("Table of Contents" in s.heading for s in sections), "the table of contents has no body"


def test_a_numbered_rule_with_no_title_is_not_swallowed_by_its_sibling(seeds_dir):
    _, sections = split(seeds_dir, "manual")
    barrier = next(s for s in sections if s.path[-1] == "10-16. [Barrier]")
    assert "10-17." not in barrier.body
    assert any(s.body.startswith("10-17. [Super Combo]") for s in sections)


def test_arabic_short_lines_are_headings(seeds_dir):
    _, sections = split(seeds_dir, "yugioh")
    assert "مرحلة سحب" in headings(sections)
    assert "السلاسل" in headings(sections)


def test_thai_numbered_titles_become_sections(seeds_dir):
    _, sections = split(seeds_dir, "tractor")
    assert [s.path[-1] for s in sections][-4:] == [
        "1. วัตถุประสงค์",
        "2. การตั้งค่า",
        "3. การเล่นเทิร์น",
        "4. การให้คะแนนและจบเกม",
    ]


def test_a_document_on_one_line_is_cut_at_its_numbered_steps(seeds_dir):
    text, sections = split(seeds_dir, "dbz")
    assert len(text.splitlines()) <= 5 and len(sections) >= 8
    starts = [s.path[-1] for s in sections]
    assert any("บทสรุปของการเริ่มต้นเกมใหม่" in h for h in starts), "the setup summary starts a section"


paragraph = st.text(alphabet="abcdefghij klmnop", min_size=30, max_size=200).map(lambda t: t.strip() + ".")


@given(st.lists(st.tuples(st.from_regex(r"[A-Z]{4,12}", fullmatch=True), st.lists(paragraph, min_size=1)), min_size=1))
def test_upper_case_headings_each_start_a_section_with_their_text(parts):
    text = "\n\n".join(f"{title}:\n" + "\n".join(body) for title, body in parts)
    sections = split_rules(text)
    assert " ".join(s.body for s in sections).split() == " ".join(p for _, body in parts for p in body).split()
