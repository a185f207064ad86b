"""The exact analysis, every hand known: a deal's :class:`Session` (one adapter and one solver, their tables
shared by successive questions), and :func:`solve`, :func:`values`, :func:`costs`, :func:`reaches`,
:func:`describe`, :func:`review` (see :mod:`tutor.analysis`, which offers them all).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..errors import TutorError
from ..games.protocol import in_play
from ..i18n import get_language
from ..sentences import Template
from .lookup import EVERY_HAND, adapter
from .search import Solver

__all__ = ["Cost", "Session", "costs", "describe", "reaches", "review", "solve", "values"]


def _check(state: Any) -> None:
    if getattr(state, "viewer", None) is not None:
        raise TutorError(EVERY_HAND)
    if state.is_terminal:
        return
    if not in_play(state):  # the phase contract: Satat's 7-0 choice is part of the play
        raise TutorError(f"the analysis starts in the play phase, not the {state.phase.value} phase")


class Session:
    """One deal's adapter and solver, so that successive questions share the transposition table."""

    def __init__(self, state: Any) -> None:
        self.adapter = adapter(state)
        self.solver = Solver(self.adapter)

    def solve(self, state: Any) -> int:
        _check(state)
        if state.is_terminal:
            return self.adapter.final_value(state)
        base, pos = self.adapter.root(state)
        return base + self.solver.value(pos)

    def values(self, state: Any) -> dict[Any, int]:
        _check(state)
        if state.is_terminal:
            return {}
        base, pos = self.adapter.root(state)
        out: dict[Any, int] = {}
        guess: int | None = None  # the value after the action before: the next one is often worth as much
        for action in state.legal_actions():
            move = self.adapter.move_of(action)
            if move is None:
                out[action] = self.solve(state.apply(action))
                continue
            gain, child = self.adapter.play(pos, move)
            hint = None if guess is None else guess - base - gain
            value = base + gain + (0 if child is None else self.solver.value(child, hint))
            out[action] = guess = value
        return out

    def costs(self, state: Any) -> dict[Any, Cost]:
        values = self.values(state)
        if not values:
            return {}
        maximising = self.adapter.is_max(self.adapter.root(state)[1])
        pick = max if maximising else min
        best_action = pick(values, key=values.__getitem__)
        best = values[best_action]
        best_result = self.adapter.result(best)
        out = {}
        for action, value in values.items():
            loss = best - value if maximising else value - best
            reason = self._reason(action, value, best_action, best)
            changes = self.adapter.result(value) != best_result
            out[action] = Cost(action, value, best, loss, reason, changes)
        return out

    def _reason(self, action: Any, value: int, best_action: Any, best: int) -> str:
        describe = self.adapter.describe
        if value == best:
            return BEST_PLAY.say(result=describe(value))
        return WITH_EACH.say(
            better=_name(best_action), best=describe(best), action=_name(action), value=describe(value)
        )


BEST_PLAY = Template("best play: {result}")
"""The reason of a best action: the result of the deal under best play."""
WITH_EACH = Template("with {better}: {best}; with {action}: {value}")
"""The reason of an action that costs: the results after the best action and after it."""
THE_CARD = Template("the {card}")
"""A card named in a reason: "the A♠"."""
COST_BEST = Template("{action}: best ({reason})")
COST_CHANGES = Template("{action}: costs {loss}, the result changes ({reason})")
COST_SAME = Template("{action}: costs {loss}, the same result ({reason})")
"""A :class:`Cost` in words."""


def _name(action: Any) -> str:
    """An action named in a reason: a card as "the A♠", another action by its text."""
    card = getattr(action, "card", None)
    if isinstance(card, Card):
        return THE_CARD.say(card=card.unicode())
    return str(action)


def _label(action: Any) -> str:
    """An action at the head of a :class:`Cost`'s words: its text in English (``play A♠``), its card in another
    language (the text is the game's notation, written in English)."""
    card = getattr(action, "card", None)
    if get_language() != "en" and isinstance(card, Card):
        return card.unicode()
    return str(action)


@dataclass(frozen=True, slots=True)
class Cost:
    """What an action costs against the best one, for the player who takes it.

    :param action: the action.
    :param value: the value of the deal after it, best play by both sides (in the game's currency).
    :param best: the value after the best action.
    :param loss: how much the action loses for the player taking it (0 for a best action).
    :param reason: the comparison in words: the results the two lead to, as the game counts them (a 7–0, a
        contract made), never the currency's numbers.
    :param changes_result: whether the action changes the deal's result against the best one, as the game
        scores it: who wins the deal (and a 7–0 or a 13–0) in Satat, the game points in Saskop, the contract
        made or failed in Subastao; in Piquet every point counts, so any loss does. A Satat card that loses a
        trick of margin but still wins the deal costs 1 and changes nothing the game scores.
    """

    action: Any
    value: int
    best: int
    loss: int
    reason: str
    changes_result: bool

    def __str__(self) -> str:
        if not self.loss:
            return COST_BEST.say(action=_label(self.action), reason=self.reason)
        said = COST_CHANGES if self.changes_result else COST_SAME
        return said.say(action=_label(self.action), loss=self.loss, reason=self.reason)


def solve(state: Any) -> int:
    """The value of the rest of the play under best play by both sides, in the game's currency (see the
    module's introduction), for the side named by ``adapter(state).side``.

    :raises ValueError: for a state not in its play phase, or a seat's view (hands hidden).
    """
    return Session(state).solve(state)


def values(state: Any) -> dict[Any, int]:
    """The value after each legal action (``{action: value}``), best play by both sides afterwards."""
    return Session(state).values(state)


def costs(state: Any) -> dict[Any, Cost]:
    """For each legal action, what it loses against the best one for the player to act (:class:`Cost`)."""
    return Session(state).costs(state)


def reaches(state: Any, target: int) -> bool:
    """Whether the analysed side can make at least ``target`` (a yes/no question, one null-window search:
    cheaper than :func:`solve`), e.g. whether the soloist can make his bid."""
    _check(state)
    session = Session(state)
    if state.is_terminal:
        return session.adapter.final_value(state) >= target
    base, pos = session.adapter.root(state)
    return session.solver.reaches(pos, target - base)


def describe(state: Any, value: int) -> str:
    """A value of ``state``'s deal in words (``'East–West win 7–4'``)."""
    return adapter(state).describe(value)


def review(deal: Sequence[Any] | tuple[Any, Iterable[Any]], seat: int) -> list[Cost]:
    """The cost of each card ``seat`` played, each solved from the position before it was played.

    :param deal: the states of the deal in order (each after one more action), or ``(state, actions)``: a
        state and the actions applied to it since. Positions before the play phase are skipped.
    :param seat: the seat whose cards are reviewed.
    :returns: one :class:`Cost` per card of ``seat`` played, in order.
    """
    if isinstance(deal, tuple) and len(deal) == 2 and not hasattr(deal[1], "legal_actions"):
        state, actions = deal
        states = [state]
        for action in actions:
            states.append(states[-1].apply(action))
    else:
        states = list(deal)
    session: Session | None = None
    out = []
    for before, after in itertools.pairwise(states):
        if not in_play(before) or before.to_act != seat:
            continue
        action = after.history[-1]
        if not isinstance(getattr(action, "card", None), Card):
            continue
        if session is None:
            session = Session(before)
        found = session.costs(before)
        cost = found.get(action)
        if cost is None:  # the same card with other signals: the same value
            cost = next(c for a, c in found.items() if getattr(a, "card", None) is action.card)
            cost = Cost(action, cost.value, cost.best, cost.loss, cost.reason, cost.changes_result)
        out.append(cost)
    return out
