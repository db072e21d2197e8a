"""Queries a judge would type, against the real documents, in their own languages.

These run on PostgreSQL (per-language configurations, trigram correction) and on SQLite (FTS5);
the few that need a stemmer only PostgreSQL has are marked `postgres`.
"""

import pytest

from games.models import Game
from judging import services
from judging.models import RulesSection, Ruling
from judging.selectors import SearchError, SearchParams, ruling_search

from .conftest import search

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def titles(results):
    return [r["title"] for r in results]


# --- French: the DBS FAQ -------------------------------------------------------------------------


@pytest.mark.parametrize("q", ["barrière", "Barrière", "barriere", "BARRIERE"])
def test_french_keyword_found_with_or_without_its_accent(corpus, q):
    _, results = search(q, lang="fr")
    assert len(results) >= 6
    assert all("Barrière" in r["question"] + r["answer"] for r in results[:6])


@pytest.mark.parametrize("q", ["barierre", "barrièr", "barriere"])
def test_a_misspelled_french_keyword_still_finds_its_rulings(corpus, q):
    _, results = search(q, lang="fr", kind="ruling")
    assert any("Barrière" in r["question"] for r in results)


def test_the_correction_is_reported(corpus):
    result, results = search("vengance", lang="fr")
    assert result.corrected == "vengeance"
    assert "Vengeance" in results[0]["question"]


def test_how_many_cards_in_a_deck(corpus):
    _, results = search("combien de cartes dans mon deck", lang="fr")
    assert any("exactement cinquante" in r["answer"] for r in results[:3])


def test_plural_and_singular_match(corpus):
    _, results = search("cartes Leaders", lang="fr")
    assert any(r["question"].startswith("Combien de cartes Leaders") for r in results[:3])


def test_a_quoted_phrase_must_appear_as_written(corpus):
    _, results = search('"mode Inertie"', lang="fr")
    assert results
    assert all("mode inertie" in (r["question"] + " " + r["answer"]).lower() for r in results)


def test_minus_excludes_a_word(corpus):
    _, with_blocker = search("Vengeance", lang="fr")
    _, without = search("Vengeance -Bloqueur", lang="fr")
    assert any("Bloqueur" in r["question"] + r["answer"] for r in with_blocker)
    assert without and not any("Bloqueur" in r["question"] + r["answer"] for r in without)


def test_or_finds_either_word(corpus):
    _, results = search("Vœu or Étincelle", lang="fr", kind="ruling")
    sections = {r["section"] for r in results}
    assert {"Mots-clefs › [Vœu]", "Mots-clefs › [Étincelle]"} <= sections


def test_a_card_name_finds_the_rulings_that_cite_it(corpus):
    _, results = search("Broly", game="dbs")
    assert len(results) == 4
    assert all(r["cards"][0]["code"] == "BT1-057" for r in results)


def test_the_card_filter_finds_rulings_citing_a_card_by_code(corpus, broly):
    _, linked = search(card="BT1-057")
    _, text_only = search(card="bt1-107")
    assert len(linked) == 4 and all(r["cards"][0]["url"] == broly.get_absolute_url() for r in linked)
    assert len(text_only) == 1 and text_only[0]["cards"][0] == {
        "code": "BT1-107",
        "name": "Soif de sang glaciale",
        "url": None,
    }


def test_the_keyword_filter_ignores_accents_and_brackets(corpus):
    _, plain = search(keyword="barriere")
    _, bracketed = search(keyword="[Barrière]")
    assert len(plain) == len(bracketed) >= 6


def test_a_query_within_a_keyword(corpus):
    _, results = search("Broly", keyword="Barrière")
    assert len(results) == 2


def test_section_filter(corpus):
    _, results = search("carte", section="Construction du deck", lang="fr")
    assert results and all(r["section"] == "Construction du deck" for r in results)


# --- Spanish: the esferas rules ----------------------------------------------------------------


def test_spanish_dragon_balls_attack_with_and_without_accent(corpus):
    for q in ("esferas del dragón", "esferas del dragon"):
        _, results = search(q, lang="es")
        assert results[0]["title"] == "ATAQUE DE LAS ESFERAS DEL DRAGÓN"


def test_spanish_golden_rule(corpus):
    _, results = search("regla de oro", game="esferas")
    assert results[0]["title"] == "REGLA DE ORO"


def test_spanish_deck_size(corpus):
    _, results = search("mazo 40 cartas", lang="es")
    assert results[0]["title"] == "LO PRINCIPAL"


def test_spanish_misspelled(corpus):
    result, results = search("permanetes", lang="es")
    assert result.corrected == "permanentes"
    assert "PERMANENTES, como usarlas" in titles(results)


# --- Arabic: the Yu-Gi-Oh! priority document -----------------------------------------------------


def test_arabic_priority(corpus):
    _, results = search("الأولوية", lang="ar")
    assert results[0]["title"] == "الأولوية"
    assert "<mark>" in results[0]["snippet"]


def test_arabic_chains(corpus):
    _, results = search("السلاسل", game="yugioh")
    assert "السلاسل" in titles(results)[:2]


def test_arabic_draw_phase_phrase(corpus):
    _, results = search('"مرحلة سحب"', lang="ar")
    assert results[0]["title"] == "مرحلة سحب"


@pytest.mark.postgres
def test_arabic_word_without_its_article_finds_it_with_the_stemmer(corpus):
    _, results = search("أولوية", lang="ar")
    assert "الأولوية" in titles(results)


# --- Thai: the DBZ and Tractor rules ------------------------------------------------------------


def test_thai_trump_in_the_tractor_rules(corpus):
    _, results = search("ทรัมป์", lang="th")
    assert results and all(r["game"] == "tractor" for r in results)
    assert "<mark>ทรัมป์</mark>" in results[0]["snippet"]


def test_thai_query_is_segmented_like_the_text(corpus):
    # "ไพ่ทรัมป์" (trump card) is written without a space; the segmenter cuts query and text alike.
    _, results = search("ไพ่ทรัมป์", game="tractor")
    assert results


def test_thai_dragon_ball_in_dbz(corpus):
    _, results = search("ดราก้อนบอล", game="dbz")
    assert len(results) >= 2 and all(r["language"] == "th" for r in results)


def test_thai_joker(corpus):
    _, results = search("โจ๊กเกอร์", lang="th")
    assert any(r["title"].endswith("2. การตั้งค่า") for r in results)


@pytest.mark.postgres
def test_thai_misspelled_is_corrected(corpus):
    result, results = search("ทรัมป", lang="th")  # the final mark is missing
    assert results
    assert result.corrected


# --- English: the DBS rule manual ---------------------------------------------------------------


def test_english_victory_condition(corpus):
    _, results = search("victory condition", lang="en")
    assert results[0]["title"].endswith("1-2. Victory Condition")


def test_english_infinite_loop_singular_finds_plural_heading(corpus):
    _, results = search("infinite loop", lang="en")
    assert results[0]["title"].endswith("11-1. Infinite Loops")


def test_english_misspelled(corpus):
    result, results = search("infinte lopps", lang="en")
    assert "infinite" in result.corrected
    assert results[0]["title"].endswith("11-1. Infinite Loops")


def test_english_barrier_keyword(corpus):
    _, results = search("barrier", game="dbs", lang="en")
    assert results[0]["title"].endswith("10-16. [Barrier]")


# --- Across languages, filters, ranking --------------------------------------------------------


def test_without_lang_every_language_present_is_searched_and_merged(corpus):
    result, results = search("Barrière or barrier", game="dbs")
    assert result.languages == ["fr", "en"]
    assert {r["language"] for r in results} == {"fr", "en"}


def test_kind_rules_leaves_rulings_out(corpus):
    _, results = search("barrier or barrière", kind="rules")
    assert results and all(r["kind"] == "rules" for r in results)


def test_game_filter(corpus):
    _, results = search("cartas", game="dbs")
    assert all(r["game"] == "dbs" for r in results)


def test_an_edit_is_searchable_at_once(corpus, judge):
    ruling = Ruling.objects.get(key="Construction du deck#0/Q2")
    services.ruling_update(ruling=ruling, user=judge, question=ruling.question, answer="Une seule, le Gardien.")
    _, results = search("gardien", lang="fr")
    assert [r["id"] for r in results] == [ruling.pk]


def test_limit_and_offset_page_through_results(corpus):
    first, page1 = search("carte", lang="fr", limit=5)
    _, page2 = search("carte", lang="fr", limit=5, offset=5)
    assert first.has_more and len(page1) == len(page2) == 5
    assert not {r["id"] for r in page1} & {r["id"] for r in page2}


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"q": "x", "lang": "de"}, "lang"),
        ({"q": "x", "kind": "cards"}, "kind"),
        ({"q": "x", "status": "old"}, "status"),
        ({"q": "x", "game": "pokemon"}, "game"),
        ({"q": "x" * 201}, "q"),
        ({"q": ""}, "q"),
        ({"q": "x", "limit": 1000}, "limit"),
    ],
)
def test_bad_parameters_name_the_field(db, params, field):
    with pytest.raises(SearchError) as error:
        ruling_search(params=SearchParams(**params))
    assert error.value.field == field


@pytest.mark.parametrize("q", ['"', "-", "or", "AND NOT", "*", "NEAR(", "a:b", '"unterminated', "{a} : b", '-"x"'])
def test_odd_query_syntax_never_fails(corpus, q):
    try:
        search(q, lang="fr")
    except SearchError as error:  # the one refusal allowed: exclusions alone (test_search_exclusions.py)
        assert error.field == "q" and str(error).startswith("add a word to search for")


@pytest.mark.parametrize("q", ['"', "-", "or", "*"])
def test_a_query_of_only_syntax_finds_nothing(corpus, q):
    _, results = search(q)
    assert results == []


# --- Issue 18: no cross-language typo corrections, each section once, documents by their title --------


@pytest.mark.postgres
@pytest.mark.parametrize("first", ["en", ""])
def test_an_english_typo_searched_in_every_language_is_corrected_in_english_only(corpus, first):
    # French has "victoire" and English "victory": both are near "victroy", only one is meant.
    result, results = search("victroy", first=first)
    assert result.corrected == "victory"
    assert results and {r["language"] for r in results} == {"en"}


@pytest.mark.postgres
def test_a_typo_is_also_corrected_in_the_readers_language_when_it_has_a_near_word(corpus):
    # On a French page "victroy" may be a French reader's "victoire": both are offered, Spanish is not.
    result, results = search("victroy", first="fr")
    assert set(result.corrected.split(" / ")) == {"victory", "victoire"}
    assert {r["language"] for r in results} == {"en", "fr"}
    result, _ = search("victroy", first="es")
    assert result.corrected == "victory"


def test_a_section_repeated_word_for_word_in_its_document_is_found_once(corpus):
    _, results = search("الأولوية", lang="ar", limit=100)
    texts = [RulesSection.objects.values_list("heading", "body").get(pk=r["id"]) for r in results]
    assert len(texts) >= 5 and len(texts) == len(set(texts))


def test_results_name_the_document_not_its_file(corpus):
    _, results = search("barrière", lang="fr")
    dbs = Game.objects.get(slug="dbs")
    assert results[0]["document"] == f"{dbs.name} FAQ rulings, in French"
    assert not any(r["document"].endswith(".txt") for r in results)
