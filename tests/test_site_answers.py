"""The lesson boxes before Python starts (issue 31): the tables of answers the site's build makes
(``site/answers.py``) and the lesson engine that answers from them (``site/engine/lessons.mjs``, run here under
Node), against the live view itself.

The central test drives the same lesson two ways with the same clicks -- the engine, from the table only, and a
fresh :class:`~tutor.widgets.lesson_view.LessonView` through :meth:`~tutor.widgets.lesson_view.LessonView.replay`
-- and finds the same picture after every click, and the same results for the learner's progress. The clicks are
random (seeded) among what a learner can do, on lessons of every kind of step and on the first lesson of the site.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import answers  # noqa: E402
import pictures  # noqa: E402

from tests.lesson_walk import LESSONS  # noqa: E402
from tutor.cards import Card  # noqa: E402
from tutor.lesson import BASIC, Lesson, choice, choose_cards, drills, play_card, which_wins  # noqa: E402
from tutor.widgets.lesson_view import ACTIONS, LessonView  # noqa: E402
from tutor.widgets.progress import result_of, step_ids  # noqa: E402

ENGINE = ROOT / "site" / "engine" / "lessons.mjs"
NODE = shutil.which("node")

#: runs the engine under Node: for each sequence of events, the engine's picture after each one it does, the
#: events it did, and the results the learner's progress would keep
DRIVER = """
const lessons = await import(process.argv[1]);
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = input.runs.map((events) => {
  const table = input.table;
  const state = lessons.create(table, 0);
  const done = [], pictures = [], results = {};
  for (const [action, option] of events) {
    const event = lessons.act(table, state, action, option);
    if (event === null) continue;
    done.push(event);
    pictures.push(lessons.html(table, state));
    const kept = lessons.result(table, state);
    if (kept && !(kept.step in results)) results[kept.step] = kept.result;
  }
  return { done, pictures, results };
});
process.stdout.write(JSON.stringify(out));
"""


def run_engine(table: dict[str, Any], runs: list[list[tuple[str, int | None]]]) -> list[dict[str, Any]]:
    if NODE is None:
        pytest.skip("node is not installed (the site's build needs it too)")
    done = subprocess.run(
        [NODE, "--input-type=commonjs", "-e", f"(async () => {{ {DRIVER} }})()", ENGINE.as_uri()],
        input=json.dumps({"table": table, "runs": runs}),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    ipywidgets.Widget.close_all()


def every_kind() -> Lesson:
    """A lesson with a step of every kind a lesson view draws: a card to play, cards to choose, buttons, several
    buttons to choose, hints, a step where every card is right."""
    return Lesson(
        "Every kind",
        [
            play_card(BASIC, "AH 9H 7C", "KH", prompt="Hearts were led. Play a card you may play."),
            choose_cards(BASIC, "QD 8D 3D AC 2H", "5D"),
            which_wins(BASIC, "9H KH 2S 3H", trump="S"),
            choice(
                "How many cards in a trick of four players?",
                [3, 4, 5],
                answer=4,
                wrong={3: "Three is a trick of three players.", 5: "Five is one more than the players."},
                hints=("One card from each player.", "Count the players."),
            ),
            play_card(BASIC, "AS 9S 7C", "KH", prompt="No heart: play any card."),
        ],
    )


def random_clicks(table: dict[str, Any], rng: random.Random, length: int) -> list[tuple[str, int | None]]:
    """Clicks a learner could make, whatever the step: an option, a button (some may be disabled then)."""
    clicks: list[tuple[str, int | None]] = []
    widest = max((len(at["cards"] or at.get("opts") or at["say"]) for at in table["at"] if at), default=1)
    for _ in range(length):
        kind = rng.random()
        if kind < 0.55:
            clicks.append((rng.choice(["answer", "toggle"]), rng.randrange(widest)))
        else:
            clicks.append((rng.choice(ACTIONS), None))
    return clicks


def live_pictures(session_factory, events: list[list[Any]]) -> tuple[list[str], dict[str, str]]:
    """The live view's picture after each event, and the results it records."""
    view = LessonView(session_factory())
    shots = []
    for event in events:
        assert view.replay([event]) == 1, f"the live view could not do {event}"
        shots.append(pictures.picture(answers.widget_models(view), view.model_id))
    return shots, dict(view.tracker.results)


def assert_same(session_factory, runs: int = 12, length: int = 25, seed: int = 31) -> None:
    table = answers.table(LessonView(session_factory()))
    json.dumps(table)  # what the site ships
    rng = random.Random(seed)
    clicks = [random_clicks(table, rng, length) for _ in range(runs)]
    for engine in run_engine(table, clicks):
        assert engine["done"], "no click was done"
        shots, results = live_pictures(session_factory, engine["done"])
        for n, (mine, live) in enumerate(zip(engine["pictures"], shots, strict=True)):
            assert mine == live, (
                f"after {engine['done'][: n + 1]}: the engine's picture differs from the view's"
            )
        assert engine["results"] == results


def test_the_engine_shows_what_the_live_view_shows_on_every_kind_of_step():
    assert_same(every_kind, runs=20)


def test_the_engine_shows_what_the_live_view_shows_on_a_drill():
    assert_same(lambda: drills.legal_cards("satat", seed=2), runs=6)


#: lessons of the site walked both ways: the first one (cards and buttons, one answer or several), the Satat signals
#: (several buttons to choose) and the Saskop bidding (bids)
WALKED = ("01-start-here", "07-satat-signals", "10-saskop-bidding")


@pytest.mark.parametrize("name", WALKED)
def test_the_engine_shows_what_the_live_view_shows_in_a_lesson_of_the_site(name):
    from tests.lesson_walk import lessons_of

    (path,) = [p for p in LESSONS if p.stem == name]
    for lesson in lessons_of(path):
        steps = lesson.steps
        assert_same(lambda steps=steps, title=lesson.title: Lesson(title, steps), runs=3, length=30)


def test_the_examples_of_the_tables_module():
    import doctest

    assert doctest.testmod(answers, optionflags=doctest.ELLIPSIS).failed == 0


def test_every_answer_of_a_step_is_the_lesson_models_feedback():
    lesson = every_kind()
    table = answers.table(LessonView(lesson))
    strings, said = table["strings"], table["said"]
    for at, step in zip(table["at"], lesson.steps, strict=True):
        if step.multiple:
            for mask, entry in enumerate(at["say"]):
                chosen = frozenset(o for i, o in enumerate(step.options) if mask >> i & 1)
                correct, _, row = said[entry]
                feedback = step.check(chosen)
                assert correct == feedback.correct
                assert feedback.shown in strings[row]
            continue
        for option, entry in zip(step.options, at["say"], strict=True):
            correct, fb, row = said[entry]
            feedback = step.check(option)
            assert correct == feedback.correct
            shown = strings[row] if row >= 0 else strings[fb]  # under the cards, or under the buttons
            assert feedback.shown in shown.replace("&#x27;", "'")


def test_the_record_table_is_the_lesson_models():
    table = answers.record_table()
    states = table["states"]
    start = states[table["start"]]
    assert start["status"] == "" and start["result"] is None and not start["score"]
    wrong_then_right = states[states[start["wrong"]]["right"]]
    assert wrong_then_right["result"] == "retry" and not wrong_then_right["score"]
    shown_then_right = states[states[start["show"]]["right"]]
    assert shown_then_right["result"] == "shown" and shown_then_right["done"]
    for state in states.values():
        assert state["result"] in (None, "first", "retry", "shown")
    # the same as the live records: a lesson answered right at the first try
    lesson = every_kind()
    lesson.answer(lesson.step.right_answer())
    assert result_of(lesson.record) == states[start["right"]]["result"]


def test_the_table_knows_each_step_by_its_id_and_the_box_by_its_key():
    lesson = every_kind()
    view = LessonView(lesson)
    table = answers.table(view)
    assert table["steps"] == step_ids(lesson) == [at["id"] for at in table["at"]]
    assert table["key"] == view.tracker.key and table["total"] == len(lesson.steps)
    assert table["at"][0]["cards"] == ["AH", "9H", "7C"]
    assert all(isinstance(option, Card) for option in lesson.steps[0].options)


def test_a_drill_is_tabled_a_few_exercises_ahead():
    table = answers.table(LessonView(drills.legal_cards("satat", seed=2)))
    assert table["total"] is None and table["steps"] == []
    assert len(table["at"]) == answers.DRILL_AHEAD


def test_a_step_of_too_many_options_waits_for_python():
    hand = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH"
    lesson = Lesson("Large", [choose_cards(BASIC, hand, "QH")])
    assert len(lesson.steps[0].options) > answers.MAX_OPTIONS
    table = answers.table(LessonView(lesson))
    assert table["at"] == [None]


def test_a_view_the_engine_would_draw_otherwise_stops_the_build(monkeypatch):
    """The table checks its pictures against the live view: a view that draws an answer otherwise than the
    engine puts it together is refused."""
    from tutor.widgets import lesson_view

    real = lesson_view.LessonView._show_feedback

    def also_marks_the_prompt(self, feedback):
        real(self, feedback)
        self.answers.layout.border = "1px solid red"  # an answer that changes more than the feedback

    monkeypatch.setattr(lesson_view.LessonView, "_show_feedback", also_marks_the_prompt)
    with pytest.raises(answers.TableError, match="answers differ"):
        answers.table(LessonView(every_kind()))
