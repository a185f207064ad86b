"""Guided lessons: steps whose answers are computed by the rules API, with feedback, hints and a score.

A lesson is a few lines in a notebook cell:

>>> from tutor.lesson import BASIC, Lesson, choose_cards, play_card, which_wins
>>> lesson = Lesson("Follow suit", [
...     play_card(BASIC, hand="AH 9H 7C", trick="KH", prompt="Hearts were led. Play a card."),
...     choose_cards(BASIC, hand="AH 9H 7C", trick="7H"),
...     which_wins(BASIC, trick="9H KH 2S", trump="S"),
... ])
>>> feedback = lesson.answer("7C")
>>> feedback.correct, feedback.reason
(False, 'You cannot play 7♣: you must follow ♥')

No answer is typed by hand: :meth:`Step.answers` asks the game's ``legal_plays``, ``trick_winner`` or
``State.apply`` about every option, so the text of a lesson and its table cannot drift apart.

>>> sorted(str(card) for card in lesson.steps[1].answers()[0])
['9H', 'AH']

Drills (:mod:`tutor.lesson.drills`) generate endless exercises from seeded random deals. Lessons and drills
render as static HTML (``_repr_html_``); :class:`tutor.widgets.lesson_view.LessonView` makes them clickable.
"""

from __future__ import annotations

from . import drills
from .actions import choose_actions, play_action, play_from
from .adapt import BASIC, game_module
from .advice import advice_step
from .card_steps import choose_cards, play_card, which_wins
from .questions import points_choice
from .session import Drill, Lesson, Progress, Record
from .steps import Feedback, Kind, LessonError, Scenario, Step, choice

__all__ = [
    "BASIC",
    "Drill",
    "Feedback",
    "Kind",
    "Lesson",
    "LessonError",
    "Progress",
    "Record",
    "Scenario",
    "Step",
    "advice_step",
    "choice",
    "choose_actions",
    "choose_cards",
    "drills",
    "game_module",
    "play_action",
    "play_card",
    "play_from",
    "points_choice",
    "which_wins",
]
