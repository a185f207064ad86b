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

from ...cards import Card, CardSet
from ...errors import NotationError
from ..notation import Dealt, write, write_options
from ..notation import from_text as _from_text
from .actions import HideTrump, Phase
from .records import shuffled_deal
from .rules import NAME, SEATS, TEAMS, SatatRules, has_picture
from .state import State, start

__all__ = ["dealt", "from_text", "to_text"]


def _served(pack: list[Card], seat: int, maker: int) -> tuple[Card, ...]:
    """The thirteen cards ``pack`` deals ``seat``, in the order dealt (five, four, four from the trump maker)."""
    i = (seat - maker) & 3
    return (*pack[5 * i : 5 * i + 5], *pack[20 + 4 * i : 24 + 4 * i], *pack[36 + 4 * i : 40 + 4 * i])


def _sorted(mask: int) -> tuple[Card, ...]:
    return CardSet.from_mask(mask).sorted()


def _first_deal(state: State) -> tuple[tuple[Card, ...], ...]:
    """The hands of the deal's first deal, in the order dealt: the seed's own when they are the ones in play
    (or when a redeal has replaced them), else the hands the state holds (given for a lesson), the first fives
    as the state tells them."""
    deal, maker = state.deal, state.maker
    early = state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND)
    pack = shuffled_deal(deal.seed, 0)
    seeded = tuple(_served(pack, seat, maker) for seat in range(4))
    if deal.number:  # redealt: the first deal only had to hold no picture in the trump maker's five
        if not has_picture(sum(card.bit for card in seeded[maker][:5])):
            return seeded
        plain = [card for card in pack if not card.is_picture][:5]  # the trump maker is served first
        pack = [*plain, *(card for card in pack if card not in plain)]
        return tuple(_served(pack, seat, maker) for seat in range(4))
    full = tuple(sum(card.bit for card in hand) for hand in seeded)
    fives = tuple(sum(card.bit for card in hand[:5]) for hand in seeded)
    if full == deal.full and pack[36:40] == list(deal.blind) and (not early or fives == state._hands):
        return seeded
    hidden = next((action.card for action in state.history if type(action) is HideTrump), None)
    hands: list[tuple[Card, ...]] = []
    for seat in range(4):
        last = tuple(card for card in deal.blind if card is not None) if seat == maker else ()
        if early:
            five = _sorted(state._hands[seat])
        else:
            first = [card for card in _sorted(deal.full[seat]) if card not in last and card is not hidden]
            five = tuple(sorted([*first[: 5 - (hidden is not None and seat == maker)],
                                 *([hidden] if hidden is not None and seat == maker else [])],
                                key=lambda card: card.index))  # fmt: skip
        middle = [card for card in _sorted(deal.full[seat]) if card not in five and card not in last]
        hands.append((*five, *middle, *last))
    return tuple(hands)


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(f"{state!r} is not a full deal of Satat: a seat's view cannot be written out")
    deal = state.deal
    more: list[tuple[str, str]] = []
    if deal.draw:
        more.append(("drawn", ""))
    if deal.exchange and deal.losers is not None:
        more.append(("exchange", f"{deal.exchange} by {TEAMS[deal.losers]}"))
    return Dealt(
        NAME,
        write_options(state.rules),
        deal.seed,
        deal.dealer,
        _first_deal(state),
        None,
        tuple(more),
        tuple(str(action) for action in state.history),
    )


def to_text(state: State) -> str:
    """``state`` in one line; :func:`from_text` gives it back."""
    return write(dealt(state), SEATS)


def _deal(written: Dealt, rules: SatatRules) -> State:
    drawn = written.field("drawn") is not None
    state = start(
        written.seed, rules=rules, dealer=None if drawn else written.dealer, hands=list(written.hands)
    )
    if drawn and state.deal.dealer != written.dealer:
        raise NotationError(
            f"the draw of seed {written.seed!r} makes {SEATS[state.deal.dealer]} the dealer, "
            f"not {SEATS[written.dealer]}"
        )
    exchange = written.field("exchange")
    if exchange is not None:
        count, _, team = exchange.partition(" by ")
        teams = [name.casefold() for name in TEAMS]
        if count not in ("1", "2") or team.casefold() not in teams:
            raise NotationError(
                f"'exchange {exchange}' does not read: write the cards each passes (1 or 2) and the team that "
                f"lost, e.g. 'exchange 1 by {TEAMS[1]}'"
            )
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
