"""A lesson reads as a lesson (issue 17, deliverable 6): in the site, the cells tagged ``hide-input`` in the lesson
source open with their code collapsed behind a bar, their cards on show; a click on the bar shows the code. The
other cells keep their code open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_helpers import NB, wait_for_notebook

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")  # the site extra installs it

OUTPUT = Path(__file__).resolve().parents[2] / "site" / "_output"

LESSON = "02-follow-satat.ipynb"


def code_cells(name: str) -> list[tuple[str, bool]]:
    """(source, collapsed) of each code cell of the shipped lesson ``name``."""
    cells = json.loads((OUTPUT / "files" / name).read_text())["cells"]
    return [
        ("".join(c["source"]), bool(c["metadata"].get("jupyter", {}).get("source_hidden")))
        for c in cells
        if c["cell_type"] == "code"
    ]


def test_widget_building_code_opens_collapsed_and_a_click_shows_it(page, site):
    cells = code_cells(LESSON)
    first_hidden = next(source for source, hidden in cells if hidden)
    first_open = next(source for source, hidden in cells if not hidden)
    # the bar previews a collapsed cell's first line: its last line is what must not show
    hidden_line, open_line = first_hidden.strip().splitlines()[-1], first_open.splitlines()[0]
    assert hidden_line not in first_hidden.splitlines()[0]

    page.goto(site.lesson_url(LESSON))
    wait_for_notebook(page, LESSON)
    notebook = page.locator(NB)
    # the first collapsed code cell of the lesson: its code behind the bar, its cards on show
    cell = page.locator(f"{NB} .jp-CodeCell").nth([hidden for _, hidden in cells].index(True))
    cell.locator(".jp-InputPlaceholder").wait_for()
    cards = cell.locator(".tutor-cards, .jp-OutputArea-output").first
    cards.wait_for(state="visible", timeout=10_000)  # the output may draw a moment after the bar (under load)
    assert cards.is_visible()
    assert hidden_line not in notebook.inner_text()
    assert not cell.locator(".cm-content").first.is_visible()
    # a cell whose code is the point keeps it open
    # (the notebook draws cells lazily as they come into view: bring it there first)
    open_code = page.locator(f"{NB} .jp-CodeCell .cm-content", has_text=open_line).first
    open_code.scroll_into_view_if_needed()
    open_code.wait_for(state="visible", timeout=10_000)
    assert open_code.is_visible()

    bar = cell.locator(".jp-InputPlaceholder .jp-Placeholder-content")
    bar.scroll_into_view_if_needed()
    assert bar.is_visible()
    bar.click()
    code = cell.locator(".cm-content")
    code.wait_for()
    assert hidden_line in code.inner_text()
    assert code.is_visible()
