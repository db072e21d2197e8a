"""The product's imports as the source states them, read with ast: nothing is imported or run.

A module is named by its dotted path (`games.models`, `games.rules` for games/rules/__init__.py). Each import
statement is resolved to the product module it loads: `from games import models` to `games.models` (a
submodule), `from games.models import Card` to `games.models`, a relative import from its package. Importing a
submodule also runs its packages' `__init__`; that is left out, as the packages' `__init__` files import little.
"""

import ast
from dataclasses import dataclass

LOCAL_REASON = "# local import:"


@dataclass(frozen=True)
class Import:
    module: str  # the importing module
    path: str  # its file, relative to the root
    line: int
    statement: str  # the import as written (unparsed), e.g. "from .tasks import run_batch"
    targets: tuple  # the dotted names it loads, product modules resolved as far as they exist
    local: bool  # inside a function (or method) body
    reason: str  # what follows `# local import:` on its line or the line above, or ""


def product_modules(root, packages):
    """{dotted name: path} of every .py file under the given top-level packages."""
    modules = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            name = ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
            modules[name] = path
    return modules


def read_imports(root, packages):
    modules = product_modules(root, packages)
    found = []
    for name, path in modules.items():
        found += _imports_of(root, name, path, modules)
    return modules, found


def owner(name, modules):
    """The product module a dotted name lies in (`games.models.Card` -> `games.models`), or None."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _imports_of(root, name, path, modules):
    source = path.read_text()
    lines = source.splitlines()
    is_package = path.name == "__init__.py"
    rel = str(path.relative_to(root))
    found = []

    def visit(node, local):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                targets = tuple(_targets(name, is_package, child, modules))
                reason = _reason(lines, child.lineno)
                found.append(Import(name, rel, child.lineno, ast.unparse(child), targets, local, reason))
            else:
                visit(child, local or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    visit(ast.parse(source, filename=rel), False)
    return found


def _targets(name, is_package, node, modules):
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = name.split(".") if is_package else name.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, node.module] if node.module else package)
    # `from package import name`: the submodule when `name` is one, else the package itself.
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]


def _reason(lines, lineno):
    for line in (lines[lineno - 1], lines[lineno - 2] if lineno > 1 else ""):
        if LOCAL_REASON in line:
            return line.split(LOCAL_REASON, 1)[1].strip()
    return ""


def dependency_graph(modules, imports):
    """{module: set of product modules it imports}, module-level and function-local imports alike."""
    graph = {name: set() for name in modules}
    for imp in imports:
        for target in imp.targets:
            dep = owner(target, modules)
            if dep and dep != imp.module:
                graph[imp.module].add(dep)
    return graph


def circles(graph):
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, deps = work[-1]
            dep = next(deps, None)
            if dep is not None:
                if dep not in index:
                    index[dep] = low[dep] = len(index)
                    stack.append(dep)
                    on_stack.add(dep)
                    work.append((dep, iter(sorted(graph[dep]))))
                elif dep in on_stack:
                    low[node] = min(low[node], index[dep])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def top_package(name):
    return name.split(".")[0]


def check_known(found, known, what):
    """Today's violations may stay while they are listed; a listed one that is gone must leave the list."""
    new = sorted(set(found) - set(known))
    gone = sorted(set(known) - set(found))
    message = []
    if new:
        message.append(f"{what}, new (fix them):\n  " + "\n  ".join(map(str, new)))
    if gone:
        message.append(f"{what} listed as known but gone (remove them from the list):\n  " + "\n  ".join(gone))
    return "\n".join(message)
