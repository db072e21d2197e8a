"""`python manage.py adjudicate tractor FILE.json [--variant JSON]`, without database or broker."""

import json
import os
import re
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from games.rules.tractor.engine import adjudicate
from tests.tractor.helpers import scripted_record

pytestmark = pytest.mark.smoke

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    """The command in a fresh process whose database and broker cannot be reached."""
    env = {
        **os.environ,
        "DATABASE_URL": "postgres://nobody@127.0.0.1:1/nowhere",
        "CELERY_BROKER_URL": "redis://127.0.0.1:1/0",
    }
    return subprocess.run(
        [sys.executable, "manage.py", "adjudicate", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def record_file(tmp_path):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(scripted_record()))
    return path


def test_it_prints_the_verdict_without_database_or_broker(record_file):
    done = run("tractor", str(record_file))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == adjudicate(scripted_record())


def test_it_applies_the_variant(record_file):
    done = run("tractor", str(record_file), "--variant", '{"kitty_multiplier": "power"}')
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["kitty_multiplier"] == 16


def test_an_illegal_record_is_still_a_verdict(tmp_path):
    record = scripted_record()
    record["tricks"][0][1]["cards"] = ["BJ"]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record))
    out = StringIO()
    call_command("adjudicate", "tractor", str(path), stdout=out)
    assert json.loads(out.getvalue())["violation"]["rule"] == "not-in-hand"


def test_a_badly_shaped_record_exits_non_zero_naming_the_path(tmp_path):
    record = scripted_record()
    record["tricks"][3][1]["cards"][0] = "11H"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    done = run("tractor", str(path))
    assert done.returncode != 0
    assert 'tricks[3][1].cards[0]: unknown card "11H"' in done.stderr
    assert done.stdout == ""


def test_a_file_that_is_not_json_is_a_clear_error(tmp_path):
    path = tmp_path / "notes.json"
    path.write_text('{"levels": ["2", "2"],\n oops}')
    with pytest.raises(CommandError, match=r"not valid JSON: .* line 2"):
        call_command("adjudicate", "tractor", str(path))


def test_an_integer_too_long_for_python_is_a_clear_error_not_a_traceback(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text('{"levels": ["2", "2"], "dealer": ' + "1" * 5000 + "}")
    done = run("tractor", str(path))
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert f"{path}: not valid JSON: an integer has too many digits" in done.stderr


def test_json_nested_too_deep_is_a_clear_error_not_a_traceback(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"meta": ' + "[" * 100_000 + "]" * 100_000 + "}")
    done = run("tractor", str(path))
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert f"{path}: not valid JSON: nested too deep" in done.stderr


@pytest.mark.parametrize(
    ("variant", "problem"),
    [
        ('{"follow_tractor": ' + "9" * 5000 + "}", "an integer has too many digits (at most 4300)"),
        ("[" * 100_000, "nested too deep"),
    ],
)
def test_a_variant_too_long_or_too_deep_is_a_clear_error(record_file, variant, problem):
    with pytest.raises(CommandError, match=re.escape(f"--variant: not valid JSON: {problem}")):
        call_command("adjudicate", "tractor", str(record_file), variant=variant)


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        call_command("adjudicate", "tractor", str(tmp_path / "absent.json"))


def test_an_unknown_variant_key_is_named(record_file):
    with pytest.raises(CommandError, match='unknown variant key "follow_tractors"'):
        call_command("adjudicate", "tractor", str(record_file), variant='{"follow_tractors": true}')


def test_a_variant_that_is_not_json_is_a_clear_error(record_file):
    with pytest.raises(CommandError, match="--variant: not valid JSON"):
        call_command("adjudicate", "tractor", str(record_file), variant="{follow_tractor: true}")


def test_a_game_without_an_engine_is_named(record_file):
    done = run("chess", str(record_file))
    assert done.returncode != 0
    assert 'no adjudication engine for game "chess"' in done.stderr


def test_the_documented_example_gives_the_documented_verdict(tmp_path):
    """docs/tractor-records.md shows a record and its verdict; keep them true."""
    doc = (ROOT / "docs" / "tractor-records.md").read_text()
    example = json.loads(doc.split("```json\n")[1].split("```")[0])
    verdict = adjudicate(example)
    assert (verdict["legal"], verdict["complete"], verdict["dealer"], verdict["trump"]) == (
        True,
        False,
        0,
        {"suit": None, "rank": "2"},
    )
    assert [(t["leader"], t["winner"], t["points"]) for t in verdict["tricks"]] == [(0, 0, 35), (0, 1, 0), (1, 1, 15)]
    assert (verdict["attackers_points"], verdict["kitty_points"]) == (15, 30)
    example["tricks"][2][1]["cards"] = ["QH", "QH"]
    assert adjudicate(example)["violation"] == {
        "trick": 3,
        "play": 2,
        "bid": None,
        "seat": 2,
        "rule": "not-in-hand",
        "message": "seat 2 does not hold QH",
        "template": "seat {seat} does not hold {cards}",
        "params": {"seat": 2, "cards": "QH"},
        "where": {"trick": 3, "play": 2, "bid": None, "seat": 2},
        "source": None,
    }
