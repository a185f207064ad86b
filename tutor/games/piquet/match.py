"""A partie of Rubicon Piquet: six deals, then the rubicon settlement.

Seed error P2: 100 is not the end of the game but the *rubicon*. A partie is six deals (each player deals
three times); the higher total wins. The winner scores the difference plus 100 -- or, if the loser made
less than 100 (he is *rubiconed*), both totals plus 100. A tie is played off by one more deal each; a
second tie is a draw (P16; Law 71).

Cavendish's two examples:

>>> settle((131, 113))
Settlement(winner=0, totals=(131, 113), points=118, rubicon=False)
>>> print(settle((125, 81)))
South wins 306 (125 + 81 + 100: North is rubiconed)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...errors import IllegalAction, NotationError, Rule
from ...i18n import gettext
from ...inputs import quote
from ...sentences import Template, seat
from .._shared import match_over, random_seed, recorded
from .actions import Cut, Outcome, cut_for_deal
from .rules import DEFAULT_RULES, SEATS, PiquetRules
from .state import State, play_out, start

__all__ = ["Match", "Partie", "Settlement", "play_partie", "settle"]


@dataclass(frozen=True, slots=True)
class Settlement:
    """The end of a partie: the winner (``None`` if drawn), the totals, the points won, and whether the loser
    was rubiconed."""

    winner: int | None
    totals: tuple[int, int]
    points: int
    rubicon: bool

    def __str__(self) -> str:
        a, b = self.totals
        if self.winner is None:
            return DRAWN.say(a=a, b=b)
        win, lose = self.totals[self.winner], self.totals[1 - self.winner]
        winner, loser = gettext(SEATS[self.winner]), gettext(SEATS[1 - self.winner])
        if self.rubicon:
            return RUBICONED.say(seat=winner, points=self.points, win=win, lose=lose, loser=loser)
        return WINS.say(seat=winner, points=self.points, win=win, lose=lose)


DRAWN = Template("Drawn at {a}-{b}")
RUBICONED = Template("{seat} wins {points} ({win} + {lose} + 100: {loser} is rubiconed)")
WINS = Template("{seat} wins {points} ({win} - {lose} + 100)")
"""A partie settled (:class:`Settlement`): drawn, won, or won against a rubiconed loser."""


def settle(totals: tuple[int, int], *, rubicon: int = 100) -> Settlement:
    """Settle a finished partie from the two totals (Laws 72-73).

    :param totals: the scores of seat 0 and seat 1 over the partie.
    :param rubicon: the threshold under which the loser is rubiconed.

    >>> settle((90, 70)).points  # the winner need not reach 100 himself
    260
    >>> print(settle((120, 120)))
    Drawn at 120-120
    """
    if (
        not isinstance(totals, (tuple, list))
        or len(totals) != 2
        or not all(isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in totals)
    ):
        raise NotationError(NOT_TOTALS.say(value=quote(totals)))
    if not isinstance(rubicon, int) or isinstance(rubicon, bool) or rubicon < 0:
        raise NotationError(NOT_RUBICON.say(value=quote(rubicon)))
    a, b = totals
    if a == b:
        return Settlement(None, (a, b), 0, False)
    winner = 0 if a > b else 1
    win, lose = totals[winner], totals[1 - winner]
    if lose < rubicon:
        return Settlement(winner, (a, b), win + lose + 100, True)
    return Settlement(winner, (a, b), win - lose + 100, False)


SHOULD_HAVE_DEALT = Template("{who} should have dealt this deal")
PARTIE_NOT_OVER = Template("the partie is not over: {played} of {due} deals played")
NOT_TOTALS = Template("totals {value} are not two scores: give seat 0's and seat 1's totals, e.g. (90, 70)")
NOT_RUBICON = Template("rubicon {value} is not a score: the usual rubicon is 100")


@dataclass(frozen=True, slots=True)
class Match:
    """A match (a *partie*) in progress: the cut, and the scores of each deal played (seat 0, seat 1).

    >>> p = Match.start(5)
    >>> p.deals_due, p.dealer == p.cut.dealer, p.is_over
    (6, True, False)
    """

    seed: Any
    rules: PiquetRules
    cut: Cut
    deals: tuple[tuple[int, int], ...] = ()
    """The scores of each deal played (seat 0, seat 1)."""
    outcomes: tuple[Outcome, ...] = ()
    """The outcome of each deal played."""

    @classmethod
    def start(cls, seed: Any = None, *, rules: PiquetRules = DEFAULT_RULES) -> Match:
        """Cut for the first deal and begin a partie (from a random seed, kept in :attr:`seed`, when none is
        given)."""
        seed = random_seed() if seed is None else seed
        return cls(seed, rules, cut_for_deal(seed, rules))

    @property
    def dealer(self) -> int:
        """Who deals next: the winner of the cut first, then each in turn."""
        return self.cut.dealer if len(self.deals) % 2 == 0 else 1 - self.cut.dealer

    def _weight(self, index: int) -> int:
        n = self.rules.partie_deals
        return 2 if n == 4 and index in (0, n - 1) else 1

    @property
    def totals(self) -> tuple[int, int]:
        """The partie totals so far (in a four-deal partie, the first and last deals count double)."""
        a = sum(self._weight(i) * d[0] for i, d in enumerate(self.deals))
        b = sum(self._weight(i) * d[1] for i, d in enumerate(self.deals))
        return (a, b)

    @property
    def deals_due(self) -> int:
        """How many deals the partie needs: six (or four), two more after a tie, then it is drawn."""
        n = self.rules.partie_deals
        if len(self.deals) < n:
            return n
        totals_at_n = Match(self.seed, self.rules, self.cut, self.deals[:n]).totals
        return n if totals_at_n[0] != totals_at_n[1] else n + 2

    @property
    def scores(self) -> tuple[int, int]:
        """The running score (:attr:`totals`, under the protocol's name)."""
        return self.totals

    @property
    def is_over(self) -> bool:
        return len(self.deals) >= self.deals_due

    @property
    def winner(self) -> int | None:
        """The seat that won the partie, ``None`` while it goes on or when it is drawn."""
        return self.result().winner if self.is_over else None

    def next_deal(self) -> State:
        """The next deal, seeded from the partie's seed and the deal's number.

        :raises IllegalAction: if the partie is over.
        """
        if self.is_over:
            match_over(self)
        return start(f"{self.seed}:{len(self.deals)}", rules=self.rules, dealer=self.dealer)

    new_deal = next_deal
    """The name :meth:`next_deal` had before every game's match was one :class:`tutor.games.protocol.Match`."""

    def record(self, state: State) -> Match:
        """The partie with a finished deal added.

        :raises IllegalAction: if the deal is not over, is not the partie's next deal, or the partie is over.
        """
        outcome: Outcome = recorded(self, state, State)
        if state.dealer != self.dealer:
            raise IllegalAction(
                SHOULD_HAVE_DEALT.say(seat(SEATS[self.dealer])), rule=Rule.WRONG_PHASE, action=state
            )
        return Match(self.seed, self.rules, self.cut, (*self.deals, state.scores), (*self.outcomes, outcome))

    def result(self) -> Settlement:
        """The settlement, once the partie is over.

        :raises IllegalAction: if the partie is not over.
        """
        if not self.is_over:
            raise IllegalAction(
                PARTIE_NOT_OVER.say(played=len(self.deals), due=self.deals_due),
                rule=Rule.WRONG_PHASE,
            )
        return settle(self.totals, rubicon=self.rules.rubicon)

    def __str__(self) -> str:
        rows = [f"deal {i + 1}: {a}-{b}" for i, (a, b) in enumerate(self.deals)]
        a, b = self.totals
        rows.append(f"total: {SEATS[0]} {a}, {SEATS[1]} {b}")
        if self.is_over:
            rows.append(str(self.result()))
        return "\n".join(rows)


Partie = Match
"""The partie's own name (Cavendish's word), kept since every game's multi-deal class is called ``Match``."""


def play_partie(seed: Any, bots: Sequence[Any], *, rules: PiquetRules = DEFAULT_RULES) -> Match:
    """Play a whole partie with one bot per seat; returns the finished partie."""
    partie = Match.start(seed, rules=rules)
    while not partie.is_over:
        partie = partie.record(play_out(partie.next_deal(), bots))
    return partie
