"""A match of Subastao deals: the running score, the dealer passing to the right, and the pack carried over.

Spanish tables do not shuffle between deals: the cards are gathered and only cut, so the next deal's hands
follow from the last one's tricks. A :class:`Match` models that pack order explicitly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from ...cards import Card, shuffled
from ...errors import IllegalAction, Rule
from ...i18n import gettext, grammar
from ...sentences import Template, decimal
from .._shared import MATCH_OVER, match_over, recorded
from .actions import Action
from .rules import SEATS, SubastaoRules
from .state import DEFAULT_RULES, Outcome, State, start

__all__ = ["Match"]


@dataclass(frozen=True, slots=True)
class Match:
    """A game of deals to ``rules.target`` points (or ``rules.deals`` deals), the deal passing to the right.

    The pack is modelled explicitly: the first pack order comes from ``seed``; after each deal the cards are
    gathered (:meth:`~tutor.games.subastao.view.View.gathered`), and, unless ``rules.shuffle``, that order is the next pack, which the
    player on the new dealer's left cuts at a seeded point. A thrown-in deal (all pass) is gathered and redealt
    by the next dealer without scoring.

    >>> m = Match.start(3, rules=SubastaoRules(deals=1, target=None))
    >>> m.state.phase, m.number, m.totals
    (<Phase.AUCTION: 'auction'>, 1, (0, 0, 0))
    """

    rules: SubastaoRules
    seed: int | str | None
    number: int
    state: State
    totals: tuple[float, ...]
    results: tuple[Outcome, ...] = ()
    packs: tuple[tuple[Card, ...], ...] = field(default=(), repr=False)
    """The pack order (before the cut) of each deal so far."""

    @classmethod
    def start(
        cls, seed: int | str | None = None, *, rules: SubastaoRules = DEFAULT_RULES, dealer: int = 0
    ) -> Match:
        pack = shuffled(rules.deck.cards, seed)
        state = cls._deal(rules, seed, 1, dealer, pack)
        return cls(rules, seed, 1, state, (0,) * rules.seats, (), (pack,))

    @staticmethod
    def _deal(rules: SubastaoRules, seed: Any, number: int, dealer: int, pack: tuple[Card, ...]) -> State:
        if rules.shuffle and number > 1:
            pack = shuffled(pack, f"{seed}:shuffle:{number}")
        cut_at = random.Random(f"{seed}:cut:{number}").randint(1, len(pack) - 1)
        return start(seed, rules=rules, dealer=dealer, pack=pack, cut_at=cut_at)

    @property
    def is_terminal(self) -> bool:
        return self.state.is_terminal and self._over()

    @property
    def is_over(self) -> bool:
        """Whether the match has ended (:attr:`is_terminal`, under the protocol's name)."""
        return self.is_terminal

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The deals finished (:attr:`results`, under the protocol's name)."""
        return self.results

    @property
    def scores(self) -> tuple[float, ...]:
        """The running totals per seat (:attr:`totals`, under the protocol's name)."""
        return self.totals

    def next_deal(self) -> State:
        """The deal to play now: :attr:`state` (in progress, if actions were applied through :meth:`apply`).

        :raises IllegalAction: if the match is over.
        """
        if self.is_terminal:
            match_over(self)
        return self.state

    def _over(self) -> bool:
        rules, totals = self.rules, self.totals
        played = sum(1 for r in self.results if not r.redeal)
        if rules.deals is not None and played >= rules.deals:
            return True
        return rules.target is not None and max(totals) >= rules.target

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.is_terminal else self.state.legal_actions()

    def apply(self, action: Action | str) -> Match:
        """Apply an action to the current deal; when it ends, score it and deal the next one.

        :raises IllegalAction: as :meth:`State.apply`, or when the match is over.
        """
        if self.is_terminal:
            raise IllegalAction(MATCH_OVER.say(match=self), rule=Rule.GAME_OVER, action=action)
        state = self.state.apply(action)
        if not state.is_terminal:
            return replace(self, state=state)
        return self.record(state)

    def record(self, state: State) -> Match:
        """The match with ``state``, the current deal played to its end, scored, and the next deal dealt.

        :raises IllegalAction: if the deal is not over, is not the current deal played on, or the match is over.
        """
        outcome: Outcome = recorded(self, state, State, held=self.state)
        totals = tuple(t + s for t, s in zip(self.totals, outcome.scores, strict=True))
        done = replace(self, state=state, totals=totals, results=(*self.results, outcome))
        if done._over():
            return done
        pack = state.gathered()
        dealer = (state.dealer + 1) % self.rules.seats
        nxt = self._deal(self.rules, self.seed, self.number + 1, dealer, pack)
        return replace(done, number=self.number + 1, state=nxt, packs=(*self.packs, pack))

    @property
    def winner(self) -> int | None:
        """The seat with the highest total once the match is over (in pairs, the lower seat of the team).

        A property, as every game's :class:`tutor.games.protocol.Match` has it (it was a method before)."""
        if not self.is_terminal:
            return None
        return max(range(len(self.totals)), key=lambda s: (self.totals[s], -s))

    def __str__(self) -> str:
        totals = grammar().comma.join(
            TOTAL.say(seat=gettext(SEATS[s]), total=decimal(t, 2, short=True))
            for s, t in enumerate(self.totals)
        )
        return MATCH.say(number=self.number, totals=totals)


MATCH = Template("Subastao match, deal {number}: {totals}")
"""A match in a few words: the deal being played, each seat's total."""
TOTAL = Template("{seat} {total}")
"""A seat's total in a match."""
