"""A match: a sequence of Satat deals with the running tally (there is no end of game in Satat)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...cards import Card
from ...i18n import gettext
from ...sentences import Template
from .._shared import random_seed, recorded
from .actions import Action
from .records import Outcome, Result
from .rules import DEFAULT_RULES, TEAMS, SatatRules, draw_for_trump_maker, draw_rank
from .state import State, play_out, start

__all__ = ["Game", "Match", "Tally"]


# -- a game: a sequence of deals ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tally:
    """Deals won, 7-0s and 13-0s, per team (North–South, East–West). There is no end of game in Satat."""

    wins: tuple[int, int] = (0, 0)
    seven_zero: tuple[int, int] = (0, 0)
    thirteen_zero: tuple[int, int] = (0, 0)

    def add(self, outcome: Outcome) -> Tally:
        def bump(pair: tuple[int, int], yes: bool) -> tuple[int, int]:
            return (pair[0] + (yes and outcome.winner == 0), pair[1] + (yes and outcome.winner == 1))

        return Tally(
            bump(self.wins, True),
            bump(self.seven_zero, outcome.result is Result.SEVEN_ZERO),
            bump(self.thirteen_zero, outcome.result is Result.THIRTEEN_ZERO),
        )

    def __str__(self) -> str:
        return "; ".join(
            TALLY.say(
                team=gettext(TEAMS[t]),
                deals=self.wins[t],
                seven=self.seven_zero[t],
                thirteen=self.thirteen_zero[t],
            )
            for t in (0, 1)
        )


TALLY = Template("{team} {deals} deals ({seven} 7-0, {thirteen} 13-0)")
"""A team's deals won in a match, and how many of them by a 7-0 or a 13-0."""


@dataclass(frozen=True, slots=True)
class Match:
    """A sequence of deals with the running tally. Immutable like :class:`State`.

    >>> from tutor.games.satat import Bot
    >>> g = Match.start(5)
    >>> g = g.play_deal([Bot(seed=1), Bot(seed=2), Bot(seed=3), Bot(seed=4)])
    >>> len(g.outcomes), sum(g.tally.wins)
    (1, 1)
    """

    seed: int | str
    rules: SatatRules
    state: State
    outcomes: tuple[Outcome, ...] = ()
    tally: Tally = field(default_factory=Tally)
    last_deal: State | None = None
    """The previous deal as it ended (its last trick, its history), once there is one."""

    @classmethod
    def start(cls, seed: int | str | None = 0, *, rules: SatatRules = DEFAULT_RULES) -> Match:
        """A new game; the first trump maker is found by the draw (``seed=None``: a random seed, kept in
        :attr:`seed`)."""
        seed = random_seed() if seed is None else seed
        return cls(seed, rules, start(f"{seed}/0", rules=rules, dealer=_first_dealer(seed)))

    @property
    def scores(self) -> tuple[int, int]:
        """The deals won by each team (:attr:`tally`'s ``wins``): Satat's only score."""
        return self.tally.wins

    @property
    def is_over(self) -> bool:
        """Never: Satat has no end of game (A-S14); a match counts deals for as long as it is played."""
        return False

    @property
    def winner(self) -> int | None:
        """Nobody: a game without an end has no winner (see :attr:`scores` for who leads)."""
        return None

    def next_deal(self) -> State:
        """The deal to play now: :attr:`state` (in progress, if actions were applied through :meth:`apply`)."""
        return self.state

    def record(self, state: State) -> Match:
        """The match with ``state``, the current deal played to its end, counted, and the next deal started.

        :raises IllegalAction: if the deal is not over or is not the current deal played on.
        """
        recorded(self, state, State, held=self.state)
        return self._next(state)

    @property
    def draw(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        """The draw that chose the first trump maker (see :func:`draw_for_trump_maker`)."""
        return draw_for_trump_maker(self.seed)

    def apply(self, action: Action | str) -> Match:
        """Apply an action to the current deal; when it ends, the tally counts it and the next deal starts."""
        state = self.state.apply(action)
        if not state.is_terminal:
            return replace(self, state=state)
        return self._next(state)

    def play_deal(self, bots: object) -> Match:
        """Let ``bots`` (one per seat) play the current deal to its end."""
        return self.record(play_out(self.state, bots))

    def _next(self, final: State) -> Match:
        """Count a finished deal and start the next one (rotation and exchange from its outcome)."""
        outcome = final.outcome()
        assert outcome is not None  # the deal is over
        following = start(f"{self.seed}/{len(self.outcomes) + 1}", rules=self.rules, previous=outcome)
        return Match(
            self.seed, self.rules, following, (*self.outcomes, outcome), self.tally.add(outcome), final
        )


Game = Match
"""The name :class:`Match` had before every game's multi-deal class was called ``Match`` (kept for old code)."""


def _first_dealer(seed: int | str) -> int:
    draw = draw_for_trump_maker(seed)
    maker = max(draw[-1], key=lambda d: draw_rank(d[1]))[0]
    return (maker - 1) & 3
