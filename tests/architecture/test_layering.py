"""The product's import structure (issue 29, point 6), read from the source with ast.

- No import circle between product modules. Function-local imports count as much as module-level ones: a circle
  dodged by an import inside a function is still two modules that need each other.
- The apps' layers, lowest first: config and accounts; jobs; games (its pure rules included); decks and judging
  (side by side: they may import each other, the circle check still applies); tournaments. A module never
  imports one of a higher layer.
  accounts sits with config: it imports only config (config.i18n) and Django, and config's root URLconf
  imports its views; nothing in it knows a game, a deck or a job.
  jobs sits below games, not beside decks and judging as issue 29 first drew it: jobs imports no app, and the
  job kinds of games, decks and judging register their handlers with it (issue 29, point 3; games/job_kinds.py),
  so every app that runs a job imports jobs, and jobs imports only config.
- At most 5 function-local imports in product code, each saying why: `# local import: <reason>` on its line or
  the line above.
- No product module imports test code (tests/, test support, benchmarks).

The KNOWN_* lists hold the violations left on main, one line each naming the file and the import. Each entry
goes when its violation is fixed; a listed entry that no longer occurs fails the test, so the lists only
shrink. The lead empties them at the end of issue 29.
"""

from pathlib import Path

import pytest

from .imports import check_known, circles, dependency_graph, owner, read_imports, top_package

ROOT = Path(__file__).resolve().parents[2]
LAYERS = {"config": 0, "accounts": 0, "jobs": 1, "games": 2, "decks": 3, "judging": 3, "tournaments": 4}
PRODUCT = tuple(LAYERS)
NOT_PRODUCT = ("tests", "bench")
MAX_LOCAL_IMPORTS = 5

KNOWN_CIRCLES = []

KNOWN_UPWARD_IMPORTS = []  # "<file>: <module of a higher layer it imports>"

KNOWN_LOCAL_IMPORTS = []  # "<file>: <the import>", function-local and without a reason


@pytest.fixture(scope="module")
def product():
    return read_imports(ROOT, PRODUCT)


def found_circles(root, packages):
    modules, imports = read_imports(root, packages)
    return sorted(" ".join(sorted(circle)) for circle in circles(dependency_graph(modules, imports)))


def upward_imports(modules, imports, layers):
    found = set()
    for imp in imports:
        for target in imp.targets:
            dep = owner(target, modules)
            if dep and layers[top_package(dep)] > layers[top_package(imp.module)]:
                found.add(f"{imp.path}: {dep}")
    return sorted(found)


def unexplained_local_imports(imports):
    return sorted({f"{imp.path}: {imp.statement}" for imp in imports if imp.local and not imp.reason})


def test_no_import_circle_between_product_modules():
    problem = check_known(found_circles(ROOT, PRODUCT), KNOWN_CIRCLES, "import circles")
    assert not problem, problem


def test_no_app_imports_one_of_a_higher_layer(product):
    problem = check_known(upward_imports(*product, LAYERS), KNOWN_UPWARD_IMPORTS, "imports of a higher layer")
    assert not problem, problem


def test_every_function_local_import_says_why(product):
    _, imports = product
    problem = check_known(unexplained_local_imports(imports), KNOWN_LOCAL_IMPORTS, "function-local imports")
    assert not problem, problem + "\n(a needed one says why: `# local import: <reason>`)"


def test_at_most_five_function_local_imports_outside_the_known_list(product):
    _, imports = product
    explained = sorted(f"{imp.path}:{imp.line}: {imp.statement}" for imp in imports if imp.local and imp.reason)
    assert len(explained) <= MAX_LOCAL_IMPORTS, "\n".join(explained)


def test_no_product_module_imports_test_code(product):
    _, imports = product
    offending = [
        f"{imp.path}:{imp.line}: {imp.statement}"
        for imp in imports
        if any(top_package(target) in NOT_PRODUCT for target in imp.targets)
    ]
    assert offending == []


def test_every_app_has_a_layer():
    apps = {path.parent.name for path in ROOT.glob("*/apps.py")} | {"config"}
    assert apps == set(LAYERS)


# -- the checks catch what they are for, on a made-up tree ------------------------------------------------


def write(root, files):
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_a_circle_through_a_function_local_import_is_found(tmp_path):
    write(
        tmp_path,
        {
            "low/__init__.py": "",
            "low/a.py": "from . import b\n",
            "low/b.py": "def f():\n    from .c import x\n",
            "low/c.py": "from low.a import thing\n",
            "low/d.py": "from low import c\n",
        },
    )
    assert found_circles(tmp_path, ("low",)) == ["low.a low.b low.c"]


def test_an_import_of_a_higher_layer_is_found_even_inside_a_function(tmp_path):
    write(
        tmp_path,
        {
            "low/__init__.py": "",
            "low/ok.py": "import os\nfrom low import ok\n",
            "low/bad.py": "def f():\n    from high.views import page\n",
            "high/__init__.py": "",
            "high/views.py": "from low.ok import thing\n",
        },
    )
    modules, imports = read_imports(tmp_path, ("low", "high"))
    assert upward_imports(modules, imports, {"low": 0, "high": 1}) == ["low/bad.py: high.views"]


def test_a_function_local_import_needs_its_reason(tmp_path):
    write(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/m.py": (
                "import json\n\n"
                "class C:\n    def method(self):\n        import csv\n\n"
                "def f():\n    # local import: heavy, loaded on first use\n    import zlib\n\n"
                "def g():\n    import bz2  # local import: optional\n"
            ),
        },
    )
    _, imports = read_imports(tmp_path, ("app",))
    assert unexplained_local_imports(imports) == ["app/m.py: import csv"]
    assert [imp.reason for imp in imports if imp.local and imp.reason] == ["heavy, loaded on first use", "optional"]


def test_a_known_violation_that_is_gone_must_leave_the_list():
    gone = check_known(["a"], ["a", "b"], "things")
    assert gone == "things listed as known but gone (remove them from the list):\n  b"
    assert check_known(["a", "c"], ["a"], "things") == "things, new (fix them):\n  c"
    assert check_known(["a"], ["a"], "things") == ""
