"""A learner's progress (tutor.widgets.progress) and the site's lesson map (site/lesson_map.py), without a browser.

The browser side (storage, lesson map, teacher page) is tested in tests/browser/test_classroom.py.
"""

from __future__ import annotations

import itertools
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("anywidget")

from tutor.lesson import BASIC, Lesson, choice, play_card
from tutor.widgets.lesson_view import LessonView
from tutor.widgets.progress import ProgressTracker, collecting, result_of, step_id, step_ids

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import lesson_map  # noqa: E402

LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.md"))


def three_steps() -> Lesson:
    return Lesson(
        "Follow suit",
        [
            play_card(BASIC, "AH 9H 7C", "KH"),
            play_card(BASIC, "AS 9H 7C", "KS"),
            choice(
                "How many cards?",
                [9, 12, 13],
                answer=13,
                wrong={9: "Nine is Saskop.", 12: "Twelve is Piquet."},
            ),
        ],
    )


def test_step_id_is_the_same_for_the_same_step_and_differs_between_steps():
    a, b = three_steps(), three_steps()
    assert step_ids(a) == step_ids(b)
    assert len(set(step_ids(a))) == 3
    assert all(re.fullmatch(r"[0-9a-f]{8}", s) for s in step_ids(a))
    changed = choice(
        "How many cards?",
        [9, 12, 13, 52],
        answer=13,
        wrong={9: "Nine is Saskop.", 12: "Twelve is Piquet.", 52: "52 is the whole pack."},
    )
    assert step_id(changed) != step_id(a.steps[2])


def test_result_right_at_the_first_try():
    lesson = three_steps()
    assert result_of(lesson.record) is None
    lesson.answer("9H")
    assert result_of(lesson.record) == "first"


def test_result_right_after_a_retry():
    lesson = three_steps()
    lesson.answer("7C")
    assert result_of(lesson.record) is None  # wrong: no result yet
    lesson.answer("9H")
    assert result_of(lesson.record) == "retry"


def test_result_answer_shown():
    lesson = three_steps()
    lesson.show_answer()
    assert result_of(lesson.record) == "shown"


def test_a_view_records_each_steps_first_result_only():
    view = LessonView(three_steps())
    first, second, third = step_ids(view.session)
    view.click("9H")
    assert view.tracker.results == {first: "first"}
    view.next_button.click()
    view.click("7C")
    assert second not in view.tracker.results
    view.show_answer()
    assert view.tracker.results[second] == "shown"
    view.click("AS")  # right now, but the answer was shown first
    assert view.tracker.results[second] == "shown"
    view.next_button.click()
    view.click("12")
    view.click("13")
    assert view.tracker.results == {first: "first", second: "shown", third: "retry"}


def test_a_drill_records_nothing():
    from tutor.lesson import drills

    view = LessonView(drills.legal_cards(BASIC, seed=3))
    assert view.tracker.steps == []
    view.click(view.session.step.answers()[0])
    assert view.tracker.results == {}


def resume_message(view: LessonView, stored: dict, target: str | None = None) -> None:
    """What the front end sends when the view is drawn."""
    view.tracker._on_front_end_message(
        view.tracker, {"event": "resume", "stored": stored, "target": target}, []
    )


def test_a_view_opens_at_the_step_asked_for():
    view = LessonView(three_steps())
    resume_message(view, {}, step_ids(view.session)[2])
    assert view.session.index == 2
    assert "Step 3 of 3" in view.progress.value


def test_a_view_opens_at_its_first_step_without_a_result():
    view = LessonView(three_steps())
    first, _, third = step_ids(view.session)
    resume_message(view, {first: "first", third: "retry"})
    assert view.session.index == 1


def test_a_view_the_learner_moved_stays_where_it_is_unless_a_step_is_asked_for():
    view = LessonView(three_steps())
    first = step_ids(view.session)[0]
    view.next_button.click()
    view.next_button.click()
    resume_message(view, {first: "first"})
    assert view.session.index == 2
    other = LessonView(three_steps())
    other.next_button.click()
    resume_message(other, {first: "first"}, target=first)
    assert other.session.index == 0


def test_a_view_stays_at_its_first_step_when_nothing_is_stored_and_resumes_once():
    view = LessonView(three_steps())
    resume_message(view, {"ffffffff": "first"}, "not-a-step")
    assert view.session.index == 0
    first = step_ids(view.session)[0]
    resume_message(view, {first: "first"})  # a second drawing of the same view does not move it
    assert view.session.index == 0


def test_junk_from_the_front_end_is_ignored():
    tracker = ProgressTracker(three_steps())
    for content in (None, [], {"event": "resume", "stored": "x", "target": 3}, {"event": "other"}):
        tracker._on_front_end_message(tracker, content, [])
    assert tracker.results == {}


def test_collecting_lists_the_lesson_views_made():
    with collecting() as sessions:
        a = LessonView(three_steps())
        b = LessonView(three_steps())
    LessonView(three_steps())
    assert sessions == [a.session, b.session]


def test_link_lessons_points_source_links_at_notebooks():
    assert lesson_map.link_lessons("[x](02-follow-satat.md)") == "[x](02-follow-satat.ipynb)"
    assert lesson_map.link_lessons("{doc}`Satat <02-follow-satat>`") == "[Satat](02-follow-satat.ipynb)"
    assert lesson_map.link_lessons("[x](https://a.org/02-b.md)") == "[x](https://a.org/02-b.md)"


def test_every_lesson_but_the_last_links_to_the_next():
    for lesson, after in itertools.pairwise(LESSONS):
        text = lesson.read_text(encoding="utf-8")
        assert re.search(rf"\*\*Next:\*\* \{{doc\}}`[^`<]+ <{re.escape(after.stem)}>`", text), lesson.name


@pytest.fixture(scope="module")
def the_map() -> dict:
    return lesson_map.lesson_map(LESSONS, "test")


def test_the_map_lists_every_lesson_in_reading_order(the_map):
    assert [entry["file"] for entry in the_map["lessons"]] == [p.stem + ".ipynb" for p in LESSONS]
    assert the_map["lessons"][0]["id"] == "start-here"
    assert [entry["next"] for entry in the_map["lessons"]] == [p.stem + ".ipynb" for p in LESSONS[1:]] + [
        None
    ]


def test_every_lesson_has_a_title_a_one_line_description_and_a_game(the_map):
    for entry in the_map["lessons"]:
        assert entry["title"] and not entry["title"].startswith("#"), entry["file"]
        assert entry["description"] and "\n" not in entry["description"], entry["file"]
        assert entry["game"] in the_map["games"] and entry["game"] != "Other", entry["file"]
    assert the_map["games"][0] == "First steps"


def test_the_maps_steps_are_the_lessons_steps_and_unique(the_map):
    satat = next(entry for entry in the_map["lessons"] if entry["id"] == "follow-satat")
    assert satat["steps"] == [s for part in satat["parts"] for s in part["steps"]]
    assert satat["parts"][0]["title"] == "Satat: the table"
    every = [s for entry in the_map["lessons"] for s in entry["steps"]]
    assert len(every) == len(set(every)) > 100


def test_the_maps_step_ids_survive_a_rebuild(the_map):
    again = lesson_map.read_lesson(LESSONS[1])
    assert again["steps"] == the_map["lessons"][1]["steps"]
