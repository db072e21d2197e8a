"""Searches and questions asked again are answered from memory (config.results_cache) until the rulings, the
rules or the cards change: then the very next request reads the change, in the writing transaction as in any
other once it commits (judging 0007's triggers). A judge's edit while the embedding job writes its vectors
deadlocks nobody."""

import threading

import pytest
from django.db import connection, transaction

from games.models import Card, Game
from judging import revision, services
from judging.models import CardCitation, Document, Keyword, Ruling, RulingRevision

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
SEARCH, ASK = "/api/rulings/", "/api/rulings/ask/"


def answer(client, url, **params):
    response = client.get(url, params)
    assert response.status_code == 200, response.content
    return response.json()["results"]


@pytest.fixture
def rulings(db, judge):
    dbs = Game.objects.get(slug="dbs")
    first = services.ruling_create(
        game=dbs, language="fr", question="Le Gardien peut-il bloquer ?", answer="Oui, une fois par tour.", user=judge
    )
    second = services.ruling_create(
        game=dbs, language="fr", question="Combien de cartes en main ?", answer="Six au départ.", user=judge
    )
    return first, second


def test_a_search_asked_again_is_not_run_again(client, rulings, django_assert_num_queries):
    first = answer(client, SEARCH, q="gardien", lang="fr")
    with django_assert_num_queries(1):  # the token, nothing else
        assert answer(client, SEARCH, q="gardien", lang="fr") == first


def test_an_edit_is_found_by_the_same_search_at_once(client, rulings, judge):
    first, _second = rulings
    assert [r["id"] for r in answer(client, SEARCH, q="gardien", lang="fr")] == [first.pk]
    services.ruling_update(ruling=first, user=judge, question="Le joueur peut-il bloquer ?", answer="Oui.")
    assert answer(client, SEARCH, q="gardien", lang="fr") == []
    assert [r["id"] for r in answer(client, SEARCH, q="joueur", lang="fr")] == [first.pk]


@pytest.mark.parametrize(
    "write",
    [
        lambda first, second: Ruling.objects.filter(pk=second.pk).delete(),
        lambda first, second: Ruling.objects.filter(pk=first.pk).update(status=Ruling.SUPERSEDED),
        lambda first, second: CardCitation.objects.create(ruling=first, code="BT1-001"),
        lambda first, second: second.keywords.add(Keyword.objects.create(game=first.game, name="Barrière", slug="x")),
        lambda first, second: RulingRevision.objects.create(ruling=first, question="q", answer="a"),
    ],
)
def test_every_kind_of_write_changes_the_token_in_the_writing_transaction(rulings, write):
    before = revision.content_token()
    write(*rulings)
    assert revision.content_token() != before


def test_a_card_s_change_changes_the_token_too(rulings):
    before = revision.content_token()
    Card.objects.create(game=Game.objects.get(slug="dbs"), code="BT1-999", name="Nouvelle")
    assert revision.content_token() != before


def test_a_question_asked_again_is_answered_from_memory_until_a_ruling_changes(client, rulings, judge):
    first, _second = rulings
    asked = answer(client, ASK, q="Le Gardien peut-il bloquer ?", game="dbs", mode="text")
    assert asked[0]["id"] == first.pk
    assert answer(client, ASK, q="Le Gardien peut-il bloquer ?", game="dbs", mode="text") == asked
    services.ruling_update(ruling=first, user=judge, question=first.question, answer="Non, jamais.")
    again = answer(client, ASK, q="Le Gardien peut-il bloquer ?", game="dbs", mode="text")
    assert again[0]["answer"] == "Non, jamais."


def test_the_reader_s_language_is_part_of_what_is_kept(client, rulings):
    """A document without a title is named in the reader's language: each reader gets their own answer."""
    first, _second = rulings
    dbs = Game.objects.get(slug="dbs")
    first.document = Document.objects.create(game=dbs, kind=Document.FAQ, language="fr", source="faq.txt")
    first.save()
    names = {
        language: client.get(SEARCH, {"q": "gardien", "lang": "fr"}, headers={"accept-language": language}).json()[
            "results"
        ][0]["document"]
        for language in ("en", "fr", "en")
    }
    assert names["en"] != names["fr"]
    assert "French" in names["en"]


@pytest.mark.django_db(transaction=True)
def test_a_committed_edit_changes_the_token_every_other_connection_reads(rulings, judge):
    first, _second = rulings
    before = revision.content_token()
    seen = {}

    def elsewhere():
        seen["token"] = revision.content_token()
        connection.close()

    services.ruling_update(ruling=first, user=judge, question=first.question, answer="Changée.")
    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join()
    assert seen["token"] != before


@pytest.mark.django_db(transaction=True)
def test_a_judge_s_edit_while_the_embedding_job_writes_deadlocks_nobody(rulings, judge):
    """The job's transaction writes a ruling, then the ruling the judge is editing: had the first write locked
    the shared token row (as the cards' trigger does), the judge's history row would wait for the job and the
    job for the judge's row lock, and PostgreSQL would abort one of them."""
    first, second = rulings
    started, judge_holds = threading.Event(), threading.Event()
    errors = []

    def job():
        try:
            with transaction.atomic():
                Ruling.objects.filter(pk=first.pk).update(embedding_hash="job-1")
                started.set()
                judge_holds.wait(10)
                Ruling.objects.filter(pk=second.pk).update(embedding_hash="job-2")  # waits for the judge's commit
        except Exception as exc:
            errors.append(exc)
        finally:
            connection.close()

    def edit():
        try:
            started.wait(10)
            with transaction.atomic():
                locked = Ruling.objects.select_for_update().get(pk=second.pk)
                judge_holds.set()
                RulingRevision.objects.create(ruling=locked, question="q", answer="a", edited_by=judge)
                Ruling.objects.filter(pk=second.pk).update(answer="Sept au départ.")
        except Exception as exc:
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=job), threading.Thread(target=edit)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert errors == []
    assert Ruling.objects.get(pk=second.pk).answer == "Sept au départ."
    assert Ruling.objects.get(pk=second.pk).embedding_hash == "job-2"


def test_the_rulings_page_shows_an_edit_to_the_same_search_at_once(client, rulings, judge):
    first, _second = rulings

    def page():
        return client.get("/rulings/", {"q": "gardien", "lang": "fr"}, headers={"hx-request": "true"}).content.decode()

    assert "une fois par tour" in page()
    assert page() == page()
    services.ruling_update(ruling=first, user=judge, question=first.question, answer="Oui, deux fois par tour.")
    assert "deux fois par tour" in page()


def test_the_question_page_shows_an_edit_to_the_same_question_at_once(client, rulings, judge):
    first, _second = rulings

    def page():
        question = {"ask": "Le Gardien peut-il bloquer ?", "game": "dbs"}
        return client.get("/rulings/ask/", question, headers={"hx-request": "true"}).content.decode()

    assert "une fois par tour" in page()
    services.ruling_update(ruling=first, user=judge, question=first.question, answer="Non, jamais.")
    assert "Non, jamais." in page() and "une fois par tour" not in page()
