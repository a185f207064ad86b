"""The step a learner reached, kept by the browser in the one store of a learner's place and results
(tutor.widgets.progress): the view's tracker follows the step, and a stored step sent back by the front end brings a
fresh view there (the browser side is tested in tests/browser/test_open_ready.py and test_classroom.py)."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from tutor.lesson import BASIC, Lesson, choice, drills, play_card, which_wins
from tutor.widgets.lesson_view import LessonView


def _lesson(title: str = "Follow suit", last_prompt: str = "How many cards in a trick of four players?"):
    return Lesson(
        title,
        [
            play_card(BASIC, "AH 9H 7C", "KH"),
            which_wins(BASIC, "9H KH 2S", trump="S"),
            choice(
                last_prompt,
                [3, 4, 5],
                answer=4,
                wrong={3: "Three is a trick of three.", 5: "Five is too many."},
            ),
        ],
    )


def _restore(view: LessonView, step, stored=None) -> None:
    """What the front end sends when the view is drawn: the results it holds, and the step reached."""
    message = {"event": "resume", "stored": stored or {}, "target": None, "at": step}
    view.tracker._on_front_end_message(view.tracker, message, [])


def test_the_release_1_names_are_the_one_store():
    from tutor.widgets.bookmark import Bookmark
    from tutor.widgets.progress import ProgressTracker

    view = LessonView(_lesson())
    assert Bookmark is ProgressTracker and view.bookmark is view.tracker


def test_the_tracker_follows_the_step_reached():
    view = LessonView(_lesson())
    assert view.tracker.step == 0 and view.tracker in view.children
    view.next_button.click()
    view.next_button.click()
    assert view.tracker.step == 2
    view.back_button.click()
    assert view.tracker.step == 1
    view.reset_button.click()
    assert view.tracker.step == 0


def test_the_same_lesson_gets_the_same_key_and_a_changed_one_another():
    key = LessonView(_lesson()).tracker.key
    assert LessonView(_lesson()).tracker.key == key
    assert key.startswith("Follow suit ")
    assert LessonView(_lesson(last_prompt="How many cards in a trick?")).tracker.key != key
    assert LessonView(_lesson(title="Follow suit again")).tracker.key != key
    assert (
        LessonView(drills.legal_cards(BASIC, seed=3)).tracker.key
        != LessonView(drills.legal_cards(BASIC, seed=4)).tracker.key
    )


def test_a_stored_step_brings_a_fresh_view_there():
    view = LessonView(_lesson())
    _restore(view, 2)
    assert view.session.index == 2
    assert "Step 3 of 3" in view.progress.value
    assert "trick of four players" in view.prompt.value
    assert view.tracker.step == 2


def test_a_stored_step_does_not_move_a_learner_who_moved():
    view = LessonView(_lesson())
    view.next_button.click()
    _restore(view, 2)
    assert view.session.index == 1


@pytest.mark.parametrize("step", [3, -1, "2", None, True, 1.0])
def test_a_stored_step_that_does_not_fit_is_ignored(step):
    view = LessonView(_lesson())
    _restore(view, step)
    assert view.session.index == 0


def test_other_front_end_messages_are_ignored():
    view = LessonView(_lesson())
    view.tracker._on_front_end_message(view.tracker, {"event": "click", "at": 2}, [])
    view.tracker._on_front_end_message(
        view.tracker, {"event": "restore", "step": 2}, []
    )  # release 1's message
    view.tracker._on_front_end_message(view.tracker, ["resume", 2], [])
    assert view.session.index == 0


def test_the_step_reached_wins_over_the_first_step_without_a_result():
    view = LessonView(_lesson())
    first = view.tracker.steps[0]
    _restore(view, 2, stored={first: "first"})
    assert view.session.index == 2
    other = LessonView(_lesson())
    _restore(other, None, stored={first: "first"})
    assert other.session.index == 1


def test_a_drill_goes_back_to_its_exercise():
    view = LessonView(drills.legal_cards(BASIC, seed=3))
    _restore(view, 5)
    assert view.session.index == 5 and "Exercise 6" in view.progress.value
