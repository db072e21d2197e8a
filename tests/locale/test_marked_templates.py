"""The Django-free code outside the rules (card query parser, importers, the adjudication registry) and
the tasks that fail jobs build their messages from templates marked with N_, as literals, so `make
messages` extracts exactly the text they render and a page can translate it later."""

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

MODULES = [
    "games/search/__init__.py",
    "games/search/syntax.py",
    "games/importers/csv_cards.py",
    "games/importers/errors.py",
    "games/importers/lflist.py",
    "games/importers/service.py",
    "games/importers/ygopro.py",
    "games/selectors.py",
    "games/tasks.py",
    "jobs/tasks.py",
    "judging/importers/faq.py",
    "judging/adjudications/registry.py",
]
# The calls that take a template, and its position among their arguments.
TEMPLATE_ARGUMENT = {"QueryError": 0, "ImportFileError": 0, "Message": 0, "FaqFormatError": 1}


def _name(call):
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _marked(node):
    return isinstance(node, ast.Call) and _name(node) == "N_"


def _why_not_extractable(node):
    if _marked(node):
        argument = node.args[0] if len(node.args) == 1 else None
        literal = isinstance(argument, ast.Constant) and isinstance(argument.value, str)
        return None if literal else "N_ of something other than one string literal"
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return "a literal not marked with N_"
    if isinstance(node, ast.JoinedStr | ast.BinOp | ast.Call):
        return "a message built at run time"
    return None  # a variable: a template marked where it was written


def unextractable(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    found = []
    for call in (node for node in ast.walk(tree) if isinstance(node, ast.Call)):
        position = TEMPLATE_ARGUMENT.get(_name(call))
        if position is not None and len(call.args) > position:
            why = _why_not_extractable(call.args[position])
            if why:
                found.append((call.lineno, why))
        if _marked(call) and _why_not_extractable(call):
            found.append((call.lineno, _why_not_extractable(call)))
    return found


@pytest.mark.parametrize("module", MODULES)
def test_every_message_template_is_a_marked_literal(module):
    assert unextractable(ROOT / module) == []


def test_the_checker_catches_messages_built_at_run_time(tmp_path):
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text(
        "def f(name, line):\n"
        "    ok = ImportFileError(N_('{name} is fine'), line=line, name=name)\n"
        "    a = ImportFileError(f'{name} is bad', line=line)\n"
        "    b = QueryError('unmarked', 0)\n"
        "    c = Message(N_(f'{name}'))\n"
        "    d = FaqFormatError(line, 'line ' + name)\n"
        "    e = Message(template)\n"
    )
    assert sorted(line for line, _why in unextractable(Path(sneaky))) == [3, 4, 5, 5, 6]
