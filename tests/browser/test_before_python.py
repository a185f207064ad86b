"""Lessons that answer at once (issue 31): every lesson box answers clicks before Python has started, from the
table of answers the build made with the lesson model (site/answers.py, site/engine/), and the live box takes over
at the step the learner reached, with the answers given, every click counted once.

Python is kept from starting (``hold_python``: Pyodide's WebAssembly is not answered) for as long as a test needs;
no live widget exists meanwhile, and each test checks it. The steps and their right and wrong answers come from
the lesson model (``tests/lesson_walk.py``), as in the live walk (``test_lesson_walk.py``), whose walk is reused
here on the boxes the engine answers. Headless Chromium, offline, a fresh profile per test.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from browser_helpers import (
    LIVE,
    NB,
    hold_python,
    make_live,
    save_results,
    teacher_table,
    wait_for_notebook,
    wait_until_stored,
)
from test_lesson_walk import ENGINE_BOXES, LIVE_BOXES, Answerer, feedback_of, lesson_view, walk_lesson

from tests.lesson_walk import LESSONS, lessons_of, run_lesson, sessions, walks
from tutor.lesson import Drill

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import expect  # noqa: E402

#: how long the hand-over may take: Python's start, the lesson's cells, every box's log done again
HAND_OVER_MS = 120_000


def _ids(path: Path) -> str:
    return path.stem


def open_before_python(page, site, name: str):
    """Open lesson ``name`` with Python held; wait for its boxes to answer. Returns the function that lets Python
    start."""
    release = hold_python(page)
    page.goto(site.lesson_url(name))
    page.wait_for_selector(f"{NB} .tutor-static.tutor-engine", timeout=60_000)
    return release


def assert_no_live_widget(page) -> None:
    assert page.locator(f"{NB} .tutor-lesson-view{LIVE}").count() == 0
    assert page.locator(f"{NB} .tutor-card{LIVE}").count() == 0


def box_text(view) -> tuple[str, str]:
    """What a box says of the learner's place and last answer: its progress line and the feedback on show."""
    feedback = view.locator(".tutor-feedback:visible")
    return view.locator(".tutor-progress").inner_text(), " ".join(feedback.all_inner_texts())


def wait_for_hand_over(page) -> None:
    """Python has run the lesson and every box is live: no picture held on show, no picture left."""
    page.wait_for_selector(f"{NB} .tutor-lesson-view{LIVE}", timeout=HAND_OVER_MS)
    page.wait_for_function(
        "(nb) => !document.querySelector(nb + ' .tutor-holder') && !document.querySelector(nb + ' .tutor-static')",
        arg=NB,
        timeout=HAND_OVER_MS,
    )


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_the_first_step_of_every_lesson_answers_before_python_and_the_live_box_keeps_the_answers(
    page, site, path
):
    name = path.stem + ".ipynb"
    if name not in site.lessons:
        pytest.skip(f"{name} is not shipped")
    lessons = lessons_of(path)
    release = open_before_python(page, site, name)
    for lesson in lessons:  # every lesson box of the lesson answers before Python (lessons 06 and 09 too)
        expect(lesson_view(page, lesson.title, ENGINE_BOXES)).to_have_count(1)
    lesson = lessons[0]
    view = lesson_view(page, lesson.title, ENGINE_BOXES)
    view.scroll_into_view_if_needed()
    walk = next(walks(lesson))
    answerer = Answerer(view, walk)
    if walk.wrong is not None:
        answerer.answer(walk.wrong)
        said = walk.step.check(walk.wrong)  # the lesson model's feedback, as the live box shows it
        expect(feedback_of(view)).to_contain_text(f"✗ {said.shown}")
        expect(view.locator(".tutor-progress")).to_contain_text("not right yet")
    answerer.answer(walk.right)
    said = walk.step.check(walk.right)
    expect(feedback_of(view)).to_contain_text(f"✓ {said.shown}")
    status = "right after a retry" if walk.wrong is not None else "right at the first try"
    expect(view.locator(".tutor-progress")).to_contain_text(status)
    assert_no_live_widget(page)
    before = box_text(view)

    release()
    wait_for_hand_over(page)
    live = lesson_view(page, lesson.title, LIVE_BOXES)
    expect(live.locator(".tutor-progress")).to_have_text(before[0])
    assert box_text(live) == before
    # and it is Python's box now: it answers
    live.get_by_role("button", name="Show answer", exact=True).click()
    expect(live.locator(".tutor-progress")).to_contain_text("answer shown")
    assert page.page_errors == []


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_step_of_every_lesson_answers_before_python(page, site, path):
    """The live walk (test_lesson_walk.py), click for click, on the boxes the lesson engine answers: a wrong
    answer with its reason, a hint, Retry, the right answer, Show answer, Next, Reset, Back; Python never starts."""
    name = path.stem + ".ipynb"
    if name not in site.lessons:
        pytest.skip(f"{name} is not shipped")
    open_before_python(page, site, name)
    for lesson in lessons_of(path):
        walk_lesson(page, lesson, ENGINE_BOXES)
    assert_no_live_widget(page)
    assert page.page_errors == []


def test_a_click_during_the_hand_over_is_counted_once(page, site):
    """A card chosen in the picture while Python takes the lesson over is chosen once in the live box (chosen
    twice, it would be unchosen; lost, not chosen)."""
    (follow,) = [lesson for lesson in lessons_of(LESSONS[0]) if lesson.title == "Follow suit"]
    index, step = next((i, s) for i, s in enumerate(follow.steps) if s.multiple)
    card = str(step.options[0])
    release = open_before_python(page, site, site.start)
    view = lesson_view(page, follow.title, ENGINE_BOXES)
    view.scroll_into_view_if_needed()
    for _ in range(index):
        view.get_by_role("button", name="Next", exact=True).click()
    expect(view.locator(".tutor-progress")).to_contain_text(f"Step {index + 1} of")

    release()
    held = f"{NB} .tutor-holder .tutor-static.tutor-engine"
    page.wait_for_selector(
        held, timeout=HAND_OVER_MS
    )  # Python runs the lesson; the pictures are held on show
    copy = page.locator(f"{held} .tutor-lesson-view", has=page.locator("h3", has_text="Follow suit")).first
    choice = copy.locator(f'.tutor-card[data-card="{card}"]')
    choice.click()
    expect(choice).to_have_attribute("aria-pressed", "true")

    wait_for_hand_over(page)
    live = lesson_view(page, follow.title, LIVE_BOXES)
    expect(live.locator(".tutor-progress")).to_contain_text(f"Step {index + 1} of")
    pressed = live.locator(".tutor-card[aria-pressed='true']")
    expect(pressed).to_have_count(1)
    expect(pressed).to_have_attribute("data-card", card)
    live.get_by_role(
        "button", name="Check", exact=True
    ).click()  # Python judges the choice made in the picture
    said = step.check(frozenset({step.options[0]}))
    expect(feedback_of(live)).to_contain_text(said.shown)


def test_a_reopened_lesson_shows_the_step_reached_and_answers_there(page, site):
    (first, *_) = lessons_of(LESSONS[0])
    release = open_before_python(page, site, site.start)
    view = lesson_view(page, first.title, ENGINE_BOXES)
    view.get_by_role("button", name="Next", exact=True).click()
    expect(view.locator(".tutor-progress")).to_contain_text(f"Step 2 of {len(first.steps)}")

    page.reload()  # Python is still held
    page.wait_for_selector(f"{NB} .tutor-static.tutor-engine", timeout=60_000)
    view = lesson_view(page, first.title, ENGINE_BOXES)
    expect(view.locator(".tutor-progress")).to_contain_text(f"Step 2 of {len(first.steps)}")
    walk = list(walks(first))[1]
    Answerer(view, walk).answer(walk.right)
    expect(feedback_of(view)).to_contain_text("✓")
    assert_no_live_widget(page)
    before = box_text(view)
    release()
    wait_for_hand_over(page)
    assert box_text(lesson_view(page, first.title, LIVE_BOXES)) == before


def test_what_needs_python_says_it_is_getting_ready_with_the_seconds_so_far(page, site):
    name = "11-play-a-hand.ipynb"
    if name not in site.lessons:
        pytest.skip(f"{name} is not shipped")
    open_before_python(page, site, name)
    table = page.locator(f"{NB} .tutor-static:not(.tutor-engine)").first
    note = table.locator(".tutor-static-note")
    expect(note).to_have_text(re.compile(r"^Getting this ready… \d+ s so far\.$"))
    seconds = int(re.search(r"(\d+) s", note.inner_text()).group(1))
    expect(note).to_have_text(re.compile(rf"… (?!{seconds} )\d+ s so far"), timeout=5_000)  # it counts
    assert table.locator(".tutor-static-picture").evaluate("(el) => el.inert")


def test_a_drills_next_exercise_waits_for_python_and_comes_when_it_is_ready(page, site):
    name = "02-follow-satat.ipynb"
    if name not in site.lessons:
        pytest.skip(f"{name} is not shipped")
    (path,) = [p for p in LESSONS if p.stem + ".ipynb" == name]
    first = next(s for s in sessions(run_lesson(path)) if isinstance(s, Drill))
    release = open_before_python(page, site, name)
    title = page.locator("h3", has_text=re.compile(rf"^\s*{re.escape(first.title)}\s*$"))
    drill = page.locator(f"{NB} .tutor-static", has=title).first
    drill.scroll_into_view_if_needed()
    note = drill.locator(".tutor-static-note")
    ahead = 0
    while not note.is_visible():
        drill.get_by_role("button", name="Next exercise").click()
        ahead += 1
        assert ahead < 50, "the drill never waits for Python"
        if not note.is_visible():
            expect(drill.locator(".tutor-progress")).to_contain_text(f"Exercise {ahead + 1} ·")
    expect(note).to_contain_text("Python makes the next exercise")
    assert drill.locator(".tutor-static-picture").evaluate("(el) => el.inert")
    release()
    wait_for_hand_over(page)
    live = page.locator(f"{NB} .tutor-lesson-view{LIVE}", has=page.get_by_text(f"Exercise {ahead + 1} ·"))
    expect(live).to_have_count(1, timeout=HAND_OVER_MS)


def _walked(page, site, before_python: bool, tmp_path: Path) -> tuple[dict, str, list[str]]:
    """Walk every box of "Start here" (before Python, or live), then read the learner's record, the lesson map's
    line, and the teacher's CSV of the saved file (its "Saved" column left out: a time)."""
    lessons = lessons_of(LESSONS[0])
    if before_python:
        open_before_python(page, site, site.start)
    else:
        page.goto(site.lesson_url(site.start))
        wait_for_notebook(page, site.start)
        make_live(page, site.start)
    for lesson in lessons:
        walk_lesson(page, lesson, ENGINE_BOXES if before_python else LIVE_BOXES)
    record = page.evaluate("() => JSON.parse(localStorage.getItem('tutor-progress:v2:/start-here'))")
    download = save_results(page, site, "Ana")
    counts = page.locator("li.lesson[data-lesson='start-here'] .counts").inner_text()
    saved = tmp_path / f"{'before' if before_python else 'live'}.json"
    download.save_as(saved)
    page.goto(f"{site.url}teacher.html")
    page.set_input_files("#files", str(saved))
    page.locator("#messages .loaded").filter(has_text="Ana").wait_for()
    with page.expect_download() as csv_download:
        page.get_by_role("button", name="Export as CSV").click()
    csv_path = tmp_path / "class.csv"
    csv_download.value.save_as(csv_path)
    rows = [line.split('","') for line in csv_path.read_text(encoding="utf-8-sig").splitlines()]
    saved_at = rows[0].index("Saved")
    csv = ['","'.join(cell for i, cell in enumerate(row) if i != saved_at) for row in rows]
    assert teacher_table(page)[0][0] == "Ana"
    return record, counts, csv


def test_the_map_and_the_teachers_csv_are_the_same_for_a_lesson_walked_before_python_and_live(
    browser, page, site, tmp_path
):
    before = _walked(page, site, True, tmp_path)
    live_context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        live = _walked(live_context.new_page(), site, False, tmp_path)
    finally:
        live_context.close()
    assert before[0]["results"] and before[0] == live[0]
    assert before[1] == live[1] and before[1].startswith(f"{len(before[0]['results'])} of")
    assert before[2] == live[2]
    assert json.dumps(before[0]).count('"first"') >= 1


def test_an_edited_lesson_box_waits_for_python_with_the_seconds_so_far(page, site):
    """A box whose code the learner edited cannot be answered from the shipped table: after a reload its cell
    shows what it showed, inert, under the note with the seconds so far; the other boxes answer."""
    (first, *others) = lessons_of(LESSONS[0])
    page.goto(site.lesson_url(site.start))
    wait_for_notebook(page, site.start)
    make_live(page, site.start)
    heading = page.locator("h3", has_text=re.compile(rf"^\s*{re.escape(first.title)}\s*$"))
    cell = page.locator(f"{NB} .jp-CodeCell", has=heading).first
    cell.locator(".jp-InputPlaceholder .jp-Placeholder-content").click()  # the code opens
    editor = cell.locator(".cm-content")
    expect(editor).to_be_visible()
    editor.click()
    page.keyboard.press("Control+End")
    page.keyboard.type("\n# my own change 4242")
    expect(editor).to_contain_text("my own change 4242")  # typed into the code, not taken for commands
    page.keyboard.press("Escape")
    wait_until_stored(page, site.start, "my own change 4242", timeout_s=120)

    release = hold_python(page)
    page.reload()
    page.wait_for_selector(f"{NB} .tutor-static.tutor-engine", timeout=60_000)
    cell = page.locator(f"{NB} .jp-CodeCell", has_text="my own change 4242").first
    note = cell.locator(".tutor-static .tutor-static-note")
    expect(note).to_have_text(re.compile(r"^Getting this ready… \d+ s so far\.$"), timeout=10_000)
    assert cell.locator(".tutor-static.tutor-engine").count() == 0
    assert cell.locator(".tutor-static-picture").evaluate("(el) => el.inert")
    for lesson in others:  # the boxes left as shipped answer
        expect(lesson_view(page, lesson.title, ENGINE_BOXES)).to_have_count(1)
    release()
    wait_for_hand_over(page)
    expect(lesson_view(page, first.title, LIVE_BOXES)).to_be_visible()
