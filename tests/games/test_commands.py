"""The import_cards and import_banlist management commands."""

import json

import pytest
from django.core.management import CommandError

from games.models import Card, Format
from tests.conftest import run_command as run

from .helpers import write

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_import_cards_prints_what_it_did(data_dir):
    out = run("import_cards", "yugioh", str(data_dir / "yugioh" / "goat-cards.en.cdb"))
    assert "1893 yugioh cards (1893 new, 0 updated, 0 unchanged, 105 alternate printings linked)" in out
    assert Card.objects.filter(game__slug="yugioh").count() == 1893


def test_import_cards_can_print_json(data_dir):
    out = run("import_cards", "dbz", str(data_dir / "dbz" / "saiyan-saga.csv"), "--json")
    assert json.loads(out)["cards"] == 140


def test_import_cards_fails_with_the_line_of_a_bad_file(tmp_path):
    path = write(tmp_path, "bad.csv", "code,name,type,cost\nBT1-001,Goku,BATTLE,x\n")
    with pytest.raises(CommandError, match="line 2: column 'cost'"):
        run("import_cards", "dbs", str(path))


def test_import_cards_names_a_missing_file(tmp_path):
    with pytest.raises(CommandError, match="No such file"):
        run("import_cards", "dbs", str(tmp_path / "nope.csv"))


def test_import_cards_refuses_an_unknown_game(tmp_path):
    with pytest.raises(CommandError, match="unknown game 'chess'"):
        run("import_cards", "chess", str(write(tmp_path, "a.csv", "x")))


def test_the_done_when_sequence_works_from_the_command_line(data_dir):
    run("import_cards", "yugioh", str(data_dir / "yugioh" / "goat-cards.en.cdb"))
    out = run("import_banlist", "yugioh", str(data_dir / "yugioh" / "goat-2005-04.lflist.conf"))
    assert "2005.4.1 (from 2005-04-01): 17 forbidden, 41 limited, 15 semi-limited" in out
    assert "1 codes not in the card database yet (kept): 42035044" in out
    run("import_cards", "dbs", str(data_dir / "dbs" / "cards.csv"))
    out = run("import_banlist", "dbs", str(data_dir / "dbs" / "banlist-2020-05.csv"))
    assert "banlist-2020-05 (from 2020-05-01): 11 forbidden, 2 limited" in out
    run("import_cards", "dbz", str(data_dir / "dbz" / "saiyan-saga.csv"))
    assert Format.objects.filter(is_default=False).count() == 3


def test_import_banlist_takes_a_name_and_a_date(data_dir):
    run(
        "import_banlist",
        "dbs",
        str(data_dir / "dbs" / "banlist-2020-05.csv"),
        "--name",
        "May 2020",
        "--date",
        "2020-05-22",
    )
    assert str(Format.objects.get(slug="may-2020").valid_from) == "2020-05-22"


def test_import_banlist_refuses_a_bad_date(data_dir):
    with pytest.raises(CommandError):
        run("import_banlist", "dbs", str(data_dir / "dbs" / "banlist-2020-05.csv"), "--date", "May")
