"""Write each game package's re-exports from its modules' ``__all__``: ``python scripts/reexports.py``
(``make reexports``).

A name of a game becomes public in one place, the ``__all__`` of the module that makes it. The package's
``__init__.py`` offers every such name: it imports them and lists them in its own ``__all__``, written out
because mypy's strict check of a game module against :class:`~tutor.games.protocol.GameModule` sees neither a
star import nor ``__all__ += module.__all__``. This script writes that import block and that ``__all__``
between two marker comments; the rest of ``__init__.py`` (the docstring with the readings of the rules, an import
from outside the package, ``CARD_ACTIONS``, ``OPTIONS``) stays written by hand, and the names it makes are listed
too. A name several modules list is imported from the one that makes it. :data:`MODULE_ONLY` keeps a few names
in their module. The file is written as ``ruff`` formats and sorts it. ``--check`` changes nothing and fails if a
package is out of step (the tests run it).
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.generated import write_or_check  # noqa: E402
from tutor import games  # noqa: E402

BEGIN = "# Re-exports: written by scripts/reexports.py from the modules' __all__ (make reexports)."
END = "# End of the written re-exports."

EVERY_NAME = "*"
MODULE_ONLY: dict[str, set[str]] = {
    # public in their module, not offered by the package: functions a saved state names by their module's path
    "tutor.games.satat.rules": {"rank_strength"},
    "tutor.games.piquet.calling": {
        "call_and_reckon_text",
        "call_text",
        "equal_text",
        "reckon_text",
        "value_text",
    },
    # the duty kernels of Subastao's rules, which its fast path's documentation cites, and the fast path's masks
    "tutor.games.subastao.rules": {"cantes_of", "chain_duties", "duty_chain", "PAIR_MASKS"},
    # the tables of Satat's phases and its view's helpers, read by the game's own modules
    "tutor.games.satat.tables": {EVERY_NAME},
    "tutor.games.satat.view": {"view_fields", "view_of"},
}
"""Names public in their module (its ``__all__``) that the package does not offer; ``"*"``: all of them."""


def packages() -> list[str]:
    """The game packages of tutor (the registered games whose package lives in ``tutor/games``)."""
    return [games.MODULES[name] for name in games.GAMES if games.MODULES[name].startswith("tutor.games.")]


def _path(package: str) -> Path:
    return ROOT.joinpath(*package.split(".")) / "__init__.py"


def _read(path: Path) -> tuple[list[str] | None, set[str]]:
    """A module's ``__all__`` (``None`` without one) and the names it makes itself (a class, a function, an
    assignment), not the ones it imports; read from its text, so that a package out of step is written again
    even when it no longer imports."""
    listed: list[str] | None = None
    made: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            made.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            made.add(node.target.id)
        elif isinstance(node, ast.Assign):
            targets = {t.id for t in node.targets if isinstance(t, ast.Name)}
            if "__all__" in targets:
                listed = list(ast.literal_eval(node.value))
            made |= targets
    return listed, made


def offered(package: str) -> dict[str, list[str]]:
    """The names the package offers, by the module (of the package) it imports them from."""
    listed: dict[str, list[str]] = {}  # name -> the modules whose __all__ lists it, in order
    makers: dict[str, str] = {}
    for path in sorted(_path(package).parent.glob("*.py")):
        if path.name.startswith("_"):
            continue
        names, made = _read(path)
        kept = MODULE_ONLY.get(f"{package}.{path.stem}", set())
        if names is None or EVERY_NAME in kept:
            continue
        for name in names:
            if name in kept:
                continue
            listed.setdefault(name, []).append(path.stem)
            if name in made:
                makers[name] = path.stem
    by_module: dict[str, list[str]] = {}
    for name, modules in listed.items():
        by_module.setdefault(makers.get(name, modules[0]), []).append(name)
    return dict(sorted(by_module.items()))


def _own(text: str) -> set[str]:
    """The names the hand-written part of ``__init__.py`` makes: its assignments and its imports from outside the
    package."""
    own: set[str] = set()
    for node in ast.parse(text).body:
        if isinstance(node, ast.ImportFrom) and node.level != 1 and node.module != "__future__":
            own |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Assign):
            own |= {target.id for target in node.targets if isinstance(target, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            own.add(node.target.id)
    return own - {"__all__"}


def _order(name: str) -> tuple[bool, bool, str]:
    """Constants, then classes, then functions (the order ``ruff`` sorts imported names in)."""
    return (not name.isupper(), not name[0].isupper(), name)


def block(package: str, own: set[str]) -> str:
    """The import block and the ``__all__`` of a package, between the markers (formatted later)."""
    by_module = offered(package)
    imports = [
        f"from .{module} import {', '.join(sorted(names, key=_order))}" for module, names in by_module.items()
    ]
    names = sorted(own | {name for names in by_module.values() for name in names}, key=_order)
    listing = "".join(f'    "{name}",\n' for name in names)
    return f"{BEGIN}\n" + "\n".join(imports) + f"\n\n__all__ = [\n{listing}]\n{END}\n"


def _ruff(text: str, path: Path, *arguments: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", *arguments, "--stdin-filename", str(path), "-"],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if result.returncode:
        raise SystemExit(f"ruff {' '.join(arguments)} failed on {path}:\n{result.stderr}{result.stdout}")
    return result.stdout


def render(package: str) -> str:
    """The package's ``__init__.py`` with its block written again, formatted and sorted as ``ruff`` would."""
    path = _path(package)
    text = path.read_text(encoding="utf-8")
    if text.count(BEGIN) != 1 or text.count(END) != 1:
        raise SystemExit(f"{path.relative_to(ROOT)} needs the two marker lines, once each:\n{BEGIN}\n{END}")
    head, rest = text.split(BEGIN)
    _, tail = rest.split(END)
    new = head + block(package, _own(head + tail)) + tail.lstrip("\n").join(["\n\n", ""])
    new = _ruff(new, path, "check", "--select", "I", "--fix", "--quiet", "--exit-zero")
    return _ruff(new, path, "format")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail if a package is out of step"
    )
    args = parser.parse_args(argv)
    files = {_path(package): render(package) for package in packages()}
    stale = write_or_check(
        files, check=args.check, root=ROOT, what="the modules' __all__", script="scripts/reexports.py"
    )
    if args.check and stale:
        return 1
    print(f"{len(packages())} game packages; {'wrote ' + ', '.join(stale) if stale else 'every one in step'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
