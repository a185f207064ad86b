"""What one seat sees of a deal."""

from __future__ import annotations

from dataclasses import replace

from .actions import GiveCards, HideTrump, Phase
from .rules import Signal, ordering
from .state import State

__all__ = ["view_of"]


def view_of(state: State, seat: int) -> State:
    """What ``seat`` sees of ``state`` (see :meth:`State.view`)."""

    deal = state.deal
    maker = state.maker
    sees_trump = deal.revealed or seat == maker
    dealing = state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND)
    known = [0, 0, 0, 0]
    if deal.blind_card is not None:
        known[maker] |= deal.blind_card.bit
    if state.phase is not Phase.EXCHANGE and deal.exchange and None not in deal.gives:
        giver_mask = deal.gives[seat]
        receiver = (seat - 1) & 3 if seat & 1 == deal.losers else (seat + 1) & 3
        known[receiver] |= giver_mask
    known = tuple(m & state._hands[i] for i, m in enumerate(known))
    gives = tuple(g if i == seat else (None if g is None else 0) for i, g in enumerate(deal.gives))
    censored = replace(
        deal,
        seed=None,
        # before the trump is fixed nobody has seen the last eight cards of his own hand either
        full=tuple(m if i == seat and not dealing else 0 for i, m in enumerate(deal.full)),
        blind=tuple(None for _ in deal.blind),  # turned blind: nobody knows which card lies where
        hidden=deal.hidden if seat == maker else None,
        gives=gives,
        sizes=tuple(m.bit_count() for m in state._hands),
        order=deal.order if sees_trump else ordering(None),
        known=known,
    )
    hands = tuple(m if i == seat else 0 for i, m in enumerate(state._hands))
    signals = tuple(
        r if r.seat == seat or r.signal in (Signal.PILE, Signal.VIRE, Signal.LESE) else replace(r, true=None)
        for r in state._signals
    )
    return State(
        state.rules,
        state.phase,
        state.to_act,
        state.trump if sees_trump else None,
        censored,
        hands,
        state._trick,
        state._leader,
        state._done,
        state._won,
        _censor_history(state, seat),
        signals,
        seat,
    )


def _censor_history(state: State, seat: int) -> tuple:
    maker = state.maker
    out = []
    given = 0
    for action in state.history:
        if isinstance(action, HideTrump) and seat != maker:
            action = HideTrump(None)
        elif isinstance(action, GiveCards):
            giver = (maker + given) & 3
            given += 1
            if giver != seat:
                action = GiveCards(None)
        out.append(action)
    return tuple(out)
