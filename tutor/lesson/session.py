"""A learner's way through a lesson or a drill: the current step, answers, hints, the answer shown, progress.

>>> from tutor.lesson import BASIC, Lesson, play_card, which_wins
>>> lesson = Lesson("Follow suit", [
...     play_card(BASIC, "AH 9H 7C", "KH"),
...     which_wins(BASIC, "9H KH 2S", trump="S"),
... ])
>>> print(lesson.progress)
Step 1 of 2 · score 0 of 2
>>> lesson.answer("7C").correct
False
>>> lesson.answer("9H").correct, lesson.record.status
(True, 'right after a retry')
>>> lesson.next()
True
>>> lesson.hint()
'9♥ was led.'
>>> lesson.show_answer()
'Answer: 2♠.'
>>> print(lesson.progress), lesson.record.status
Step 2 of 2 · score 0 of 2
(None, 'answer shown')
>>> lesson.reset(); lesson.index
0
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..i18n import gettext_noop
from ..sentences import Template
from .steps import Feedback, Step

__all__ = ["Drill", "Lesson", "Progress", "Record"]


@dataclass(slots=True)
class Record:
    """What happened on one step: attempts, hints seen, whether it was solved, or its answer shown."""

    attempts: int = 0
    hints: int = 0
    solved: bool = False
    first_try: bool = False
    revealed: bool = False
    last: Feedback | None = None

    @property
    def scores(self) -> bool:
        """A step scores only when answered right at the first try, before its answer was shown."""
        return self.first_try

    @property
    def status(self) -> str:
        """How the step went, in words: ``'right at the first try'``, ``'right after a retry'``,
        ``'answer shown'``, ``'not right yet'`` or ``''`` (not answered)."""
        if self.first_try:
            return gettext_noop("right at the first try")
        if self.revealed:
            return gettext_noop("answer shown")
        if self.solved:
            return gettext_noop("right after a retry")
        return gettext_noop("not right yet") if self.attempts else ""


EXERCISE = Template("Exercise {number} · score {score} of {done}")
STEP = Template("Step {number} of {total} · score {score} of {total}")


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the learner is: step ``index + 1`` of ``total`` (``None`` for an endless drill) and the score."""

    index: int
    total: int | None
    score: int
    done: int
    first_try: int

    def __str__(self) -> str:
        if self.total is None:
            return EXERCISE.say(number=self.index + 1, score=self.score, done=self.done)
        return STEP.say(number=self.index + 1, total=self.total, score=self.score)


class _Session:
    """Shared by :class:`Lesson` and :class:`Drill`: one current step and a record per step."""

    title: str
    intro: str

    def __init__(self, title: str, intro: str = "") -> None:
        self.title = title
        self.intro = intro
        self._index = 0
        self._records: dict[int, Record] = {}

    # -- to be provided ----------------------------------------------------------------------------------
    def _step_at(self, index: int) -> Step:
        raise NotImplementedError

    @property
    def total(self) -> int | None:
        raise NotImplementedError

    # -- navigation --------------------------------------------------------------------------------------
    @property
    def index(self) -> int:
        """The position of the current step (0-based)."""
        return self._index

    @property
    def step(self) -> Step:
        """The current step."""
        return self._step_at(self._index)

    @property
    def record(self) -> Record:
        """What the learner has done on the current step."""
        return self._records.setdefault(self._index, Record())

    def next(self) -> bool:
        """Go to the next step; ``False`` (and stay) at the end of a lesson."""
        if self.total is not None and self._index + 1 >= self.total:
            return False
        self._index += 1
        return True

    def previous(self) -> bool:
        """Go back one step; ``False`` at the first step."""
        if self._index == 0:
            return False
        self._index -= 1
        return True

    def goto(self, index: int) -> None:
        """Go to step ``index`` (0-based)."""
        if index < 0 or (self.total is not None and index >= self.total):
            raise IndexError(f"there is no step {index + 1} in {self.title!r}")
        self._index = index

    # -- answering ---------------------------------------------------------------------------------------
    def answer(self, answer: Any) -> Feedback:
        """Answer the current step: the judge's :class:`~tutor.lesson.Feedback`, recorded for the score."""
        record = self.record
        feedback = self.step.check(answer)
        record.attempts += 1
        record.last = feedback
        if feedback.correct and not record.solved:
            record.solved = True
            record.first_try = record.attempts == 1 and not record.revealed
        return feedback

    def hint(self) -> str | None:
        """The next hint of the current step (hints never give the answer away), or ``None`` when none is left."""
        record = self.record
        hints = self.step.hints
        if record.hints >= len(hints):
            return None
        record.hints += 1
        return hints[record.hints - 1]

    def hints_left(self) -> int:
        return len(self.step.hints) - self.record.hints

    def show_answer(self) -> str:
        """Show the answer of the current step (a separate action: the step then no longer scores)."""
        self.record.revealed = True
        return self.step.answer_text()

    def retry(self) -> None:
        """Try the current step again: its last answer is cleared, but not how it went (a step answered
        wrong, or whose answer was shown, does not score after a retry)."""
        record = self.record
        record.last = None

    def reset(self) -> None:
        """Back to the start, everything forgotten."""
        self._index = 0
        self._records.clear()

    # -- progress ----------------------------------------------------------------------------------------
    @property
    def score(self) -> int:
        """Steps answered right at the first try, without their answer shown."""
        return sum(record.scores for record in self._records.values())

    @property
    def progress(self) -> Progress:
        done = sum(record.solved or record.revealed for record in self._records.values())
        first = sum(record.first_try for record in self._records.values())
        return Progress(self._index, self.total, self.score, done, first)

    @property
    def is_complete(self) -> bool:
        """Every step of a lesson solved or shown (never true for a drill)."""
        if self.total is None:
            return False
        return all(
            self._records.get(i, Record()).solved or self._records.get(i, Record()).revealed
            for i in range(self.total)
        )

    def __str__(self) -> str:
        return f"{self.title}\n{self.progress}\n\n{self.step}"

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.title!r}: {self.progress}>"


class Lesson(_Session):
    """A titled sequence of steps a learner goes through with feedback, hints, answers and a score.

    :param title: the lesson's title.
    :param steps: the steps, built with the factories of :mod:`tutor.lesson`.
    :param intro: a sentence shown above the steps.
    """

    def __init__(self, title: str, steps: Iterable[Step], *, intro: str = "") -> None:
        super().__init__(title, intro)
        self.steps: tuple[Step, ...] = tuple(steps)
        if not self.steps:
            raise ValueError(f"lesson {title!r} has no steps")
        for number, step in enumerate(self.steps, 1):
            if not isinstance(step, Step):
                raise TypeError(f"step {number} of {title!r} is not a Step: {step!r}")

    def _step_at(self, index: int) -> Step:
        return self.steps[index]

    @property
    def total(self) -> int:
        return len(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def _repr_html_(self) -> str:
        from .render import session_html

        return session_html(self, self.steps)


class Drill(_Session):
    """An endless supply of generated exercises on one topic, each from its own seeded random deal.

    :param title: the topic ("Which cards may you play? (Satat)").
    :param make: ``seed -> Step``; exercise ``n`` is ``make(seed + n)``, so a drill is reproducible.
    :param seed: where the sequence starts (share it to give a class the same exercises).

    >>> from tutor.lesson import BASIC, drills
    >>> drill = drills.legal_cards(BASIC, seed=3)
    >>> drill.step is drill.step, drill.total
    (True, None)
    >>> step = drill.step
    >>> drill.answer(step.answers()[0]).correct
    True
    >>> drill.next(); drill.index
    True
    1
    """

    def __init__(self, title: str, make: Callable[[int], Step], *, seed: int = 0, intro: str = "") -> None:
        super().__init__(title, intro)
        self.make = make
        self.seed = seed
        self._made: dict[int, Step] = {}

    def _step_at(self, index: int) -> Step:
        if index not in self._made:
            self._made[index] = self.make(self.seed + index)
        return self._made[index]

    @property
    def total(self) -> None:
        return None

    def take(self, n: int) -> tuple[Step, ...]:
        """The first ``n`` exercises (for a static page or a test)."""
        return tuple(self._step_at(i) for i in range(n))

    def reset(self, seed: int | None = None) -> None:
        """Back to the first exercise; with ``seed``, a new sequence."""
        super().reset()
        if seed is not None:
            self.seed = seed
            self._made.clear()

    def reshuffle(self) -> None:
        """A fresh sequence from a new random seed."""
        self.reset(random.randrange(1 << 30))

    def _repr_html_(self) -> str:
        from .render import session_html

        return session_html(self, self.take(3))
