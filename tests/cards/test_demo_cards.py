"""Demo cards stay apart from real ones: removed per game by command or from the import page, told apart in decks."""

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError

from games.models import Card, Game
from tests.conftest import run_command as run
from tests.support.cards import add_card

from .helpers import write

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

REAL_DBS_CSV = "code,name,type\nBT1-001,Son Goku,LEADER\nBT1-002,Vegeta,BATTLE\n"


@pytest.fixture
def demo(db):
    run("load_demo")


def demo_count(slug):
    return Card.objects.filter(game__slug=slug, is_demo=True).count()


def test_remove_demo_deletes_only_that_games_demo_cards(demo):
    real = add_card("dbz", "SAI-001", "Goku", "Personality")
    before = demo_count("dbz")
    out = run("remove_demo", "dbz")
    assert f"Removed {before} demo cards of Dragon Ball Z CCG (Score)" in out
    assert list(Card.objects.filter(game__slug="dbz")) == [real]
    assert demo_count("dbs") > 0 and demo_count("yugioh") > 0


def test_remove_demo_says_when_there_is_nothing_to_remove(db):
    assert "no demo cards" in run("remove_demo", "esferas")


def test_remove_demo_refuses_an_unknown_game(db):
    with pytest.raises(CommandError, match="unknown game 'chess'"):
        run("remove_demo", "chess")


def test_importing_real_cards_offers_to_remove_the_demo_cards(demo, tmp_path):
    out = run("import_cards", "dbs", str(write(tmp_path, "real.csv", REAL_DBS_CSV)))
    assert f"{demo_count('dbs')} demo cards of dbs are still in the database" in out
    assert "manage.py remove_demo dbs" in out


def test_import_cards_with_remove_demo_leaves_only_real_cards(demo, tmp_path):
    out = run("import_cards", "dbs", str(write(tmp_path, "real.csv", REAL_DBS_CSV)), "--remove-demo")
    assert "Removed" in out
    assert sorted(Card.objects.filter(game__slug="dbs").values_list("code", flat=True)) == ["BT1-001", "BT1-002"]
    assert demo_count("dbz") > 0


def test_a_failed_import_removes_no_demo_card(demo, tmp_path):
    before = demo_count("dbs")
    with pytest.raises(CommandError):
        run(
            "import_cards",
            "dbs",
            str(write(tmp_path, "bad.csv", "code,name,type,cost\nBT1-001,Goku,BATTLE,x\n")),
            "--remove-demo",
        )
    assert demo_count("dbs") == before


def test_a_real_card_imported_over_a_demo_code_is_no_longer_demo(demo, tmp_path):
    run("import_cards", "dbs", str(write(tmp_path, "real.csv", "code,name,type\nDEMO-010,Real Krillin,BATTLE\n")))
    card = Card.objects.get(game__slug="dbs", code="DEMO-010")
    assert (card.name, card.is_demo) == ("Real Krillin", False)
    run("remove_demo", "dbs")
    assert Card.objects.filter(game__slug="dbs").get().code == "DEMO-010"


# The import page


def test_the_import_page_lists_the_games_that_hold_demo_cards_with_a_remove_button(judge_client, demo):
    add_card("dbz", "SAI-001", "Goku", "Personality")
    page = judge_client.get("/cards/import/").content.decode()
    assert 'aria-labelledby="demo-title"' in page
    assert f"{demo_count('dbz')} demo cards beside 1 real card" in page
    assert 'name="game" value="dbz"' in page
    assert "Remove the demo cards of <bdi>Dragon Ball Z CCG (Score)</bdi>" in page


def test_the_import_page_has_no_demo_panel_without_demo_cards(judge_client):
    assert 'aria-labelledby="demo-title"' not in judge_client.get("/cards/import/").content.decode()


def test_after_an_import_the_page_offers_to_remove_that_games_demo_cards(judge_client, demo):
    upload = SimpleUploadedFile("real.csv", REAL_DBS_CSV.encode())
    page = judge_client.post("/cards/import/", {"game": "dbs", "kind": "cards", "file": upload}).content.decode()
    assert "2 cards: 2 new" in page
    assert "You imported real <bdi>Dragon Ball Super Card Game</bdi> cards" in page
    assert 'name="game" value="dbs"' in page


def test_the_remove_button_removes_that_games_demo_cards(judge_client, demo):
    response = judge_client.post("/cards/import/remove-demo/", {"game": "dbz"}, follow=True)
    assert response.redirect_chain == [("/cards/import/", 302)]
    assert "Removed" in response.content.decode()
    assert demo_count("dbz") == 0 and demo_count("dbs") > 0


def test_the_remove_button_refuses_an_unknown_game(judge_client, demo):
    response = judge_client.post("/cards/import/remove-demo/", {"game": "chess"})
    assert response.status_code == 400
    assert "chess" in response.content.decode()


@pytest.mark.parametrize("who", ["anonymous", "player"])
def test_only_importers_may_remove_demo_cards(client, demo, who):
    if who == "player":
        client.force_login(User.objects.create_user("player"))
    response = client.post("/cards/import/remove-demo/", {"game": "dbz"})
    assert response.status_code == (302 if who == "anonymous" else 403)
    assert demo_count("dbz") > 0


def test_removing_demo_cards_takes_a_post(judge_client, demo):
    assert judge_client.get("/cards/import/remove-demo/?game=dbz").status_code == 405
    assert demo_count("dbz") > 0


# Decks


def test_demo_among_names_the_demo_cards_a_deck_holds_in_one_query(demo, django_assert_num_queries):
    from decks import services

    game = Game.objects.get(slug="dbz")
    add_card(game, "SAI-001", "Goku", "Personality")
    owner = User.objects.create_user("owner")
    deck = services.deck_create(
        owner=owner, game=game, sections={"personality": {"SAI-001": 1}, "main": {"DEMO-031": 1, "DEMO-010": 2}}
    )
    with django_assert_num_queries(1):
        found = list(Card.objects.demo_among(game=game, codes=deck.cards.values("code")))
    assert [c.code for c in found] == ["DEMO-010", "DEMO-031"]
    real_only = services.deck_create(owner=owner, game=game, sections={"personality": {"SAI-001": 1}})
    assert not Card.objects.demo_among(game=game, codes=real_only.cards.values("code")).exists()


def test_demo_among_reads_only_the_decks_game(demo):
    assert not Card.objects.demo_among(game=Game.objects.get(slug="dbz"), codes=["ESF-001"]).exists()
    assert Card.objects.demo_among(game=Game.objects.get(slug="esferas"), codes=["ESF-001"]).exists()


# The migration that added is_demo


@pytest.mark.django_db(transaction=True)
def test_the_migration_marks_the_demo_cards_already_loaded_and_no_real_card():
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    before, after = [("games", "0006_card_attr_search_columns")], [("games", "0007_card_is_demo")]
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    try:
        old = executor.loader.project_state(before).apps
        Card, Game = old.get_model("games", "Card"), old.get_model("games", "Game")
        dbz = Game.objects.get(slug="dbz")
        Card.objects.create(game=dbz, code="DEMO-001", name="Goku, Earth's Defender", type="Personality")
        Card.objects.create(game=dbz, code="DEMO-002", name="A real card with a demo code", type="Personality")
        Card.objects.create(game=dbz, code="SAI-001", name="Goku", type="Personality")
        executor = MigrationExecutor(connection)
        executor.migrate(after)
        new = executor.loader.project_state(after).apps.get_model("games", "Card")
        marked = dict(new.objects.filter(game__slug="dbz").values_list("code", "is_demo"))
    finally:
        MigrationExecutor(connection).migrate(executor.loader.graph.leaf_nodes())
    assert marked == {"DEMO-001": True, "DEMO-002": False, "SAI-001": False}
