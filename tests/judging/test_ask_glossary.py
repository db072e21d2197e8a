"""Game terms across languages (judging/ask_glossary.py, games/rules/<game>/glossary.py)."""

from pathlib import Path

import pytest

from judging import ask, ask_glossary
from judging.models import Ruling


def test_a_keyword_is_found_in_whichever_language_and_script_it_is_written():
    found = ask_glossary.find("ถ้าการ์ดมี [Dual Attack] โจมตีได้กี่ครั้ง")
    assert [(m.text, m.entries[0].term["fr"]) for m in found] == [("[Dual Attack]", ("[Réplique]",))]
    found = ask_glossary.find("What happens to a card sent to the Warp?")
    assert [m.entries[0].term["fr"] for m in found] == [("Dimension parallèle",)]
    found = ask_glossary.find("D'où est-ce que j'active un Contre ?")
    assert found[0].text == "Contre" and "fr" in found[0].langs


def test_the_longest_term_wins_over_the_word_inside_it():
    found = ask_glossary.find("Which spell speed can respond to a counter trap?", "yugioh")
    assert [m.entries[0].term["en"][0] for m in found] == ["spell speed", "Counter Trap"]
    found = ask_glossary.find("Can I use [Counter: Attack] after a combo?", "dbs")
    assert [m.entries[0].term["fr"][0] for m in found] == ["[Contre : Attaque]"]


def test_each_word_of_a_term_may_take_its_plural():
    found = ask_glossary.find("¿Cuántas Invocaciones Normales puedo hacer en mi turno?")
    assert [(m.text, m.entries[0].term["en"][0]) for m in found] == [("Invocaciones Normales", "Normal Summon")]
    found = ask_glossary.find("Combien de cartes Extra puis-je jouer ?", "dbs")
    assert [m.entries[0].term["en"][0] for m in found] == ["Extra Card"]
    assert ask_glossary.find("Invocacioness Normal", "yugioh") == ()  # a plural ending, not any ending


def test_the_esferas_permanent_card_is_that_games_and_a_permanent_skill_is_any_games():
    # The Esferas seed's card type is "carta permanente"; Dragon Ball Super's [Permanent] is a skill.
    found = ask_glossary.find("¿Cuántas cartas permanentes puedo tener en juego?")
    assert [(m.text, {e.game for e in m.entries}) for m in found] == [("cartas permanentes", {"esferas"})]
    found = ask_glossary.find("¿Las habilidades permanentes siguen funcionando?")
    assert [(m.text, {e.game for e in m.entries}) for m in found] == [("permanentes", {"esferas", "dbs"})]


def test_an_arabic_term_is_found_with_its_clitics_and_endings():
    found = ask_glossary.find("كيف أستدعي وحشاً؟", "yugioh")
    assert [m.text for m in found] == ["أستدعي", "وحشاً"]


def test_the_full_text_half_gets_each_languages_spelling_and_not_the_one_typed():
    matches = ask_glossary.find("Can I activate [Dual Attack] twice?", "dbs")
    terms = ask_glossary.search_terms(matches, typed_in=["en"])
    assert terms["fr"] == ["Réplique"]
    assert "Dual Attack" not in terms.get("en", [])  # the English search has the question itself
    assert "Dual Attack" in ask_glossary.search_terms(matches, typed_in=["th"])["en"]  # a Thai question's


def test_a_spanish_term_is_searched_in_the_number_the_seed_writes_too():
    # Spanish stemming keeps "instantánea" and "instantáneas" apart; the Esferas seed writes the plural.
    matches = ask_glossary.find("¿Cuándo se juega una instantánea?")
    assert ask_glossary.search_terms(matches, typed_in=["es"])["es"] == ["instantáneas"]


def test_the_question_is_rewritten_with_the_terms_of_each_language_that_spells_them_otherwise():
    question = "ถ้าการ์ดมี Dual Attack โจมตีได้กี่ครั้ง"
    rewritten = ask_glossary.variants(question, ask_glossary.find(question, "dbs"), langs=["en", "fr"])
    assert rewritten == {"ถ้าการ์ดมี Réplique โจมตีได้กี่ครั้ง": ["fr"]}
    question = "หลังจากความโกรธถึงห้า"  # no spaces in Thai: the Latin word must stay a word
    assert ask_glossary.variants(question, ask_glossary.find(question, "dbz"), langs=["en"]) == {
        "หลังจาก anger ถึงห้า": ["en"]
    }


def test_docs_glossary_holds_the_generated_terms():
    text = Path(ask_glossary.DOC).read_text(encoding="utf-8")
    assert ask_glossary.markdown() in text, "run: python -m judging.ask_glossary --write"


@pytest.mark.django_db
def test_an_english_keyword_finds_the_french_faq_entry_by_its_french_name(embedded_corpus):
    # The FAQ's [Réplique] rulings say nothing of "Dual Attack": only the glossary joins them.
    ranked = ask.ranked_keys(question="Can a card with [Dual Attack] that was negated switch to Active Mode again?")
    top = [Ruling.objects.filter(pk=pk).values_list("key", flat=True).first() for (kind, pk), *_ in ranked[:5]]
    assert "Mots-clefs › [Réplique]#0/Q1" in top
    text = ask.ranked_keys(question="Which keyword is [Dual Attack]?", mode="text")
    keys = {Ruling.objects.filter(pk=pk).values_list("section", flat=True).first() for (kind, pk), *_ in text}
    assert "Mots-clefs › [Réplique]" in keys


@pytest.mark.django_db
def test_a_thai_question_with_the_english_keyword_finds_the_french_rulings_on_it(embedded_corpus):
    # "Where can a card with Counter be used from?": the FAQ says [Contre], and never "Counter".
    question = "การ์ดที่มี Counter ใช้ได้จากที่ไหน"
    text = ask.ranked_keys(question=question, mode="text")
    keys = [Ruling.objects.filter(pk=pk).values_list("key", flat=True).first() for (kind, pk), *_ in text[:10]]
    assert "Mots-clefs › [Contre]#0/Q1" in keys
    ranked = ask.ranked_keys(question=question)
    sections = [
        Ruling.objects.filter(pk=pk).values_list("section", flat=True).first() for (kind, pk), *_ in ranked[:10]
    ]
    assert "Mots-clefs › [Contre]" in sections


@pytest.mark.django_db
def test_a_spanish_question_on_permanent_cards_finds_the_esferas_section_on_them(embedded_corpus):
    # "carta permanente", as the seed writes it, names Esferas: its rules come before the DBS FAQ's
    # question-shaped rulings, nearer by meaning, which filled the first five when it named no game.
    from judging.models import RulesSection

    answer = RulesSection.objects.get(game__slug="esferas", heading__contains="PERMANENTES")
    ranked = [key for key, *_rest in ask.ranked_keys(question="¿Cuántas cartas permanentes caben en juego?")]
    assert ("rules", answer.pk) in ranked[:5]  # 26th when "permanentes" named Esferas and DBS alike


@pytest.mark.django_db
def test_a_spanish_question_on_an_instant_card_in_the_singular_finds_the_section_on_them(embedded_corpus):
    from judging.models import RulesSection

    answer = RulesSection.objects.get(game__slug="esferas", heading__contains="INSTANTÁNEAS")
    ranked = [key for key, *_rest in ask.ranked_keys(question="¿Cuándo se juega una instantánea?")]
    assert ("rules", answer.pk) in ranked[:5]  # not in the first 50 when only the singular was searched
