"""The static pictures of the lessons' widgets (site/pictures.py): a widget state in, HTML out, and the shipped
notebook made from an executed one (no widget views left, cells trusted, the same bytes on every build)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import pictures  # noqa: E402

from tutor.lesson import BASIC, Lesson, choice, play_card  # noqa: E402
from tutor.widgets import ReplayViewer  # noqa: E402
from tutor.widgets.lesson_view import LessonView  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_kernel():
    """Each test draws its own widgets only, as a lesson's kernel holds only the lesson's: the widgets the
    earlier tests of this run left (thousands) are closed first, so that reading the state of every model
    (:func:`_models`) reads this test's."""
    ipywidgets.Widget.close_all()


def _models() -> dict:
    return ipywidgets.Widget.get_manager_state(drop_defaults=False)["state"]


def _lesson_view() -> LessonView:
    return LessonView(
        Lesson(
            "Follow suit",
            [
                play_card(BASIC, "AH 9H 7C", "KH", prompt="Hearts were led. Play a card you may play."),
                choice(
                    "How many cards in a trick of four players?",
                    [3, 4, 5],
                    answer=4,
                    wrong={3: "Three is a trick of three players.", 5: "Five is one more than the players."},
                ),
            ],
        )
    )


def _visible_text(html: str) -> str:
    html = re.sub(r"<(style|svg)\b.*?</\1>", " ", html, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_a_lesson_view_picture_shows_title_step_prompt_cards_and_buttons():
    view = _lesson_view()
    html = pictures.picture(_models(), view.model_id)
    text = _visible_text(html)
    assert "Follow suit" in text and "Step 1 of 2" in text
    assert "Hearts were led. Play a card you may play." in text
    for label in ("Hint", "Show answer", "Retry", "Back", "Next", "Reset"):
        assert label in text
    # the card row as cards.js draws it, with each card's picture and name: buttons, the first in the tab order
    # (the picture is inert until the site's lesson engine answers it: static_output)
    cards = re.findall(r'<div class="tutor-card"[^>]*>', html)
    assert len(cards) == 3
    assert all('role="button"' in c for c in cards)
    assert ['tabindex="0"' in c for c in cards] == [True, False, False]
    assert 'aria-label="ace of hearts"' in html and 'data-card="7C"' in html
    assert '<div class="tutor-row" role="group" aria-label="your hand"' in html
    assert len(re.findall(r'<div class="tutor-card"[^>]*><svg aria-hidden="true"', html)) == 3
    # ipywidgets' own classes, so that JupyterLab's widget CSS draws the picture like the live view
    assert html.startswith(
        '<div class="jupyter-widgets widget-container widget-box widget-vbox tutor-lesson-view"'
    )
    assert ">Show answer</button>" in html and "fa fa-" not in html  # plain words, no icon font


def test_a_picture_carries_no_model_id():
    view = _lesson_view()
    models = _models()
    html = pictures.picture(models, view.model_id)
    assert "IPY_MODEL_" not in html
    assert not any(model_id in html for model_id in models)


def test_hidden_widgets_are_left_out_of_the_picture():
    view = _lesson_view()  # the feedback line under a card row is hidden; so are the hand's sort buttons
    html = pictures.picture(_models(), view.model_id)
    assert view.feedback.layout.display == "none"
    assert "widget-toggle-buttons" not in html and "by suit" not in html
    view.session.goto(1)  # a step answered with buttons: the feedback element shows, the options are buttons
    view.render()
    html = pictures.picture(_models(), view.model_id)
    assert "tutor-option" in html and ">4</button>" in html


def test_slider_dropdown_and_toggle_pictures():
    slider = ipywidgets.IntSlider(value=3, max=9, description="step")
    dropdown = ipywidgets.Dropdown(options=["70", "75", "80"], value="75", description="bid")
    toggle = ipywidgets.ToggleButton(description="high-low", value=True)
    models = _models()
    html = pictures.picture(models, slider.model_id)
    assert '<input type="range" min="0" max="9" value="3"' in html and ">step</label>" in html
    html = pictures.picture(models, dropdown.model_id)
    assert "<select>" in html and "<option selected>75</option>" in html and "<option>70</option>" in html
    html = pictures.picture(models, toggle.model_id)
    assert "mod-active" in html and "high-low" in html


def test_a_replay_picture_shows_its_table_and_slider():
    from tutor.games import saskop

    start = saskop.start(2)
    final = saskop.play_out(start, [saskop.RandomBot(seed) for seed in range(4)])
    viewer = ReplayViewer.from_history(start, final)
    html = pictures.picture(_models(), viewer.model_id)
    assert f'max="{len(final.history)}" value="0"' in html
    assert "first" in _visible_text(html) and "<svg" in html


def test_a_widget_it_cannot_draw_fails_the_build_with_its_name():
    picker = ipywidgets.ColorPicker()
    with pytest.raises(ValueError, match="ColorPickerModel"):
        pictures.picture(_models(), picker.model_id)


def _notebook() -> dict:
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        },
        "cells": [
            {"cell_type": "markdown", "id": "m1", "metadata": {}, "source": "# A lesson"},
            {
                "cell_type": "code",
                "id": "c1",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": "x",
            },
        ],
    }


def test_the_shipped_notebook_has_pictures_and_no_widget_views():
    view = _lesson_view()
    models = _models()
    original = _notebook()
    executed = json.loads(json.dumps(original))
    executed["metadata"]["kernelspec"] = {"name": "python3"}
    executed["metadata"]["widgets"] = {pictures.WIDGET_STATE: {"state": models}}
    executed["cells"][1]["execution_count"] = 4
    executed["cells"][1]["outputs"] = [
        {"output_type": "stream", "name": "stdout", "text": "hello\n"},
        {
            "output_type": "execute_result",
            "execution_count": 4,
            "metadata": {},
            "data": {
                "text/plain": "LessonView(...)",
                "text/html": "<ol><li>the lesson as a list</li></ol>",
                pictures.WIDGET_VIEW: {"version_major": 2, "version_minor": 0, "model_id": view.model_id},
            },
        },
    ]
    shipped = pictures.with_pictures(executed, original)
    cell = shipped["cells"][1]
    assert cell["metadata"]["trusted"] is True and cell["execution_count"] is None
    stream, result = cell["outputs"]
    assert stream == {"output_type": "stream", "name": "stdout", "text": "hello\n"}
    assert result["execution_count"] is None
    assert set(result["data"]) == {"text/html", "text/plain"}
    html = result["data"]["text/html"]
    assert html.startswith('<div class="tutor-static"')
    assert "pointer-events:none" in html and pictures.STARTING_NOTE in html
    assert f'data-waiting="{pictures.WAITING_NOTE}"' in html  # the lesson engine adds the seconds so far
    assert "Follow suit" in html and "the lesson as a list" not in html
    assert "data-tutor-view" not in html  # no table of answers: the box waits for Python
    assert "widgets" not in shipped["metadata"]
    assert shipped["metadata"]["tutor"]["autorun"] is True
    assert view.bookmark.key in shipped["metadata"]["tutor"]["bookmarks"]  # for the reset page
    assert shipped["metadata"]["kernelspec"]["name"] == "python"  # the Pyodide kernel, not the build's
    assert shipped["cells"][0] == original["cells"][0]
    assert original["cells"][1]["outputs"] == []  # the input is left alone


def test_a_lesson_box_with_a_table_of_answers_is_marked_for_the_lesson_engine():
    view = _lesson_view()
    other = ReplayViewer.from_history(*_a_finished_hand())
    models = _models()
    output = {"output_type": "display_data", "metadata": {}, "data": {"text/plain": "x"}}

    def shown(widget, answered):
        view_data = {"version_major": 2, "version_minor": 0, "model_id": widget.model_id}
        data = {**output, "data": {**output["data"], pictures.WIDGET_VIEW: view_data}}
        return pictures.static_output(models, data, answered)["data"]["text/html"]

    assert pictures.lesson_key(models, view.model_id) == view.tracker.key
    assert pictures.lesson_key(models, other.model_id) is None
    marked = shown(view, {view.tracker.key})
    assert marked.startswith(f'<div class="tutor-static" data-tutor-view="{view.tracker.key}"')
    assert 'class="tutor-static-picture" inert' in marked  # until the engine makes it answer
    assert "data-tutor-view" not in shown(view, set()) and "data-tutor-view" not in shown(other, {"x"})


def _a_finished_hand():
    from tutor.games import saskop

    start = saskop.start(2)
    return start, saskop.play_out(start, [saskop.RandomBot(seed) for seed in range(4)])


@pytest.mark.slow
def test_executing_a_lesson_twice_gives_the_same_bytes():
    """A rebuild with nothing changed ships byte-identical lessons (the pictures carry no model ids)."""
    source = (
        "from tutor.lesson import BASIC, Lesson, play_card\n"
        "from tutor.widgets import LessonView\n"
        'LessonView(Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH")]))'
    )
    original = _notebook()
    original["cells"][1]["source"] = source
    runs = [
        json.dumps(pictures.with_pictures(pictures.execute(original, ROOT), original), indent=1)
        for _ in range(2)
    ]
    assert runs[0] == runs[1]
    shipped = json.loads(runs[0])
    (output,) = shipped["cells"][1]["outputs"]
    assert pictures.WIDGET_VIEW not in output["data"]
    assert 'aria-label="nine of hearts"' in output["data"]["text/html"]


def test_the_note_over_a_picture_is_said_in_the_lessons_language():
    """A picture waiting for Python says so in its lesson's language (every language of the site)."""
    from build import SITE_LANGUAGES

    assert set(pictures.NOTES) == {"en", *SITE_LANGUAGES}
    english = pictures.waiting_html("<svg/>")
    for language in SITE_LANGUAGES:
        said = pictures.waiting_html("<svg/>", language=language)
        assert said != english and "Getting this ready" not in said and "{seconds}" in said


#: the site's lesson engine under Node, on the page of a lesson (``path``): what it shows over an edited cell's
#: last output (``<svg/>``) while Python starts
WAITING_DRIVER = """
const [dir, path] = process.argv.slice(1);
const fs = require("fs");
globalThis.location = new URL("http://127.0.0.1/site/notebooks/index.html?path=" + encodeURIComponent(path));
globalThis.document = { body: { closest: () => null } };
globalThis.fetch = async (url) => {
  const file = new URL(url);
  return { ok: fs.existsSync(file), json: async () => JSON.parse(fs.readFileSync(file, "utf8")) };
};
const engine = await import(dir + "/engine.mjs");
await engine.ready;
process.stdout.write(JSON.stringify(engine.waiting("<svg/>")));
"""


def test_an_edited_cell_waits_under_the_note_in_its_lessons_language(tmp_path):
    """An edited cell's last output waits for Python under the note in the lesson's language (its folder:
    ``ja/NN-name.ipynb``), as every picture does: the engine takes it from ``engine/waiting.json``."""
    import shutil
    import subprocess

    from build import ENGINE, SITE_LANGUAGES, waiting_notes

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the site's build needs it too)")
    for script in ENGINE.glob("*.mjs"):
        shutil.copy(script, tmp_path / script.name)
    shutil.copy(ROOT / "tutor" / "widgets" / "progress.js", tmp_path / "progress.js")
    (tmp_path / "waiting.json").write_text(waiting_notes(), encoding="utf-8")
    assert set(json.loads(waiting_notes())) == {"en", *SITE_LANGUAGES}

    def shown(path: str) -> str:
        done = subprocess.run(
            [
                node,
                "--input-type=commonjs",
                "-e",
                f"(async () => {{ {WAITING_DRIVER} }})()",
                tmp_path.as_uri(),
                path,
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        return json.loads(done.stdout)

    english = shown("01-start-here.ipynb")
    assert english == pictures.waiting_html("<svg/>") and pictures.STARTING_NOTE in english
    for language in SITE_LANGUAGES:
        said = shown(f"{language}/01-start-here.ipynb")
        assert said == pictures.waiting_html("<svg/>", language=language)
        assert pictures.NOTES[language][0] in said and pictures.STARTING_NOTE not in said
