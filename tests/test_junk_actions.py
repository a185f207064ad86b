"""Nothing crashes: whatever a learner or a widget sends to ``apply``, the answer is a teaching error.

Every game refuses junk with a :class:`~tutor.errors.TutorError` (``IllegalAction``, ``NotationError`` or
``ImpossiblePosition``, all ``ValueError``), never with an ``AttributeError`` or a ``TypeError`` from deep inside
the engine. The rule functions get the same treatment in ``test_protocol_inputs.py``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest

from tutor import games
from tutor.cards import Card, CardSet, parse_card
from tutor.errors import TutorError

JUNK = [
    None,
    42,
    3.5,
    object(),
    "",
    "   ",
    "ZZ",
    "play",
    "QS QS",
    b"QS",
    ("QS",),
    ["pass"],
    CardSet.parse("AS"),
]


def junk_for(game, state) -> list:
    """Junk, plus each of the game's action types holding something that is not what it should be."""
    items = list(JUNK)
    for action in state.legal_actions()[:3]:
        cls = type(action)
        for field, spec in getattr(cls, "__dataclass_fields__", {}).items():
            if spec.default is not dataclasses.MISSING:  # an optional part (Satat's signals): None means none
                continue
            for bad in (None, "QS", 42, parse_card("2C", "spanish"), parse_card("2C")):
                with contextlib.suppress(TypeError, ValueError):
                    items.append(
                        cls(**{**{f: getattr(action, f) for f in cls.__dataclass_fields__}, field: bad})
                    )
    return items


def states(game, count: int = 12):
    """A few states from each phase of a random deal."""
    rng = random.Random(3)
    state = game.start(8)
    out = [state]
    while not state.is_terminal and len(out) < 400:
        state = state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    step = max(1, len(out) // count)
    return out[::step]


@pytest.mark.parametrize("name", games.GAMES)
def test_junk_actions_get_a_teaching_error_never_a_crash(name):
    game = games.get(name)
    for state in states(game):
        legal = state.legal_actions()
        for junk in junk_for(game, state):
            if any(junk == action for action in legal):
                continue
            try:
                state.apply(junk)
            except TutorError as error:
                assert str(error), f"{name}: empty message for {junk!r}"
            else:
                raise AssertionError(f"{name}: {junk!r} was accepted in phase {state.phase}")


def test_a_card_object_is_never_a_bad_type():
    assert isinstance(parse_card("QS"), Card)
