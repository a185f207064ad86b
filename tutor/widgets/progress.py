"""A learner's progress kept in the browser: each step's result, saved by a tiny anywidget of every lesson view.

A :class:`~tutor.widgets.lesson_view.LessonView` of a :class:`~tutor.lesson.Lesson` carries a :class:`ProgressTracker`
(:func:`track`). When a step gets its result -- right at the first try, right after a retry, or its answer shown
-- the tracker adds it to :attr:`ProgressTracker.results`; its front end (``progress.js``) writes it into the
browser's ``localStorage``, where the site's lesson map, reset page and teacher page read it. Only the first
result of a step is kept (a step answered again after a reload keeps its first result).

The storage schema (version 1), one entry per site::

    key:   "tutor-progress:v1:" + <the site's path, e.g. "/" or "/tutor/">
    value: {"v": 1, "lessons": {<lesson id>: {<step id>: "first" | "retry" | "shown"}}}

The lesson id is the notebook's name without its number and extension (``02-follow-satat.ipynb`` ->
``follow-satat``), so renumbering the lessons keeps their results; the step id is :func:`step_id`, a digest of
what the step asks (kind, prompt, options, cards shown), so a new release keeps the results of every step it did
not change. Drills (endless exercises) are not recorded.

When the view is drawn, the front end sends what the browser holds for its steps (and the step asked for by a
``#step-<id>`` in the page's address, the lesson map's "continue" link): the view then opens at that step, or at
its first step without a result (:meth:`ProgressTracker.resume`).

>>> from tutor.lesson import BASIC, Lesson, play_card
>>> lesson = Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH"), play_card(BASIC, "AH 9H", "2S")])
>>> tracker = ProgressTracker(lesson)
>>> lesson.answer("9H").correct
True
>>> tracker.note(lesson)
'first'
>>> tracker.results == {step_id(lesson.steps[0]): "first"}
True
"""

from __future__ import annotations

import hashlib
import pathlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anywidget
import traitlets

from tutor.widgets._show import show

__all__ = [
    "FORMAT_VERSION",
    "RESULTS",
    "STORAGE_KEY",
    "ProgressTracker",
    "collecting",
    "result_of",
    "step_id",
    "step_ids",
    "track",
]

#: the version of the storage schema and of the learners' progress files
FORMAT_VERSION = 1

#: the prefix of the ``localStorage`` key; the site's path follows it
STORAGE_KEY = f"tutor-progress:v{FORMAT_VERSION}:"

#: the three results of a step, as stored
RESULTS = ("first", "retry", "shown")

_HERE = pathlib.Path(__file__).parent

#: sessions of the lesson views made while ``collecting()`` (the site's build lists the steps of each lesson)
_collected: list[Any] | None = None


def _fingerprint(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Iterable) and not isinstance(value, Mapping):
        return " ".join(_fingerprint(v) for v in value)
    return str(value)


def step_id(step: Any) -> str:
    """A stable id of a step: 8 hex digits of a digest of its kind, prompt, options and the cards it shows.

    The same step built again (another run, another release) has the same id; a step whose question
    changed has another one.

    >>> from tutor.lesson import BASIC, play_card
    >>> step_id(play_card(BASIC, "AH 9H 7C", "KH")) == step_id(play_card(BASIC, "AH 9H 7C", "KH"))
    True
    >>> step_id(play_card(BASIC, "AH 9H 7C", "KH")) == step_id(play_card(BASIC, "AH 9H 7D", "KH"))
    False
    """
    scenario = step.scenario
    parts = [
        step.kind.name,
        step.prompt,
        _fingerprint(step.options),
        _fingerprint(getattr(scenario, "hand", None)),
        _fingerprint(getattr(scenario, "trick", None)),
        _fingerprint(getattr(scenario, "trump", None)),
    ]
    return hashlib.blake2b("\x1f".join(parts).encode(), digest_size=4).hexdigest()


def result_of(record: Any) -> str | None:
    """The result of a step from its record, or ``None`` while it has none: ``"first"`` (right at the first
    try), ``"retry"`` (right after a retry) or ``"shown"`` (its answer shown before it was right)."""
    if getattr(record, "first_try", False):
        return "first"
    if getattr(record, "revealed", False):
        return "shown"
    if getattr(record, "solved", False):
        return "retry"
    return None


def step_ids(session: Any) -> list[str]:
    """The ids of a lesson's steps, in order (empty for a drill)."""
    if getattr(session, "total", None) is None:
        return []
    return [step_id(step) for step in session.steps]


class ProgressTracker(anywidget.AnyWidget):
    """The results of one lesson view's steps, written into the browser's storage by its front end.

    :param session: the view's :class:`~tutor.lesson.Lesson` (a drill's tracker records nothing).
    :param on_goto: called with a step's index when the front end asks the view to open at that step.
    """

    _esm = (_HERE / "progress.js").read_text(encoding="utf-8")

    #: the ids of the lesson's steps, in order
    steps = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: step id -> result, for the steps given a result in this view
    results = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)

    def __init__(self, session: Any, on_goto: Callable[[int], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(steps=step_ids(session), **kwargs)
        show(self, False)  # nothing to see
        self._session = session
        self._on_goto = on_goto
        self._resumed = False
        self.on_msg(self._on_front_end_message)

    def note(self, session: Any) -> str | None:
        """Record the current step's result, if it has one and had none before; return what was recorded."""
        if not self.steps or session.index >= len(self.steps):
            return None
        sid = self.steps[session.index]
        result = result_of(session.record)
        if result is None or sid in self.results:
            return None
        self.results = {**self.results, sid: result}
        return result

    def resume(self, stored: Mapping[str, str], target: str | None = None) -> int | None:
        """The step to open at: ``target`` if it is one of these steps; else, for a view still at its first step,
        the first step without a result in ``stored`` (the browser's results); ``None`` when nothing is stored
        for these steps or the learner has moved already. Calls ``on_goto`` with it, once per tracker."""
        if self._resumed or not self.steps:
            return None
        self._resumed = True
        if target in self.steps:
            index = self.steps.index(target)
        elif self._session.index == 0 and any(s in stored for s in self.steps):
            index = next((i for i, s in enumerate(self.steps) if s not in stored), len(self.steps) - 1)
        else:
            return None
        if self._on_goto is not None:
            self._on_goto(index)
        return index

    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("event") != "resume":
            return
        stored = content.get("stored")
        target = content.get("target")
        stored = {k: v for k, v in stored.items() if isinstance(v, str)} if isinstance(stored, dict) else {}
        self.resume(stored, target if isinstance(target, str) else None)


def track(view: Any) -> ProgressTracker:
    """The tracker of a lesson view (``view.session``, ``view.render()``); the site's build lists the view's
    steps through it while ``collecting()``."""

    def goto(index: int) -> None:
        view.session.goto(index)
        view.render()

    if _collected is not None:
        _collected.append(view.session)
    return ProgressTracker(view.session, on_goto=goto)


class collecting:
    """Within ``with collecting() as sessions:``, the sessions of the lesson views made are appended to
    ``sessions``, in order (the site's build runs a lesson's cells this way to list its steps)."""

    def __enter__(self) -> list[Any]:
        global _collected
        self._outer = _collected
        _collected = []
        return _collected

    def __exit__(self, *exc: object) -> None:
        global _collected
        _collected = self._outer
