"""The FAQ format of dbs-cardgame-faq.fr.txt, read without a database."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judging.importers.faq import FaqFormatError, keyword_name, parse_faq
from tests.conftest import SEEDS

pytestmark = pytest.mark.smoke

FAQ = parse_faq((SEEDS / "dbs-cardgame-faq.fr.txt").read_text(encoding="utf-8"))


@pytest.fixture
def faq():
    return FAQ


def by_key(faq, key):
    return next(r for r in faq if r.key == key)


def test_it_reads_about_two_hundred_rulings_each_with_its_answer(faq):
    assert 190 <= len(faq) <= 210
    assert all(r.question and r.answer for r in faq)


def test_numbering_restarts_per_section(faq):
    first = by_key(faq, "Construction du deck#0/Q1")
    assert first.question.startswith("Combien de cartes doit contenir mon deck")
    assert "exactement cinquante" in first.answer


def test_the_rulings_before_any_heading_have_an_empty_section(faq):
    assert by_key(faq, "#0/Q1").answer == "La Capacité de la carte."


def test_keyword_headings_nest_under_their_section(faq):
    barrier = [r for r in faq if r.section == ["Mots-clefs", "[Barrière]"]]
    assert [r.number for r in barrier] == [1, 2, 3, 4, 5, 6]
    assert all("Barrière" in r.keywords for r in barrier)


def test_a_restart_without_heading_is_a_new_group_not_a_duplicate(faq):
    keys = [r.key for r in faq]
    assert len(keys) == len(set(keys))
    assert by_key(faq, "Mots-clefs › [Bloqueur]#1/Q1").question.startswith("Quand je subis deux dégâts")


def test_nouveau_marks_a_new_ruling_and_is_removed_from_the_text(faq):
    new = [r for r in faq if r.is_new]
    assert len(new) == 1
    assert new[0].section[-1] == "[Immortalité]" and new[0].number == 6
    assert new[0].question.startswith("Si une de mes cartes de Combat")


def test_card_citations_keep_code_and_name(faq):
    cited = by_key(faq, "Mots-clefs › [Barrière]#0/Q3")
    assert cited.cards == [("BT1-057", "Broly, Super Saiyan Légendaire")]
    assert ("BT1-107", "Soif de sang glaciale") in by_key(faq, "Mots-clefs › [Barrière]#0/Q5").cards


def test_character_and_origin_markers_are_collected(faq):
    assert by_key(faq, "Mots-clefs › [Prendre le contrôle]#0/Q3").characters == ["Son Goku"]
    assert by_key(faq, "Mots-clefs › [Combattant de l’Univers 7]#0/Q2").origins == ["Univers 7"]


@pytest.mark.parametrize(
    ("bracketed", "name"),
    [("Contre : Attaque", "Contre"), ("Évolution (Évolution-EX)", "Évolution"), ("Auto.", "Auto."), ("Vœu", "Vœu")],
)
def test_a_keyword_is_named_without_its_qualifier(bracketed, name):
    assert keyword_name(bracketed) == name


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("Q1.Question ?\nQ2.Autre ?\n", 2, "before Q1 has its answer"),
        ("R1.Réponse.\n", 1, "no question"),
        ("Q1.Question ?\nR2.Réponse.\n", 2, "numbers differ"),
        ("Titre\nQ1.Question ?\n", 2, "no answer"),
    ],
)
def test_bad_input_names_the_line(text, line, message):
    with pytest.raises(FaqFormatError) as error:
        parse_faq(text)
    assert error.value.line == line
    assert message in str(error.value)
    assert str(error.value).startswith(f"line {line}:")


words = st.text(alphabet="abcdeéèàçxyz ", min_size=1, max_size=30).map(str.strip).filter(bool)


@given(st.lists(st.tuples(words.map(lambda w: w + " ?"), words.map(lambda w: w + ".")), min_size=1, max_size=12))
def test_every_question_answer_pair_becomes_one_ruling_in_order(pairs):
    text = "Section\n" + "".join(f"Q{i}.{q}\nR{i}.{a}\n" for i, (q, a) in enumerate(pairs, start=1))
    rulings = parse_faq(text)
    assert [(r.question, r.answer) for r in rulings] == pairs
    assert [r.number for r in rulings] == list(range(1, len(pairs) + 1))
