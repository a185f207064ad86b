"""The lessons as the tests walk them: each lesson file's code cells run in this process, and the
:class:`~tutor.lesson.Lesson` objects it builds give every step with its right and wrong answers, computed by
the lesson model (never written in a test). Shared by ``test_lessons_run.py`` (in Python) and
``browser/test_lesson_walk.py`` (the same steps clicked in the built site), so a new lesson is covered by both
without writing a test.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.cards import Card
from tutor.lesson import Drill, Lesson, Step

LESSONS = sorted((Path(__file__).resolve().parent.parent / "lessons").glob("[0-9][0-9]-*.md"))


@functools.cache
def run_lesson(path: Path, language: str = "en") -> dict:
    """Run the code cells of a lesson file in this process; its namespace. In another ``language``, the lesson as
    the site ships it in that language (:func:`tutor.lesson.sources.in_language` with its catalogue).

    Run once per test process and shared by every test that walks the lesson: read it, never change it."""
    return run_translated(path, language, lesson_words(path, language) if language != "en" else {})


def run_translated(path: Path, language: str, words: dict[str, str]) -> dict:
    """Run the code cells of a lesson file in ``language`` with the translations ``words``; its namespace (the
    language is set back to English afterwards)."""
    import jupytext

    from tutor import i18n
    from tutor.lesson.cells import run_cells
    from tutor.lesson.sources import in_language

    text = in_language(path.read_text(encoding="utf-8"), language, words)
    notebook = jupytext.reads(text, fmt="md:myst")
    with i18n.speaking("en"):
        return run_cells((cell.source for cell in notebook.cells if cell.cell_type == "code"), path.name)


def lesson_words(path: Path, language: str) -> dict[str, str]:
    """The translations of a lesson's pieces in ``language`` (its catalogue, ``lessons/locale/``)."""
    from tutor.lesson.sources import lesson_words as words

    return words(path, language)


def sessions(namespace: dict) -> list[Lesson | Drill]:
    """The lessons and drills a lesson file built, in the order of their names."""
    found: list[Lesson | Drill] = []
    for value in namespace.values():
        values = value if isinstance(value, list | tuple) else [value]
        found += [v for v in values if isinstance(v, Lesson | Drill) and v not in found]
    return found


def lessons_of(path: Path, language: str = "en") -> list[Lesson]:
    """The lessons a lesson file builds, in ``language`` (their steps then speak it: walk them in
    ``tutor.i18n.speaking(language)``)."""
    return [s for s in sessions(run_lesson(path, language)) if isinstance(s, Lesson)]


def words_for(step: Step, option: Any) -> set[str]:
    """The words that name an option: its label, and for a card its notation and its name."""
    words = {step.label(option)}
    if isinstance(option, Card):
        words |= {option.unicode(), option.name()}
    return {w for w in words if w}


def _named(text: str, word: str, *, unspaced: bool = False, cased: bool = False) -> bool:
    if unspaced:  # a number is no part of a longer number ("6" is not named by "16点")
        return re.search(rf"(?<![0-9]){re.escape(word)}(?![0-9])", text, re.IGNORECASE) is not None
    flags = 0 if cased else re.IGNORECASE
    return re.search(rf"(?<![\w♠♥♦♣]){re.escape(word)}(?![\w♠♥♦♣])", text, flags) is not None


#: a word a language cannot do without that is also an option's whole label: Spanish "no" is the answer "no" and the
#: word "not" ("Este no sabe…"), so a reason saying it names nothing
GRAMMAR_WORDS = {"es": frozenset({"no"})}
#: languages written without spaces between words: a label is named wherever it stands in the text
UNSPACED = frozenset({"ja"})
#: languages whose capitals tell a name from a word: Spanish "Este" is the seat East, "este" the word "this"
CASED = frozenset({"es"})


def named_right_answers(step: Step, wrong: Any, text: str, language: str | None = None) -> list[str]:
    """The right options, not part of the wrong attempt, that ``text`` names (it should name none), read as
    ``language`` is written (by default the language spoken now)."""
    from tutor import i18n

    language = language or i18n.get_language()
    right = step.answers()
    chosen = set(wrong) if step.multiple else {wrong}
    wanted = set(right[0]) if step.multiple and right else set(right)
    grammar = GRAMMAR_WORDS.get(language, frozenset())
    named = []
    for option in wanted - chosen:
        words = [word for word in words_for(step, option) if word.casefold() not in grammar]
        named += [
            word
            for word in words
            if _named(text, word, unspaced=language in UNSPACED, cased=language in CASED)
        ]
    return named


@dataclass(frozen=True)
class Walk:
    """One step as the tests walk it: a wrong answer (if the options hold one) then a right one."""

    lesson: Lesson
    number: int
    step: Step
    wrong: Any
    right: Any

    @property
    def where(self) -> str:
        return f"{self.lesson.title!r} step {self.number} ({self.step.prompt!r})"


def walks(lesson: Lesson) -> Iterator[Walk]:
    for number, step in enumerate(lesson.steps, 1):
        wrong = step.wrong_answers()
        yield Walk(lesson, number, step, wrong[0] if wrong else None, step.right_answer())
