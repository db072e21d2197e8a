"""The rulings search as it was at earlier commits, loaded from git beside the current code, so a
benchmark can time each step in the same run, on the same corpus and under the same load.

The modules that make up the search (the service, its engines, its snippets) are read with
`git show REV:path` and executed under other names (`judging.search.before_<rev>_backends`...);
their imports of each other are redirected to the copies of the same commit, everything else
(models, languages, query parsing) is the current code.
"""

import re
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEARCH = ("snippets", "backends", "postgres")  # judging/search/<name>.py, in import order
IMPORT = re.compile(r"^from (\.|\.search|\.(\w+)) import (.+)$", re.MULTILINE)


def _show(rev, path):
    done = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout if done.returncode == 0 else None


def _redirect(source, aliases, *, in_selectors):
    """Imports of the search modules pointed at their copies: `from . import x`, `from .search import
    x` (in selectors) and `from .x import y` (between search modules)."""

    def replace(match):
        origin, module, names = match.group(1), match.group(2), match.group(3)
        if module in aliases:
            return f"from .{aliases[module]} import {names}"
        if origin in (".", ".search") and (origin == ".search") == in_selectors:
            lines = []
            for name in (n.strip() for n in names.split(",")):
                real = name.split(" as ")[0]
                lines.append(
                    f"from {origin} import {aliases[real]} as {real}"
                    if real in aliases
                    else f"from {origin} import {name}"
                )
            return "\n".join(lines)
        return match.group(0)

    return IMPORT.sub(replace, source)


def _exec(name, source, label):
    package, _, leaf = name.rpartition(".")
    module = types.ModuleType(name)
    module.__package__ = package
    module.__file__ = label
    sys.modules[name] = module
    setattr(sys.modules[package], leaf, module)
    exec(compile(source, label, "exec"), module.__dict__)
    return module


def load(rev):
    """The selectors module of commit `rev` (its ruling_search, hit_as_dict, SearchParams)."""
    import judging.search  # noqa: F401 - the packages the copies are registered in

    short = re.sub(r"\W", "_", rev)[:12]
    aliases = {}
    for name in SEARCH:
        source = _show(rev, f"judging/search/{name}.py")
        if source is None:
            continue
        alias = f"before_{short}_{name}"
        source = _redirect(source, aliases, in_selectors=False)
        _exec(f"judging.search.{alias}", source, f"{rev}:judging/search/{name}.py")
        aliases[name] = alias
    source = _redirect(_show(rev, "judging/selectors.py"), aliases, in_selectors=True)
    return _exec(f"judging.before_{short}_selectors", source, f"{rev}:judging/selectors.py")
