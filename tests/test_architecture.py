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
import importlib
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

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


def _reexports_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("reexports", ROOT / "scripts" / "reexports.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_games_re_exports_are_written_from_their_modules_all() -> None:
    """One place makes a name of a game public: the ``__all__`` of the module that defines it. The package's
    import block and ``__all__`` are written from those by ``scripts/reexports.py`` (``make reexports``): a name
    added to a module's ``__all__`` and not offered by the package fails here, unless the script's ``MODULE_ONLY``
    keeps it in its module."""
    result = subprocess.run(
        [sys.executable, "scripts/reexports.py", "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("package", GAMES)
def test_a_games_public_names_are_its_modules_all(package: str) -> None:
    """What the written block offers, read at run time: every name of every module's ``__all__`` (but those
    ``MODULE_ONLY`` keeps), the same object as in its module, once in the package's ``__all__``."""
    script = _reexports_script()
    game = importlib.import_module(package)
    assert len(game.__all__) == len(set(game.__all__)), f"{package}.__all__ names one twice"
    for path in sorted((ROOT / package.replace(".", "/")).glob("[!_]*.py")):
        module = importlib.import_module(f"{package}.{path.stem}")
        kept = script.MODULE_ONLY.get(module.__name__, set())
        if script.EVERY_NAME in kept:
            continue
        for name in getattr(module, "__all__", []):
            if name not in kept:
                assert name in game.__all__, f"{package} does not offer {name} of .{path.stem}"
                assert getattr(game, name) is getattr(module, name), f"{package}.{name} is another object"
    assert all(hasattr(game, name) for name in game.__all__)


def test_the_re_exports_script_sees_a_name_made_public(tmp_path: Path) -> None:
    """A name added to a module's ``__all__`` is written into the package's block, from the module that makes
    it; a module without ``__all__`` offers nothing."""
    script = _reexports_script()
    package = tmp_path / "tutor" / "games" / "toy"
    package.mkdir(parents=True)
    (package / "rules.py").write_text(
        '__all__ = ["NAME", "legal_plays"]\nNAME = "toy"\ndef legal_plays(): ...\n'
    )
    (package / "state.py").write_text(
        'from .rules import NAME\n__all__ = ["NAME", "State"]\nclass State: ...\n'
    )
    (package / "fast.py").write_text("def playout(): ...\n")
    script.ROOT = tmp_path
    assert script.offered("tutor.games.toy") == {"rules": ["NAME", "legal_plays"], "state": ["State"]}
    text = script.block("tutor.games.toy", {"OPTIONS"})
    assert "from .state import State\n" in text and '"OPTIONS",' in text and text.count('"NAME"') == 1


_PUBLIC_UNDERSCORE = {"_replace", "_asdict", "_fields", "_make"}  # a NamedTuple's public methods
_KNOWN_PRIVATE_READS = {
    # the bots' fast paths, which issue 32's fast-path work moves out (tutor/games/<game>/fast.py): the list may only
    # shrink, and a read not in it fails
    "tutor.games.satat.bot": {"_done", "_hands", "_leader", "_trick", "_won"},
    "tutor.games.subastao.bot": {"_master", "_may_denounce"},
}


def _private_names(tree: ast.Module) -> set[str]:
    """The private names a module makes: its classes' fields, methods and attributes, its own functions."""
    made: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            made.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            made.add(node.target.id)
        elif isinstance(node, ast.Assign):
            made |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            made.add(node.attr)
    return {name for name in made if name.startswith("_") and not name.startswith("__")}


def _bases_from(tree: ast.Module, package: str) -> set[str]:
    """The sibling modules a class of this module inherits from (``class State(View)`` with ``View`` from
    ``.view``)."""
    imported = {
        alias.asname or alias.name: f"{package}.{node.module}"
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
        for alias in node.names
    }
    return {
        imported[base.id]
        for node in tree.body
        if isinstance(node, ast.ClassDef)
        for base in node.bases
        if isinstance(base, ast.Name) and base.id in imported
    }


def private_reads(package: str, trees: dict[str, ast.Module] | None = None) -> dict[str, set[str]]:
    """Per module of a game, the private attributes (``x._name``) it reads that neither it nor a module its classes
    inherit from makes: reads of another module's insides."""
    if trees is None:
        trees = {
            module_name(p): ast.parse(p.read_text())
            for p in SOURCES
            if module_name(p).startswith(package + ".")
        }
    made = {name: _private_names(tree) for name, tree in trees.items()}
    found: dict[str, set[str]] = {}
    for name, tree in trees.items():
        allowed = set(made[name]).union(*(made.get(m, set()) for m in _bases_from(tree, package)))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (node.attr.startswith("_repr_") or node.attr in _PUBLIC_UNDERSCORE)
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
                and node.attr not in allowed
            ):
                found.setdefault(name, set()).add(node.attr)
    return found


@pytest.mark.parametrize("package", GAMES)
def test_no_module_of_a_game_reads_another_modules_insides(package: str) -> None:
    """What a module of a game needs of another is public there (``state.hand(seat)``, ``calling.answers(...)``):
    no ``x._name`` read across the game's modules, except from a class it inherits (``State(View)``)."""
    found = private_reads(package)
    new = {m: names - _KNOWN_PRIVATE_READS.get(m, set()) for m, names in found.items()}
    assert {m: sorted(names) for m, names in new.items() if names} == {}


def test_the_private_read_checker_sees_a_read_of_another_modules_insides() -> None:
    trees = {
        "g.view": ast.parse(
            "class View:\n    _hands: int = 0\n    def f(self, other):\n        return other._hands\n"
        ),
        "g.state": ast.parse(
            "from .view import View\nclass State(View):\n    pass\ndef f(s):\n    return s._hands\n"
        ),
        "g.messages": ast.parse("def why(state):\n    return state._hands, state.setup._replace(a=1)\n"),
    }
    assert private_reads("g", trees) == {"g.messages": {"_hands"}}
