"""The shape of the house: a standard-library core, and imports that go one way only.

errors -> i18n -> sentences -> cards -> tricks -> inputs -> grammar -> games -> analysis -> experiments -> svg -> lesson
-> widgets: nothing lower imports anything higher at module level (the README and ``tutor/svg.py`` give the same
order), and no module of the analysis or of a game imports one that imports it back, at any depth (not even inside
a function).
(Display hooks such as ``Card._repr_svg_`` import :mod:`tutor.svg` lazily, inside the method: that is the one
allowed way up, as python-chess does with its ``svg`` module.)
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tutor"

LAYERS = [
    "tutor.errors",
    "tutor.i18n",
    "tutor.sentences",
    "tutor.cards",
    "tutor.tricks",
    "tutor.inputs",
    "tutor.grammar",
    "tutor.games",
    "tutor.analysis",
    "tutor.experiments",
    "tutor.svg",
    "tutor.lesson",
    "tutor.widgets",
]
CORE = ["tutor", *LAYERS[: LAYERS.index("tutor.widgets")]]  # every layer below the widgets
GAMES = ["tutor.games.satat", "tutor.games.saskop", "tutor.games.piquet", "tutor.games.subastao"]


def layer(module: str) -> int | None:
    """The layer of a tutor module (``None`` for the package's own ``__init__``)."""
    for index, prefix in reversed(list(enumerate(LAYERS))):
        if module == prefix or module.startswith(prefix + "."):
            return index
    return None


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def top_level_imports(path: Path) -> list[str]:
    """The tutor modules a file imports at module level (not inside functions or classes)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append(target)
    return [target for target in found if target == "tutor" or target.startswith("tutor.")]


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_go_one_way(path: Path) -> None:
    here = layer(module_name(path))
    if here is None:
        return
    for target in top_level_imports(path):
        there = layer(target)
        assert there is None or there <= here, (
            f"{module_name(path)} (layer {here}) imports {target} (layer {there})"
        )


def test_the_rules_core_loads_only_the_standard_library() -> None:
    """Importing the rules, the drawing code and the lesson model loads nothing outside the standard library
    (so the wheel runs in Pyodide with no dependency)."""
    code = (
        "import sys, json\n"
        f"for name in {CORE + GAMES!r}: __import__(name)\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    loaded = set(json.loads(result.stdout))
    foreign = sorted(
        name for name in loaded - set(sys.stdlib_module_names) - {"tutor"} if not name.startswith("_")
    )
    assert foreign == [], f"the core imported {foreign}"


def test_widgets_are_the_only_place_that_imports_ipywidgets() -> None:
    for path in SOURCES:
        if module_name(path).startswith("tutor.widgets"):
            continue
        text = path.read_text(encoding="utf-8")
        assert "import ipywidgets" not in text and "import anywidget" not in text, path


def test_the_checker_sees_upward_imports_but_spares_lazy_display_imports() -> None:
    cards = PACKAGE / "cards.py"
    lazy = [
        node.module
        for node in ast.walk(ast.parse(cards.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and node.module == "svg"
    ]
    assert lazy, "cards.py draws itself through a lazy import of tutor.svg"
    assert "tutor.svg" not in top_level_imports(cards)
    assert layer("tutor.svg") > layer("tutor.cards")
    assert layer("tutor.games.satat.state") == layer("tutor.games")


ORDER = " -> ".join(name.removeprefix("tutor.") for name in LAYERS)


@pytest.mark.parametrize("where", ["README.md", "tutor/svg.py", "tests/test_architecture.py"])
def test_one_layer_order_everywhere_it_is_written(where: str) -> None:
    """The README, ``svg.py`` (in the middle of the house) and this file's introduction write the same order as
    :data:`LAYERS`, the one these tests check."""
    text = " ".join((ROOT / where).read_text(encoding="utf-8").split())
    assert ORDER in text, f"{where} does not write the layer order {ORDER}"


def all_imports(path: Path) -> set[str]:
    """The tutor modules a file imports anywhere (inside functions too), a module named in ``from . import x``
    included; what is imported only for the type checker (``if TYPE_CHECKING:``) left out."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for inner in ast.walk(node)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found |= {f"{target}.{alias.name}" for alias in node.names} | ({target} if node.module else set())
    return found


def circles(prefix: str) -> list[list[str]]:
    """The import circles among the modules under ``prefix``: each set of modules that reach one another."""
    modules = {module_name(p): p for p in SOURCES if module_name(p).startswith(prefix)}
    graph = {m: {t for t in all_imports(p) if t in modules and t != m} for m, p in modules.items()}
    reach = {m: _reach(graph, m) for m in graph}
    found = {
        tuple(sorted(m for m in reach[start] if start in reach[m]))
        for start in graph
        if start in reach[start]
    }
    return [list(circle) for circle in sorted(found)]


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += graph[m]
    return seen


@pytest.mark.parametrize("package", GAMES)
def test_no_import_circle_inside_a_game(package: str) -> None:
    """A game's modules stack up (rules, actions, state, notation, bots...): a file cut out of ``state.py`` does not
    import it back (the state writes its one line with the writer it imports; a view is built from the fields
    ``view.py`` reads; an action's text is read against the game's states by their ``GAME``)."""
    assert circles(package + ".") == []


def test_no_import_circle_inside_the_analysis() -> None:
    """The analysis is a stack: search, the adapters, the lookup, the exact analysis, sampling, the learner's
    words, the bot, the hints; its ``__init__`` the front door that nothing inside imports."""
    assert circles("tutor.analysis") == []
    inside = [p for p in SOURCES if module_name(p).startswith("tutor.analysis.")]
    assert [str(p) for p in inside if "tutor.analysis" in all_imports(p)] == []


def test_the_circle_checker_sees_a_lazy_import_back() -> None:
    """The one allowed circle (a card draws itself through :mod:`tutor.svg`, inside ``_repr_svg_``) is seen."""
    assert any({"tutor.cards", "tutor.svg"} <= set(circle) for circle in circles("tutor."))
