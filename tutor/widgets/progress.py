"""Where a learner is and how each step went, kept in the browser: one tiny anywidget in every lesson view.

A :class:`~tutor.widgets.lesson_view.LessonView` carries a :class:`ProgressTracker` (:func:`track`), the one store
of a learner's place and results:

* **the step reached** (:attr:`ProgressTracker.step`): in the browser (JupyterLite) Python starts afresh with
  every page load, and a lesson view would start again at its first step; the tracker's front end keeps the step
  reached and brings a fresh view back to it;
* **each step's result** (:attr:`ProgressTracker.results`): right at the first try, right after a retry, or its
  answer shown. Only the first result of a step is kept (a step answered again after a reload keeps its first
  result). The site's lesson map, reset page and teacher page read them (``site/templates/progress.js``).

The storage schema (version 2): one ``localStorage`` record per lesson, holding both::

    key:   "tutor-progress:v2:" + <the site's path, e.g. "/" or "/tutor/"> + <lesson id>
    value: {"v": 2,
            "results": {<step id>: "first" | "retry" | "shown"},
            "at": {<view key>: <index of the step reached>}}

The lesson id is the notebook's name without its number and extension (``02-follow-satat.ipynb`` ->
``follow-satat``), so renumbering the lessons keeps their results; the step id is :func:`step_id`, a digest of
what the step asks (kind, prompt, options, cards shown), so a new release keeps the results of every step it did
not change. A lesson notebook holds several lesson views: each keeps its step reached under its
:attr:`~ProgressTracker.key` (:func:`view_key`: its title and a digest of its prompts, so a view changed in a
release starts again at its first step). Drills (endless exercises) keep their place, never results.

Release 1 kept the results of every lesson in one record per site (``"tutor-progress:v1:<site path>"`` ->
``{"v": 1, "lessons": {<lesson id>: {<step id>: <result>}}}``) and each view's step reached apart
(``"tutor-step:<site path><view key>"`` -> ``{"step": n}``). Both are read and moved into the lessons' records
the first time a page of the new release meets them (a result already in the new record wins), then removed.

When the view is drawn, the front end sends what the browser holds for it: the results of its steps, its step
reached, and the step asked for by a ``#step-<id>`` in the page's address (the lesson map's "continue" link).
The view then opens at the step asked for; else, still at its first step, at its step reached; else at its first
step without a result (:meth:`ProgressTracker.resume`).

On the site, a lesson box answers clicks before Python has started: its picture is driven by a table made at build
time (``site/answers.py``), which keeps the same store and a log of what the learner did. When the live view is
drawn, its front end takes that log over and sends it with the resume: the view then does again what was done
there (:meth:`LessonView.replay <tutor.widgets.lesson_view.LessonView.replay>`) rather than choosing a step, and
counts the events done in :attr:`ProgressTracker.replayed`; the front end shows the live view once every event is
done (events made meanwhile follow in ``{"event": "replay", "start": n, "log": [...]}``, each done once).

>>> from tutor.lesson import BASIC, Lesson, play_card
>>> lesson = Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH"), play_card(BASIC, "AH 9H", "2S")])
>>> tracker = ProgressTracker(lesson)
>>> lesson.answer("9H").correct
True
>>> tracker.note(lesson)
'first'
>>> tracker.results == {step_id(lesson.steps[0]): "first"}
True
>>> tracker.key.startswith("Follow suit ")
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
    "LEGACY_KEYS",
    "RESULTS",
    "STORAGE_KEY",
    "STORAGE_VERSION",
    "ProgressTracker",
    "collecting",
    "result_of",
    "same_steps",
    "step_id",
    "step_ids",
    "track",
    "view_key",
]

#: the version of the learners' progress files (``site/templates/progress.js``)
FORMAT_VERSION = 1

#: the version of the storage schema
STORAGE_VERSION = 2

#: the prefix of a lesson's ``localStorage`` key; the site's path and the lesson id follow it
STORAGE_KEY = f"tutor-progress:v{STORAGE_VERSION}:"

#: the prefixes of release 1's keys, read once and moved into the lessons' records: the results of a whole site,
#: and one view's step reached
LEGACY_KEYS = ("tutor-progress:v1:", "tutor-step:")

#: the three results of a step, as stored
RESULTS = ("first", "retry", "shown")

_HERE = pathlib.Path(__file__).parent

#: sessions of the lesson views made while ``collecting()`` (the site's build lists the steps of each lesson)
_collected: list[Any] | None = None
#: the lesson views made while ``collecting(views=True)`` (the site's build makes their tables of answers)
_collected_views: list[Any] | None = None


#: a translated lesson's step ids and view keys -> the English lesson's (:func:`same_steps`)
_same: dict[str, str] = {}


def same_steps(steps: Mapping[str, str], views: Mapping[str, str] = {}) -> None:
    """Keep a translated lesson's results under the English lesson's ids: ``steps`` maps each step id of the
    translated lesson to the id of the same step in English, ``views`` each view key likewise. The site's build
    computes both (the lesson run in each language: the same steps in the same order) and starts each translated
    lesson with this call, so a learner's progress is one per lesson whatever the language it was read in.

    >>> from tutor.lesson import BASIC, Lesson, play_card
    >>> english = play_card(BASIC, "AH 9H 7C", "KH", prompt="Play a card.")
    >>> spanish = play_card(BASIC, "AH 9H 7C", "KH", prompt="Juega una carta.")
    >>> same_steps({step_id(spanish): step_id(english)})
    >>> step_id(spanish) == step_id(english)
    True
    >>> same_steps({})
    """
    _same.clear()
    _same.update(steps)
    _same.update(views)


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
    own = hashlib.blake2b("\x1f".join(parts).encode(), digest_size=4).hexdigest()
    return _same.get(own, own)


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


def view_key(session: Any) -> str:
    """The key a lesson view keeps its step reached under: the same lesson (title and prompts, or a drill's title
    and seed) gets the same key in every run; a lesson changed in a new release gets another one (and starts again
    at its first step).

    >>> from tutor.lesson import BASIC, Lesson, play_card
    >>> view_key(Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH")]))
    'Follow suit 7afdb2132ca9'
    """
    if getattr(session, "total", None) is None:  # a drill
        parts = [session.title, str(getattr(session, "seed", ""))]
    else:
        parts = [session.title, *(step.prompt for step in session.steps)]
    own = f"{session.title} {hashlib.sha256(chr(0).join(parts).encode()).hexdigest()[:12]}"
    return _same.get(own, own)


class ProgressTracker(anywidget.AnyWidget):
    """The step reached and the results of one lesson view, kept in the browser's storage by its front end.

    :param session: the view's :class:`~tutor.lesson.Lesson` or drill (a drill's tracker records no results).
    :param on_goto: called with a step's index when the front end asks the view to open at that step.
    :param on_replay: called with events of the site's log to do again (:meth:`replay`).
    """

    _esm = (_HERE / "progress.js").read_text(encoding="utf-8")

    #: the ids of the lesson's steps, in order
    steps = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: step id -> result, for the steps given a result in this view
    results = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)
    #: the key the step reached is kept under (:func:`view_key`)
    key = traitlets.Unicode("").tag(sync=True)
    #: the step reached (0-based); the view sets it each time it draws a step
    step = traitlets.Int(0).tag(sync=True)
    #: the events of the site's log done by :meth:`replay` (``-1`` until the view has resumed with a log)
    replayed = traitlets.Int(-1).tag(sync=True)

    def __init__(
        self,
        session: Any,
        on_goto: Callable[[int], Any] | None = None,
        on_replay: Callable[[list[Any]], Any] | None = None,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("key", view_key(session))
        super().__init__(steps=step_ids(session), **kwargs)
        show(self, False)  # nothing to see
        self._session = session
        self._on_goto = on_goto
        self._on_replay = on_replay
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

    def resume(
        self, stored: Mapping[str, str], target: str | None = None, at: Any = None, log: Any = None
    ) -> int | None:
        """The step to open at, once per tracker: ``target`` if it is one of these steps; else, for a view still at
        its first step, ``at`` (the step reached kept by the browser) if it is a later step of this view, or the
        first step without a result in ``stored`` (the browser's results). ``None`` when none applies. Calls
        ``on_goto`` with it.

        With a ``log`` (a list: what the learner did in the site's picture of this view before Python started,
        which chose the step already), the view does it again instead (:meth:`replay`) and the step it ends at is
        returned."""
        if self._resumed:
            return None
        self._resumed = True
        if isinstance(log, list):
            self.replay(0, log)
            return int(self._session.index)
        total = getattr(self._session, "total", None)
        reached = (
            isinstance(at, int) and not isinstance(at, bool) and at > 0 and (total is None or at < total)
        )
        if target is not None and target in self.steps:
            index = self.steps.index(target)
        elif self._session.index != 0:
            return None
        elif reached:
            index = at
        elif self.steps and any(s in stored for s in self.steps):
            index = next((i for i, s in enumerate(self.steps) if s not in stored), len(self.steps) - 1)
        else:
            return None
        if self._on_goto is not None:
            self._on_goto(index)
        return index

    def replay(self, start: Any, log: Any) -> int:
        """Do the events of the site's log from position ``start`` on, each once: an event already done (a
        message sent twice) is skipped, and so are events after a gap. Sets :attr:`replayed`; returns how many
        events it did."""
        if not isinstance(log, list) or not isinstance(start, int) or isinstance(start, bool) or start < 0:
            return 0
        done = max(self.replayed, 0)
        fresh = log[done - start :] if start <= done else []
        if fresh and self._on_replay is not None:
            self._on_replay(fresh)
        self.replayed = done + len(fresh)
        return len(fresh)

    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("event") == "replay":
            if self._resumed:
                self.replay(content.get("start"), content.get("log"))
            return
        if content.get("event") != "resume":
            return
        stored = content.get("stored")
        target = content.get("target")
        stored = {k: v for k, v in stored.items() if isinstance(v, str)} if isinstance(stored, dict) else {}
        self.resume(
            stored, target if isinstance(target, str) else None, content.get("at"), content.get("log")
        )


def track(view: Any) -> ProgressTracker:
    """The tracker of a lesson view (``view.session``, ``view.render()``); the site's build lists the view's
    steps through it while ``collecting()``."""

    def goto(index: int) -> None:
        try:
            view.session.goto(index)
        except IndexError:  # a place the lesson no longer has
            return
        view.render()

    if _collected is not None:
        _collected.append(view.session)
    if _collected_views is not None:
        _collected_views.append(view)
    return ProgressTracker(view.session, on_goto=goto, on_replay=view.replay)


class collecting:
    """Within ``with collecting() as sessions:``, the sessions of the lesson views made are appended to
    ``sessions``, in order (the site's build runs a lesson's cells this way to list its steps); with
    ``collecting(views=True)``, the lesson views themselves."""

    def __init__(self, views: bool = False) -> None:
        self._views = views

    def __enter__(self) -> list[Any]:
        global _collected, _collected_views
        self._outer = (_collected, _collected_views)
        if self._views:
            _collected_views = []
            return _collected_views
        _collected = []
        return _collected

    def __exit__(self, *exc: object) -> None:
        global _collected, _collected_views
        _collected, _collected_views = self._outer
