"""A Subastao deal in one line (:mod:`tutor.games.notation`): each seat's cards as received, in the order
received (the next deal is cut from them when nobody shuffles); the sitting-out dealer of the four-player game
has his name alone.

>>> from tutor.games import subastao
>>> state = subastao.start(5).apply("bid 70")
>>> subastao.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from ...errors import NotationError
from ...sentences import Template
from .._shared import evolve
from ..notation import Dealt, write
from ..notation import from_text as _from_text
from .rules import SEATS, SubastaoRules
from .state import NAME, State, dealt, start

__all__ = ["from_text"]


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS[: len(state.hands)])


# the refusal of Subastao's own deal (a Template, said in the language spoken)
SEATS_WITH_OPTIONS = Template("a deal of Subastao with these options has {seats} seats")


def _deal(written: Dealt, rules: SubastaoRules) -> State:
    if len(written.hands) != rules.seats:
        raise NotationError(SEATS_WITH_OPTIONS.say(seats=rules.seats))
    state = start(written.seed, rules=rules, dealer=written.dealer, hands=list(written.hands))
    return evolve(state, table=evolve(state.table, received=written.hands))  # in the order received


def from_text(text: str) -> State:
    """The state the line ``text`` writes (:meth:`State.to_text`).

    :raises NotationError: quoting the part that does not read, or the action the rules refuse.
    """
    from .. import get

    state: State = _from_text(text, get(NAME), _deal)
    return state
