"""Fixtures shared by the test files (helpers that test files import live in ``tests/helpers.py``).

``lesson_runs``: each lesson is executed once per test run. ``test_lessons_run.py`` checks that it runs without
an error, and ``docs_html`` (``test_docs.py``) builds the docs from the same executed notebooks (myst-nb's
``cache`` mode reading a jupyter-cache that the lesson runs fill), instead of executing every lesson again.

Both are started as soon as the tests are collected, if a selected test needs them, in two background threads:
one runs the lessons in order, the other builds the docs at the same time (the build reads a lesson's page once
that lesson has run: ``TUTOR_DOCS_LESSON_RUNS`` in docs/conf.py). The kernels and Sphinx are other processes, so
they run while this process runs the other tests. A test that needs a lesson or the docs waits for it, and runs
last; nothing is started when no selected test needs it.

Run in several processes (pytest-xdist, ``make test``: ``-n auto``), the first worker (``gw0``) alone runs the
lessons and builds the docs, into a directory the workers share (beside their own temporary directories; the last
worker to finish removes it); each lesson's result is written there as it is done, and a worker's test that needs
a lesson or the docs waits for it there.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

import tests.whist  # noqa: F401  Whist, the fifth game, registers itself: every suite over games.GAMES meets it

# No example is timed: a speed target lives in a benchmark, never in a unit test, and a busy machine (the other
# worker, a lesson kernel, the docs build) makes one example take ten times another (CI's profile, "ci", which
# hypothesis loads when CI is set, has no deadline either).
settings.register_profile("tutor", deadline=None)
if not os.environ.get("CI"):
    settings.load_profile("tutor")

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LESSONS = sorted(p for p in (ROOT / "lessons").glob("*.md") if p.name.lower() != "readme.md")

# Not a module to search for doctests: imported as ``conftest`` it would clash with tests/browser/conftest.py
collect_ignore = ["conftest.py", "whist"]  # whist: a game's package, not test files (imported as tests.whist)


class LessonRuns:
    """The lessons executed in this test run, each at most once, as the site's build executes them
    (``site/pictures.py``'s :func:`execute`: nbclient, the ``python3`` kernel of this venv, widget state kept).

    A lesson that ran without an error is stored in the jupyter-cache at :attr:`cache`, under the hash myst-nb
    gives its source, so the docs build (``TUTOR_DOCS_EXECUTE=cache``, ``TUTOR_DOCS_CACHE``) shows these outputs.
    A lesson that failed is not stored: the docs build executes it again and fails on it too. Each result is
    then written to :attr:`results` (``<name>.json``), where the docs build and the other workers wait for it.
    """

    def __init__(self, cache: Path, results: Path, executes: bool = True) -> None:
        self.cache = cache
        self.results = results
        self.executes = executes  # False: another worker executes the lessons; read its results
        self._runs: dict[Path, tuple[dict[str, Any], list[str]]] = {}
        self._lock = threading.Lock()  # one lesson at a time; a second caller waits for the first one's run

    def run(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        """The executed notebook of the lesson file ``path`` and its errors (``"cell 3: NameError: ..."``)."""
        path = path.resolve()
        with self._lock:
            if path not in self._runs:
                self._runs[path] = self._execute(path) if self.executes else self._read(path)
            return self._runs[path]

    def _execute(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        try:
            notebook, errors = self._execute_here(path)
        except BaseException as error:  # (the kernel died, ...): the other workers fail with the reason
            _write(self._result(path), json.dumps({"failure": f"{type(error).__name__}: {error}"}))
            raise
        _write(self._result(path), json.dumps({"notebook": notebook, "errors": errors}))
        return notebook, errors

    def _result(self, path: Path) -> Path:
        return self.results / f"{path.stem}.json"

    def _read(self, path: Path) -> tuple[dict[str, Any], list[str]]:
        result = _wait_for(self._result(path), what=f"the run of {path.name} (by worker gw0)")
        found = json.loads(result.read_text(encoding="utf-8"))
        assert "failure" not in found, f"the run of {path.name} failed: {found.get('failure')}"
        return found["notebook"], found["errors"]

    def _execute_here(self, path: Path) -> tuple[dict[str, Any], list[str]]:
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


def _write(path: Path, text: str) -> None:
    """Write ``path`` whole at once, for another process that waits for it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    partial.write_text(text, encoding="utf-8")
    partial.replace(path)


def _wait_for(*paths: Path, what: str, timeout: float = 3600) -> Path:
    """The first of ``paths`` that another worker has written."""
    deadline = time.monotonic() + timeout
    while True:
        for path in paths:
            if path.exists():
                return path
        assert time.monotonic() < deadline, f"{what} did not finish within {timeout:.0f} s"
        time.sleep(0.2)


def build_docs(runs: LessonRuns, out: Path) -> Path:
    """The docs, built as ``make docs`` builds them (warnings are errors) into ``out``, with the lessons as
    ``runs`` executes them (a lesson's page is read once its run is done: the lessons must be running); the
    other pages' code cells are executed by the build. Its HTML directory."""
    env = {
        **os.environ,
        "TUTOR_DOCS_EXECUTE": "cache",
        "TUTOR_DOCS_CACHE": str(runs.cache),
        "TUTOR_DOCS_LESSON_RUNS": str(runs.results),
    }
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
    """This session's lesson runs and docs build, started early in two threads (see the module's docstring).

    ``shared``: under pytest-xdist, the directory the workers share; the worker ``gw0`` works there, the others
    read what it wrote. Otherwise a temporary directory of this process, removed at the end."""

    def __init__(self, shared: Path | None = None, worker: str | None = None) -> None:
        self.shared = shared
        self.executes = shared is None or worker == "gw0"
        if shared is None:
            self.work = Path(tempfile.mkdtemp(prefix="tutor-tests-"))
        else:
            self.work = shared
            shared.mkdir(parents=True, exist_ok=True)
        self.runs = LessonRuns(self.work / "jupyter_cache", self.work / "lessons", self.executes)
        self.docs: Future[Path] | None = None
        self.pool: ThreadPoolExecutor | None = None
        self.stopping = threading.Event()

    def start(self, docs: bool) -> None:
        """Run the lessons (once), and build the docs if ``docs`` (once)."""
        if not self.executes:
            return
        if self.pool is None:
            # what the lesson runs import, imported here first: a module imported by two threads at once may be
            # seen half made by one of them (IPython, by a test importing ipywidgets meanwhile)
            for name in ("IPython", "jupytext", "nbformat", "nbclient", "jupyter_cache.base"):
                importlib.import_module(name)
            self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tutor-background")
            self.pool.submit(self._run_lessons)
        if docs and self.docs is None:
            self.docs = self.pool.submit(self._build)

    def _run_lessons(self) -> None:
        for lesson in LESSONS:
            if self.stopping.is_set():
                return
            try:
                self.runs.run(lesson)
            except Exception:  # written to its result; the test that asks for this lesson runs it again
                continue

    def _build(self) -> Path:
        try:
            html = build_docs(self.runs, self.work / "docs")
        except BaseException as error:
            if self.shared is not None:
                _write(self.shared / "docs.failed", str(error))
            raise
        if self.shared is not None:
            _write(self.shared / "docs.done", str(html))
        return html

    def html(self) -> Path:
        if not self.executes:  # built by the worker gw0
            found = _wait_for(
                self.work / "docs.done", self.work / "docs.failed", what="the docs build (by gw0)"
            )
            assert found.name == "docs.done", found.read_text(encoding="utf-8")
            return Path(found.read_text(encoding="utf-8"))
        self.start(docs=True)
        assert self.docs is not None
        return self.docs.result()

    def close(self) -> None:
        """The end of this process's session. Alone, the runs not yet begun are dropped (and a docs build
        waiting for them stops); under xdist everything finishes, since other workers may wait for it. The last
        worker to finish removes the shared directory."""
        if self.pool is not None:
            if self.shared is None:
                self.stopping.set()
                _write(self.runs.results / "stop", "")
            self.pool.shutdown(wait=True)
        if self.shared is None:
            shutil.rmtree(self.work, ignore_errors=True)
            return
        # (every worker has a Background: they all collect the same tests)
        finished = self.shared / "finished"
        finished.mkdir(exist_ok=True)
        (finished / os.environ.get("PYTEST_XDIST_WORKER", "gw")).touch()
        if len(list(finished.iterdir())) >= int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")):
            shutil.rmtree(self.shared, ignore_errors=True)


_background: Background | None = None


def _the_background(config: pytest.Config) -> Background:
    global _background
    if _background is None:
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        shared = None
        if worker is not None and config.option.basetemp:
            # xdist gives each worker <the run's temporary directory>/popen-gwN
            shared = Path(config.option.basetemp).parent / "tutor-lessons-and-docs"
        _background = Background(shared, worker)
    return _background


_WAITING = frozenset({"lesson_runs", "docs_html"})
_needed: set[str] = set()  # which of those the selected tests need


def _waits(item: pytest.Item) -> bool:
    return bool(_WAITING & set(getattr(item, "fixturenames", ())))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that wait for the background run last, so that the other tests run meanwhile."""
    items.sort(key=_waits)  # stable: the order is otherwise kept


def pytest_collection_finish(session: pytest.Session) -> None:
    if session.config.option.collectonly:
        return
    for item in session.items:
        _needed.update(_WAITING.intersection(getattr(item, "fixturenames", ())))
    if not _needed:
        return
    if any(importlib.util.find_spec(name) is None for name in ("jupytext", "nbclient", "jupyter_cache")):
        return  # the fixtures skip those tests
    _the_background(session.config).start(docs="docs_html" in _needed)


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _background is not None:
        _background.close()


@pytest.fixture(scope="session")
def lesson_runs(pytestconfig: pytest.Config) -> LessonRuns:
    pytest.importorskip("jupytext")
    pytest.importorskip("nbclient")
    pytest.importorskip("jupyter_cache")
    return _the_background(pytestconfig).runs


@pytest.fixture(scope="session")
def docs_html(lesson_runs: LessonRuns, pytestconfig: pytest.Config) -> Path:
    """The built docs' HTML directory (see :func:`build_docs`)."""
    return _the_background(pytestconfig).html()
