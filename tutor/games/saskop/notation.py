"""A Saskop deal in one line (:mod:`tutor.games.notation`): each seat's nine cards as dealt (before a picture is
given), and two fields of its own: ``cut <n>``, where the pack was cut (1 to 35), and ``contract <seat> <suit>``
for a deal whose contract a 60-60 redeal fixed (no auction).

>>> from tutor.games import saskop
>>> state = saskop.start(5).apply("decline")
>>> saskop.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from ...cards import Card, CardSet, Suit
from ...errors import NotationError
from ..notation import Dealt, write, write_options
from ..notation import from_text as _from_text
from .actions import ShowPicture, TakePicture
from .rules import INPUTS, NAME, SEATS, SaskopRules
from .state import State, start

__all__ = ["dealt", "from_text", "to_text"]


def _holder(masks: list[int], card: Card) -> int:
    return next(seat for seat, mask in enumerate(masks) if mask & card.bit)


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description): the hands as dealt are the hands now,
    the cards played, and each picture given taken back."""
    if not isinstance(state, State):
        raise NotationError(f"{state!r} is not a full deal of Saskop: a seat's view cannot be written out")
    masks = [hand.mask for hand in state.hands]
    for trick in (*state.tricks, state.trick):
        for seat, card in trick.plays:
            masks[seat] |= card.bit
    shown: Card | None = None
    for action in state.history:  # a picture shown, then taken for a card given back: the two swap again
        if type(action) is ShowPicture:
            shown = action.picture
        elif type(action) is TakePicture and shown is not None and action.give is not None:
            taker, giver = _holder(masks, shown), _holder(masks, action.give)
            masks[taker] ^= shown.bit | action.give.bit
            masks[giver] ^= shown.bit | action.give.bit
    more = [("cut", str(state.cut))]
    if state.fixed and state.caller is not None and state.trump is not None:
        more.append(("contract", f"{SEATS[state.caller]} {state.trump.letter}"))
    return Dealt(
        NAME,
        write_options(state.rules),
        state.seed,
        state.dealer,
        tuple(CardSet.from_mask(mask).sorted() for mask in masks),
        None,
        tuple(more),
        tuple(str(action) for action in state.history),
    )


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


def _deal(written: Dealt, rules: SaskopRules) -> State:
    cut = written.field("cut")
    if cut is None or not cut.isdigit():
        raise NotationError(f"'cut {cut or ''}' does not read: write where the pack was cut, e.g. 'cut 17'")
    contract: tuple[int, Suit] | None = None
    fixed = written.field("contract")
    if fixed is not None:
        seat, _, suit = fixed.partition(" ")
        names = [name.casefold() for name in SEATS]
        if seat.casefold() not in names:
            raise NotationError(
                f"'contract {fixed}' does not read: write the caller's seat and the trump suit"
            )
        contract = (names.index(seat.casefold()), INPUTS.suit(suit, what="trump"))
    return start(
        written.seed,
        rules=rules,
        dealer=written.dealer,
        hands=list(written.hands),
        cut_at=int(cut),
        contract=contract,
    )


def from_text(text: str) -> State:
    """The state the line ``text`` writes (:meth:`State.to_text`).

    :raises NotationError: quoting the part that does not read, or the action the rules refuse.
    """
    from .. import get

    state: State = _from_text(text, get(NAME), _deal)
    return state
