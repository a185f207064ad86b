"""Tables of answers of the lesson boxes: a lesson answers clicks before Python starts.

Every step of a lesson is a fixed position with a fixed set of answers, and the build runs every lesson. So for
each lesson box (:class:`~tutor.widgets.lesson_view.LessonView`) a lesson makes, the build drives **the view
itself** (the object the learner's Python makes later) through every answer of every step -- each option of a
step with one answer, each set of options of a step answered by choosing several -- and through *Hint* and *Show
answer*, and records what the view shows: the pictures of its parts (``site/pictures.py``), the feedback of each
answer as the lesson model and the game's rules give it, and how the step's record goes (right at the first try,
after a retry, answer shown: :class:`~tutor.lesson.Record` itself, driven the same way). That is :func:`table`.

The site's lesson engine (``site/engine/lessons.mjs``) only looks things up in it: it holds no rule, no wording and
no markup of its own. It puts a view together from the recorded parts in the order the view has them; what an
answer changes is one part, the feedback line under the cards one string in it, a chosen option its own picture.
:func:`table` checks, while it records, that every situation it puts together that way is exactly the picture of
the live view in that situation (:class:`TableError` otherwise): a change to the view that the engine would not
follow stops the build.

Steps answered by choosing several options are recorded for every set of options up to :data:`MAX_OPTIONS`
options (2^13 sets, the largest step of the lessons, costs 0.2-0.7 s); a larger step, and a drill's exercises after
the first :data:`DRILL_AHEAD`, wait for Python.

>>> from tutor.lesson import BASIC, Lesson, play_card
>>> from tutor.widgets.lesson_view import LessonView
>>> answers = table(LessonView(Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH")])))
>>> step = answers["at"][0]
>>> step["cards"]
['AH', '9H', '7C']
>>> [answers["said"][entry][0] for entry in step["say"]]  # right or wrong, card by card
[1, 1, 0]
>>> print(answers["strings"][answers["said"][step["say"][2]][2]])  # the line under the cards, for 7♣
<div class="tutor-feedback" data-kind="bad" role="status" aria-live="polite">✗ Not that one. You cannot play 7♣: you must follow ♥.</div>
"""

from __future__ import annotations

import functools
import html
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import pictures

__all__ = [
    "DRILL_AHEAD",
    "MAX_OPTIONS",
    "TABLE_VERSION",
    "TableError",
    "lesson_tables",
    "record_table",
    "table",
    "tables",
    "widget_models",
]

#: the version of a table's layout (the engine refuses another)
TABLE_VERSION = 1

#: exercises of a drill recorded ahead (a drill is endless: the next ones wait for Python)
DRILL_AHEAD = 5

#: a step answered by choosing among more options waits for Python (2^MAX_OPTIONS sets would be recorded)
MAX_OPTIONS = 14

#: sets of options whose picture is checked against the live view, at most, per step (all of them for a small
#: step; else each option alone, none, all, the right set, and the first sets in order)
CHECKED_SETS = 40

#: placeholders of the progress line, filled in by the engine
SCORE, DONE, STATUS = "{score}", "{done}", "{status}"
_SCORE_AT, _DONE_AT = 900000001, 900000002  # numbers no lesson reaches, to find in the line and replace


class TableError(AssertionError):
    """The view shows something the engine would put together otherwise: the table cannot be made."""


def widget_models(widget: Any) -> dict[str, dict[str, Any]]:
    """The saved-state form of a live widget and every widget it refers to (``model id -> {"model_name",
    "state"}``), what :func:`pictures.picture` draws from."""
    from ipywidgets import Widget

    models: dict[str, dict[str, Any]] = {}
    todo = [widget]
    while todo:
        w = todo.pop()
        if w.model_id in models:
            continue
        state = w.get_state()
        models[w.model_id] = {"model_name": state.get("_model_name"), "state": state}
        for name in w.keys:
            value = getattr(w, name, None)
            values = value if isinstance(value, list | tuple) else [value]
            todo += [v for v in values if isinstance(v, Widget)]
    return models


def _picture(widget: Any) -> str:
    return pictures.picture(widget_models(widget), widget.model_id)


class _Strings:
    """Each text once: a table refers to its texts by their index."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._index: dict[str, int] = {}

    def __call__(self, text: str | None) -> int:
        if text is None:
            return -1
        if text not in self._index:
            self._index[text] = len(self.texts)
            self.texts.append(text)
        return self._index[text]


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise TableError(what)


def _replace_once(text: str, old: str, new: str, what: str) -> str:
    _check(text.count(old) == 1, f"{what}: {old[:80]!r} is not in the picture exactly once")
    return text.replace(old, new)


# -- a step's record, as the lesson model keeps it -----------------------------------------------------------------

_EVENTS = ("right", "wrong", "show", "retry")


def _record_key(record: Any) -> str:
    return "".join(
        "1" if flag else "0"
        for flag in (record.attempts > 0, record.solved, record.first_try, record.revealed)
    )


def _records() -> dict[str, Any]:
    """The record table in the language spoken now (a lesson in Japanese says its steps' status in Japanese)."""
    from tutor.i18n import get_language

    return _records_in(get_language())


@functools.cache
def _records_in(language: str) -> dict[str, Any]:
    from tutor.i18n import speaking

    with speaking(language):
        return record_table()


def record_table() -> dict[str, Any]:
    """How a step's record goes: ``{"start": key, "states": {key: {"status", "result", "score", "done", "right",
    "wrong", "show", "retry"}}}``, found by driving :class:`~tutor.lesson.Lesson` itself (one step, one right and
    one wrong option) through every sequence of answers, *Show answer* and *Retry*: ``status`` is
    :attr:`Record.status <tutor.lesson.Record.status>` (as the progress line writes it), ``result`` what the
    learner's progress keeps (:func:`tutor.widgets.progress.result_of`), ``score`` and ``done`` whether the step
    counts in the score and as done.

    >>> states = record_table()["states"]
    >>> first = states[states[record_table()["start"]]["right"]]
    >>> first["status"], first["result"], first["score"]
    ('right at the first try', 'first', True)
    """
    from tutor.i18n import gettext
    from tutor.lesson import Lesson, choice
    from tutor.widgets.progress import result_of

    def session_after(path: tuple[str, ...]) -> Any:
        lesson = Lesson("records", [choice("Which?", ["R", "W"], answer="R", wrong={"W": "W is not R."})])
        do: dict[str, Callable[[], Any]] = {
            "right": lambda: lesson.answer("R"),
            "wrong": lambda: lesson.answer("W"),
            "show": lesson.show_answer,
            "retry": lesson.retry,
        }
        for event in path:
            do[event]()
        return lesson

    start = _record_key(session_after(()).record)
    states: dict[str, dict[str, Any]] = {}
    todo: list[tuple[str, ...]] = [()]
    while todo:
        path = todo.pop(0)
        lesson = session_after(path)
        key = _record_key(lesson.record)
        if key in states:
            continue
        record = lesson.record
        state: dict[str, Any] = {
            "status": html.escape(gettext(record.status)),  # as the view says it, in the language spoken
            "result": result_of(record),
            "score": record.scores,
            "done": record.solved or record.revealed,
        }
        for event in _EVENTS:
            state[event] = _record_key(session_after((*path, event)).record)
            todo.append((*path, event))
        states[key] = state
    return {"start": start, "states": states}


# -- one lesson box --------------------------------------------------------------------------------------------


class _Driver:
    """A lesson view driven through its steps, its parts pictured."""

    def __init__(self, view: Any) -> None:
        import ipywidgets as widgets

        self.view = view
        self.session = view.session
        controls = [
            c for c in view.children if isinstance(c, widgets.HBox) and view.hint_button in c.children
        ]
        _check(len(controls) == 1, "the lesson view's buttons are not in one row")
        #: the view's parts, in the order it shows them: the engine puts a view together in this order
        self.parts = {
            "head": view.heading,
            "prog": view.progress,
            "prompt": view.prompt,
            "scen": view.scenario,
            "ans": view.answers,
            "fb": view.feedback,
            "hints": view.hints,
            "ctl": controls[0],
            "tracker": view.tracker,
        }
        order = [name for child in view.children for name, part in self.parts.items() if part is child]
        _check(
            len(order) == len(view.children) == len(self.parts),
            "the lesson view has parts the table does not know (site/answers.py must learn them)",
        )
        self.order = order

    def fresh(self, index: int) -> None:
        """Step ``index`` as a learner first sees it: nothing answered anywhere."""
        self.session.reset()
        self.session.goto(index)
        self.view.render()

    def picture(self, name: str) -> str:
        return _picture(self.parts[name])

    def row(self) -> str | None:
        """The feedback line under the cards, if the step is answered with cards."""
        hand = self.view.hand
        return None if hand is None else pictures.card_row_feedback(hand.row.feedback, hand.row.feedback_kind)

    def whole(self) -> tuple[str, dict[str, str]]:
        """The view's opening tag, and the picture of each part; checked to make the view's picture."""
        parts = {name: self.picture(name) for name in self.order}
        full = _picture(self.view)
        inner = "".join(parts[name] for name in self.order)
        _check(full.endswith(inner + "</div>"), "the view's picture is not its parts in order")
        return full[: len(full) - len(inner) - len("</div>")], parts


def _progress_templates(driver: _Driver, index: int) -> tuple[str, str]:
    """The progress line's picture at step ``index``, with the score, the steps done and the step's status left
    to fill in (without a status, and with one)."""
    from tutor.lesson import Progress
    from tutor.widgets.lesson_view import progress_html

    view = driver.view
    total = driver.session.total
    text = str(Progress(index, total, _SCORE_AT, _DONE_AT, 0))
    text = text.replace(str(_SCORE_AT), SCORE).replace(str(_DONE_AT), DONE)
    saved = view.progress.value
    try:
        lines = []
        for status in ("", STATUS):
            view.progress.value = progress_html(text, status)
            lines.append(driver.picture("prog"))
    finally:
        view.progress.value = saved
    return lines[0], lines[1]


def _fill(template: str, score: int, done: int, status: str) -> str:
    return template.replace(SCORE, str(score)).replace(DONE, str(done)).replace(STATUS, status)


def _subsets(n: int) -> Iterator[int]:
    return iter(range(1 << n))


def _members(options: tuple[Any, ...], mask: int) -> list[Any]:
    return [option for i, option in enumerate(options) if mask >> i & 1]


def _checked_masks(n: int, right: int) -> list[int]:
    """The sets of options whose picture is checked against the live view (see :data:`CHECKED_SETS`)."""
    if 1 << n <= CHECKED_SETS:
        return list(range(1 << n))
    masks = [0, (1 << n) - 1, right, *(1 << i for i in range(n))]
    masks += list(itertools.islice(range(1 << n), CHECKED_SETS))
    return list(dict.fromkeys(masks))


def _step(
    driver: _Driver, index: int, strings: _Strings, said: Callable[[Any], int]
) -> dict[str, Any] | None:
    """What step ``index`` of the view shows, in every situation a learner can put it in (None when the step waits
    for Python)."""
    from tutor.widgets.progress import step_id

    view, session = driver.view, driver.session
    driver.fresh(index)
    step = session.step
    if step.multiple and len(step.options) > MAX_OPTIONS:
        return None
    where = f"{session.title!r}, step {index + 1}"
    records, start = _records()["states"], _records()["start"]
    _, parts = driver.whole()
    plain, with_status = _progress_templates(driver, index)
    _check(parts["prog"] == _fill(plain, 0, 0, ""), f"{where}: the progress line is not the template")
    hand = view.hand is not None
    base, row0 = parts["ans"], driver.row()
    if hand:
        _replace_once(base, row0 or "", row0 or "", where)

    # hints, one more at each click, and the buttons once none is left
    hints = [parts["hints"]]
    controls = [parts["ctl"]]
    while view.hint_button.disabled is False:
        view.show_hint()
        hints.append(driver.picture("hints"))
        if view.hint_button.disabled:
            controls.append(driver.picture("ctl"))
    if len(controls) == 1:
        controls.append(controls[0])
    _check(len(hints) == len(step.hints) + 1, f"{where}: not every hint could be shown")

    def status_line(record_key: str) -> str:
        state = records[record_key]
        return _fill(
            with_status if state["status"] else plain,
            int(state["score"]),
            int(state["done"]),
            state["status"],
        )

    entry: dict[str, Any] = {
        "id": step_id(step) if session.total is not None else "",
        "head": strings(parts["head"]),
        "prompt": strings(parts["prompt"]),
        "scen": strings(parts["scen"]),
        "tracker": strings(parts["tracker"]),
        "prog": [strings(plain), strings(with_status)],
        "ans": strings(base),
        "row": strings(row0),
        "fb": strings(parts["fb"]),
        "hints": [strings(h) for h in hints],
        "ctl": [strings(c) for c in controls],
        "multi": step.multiple,
        "cards": [str(o) for o in step.options] if hand else None,
    }

    def answered(correct: bool, what: str) -> int:
        """The feedback on show, as an entry of the table; the progress line checked against the record's."""
        after = records[start]["right" if correct else "wrong"]
        _check(driver.picture("prog") == status_line(after), f"{where}, {what}: the progress line differs")
        return said((int(correct), strings(driver.picture("fb")), strings(driver.row())))

    if not step.multiple:
        say, feedbacks = [], []
        for option in step.options:
            driver.fresh(index)
            view.click(option)
            what = f"answer {step.label(option)}"
            expected = base if not hand else _replace_once(base, row0 or "", driver.row() or "", where)
            _check(driver.picture("ans") == expected, f"{where}, {what}: the answers differ")
            record = session.record
            say.append(answered(bool(record.last and record.last.correct), what))
            feedbacks.append(driver.picture("fb"))
        driver.fresh(index)
        view.show_answer()
        shown_ans, shown_row = driver.picture("ans"), driver.row()
        entry["shown"] = {
            "ans": strings(shown_ans),
            "fb": strings(driver.picture("fb")),
            "row": strings(shown_row),
        }
        _check(
            driver.picture("prog") == status_line(records[start]["show"]),
            f"{where}, show answer: progress differs",
        )
        for option, feedback in zip(
            step.options, feedbacks, strict=True
        ):  # an answer after the answer is shown
            view.click(option)
            expected = (
                shown_ans
                if not hand
                else _replace_once(shown_ans, shown_row or "", driver.row() or "", where)
            )
            _check(
                driver.picture("ans") == expected,
                f"{where}, an answer after the answer shown: answers differ",
            )
            _check(
                driver.picture("fb") == feedback,
                f"{where}, an answer after the answer shown: feedback differs",
            )
        entry["say"] = say
        return entry

    # a step answered by choosing several options: each option's picture, chosen or not
    options = step.options
    right = next(iter(step.answers()), frozenset())
    right_mask = sum(1 << i for i, o in enumerate(options) if o in right)

    def option_pictures() -> list[str]:
        if hand:
            items = view.hand.row.items
            clickable = [item for item in items if item.get("clickable")]
            by_card = {item["card"]: (i, item) for i, item in enumerate(clickable)}
            selectable = bool(view.hand.row.selectable)
            return [
                pictures.card_html(by_card[str(o)][1], index=by_card[str(o)][0], selectable=selectable)
                for o in options
            ]
        buttons = [b for b in view.answers.children if b is not view.check_button]
        _check(len(buttons) == len(options), f"{where}: not one button per option")
        return [_picture(b) for b in buttons]

    off = option_pictures()
    driver.fresh(index)
    for option in options:
        view.click(option)
    on = option_pictures()
    for i, (a, b) in enumerate(zip(off, on, strict=True)):
        _check(a != b and base.count(a) == 1, f"{where}: option {i + 1} has no picture of its own")

    def chosen(mask: int, row: str | None) -> str:
        text = base
        for i in range(len(options)):
            if mask >> i & 1:
                text = text.replace(off[i], on[i])
        if hand:
            text = _replace_once(text, row0 or "", row or "", where)
        return text

    for mask in _checked_masks(len(options), right_mask):  # the pictures put together are the live view's
        driver.fresh(index)
        for option in _members(options, mask):
            view.click(option)
        _check(driver.picture("ans") == chosen(mask, row0), f"{where}: {mask:b} chosen: the answers differ")
        view.submit()
        _check(
            driver.picture("ans") == chosen(mask, driver.row()), f"{where}: {mask:b} checked: answers differ"
        )
    say = []
    driver.fresh(index)
    for mask in _subsets(len(options)):
        view.choose(_members(options, mask))
        correct = bool(session.record.last and session.record.last.correct)
        fb, row = strings(driver.picture("fb")), strings(driver.row())
        say.append(said((int(correct), fb, row)))
        session.reset()
        session.goto(index)
    driver.fresh(index)
    view.show_answer()
    shown_row = driver.row()
    _check(
        driver.picture("ans") == chosen(right_mask, shown_row), f"{where}, show answer: the answers differ"
    )
    entry.update(
        {
            "opts": [[strings(a), strings(b)] for a, b in zip(off, on, strict=True)],
            "right": right_mask,
            "say": say,
            "shown": {"ans": -1, "fb": strings(driver.picture("fb")), "row": strings(shown_row)},
        }
    )
    return entry


def table(view: Any, ahead: int = DRILL_AHEAD) -> dict[str, Any]:
    """The table of answers of a lesson view (its session is driven, then put back to its first step)."""
    driver = _Driver(view)
    session = view.session
    strings = _Strings()
    said_index: dict[tuple[int, int, int], int] = {}
    said: list[tuple[int, int, int]] = []

    def say(entry: tuple[int, int, int]) -> int:
        if entry not in said_index:
            said_index[entry] = len(said)
            said.append(entry)
        return said_index[entry]

    count = session.total if session.total is not None else ahead
    steps: list[dict[str, Any] | None] = []
    opening = None
    for index in range(count):
        driver.fresh(index)
        this_opening, _ = driver.whole()
        _check(opening in (None, this_opening), "the view's opening tag changes from step to step")
        opening = this_opening
        steps.append(_step(driver, index, strings, say))
    driver.fresh(0)
    from tutor.widgets.progress import step_ids

    return {
        "v": TABLE_VERSION,
        "key": view.tracker.key,
        "title": session.title,
        "total": session.total,
        "steps": step_ids(session),
        "order": driver.order,
        "open": strings(opening),
        "records": _records(),
        "at": steps,
        "said": said,
        "strings": strings.texts,
    }


def tables(views: Iterable[Any]) -> dict[str, dict[str, Any]]:
    """The tables of the lesson views a lesson made, by their key."""
    return {view.tracker.key: table(view) for view in views}


def lesson_tables(notebook: Mapping[str, Any], name: str) -> dict[str, Any]:
    """The tables of every lesson view a lesson notebook makes (its code cells run in this process, with this
    checkout's ``tutor``, as ``site/lesson_map.py`` runs them): what the site ships as
    ``answers/<lesson>.json``."""
    from tutor.lesson.cells import run_cells
    from tutor.widgets.progress import collecting

    code = [cell["source"] for cell in notebook["cells"] if cell["cell_type"] == "code"]
    with collecting(views=True) as views:
        run_cells(("".join(source) if isinstance(source, list) else source for source in code), name)
    return {"v": TABLE_VERSION, "lesson": name, "views": tables(views)}
