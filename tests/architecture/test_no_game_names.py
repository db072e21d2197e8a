"""Outside games/rules, product code never names a game: no slug literal, no branch on a slug, no import of
one game's package. Whatever differs between games is a field of its descriptor (games.rules.registry);
a game's own template or presenter is found by a naming convention from its slug, never by naming it.
"""

import ast
import re
from pathlib import Path

from games.rules import registry

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = {"games/rules", "tests", "bench", "docs", "locale", "static", "var", ".venv", "node_modules"}
SLUGS = frozenset(registry.slugs())
GAME_PACKAGE = re.compile(rf"^(?:games\.)?rules\.(?:{'|'.join(SLUGS)})(?:\.|$)")
TEMPLATE_SLUG = re.compile(rf"""["']({"|".join(SLUGS)})["']""")


def product_files():
    for path in sorted(ROOT.rglob("*")):
        relative = path.relative_to(ROOT).as_posix()
        if path.suffix not in (".py", ".html") or "migrations" in path.parts:
            continue
        if any(relative == skip or relative.startswith(skip + "/") for skip in SKIPPED):
            continue
        yield relative, path


def python_names(source):
    """(line, what) of each slug literal and each import of a game's package in the module's source."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in SLUGS:
            found.append((node.lineno, repr(node.value)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and TEMPLATE_SLUG.search(node.value):
            found.append((node.lineno, TEMPLATE_SLUG.search(node.value).group(0)))  # a slug quoted in a text
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            modules = [f"{module}.{alias.name}" if node.module else module + alias.name for alias in node.names]
            found += [(node.lineno, name) for name in modules if GAME_PACKAGE.match(name.lstrip("."))]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names if GAME_PACKAGE.match(alias.name)]
    return found


def template_names(source):
    return [(source[: m.start()].count("\n") + 1, m.group(0)) for m in TEMPLATE_SLUG.finditer(source)]


def names_in(path):
    source = path.read_text(encoding="utf-8")
    return python_names(source) if path.suffix == ".py" else template_names(source)


def test_no_game_named_outside_games_rules():
    offenders = [f"{relative}:{line}: {what}" for relative, path in product_files() for line, what in names_in(path)]
    assert offenders == [], "a game named outside games/rules (make it a descriptor field):\n" + "\n".join(offenders)


def test_the_scan_finds_what_it_looks_for():
    source = 'from games.rules.yugioh import codes\nfrom ..rules import dbz\nif game == "tractor":\n    pass\n'
    assert [line for line, _what in python_names(source)] == [1, 2, 3]
    assert python_names('help = \'the game: "tractor" or "dbs"\'') == [(1, '"tractor"')]
    assert python_names('"""the yugioh cards"""\nx = "Yu-Gi-Oh!"\n') == []
    assert template_names('{% if game == "dbz" %}\n{% if game_rules.has_styles %}') == [(1, '"dbz"')]
