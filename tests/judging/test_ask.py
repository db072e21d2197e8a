"""Asking a question: the API and the page, across languages, with clear 400s; the embeddings kept
current by a job after each import."""

import pytest
from django.urls import reverse

from jobs.models import Job
from judging import ask, embedding_jobs, embeddings
from judging.models import Ruling
from tests.workers import wait_job_finished

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
ASK = "/api/rulings/ask/"


def test_a_spanish_question_finds_the_french_ruling_with_its_language_and_passage(client, embedded_corpus):
    response = client.get(ASK, {"q": "¿Puede atacar el primer jugador en su primer turno?", "game": "dbs"})
    assert response.status_code == 200
    results = response.json()["results"]
    first = next(r for r in results if r["kind"] == "ruling" and "attaquer à son premier tour" in r["question"])
    assert first["language"] == "fr"
    assert "meaning" in first["found_by"]
    assert first["passage"].startswith('<mark class="passage">')
    assert first["answer"] == Ruling.objects.get(pk=first["id"]).answer  # its original text


def test_each_answer_says_which_terms_and_words_matched_and_in_which_language(client, embedded_corpus):
    question = "Can a card with [Dual Attack] whose attack was negated switch to Active Mode again?"
    results = client.get(ASK, {"q": question, "game": "dbs"}).json()["results"]
    french = next(r for r in results if r["language"] == "fr" and "[Réplique]" in r["question"])
    terms = {(t["asked"], t["asked_language"], t["found"], t["language"]) for t in french["matched"]["terms"]}
    assert ("[Dual Attack]", "en", "Réplique", "fr") in terms  # the English keyword, as the FAQ writes it
    assert ("Active Mode", "en", "mode Action", "fr") in terms
    assert "<mark>Réplique</mark>" in french["passage"]  # marked in the passage too
    assert french["matched"]["words_language"] == "fr" and french["matched"]["by_meaning"] is True
    english = next(r for r in results if r["language"] == "en")
    assert english["matched"]["words"] and all(
        w.lower() in english["passage"].lower() for w in english["matched"]["words"]
    )


def test_the_language_filter_keeps_answers_in_that_language(client, embedded_corpus):
    results = client.get(ASK, {"q": "How many cards must a deck hold?", "lang": "es"}).json()["results"]
    assert results
    assert {r["language"] for r in results} == {"es"}


def test_the_game_filter_keeps_answers_of_that_game(client, embedded_corpus):
    results = client.get(ASK, {"q": "who wins the battle", "game": "yugioh"}).json()["results"]
    assert results
    assert {r["game"] for r in results} == {"yugioh"}


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"q": ""}, "q"),
        ({"q": "x" * 301}, "q"),
        ({"q": "why", "lang": "de"}, "lang"),
        ({"q": "why", "game": "chess"}, "game"),
        ({"q": "why", "mode": "magic"}, "mode"),
        ({"q": "why", "limit": "0"}, "limit"),
    ],
)
def test_a_bad_parameter_is_a_400_naming_it(client, corpus, params, field):
    response = client.get(ASK, params)
    assert response.status_code == 400
    assert field in response.json()


def test_the_schema_documents_the_ask_endpoint(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    assert "/api/rulings/ask/" in schema["paths"]


def test_the_rulings_page_has_the_ask_box_and_shows_answers_from_another_language(client, embedded_corpus):
    page = client.get(reverse("rulings-search")).content.decode()
    assert "Ask a question" in page
    answers = client.get(reverse("rulings-ask"), {"ask": "Can the first player attack on the first turn?"})
    html = answers.content.decode()
    assert answers.status_code == 200
    assert 'class="passage"' in html
    assert 'lang="fr"' in html
    assert "<bdi>Dragon Ball Super Card Game</bdi>" in html and "<bdi>dbs</bdi>" not in html  # the name, not the slug
    html = client.get(reverse("rulings-ask"), {"ask": "What does [Dual Attack] do?"}).content.decode()
    assert "Game terms:" in html and '<bdi lang="fr">Réplique</bdi> (Français)' in html
    assert "Words of your question, in" in html


def test_an_item_is_embedded_again_only_when_its_text_changes(embedded_corpus):
    ruling = Ruling.objects.get(key="Phase principale#0/Q8")
    assert embedding_jobs.embed_items([("ruling", ruling.pk)]) == {("ruling", ruling.pk): 0}
    Ruling.objects.filter(pk=ruling.pk).update(answer="Non. Le premier joueur ne peut pas attaquer.")
    assert embedding_jobs.embed_items([("ruling", ruling.pk)]) == {("ruling", ruling.pk): 1}
    ruling.refresh_from_db()
    passages = embeddings.ruling_passages(section=ruling.section, question=ruling.question, answer=ruling.answer)
    assert ruling.embedding_hash == embeddings.text_hash(passages)
    assert embeddings.from_bytes(ruling.embedding).shape == (1, embeddings.DIM)


@pytest.mark.django_db(transaction=True)
def test_an_import_is_followed_by_a_job_that_embeds_what_is_new(celery_worker, import_doc, settings):
    import_doc("esferas")  # the import sends the job once committed
    job = wait_for_embedding_job()
    assert wait_job_finished(job.pk).status == Job.Status.DONE
    assert embedding_jobs.stale_items() == []
    import_doc("esferas")  # nothing changed: nothing to embed, no new job
    assert embedding_jobs.stale_items() == []


def wait_for_embedding_job():
    from tests.workers import wait_for

    return wait_for(lambda: Job.objects.filter(kind=embedding_jobs.KIND).first(), what="the embedding job")


def test_an_answer_in_a_language_the_full_text_did_not_search_is_not_pushed_below_surface_hits():
    # The question is English; "fr" is the best by meaning; "en1" and "en2" share a few words with it.
    meaning = {("ruling", "fr"): 0.80, ("ruling", "en1"): 0.70, ("ruling", "en2"): 0.50}
    text = {("ruling", "en1"): 10.0, ("ruling", "en2"): 9.0, ("ruling", "en3"): 1.0}
    before = ask.fuse(text, meaning)  # the French answer had no full-text score to add
    assert next(iter(before)) == ("ruling", "en1")
    fused = ask.fuse(text, meaning, unsearched={("ruling", "fr")})
    assert list(fused)[:2] == [("ruling", "fr"), ("ruling", "en1")]
    # In the searched language, both halves still count: found by both beats found by words alone.
    assert fused[("ruling", "en2")] > fused[("ruling", "en3")]


def test_only_the_rows_shown_are_read_and_a_deleted_one_gives_way_to_the_next(embedded_corpus):
    question = "Can the first player attack on their first turn?"
    ranked = [key for key, *_rest in ask.ranked_keys(question=question)]
    assert [(a.kind, a.obj.pk) for a in ask.ask(question=question, limit=3)] == ranked[:3]
    deleted = next(key for key in ranked[:3] if key[0] == "ruling")
    Ruling.objects.filter(pk=deleted[1]).delete()  # after the matrix was loaded: still ranked
    assert deleted in [key for key, *_rest in ask.ranked_keys(question=question)]
    answers = [(a.kind, a.obj.pk) for a in ask.ask(question=question, limit=3)]
    assert answers == [key for key in ranked if key != deleted][:3]


def test_a_question_in_one_games_terms_finds_that_games_answer_before_the_large_faqs(embedded_corpus, monkeypatch):
    # "kitty" is Tractor's alone (its glossary); the DBS FAQ's question-shaped "how many cards" rulings
    # were nearer by meaning and came first with no game chosen.
    from judging.models import RulesSection

    question = "How many cards does each player get and how many go in the kitty?"
    setup = RulesSection.objects.get(game__slug="tractor", heading__contains="2. การตั้งค่า")

    def first_two():
        return [key for key, *_rest in ask.ranked_keys(question=question)][:2]

    assert first_two()[0] == ("rules", setup.pk)
    monkeypatch.setattr(ask, "GAME_BOOST", 0.0)
    assert ("rules", setup.pk) not in first_two()


def test_a_term_several_games_share_favours_none_of_them(embedded_corpus):
    # "Main Phase" is both Yu-Gi-Oh!'s and Dragon Ball Super's: no game is raised.
    matches = ask.ask_glossary.find("What can I do in my Main Phase?")
    assert {entry.game for match in matches for entry in match.entries} >= {"yugioh", "dbs"}
    fused = {("ruling", 1): 0.5, ("rules", 2): 0.4}
    assert ask._towards_game(fused, matches) == fused


def test_a_question_no_game_is_named_in_draws_its_first_five_from_several_sources(embedded_corpus, monkeypatch):
    # A Spanish question on the Esferas rules that names no game term: the DBS FAQ's rulings on
    # damage, in French, were the first five by meaning, and the Spanish section that answers 11th.
    from judging.models import RulesSection

    question = "¿Cómo se calcula el daño cuando me defiendo de un ataque?"
    answer = RulesSection.objects.get(game__slug="esferas", heading__contains="DEFENDIENDO")

    def ranked():
        return [key for key, *_rest in ask.ranked_keys(question=question)]

    spread = ranked()
    index = ask.semantic.passage_index()
    sources = index.sources_of(spread[:5])
    assert ("rules", answer.pk) in spread[:5]
    assert max(list(sources.values()).count(source) for source in sources.values()) <= ask.PER_SOURCE
    monkeypatch.setattr(ask, "PER_SOURCE", ask.SHOWN)  # no cap: one source's near-repeats fill the five
    unspread = ranked()
    assert ("rules", answer.pk) not in unspread[:5]
    assert unspread[0] == spread[0] and set(unspread) == set(spread)  # the first and the pool unchanged


def test_a_question_naming_one_games_terms_is_not_spread_across_sources(embedded_corpus, monkeypatch):
    # [Dual Attack] is DBS's alone: the question is that game's, and its best answers stay first
    # whichever of its documents they come from.
    question = "Can a card with [Dual Attack] attack twice in the same turn?"
    before = [key for key, *_rest in ask.ranked_keys(question=question)]
    sources = list(ask.semantic.passage_index().sources_of(before[:5]).values())
    assert len(set(sources)) < len(sources)  # a cap of one a source would reorder these five
    monkeypatch.setattr(ask, "PER_SOURCE", 1)
    assert [key for key, *_rest in ask.ranked_keys(question=question)] == before


@pytest.mark.postgres
def test_a_question_reads_its_answers_rows_in_one_statement(embedded_corpus):
    # The rows shown, with their games and documents, come from one prepared statement (search/postgres
    # .by_keys) beside the full-text half's: the ORM's two queries were most of a question's CPU time.
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    question = "Can the first player attack on their first turn?"
    ranked = [key for key, *_rest in ask.ranked_keys(question=question)]
    with CaptureQueriesContext(connection) as queries:
        answers = ask.ask(question=question, limit=5)
    assert [(a.kind, a.obj.pk) for a in answers] == ranked[:5]
    assert {a.kind for a in answers} == {"ruling", "rules"}
    assert all(a.obj.game.slug and (a.obj.document is None or a.obj.document.pk) for a in answers)
    assert len(queries.captured_queries) == 2, queries.captured_queries  # the full-text half, the rows
