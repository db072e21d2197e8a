"""The search in one statement (issue 20): what PostgreSQL's single prepared statement must keep from
the search it replaced: the same order as ranking every match and sorting by Hit.sort_key, whole
results without further queries, the languages present without a query of their own; and paging
the rulings listed by a filter alone, on both databases."""

import pytest
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db.models import F

from judging.models import RulesSection, Ruling
from judging.search import backends, languages
from judging.search import query as q
from judging.selectors import SearchParams, hit_as_dict, languages_present, ruling_search

from .conftest import search

pytestmark = [pytest.mark.django_db]


def reference_order(text, langs, first=""):
    """Every match of every language and kind, ranked by the ORM and sorted by Hit.sort_key."""
    hits = []
    for model in (Ruling, RulesSection):
        for lang in langs:
            query = SearchQuery(
                q.to_websearch(q.segmented(q.parse(text), lang)),
                config=languages.configuration(lang),
                search_type="websearch",
            )
            rows = model.objects.filter(language=lang, search_vector=query).annotate(
                rank=SearchRank(F("search_vector"), query, weights=backends.WEIGHTS)
            )
            hits += [backends.Hit(r, r.rank, r.rank >= backends.QUESTION_HIT, first=r.language == first) for r in rows]
    ordered = sorted(hits, key=lambda h: h.sort_key)
    return [("ruling" if isinstance(h.obj, Ruling) else "rules", h.obj.pk) for h in ordered]


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("carte", {"lang": "fr"}),
        ("Broly", {"lang": "fr"}),
        ("barrier or barrière", {}),
        ("cartas", {}),
        ("ทรัมป์", {"lang": "th"}),
        ("card", {"first": "en"}),
    ],
)
def test_the_page_is_the_best_of_every_match_in_the_sort_key_order(corpus, text, params):
    langs = [params["lang"]] if "lang" in params else list(languages.LANGUAGES)
    expected = reference_order(text, langs, first=params.get("first", ""))
    for offset in (0, 7):
        result, results = search(text, limit=7, offset=offset, **params)
        assert [(r["kind"], r["id"]) for r in results] == expected[offset : offset + 7]
        assert result.has_more == (len(expected) > offset + 7)


@pytest.mark.postgres
@pytest.mark.parametrize("lang", ["fr", ""])
def test_a_search_is_one_sql_statement_results_included(corpus, broly, django_assert_num_queries, lang):
    with django_assert_num_queries(1):
        result = ruling_search(params=SearchParams(q="Broly", lang=lang))
        results = [hit_as_dict(h, result.words) for h in result.hits]
    assert len(results) == 4 and results[0]["document"] and results[0]["game"] == "dbs"
    assert results[0]["cards"][0] == {"code": "BT1-057", "name": broly.name, "url": broly.get_absolute_url()}
    assert result.languages == ([lang] if lang else languages_present())


@pytest.mark.postgres
def test_without_a_language_the_languages_present_come_back_even_when_nothing_matches(corpus):
    result, results = search("zqxwvkj", game="dbs")
    assert results == []
    assert result.languages == ["fr", "en"] == languages_present("dbs")


@pytest.mark.smoke
def test_results_are_whole_rulings_and_sections(corpus):
    _, results = search("barrière or barrier", game="dbs", limit=50)
    for r in results:
        obj = (
            (Ruling if r["kind"] == "ruling" else RulesSection)
            .objects.select_related("game", "document")
            .get(pk=r["id"])
        )
        assert (r["game"], r["language"], r["document"]) == (obj.game.slug, obj.language, obj.document.name)
        assert r["permalink"] == obj.get_absolute_url()
        if r["kind"] == "ruling":
            assert (r["question"], r["answer"], r["status"], r["section"]) == (
                obj.question,
                obj.answer,
                obj.status,
                obj.section,
            )


@pytest.mark.smoke
def test_the_rulings_of_a_card_page_from_their_offset(corpus):
    _, everything = search(card="BT1-057")
    first, page1 = search(card="BT1-057", limit=2)
    last, page2 = search(card="BT1-057", limit=2, offset=2)
    assert [r["id"] for r in page1 + page2] == [r["id"] for r in everything]
    assert first.has_more and not last.has_more


@pytest.mark.postgres
def test_without_prepared_statements_the_results_are_the_same(corpus, monkeypatch):
    from judging.search import postgres

    _, prepared = search("carte", lang="fr")
    monkeypatch.setattr(postgres, "PREPARE", False)
    _, unprepared = search("carte", lang="fr")
    assert prepared and unprepared == prepared


@pytest.mark.postgres
def test_a_statement_is_turned_into_placeholders_once_per_text_whatever_its_words(corpus, monkeypatch):
    from judging.search import postgres

    monkeypatch.setattr(postgres, "PREPARE", True)  # the converted text is the prepared cursor's
    postgres._converted.cache_clear()
    results = [search(word, lang="fr")[1] for word in ("carte", "carte", "Broly")]
    assert postgres._converted.cache_info()[:2] == (2, 1)  # (hits, misses): one text, parsed once
    assert results[0] and results[1] == results[0]
    assert results[2] and results[2] != results[0]


@pytest.mark.parametrize("lang", ["fr", ""])
def test_a_search_does_not_fetch_the_index_columns_or_the_embeddings(corpus, lang):
    Ruling.objects.update(embedding=b"\0" * 1024)
    result, _ = search("barrière", lang=lang)
    assert result.hits
    for hit in result.hits:
        assert {"embedding", "index_a", "index_b", "search_vector"} <= hit.obj.get_deferred_fields()
