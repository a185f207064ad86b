"""A Piquet deal in one line (:mod:`tutor.games.notation`): each seat's twelve cards as dealt, the stock as
dealt (``stock``, top first: the cards the elder took, the younger's, then the cards left; a deal does not
keep the order of the cards one player took, so they are written in pack order, those the elder could see
first), and a field of its own, ``cut <card> <card>``:
the cards South and North cut for the first deal, when the cut chose the dealer.

>>> from tutor.games import piquet
>>> state = piquet.start(5)
>>> state = state.apply(state.legal_actions()[0])
>>> piquet.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import NotationError
from ..notation import Dealt, write
from ..notation import from_text as _from_text
from .actions import Cut
from .rules import INPUTS, NAME, RANKS, SEATS, PiquetRules
from .state import State, dealt, start

__all__ = ["from_text"]


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


def _deal(written: Dealt, rules: PiquetRules) -> State:
    if written.stock is None:
        raise NotationError("a deal of Piquet has a stock: write its eight cards, top first, as 'stock ...'")
    state = start(
        written.seed, rules=rules, dealer=written.dealer, hands=list(written.hands), stock=written.stock
    )
    cut = written.field("cut")
    if cut is None:
        return state
    cards = INPUTS.cards(cut, what="the cut")
    if len(cards) != 2 or cards[0].rank is cards[1].rank:
        raise NotationError(
            f"'cut {cut}' does not read: write the two cards cut, South's then North's, of two ranks"
        )
    higher = 0 if RANKS.index(cards[0].rank) < RANKS.index(cards[1].rank) else 1
    dealer = higher if rules.cut_winner_deals else 1 - higher
    if dealer != written.dealer:
        raise NotationError(f"'cut {cut}' makes {SEATS[dealer]} the dealer, not {SEATS[written.dealer]}")
    return replace(state, setup=state.setup._replace(cut=Cut((cards[0], cards[1]), dealer)))


def from_text(text: str) -> State:
    """The state the line ``text`` writes (:meth:`State.to_text`).

    :raises NotationError: quoting the part that does not read, or the action the rules refuse.
    """
    from .. import get

    state: State = _from_text(text, get(NAME), _deal)
    return state
