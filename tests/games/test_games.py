import pytest

from games.models import Card, Format, Game

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_the_five_games_exist():
    assert set(Game.objects.values_list("slug", flat=True)) == {"yugioh", "dbs", "dbz", "esferas", "tractor"}


def test_each_collectible_game_has_a_default_format():
    defaults = Format.objects.filter(is_default=True)
    assert sorted(f.game.slug for f in defaults) == ["dbs", "dbz", "esferas", "yugioh"]
    assert Format.objects.get(game__slug="yugioh", is_default=True).limits["main"] == [40, 60]


def test_tractor_has_its_54_faces():
    faces = Card.objects.filter(game__slug="tractor")
    assert faces.count() == 54
    assert faces.get(code="KH").attrs["points"] == 10


def test_the_games_api_lists_games_with_their_formats(client):
    body = client.get("/api/games/").json()
    assert [g["slug"] for g in body] == ["yugioh", "dbs", "dbz", "esferas", "tractor"]
    assert body[0]["formats"][0]["slug"] == "advanced"


def test_the_home_page_says_what_each_part_does(client):
    page = client.get("/").content.decode()
    for part in ("Cards", "Decks", "Rulings", "Adjudications"):
        assert part in page


def test_the_api_root_links_the_schema(client):
    assert client.get("/api/").json()["schema"].endswith("/api/schema/")


def test_the_schema_and_docs_are_served_without_a_cdn(client):
    assert client.get("/api/schema/").status_code == 200
    docs = client.get("/api/docs/").content.decode()
    assert "cdn" not in docs.lower()


def test_judge_and_organiser_groups_exist():
    from django.contrib.auth.models import Group

    assert set(Group.objects.values_list("name", flat=True)) >= {"judge", "organiser"}
