"""A match of Saskop (a game): deals until a team reaches the target (16 game points, or the rules' ``target``).

>>> from tutor.games.saskop import Bot
>>> game = play_game(3, [Bot(seed=i) for i in range(4)])
>>> game.is_over, max(game.scores) >= 16 or game.deals[-1].score.wins_game
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...cards import Suit
from ...errors import NotationError
from ...i18n import gettext
from ...inputs import quote
from ...sentences import Template
from .._shared import match_over, random_seed, recorded
from .rules import DEFAULT_RULES, INPUTS, TEAMS, SaskopRules
from .state import Outcome, State, play_out, start

__all__ = ["Game", "Match", "play_game"]


@dataclass(frozen=True, slots=True)
class Match:
    """A running game: the tally, the finished deals, the next dealer, and a contract carried over by a
    60-60 redeal (same caller, same trumps; the same dealer deals again).

    :param seed: the game's seed; deal *n* is dealt from ``f"{seed}:{n}"``.
    :param rules: the options (``target`` among them).
    """

    seed: int | str | None = None
    rules: SaskopRules = DEFAULT_RULES
    scores: tuple[int, int] = (0, 0)
    deals: tuple[Outcome, ...] = ()
    dealer: int | None = None
    carry: tuple[int, Suit] | None = None
    winner: int | None = None

    def __post_init__(self) -> None:
        if self.dealer is None:  # the first dealer is drawn at random
            object.__setattr__(self, "dealer", random.Random(f"{self.seed}:dealer").randrange(4))

    @classmethod
    def start(cls, seed: int | str | None = None, *, rules: SaskopRules = DEFAULT_RULES) -> Match:
        """A new game (:class:`tutor.games.protocol.Match`); the first dealer is drawn from ``seed`` (a random one
        when none is given, kept in :attr:`seed`)."""
        seed = INPUTS.seed(seed)
        return cls(random_seed() if seed is None else seed, INPUTS.options(rules, SaskopRules, DEFAULT_RULES))

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The deals finished (:attr:`deals`, under the protocol's name)."""
        return self.deals

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def next_deal(self) -> State:
        """The next deal, dealt by :attr:`dealer` (with the carried contract after a 60-60).

        :raises IllegalAction: if the game is over.
        """
        if self.is_over:
            match_over(self)
        return start(
            f"{self.seed}:{len(self.deals)}", rules=self.rules, dealer=self.dealer, contract=self.carry
        )

    def record(self, state: State) -> Match:
        """The game after a finished deal: scores added, the deal passes to the left (or is replayed)."""
        outcome: Outcome = recorded(self, state, State)
        score = outcome.score
        scores = list(self.scores)
        winner = None
        if score.wins_game:
            winner = score.team
        elif score.team is not None:
            scores[score.team] += score.points
            if scores[score.team] >= self.rules.target:
                winner = score.team
        if score.redeal:
            carry = None if outcome.caller is None else (outcome.caller, outcome.trump)
            dealer = state.dealer
        else:
            carry, dealer = None, (state.dealer + 1) % 4
        return replace(
            self,
            scores=(scores[0], scores[1]),
            deals=(*self.deals, outcome),
            dealer=dealer,
            carry=carry,
            winner=winner,
        )

    def __str__(self) -> str:
        first, second = (gettext(name) for name in TEAMS)
        values: dict[str, Any] = {
            "first": first,
            "a": self.scores[0],
            "second": second,
            "b": self.scores[1],
            "deals": len(self.deals),
        }
        if self.winner is None:
            return TALLY.say(**values)
        return TALLY_WON.say(**values, winner=gettext(TEAMS[self.winner]))


TALLY = Template("{first} {a}, {second} {b} after {deals} deals")
"""A match's game points after its deals."""
TALLY_WON = Template("{first} {a}, {second} {b} after {deals} deals: {winner} win")
NOT_MAX_DEALS = Template("max_deals {value} is not a number of deals: give a whole number, 1 or more")
"""A match's game points after its deals, and the team that won it."""


Game = Match
"""The name :class:`Match` had before every game's multi-deal class was called ``Match`` (kept for old code)."""


def play_game(
    seed: int | str | None,
    bots: Sequence[object] | Callable[[int], object],
    *,
    rules: SaskopRules = DEFAULT_RULES,
    max_deals: int = 1000,
) -> Match:
    """Play a whole game with bots (one per seat, each with ``choose(state)``), at most ``max_deals`` deals."""
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SaskopRules, DEFAULT_RULES)
    if not isinstance(max_deals, int) or isinstance(max_deals, bool) or max_deals < 1:
        raise NotationError(NOT_MAX_DEALS.say(value=quote(max_deals)))
    game = Match(seed, rules)
    while not game.is_over and len(game.deals) < max_deals:
        game = game.record(play_out(game.next_deal(), bots))
    return game
