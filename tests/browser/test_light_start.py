"""A light start (issue 17): the kernel starts without jedi, parso, prompt_toolkit and wcwidth (site/slim.py), the
lesson still runs and answers a click, a traceback still shows (through tutor's code too, which the site ships as
bytecode alone), and Tab completion works, loading jedi on the first request.

Headless Chromium, offline, against the built site (``make build-site``), a fresh profile per test.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from browser_helpers import KERNEL_TIMEOUT_MS, LIVE, NB, error_outputs, wait_for_idle

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

OUTPUT = Path(__file__).resolve().parents[2] / "site" / "_output"

#: loaded on demand only: never at start-up
ON_DEMAND = ("jedi", "parso", "prompt_toolkit", "wcwidth")

LIVE_CARD = f"{NB} .tutor-card[role='button']{LIVE}"
SELECTED_EDITOR = f"{NB} .jp-Cell.jp-mod-selected .cm-content"


def wheels_requested(page) -> list[str]:
    """The wheels the page (and its kernel's worker) fetched, by file name."""
    return [n.rsplit("/", 1)[-1] for n in page.context.wheels]


@pytest.fixture
def watched(page):
    page.context.wheels = []
    page.context.on(
        "request", lambda r: page.context.wheels.append(r.url.split("?")[0]) if ".whl" in r.url else None
    )
    return page


def test_the_built_site_loads_the_deferred_packages_on_demand_only():
    lite = json.loads((OUTPUT / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = lite["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    preload = kernel["loadPyodideOptions"]["packages"]
    lock = json.loads((OUTPUT / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    on_demand = {"jedi", "parso", "prompt-toolkit", "wcwidth"}
    assert on_demand <= set(lock)  # shipped: `import jedi` in a cell loads it
    assert not on_demand & set(preload)
    assert {"ipython", "pyodide-kernel", "trick-tutor", "ipywidgets", "anywidget", "pygments"} <= set(preload)
    for name in preload:  # nothing loaded at start-up pulls a deferred package in
        assert not on_demand & set(lock[name]["depends"]), (name, lock[name]["depends"])
    assert lock["jedi"]["depends"] == ["parso"]


def test_the_built_site_ships_tutor_without_sources_beside_its_bytecode():
    """tutor's wheel in the site (site/slim.py): no catalogue sources, each precompiled module as bytecode alone."""
    lock = json.loads((OUTPUT / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    with zipfile.ZipFile(OUTPUT / "static" / "pyodide" / lock["trick-tutor"]["file_name"]) as z:
        names = z.namelist()
    assert not [n for n in names if n.endswith((".po", ".pot", ".py"))]
    assert "tutor/__init__.pyc" in names and "tutor/locale/ja/LC_MESSAGES/tutor.mo" in names


def test_a_lesson_runs_and_answers_without_the_deferred_packages(watched, site):
    page = watched
    page.goto(site.url)
    page.wait_for_url(re.compile(rf"/{site.app}/index\.html\?path="))
    page.wait_for_selector(LIVE_CARD, timeout=KERNEL_TIMEOUT_MS)
    wait_for_idle(page)
    card = page.locator(LIVE_CARD).first
    card.scroll_into_view_if_needed()
    card.click()
    page.wait_for_function(
        "(card) => card.closest('.tutor-cards').querySelector('.tutor-feedback').textContent.trim() !== ''",
        arg=card.element_handle(),
        timeout=15_000,
    )
    assert error_outputs(page) == []
    fetched = wheels_requested(page)
    assert any(n.startswith("ipython-") for n in fetched)
    assert any(n.startswith("trick_tutor-") for n in fetched)  # tutor's wheel, the distribution trick-tutor
    assert not [n for n in fetched if n.split("-")[0] in ON_DEMAND], fetched


def add_cell(page, code: str) -> None:
    """A new code cell at the end of the lesson holding ``code``, its editor focused."""
    page.locator(f"{NB} .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # insert a cell below
    page.wait_for_selector(SELECTED_EDITOR)
    page.locator(SELECTED_EDITOR).click()
    page.keyboard.type(code)


def test_a_traceback_shows_and_tab_completion_loads_jedi_on_demand(watched, site):
    page = watched
    page.goto(site.lesson_url(site.start))
    page.wait_for_selector(LIVE_CARD, timeout=KERNEL_TIMEOUT_MS)
    wait_for_idle(page)
    add_cell(page, "import collections\n1 / 0")
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "(nb) => /ZeroDivisionError/.test(document.querySelector(nb)?.innerText || '')",
        arg=NB,
        timeout=30_000,
    )
    text = page.locator(f"{NB} .jp-CodeCell", has_text="ZeroDivisionError").last.inner_text()
    assert "Traceback" in text and "----> 2" in text and "division by zero" in text, text
    assert not [n for n in wheels_requested(page) if n.split("-")[0] in ON_DEMAND]
    # tutor is shipped as bytecode alone: an error inside it names its file and line, says why, and shows no line
    add_cell(page, "from tutor.cards import Card\nCard.parse('ZZ')")
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "(nb) => /NotationError/.test(document.querySelector(nb)?.innerText || '')", arg=NB, timeout=30_000
    )
    text = page.locator(f"{NB} .jp-CodeCell", has_text="NotationError").last.inner_text()
    assert "----> 2" in text and "tutor/cards.py" in text and "'ZZ' is not a card" in text, text

    # Tab completion: the first request is answered by IPython's own completer (a list to choose from, as
    # IPython without jedi offers it), and starts loading jedi
    add_cell(page, "collections.Ordered")
    with page.expect_request(re.compile(r"/jedi-[^/]*\.whl"), timeout=30_000):
        page.keyboard.press("Tab")
        page.locator(".jp-Completer .jp-Completer-item", has_text="OrderedDict").first.wait_for(
            timeout=30_000
        )
    page.keyboard.press("Enter")
    page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('collections.OrderedDict')",
        arg=SELECTED_EDITOR,
        timeout=10_000,
    )
    assert "collections..OrderedDict" not in page.locator(SELECTED_EDITOR).inner_text()
    # once jedi is there, completion on a name never run (jedi's static analysis) works too
    page.keyboard.press("Enter")
    page.keyboard.type("import json\njson.dum")
    popup = page.locator(".jp-Completer .jp-Completer-item", has_text="dumps")
    for _ in range(15):  # jedi loads in the background: ask again until it answers
        page.keyboard.press("Tab")
        try:
            popup.first.wait_for(timeout=2_000)
            break
        except PlaywrightTimeout:  # not yet
            page.keyboard.press("Escape")
            page.locator(SELECTED_EDITOR).click()
            page.keyboard.press("Control+End")
    assert popup.count() > 0, "jedi never completed json.dum"
    assert any(n.startswith("parso-") for n in wheels_requested(page))  # jedi's own dependency, with it
