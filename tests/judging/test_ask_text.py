"""The full-text half of a question (judging/ask_text.py): keys only, any of the question's words,
exclusions kept, the game and language filters, and the commonest words left out at scale."""

import pytest
from django.db import connection

from games.models import Game
from judging import ask_text
from judging.models import RulesSection, Ruling
from tests.conftest import is_postgres

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
FIRST_TURN = "Phase principale#0/Q8"  # "Est-ce que le joueur qui joue en premier peut attaquer à son premier tour ?"


def keys_of(found):
    return [Ruling.objects.get(pk=pk).key for (kind, pk), _rank in found if kind == "ruling"]


def language_of(key):
    kind, pk = key
    return (Ruling if kind == "ruling" else RulesSection).objects.get(pk=pk).language


def test_a_question_finds_the_ruling_that_has_only_some_of_its_words(corpus):
    # "commence", "tout" and "jeu" are not in the ruling: every word required would find nothing.
    question = "Le joueur qui commence peut-il attaquer lors de son tout premier tour de jeu ?"
    found = ask_text.ranked_keys(question, langs=["fr"], limit=10)
    assert FIRST_TURN in keys_of(found)[:3]
    ranks = [rank for _key, rank in found]
    assert ranks == sorted(ranks, reverse=True)


def test_an_exclusion_in_the_question_still_excludes(corpus):
    found = ask_text.ranked_keys("attaquer premier tour -partie", langs=["fr"], limit=50)
    assert found
    assert FIRST_TURN not in keys_of(found)  # its answer says "lors du premier tour de la partie"
    assert all(
        "partie" not in f"{r.question} {r.answer}".lower() for r in Ruling.objects.filter(key__in=keys_of(found))
    )


def test_the_game_and_language_filters_hold(corpus):
    yugioh = Game.objects.get(slug="yugioh")
    assert ask_text.ranked_keys("attaquer premier tour", game_id=yugioh.pk, langs=["fr"], limit=10) == []
    found = ask_text.ranked_keys("attaquer premier tour", langs=["fr"], limit=50)
    assert {language_of(key) for key, _rank in found} == {"fr"}
    spanish = ask_text.ranked_keys("atacar primer turno", langs=["es"], limit=50)
    assert spanish
    assert {language_of(key) for key, _rank in spanish} == {"es"}


def test_a_question_of_function_words_only_finds_nothing(corpus):
    assert ask_text.ranked_keys("est-ce que le la les", langs=["fr"], limit=10) == []


@pytest.mark.skipif(not is_postgres(), reason="the common words come from PostgreSQL's statistics")
def test_the_commonest_words_are_left_out_unless_every_word_is_common(corpus, monkeypatch):
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {Ruling._meta.db_table}")
    monkeypatch.setattr(ask_text, "COMMON_ROWS", 10)
    monkeypatch.setattr(ask_text, "_common", {"at": -ask_text.COMMON_TTL, "words": ([], [])})
    lexemes, estimates = ask_text.common_words()
    assert "cart" in lexemes and min(estimates) > 10  # "carte": in most French rulings

    def matching(query):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id FROM judging_ruling WHERE search_vector @@ websearch_to_tsquery('arbiter_french', %s)",
                [query],
            )
            return {pk for (pk,) in cursor.fetchall()}

    found = {pk for (kind, pk), _rank in ask_text.ranked_keys("carte attaquer", langs=["fr"], limit=50)}
    assert found and found <= matching("attaquer")  # the rulings with only "carte" are not read
    assert ask_text.ranked_keys("carte", langs=["fr"], limit=5)  # a common word alone is still searched
