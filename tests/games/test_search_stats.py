"""A search result carries its card's stats where a client reads them: a DBZ personality's level (and PUR)
in `stats` of the API, beside the Yu-Gi-Oh! level, ATK and DEF, and in the Stats column of the Cards page."""

import pytest

from games.models import Card, Game

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_each_goku_personality_has_its_level_in_the_api_stats(client, saiyan_saga):
    results = client.get("/api/cards/", {"game": "dbz", "q": "goku t:personality"}).json()["results"]
    assert [(r["code"], r["stats"]["level"], r["stats"]["pur"]) for r in results] == [
        ("SAIYAN-158", 1, 1),
        ("SAIYAN-159", 2, 2),
        ("SAIYAN-160", 3, 3),
    ]


def test_the_level_is_where_the_yugioh_level_is_on_every_game_search_and_in_the_detail(client, saiyan_saga):
    everywhere = client.get("/api/cards/", {"q": "goku t:personality lv:2"}).json()["results"]
    assert [(r["game"], r["stats"]["level"]) for r in everywhere] == [("dbz", 2)]
    detail = client.get("/api/cards/dbz/SAIYAN-159/").json()
    assert detail["stats"]["level"] == 2


def test_the_api_schema_names_the_stats_of_each_game(client, db):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    description = schema["components"]["schemas"]["Card"]["properties"]["stats"]["description"]
    assert "dbz: style, personality, level, pur" in description
    assert "yugioh: kind, attribute, race, level, scale, atk, def" in description


def test_the_cards_page_shows_the_level_in_the_stats_column(client, saiyan_saga):
    html = client.get("/cards/", {"game": "dbz", "q": "goku t:personality"}).content.decode()
    for level in (1, 2, 3):
        assert f'<span class="stat-key">Level</span> {level}</span>' in html  # a label, not the key "level"


def test_a_cards_kind_reads_as_a_word_of_the_page_language(client):
    game = Game.objects.get(slug="yugioh")
    Card.objects.create(game=game, code="77", name="Ember", type="Normal", attrs={"kind": "monster"})
    html = client.get("/fr/cards/", {"game": "yugioh", "q": "Ember"}).content.decode()
    assert '<span class="stat-key">Catégorie</span> monstre</span>' in html


def test_a_cards_kind_that_its_type_line_already_says_is_not_repeated_as_a_stat(client):
    game = Game.objects.get(slug="yugioh")
    attrs = {"kind": "monster", "race": "Dragon", "attribute": "LIGHT"}
    Card.objects.create(game=game, code="78", name="Ember Dragon", type="Normal Monster", attrs=attrs)
    html = client.get("/cards/", {"game": "yugioh", "q": "Ember"}).content.decode()
    stats = html.split('class="stats"', 1)[1].split("</td>", 1)[0]
    assert "Kind" not in stats and "kind" not in stats  # "Normal Monster" says it
    assert '<span class="stat-key">Monster type</span> Dragon</span>' in stats  # the player's word, not "race"
