"""What one seat sees of a deal."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .actions import Action, GiveCards, HideTrump, Phase
from .rules import Signal, ordering

if TYPE_CHECKING:
    from .state import View

__all__ = ["view_fields", "view_of"]


def view_of(state: View, seat: int) -> View:
    """What ``seat`` sees of ``state`` (see :meth:`~tutor.games.satat.View.view`)."""
    return state.view(seat)


def view_fields(state: View, seat: int) -> tuple[Any, ...]:
    """The fields of the :class:`~tutor.games.satat.View` of what ``seat`` sees of ``state``, in order (the view
    reads the state's own fields: this module is written beside ``state.py``, which builds the view from them)."""

    deal = state.deal
    maker = state.maker
    sees_trump = deal.revealed or seat == maker
    dealing = state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND)
    seen = [0, 0, 0, 0]
    if deal.blind_card is not None:
        seen[maker] |= deal.blind_card.bit
    giver_mask = deal.gives[seat]
    if (
        state.phase is not Phase.EXCHANGE
        and deal.exchange
        and None not in deal.gives
        and giver_mask is not None
    ):
        receiver = (seat - 1) & 3 if seat & 1 == deal.losers else (seat + 1) & 3
        seen[receiver] |= giver_mask
    hands = state._hands
    known = (seen[0] & hands[0], seen[1] & hands[1], seen[2] & hands[2], seen[3] & hands[3])
    gives = tuple(g if i == seat else (None if g is None else 0) for i, g in enumerate(deal.gives))
    censored = replace(
        deal,
        seed=None,
        outcome=None if deal.outcome is None else replace(deal.outcome, seed=None),
        # before the trump is fixed nobody has seen the last eight cards of his own hand either
        full=_only(seat, deal.full if not dealing else (0, 0, 0, 0)),
        blind=tuple(None for _ in deal.blind),  # turned blind: nobody knows which card lies where
        hidden=deal.hidden if seat == maker else None,
        gives=gives,
        sizes=(hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(), hands[3].bit_count()),
        order=deal.order if sees_trump else ordering(None),
        known=known,
    )
    signals = tuple(
        r if r.seat == seat or r.signal in (Signal.PILE, Signal.VIRE, Signal.LESE) else replace(r, true=None)
        for r in state._signals
    )
    return (
        state.rules,
        state.phase,
        state.to_act,
        state.trump if sees_trump else None,
        censored,
        _only(seat, hands),
        state._trick,
        state._leader,
        state._done,
        state._won,
        _censor_history(state, seat),
        signals,
        seat,
    )


def _only(seat: int, masks: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """``masks`` with every seat but ``seat`` emptied."""
    a, b, c, d = masks
    return (a if seat == 0 else 0, b if seat == 1 else 0, c if seat == 2 else 0, d if seat == 3 else 0)


def _censor_history(state: View, seat: int) -> tuple[Action, ...]:
    maker = state.maker
    out: list[Action] = []
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
