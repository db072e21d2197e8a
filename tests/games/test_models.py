"""The folded search columns of Card stay in step with name and text, however a card is written."""

import pytest

from games.models import Card, Game, fold

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Dark Magician", "dark magician"),
        ("Ataque Básico", "ataque basico"),
        ("ÉLITE", "elite"),
        ("Straße", "strasse"),
        ("", ""),
    ],
)
def test_fold_drops_case_and_accents(text, folded):
    assert fold(text) == folded


def test_save_fills_the_search_columns(db):
    card = Card.objects.create(game=Game.objects.get(slug="esferas"), code="E1", name="Golpe Rápido", text="Daño")
    assert (card.search_name, card.search_text) == ("golpe rapido", "dano")
    card.name = "Golpe Fuerte"
    card.save(update_fields=["name"])
    card.refresh_from_db()
    assert card.search_name == "golpe fuerte"


def test_bulk_create_fills_the_search_columns(db):
    game = Game.objects.get(slug="esferas")
    Card.objects.bulk_create([Card(game=game, code="E2", name="Esfera Ñ", text="Ôk")])
    assert Card.objects.get(code="E2").search_name == "esfera n"
