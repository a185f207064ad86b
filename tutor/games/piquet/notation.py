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

from ...cards import CardSet
from ...errors import NotationError
from ..notation import Dealt, write, write_options
from ..notation import from_text as _from_text
from .actions import Cut
from .rules import INPUTS, NAME, RANKS, SEATS, PiquetRules
from .state import State, start

__all__ = ["dealt", "from_text", "to_text"]


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(f"{state!r} is not a full deal of Piquet: a seat's view cannot be written out")
    setup = state.setup
    now = list(state.masks)
    for trick in (*state.tricks, state.trick):
        for seat, card in trick.plays:
            now[seat] |= card.bit
    taken = [now[seat] & ~setup.dealt[seat] for seat in (0, 1)]  # what each took from the stock
    elder, younger = 1 - setup.dealer, setup.dealer
    seen = state.aside.seen[elder]  # the cards of his five the elder left: on top of what the younger takes
    stock = (
        *CardSet.from_mask(taken[elder]).sorted(),
        *CardSet.from_mask(taken[younger] & seen).sorted(),
        *CardSet.from_mask(taken[younger] & ~seen).sorted(),
        *state.aside.stock,
    )
    more = []
    if setup.cut is not None:
        more.append(("cut", " ".join(str(card) for card in setup.cut.cards)))
    return Dealt(
        NAME,
        write_options(setup.rules),
        setup.seed,
        setup.dealer,
        tuple(CardSet.from_mask(mask).sorted() for mask in setup.dealt),
        stock,
        tuple(more),
        tuple(str(action) for action in state.history),
    )


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
