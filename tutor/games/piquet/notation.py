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
from ...sentences import Template
from ..notation import Dealt, _typed, write
from ..notation import from_text as _from_text
from .actions import Cut
from .rules import INPUTS, NAME, RANKS, SEATS, PiquetRules
from .state import State, dealt, start

__all__ = ["from_text"]

# the refusals of Piquet's own fields (a Template each, said in the language spoken; the fields quoted as typed)
NO_STOCK = Template("a deal of Piquet has a stock: write its eight cards, top first, as {field}")
CUT_UNREAD = Template(
    "{field} does not read: write the two cards cut, {first}'s then {second}'s, of two ranks"
)
CUT_DEALER = Template("{field} makes {dealer} the dealer, not {written}")


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


def _deal(written: Dealt, rules: PiquetRules) -> State:
    if written.stock is None:
        raise NotationError(NO_STOCK.say(field="'stock ...'"))
    state = start(
        written.seed, rules=rules, dealer=written.dealer, hands=list(written.hands), stock=written.stock
    )
    cut = written.field("cut")
    if cut is None:
        return state
    cards = INPUTS.cards(cut, what="the cut")
    if len(cards) != 2 or cards[0].rank is cards[1].rank:
        first, second = _typed(SEATS[:1]), _typed(SEATS[1:2])
        raise NotationError(CUT_UNREAD.say(field=f"'cut {cut}'", first=first, second=second))
    higher = 0 if RANKS.index(cards[0].rank) < RANKS.index(cards[1].rank) else 1
    dealer = higher if rules.cut_winner_deals else 1 - higher
    if dealer != written.dealer:
        said = CUT_DEALER.say(
            field=f"'cut {cut}'", dealer=_typed([SEATS[dealer]]), written=_typed([SEATS[written.dealer]])
        )
        raise NotationError(said)
    return replace(state, setup=state.setup._replace(cut=Cut((cards[0], cards[1]), dealer)))


def from_text(text: str) -> State:
    """The state the line ``text`` writes (:meth:`State.to_text`).

    :raises NotationError: quoting the part that does not read, or the action the rules refuse.
    """
    from .. import get

    state: State = _from_text(text, get(NAME), _deal)
    return state
