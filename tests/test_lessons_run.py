"""Every lesson runs top to bottom, and every step of every lesson is answered right and wrong.

Two checks per lesson file in ``lessons/``:

* executed as a notebook (jupytext -> nbclient, the ``python3`` kernel of this venv), as the site does: no cell
  may produce an error (``slow``); the docs build reuses this run's outputs (``lesson_runs`` in conftest.py);
* its code cells run in this process, then every :class:`~tutor.lesson.Lesson` (and a few exercises of every
  :class:`~tutor.lesson.Drill`) it built is collected, and each step's checker must accept each of its computed
  answers and reject a wrong one.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.lesson_walk import LESSONS, lessons_of, named_right_answers, run_lesson, sessions, walks
from tutor.cards import Card
from tutor.lesson import Kind, Lesson
from tutor.lesson.adapt import game_deck

jupytext = pytest.importorskip("jupytext")


def _ids(path: Path) -> str:
    return path.stem


def test_lessons_exist_in_reading_order():
    names = [p.stem for p in LESSONS]
    assert names and names[0] == "01-start-here"
    assert names == sorted(names)


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_lesson_has_the_myst_header_and_python3_kernel(path):
    notebook = jupytext.read(path)
    assert notebook.metadata["kernelspec"]["name"] == "python3"
    assert notebook.metadata["jupytext"]["text_representation"]["format_name"] == "myst"
    code = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")
    for forbidden in ("open(", "%pip", "threading", "urllib", "requests", "Path("):
        assert forbidden not in code, f"{path.name} uses {forbidden!r}: lessons must run in JupyterLite"


@pytest.mark.slow
@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_lesson_executes_top_to_bottom(path, lesson_runs):
    """Executed once per test run (tests/conftest.py): the docs build shows these same outputs."""
    _, errors = lesson_runs.run(path)
    assert not errors, f"{path.name} failed:\n" + "\n".join(errors)


def _wrong(step):
    wrong = step.wrong_answers()
    if wrong:
        return wrong[0]
    if step.kind is Kind.PLAY and step.scenario is not None and step.scenario.hand is not None:
        # every card of the hand is right (e.g. void in the suit led): a card the learner does not hold is wrong
        deck = game_deck(step.scenario.game)
        return next(card for card in deck.cards if card not in step.scenario.hand)
    return None


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_step_checker_takes_a_right_and_a_wrong_answer(path):
    built = sessions(run_lesson(path))
    assert built, f"{path.name} builds no Lesson or Drill"
    for session in built:
        steps = session.steps if isinstance(session, Lesson) else session.take(3)
        for number, step in enumerate(steps, 1):
            where = f"{path.name}: {session.title!r} step {number} ({step.prompt!r})"
            right = step.answers()
            assert right, f"{where}: no option is right"
            for answer in right:
                assert step.check(answer).correct, where
            wrong = _wrong(step)
            assert wrong is not None, f"{where}: no wrong answer to try"
            feedback = step.check(wrong)
            assert not feedback.correct, where
            assert str(feedback), where
            assert step.answer_text().startswith("Answer"), where
            assert isinstance(right[0], Card | frozenset) or step.kind is not Kind.PLAY


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_no_wrong_answer_is_told_the_right_one(path):
    """A wrong attempt says why that choice is wrong, never which choice is right (the answer comes only
    through "Show answer")."""
    given_away = []
    for lesson in lessons_of(path):
        for walk in walks(lesson):
            for wrong in walk.step.wrong_answers():
                text = str(walk.step.check(wrong))
                named = named_right_answers(walk.step, wrong, text)
                if named:
                    given_away.append(
                        f"{walk.where}: {walk.step.label(wrong) if not walk.step.multiple else wrong} -> {text!r} names {named}"
                    )
    assert not given_away, f"{path.name}:\n" + "\n".join(given_away)


_HAND_LITERALS = (
    r'CardSet\.parse\("(?P<cards>[^"]+)"(?P<spanish>, "spanish")?\)',
    r'CardSet\((?P<game>\w+)\.parse_cards\("(?P<cards>[^"]+)"\)\)',
    r'^hand = "(?P<cards>[^"]+)"',
    r'side_by_side\("(?P<cards>[^"]+)"',
    r"^You hold (?P<cards>[^.]+)\.",
)


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_hands_are_written_in_the_order_they_are_shown(path):
    """A hand is shown sorted (suit by suit, high to low): a lesson writes it in that order, so the text and
    the picture list the cards alike."""
    from tutor.cards import CardSet, parse_cards

    text = path.read_text(encoding="utf-8")
    for pattern in _HAND_LITERALS:
        for match in re.finditer(pattern, text, re.MULTILINE):
            found = match.groupdict()
            spanish = found.get("spanish") or found.get("game") == "subastao"
            cards = parse_cards(found["cards"].replace(",", " "), "spanish" if spanish else "french")
            assert cards == CardSet(cards).sorted(), (
                f"{path.name}: {match.group(0)!r} is not in display order"
            )
