"""A lesson reads as a lesson (issue 17, deliverable 6): the cells that only build a lesson's widgets carry the
``hide-input`` tag in the lesson source, and the site's conversion (``site/build.py``) shows exactly those cells
with their input collapsed (``metadata.jupyter.source_hidden``). The teachers' lesson, whose code is the point,
keeps every cell open."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

import pytest

jupytext = pytest.importorskip("jupytext")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402

LESSONS = sorted(p for p in (ROOT / "lessons").glob("[0-9]*.md"))
#: lessons whose code is what they teach: no cell of theirs is collapsed
CODE_LESSONS = {"19-for-teachers.md"}


def widget_building(source: str) -> bool:
    """Code that only builds a lesson's widgets: imports, assignments and checks, ending in ``LessonView(...)``;
    or the opening import block (imports, then at most the value it shows)."""
    body = ast.parse(source).body
    if not body:
        return False
    *init, last = body
    if not all(isinstance(s, (ast.Import, ast.ImportFrom, ast.Assign, ast.Assert)) for s in init):
        return False
    if isinstance(last, (ast.Import, ast.ImportFrom)):
        return True
    if not isinstance(last, ast.Expr):
        return False
    if isinstance(body[0], (ast.Import, ast.ImportFrom)):
        return True
    call = last.value
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "LessonView"


def code_cells(md: Path) -> list:
    return [c for c in jupytext.read(md, fmt="md:myst").cells if c.cell_type == "code"]


def tagged(cell) -> bool:
    return build.HIDE_INPUT_TAG in cell.get("metadata", {}).get("tags", ())


def test_the_rule_tells_building_from_teaching_code():
    assert widget_building("from tutor.widgets import LessonView\n")
    assert widget_building("from tutor.cards import CardSet\nCardSet.parse('AS')\n")
    assert widget_building("d = drills.winner('satat', seed=2)\nLessonView(d)\n")
    assert not widget_building("for event in end.events:\n    print(event)\n")
    assert not widget_building("def f():\n    return 1\n\n\nLessonView(f())\n")
    assert not widget_building("PlayTable('satat', seed=1)\n")


@pytest.mark.parametrize("md", [p for p in LESSONS if p.name not in CODE_LESSONS], ids=lambda p: p.stem)
def test_every_widget_building_cell_is_tagged(md):
    cells = code_cells(md)
    untagged = [c.source.splitlines()[0] for c in cells if widget_building(c.source) and not tagged(c)]
    assert untagged == [], f"{md.name}: cells that only build widgets, without the hide-input tag"
    assert any(tagged(c) for c in cells)


@pytest.mark.parametrize("md", [p for p in LESSONS if p.name in CODE_LESSONS], ids=lambda p: p.stem)
def test_a_lesson_about_code_keeps_its_code_open(md):
    assert [c.source.splitlines()[0] for c in code_cells(md) if tagged(c)] == []


def test_the_site_collapses_exactly_the_tagged_cells(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "CONTENTS", tmp_path)
    monkeypatch.setattr(build, "lesson_sources", lambda: LESSONS)
    # the English ids of translated steps need every lesson run in every language: not what this test is about
    monkeypatch.setattr(build, "lesson_map_json", lambda release: '{"same": {}}')
    names = build.convert_lessons("test")
    assert len(names) == len(LESSONS) * (1 + len(build.SITE_LANGUAGES))  # English, and ja/..., es/...
    hidden = shown = 0
    for name in names:
        for cell in json.loads((tmp_path / name).read_text())["cells"]:
            collapsed = cell["metadata"].get("jupyter", {}).get("source_hidden", False)
            assert collapsed is (cell["cell_type"] == "code" and tagged(cell)), (name, cell["source"][:80])
            hidden += collapsed
            shown += cell["cell_type"] == "code" and not collapsed
    assert hidden and shown  # both kinds are there: the check above compared something


def test_collapsing_changes_nothing_else():
    cells = [
        {"cell_type": "code", "metadata": {"tags": ["hide-input"], "editable": True}, "source": "x = 1"},
        {"cell_type": "code", "metadata": {"tags": ["other"]}, "source": "x"},
        {"cell_type": "markdown", "metadata": {"tags": ["hide-input"]}, "source": "text"},
    ]
    notebook = {"cells": json.loads(json.dumps(cells))}
    build.collapse_hidden_inputs(notebook)
    assert notebook["cells"][0]["metadata"] == {**cells[0]["metadata"], "jupyter": {"source_hidden": True}}
    assert notebook["cells"][1:] == cells[1:]
