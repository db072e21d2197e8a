"""Demo rulings: a first run has rulings to search in every game, kept apart from real documents."""

import pytest

from games.models import Game
from judging import demo
from judging.importers.faq import parse_faq
from judging.models import Document, Ruling
from judging.search import languages
from tests.conftest import run_command as run

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def demo_languages(slug):
    return sorted(demo.demo_documents(Game.objects.get(slug=slug)).values_list("language", flat=True))


def test_every_game_has_demo_rulings_in_english_or_its_seed_language_that_parse():
    files = demo.demo_files()
    assert sorted(files) == sorted(Game.objects.values_list("slug", flat=True))
    for entries in files.values():
        for language, path in entries:
            assert language in languages.LANGUAGES and language in demo.TITLES, path
            assert len(parse_faq(path.read_text(encoding="utf-8"))) >= 3, path


def test_load_demo_imports_them_once_and_they_are_found_by_the_search(client):
    out = run("load_demo")
    assert "yugioh: demo rulings (2 documents)" in out and "dbz: demo rulings (1 document)" in out
    assert demo_languages("yugioh") == ["ar", "en"] and demo_languages("dbs") == ["en", "fr"]
    count = Ruling.objects.count()
    run("load_demo")
    assert Ruling.objects.count() == count
    found = client.get("/api/rulings/", {"q": "chain", "game": "yugioh", "lang": "en"}).json()["results"]
    assert found and all(r["game"] == "yugioh" for r in found)
    assert found[0]["document"].startswith("Demo rulings")
    assert "Demo rulings" in client.get(found[0]["permalink"]).content.decode()


def test_a_game_with_a_real_document_gets_no_demo_rulings(import_doc):
    import_doc("esferas")
    out = run("load_demo", "esferas")
    assert "esferas: no demo rulings, it has 1 real documents" in out
    assert demo_languages("esferas") == []


def test_a_real_import_takes_out_that_game_s_demo_rulings_and_says_so(import_doc):
    run("load_demo")
    report = import_doc("tractor")
    assert demo_languages("tractor") == []
    assert any("2 demo rulings documents of this game were removed" in w for w in report.warnings)
    assert demo_languages("dbs") == ["en", "fr"]  # other games keep theirs


def test_remove_demo_takes_out_the_demo_rulings_of_one_game(import_doc):
    run("load_demo")
    out = run("remove_demo", "dbs")
    assert "Removed 2 demo rulings documents of" in out
    assert demo_languages("dbs") == [] and demo_languages("yugioh") == ["ar", "en"]
    assert not Ruling.objects.filter(game__slug="dbs").exists()
    assert Document.objects.filter(game__slug="yugioh").count() == 2
