"""The rules stay pure: nothing under games/rules imports Django or a Django app of this project."""

import ast
import subprocess
import sys

import pytest

from tests.conftest import ROOT

RULES = ROOT / "games" / "rules"
FORBIDDEN = ("django", "rest_framework", "celery", "config", "decks", "judging", "jobs", "accounts", "tournaments")
ALLOWED_PROJECT = ("games.rules",)  # the rules may import each other, and nothing else of games


def imported_modules(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def offending(module):
    top = module.split(".")[0]
    if top == "games":
        return not module.startswith(ALLOWED_PROJECT)
    return top in FORBIDDEN


@pytest.mark.parametrize("path", sorted(RULES.rglob("*.py")), ids=lambda p: str(p.relative_to(RULES)))
def test_no_rules_module_imports_django_or_the_apps(path):
    assert [m for m in imported_modules(path) if offending(m)] == []


def test_the_checker_catches_a_django_import(tmp_path):
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text(
        "import json\nfrom django.db import models\nfrom games.models import Card\nfrom games.rules import common\n"
    )
    assert [m for m in imported_modules(sneaky) if offending(m)] == ["django.db", "games.models"]


def test_every_rules_module_imports_without_django_loaded():
    modules = sorted(
        ".".join(p.relative_to(RULES.parents[1]).with_suffix("").parts).removesuffix(".__init__")
        for p in RULES.rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=RULES.parents[1], capture_output=True, text=True, check=True, env={}
    )
    assert done.stdout.strip() == "[]"
