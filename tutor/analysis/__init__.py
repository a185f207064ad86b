"""Exact analysis of the play of a deal: what each card is worth, and what it costs, under best play.

With every hand known, :func:`solve` gives the value of the play from a state in its play phase, best play by
both sides; :func:`values` the value after each legal action; :func:`costs` what each action loses against the
best one, with the reason in words; :func:`review` the cost of each card a seat played in a deal.

Values are in the game's own currency, always for the same side of the deal (``adapter(state).side``):

* Satat: the trump maker's team; the trick margin when play stops (a 7–5 win is +2, a 5–7 loss −2), a 7-0 is
  ±20 and a 13-0 ±40, so that the numbers order the results as the rules do;
* Saskop: the caller's team (North-South in an uncalled game); its card points, 121 if it takes all nine
  tricks, −1 if it takes none;
* Piquet: the elder hand; his score minus the younger's at the end of the deal (the play points -- leads,
  tricks, last trick --, the cards or capot, and a pique made in play, on top of what the declarations gave);
* Subastao: the soloist (and his partner in pairs); his points at the end: cards, last trick and cantes (he
  sings, after each trick he wins, the best cante he holds). The contract is made when it reaches the bid.

>>> from tutor.games import satat
>>> s = satat.start(3, dealer=0, trump="S")
>>> for _ in range(28):                      # seven tricks, each player's first legal card
...     s = s.apply(s.legal_actions()[0])
>>> s.describe()
'Satat, dealer South, trump maker West, trumps ♠; play, tricks 1–6; South to act.'
>>> describe(s, solve(s))
'East–West win 7–3'
>>> c = costs(s)[s.legal_actions()[0]]
>>> c.loss, c.reason
(2, 'with the 9♣: East–West win 7–3; with the 8♦: East–West win 7–1')

North-South lose whatever they play, but the 8♦ costs them two tricks of margin (7–1 instead of 7–3).

A cost's reason compares the outcomes under best play, in words: ``costs(state)[action].reason``.

Speed (``benchmarks/bench_analysis.py``, CPython 3.11, median and 90th percentile; CPU time and wall clock
agree on a quiet machine, load 1.1-1.8): with six tricks left a position is solved in 3 and 16 ms for Satat,
12 and 33 ms for Saskop, 0.8 and 1.4 ms for Piquet, 4 and 15 ms for Subastao (50 deals each). The whole play
from the first lead (``--whole``, 30 deals each, CPU time, load 2-5): Piquet 0.04 s median, 0.2 s at most;
Saskop 0.9 and 6.3 s; Subastao 4.5 and 27 s; Satat 2.2 s median, 26 of 30 deals within 30 s (with partition
search and relative ranks: before, most deals took over a minute). For the whole play analyse the last tricks,
or ask :func:`reaches` (one null-window search) when a yes/no answer is enough.

The search itself (:mod:`tutor.analysis.search`) is game-independent; one adapter module per game
(:mod:`~tutor.analysis.satat`, :mod:`~tutor.analysis.saskop`, :mod:`~tutor.analysis.piquet`,
:mod:`~tutor.analysis.subastao`) maps a state to compact bitmask positions.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..errors import NotationError, TutorError
from ..inputs import quote
from .bot import SamplingBot
from .common import Adapter
from .hints import HINT_BUDGET, HINT_SAMPLES, learner_hint, sampled_reason
from .sampling import Sample, SampledCost, sample_deals, sample_positions, sampled_costs
from .search import Solver
from .teach import EXACT_TRICKS, card_cost, in_reach, learner_costs, tricks_left, why

__all__ = [
    "EXACT_TRICKS",
    "HINT_BUDGET",
    "HINT_SAMPLES",
    "Adapter",
    "Cost",
    "Sample",
    "SampledCost",
    "SamplingBot",
    "Session",
    "adapter",
    "adapter_class",
    "card_cost",
    "costs",
    "describe",
    "in_reach",
    "learner_costs",
    "learner_hint",
    "reaches",
    "review",
    "sample_deals",
    "sample_positions",
    "sampled_costs",
    "sampled_reason",
    "solve",
    "tricks_left",
    "values",
    "why",
]


EVERY_HAND = "the exact analysis needs every hand: analyse the full state, not a seat's view"


def adapter(state: Any) -> Adapter:
    """The adapter of ``state``'s game (it holds the deal's tables: make one per deal).

    :raises TutorError: for a seat's view (the analysis needs every hand).
    :raises NotationError: for an object that is not a state of one of the four games.
    """
    from ..games import piquet, saskop, satat, subastao

    kinds = {satat.State: "satat", saskop.State: "saskop", piquet.State: "piquet", subastao.State: "subastao"}
    kind = kinds.get(type(state))
    if kind is None and type(state) in (
        satat.View,
        saskop.View,
        piquet.View,
        subastao.View,
    ):  # a seat's view: hands hidden
        raise TutorError(EVERY_HAND)
    if kind is None:
        raise NotationError(
            f"{quote(state)} is not a deal of Satat, Saskop, Piquet or Subastao: give a game state, such as"
            " satat.start(seed)"
        )
    return adapter_class(kind)(state)


def adapter_class(game: str) -> type[Adapter]:
    """The adapter class of a game, by its module name (``'satat'``); its ``unit`` names the currency."""
    from .piquet import PiquetAdapter
    from .saskop import SaskopAdapter
    from .satat import SatatAdapter
    from .subastao import SubastaoAdapter

    classes: dict[str, type[Adapter]] = {
        "satat": SatatAdapter,
        "saskop": SaskopAdapter,
        "piquet": PiquetAdapter,
        "subastao": SubastaoAdapter,
    }
    return classes[game]


def _check(state: Any) -> None:
    if getattr(state, "viewer", None) is not None:
        raise TutorError(EVERY_HAND)
    if state.is_terminal:
        return
    if state.phase.name not in ("PLAY", "CONTINUE"):  # Satat's 7-0 choice is part of the play
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
        out = {}
        for action, value in values.items():
            loss = best - value if maximising else value - best
            out[action] = Cost(action, value, best, loss, self._reason(action, value, best_action, best))
        return out

    def _reason(self, action: Any, value: int, best_action: Any, best: int) -> str:
        describe = self.adapter.describe
        if value == best:
            return f"best play: {describe(value)}"
        return f"with {_name(best_action)}: {describe(best)}; with {_name(action)}: {describe(value)}"


def _name(action: Any) -> str:
    card = getattr(action, "card", None)
    if isinstance(card, Card):
        return f"the {card.unicode()}"
    return str(action)


@dataclass(frozen=True, slots=True)
class Cost:
    """What an action costs against the best one, for the player who takes it.

    :param action: the action.
    :param value: the value of the deal after it, best play by both sides (in the game's currency).
    :param best: the value after the best action.
    :param loss: how much the action loses for the player taking it (0 for a best action).
    :param reason: the comparison in words.
    """

    action: Any
    value: int
    best: int
    loss: int
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {'best' if not self.loss else f'costs {self.loss}'} ({self.reason})"


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
        if before.is_terminal or before.phase.value != "play" or before.to_act != seat:
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
            cost = Cost(action, cost.value, cost.best, cost.loss, cost.reason)
        out.append(cost)
    return out
