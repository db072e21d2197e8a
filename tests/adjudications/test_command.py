"""`python manage.py adjudicate yugioh|esferas FILE.json [--cards FILE]`: card facts from a card file (no
database needed) or from the card database; a code no card has is exit status 1 naming its path."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from games.rules.esferas.demo import cards as esferas_cards
from judging.adjudications import registry
from tests.tractor.test_command import run  # the command in a process that reaches no database
from tests.yugioh.helpers import judge

from .cards import CDB, example_record

pytestmark = pytest.mark.smoke


def written(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


def esferas_csv(tmp_path):
    """The demo set as an Esferas card CSV, the way a user would write it (points as printed)."""
    lines = ["code,name,type,sphere,points,character,text"]
    for card in esferas_cards():
        attrs = card["attrs"]
        row = [
            card["code"],
            card["name"],
            card["type"],
            attrs.get("sphere"),
            attrs.get("points"),
            attrs.get("character"),
        ]
        lines.append(",".join("" if value is None else str(value) for value in row) + ",")
    return written(tmp_path, "cards.csv", "\n".join(lines) + "\n")


def test_yugioh_with_a_cdb_needs_no_database(tmp_path):
    record = example_record("yugioh")
    done = run("yugioh", written(tmp_path, "duel.json", record), "--cards", str(CDB))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == judge(record)


def test_esferas_with_a_card_csv_needs_no_database(tmp_path):
    record = example_record("esferas")
    done = run("esferas", written(tmp_path, "game.json", record), "--cards", esferas_csv(tmp_path))
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert (verdict["legal"], verdict["energy"]) == (True, [430, 470])


def test_an_unknown_passcode_is_exit_1_naming_its_path(tmp_path):
    record = example_record("yugioh")
    record["cards"]["mirror"]["code"] = "123"
    done = run("yugioh", written(tmp_path, "duel.json", record), "--cards", str(CDB))
    assert done.returncode == 1
    assert "cards.mirror.code: no card with code 123 in the card database" in done.stderr


def test_a_card_file_that_cannot_be_read_is_exit_1_naming_it(tmp_path):
    record = example_record("esferas")
    bad = written(tmp_path, "bad.csv", "code,name,type,sphere,points\nESF-1,Kame,Attack,4,lots\n")
    done = run("esferas", written(tmp_path, "game.json", record), "--cards", bad)
    assert done.returncode == 1
    assert "--cards" in done.stderr and "line 2: card ESF-1: attrs.points" in done.stderr


@pytest.mark.django_db
def test_without_a_card_file_the_cards_come_from_the_database(tmp_path, esferas_example):
    out = StringIO()
    call_command("adjudicate", "esferas", written(tmp_path, "game.json", esferas_example), stdout=out)
    cards = {
        c["code"]: registry.card_facts(**{k: c[k] for k in ("name", "type", "text", "attrs")}) for c in esferas_cards()
    }
    assert json.loads(out.getvalue()) == registry.replay("esferas", esferas_example, {}, cards=cards)


@pytest.mark.django_db
def test_a_code_missing_from_the_database_is_a_command_error(tmp_path, esferas_example):
    esferas_example["decks"][0][5] = "ESF-999"
    with pytest.raises(CommandError, match=r"decks\[0\]\[5\]: no card with code ESF-999 in the card database"):
        call_command("adjudicate", "esferas", written(tmp_path, "game.json", esferas_example), stdout=StringIO())
