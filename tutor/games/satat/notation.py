"""A Satat deal in one line (:mod:`tutor.games.notation`): each seat's thirteen cards in the order dealt (five,
four, four: the first five are the cards the trump is made on, the trump maker's last four the cards turned
blind, in order), the seed (which also deals every redeal), and two fields of its own: ``drawn`` when the
dealer came from the draw for the first trump maker, and ``exchange <cards> by <team>`` when the deal opens with
the exchange after a 7-0 (1 card) or a 13-0 (2) that team lost.

>>> from tutor.games import satat
>>> state = satat.start(7, dealer=0).apply("trumps hearts")
>>> text = state.to_text()
>>> text.startswith("satat | seed 7 | dealer South | South "), text.endswith("| actions trumps ♥")
(True, True)
>>> satat.from_text(text) == state
True
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import NotationError
from ...sentences import Template
from ..notation import Dealt, _typed, write
from ..notation import from_text as _from_text
from .rules import NAME, SEATS, TEAMS, SatatRules
from .state import State, dealt, start

__all__ = ["from_text"]


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


# the refusals of Satat's own fields (a Template each, said in the language spoken; the fields quoted as typed)
DRAW_DEALER = Template("the draw of seed {seed} makes {dealer} the dealer, not {written}")
EXCHANGE_UNREAD = Template(
    "{field} does not read: write the cards each passes (1 or 2) and the team that lost, e.g. {example}"
)


def _deal(written: Dealt, rules: SatatRules) -> State:
    drawn = written.field("drawn") is not None
    state = start(
        written.seed, rules=rules, dealer=None if drawn else written.dealer, hands=list(written.hands)
    )
    if drawn and state.deal.dealer != written.dealer:
        dealer, said = _typed([SEATS[state.deal.dealer]]), _typed([SEATS[written.dealer]])
        raise NotationError(DRAW_DEALER.say(seed=repr(written.seed), dealer=dealer, written=said))
    exchange = written.field("exchange")
    if exchange is not None:
        count, _, team = exchange.partition(" by ")
        teams = [name.casefold() for name in TEAMS]
        if count not in ("1", "2") or team.casefold() not in teams:
            example = f"'exchange 1 by {TEAMS[1]}'"
            raise NotationError(EXCHANGE_UNREAD.say(field=f"'exchange {exchange}'", example=example))
        if rules.exchange and not rules.trup_kasiet:
            deal = replace(state.deal, exchange=int(count), losers=teams.index(team.casefold()))
            state = replace(state, deal=deal)
    return state


def from_text(text: str) -> State:
    """The state the line ``text`` writes (:meth:`State.to_text`).

    :raises NotationError: quoting the part that does not read, or the action the rules refuse.
    """
    state: State = _from_text(text, _module(), _deal)
    return state


def _module() -> object:
    from .. import get

    return get(NAME)
