"""The pairing, standings and penalty modules stay plain Python: no Django, no app of this project."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.games.rules.test_purity import imported_modules, offending

pytestmark = pytest.mark.smoke

PACKAGE = Path(__file__).resolve().parents[2] / "tournaments"
PURE = ("pairing", "matching", "standings", "penalties", "simulation", "clock")


@pytest.mark.parametrize("name", PURE)
def test_the_module_imports_nothing_of_django(name):
    pure = {f"tournaments.{other}" for other in PURE}
    assert [m for m in imported_modules(PACKAGE / f"{name}.py") if offending(m) and m not in pure] == []


def test_the_modules_import_without_django_loaded():
    code = (
        "import importlib, sys\n"
        f"for name in {PURE!r}: importlib.import_module('tournaments.' + name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=PACKAGE.parent, capture_output=True, text=True, check=True, env={}
    )
    assert done.stdout.strip() == "[]"
