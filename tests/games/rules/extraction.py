"""What `make messages` can extract from the rules (accounts' makemessages adds the keywords `N_` and
`count:2,3` to xgettext), read from the source with `ast`, and where a message is built instead of marked."""

import ast

from tests.conftest import ROOT

RULES = ROOT / "games" / "rules"
# The calls that take a message template, and the position of that template among their arguments.
TEMPLATE_ARGUMENT = {"problem": 1, "Problem": 1, "Violation": 1, "BidViolation": 1, "shape_error": 1}
RULE_KEYWORDS = ("rule",)


def rules_modules():
    return sorted(RULES.rglob("*.py"))


def _name(call):
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _calls(tree, name):
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and _name(node) == name]


def _literal(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def marked_strings(paths=None):
    """Every string extracted: the argument of N_(...) and both phrases of count(n, one, other)."""
    found = set()
    for path in paths or rules_modules():
        tree = ast.parse(path.read_text(), filename=str(path))
        found |= {call.args[0].value for call in _calls(tree, "N_") if call.args and _literal(call.args[0])}
        found |= {arg.value for call in _calls(tree, "count") for arg in call.args[1:3] if _literal(arg)}
    return found


def _built(node):
    """Why `node`, passed where a template is expected, cannot be extracted; None when it can."""
    if isinstance(node, ast.JoinedStr):
        return "an f-string"
    if isinstance(node, ast.BinOp):
        return "a string built with an operator"
    if _literal(node):
        return "a literal not marked with N_"
    if isinstance(node, ast.Call) and _name(node) in ("format", "join", "format_map"):
        return "a string built by a call"
    if isinstance(node, ast.IfExp):
        return _built(node.body) or _built(node.orelse)
    return None


def unextractable(path):
    """(line, what) for every marked string or template in `path` that xgettext cannot extract as it runs."""
    tree = ast.parse(path.read_text(), filename=str(path))
    found = []
    for call in _calls(tree, "N_"):
        if len(call.args) != 1 or call.keywords or not _literal(call.args[0]):
            found.append((call.lineno, "N_ of something other than one string literal"))
    for call in _calls(tree, "count"):
        if len(call.args) != 3 or not all(_literal(arg) for arg in call.args[1:]):
            found.append((call.lineno, "count whose phrases are not two string literals"))
    for name, position in TEMPLATE_ARGUMENT.items():
        for call in _calls(tree, name):
            arguments = call.args[position : position + 1]
            arguments += [k.value for k in call.keywords if k.arg in ("template", *RULE_KEYWORDS)]
            found += [(call.lineno, f"{name}() given {why}") for why in map(_built, arguments) if why]
    return found
