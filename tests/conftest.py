"""Fixtures shared by the test files (helpers that test files import live in ``tests/helpers.py``).

``lesson_runs``: each lesson is executed once per test run. ``test_lessons_run.py`` checks that it runs without
an error, and ``test_docs.py`` builds the docs from the same executed notebooks (myst-nb's ``cache`` mode reading
a jupyter-cache that this fixture fills), instead of executing every lesson a second time.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Not a module to search for doctests: imported as ``conftest`` it would clash with tests/browser/conftest.py
collect_ignore = ["conftest.py"]


class LessonRuns:
    """The lessons executed in this test run, each at most once, as the site's build executes them
    (``site/pictures.py``'s :func:`execute`: nbclient, the ``python3`` kernel of this venv, widget state kept).

    A lesson that ran without an error is stored in the jupyter-cache at :attr:`cache`, under the hash myst-nb
    gives its source, so the docs build (``TUTOR_DOCS_EXECUTE=cache``, ``TUTOR_DOCS_CACHE``) shows these outputs.
    A lesson that failed is not stored: the docs build executes it again and fails on it too.
    """

    def __init__(self, cache: Path) -> None:
        self.cache = cache
        self._runs: dict[Path, tuple[dict[str, Any], list[str]]] = {}

    def run(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        """The executed notebook of the lesson file ``path`` and its errors (``"cell 3: NameError: ..."``)."""
        path = path.resolve()
        if path not in self._runs:
            self._runs[path] = self._execute(path)
        return self._runs[path]

    def _execute(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        import jupytext
        import nbformat
        from jupyter_cache import get_cache
        from jupyter_cache.base import CacheBundleIn

        sys.path.insert(0, str(ROOT / "site"))
        try:
            import pictures
        finally:
            sys.path.remove(str(ROOT / "site"))
        notebook = pictures.execute(jupytext.read(path), ROOT, allow_errors=True)
        errors = [
            f"cell {i}: {output.get('ename')}: {output.get('evalue')}"
            for i, cell in enumerate(notebook["cells"])
            if cell["cell_type"] == "code"
            for output in cell.get("outputs", [])
            if output.get("output_type") == "error"
        ]
        if not errors:
            bundle = CacheBundleIn(nbformat.from_dict(notebook), str(path))
            get_cache(str(self.cache)).cache_notebook_bundle(bundle, check_validity=False, overwrite=True)
        return notebook, errors


@pytest.fixture(scope="session")
def lesson_runs(tmp_path_factory: pytest.TempPathFactory) -> LessonRuns:
    pytest.importorskip("jupytext")
    pytest.importorskip("nbclient")
    pytest.importorskip("jupyter_cache")
    return LessonRuns(tmp_path_factory.mktemp("lessons") / "jupyter_cache")
