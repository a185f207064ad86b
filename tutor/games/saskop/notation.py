"""A Saskop deal in one line (:mod:`tutor.games.notation`): each seat's nine cards as dealt (before a picture is
given), and two fields of its own: ``cut <n>``, where the pack was cut (1 to 35), and ``contract <seat> <suit>``
for a deal whose contract a 60-60 redeal fixed (no auction).

>>> from tutor.games import saskop
>>> state = saskop.start(5).apply("decline")
>>> saskop.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from ...cards import Suit
from ...errors import NotationError
from ...sentences import Template
from ..notation import Dealt, write
from ..notation import from_text as _from_text
from .rules import INPUTS, NAME, SEATS, SaskopRules
from .state import State, dealt, start

__all__ = ["from_text"]


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


# the refusals of Saskop's own fields (a Template each, said in the language spoken; the fields quoted as typed)
CUT_UNREAD = Template("{field} does not read: write where the pack was cut, e.g. {example}")
CONTRACT_UNREAD = Template("{field} does not read: write the caller's seat and the trump suit")


def _deal(written: Dealt, rules: SaskopRules) -> State:
    cut = written.field("cut")
    if cut is None or not cut.isdigit():
        raise NotationError(CUT_UNREAD.say(field=f"'cut {cut or ''}'", example="'cut 17'"))
    contract: tuple[int, Suit] | None = None
    fixed = written.field("contract")
    if fixed is not None:
        seat, _, suit = fixed.partition(" ")
        names = [name.casefold() for name in SEATS]
        if seat.casefold() not in names:
            raise NotationError(CONTRACT_UNREAD.say(field=f"'contract {fixed}'"))
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
