"""Starting a deal (seeded, or from given hands for a lesson), replaying one, and a game as a sequence of deals."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from ...cards import Card, Suit
from .._shared import fill_hands, random_seed
from .._shared import from_json as _from_json
from .actions import HideTrump, NameTrump
from .rules import DEFAULT_RULES, INPUTS, NAME, TEAMS, SatatRules, draw_for_trump_maker, draw_rank
from .state import DealRecord, Outcome, Result, State, _deal, _shuffle

__all__ = ["Game", "Tally", "from_json", "replay", "start"]


def start(
    seed: int | str | None = None,
    *,
    rules: SatatRules | None = None,
    dealer: int | None = None,
    previous: Outcome | None = None,
    hands: Sequence[str | Sequence[Card] | None] | None = None,
    trump: Suit | str | Card | None = None,
) -> State:
    """A new deal, shuffled by ``seed`` (the cut by the dealer's right-hand neighbour changes nothing to a
    random order, so it is not modelled). The first five cards of each hand are dealt; the other eight
    follow when the trump is fixed.

    :param seed: any int or str; the same seed gives the same deal (and its redeals) everywhere. Without
        one, a random seed (kept in the state, so the deal can still be replayed).
    :param rules: the table's options (:class:`SatatRules`; by default the standard rules).
    :param dealer: the dealer (the trump maker is on his left). By default the seat ``previous`` names, or
        for a first deal the seat on the right of the winner of the draw (:func:`draw_for_trump_maker`).
    :param previous: the outcome of the previous deal: rotation and the exchange after a 7-0 or 13-0.
    :param hands: the four hands, for a lesson: each 13 cards in the order dealt (five, four, four); a
        ``None`` hand is dealt at random (by ``seed``) from the cards the others leave.
    :param trump: fix the trump at once, for a lesson (in Trup Kasiet, a card: the face-down one).
    :raises NotationError: if the hands do not name cards, or the seed is not a number or a text.
    :raises ImpossiblePosition: if the hands are not 4 × 13 different cards, or ``dealer`` is not a seat (0 to 3).

    >>> s = start(7)
    >>> s.phase, len(s.hand(s.maker))
    (Phase.MAKE_TRUMP, 5)
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SatatRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    if dealer is not None:
        dealer = INPUTS.seat(dealer, what="dealer")
    draw: tuple = ()
    if dealer is None:
        if previous is not None:
            dealer = previous.next_dealer
        else:
            draw = draw_for_trump_maker(seed)
            maker = max(draw[-1], key=lambda d: draw_rank(d[1]))[0]
            dealer = (maker - 1) & 3
    exchange, losers = 0, None
    if previous is not None and previous.exchange and rules.exchange and not rules.trup_kasiet:
        exchange, losers = previous.exchange, previous.loser
    deal = DealRecord(seed, dealer & 3, number=0, exchange=exchange, losers=losers, draw=draw)
    pack = None
    if hands is not None:
        filled, _ = fill_hands(hands, inputs=INPUTS, sizes=(13,) * 4, seed=seed)
        pack = _pack_from_hands(filled, (dealer + 1) & 3)
    state = _deal(rules, deal, (), (), pack if pack is not None else _shuffle(seed, 0))
    if trump is not None:
        if rules.trup_kasiet:
            state = state.apply(HideTrump(INPUTS.card(trump, what="face-down trump card")))
        else:
            state = state.apply(NameTrump(INPUTS.suit(trump, what="trump")))
    return state


def _pack_from_hands(hands: Sequence[tuple[Card, ...]], maker: int) -> list[Card]:
    """The pack in dealing order (five, four, four from the maker) that deals ``hands``."""
    pack: list[Card] = []
    for start_at, size in ((0, 5), (5, 4), (9, 4)):
        for i in range(4):
            pack.extend(hands[(maker + i) & 3][start_at : start_at + size])
    return pack


def from_json(text: str) -> State:
    """The state :meth:`State.to_json` saved.

    :raises NotationError: if the text is not a saved Satat state.
    """
    return _from_json(text, NAME, State)


def replay(seed: int | str | None, actions: Iterable, *, rules: SatatRules | None = None, **given) -> State:
    """The state after applying ``actions`` (objects or text) to ``start(seed, rules=rules, **given)``."""
    state = start(seed, rules=rules, **given)
    for action in actions:
        state = state.apply(action)
    return state


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
            f"{TEAMS[t]} {self.wins[t]} deals ({self.seven_zero[t]} 7-0, {self.thirteen_zero[t]} 13-0)"
            for t in (0, 1)
        )


@dataclass(frozen=True, slots=True)
class Game:
    """A sequence of deals with the running tally. Immutable like :class:`State`.

    >>> from tutor.games.satat import Bot
    >>> g = Game.start(5)
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
    def start(cls, seed: int | str = 0, *, rules: SatatRules = DEFAULT_RULES) -> Game:
        """A new game; the first trump maker is found by the draw."""
        return cls(seed, rules, start(f"{seed}/0", rules=rules, dealer=_first_dealer(seed)))

    @property
    def draw(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        """The draw that chose the first trump maker (see :func:`draw_for_trump_maker`)."""
        return draw_for_trump_maker(self.seed)

    def apply(self, action) -> Game:
        """Apply an action to the current deal; when it ends, the tally counts it and the next deal starts."""
        state = self.state.apply(action)
        if not state.is_terminal:
            return replace(self, state=state)
        return self._next(state)

    def play_deal(self, bots: Sequence) -> Game:
        """Let ``bots`` (one per seat) play the current deal to its end."""
        from .bots import play_out

        return self._next(play_out(self.state, bots))

    def _next(self, final: State) -> Game:
        """Count a finished deal and start the next one (rotation and exchange from its outcome)."""
        outcome = final.outcome()
        following = start(f"{self.seed}/{len(self.outcomes) + 1}", rules=self.rules, previous=outcome)
        return Game(
            self.seed, self.rules, following, (*self.outcomes, outcome), self.tally.add(outcome), final
        )


def _first_dealer(seed) -> int:
    draw = draw_for_trump_maker(seed)
    maker = max(draw[-1], key=lambda d: draw_rank(d[1]))[0]
    return (maker - 1) & 3
