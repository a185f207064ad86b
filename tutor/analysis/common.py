"""What the four game adapters share: tables made from a game's :class:`~tutor.tricks.Ordering`, move
ordering, and the base class that ties an adapter to the public API of :mod:`tutor.analysis`."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ..cards import CARDS_BY_INDEX, Card, CardSet, Suit
from ..errors import TutorError
from ..i18n import gettext
from ..sentences import count
from ..tricks import Ordering
from .search import chains, representatives

__all__ = ["Adapter", "Tables", "bit_card", "hand_masks", "named_trump"]

SIZE = len(CARDS_BY_INDEX)


def bit_card(bit: int) -> Card:
    """The card of a one-bit mask."""
    return CARDS_BY_INDEX[bit.bit_length() - 1]


def hand_masks(hands: Sequence[CardSet | None]) -> tuple[int, ...]:
    """The hands of a full state as masks (a hand hidden, as in a seat's view, is refused)."""
    masks = []
    for hand in hands:
        if hand is None:
            raise TutorError("the exact analysis needs every hand: analyse the full state, not a seat's view")
        masks.append(hand.mask)
    return tuple(masks)


def named_trump(trump: Suit | None) -> Suit:
    """The trump of a deal whose play has begun (a game that always has one: Saskop, Subastao)."""
    if trump is None:
        raise TutorError("the analysis starts in the play phase, once the trump is named")
    return trump


class Tables:
    """Per-deal tables read from the game's ordering and card points.

    ``stronger[i]``: the mask of the cards that beat card ``i`` as the best card so far (the ordering's own
    table); ``rank[i]``: a number that grows with the card's strength, trumps and top cards above the rest
    (for move ordering only); ``up``/``same``: the equivalence tables of
    :func:`~tutor.analysis.search.representatives`. Leads are tried strongest first (Satat), or with
    ``trumps_last`` the plain suits before the trumps (Subastao: a quarter fewer nodes with six tricks left),
    or with ``weakest_first`` from the weakest card up, plain suits before trumps (Saskop, where a card led
    must be beaten by whoever can: a twelfth fewer nodes with six tricks left, fewer from the first lead).
    """

    __slots__ = ("discard", "lead", "low", "points", "rank", "same", "smear", "stronger", "trumps", "up")

    def __init__(
        self,
        ordering: Ordering,
        cards: Sequence[Card],
        points: Sequence[int],
        *,
        trumps_last: bool = False,
        weakest_first: bool = False,
    ) -> None:
        self.points = list(points)
        self.stronger = [0] * SIZE
        self.rank = [0] * SIZE
        groups: dict[Any, list[Card]] = {}
        for card in cards:
            self.stronger[card.index] = ordering.stronger_mask(card)
            top = bool(ordering.top_mask & card.bit)
            trump = bool(ordering.trump_mask & card.bit)
            self.rank[card.index] = (2 if top else 1 if trump else 0) * 1000 + ordering.strength(card)
            group = ("top", card.index) if top else ordering.suit_of(card)
            groups.setdefault(group, []).append(card)
        ordered = [[c.index for c in sorted(g, key=ordering.strength)] for g in groups.values()]
        self.up, self.same = chains(ordered, self.points, SIZE)
        self.trumps = ordering.trump_mask | ordering.top_mask
        # sort keys by card bit: leading (strongest first), cheapest first, smearing (most points first),
        # discarding (fewest points, then cheapest)
        rank, worth = self.rank, self.points
        self.lead = {card.bit: -rank[card.index] for card in cards}
        if weakest_first:
            self.lead = {card.bit: rank[card.index] for card in cards}
        if trumps_last:  # lead the plain suits first (strongest first), the trumps after them
            self.lead = {bit: key + 10_000 * (key <= -1000) for bit, key in self.lead.items()}
        self.low = {card.bit: rank[card.index] for card in cards}
        self.smear = {card.bit: rank[card.index] - 1000 * worth[card.index] for card in cards}
        self.discard = {card.bit: rank[card.index] + 50 * worth[card.index] for card in cards}

    def masters(self, own: int, other: int) -> int:
        """The trumps (and top cards) of ``own`` that no card of ``other`` beats: whatever the lead, the
        trick each of them is played to goes to ``own``'s side, and its points with it (a quick bound).

        Only stronger trumps or top cards beat a trump, and the strongest card of a trick wins it: so when
        the other side holds none of them, the trick is won by the card itself or by a stronger one of its
        own side."""
        stronger = self.stronger
        out = 0
        rest = own & self.trumps
        while rest:
            bit = rest & -rest
            rest ^= bit
            if not stronger[bit.bit_length() - 1] & other:
                out |= bit
        return out

    def winner(self, trick: Sequence[Card]) -> int:
        """The position of the card winning ``trick``."""
        stronger = self.stronger
        best = 0
        for position in range(1, len(trick)):
            if stronger[trick[best].index] & trick[position].bit:
                best = position
        return best

    def moves(
        self, legal: int, present: int, trick: Sequence[Card], partner_winning: bool, last: bool = False
    ) -> list[int]:
        """The representatives of ``legal`` in a sensible order: leading, strongest first; following, the
        cheapest card that wins first, then the rest from the cheapest up; on a partner's winning trick,
        the cheapest first, or, playing ``last`` to it, the card worth the most points."""
        if not trick:
            return self.leads(legal, present)
        beats = self.stronger[trick[self.winner(trick)].index]
        return self.follows(legal, present, beats, partner_winning, last)

    def leads(self, legal: int, present: int) -> list[int]:
        """:meth:`moves` for a lead: the representatives of ``legal`` in the lead order (see the class)."""
        cards = representatives(legal, present, self.up, self.same)
        if len(cards) < 2:
            return cards
        return sorted(cards, key=self.lead.__getitem__)

    def follows(self, legal: int, present: int, beats: int, partner_winning: bool, last: bool) -> list[int]:
        """:meth:`moves` for a card to a trick whose best card so far is beaten by the cards of ``beats``."""
        if not legal & (legal - 1):  # one card (a forced play)
            return [legal]
        cards = representatives(legal, present, self.up, self.same)
        if len(cards) < 2:
            return cards
        if partner_winning:
            return sorted(cards, key=(self.smear if last else self.low).__getitem__)
        winners = [bit for bit in cards if bit & beats]
        if not winners:
            return sorted(cards, key=self.discard.__getitem__)
        if len(winners) == len(cards):
            return sorted(cards, key=self.low.__getitem__)
        winners.sort(key=self.low.__getitem__)
        return winners + sorted([bit for bit in cards if not bit & beats], key=self.discard.__getitem__)


def trick_mask(trick: Sequence[Card]) -> int:
    mask = 0
    for card in trick:
        mask |= card.bit
    return mask


class Adapter:
    """The base of the four game adapters: the search's interface (see :class:`~tutor.analysis.search.Adapter`)
    plus what :mod:`tutor.analysis` needs to go from a game state to a position and back to words.

    Subclasses set ``game`` (the game's name) and implement :meth:`root`, :meth:`move_of`,
    :meth:`final_value`, :meth:`describe` and the search methods.
    """

    game = ""
    side = ""  # who maximises, in words ("the soloist")
    unit = "points"
    #: what a different :meth:`result` changes, in words (``'who wins the deal'``)
    result_words = "the score"
    #: whether the currency ranks results that are no plain number of ``unit`` (Satat's 7–0, above every
    #: margin of tricks): an average of such values is no count a learner can read
    ranked_results = False

    def __init__(self, state: Any) -> None:
        """Read the deal's tables from ``state`` (a full state of the adapter's game)."""

    def root(self, state: Any) -> tuple[int, Any]:
        """``(scored so far, position)`` for a state in its play phase."""
        raise NotImplementedError

    def move_of(self, action: Any) -> int | None:
        """The search move of ``action`` (``None``: an action that is not a move of the play)."""
        raise NotImplementedError

    def final_value(self, state: Any) -> int:
        """The value of a finished deal, in the adapter's currency."""
        raise NotImplementedError

    def describe(self, value: int) -> str:
        """The value in words for a learner, e.g. ``'North-South win 7–5'``."""
        raise NotImplementedError

    def result(self, value: int) -> Hashable:
        """The deal's result as the game counts it, for a value of the currency: who wins the deal, a contract
        made or failed, the game points. Two values with the same result change nothing the game scores
        (:attr:`~tutor.analysis.Cost.changes_result`). By default the value itself: every point counts."""
        return value

    @classmethod
    def loss_words(cls, value: int, best: int, loss: int) -> str:
        """What a card lost, short enough for a badge: ``'−2 tricks'``, ``'−1 point'`` (``'best'`` for none)."""
        if not loss:
            return gettext("best")
        return f"−{count(loss, cls.unit.removesuffix('s'))}"

    # -- the search's interface (:class:`~tutor.analysis.search.Adapter`) --
    def moves(self, pos: Any) -> Sequence[int]:
        raise NotImplementedError

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        raise NotImplementedError

    def is_max(self, pos: Any) -> bool:
        raise NotImplementedError

    def key(self, pos: Any) -> Hashable | None:
        raise NotImplementedError

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        return None
