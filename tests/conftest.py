"""Fixtures shared by the test files (helpers that test files import live in ``tests/helpers.py``).

``lesson_runs``: each lesson is executed once per test run. ``test_lessons_run.py`` checks that it runs without
an error, and ``docs_html`` (``test_docs.py``) builds the docs from the same executed notebooks (myst-nb's
``cache`` mode reading a jupyter-cache that the lesson runs fill), instead of executing every lesson again.

Both are started as soon as the tests are collected, if a selected test needs them, in one background thread:
the kernels and Sphinx are other processes, so they run while this process runs the other tests. A test that
needs a lesson or the docs waits for it, and runs last; nothing is started when no selected test needs it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LESSONS = sorted(p for p in (ROOT / "lessons").glob("*.md") if p.name.lower() != "readme.md")

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
        self._lock = threading.Lock()  # one lesson at a time; a second caller waits for the first one's run

    def run(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        """The executed notebook of the lesson file ``path`` and its errors (``"cell 3: NameError: ..."``)."""
        path = path.resolve()
        with self._lock:
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


def build_docs(runs: LessonRuns, out: Path) -> Path:
    """The docs, built as ``make docs`` builds them (warnings are errors) into ``out``, with the lessons as
    ``runs`` executed them; the other pages' code cells are executed by the build. Its HTML directory."""
    for lesson in LESSONS:
        runs.run(lesson)
    env = {**os.environ, "TUTOR_DOCS_EXECUTE": "cache", "TUTOR_DOCS_CACHE": str(runs.cache)}
    env.pop("TUTOR_SITE_URL", None)
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html"]
    command += ["-d", str(out / "doctrees"), str(DOCS), str(out / "html")]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    problems = [
        line for line in result.stderr.splitlines() if "IPKernelApp" not in line
    ]  # a kernel's chatter
    assert result.returncode == 0, "the docs build failed:\n" + "\n".join(problems)[-8000:]
    return out / "html"


class Background:
    """This session's lesson runs and docs build, started early in a thread (see the module's docstring)."""

    def __init__(self) -> None:
        self.work = Path(tempfile.mkdtemp(prefix="tutor-tests-"))
        self.runs = LessonRuns(self.work / "jupyter_cache")
        self.docs: Future[Path] | None = None
        self.pool: ThreadPoolExecutor | None = None

    def start(self, docs: bool) -> None:
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tutor-lessons")
        for lesson in LESSONS:
            self.pool.submit(self.runs.run, lesson)
        if docs:
            self.docs = self.pool.submit(build_docs, self.runs, self.work / "docs")

    def html(self) -> Path:
        if self.docs is None:
            self.docs = Future()
            try:
                self.docs.set_result(build_docs(self.runs, self.work / "docs"))
            except BaseException as error:
                self.docs.set_exception(error)
        return self.docs.result()

    def close(self) -> None:
        if self.pool is not None:  # a run under way finishes; the ones not yet begun are dropped
            self.pool.shutdown(wait=True, cancel_futures=True)
        shutil.rmtree(self.work, ignore_errors=True)


_background: Background | None = None


def _the_background() -> Background:
    global _background
    if _background is None:
        _background = Background()
    return _background


def _waits(item: pytest.Item) -> bool:
    return bool({"lesson_runs", "docs_html"} & set(getattr(item, "fixturenames", ())))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that wait for the background run last, so that the other tests run meanwhile."""
    items.sort(key=_waits)  # stable: the order is otherwise kept


def pytest_collection_finish(session: pytest.Session) -> None:
    if session.config.option.collectonly:
        return
    needed = {name for item in session.items if _waits(item) for name in item.fixturenames}
    if "lesson_runs" in needed or "docs_html" in needed:
        if any(importlib.util.find_spec(name) is None for name in ("jupytext", "nbclient", "jupyter_cache")):
            return  # the fixtures skip those tests
        _the_background().start(docs="docs_html" in needed)


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _background is not None:
        _background.close()


@pytest.fixture(scope="session")
def lesson_runs() -> LessonRuns:
    pytest.importorskip("jupytext")
    pytest.importorskip("nbclient")
    pytest.importorskip("jupyter_cache")
    return _the_background().runs


@pytest.fixture(scope="session")
def docs_html(lesson_runs: LessonRuns) -> Path:
    """The built docs' HTML directory (see :func:`build_docs`)."""
    return _the_background().html()
