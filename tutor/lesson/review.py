"""A whole deal reviewed card by card: the learner's costliest cards, from the first lead, each with its cost and
the principle it broke or the reason it cost.

After a deal (every hand known once it is over), :class:`DealReview` judges every card the learner played, in the
order played, one card at a time (:meth:`DealReview.step`: a widget shows its progress between two cards, and the
learner may go on meanwhile):

* **exactly** where the solver answers in time -- the last :func:`exact_tricks` tricks of the deal (the game's
  :data:`~tutor.analysis.teach.EXACT_TRICKS`, or further back where the review stays quick: Piquet's twelve tricks,
  Satat's last eight, Saskop's last six, Subastao's last seven) -- with
  :func:`tutor.analysis.costs`: what the card lost against the best card, best play by everybody afterwards;
* **estimated** earlier: after each card the learner could have played, the deal is played on by the game's bots
  until the solver can take over, then solved; the card's cost is what it lost against the card that did best.
  The review says which.

The principle a card broke comes from the game's principles (:func:`tutor.lesson.principles.of_game`), tested on
the position before it; a card that broke none is told what it cost and why (:func:`tutor.analysis.why`: the
trick it gave away).

>>> from tutor.games import piquet
>>> start = piquet.start(3)
>>> end = piquet.play_out(start, (piquet.Bot(seed=1), piquet.Bot(seed=2)))
>>> review = DealReview((start, end.history), seat=0)
>>> review.run() and all(card.exact for card in review.cards)  # Piquet: the whole deal is solved exactly
True
>>> len(review.cards), review.total
(12, 12)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import analysis, games
from ..cards import Card
from ..games import Facts
from ..i18n import gettext, grammar
from ..sentences import Template, capital, count
from .principles import Principle, broken, cost_said, has_principles, of_game
from .words import join_sentences

__all__ = ["WHOLE_DEAL", "CardReview", "DealReview", "exact_tricks"]

WHOLE_DEAL: Mapping[str, int] = Facts("review_tricks")
"""Per game (read-only, each game's :attr:`~tutor.games.description.Description.review_tricks`), the tricks from the end from which the review solves each card exactly, where that is more than
:data:`~tutor.analysis.teach.EXACT_TRICKS` (whose limits keep a hint over a dozen sampled deals quick): a Piquet deal is
solved from the first lead in 0.04 s (median) in CPython, so the review of its twelve cards takes 0.02-0.15 s
(``benchmarks/bench_review.py``). With issue 24's solver (CPU time, CPython, 6 bot-played deals each, load 10-14)
the review of a whole deal takes at these limits: Satat (8 tricks) 0.12 s median, 0.80 s at most, its slowest
step 0.37 s (at 9 tricks: 2.6 s at most, a step 0.91 s); Saskop (6) 0.10 s median, 0.42 s at most, a step 0.39 s
at most (at 7: 2.7 s); Subastao (7) 0.21 s median, 0.34 s at most, a step 0.19 s. Pyodide runs it 2-3 times
slower: within the 5 s of a review in the browser, each step within a second. In the built site
(``site/bench_analysis_pyodide.py --review``, 6 deals each, Pyodide 3.14.2 in Chromium, load 0.5-0.9,
2026-12-06): a whole review took at most 0.42 s (Satat), 1.02 s (Saskop), 0.32 s (Piquet), 0.57 s (Subastao),
its slowest step 0.96 s (Saskop); 2.3 times CPython's total."""


def exact_tricks(game: Any) -> int:
    """How many tricks from the end the review of ``game`` (any of its names, or its module) solves exactly."""
    about = games.describe(game)
    return max(about.exact_tricks, about.review_tricks)


@dataclass(frozen=True, slots=True)
class CardReview:
    """One card of the learner's, judged.

    :param number: its place among the learner's cards (1 for the first).
    :param trick: the trick it was played to (1 for the first).
    :param card: the card.
    :param action: the action that played it.
    :param value: the deal's value after it (in the game's currency, for the analysed side).
    :param best: the value after the best card.
    :param loss: what it lost against the best card, for the learner (0: a best card).
    :param exact: solved exactly (``False``: estimated by play-outs of the bots, the end solved).
    :param principle: the first principle of the game it broke, if any.
    :param how: how it broke it, in words (``""`` when it broke none).
    :param reason: why it cost, in words (the trick it gave away, or the outcomes compared).
    :param changes_result: whether it changed the deal's result as the game scores it
        (:attr:`tutor.analysis.Cost.changes_result`): a Satat card that lost a trick of margin in a deal your
        side wins anyway did not.
    """

    number: int
    trick: int
    card: Card
    action: Any
    value: int
    best: int
    loss: int
    exact: bool
    principle: Principle | None
    how: str
    reason: str
    changes_result: bool

    def words(self, state: Any) -> str:
        """What the review says of the card: how it was judged, what it cost, the principle it broke or the
        reason. ``state`` is a state of the deal (for the game's words)."""
        head = (EXACTLY if self.exact else ESTIMATED).say(trick=self.trick)
        if not self.loss:
            return join_sentences([head, gettext("A best card: nothing better was possible from here.")])
        cost = cost_said(state, self.loss, value=self.value, best=self.best)
        same = "" if self.changes_result else gettext("The deal's result is the same either way.")
        if self.principle is not None:
            broke = BROKE.say(principle=gettext(self.principle.name), cost=cost, how=self.how)
            return join_sentences([head, broke, capital(self.reason) + grammar().stop, same])
        return join_sentences([head, IT_COST.say(cost=cost, reason=self.reason), same])


EXACTLY = Template("Trick {trick}, worked out exactly.")
ESTIMATED = Template("Trick {trick}, estimated by playing the deal on.")
BROKE = Template("It broke “{principle}” and {cost}: {how}.")
IT_COST = Template("It {cost}: {reason}.")
PLAYED = Template("You played {cards}: {best} of them was best.")
PLAYED_MANY = Template("You played {cards}: {best} of them were best.")
BOTH_WAYS = Template(
    "The last {exact:card} were worked out exactly, with best play by everybody after them; the first "
    "{estimated:card}, when too many cards were left to try every way, were estimated: the computer players "
    "played the deal on after each card you could have played, and the last {horizon:trick} were worked out "
    "exactly."
)
BEST_AFTER = Template("with best play after it, {outcome}")
BEST_CHOICE = Template("after it, {outcome}; with the best choice here, {best}")
AFTER_BETTER = Template("after it, {outcome}; after the {card}, {best}")


class DealReview:
    """The review of the cards ``seat`` played in a deal, judged one card at a time.

    :param deal: the states of the deal in order (each after one more action), or ``(state, actions)``.
    :param seat: the learner's seat.
    :param principles: the principles to name (default: the game's, :func:`~tutor.lesson.principles.of_game`).
    :param top: how many of the costliest cards :meth:`costliest` lists.
    :param seed: the bots' seed for the play-outs of the estimated cards.
    """

    def __init__(
        self,
        deal: Sequence[Any] | tuple[Any, Iterable[Any]],
        seat: int,
        *,
        principles: Sequence[Principle] | None = None,
        top: int = 3,
        seed: int = 0,
    ) -> None:
        states = _states(deal)
        self.seat = seat
        self.module = games.of(states[0])
        self.game = str(self.module.NAME)
        if principles is None:  # a game without principles of play is reviewed by the costs alone
            principles = of_game(self.game) if has_principles(self.game) else ()
        self.principles = tuple(principles)
        self.top = top
        self.seed = seed
        self.horizon = exact_tricks(self.game)
        self.last = states[-1]
        self.positions = [
            (before, after.history[-1])
            for before, after in itertools.pairwise(states)
            if not before.is_terminal
            and before.phase.name == "PLAY"
            and before.to_act == seat
            and isinstance(getattr(after.history[-1], "card", None), Card)
        ]
        self.cards: list[CardReview] = []
        self._session: Any = None
        self._reasons = 0  # how many of the costliest cards have their full reason

    # -- progress ----------------------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """How many cards there are to judge."""
        return len(self.positions)

    @property
    def done(self) -> bool:
        """Every card judged and the costliest given their reasons."""
        return len(self.cards) == self.total and self._reasons >= len(self.costliest())

    def step(self) -> bool:
        """Judge one more card (or, once all are judged, find the reason of one of the costliest); ``True`` while
        there is more to do."""
        if len(self.cards) < self.total:
            self.cards.append(self._judge(len(self.cards)))
        elif self._reasons < len(self.costliest()):
            self._explain(self.costliest()[self._reasons])
            self._reasons += 1
        return not self.done

    def run(self) -> list[CardReview]:
        """Judge every card (all at once); the cards in the order played."""
        while self.step():
            pass
        return self.cards

    def costliest(self) -> list[CardReview]:
        """The cards that cost something, the costliest first (at most ``top``), among those judged so far."""
        costly = [card for card in self.cards if card.loss > 0]
        return sorted(costly, key=lambda c: (-c.loss, c.number))[: self.top]

    def summary(self) -> str:
        """How the cards were judged, in a sentence or two."""
        exact = sum(card.exact for card in self.cards)
        estimated = len(self.cards) - exact
        best = sum(not card.loss for card in self.cards)
        played = PLAYED if best == 1 else PLAYED_MANY
        parts = [played.say(cards=count(len(self.cards), "card"), best=best)]
        if exact and estimated:
            parts.append(BOTH_WAYS.say(exact=exact, estimated=estimated, horizon=self.horizon))
        elif exact:
            parts.append(gettext("Every card was worked out exactly, with best play by everybody after it."))
        elif estimated:
            parts.append(
                gettext(
                    "Every card was estimated: the computer players played the deal on after each card you could "
                    "have played, then the end was worked out exactly."
                )
            )
        return join_sentences(parts)

    # -- judging -------------------------------------------------------------------------------------------------
    def _session_for(self, state: Any) -> Any:
        if self._session is None:
            self._session = analysis.Session(state)
        return self._session

    def _judge(self, index: int) -> CardReview:
        before, action = self.positions[index]
        session = self._session_for(before)
        exact = analysis.in_reach(before, self.horizon)
        values = self._values(before, session) if not exact else None
        if exact:
            found = {
                a: c for a, c in session.costs(before).items() if isinstance(getattr(a, "card", None), Card)
            }
            by_card: dict[Card, tuple[int, int, int]] = {}
            for a, c in found.items():
                if a.card not in by_card or c.loss < by_card[a.card][2]:
                    by_card[a.card] = (c.value, c.best, c.loss)
        else:
            assert values is not None
            maximising = session.adapter.is_max(session.adapter.root(before)[1])
            best = (max if maximising else min)(values.values())
            by_card = {c: (v, best, best - v if maximising else v - best) for c, v in values.items()}
        value, best, loss = by_card[action.card]
        found_principles = broken(self.principles, before, action.card) if loss else ()
        principle, how = found_principles[0] if found_principles else (None, "")
        reason = self._outcomes(before, action.card, value, best, by_card)
        return CardReview(
            index + 1,
            len(before.tricks) + 1,
            action.card,
            action,
            value,
            best,
            loss,
            exact,
            principle,
            how,
            reason,
            session.adapter.result(value) != session.adapter.result(best),
        )

    def _values(self, before: Any, session: Any) -> dict[Card, int]:
        """Each card's value, the deal played on by the bots to the solver's horizon, then solved."""
        out: dict[Card, int] = {}
        plays: dict[Card, Any] = {}
        for a in before.legal_actions():
            card = getattr(a, "card", None)
            if isinstance(card, Card) and (card not in plays or not getattr(a, "signals", None)):
                plays[card] = a
        seats = len(self.module.SEATS)
        for card, a in plays.items():
            state = before.apply(a)
            bots = [self.module.Bot(seed=self.seed * 7 + s) for s in range(seats)]
            while not state.is_terminal and not analysis.in_reach(state, self.horizon):
                state = state.apply(bots[state.to_act].choose(state))
            out[card] = session.solve(state)
        return out

    def _outcomes(self, before: Any, card: Card, value: int, best: int, by_card: dict[Card, Any]) -> str:
        """The outcomes compared, naming the card that did best (the deal is over: a review may name it)."""
        describe = self._session_for(before).adapter.describe
        if value == best:
            return BEST_AFTER.say(outcome=describe(value))
        better = sorted((c for c, v in by_card.items() if v[0] == best), key=lambda c: c.index)
        if not better:  # the best choice was no card (Subastao: singing a cante first)
            return BEST_CHOICE.say(outcome=describe(value), best=describe(best))
        return AFTER_BETTER.say(outcome=describe(value), card=better[0].unicode(), best=describe(best))

    def _explain(self, card: CardReview) -> None:
        """The full reason of one of the costliest cards solved exactly: the trick it gave away
        (:func:`tutor.analysis.why`)."""
        if not card.exact:
            return
        before, action = self.positions[card.number - 1]
        plain = next(
            (
                a
                for a in before.legal_actions()
                if getattr(a, "card", None) is card.card and not getattr(a, "signals", None)
            ),
            action,
        )
        reason = analysis.why(before, plain, session=self._session_for(before))
        index = self.cards.index(card)
        self.cards[index] = _replace(card, reason=reason)


def _replace(card: CardReview, **changes: Any) -> CardReview:
    from dataclasses import replace

    return replace(card, **changes)


def _states(deal: Sequence[Any] | tuple[Any, Iterable[Any]]) -> list[Any]:
    if isinstance(deal, tuple) and len(deal) == 2 and not hasattr(deal[1], "legal_actions"):
        state, actions = deal
        states = [state]
        for action in actions:
            states.append(states[-1].apply(action))
        return states
    return list(deal)
